import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Finds the foreground/background pairs components really draw, from their Swift source.
///
/// A component that computes its colors per variant does it in a pair of members named for
/// foreground and background (`foregroundColor`/`backgroundColor`, `textColor`, `color`):
/// a `switch` over its style (`LubaBadge`, `LubaChip`), a `status(role)` lookup (`LubaAlertStyle`),
/// or a `LubaButtonStyling` conformer's `foregroundColor(in:)`/`backgroundColor(in:)` with a
/// pressed branch (`isPressed ? a : b`). The reader pairs the two members case by case and
/// state by state; colors stay references (`luba.colors.accent` → role `accent`,
/// `LubaColors.gray100` → token, `.white` → literal) so the theme under audit decides them.
public enum ComponentPairReader {
    public struct Output: Sendable {
        public var pairs: [ComponentColorPair]
        public var diagnostics: [ThemeDiagnostic]
    }

    /// Member names that pick a foreground, most specific first.
    package static let foregroundNames = ["foregroundColor", "foreground", "textColor", "labelColor", "contentColor", "color"]
    /// Member names that pick the background behind it.
    package static let backgroundNames = ["backgroundColor", "background", "fillColor"]

    public static func read(_ files: [SwiftSourceFile], declarations: [String: ThemeDeclaration] = [:]) -> Output {
        var pairs: [ComponentColorPair] = []
        var diagnostics: [ThemeDiagnostic] = []
        for file in files {
            var seen = Set<[String]>()
            let types = file.themeTypes
            for type in types where seen.insert(type.path).inserted {
                let members = file.themeMembers(of: type.path)
                let inherits = types.filter { $0.path == type.path }.flatMap(\.inherits)
                let reader = TypeReader(file: file, type: type, inherits: inherits, members: members, declarations: declarations)
                let found = reader.pairs()
                pairs.append(contentsOf: found.pairs)
                diagnostics.append(contentsOf: found.diagnostics)
            }
        }
        return Output(pairs: pairs, diagnostics: diagnostics)
    }

    /// One color choice: for a variant (nil outside any `switch`), in a state (nil at rest).
    package struct Choice: Hashable {
        package var variant: String?
        package var isDefault = false
        package var state: String?
        package var reference: ThemeColorReference
        package var location: SourceLocation
    }

    package struct Failure: Error {
        package var message: String
        package var location: SourceLocation
    }

