import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// What a theme expression evaluates to.
public enum ThemeValue: Hashable, Sendable {
    case color(ThemeColorValue)
    case colors([ThemeColorValue])
    case number(Double)
    case bool(Bool)
    /// Swift's `nil` (an init parameter left at its `nil` default).
    case none
}

/// A static property found in the scanned sources, by its dotted path (`LubaColors.gray900`).
public struct ThemeDeclaration: Hashable, Sendable {
    public var typePath: [String]
    public var name: String
    public var value: LocatedThemeExpression

    /// `gray900`, `Chart.palette` for LubaColors members (the names designers use);
    /// `LubaPrimitives.sageLight` for anything else.
    public var displayName: String {
        let path = typePath + [name]
        if path.first == "LubaColors", path.count > 1 { return path.dropFirst().joined(separator: ".") }
        return path.joined(separator: ".")
    }
}

/// Evaluates color expressions from Swift sources: `Color(hex:alpha:)`, `Color.white/.black/.clear`,
/// `.opacity(x)` (also with a named constant), `adaptive(light:dark:)`, names of other static
/// properties (aliases), `??`, `==`, ternaries, array literals, `+` and `dropFirst()`.
///
/// Each declaration is evaluated once (memoized, failures too, so one bad expression gives one
/// diagnostic however many roles use it). A reference cycle or an expression it cannot read
/// gives a `ThemeDiagnostic` at the innermost place it knows, never a silent default.
public struct ThemeExpressionEvaluator: Sendable {
    /// A name bound while evaluating (an init parameter, a local `let`).
    public struct Binding: Hashable, Sendable {
        public var expression: LocatedThemeExpression?
        /// The scope the expression is read in (a default argument: the declaring type).
        public var scope: [String]
        /// An already computed value (wins over `expression`).
        public var value: ThemeValue?

        public init(expression: LocatedThemeExpression?, scope: [String], value: ThemeValue? = nil) {
            self.expression = expression
            self.scope = scope
            self.value = value
        }
    }

    public let declarations: [String: ThemeDeclaration]
    public private(set) var diagnostics: [ThemeDiagnostic] = []
    /// Local names, looked up before declarations.
    public var bindings: [String: Binding] = [:]
    private var cache: [String: ThemeValue?] = [:]
    private var bindingCache: [String: ThemeValue?] = [:]
    private var inProgress: [String] = []
    private var depth = 0
    /// The role being resolved, stamped on diagnostics.
    public var currentRole: String?

    package static let maxDepth = 48

    public init(declarations: [String: ThemeDeclaration]) {
        self.declarations = declarations
    }

    /// Binds `name` for later expressions, forgetting any value computed for an earlier binding.
    public mutating func bind(_ name: String, _ binding: Binding) {
        bindings[name] = binding
        bindingCache[name] = nil
    }

    /// The value of the declaration at `path` (`["LubaColors", "gray900"]`), named after it.
    public mutating func declaration(_ key: String) -> ThemeValue? {
        guard let declaration = declarations[key] else { return nil }
        if let cached = cache[key] { return cached }
        if inProgress.contains(key) {
            let cycle = (inProgress.drop { $0 != key } + [key]).map { declarations[$0]?.displayName ?? $0 }
            report("`\(declaration.displayName)` refers to itself: \(cycle.joined(separator: " → "))", at: declaration.value.location)
            return nil
        }
        inProgress.append(key)
        let value = evaluate(declaration.value.expression, at: declaration.value.location, scope: declaration.typePath)
        inProgress.removeLast()
        let named = value.map { Self.name($0, declaration.displayName) }
        cache[key] = .some(named)
        return named
    }

