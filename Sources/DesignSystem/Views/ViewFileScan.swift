import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// One file's view facts: a single walk over its tokens, asking its `SourceIndex` for chains,
/// contexts and declarations.
package struct ViewFileScan {
    package let index: SourceIndex
    package let names: SourceNames
    /// View types whose body is one image (`LubaIcon`).
    package let imageViews: Set<String>
    /// Functions and properties (any file) whose body reads Reduce Motion.
    package let guardingMembers: Set<String>
    /// Types and functions only previews use (see `ViewFactReader.previewHelpers`).
    package let previewHelpers: [Range<Int>]
    /// View types (any file) whose body gives them the button trait.
    package let buttonViews: Set<String>
    package let isComponent: Bool
    package var facts = ViewFacts()
    /// `name: Type` pairs written in the file: the types of properties and parameters.
    package var declaredTypes: [String: String] = [:]
    /// Text APIs handed a bare name (`TextField(placeholder, …)`): where a `String` default may reach.
    package var namedArguments: [(name: String, api: String, scope: SwiftTypeDeclaration?)] = []
    /// Names interpolated into a text API's literal: computed `String` properties of the file
    /// whose literals reach the text.
    package var computedArguments: [(name: String, api: String)] = []
    /// Per type body (its `{`), the names its moving modifiers read.
    package var movingStateCache: [Int: (names: Set<String>, matchedGeometry: Bool)] = [:]

    package static let viewTextAPIs: [String: String] = [
        "Text": "Text", "Button": "Button", "Label": "Label", "Toggle": "Toggle", "Link": "Link",
        "TextField": "TextField placeholder", "SecureField": "SecureField placeholder", "Picker": "Picker",
        "NavigationLink": "NavigationLink", "Menu": "Menu",
    ]
    package static let modifierTextAPIs: [String: String] = [
        "navigationTitle": ".navigationTitle", "accessibilityLabel": ".accessibilityLabel",
        "accessibilityHint": ".accessibilityHint", "accessibilityValue": ".accessibilityValue",
    ]
    package static let numericTypes: Set<String> = ["Int", "Double", "Float", "CGFloat", "Int64", "Int32", "UInt", "Decimal", "TimeInterval"]
    package static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group"]
    package static let declarationWords: Set<String> = ["extension", "struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let"]

    package init(index: SourceIndex, names: SourceNames, imageViews: Set<String>, guardingMembers: Set<String> = [], previewHelpers: [Range<Int>] = [], buttonViews: Set<String> = []) {
        self.previewHelpers = previewHelpers
        self.buttonViews = buttonViews
        self.index = index
        self.names = names
        self.imageViews = imageViews
        self.guardingMembers = guardingMembers
        self.isComponent = index.path.split(separator: "/").contains { names.componentFolders.contains(String($0)) }
        let tokens = index.tokens
        // `let motion: Policy` and a parameter `motion: Policy` declare a type; an argument
        // `motion: luba.motion` in a call has the same shape but names a value, so it counts
        // only where the name after the colon is a type's (capitalized, not called), and only
        // for names no `let`/`var` declares.
        let annotated = tokens.indices.dropLast(2).filter {
            tokens[$0].kind == .identifier && tokens[$0 &+ 1].is(":") && tokens[$0 &+ 2].kind == .identifier
        }
        func isDeclaration(_ position: Int) -> Bool {
            position > 0 && (tokens[position &- 1].is("let") || tokens[position &- 1].is("var"))
        }
        func isTypeName(_ position: Int) -> Bool {
            let called = position &+ 3 < tokens.count && (tokens[position &+ 3].is("(") || tokens[position &+ 3].is("."))
            return tokens[position &+ 2].name.first?.isUppercase == true && !called
        }
        for position in annotated where isDeclaration(position) && declaredTypes[tokens[position].name] == nil {
            declaredTypes[tokens[position].name] = tokens[position &+ 2].name
        }
        for position in annotated where !isDeclaration(position) && isTypeName(position) && declaredTypes[tokens[position].name] == nil {
            declaredTypes[tokens[position].name] = tokens[position &+ 2].name
        }
    }

    /// Previews, their helpers and debug-only code: no user sees them.
    package func isNeverShipped(_ position: Int) -> Bool {
        index.isNeverShipped(position) || previewHelpers.contains { $0.contains(position) }
    }

    package func place(_ position: Int) -> SourcePlace {
        SourcePlace(location: index.location(position), typeName: index.outermostType(position)?.name, isComponent: isComponent)
    }

    package mutating func run() {
        let tokens = index.tokens
        // Only a file declaring the registry has references inside it (and the lookup of the
        // type around every name is not free).
        let declaresRegistry = index.types.contains { $0.name == names.registryType }
        for position in tokens.indices where tokens[position].kind == .identifier {
            if isNeverShipped(position) { continue }
            let name = tokens[position].name
            let isMember = index.isCode(position &- 1, ".")
            let next = index.token(position &+ 1)
            let calls = next.map { $0.is("(") && !$0.precededByNewline } ?? false
            let opensClosure = next.map { $0.is("{") && !$0.precededByNewline } ?? false
            if !isMember, name == names.registryType, index.isCode(position &+ 1, "."),
               let member = index.token(position &+ 2), member.kind == .identifier {
                facts.registryReferences[member.name, default: []].append(index.location(position &+ 2))
            }
            if !isMember, declaresRegistry, index.outermostType(position)?.name == names.registryType { internalRegistryReference(position) }
            if !isMember, names.themeStatics.contains(name) { themeRead(position) }
            if !isMember, calls, let api = Self.viewTextAPIs[name] { textCall(position, api: api, receiver: name) }
            if isMember, calls, let api = Self.modifierTextAPIs[name], isViewModifier(position) { textCall(position, api: api, receiver: name) }
            if isMember, calls, name == "value", let before = index.token(position &- 2), before.is(":") || before.is("(") || before.is(",") {
                textCall(position, api: "Charts .value label", receiver: name)
            }
            if !isMember, calls, name == "String" { formatCall(position) }
            if !isMember, calls, name == "Image" { image(position) }
            if !isMember, calls, name == "Label" { labelSymbol(position) }
            // `extension TextField {` declares, it does not build a control.
            let declares = index.token(position &- 1).map { Self.declarationWords.contains($0.text) } ?? false
            if !isMember, !declares, calls || opensClosure, Self.inputControls.contains(name) { input(position) }
            if !isMember, !declares, calls || opensClosure, name == "Button" || name == "Link" {
                control(position, kind: name == "Button" ? .button : .link)
            }
            if !isMember, calls || opensClosure, names.iconButtons.contains(name) { control(position, kind: .iconButton) }
            if isMember, name == "onTapGesture", calls || opensClosure { tapGesture(position) }
            if !isMember, name == "withAnimation", calls || opensClosure { motion(position, kind: .withAnimation) }
            if isMember, calls, name == "animation" || name == "transition", isSwiftUIMotionModifier(position) {
                motion(position, kind: name == "animation" ? .animation : .transition)
            }
            if isMember, name == "repeatForever" { motion(position, kind: .repeatForever) }
            if calls, let kind = uiKitMotionKind(position, isMember: isMember) { motion(position, kind: kind) }
        }
        stringValues()
    }

    // MARK: - Registry and theme

    /// A member of the registry using another (`fieldError` calls `statusMessage`).
    private mutating func internalRegistryReference(_ position: Int) {
        guard let previous = index.token(position &- 1), !previous.is("func"), !previous.is("var"), !previous.is("let") else { return }
        facts.registryReferences[index.tokens[position].name, default: []].append(index.location(position))
    }

    private mutating func themeRead(_ position: Int) {
        guard index.isCode(position &+ 1, "."), let member = index.token(position &+ 2), member.kind == .identifier else { return }
        let type = index.tokens[position].name
        if let owner = index.enclosingType(position), names.themeStatics.contains(owner.name) { return }
        let enclosing = index.enclosingMember(position)
        var inBody = false
        // A static member's value is a token definition, not a read inside a view.
        if let enclosing, !enclosing.isStatic, let open = enclosing.bodyOpen, let close = enclosing.bodyClose, open < position, position < close { inBody = true }
        facts.themeReads.append(ThemeStaticRead(type: type, member: member.name, inBody: inBody, place: place(position)))
    }

    // MARK: - Text

    /// A modifier applied to a view, not a method of a value: `.accessibilityLabel(…)` on a
    /// line of its own or after a view; not `luba.motion.animation(…)` nor `policy.animation(…)`.
    package func isViewModifier(_ position: Int) -> Bool {
        let dot = position &- 1
        guard let receiver = receiverPath(dot) else { return true }
        if names.motionPolicy.contains(where: { receiver == $0 || receiver.hasPrefix($0 + ".") }) { return false }
        let first = String(receiver.split(separator: ".").first ?? "")
        if declaredTypes[first] == names.motionPolicyType { return false }
        return true
    }

    /// The dotted names right before `dot` (`luba.motion` for `luba.motion.animation`); nil
    /// when the dot starts a line or follows a call or closure, as a modifier does.
    package func receiverPath(_ dot: Int) -> String? {
        guard let token = index.token(dot), !token.precededByNewline else { return nil }
        var parts: [String] = []
        var position = dot &- 1
        while let part = index.token(position), part.kind == .identifier {
            parts.insert(part.name, at: 0)
            guard index.isCode(position &- 1, "."), !(index.token(position)?.precededByNewline ?? true) else { break }
            position &-= 2
        }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    private mutating func textCall(_ position: Int, api: String, receiver: String) {
        let arguments = index.arguments(at: position &+ 1)
        guard let first = arguments.first else { return }
        let bundle = arguments.first { $0.label == "bundle" }.map { index.text(of: $0) }
        let table = arguments.first { $0.label == "tableName" }.flatMap { index.literal($0)?.text }
        var form = TextSite.Form.localizedKey
        if first.label == "verbatim", receiver == "Text" {
            form = .verbatim
        } else if first.label != nil {
            return
        }
        if let literal = index.literal(first) {
            let interpolations = literal.token.interpolations
            // `"\(style.accessibilityPrefix): \(message)"`: a computed `String` property of
            // this file interpolated into the text brings its literals along.
            for source in interpolations {
                let path = source.trimmingWhitespace().split(separator: ".")
                if let last = path.last, path.count <= 3, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    computedArguments.append((String(last), api))
                }
            }
            facts.texts.append(TextSite(
                form: form, api: form == .verbatim ? "Text(verbatim:)" : api, literal: literal.text, interpolations: interpolations,
                bareNumbers: interpolations.indices.filter { isBareNumber(interpolations[$0]) || isPercentage(literal.text, interpolations[$0], at: $0) },
                bundle: bundle, tableName: table, via: nil, place: place(literal.token.offset == index.tokens[first.value.lowerBound].offset ? first.value.lowerBound : position)))
        } else if form == .localizedKey, let joined = concatenation(first.value, open: position &+ 1) {
            // `"Clear " + count + " items"` is a `String`: SwiftUI picks the
            // `StringProtocol` initializer, which shows it as written.
            facts.texts.append(TextSite(
                form: .stringValue, api: api, literal: joined.literal, interpolations: joined.parts,
                bareNumbers: [], bundle: bundle, tableName: table, via: "+", place: place(joined.at)))
        } else if form == .localizedKey, choiceLiterals(first.value, open: position &+ 1, api: api, bundle: bundle, table: table) {
            // `isOn ? "On" : "Off"`, `label ?? "Toggle"`: recorded by `choiceLiterals`.
        } else if first.value.count == 1, index.tokens[first.value.lowerBound].kind == .identifier {
            namedArguments.append((index.tokens[first.value.lowerBound].name, api, index.outermostType(position)))
        } else if first.value.count == 3, index.isCode(first.value.lowerBound, "self"), index.isCode(first.value.lowerBound &+ 1, ".") {
            namedArguments.append((index.tokens[first.value.lowerBound &+ 2].name, api, index.outermostType(position)))
        }
    }

    /// An argument joined by `+` at its top level from a string literal and other values: the
    /// literals' text with a placeholder for each other operand, which `parts` holds.
    private func concatenation(_ tokens: Range<Int>, open: Int) -> (literal: String, parts: [String], at: Int)? {
        let top = tokens.filter { index.parent[$0] == open }
        guard top.contains(where: { index.isCode($0, "+") }),
              let firstLiteral = top.first(where: { index.tokens[$0].kind == .stringLiteral }) else { return nil }
        var literal = ""
        var parts: [String] = []
        var operand: [Int] = []
        func endOperand() {
            guard let start = operand.first, let end = operand.last else { return }
            let whole = start..<(end &+ 1)
            if operand.count == 1, index.tokens[start].kind == .stringLiteral, let text = index.tokens[start].literal {
                literal += text
                parts += index.tokens[start].interpolations
            } else {
                literal.append(SwiftToken.interpolationPlaceholder)
                parts.append(index.text(whole))
            }
            operand.removeAll()
        }
        for position in tokens {
            if index.parent[position] == open, index.isCode(position, "+") { endOperand() } else { operand.append(position) }
        }
        endOperand()
        return (literal, parts, firstLiteral)
    }

    /// An interpolation that puts a number into the text with no format: `\(count)` of an
    /// `Int`, `\(Int(value * 100))`, `\(items.count)`; not `\(value, format: .percent)`.
    package func isBareNumber(_ source: String) -> Bool {
        if source.contains("format:") || source.contains("specifier:") || source.contains(".formatted(") { return false }
        let trimmed = source.trimmingWhitespace()
        for cast in Self.numericTypes where trimmed.hasPrefix(cast + "(") { return true }
        if trimmed.hasSuffix(".count") { return true }
        if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) { return true }
        let plain = trimmed.hasPrefix("self.") ? String(trimmed.dropFirst(5)) : trimmed
        if let type = declaredTypes[plain], Self.numericTypes.contains(type) { return true }
        return false
    }

    /// `var accessibilityPrefix: String { switch self { case .info: return "Information" … } }`
    /// interpolated into a text: each returned literal is a `String` shown as written.
    private mutating func computedStringValues(_ seen: inout Set<Int>) {
        guard !computedArguments.isEmpty else { return }
        let wanted = Dictionary(computedArguments.map { ($0.name, $0.api) }, uniquingKeysWith: { first, _ in first })
        for member in index.members where member.kind == .property {
            guard let api = wanted[member.name], let open = member.bodyOpen, let close = member.bodyClose,
                  index.isCode(member.keywordIndex &+ 2, ":"), index.token(member.keywordIndex &+ 3)?.name == "String" else { continue }
            for at in (open &+ 1)..<close where index.tokens[at].kind == .stringLiteral {
                // Returned: after `return`, or alone after a `case …:` (an implicit return).
                guard index.isCode(at &- 1, "return") || index.isCode(at &- 1, ":") && index.tokens[at].interpolations.isEmpty else { continue }
                guard !isNeverShipped(at), seen.insert(at).inserted, let value = index.tokens[at].literal else { continue }
                facts.texts.append(TextSite(
                    form: .stringValue, api: api, literal: value, interpolations: index.tokens[at].interpolations,
                    bareNumbers: [], bundle: nil, tableName: nil, via: member.name, place: place(at)))
            }
        }
    }

    /// `"\(percent)%"`: an interpolation right before a percent sign is a number, whatever the
    /// audit knows of its type, unless it is declared a `String`.
    package func isPercentage(_ literal: String, _ source: String, at position: Int) -> Bool {
        let segments = literal.split(separator: SwiftToken.interpolationPlaceholder, omittingEmptySubsequences: false)
        guard position &+ 1 < segments.count, segments[position &+ 1].hasPrefix("%") else { return false }
        let plain = source.trimmingWhitespace()
        let name = plain.hasPrefix("self.") ? String(plain.dropFirst(5)) : plain
        return declaredTypes[name] != "String" && !source.contains("format:") && !source.contains(".formatted(")
    }

    /// `String` values with a literal default shown through a text API in the same type:
    /// `placeholder: String = "Search"` handed to `TextField(placeholder, …)`.
    private mutating func stringValues() {
        let tokens = index.tokens
        var seen = Set<Int>()
        computedStringValues(&seen)
        for argument in namedArguments {
            guard let scope = argument.scope else { continue }
            var position = scope.bodyOpen &+ 1
            while position < scope.bodyClose &- 3 {
                defer { position &+= 1 }
                guard tokens[position].kind == .identifier, tokens[position].name == argument.name else { continue }
                var literal: Int?
                if index.isCode(position &+ 1, ":"), tokens[position &+ 2].name == "String", index.isCode(position &+ 3, "="),
                   position &+ 4 < tokens.count, tokens[position &+ 4].kind == .stringLiteral {
                    literal = position &+ 4
                } else if let keyword = index.token(position &- 1), keyword.is("let") || keyword.is("var"),
                          index.isCode(position &+ 1, "="), tokens[position &+ 2].kind == .stringLiteral {
                    literal = position &+ 2
                }
                guard let at = literal, !isNeverShipped(at), seen.insert(at).inserted, let value = tokens[at].literal else { continue }
                facts.texts.append(TextSite(
                    form: .stringValue, api: argument.api, literal: value, interpolations: tokens[at].interpolations,
                    bareNumbers: [], bundle: nil, tableName: nil, via: argument.name, place: place(at)))
            }
        }
    }

    private mutating func formatCall(_ position: Int) {
        let arguments = index.arguments(at: position &+ 1)
        guard arguments.first?.label == "format", !arguments.contains(where: { $0.label == "locale" }),
              let first = arguments.first, let format = index.literal(first), Self.hasNumberSpecifier(format.text),
              isShown(position) else { return }
        facts.unlocalizedFormats.append(FormatCallSite(format: format.text, place: place(first.value.lowerBound)))
    }

    /// The value at `position` goes straight to a view's text (`Text(String(format: …))`,
    /// `.accessibilityLabel(…)`) or a UIKit label (`label.text = …`): a URL or a user agent
    /// built with a format is no text anyone reads.
    package func isShown(_ position: Int) -> Bool {
        let open = index.parent[position]
        if open >= 0, index.isCode(open, "("), let callee = index.token(open &- 1), callee.kind == .identifier {
            return Self.viewTextAPIs[callee.name] != nil || Self.modifierTextAPIs[callee.name] != nil
        }
        if index.isCode(position &- 1, "="), let property = index.token(position &- 2) {
            return ["text", "title", "accessibilityLabel", "accessibilityValue", "placeholder"].contains(property.name)
        }
        return false
    }

    /// A `%d`, `%.1f`, `%lld`… in a format: a number the format writes for people to read.
    /// Hex and octal (`%02x`, `%02hhx`, `%o`) write bytes and codes, which no locale changes.
    package static func hasNumberSpecifier(_ format: String) -> Bool {
        var scalars = format.unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            scalars = scalars[scalars.index(after: percent)...]
            let spec = scalars.prefix { "0123456789.$-+ #'lhqLzjt".unicodeScalars.contains($0) }
            let conversion = scalars.dropFirst(spec.count).first
            if let conversion, "dDiuUfFeEgG".unicodeScalars.contains(conversion) { return true }
            if conversion == "%" { scalars = scalars.dropFirst(spec.count &+ 1) }
        }
        return false
    }

    private mutating func image(_ position: Int) {
        let arguments = index.arguments(at: position &+ 1)
        guard let first = arguments.first else { return }
        if first.label == "systemName" {
            var site = ImageSite(name: index.literal(first)?.text ?? index.text(of: first), isSymbol: true, place: place(position))
            if index.literal(first) != nil { site.flipsForRightToLeft = flipsForRightToLeft(position) }
            facts.images.append(site)
        } else if first.label == nil {
            facts.images.append(ImageSite(name: index.literal(first)?.text ?? index.text(of: first), isSymbol: false, place: place(position)))
        }
    }
}

