import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Reads a LubaUI checkout's theme from its Swift sources: `LubaColors` (tokens and aliases),
/// `LubaPrimitives` (raw values and constants such as opacities) and `LubaThemeColors` (the
/// roles, with their init's default arguments and derived defaults), found by type name in
/// any of the files given.
///
/// Roles come from `LubaThemeColors`' stored `Color` properties and what its designated
/// initializer assigns them when every argument keeps its default — exactly what
/// `LubaThemeColors.default` holds. A role the init does not cover falls back to the
/// `LubaColors` token of the same name. What cannot be resolved is a diagnostic, never a guess.
public enum SwiftThemeReader {
    package static let themeType = ["LubaThemeColors"]
    package static let tokenType = "LubaColors"

    /// The theme of `files`, or nil when they declare neither `LubaColors` nor `LubaThemeColors`.
    public static func read(_ files: [SwiftSourceFile], source: String) -> Theme? {
        let types = Set(files.flatMap { $0.themeTypes.map(\.path) })
        let hasTheme = types.contains(themeType)
        guard hasTheme || types.contains([tokenType]) else { return nil }
        let declarations = Self.declarations(files)
        var evaluator = ThemeExpressionEvaluator(declarations: declarations)

        var roles: [ThemeRole] = []
        var chart: [ThemeRole] = []
        var covered = Set<String>()
        if hasTheme {
            let resolved = readThemeColors(files, evaluator: &evaluator)
            for item in resolved {
                covered.insert(item.name)
                guard let value = item.value else { continue }
                switch value {
                case .color(let color):
                    roles.append(ThemeRole(name: item.name, value: color, location: item.location))
                case .colors(let list) where item.name == ThemeRoleNames.chartPalette:
                    chart = chartRoles(list, location: item.location)
                default:
                    evaluator.note("`\(item.name)` is not a color", at: item.location ?? fallbackLocation(files), role: item.name)
                }
            }
        }
        // Roles LubaThemeColors does not declare (or an older shape of it): the token of the same name.
        for name in ThemeRoleNames.all + [ThemeRoleNames.chartPalette] where !covered.contains(name) {
            guard let key = tokenKey(for: name, declarations) else { continue }
            evaluator.currentRole = name
            guard let value = evaluator.declaration(key) else { continue }
            let location = declarations[key]?.value.location
            switch value {
            case .color(let color): roles.append(ThemeRole(name: name, value: color, location: location))
            case .colors(let list) where name == ThemeRoleNames.chartPalette: chart = chartRoles(list, location: location)
            default: break
            }
        }
        let order = Dictionary(uniqueKeysWithValues: ThemeRoleNames.all.enumerated().map { ($1, $0) })
        if !hasTheme { roles.sort { (order[$0.name] ?? Int.max) < (order[$1.name] ?? Int.max) } }

        let diagnostics = evaluator.diagnostics
        // Tokens for component code (`LubaColors.gray100`): resolved quietly, since a token no
        // role uses is not the contrast audit's business unless a component draws with it.
        var tokens: [ThemeRole] = []
        for (key, declaration) in declarations.sorted(by: { $0.key < $1.key }) where declaration.typePath.first == tokenType {
            guard let value = evaluator.declaration(key), case .color(let color) = value else { continue }
            tokens.append(ThemeRole(name: declaration.displayName, value: color, location: declaration.value.location))
        }
        return Theme(source: source, roles: roles, chartPalette: chart, diagnostics: diagnostics, tokens: tokens)
    }

    /// Every static property with a value, by dotted path; the first of duplicates (`#if` branches) wins.
    public static func declarations(_ files: [SwiftSourceFile]) -> [String: ThemeDeclaration] {
        var result: [String: ThemeDeclaration] = [:]
        for file in files {
            for member in file.themeMembers where member.kind == .property && member.isStatic {
                guard let value = file.initializerValue(of: member) else { continue }
                let key = (member.typePath + [member.name]).joined(separator: ".")
                if result[key] == nil {
                    result[key] = ThemeDeclaration(typePath: member.typePath, name: member.name, value: value)
                }
            }
        }
        return result
    }

    /// The `LubaColors` declaration standing for a role when the theme struct does not say.
    package static func tokenKey(for role: String, _ declarations: [String: ThemeDeclaration]) -> String? {
        let candidates: [String]
        switch role {
        case "chartPalette": candidates = ["LubaColors.Chart.palette", "LubaColors.chartPalette"]
        case "chartGrid": candidates = ["LubaColors.Chart.grid", "LubaColors.chartGrid"]
        case "chartAxisLabel": candidates = ["LubaColors.Chart.axisLabel", "LubaColors.chartAxisLabel"]
        default: candidates = ["LubaColors.\(role)"]
        }
        return candidates.first { declarations[$0] != nil }
    }

    package static func chartRoles(_ list: [ThemeColorValue], location: SourceLocation?) -> [ThemeRole] {
        list.enumerated().map { index, color in
            ThemeRole(name: ThemeRoleNames.chartName(index), value: color.named(ThemeRoleNames.chartPalette), location: location)
        }
    }

