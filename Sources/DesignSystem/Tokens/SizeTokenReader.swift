import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Reads every numeric constant of a design system's Swift sources — `static let` tokens in any
/// type (`LubaSelectionTokens`, `LubaSpacing`, `LubaRadius`) and the numeric properties of a
/// configuration type (`LubaConfig`) — and resolves each value through the references and
/// arithmetic it is written in, across files.
///
/// Resolution runs to a fixed point, so declaration order and file order do not matter; a cycle
/// (`a = b`, `b = a`) or a reference to something that is no constant stays unresolved and is
/// reported as a diagnostic when the declared type says it should be a number. A name declared
/// twice (in both branches of an `#if`) keeps its first declaration.
package enum SizeTokenReader {
    package static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    /// One declaration before resolution.
    private struct Declaration {
        var file: Int
        var owner: String
        var name: String
        var typeName: String?
        var expression: Range<Int>
        var location: SourceLocation
        var documentation: String?
        var isDeprecated: Bool
        var isConfiguration: Bool

        var qualifiedName: String { "\(owner).\(name)" }
    }

    package static func read(_ files: [SourceIndex]) -> (tokens: [SizeToken], diagnostics: [DesignDiagnostic]) {
        var declarations: [Declaration] = []
        for (fileIndex, file) in files.enumerated() {
            for member in file.members where member.kind == .property {
                guard let ownerIndex = member.owner else { continue }
                let type = file.types[ownerIndex]
                let isConfiguration = !member.isStatic && isConfigurationType(type)
                guard member.isStatic || isConfiguration else { continue }
                var typeName: String?
                if let annotation = member.annotation {
                    guard annotation.count == 1, let word = file.token(annotation.lowerBound),
                          word.kind == .identifier, numericTypes.contains(word.name) else { continue }
                    typeName = word.name
                }
                guard let expression = expressionRange(member, in: file), !expression.isEmpty else { continue }
                let head = file.tokens[member.start..<member.keywordIndex]
                declarations.append(Declaration(
                    file: fileIndex, owner: type.name, name: member.name, typeName: typeName,
                    expression: expression, location: file.location(member.keywordIndex &+ 1),
                    documentation: member.documentation,
                    isDeprecated: head.contains { $0.kind == .identifier && ($0.text == "deprecated" || $0.text == "unavailable") },
                    isConfiguration: isConfiguration))
            }
        }

        // Resolve to a fixed point: each pass resolves what the previous ones made resolvable.
        var values: [String: Double] = [:]
        var configuration: [String: Double] = [:]
        var resolved = Array(repeating: false, count: declarations.count)
        var pass = 0
        var progress = true
        while progress, pass < 32 {
            progress = false
            pass &+= 1
            for (index, declaration) in declarations.enumerated() where !resolved[index] {
                let file = files[declaration.file]
                let result = NumericExpression.evaluate(file.tokens, declaration.expression) { path in
                    lookup(path, owner: declaration.owner, values: values, configuration: configuration)
                }
                guard let value = result.value else { continue }
                resolved[index] = true
                progress = true
                if values[declaration.qualifiedName] == nil { values[declaration.qualifiedName] = value }
                if declaration.isConfiguration, configuration[declaration.name] == nil {
                    configuration[declaration.name] = value
                }
            }
        }

        var tokens: [SizeToken] = []
        var missing: [[String]?] = []
        var diagnostics: [DesignDiagnostic] = []
        var seen = Set<String>()
        for (index, declaration) in declarations.enumerated() {
            // `#if` branches and repeated extensions declare a name twice: the first one counts.
            guard seen.insert(declaration.qualifiedName).inserted else { continue }
            let file = files[declaration.file]
            let result = NumericExpression.evaluate(file.tokens, declaration.expression) { path in
                lookup(path, owner: declaration.owner, values: values, configuration: configuration)
            }
            if !resolved[index] {
                // An untyped non-number (`static let shared = LubaConfig()`) is simply no token.
                guard declaration.typeName != nil else { continue }
                diagnostics.append(DesignDiagnostic(
                    message: "\(declaration.qualifiedName) = \(file.text(declaration.expression)): not a constant the audit can resolve",
                    location: declaration.location, token: declaration.qualifiedName))
            }
            tokens.append(SizeToken(
                owner: declaration.owner, name: declaration.name, value: resolved[index] ? result.value : nil,
                typeName: declaration.typeName, expression: file.text(declaration.expression),
                references: result.references, location: declaration.location,
                documentation: declaration.documentation, isDeprecated: declaration.isDeprecated,
                isConfiguration: declaration.isConfiguration))
            missing.append(resolved[index] ? nil : result.missing)
        }

        // Where each unresolved value stopped, named as a token when it is one, so a report can
        // follow `a = b * 2` to the `b` that is the real cause.
        let unresolved = Set(tokens.filter { $0.value == nil }.map(\.qualifiedName))
        var unresolvedConfiguration: [String: String] = [:]
        for token in tokens where token.isConfiguration && token.value == nil && configuration[token.name] == nil {
            if unresolvedConfiguration[token.name] == nil { unresolvedConfiguration[token.name] = token.qualifiedName }
        }
        for index in tokens.indices {
            guard let path = missing[index] else { continue }
            let name = unresolvedName(
                path, owner: tokens[index].owner, unresolved: unresolved, configuration: unresolvedConfiguration)
            tokens[index].unresolvedReference = name ?? path.joined(separator: ".")
        }
        return (tokens, diagnostics)
    }

    /// The unresolved token a reference written in a declaration of `owner` names, found the
    /// way `lookup` finds values; `configuration` maps a configuration property no declaration
    /// gives a value to its first unresolved token.
    private static func unresolvedName(
        _ path: [String], owner: String, unresolved: Set<String>, configuration: [String: String]
    ) -> String? {
        guard let last = path.last else { return nil }
        let candidate = path.count >= 2 ? "\(path[path.count &- 2]).\(last)" : "\(owner).\(last)"
        if unresolved.contains(candidate) { return candidate }
        if path.count >= 2, path.contains("shared") || configurationRoots.contains(path[0]),
           let name = configuration[last] {
            return name
        }
        return nil
    }

    /// `LubaConfig`, `AppConfiguration`: a type whose stored properties are settings.
    package static func isConfigurationType(_ type: SwiftTypeDeclaration) -> Bool {
        type.keyword != "enum" && (type.name.hasSuffix("Config") || type.name.hasSuffix("Configuration"))
    }

    /// The initializer, or the single expression of a computed property (`{ 44 }`, `{ return 44 }`).
    private static func expressionRange(_ member: SwiftMember, in file: SourceIndex) -> Range<Int>? {
        if let initializer = member.initializer { return initializer }
        guard let open = member.bodyOpen, let close = member.bodyClose, close > open &+ 1 else { return nil }
        var from = open &+ 1
        if file.isCode(from, "return") { from &+= 1 }
        return from..<close
    }

    /// Resolves a reference written in a declaration of `owner`.
    package static func lookup(_ path: [String], owner: String, values: [String: Double], configuration: [String: Double]) -> Double? {
        guard let last = path.last else { return nil }
        if path.count >= 2, let value = values["\(path[path.count &- 2]).\(last)"] { return value }
        if path.count == 1, let value = values["\(owner).\(last)"] { return value }
        if path.count >= 2, path.contains("shared") || configurationRoots.contains(path[0]) {
            return configuration[last]
        }
        return nil
    }

    /// The names component code reaches the configuration through (`luba.minimumTouchTarget`).
    package static let configurationRoots: Set<String> = ["luba", "config", "lubaConfig", "configuration"]
}