    /// Evaluates `expression`, read in `scope` (the enclosing type path) at `location`.
    public mutating func evaluate(_ expression: ThemeSwiftExpression, at location: SourceLocation, scope: [String]) -> ThemeValue? {
        guard depth < Self.maxDepth else {
            report("expression nested too deeply to resolve", at: location)
            return nil
        }
        depth &+= 1
        defer { depth &-= 1 }
        switch expression {
        case .integer(let value):
            return .number(Double(value))
        case .float(let value):
            return .number(value)
        case .bool(let value):
            return .bool(value)
        case .nilLiteral:
            return ThemeValue.none
        case .string(let text):
            report("a string (\"\(text.prefix(40))\") is not a color", at: location)
            return nil
        case .name(let name):
            return resolveName(name, at: location, scope: scope)
        case .member(nil, let name):
            if let literal = Self.namedColor(name) { return .color(ThemeColorValue(literal, location: location).named(name)) }
            report("cannot resolve `.\(name)`: only .white, .black and .clear are known colors", at: location)
            return nil
        case .member(let base?, let name):
            return resolveMember(base, name, whole: expression, at: location, scope: scope)
        case .call(let callee, let arguments):
            return call(callee, arguments, whole: expression, at: location, scope: scope)
        case .array(let elements):
            var colors: [ThemeColorValue] = []
            for element in elements {
                let place = Self.place(element, in: location)
                guard let value = evaluate(element.value, at: place, scope: scope) else { return nil }
                switch value {
                case .color(let color): colors.append(color)
                case .colors(let list): colors.append(contentsOf: list)
                default:
                    report("`\(element.value.summary)` is not a color", at: place)
                    return nil
                }
            }
            return .colors(colors)
        case .prefix(let op, let operand):
            guard let value = evaluate(operand, at: location, scope: scope) else { return nil }
            switch (op, value) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .number(let number)): return .number(-number)
            case ("+", .number(let number)): return .number(number)
            default:
                report("cannot apply `\(op)` to `\(operand.summary)`", at: location)
                return nil
            }
        case .binary(let op, let lhs, let rhs):
            return binary(op, lhs, rhs, whole: expression, at: location, scope: scope)
        case .ternary(let condition, let then, let otherwise):
            guard let test = evaluate(condition, at: location, scope: scope) else { return nil }
            guard case .bool(let flag) = test else {
                report("`\(condition.summary)` is not a condition the audit can decide", at: location)
                return nil
            }
            return evaluate(flag ? then : otherwise, at: location, scope: scope)
        case .unsupported(let text):
            report("cannot resolve `\(text)`", at: location)
            return nil
        }
    }

    // MARK: - Names

    private mutating func resolveName(_ name: String, at location: SourceLocation, scope: [String]) -> ThemeValue? {
        if let binding = bindings[name] {
            if let cached = bindingCache[name] { return cached }
            let key = "binding:" + name
            if inProgress.contains(key) {
                report("`\(name)` refers to itself", at: location)
                return nil
            }
            inProgress.append(key)
            var value = binding.value
            if value == nil, let expression = binding.expression {
                value = evaluate(expression.expression, at: expression.location, scope: binding.scope)
            } else if value == nil {
                report("`\(name)` has no default value to audit", at: location)
            }
            inProgress.removeLast()
            let named = value.map { Self.name($0, name) }
            bindingCache[name] = .some(named)
            return named
        }
        if let key = lookup([name], scope: scope) { return declaration(key) }
        if let literal = Self.namedColor(name), scope.isEmpty {
            return .color(ThemeColorValue(literal, location: location).named(name))
        }
        report("cannot resolve `\(name)`", at: location)
        return nil
    }

    /// The declaration a (possibly partial) path names from `scope`: innermost type first,
    /// then outward, then as an absolute path.
    public func lookup(_ path: [String], scope: [String]) -> String? {
        var prefix = scope
        while true {
            let key = (prefix + path).joined(separator: ".")
            if declarations[key] != nil { return key }
            if prefix.isEmpty { return nil }
            prefix.removeLast()
        }
    }

    private mutating func resolveMember(
        _ base: ThemeSwiftExpression, _ name: String, whole: ThemeSwiftExpression, at location: SourceLocation, scope: [String]
    ) -> ThemeValue? {
        if let path = whole.path {
            if path.first == "self", path.count == 2 { return resolveName(name, at: location, scope: scope) }
            if let key = lookup(path, scope: scope) { return declaration(key) }
            if path.count == 2, ["Color", "UIColor", "NSColor", "SwiftUI.Color"].contains(path[0]), let literal = Self.namedColor(name) {
                return .color(ThemeColorValue(literal, location: location).named(name))
            }
        }
        switch name {
        case "isEmpty":
            guard let value = evaluate(base, at: location, scope: scope) else { return nil }
            if case .colors(let list) = value { return .bool(list.isEmpty) }
            if case .none = value { return .bool(true) }
        case "count":
            guard let value = evaluate(base, at: location, scope: scope) else { return nil }
            if case .colors(let list) = value { return .number(Double(list.count)) }
        default:
            break
        }
        report("cannot resolve `\(whole.summary)`", at: location)
        return nil
    }

    // MARK: - Calls

    private mutating func call(
        _ callee: ThemeSwiftExpression, _ arguments: [ThemeSwiftArgument], whole: ThemeSwiftExpression,
        at location: SourceLocation, scope: [String]
    ) -> ThemeValue? {
        let labels = arguments.map { $0.label ?? "_" }
        // adaptive(light:dark:) — LubaColors' helper, or any function so shaped.
        if let last = callee.path?.last ?? Self.memberName(callee), labels == ["light", "dark"],
           last == "adaptive" || last == "Color" || last == "init" || last == "dynamic" {
            guard let light = color(arguments[0], at: location, scope: scope),
                  let dark = color(arguments[1], at: location, scope: scope) else { return nil }
            return .color(ThemeColorValue(light: light.light, dark: dark.dark))
        }
        if case .member(let base?, let method) = callee {
            switch method {
            case "opacity", "withAlphaComponent":
                guard arguments.count == 1, let value = evaluate(base, at: location, scope: scope) else {
                    if arguments.count != 1 { report("`\(whole.summary)` takes one opacity", at: location) }
                    return nil
                }
                guard let amount = number(arguments[0], at: location, scope: scope) else { return nil }
                switch value {
                case .color(let color): return .color(color.withOpacity(amount))
                default:
                    report("`\(base.summary)` is not a color", at: location)
                    return nil
                }
            case "dropFirst", "dropLast", "prefix":
                guard let value = evaluate(base, at: location, scope: scope) else { return nil }
                guard case .colors(let list) = value else {
                    report("`\(base.summary)` is not a list of colors", at: location)
                    return nil
                }
                var count = method == "prefix" ? list.count : 1
                if let first = arguments.first {
                    guard let amount = number(first, at: location, scope: scope) else { return nil }
                    count = Int(max(0, min(Double(list.count), amount.isFinite ? amount : 0)))
                }
                count = min(count, list.count)
                switch method {
                case "dropFirst": return .colors(Array(list.dropFirst(count)))
                case "dropLast": return .colors(Array(list.dropLast(count)))
                default: return .colors(Array(list.prefix(count)))
                }
            default:
                break
            }
        }
        let name = callee.path?.joined(separator: ".") ?? ""
        if ["Color", "SwiftUI.Color", "Color.init", "UIColor", "NSColor"].contains(name) || (callee == .member(base: nil, name: "init")) {
            return colorInitializer(arguments, labels: labels, whole: whole, at: location, scope: scope)
        }
        if name == "#colorLiteral" {
            return colorInitializer(arguments, labels: labels, whole: whole, at: location, scope: scope)
        }
        report("cannot resolve `\(whole.summary)`", at: location)
        return nil
    }

    /// `Color(hex: 0x1A1A1A)`, `Color(hex: 0x1A1A1A, alpha: 0.5)`, `Color(hex: "#1A1A1A")`,
    /// `Color(red:green:blue:opacity:)` (optionally after `.sRGB`), `Color(white:opacity:)`,
    /// `#colorLiteral(red:green:blue:alpha:)`.
    private mutating func colorInitializer(
        _ arguments: [ThemeSwiftArgument], labels: [String], whole: ThemeSwiftExpression, at location: SourceLocation, scope: [String]
    ) -> ThemeValue? {
        var named: [String: ThemeSwiftArgument] = [:]
        for argument in arguments {
            if let label = argument.label { named[label] = argument }
        }
        let place = arguments.first.map { Self.place($0, in: location) } ?? location
        func alpha(_ keys: [String]) -> Double?? {
            for key in keys {
                if let argument = named[key] {
                    guard let value = number(argument, at: location, scope: scope) else { return .some(nil) }
                    return .some(value)
                }
            }
            return .some(1)
        }
        if let hex = named["hex"] {
            var color: SRGBColor?
            switch hex.value {
            case .integer(let value):
                color = value >= 0 && value <= 0xFFFFFF ? SRGBColor(rgb: UInt32(value)) : nil
            case .string(let text):
                color = SRGBColor(hex: text)
            default:
                guard let value = number(hex, at: location, scope: scope) else { return nil }
                guard value >= 0, value <= 0xFFFFFF, value == value.rounded() else {
                    report("`\(hex.value.summary)` is not a 24-bit hex color", at: place)
                    return nil
                }
                color = SRGBColor(rgb: UInt32(value))
            }
            guard var result = color else {
                report("`\(hex.value.summary)` is not a 24-bit hex color", at: place)
                return nil
            }
            guard let opacity = alpha(["alpha", "opacity"]) ?? nil else { return nil }
            result = SRGBColor(red: result.red, green: result.green, blue: result.blue, alpha: result.alpha * opacity)
            return .color(ThemeColorValue(result, location: place))
        }
        if let red = named["red"], let green = named["green"], let blue = named["blue"] {
            guard let r = number(red, at: location, scope: scope), let g = number(green, at: location, scope: scope),
                  let b = number(blue, at: location, scope: scope) else { return nil }
            guard let opacity = alpha(["opacity", "alpha"]) ?? nil else { return nil }
            if let space = arguments.first, space.label == nil, case .member(nil, let name) = space.value, name == "displayP3" {
                report("Display P3 colors are not audited (sRGB only)", at: place)
                return nil
            }
            return .color(ThemeColorValue(SRGBColor(red: r, green: g, blue: b, alpha: opacity), location: place))
        }
        if let white = named["white"] {
            guard let w = number(white, at: location, scope: scope) else { return nil }
            guard let opacity = alpha(["opacity", "alpha"]) ?? nil else { return nil }
            return .color(ThemeColorValue(SRGBColor(red: w, green: w, blue: w, alpha: opacity), location: place))
        }
        report("cannot resolve `\(whole.summary)`", at: place)
        return nil
    }

    // MARK: - Operators

    private mutating func binary(
        _ op: String, _ lhs: ThemeSwiftExpression, _ rhs: ThemeSwiftExpression, whole: ThemeSwiftExpression,
        at location: SourceLocation, scope: [String]
    ) -> ThemeValue? {
        if op == "??" {
            guard let left = evaluate(lhs, at: location, scope: scope) else { return nil }
            if case .none = left { return evaluate(rhs, at: location, scope: scope) }
            return left
        }
        if op == "&&" || op == "||" {
            guard let left = evaluate(lhs, at: location, scope: scope), case .bool(let a) = left else {
                report("`\(lhs.summary)` is not a condition the audit can decide", at: location)
                return nil
            }
            if op == "&&" && !a { return .bool(false) }
            if op == "||" && a { return .bool(true) }
            guard let right = evaluate(rhs, at: location, scope: scope), case .bool(let b) = right else {
                report("`\(rhs.summary)` is not a condition the audit can decide", at: location)
                return nil
            }
            return .bool(b)
        }
        guard let left = evaluate(lhs, at: location, scope: scope), let right = evaluate(rhs, at: location, scope: scope) else {
            return nil
        }
        switch (op, left, right) {
        case ("==", _, _), ("!=", _, _):
            let equal: Bool
            switch (left, right) {
            case (.color(let a), .color(let b)): equal = a.sameColors(as: b)
            case (.number(let a), .number(let b)): equal = a == b
            case (.bool(let a), .bool(let b)): equal = a == b
            case (.none, .none): equal = true
            case (.none, _), (_, .none): equal = false
            case (.colors(let a), .colors(let b)):
                equal = a.count == b.count && zip(a, b).allSatisfy { $0.sameColors(as: $1) }
            default:
                report("cannot compare `\(lhs.summary)` with `\(rhs.summary)`", at: location)
                return nil
            }
            return .bool(op == "==" ? equal : !equal)
        case ("+", .colors(let a), .colors(let b)): return .colors(a + b)
        case ("+", .colors(let a), .color(let b)): return .colors(a + [b])
        case ("+", .number(let a), .number(let b)): return .number(a + b)
        case ("-", .number(let a), .number(let b)): return .number(a - b)
        case ("*", .number(let a), .number(let b)): return .number(a * b)
        case ("/", .number(let a), .number(let b)):
            guard b != 0 else {
                report("division by zero in `\(whole.summary)`", at: location)
                return nil
            }
            return .number(a / b)
        case ("<", .number(let a), .number(let b)): return .bool(a < b)
        case (">", .number(let a), .number(let b)): return .bool(a > b)
        case ("<=", .number(let a), .number(let b)): return .bool(a <= b)
        case (">=", .number(let a), .number(let b)): return .bool(a >= b)
        default:
            report("cannot resolve `\(whole.summary)`", at: location)
            return nil
        }
    }

    // MARK: - Helpers

    private mutating func color(_ argument: ThemeSwiftArgument, at location: SourceLocation, scope: [String]) -> ThemeColorValue? {
        let place = Self.place(argument, in: location)
        guard let value = evaluate(argument.value, at: place, scope: scope) else { return nil }
        guard case .color(let color) = value else {
            report("`\(argument.value.summary)` is not a color", at: place)
            return nil
        }
        return color
    }

    private mutating func number(_ argument: ThemeSwiftArgument, at location: SourceLocation, scope: [String]) -> Double? {
        let place = Self.place(argument, in: location)
        guard let value = evaluate(argument.value, at: place, scope: scope) else { return nil }
        guard case .number(let number) = value, number.isFinite else {
            report("`\(argument.value.summary)` is not a number", at: place)
            return nil
        }
        return number
    }

    private mutating func report(_ message: String, at location: SourceLocation) {
        let diagnostic = ThemeDiagnostic(message: message, location: location, role: currentRole)
        if !diagnostics.contains(where: { $0.message == message && $0.location == location }) {
            diagnostics.append(diagnostic)
        }
    }

    /// Adds a diagnostic found outside expression evaluation (a role never assigned).
    public mutating func note(_ message: String, at location: SourceLocation, role: String?) {
        diagnostics.append(ThemeDiagnostic(message: message, location: location, role: role))
    }

    package static func place(_ argument: ThemeSwiftArgument, in location: SourceLocation) -> SourceLocation {
        argument.line > 0 ? SourceLocation(file: location.file, line: argument.line, column: argument.column) : location
    }

    package static func memberName(_ expression: ThemeSwiftExpression) -> String? {
        if case .member(_, let name) = expression { return name }
        return nil
    }

    package static func name(_ value: ThemeValue, _ name: String) -> ThemeValue {
        switch value {
        case .color(let color): return .color(color.named(name))
        case .colors(let list): return .colors(list.map { $0.named(name) })
        default: return value
        }
    }

    /// The plain colors SwiftUI, UIKit and LubaUI spell by name.
    package static func namedColor(_ name: String) -> SRGBColor? {
        switch name {
        case "white": return .white
        case "black": return .black
        case "clear": return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
        default: return nil
        }
    }
}