    package static func fallbackLocation(_ files: [SwiftSourceFile]) -> SourceLocation {
        SourceLocation(file: files.first?.displayPath ?? "", line: 1, column: 1)
    }

    package struct ResolvedRole {
        package var name: String
        package var value: ThemeValue?
        package var location: SourceLocation?
    }

    /// The roles `LubaThemeColors` declares, in order, with what its initializer gives them.
    package static func readThemeColors(_ files: [SwiftSourceFile], evaluator: inout ThemeExpressionEvaluator) -> [ResolvedRole] {
        var stored: [(name: String, location: SourceLocation)] = []
        var initializer: (member: SwiftMember, file: SwiftSourceFile)?
        for file in files {
            for member in file.themeMembers(of: themeType) {
                if member.kind == .property, !member.isStatic, member.initializer == nil, member.bodyOpen == nil,
                   member.type.contains("Color"), !stored.contains(where: { $0.name == member.name }) {
                    stored.append((member.name, file.location(of: member)))
                }
            }
        }
        let roleNames = Set(stored.map(\.name))
        for file in files {
            for member in file.themeMembers(of: themeType) where member.kind == .initializer && member.bodyOpen != nil {
                let score = member.parameters.filter { roleNames.contains($0.name) }.count
                let best = initializer.map { current in current.member.parameters.filter { roleNames.contains($0.name) }.count } ?? -1
                if score > best { initializer = (member, file) }
            }
        }
        var assigned: [String: (value: ThemeValue?, location: SourceLocation)] = [:]
        var parameterLocations: [String: SourceLocation] = [:]
        if let (member, file) = initializer, let body = member.body {
            for parameter in member.parameters {
                evaluator.bind(parameter.name, .init(expression: file.defaultValue(of: parameter), scope: themeType))
                parameterLocations[parameter.name] = file.location(of: parameter)
            }
            let statements = ThemeSwiftStatementParser(tokens: file.tokens, path: file.displayPath).statements(in: body)
            var interpreter = InitInterpreter()
            interpreter.run(statements, evaluator: &evaluator, assigned: &assigned, depth: 0)
        }
        return stored.compactMap { name, location in
            if let result = assigned[name] {
                return ResolvedRole(name: name, value: result.value, location: parameterLocations[name] ?? result.location)
            }
            // Not assigned by the init: LubaColors' token of that name, if there is one.
            if tokenKey(for: name, evaluator.declarations) != nil { return nil }
            evaluator.note("`\(name)` is never assigned a value the audit can follow", at: location, role: name)
            return ResolvedRole(name: name, value: nil, location: location)
        }
    }

    /// Runs an initializer body with every argument at its default: assignments to `self.x`,
    /// local `let`s and `if`/`else if` chains whose conditions the evaluator can decide.
    package struct InitInterpreter {
        package static let maxDepth = 16

        package mutating func run(
            _ statements: [ThemeSwiftStatement], evaluator: inout ThemeExpressionEvaluator,
            assigned: inout [String: (value: ThemeValue?, location: SourceLocation)], depth: Int
        ) {
            guard depth < Self.maxDepth else { return }
            for statement in statements {
                switch statement {
                case .assignment(let target, let value):
                    guard let name = target.first else { continue }
                    evaluator.currentRole = name
                    let result = evaluator.evaluate(value.expression, at: value.location, scope: SwiftThemeReader.themeType)
                    assigned[name] = (result, value.location)
                case .binding(let name, let value):
                    evaluator.bind(name, .init(expression: value, scope: SwiftThemeReader.themeType))
                case .ifChain(let clauses, let otherwise):
                    var decided = false
                    clauses: for clause in clauses {
                        var holds = true
                        for condition in clause.conditions {
                            guard let verdict = decide(condition, at: clause.location, evaluator: &evaluator) else { return }
                            if !verdict {
                                holds = false
                                break
                            }
                        }
                        if holds {
                            run(clause.body, evaluator: &evaluator, assigned: &assigned, depth: depth &+ 1)
                            decided = true
                            break clauses
                        }
                    }
                    if !decided, let otherwise {
                        run(otherwise, evaluator: &evaluator, assigned: &assigned, depth: depth &+ 1)
                    }
                case .returnValue:
                    return
                case .switchOn, .expression, .other:
                    continue
                }
            }
        }

        /// True or false when the condition can be decided with every argument at its default;
        /// nil (after a diagnostic) when it cannot.
        package func decide(_ condition: ThemeSwiftCondition, at location: SourceLocation, evaluator: inout ThemeExpressionEvaluator) -> Bool? {
            switch condition {
            case .optionalBinding(let name, let value):
                let expression = value ?? .name(name)
                guard let result = evaluator.evaluate(expression, at: location, scope: SwiftThemeReader.themeType) else { return nil }
                if case .none = result { return false }
                evaluator.bind(name, .init(expression: nil, scope: SwiftThemeReader.themeType, value: result))
                return true
            case .expression(let expression):
                guard let result = evaluator.evaluate(expression, at: location, scope: SwiftThemeReader.themeType) else { return nil }
                guard case .bool(let flag) = result else {
                    evaluator.note("`\(expression.summary)` is not a condition the audit can decide", at: location, role: nil)
                    return nil
                }
                return flag
            }
        }
    }
}
