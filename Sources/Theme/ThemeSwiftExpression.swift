import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// A Swift expression as far as a theme reader needs it: literals, names, member access,
/// calls, array literals, binary and ternary operators. Built from lexer tokens by
/// `ThemeSwiftParser`; anything else becomes `.unsupported` with its place, so a reader can
/// say exactly what it could not resolve instead of guessing.
public indirect enum ThemeSwiftExpression: Hashable, Sendable {
    case integer(Int)
    case float(Double)
    case string(String)
    case bool(Bool)
    case nilLiteral
    /// A bare name: `gray900`, `accent`, `self`.
    case name(String)
    /// `base.name`, or `.name` (an implicit member) when `base` is nil.
    case member(base: ThemeSwiftExpression?, name: String)
    case call(callee: ThemeSwiftExpression, arguments: [ThemeSwiftArgument])
    /// Elements keep their places, like call arguments.
    case array([ThemeSwiftArgument])
    case prefix(operator: String, operand: ThemeSwiftExpression)
    case binary(operator: String, lhs: ThemeSwiftExpression, rhs: ThemeSwiftExpression)
    case ternary(condition: ThemeSwiftExpression, then: ThemeSwiftExpression, otherwise: ThemeSwiftExpression)
    /// Source the parser does not model (closures, subscripts, tuples, `switch` expressions).
    case unsupported(String)

    /// The dotted path of a plain name or member chain (`LubaColors.Chart.palette` →
    /// ["LubaColors", "Chart", "palette"]); nil when any part is not a name.
    public var path: [String]? {
        var reversed: [String] = []
        var node = self
        while true {
            switch node {
            case .name(let name):
                reversed.append(name)
                return reversed.reversed()
            case .member(let base?, let name):
                reversed.append(name)
                node = base
            default:
                return nil
            }
        }
    }

    /// A short rendering for messages and chains (`accent.opacity(0.85)`), at most ~80 characters.
    public var summary: String {
        let text = render(depth: 0)
        if text.count > 80 { return String(text.prefix(77)) + "…" }
        return text
    }

    private func render(depth: Int) -> String {
        guard depth < 12 else { return "…" }
        switch self {
        case .integer(let value): return String(value)
        case .float(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .bool(let value): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case .name(let name): return name
        case .member(let base, let name): return (base?.render(depth: depth + 1) ?? "") + "." + name
        case .call(let callee, let arguments):
            let inner = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.render(depth: depth + 1) }
            return callee.render(depth: depth + 1) + "(" + inner.joined(separator: ", ") + ")"
        case .array(let elements):
            return "[" + elements.map { $0.value.render(depth: depth + 1) }.joined(separator: ", ") + "]"
        case .prefix(let op, let operand): return op + operand.render(depth: depth + 1)
        case .binary(let op, let lhs, let rhs):
            return lhs.render(depth: depth + 1) + " \(op) " + rhs.render(depth: depth + 1)
        case .ternary(let condition, let then, let otherwise):
            return condition.render(depth: depth + 1) + " ? " + then.render(depth: depth + 1) + " : "
                + otherwise.render(depth: depth + 1)
        case .unsupported(let text): return text
        }
    }
}

/// One argument of a call (`light: Color(hex: 0x1A1A1A)`) or element of an array literal,
/// with the line and column its value starts at.
public struct ThemeSwiftArgument: Hashable, Sendable {
    public var label: String?
    public var value: ThemeSwiftExpression
    public var line: Int
    public var column: Int

    public init(label: String?, value: ThemeSwiftExpression, line: Int = 0, column: Int = 0) {
        self.label = label
        self.value = value
        self.line = line
        self.column = column
    }
}

/// An expression and where it starts: every diagnostic names a file and line.
public struct LocatedThemeExpression: Hashable, Sendable {
    public var expression: ThemeSwiftExpression
    public var location: SourceLocation

    public init(_ expression: ThemeSwiftExpression, at location: SourceLocation) {
        self.expression = expression
        self.location = location
    }
}