    package struct TypeReader {
        package let file: SwiftSourceFile
        package let type: SwiftTypeDeclaration
        package let inherits: [String]
        package let members: [SwiftMember]
        package let declarations: [String: ThemeDeclaration]
        package static let maxDepth = 24

        package var typeName: String { type.path.last ?? "" }

        package var typeLocation: SourceLocation { file.location(of: type) }

        /// "LubaButton" for a button styling, "LubaAlert" for `LubaAlertStyle`, else the type.
        package var component: String {
            if isButtonStyling { return "LubaButton" }
            if type.keyword == "enum", typeName.hasSuffix("Style"), typeName.count > 5 { return String(typeName.dropLast(5)) }
            return type.path.joined(separator: ".")
        }

        package var isButtonStyling: Bool { inherits.contains("LubaButtonStyling") }

        /// `LubaPrimaryStyle` → "primary", `LubaGlassButtonStyle` → "glass".
        package var stylingVariant: String {
            var name = Substring(typeName)
            if name.hasPrefix("Luba") { name = name.dropFirst(4) }
            for suffix in ["ButtonStyle", "Style", "Styling"] where name.hasSuffix(suffix) && name.count > suffix.count {
                name = name.dropLast(suffix.count)
                break
            }
            guard let first = name.first else { return typeName }
            return first.lowercased() + name.dropFirst()
        }

        package func pairs() -> (pairs: [ComponentColorPair], diagnostics: [ThemeDiagnostic]) {
            let foregrounds = candidates(ComponentPairReader.foregroundNames)
            let backgrounds = candidates(ComponentPairReader.backgroundNames)
            guard !foregrounds.isEmpty, !backgrounds.isEmpty else { return ([], []) }
            let foreground = firstReadable(foregrounds)
            let background = firstReadable(backgrounds)
            var diagnostics: [ThemeDiagnostic] = []
            for case .failure(let failure) in [foreground, background] {
                diagnostics.append(ThemeDiagnostic(
                    message: "\(component): cannot follow its color choice: \(failure.message)",
                    location: failure.location, role: component))
            }
            guard case .success(let fg) = foreground, case .success(let bg) = background else { return ([], diagnostics) }
            return (combine(fg, bg), diagnostics)
        }

        /// Members with a body named like `names`, in the order of `names`.
        package func candidates(_ names: [String]) -> [SwiftMember] {
            names.flatMap { name in
                members.filter { $0.name == name && $0.bodyOpen != nil && $0.kind != .initializer && ($0.type.isEmpty || $0.type.contains("Color") || $0.type.contains("ShapeStyle")) }
            }
        }

        package func firstReadable(_ members: [SwiftMember]) -> Result<[Choice], Failure> {
            var firstFailure: Failure?
            for member in members {
                guard let body = member.body else { continue }
                let statements = ThemeSwiftStatementParser(tokens: file.tokens, path: file.displayPath).statements(in: body)
                do {
                    let choices = try analyze(statements, locals: [:], depth: 0)
                    if !choices.isEmpty { return .success(choices) }
                } catch let failure as Failure {
                    if firstFailure == nil { firstFailure = failure }
                } catch {
                    continue
                }
            }
            return .failure(firstFailure ?? Failure(message: "no color returned", location: members.first.map { file.location(of: $0) } ?? file.location(of: type)))
        }

        // MARK: - Pairing

        package func combine(_ foreground: [Choice], _ background: [Choice]) -> [ComponentColorPair] {
            var variants: [String] = []
            for choice in foreground + background {
                if let variant = choice.variant, !choice.isDefault, !variants.contains(variant) { variants.append(variant) }
            }
            let variantKeys: [String?] = variants.isEmpty ? [nil] : variants.map { Optional($0) }
            var result: [ComponentColorPair] = []
            for variant in variantKeys {
                let fg = choices(foreground, for: variant)
                let bg = choices(background, for: variant)
                guard !fg.isEmpty, !bg.isEmpty else { continue }
                var states: [String?] = [nil]
                for choice in fg + bg where !states.contains(choice.state) { states.append(choice.state) }
                for state in states {
                    guard let f = fg.first(where: { $0.state == state }) ?? fg.first(where: { $0.state == nil }),
                          let b = bg.first(where: { $0.state == state }) ?? bg.first(where: { $0.state == nil }) else { continue }
                    let name: String
                    if isButtonStyling {
                        name = variant.map { "\(stylingVariant) .\($0)" } ?? stylingVariant
                    } else {
                        name = variant.map { "." + $0 } ?? ""
                    }
                    let pair = ComponentColorPair(
                        component: component, variant: name, state: state, foreground: f.reference, background: b.reference,
                        location: f.location)
                    if !result.contains(pair) { result.append(pair) }
                }
            }
            return result
        }

        /// The choices for one variant: its own case, else `default`, else what applies to all.
        package func choices(_ all: [Choice], for variant: String?) -> [Choice] {
            if let variant {
                let own = all.filter { $0.variant == variant && !$0.isDefault }
                if !own.isEmpty { return own }
                let fallback = all.filter(\.isDefault)
                if !fallback.isEmpty { return fallback }
            }
            return all.filter { $0.variant == nil && !$0.isDefault }
        }

        // MARK: - Bodies

        package func analyze(_ statements: [ThemeSwiftStatement], locals: [String: LocatedThemeExpression], depth: Int) throws -> [Choice] {
            guard depth < Self.maxDepth else { throw Failure(message: "nested too deeply", location: typeLocation) }
            var locals = locals
            for (position, statement) in statements.enumerated() {
                switch statement {
                case .binding(let name, let value):
                    if let value { locals[name] = value }
                case .returnValue(let value?):
                    return try references(value.expression, at: value.location, locals: locals, depth: depth &+ 1)
                case .returnValue(nil):
                    throw Failure(message: "returns no color", location: typeLocation)
                case .expression(let value) where position == statements.count &- 1:
                    return try references(value.expression, at: value.location, locals: locals, depth: depth &+ 1)
                case .expression:
                    continue
                case .switchOn(_, let cases):
                    var result: [Choice] = []
                    for item in cases {
                        let inner = try analyze(item.body, locals: locals, depth: depth &+ 1)
                        for choice in inner {
                            if item.isDefault {
                                var copy = choice
                                if copy.variant == nil { copy.isDefault = true }
                                result.append(copy)
                            }
                            for pattern in item.patterns {
                                var copy = choice
                                if copy.variant == nil { copy.variant = pattern }
                                result.append(copy)
                            }
                        }
                    }
                    return result
                case .ifChain(let clauses, _):
                    throw Failure(message: "an `if` picks the color; only `switch` and `?:` are followed", location: clauses.first?.location ?? typeLocation)
                case .assignment(_, let value):
                    throw Failure(message: "assigns instead of returning a color", location: value.location)
                case .other(let location):
                    throw Failure(message: "control flow the audit does not follow", location: location)
                }
            }
            return []
        }

        package func references(
            _ expression: ThemeSwiftExpression, at location: SourceLocation, locals: [String: LocatedThemeExpression], depth: Int
        ) throws -> [Choice] {
            guard depth < Self.maxDepth else { throw Failure(message: "nested too deeply", location: location) }
            switch expression {
            case .ternary(let condition, let then, let otherwise):
                let whenTrue = try references(then, at: location, locals: locals, depth: depth &+ 1)
                let whenFalse = try references(otherwise, at: location, locals: locals, depth: depth &+ 1)
                if let darkWhenTrue = Self.appearanceTest(condition) {
                    guard whenTrue.count == 1, whenFalse.count == 1 else {
                        throw Failure(message: "a color-scheme choice between several colors", location: location)
                    }
                    let dark = darkWhenTrue ? whenTrue[0] : whenFalse[0]
                    let light = darkWhenTrue ? whenFalse[0] : whenTrue[0]
                    var merged = light
                    merged.reference = .adaptive(light: light.reference, dark: dark.reference)
                    return [merged]
                }
                guard let (state, negated) = Self.stateTest(condition) else {
                    throw Failure(message: "`\(condition.summary)` picks the color; the audit follows only states (isPressed, isSelected) and the color scheme", location: location)
                }
                let active = (negated ? whenFalse : whenTrue).map { choice -> Choice in
                    var copy = choice
                    if copy.state == nil { copy.state = state }
                    return copy
                }
                return (negated ? whenTrue : whenFalse) + active
            case .call(.member(let base?, let method), let arguments) where method == "opacity" && arguments.count == 1:
                let amount = try number(arguments[0].value, at: location)
                return try references(base, at: location, locals: locals, depth: depth &+ 1).map { choice in
                    var copy = choice
                    copy.reference = .opacity(choice.reference, amount)
                    return copy
                }
            case .call(.member(_, let method), let arguments) where (method == "status" || method == "statusSubtle") && arguments.count == 1:
                return try statusChoices(arguments[0].value, subtle: method == "statusSubtle", at: location, locals: locals, depth: depth)
            default:
                break
            }
            if let path = expression.path {
                if path.count == 1, let bound = locals[path[0]] {
                    return try references(bound.expression, at: bound.location, locals: locals.filter { $0.key != path[0] }, depth: depth &+ 1)
                }
                if let colors = path.lastIndex(of: "colors"), colors == path.count &- 2 {
                    return [Choice(reference: .role(path[colors &+ 1]), location: location)]
                }
                if path.first == "LubaColors", path.count >= 2 {
                    return [Choice(reference: .token(path.dropFirst().joined(separator: ".")), location: location)]
                }
            }
            // A literal (`.white`, `Color(hex: 0x1A1A1A)`, a constant): the evaluator decides.
            var evaluator = ThemeExpressionEvaluator(declarations: declarations)
            if let value = evaluator.evaluate(expression, at: location, scope: type.path), case .color(let color) = value {
                let light = ThemeColorReference.literal(color.light.color, name: Self.literalName(expression, color.light.color))
                let dark = ThemeColorReference.literal(color.dark.color, name: Self.literalName(expression, color.dark.color))
                return [Choice(reference: light == dark ? light : .adaptive(light: light, dark: dark), location: location)]
            }
            throw Failure(message: "cannot follow `\(expression.summary)`", location: location)
        }

        /// `colors.status(role)`: the role per style case, from the type's `role` switch
        /// (`case .success: return .success`), or `status(.success)` directly.
        package func statusChoices(
            _ argument: ThemeSwiftExpression, subtle: Bool, at location: SourceLocation, locals: [String: LocatedThemeExpression], depth: Int
        ) throws -> [Choice] {
            func role(_ status: String) -> ThemeColorReference { .role(subtle ? status + "Subtle" : status) }
            if case .member(nil, let status) = argument { return [Choice(reference: role(status), location: location)] }
            guard let name = argument.path?.last,
                  let member = members.first(where: { $0.name == name && $0.bodyOpen != nil }), let body = member.body else {
                throw Failure(message: "cannot follow `status(\(argument.summary))`", location: location)
            }
            let statements = ThemeSwiftStatementParser(tokens: file.tokens, path: file.displayPath).statements(in: body)
            guard case .switchOn(_, let cases)? = statements.first(where: { if case .switchOn = $0 { return true } else { return false } }) else {
                throw Failure(message: "`\(name)` is not a switch over the style", location: file.location(of: member))
            }
            var result: [Choice] = []
            for item in cases {
                var status: String?
                for statement in item.body {
                    switch statement {
                    case .returnValue(let value?), .expression(let value):
                        if case .member(nil, let word) = value.expression { status = word }
                    default: break
                    }
                }
                guard let status else { throw Failure(message: "`\(name)` returns something other than a status case", location: item.location) }
                for pattern in item.patterns {
                    result.append(Choice(variant: pattern, state: nil, reference: role(status), location: location))
                }
                if item.isDefault {
                    result.append(Choice(variant: nil, isDefault: true, state: nil, reference: role(status), location: location))
                }
            }
            return result
        }

        package func number(_ expression: ThemeSwiftExpression, at location: SourceLocation) throws -> Double {
            var evaluator = ThemeExpressionEvaluator(declarations: declarations)
            if let value = evaluator.evaluate(expression, at: location, scope: type.path), case .number(let amount) = value, amount.isFinite {
                return amount
            }
            throw Failure(message: "cannot read the opacity `\(expression.summary)`", location: location)
        }

        package static func literalName(_ expression: ThemeSwiftExpression, _ color: SRGBColor) -> String {
            if let last = expression.path?.last ?? ThemeExpressionEvaluator.memberName(expression),
               ThemeExpressionEvaluator.namedColor(last) != nil {
                return last
            }
            return ThemeColorValue.literalText(color)
        }

        /// `colorScheme == .dark` → true (the then-branch is dark), `== .light` → false,
        /// `!=` flips; nil for any other condition.
        package static func appearanceTest(_ condition: ThemeSwiftExpression) -> Bool? {
            guard case .binary(let op, let lhs, let rhs) = condition, op == "==" || op == "!=",
                  lhs.path?.last == "colorScheme", case .member(nil, let word) = rhs, word == "dark" || word == "light" else { return nil }
            let thenIsDark = word == "dark"
            return op == "==" ? thenIsDark : !thenIsDark
        }

        /// `isPressed`, `context.isPressed`, `!isSelected` → ("pressed", false), ("selected", true).
        package static func stateTest(_ condition: ThemeSwiftExpression) -> (String, Bool)? {
            if case .prefix("!", let inner) = condition, let (state, negated) = stateTest(inner) { return (state, !negated) }
            guard let name = condition.path?.last, name.count > 2 else { return nil }
            var word = Substring(name)
            if word.hasPrefix("is"), word.count > 2, let third = word.dropFirst(2).first, third.isUppercase { word = word.dropFirst(2) }
            guard let first = word.first else { return nil }
            return (first.lowercased() + word.dropFirst(), false)
        }
    }
}
