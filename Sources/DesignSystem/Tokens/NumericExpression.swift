import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Evaluates the constant expressions size tokens and frames are written in: CGFloat literals,
/// references (`LubaSpacing.sm`), arithmetic (`LubaSpacing.sm * 2 + 4`), parentheses,
/// conversions (`CGFloat(8)`), `max`/`min` and `.infinity`.
///
/// Anything else (a parameter, a function of run-time state) is no constant: the result is nil
/// and the caller says so, rather than guessing. Recursion is capped, so hostile input cannot
/// exhaust the stack.
package struct NumericExpression {
    /// Looks a dotted reference up (`["LubaSpacing", "sm"]`); nil when it names no known value.
    package typealias Lookup = ([String]) -> Double?

    package let tokens: [SwiftToken]
    package let lookup: Lookup
    /// Every reference the expression made, as written (`LubaSpacing.sm`).
    package private(set) var references: [String] = []
    /// The first reference the lookup had no value for: evaluation stops there.
    package private(set) var missing: [String]?
    private var position: Int
    private let end: Int
    private var depth = 0

    private init(tokens: [SwiftToken], range: Range<Int>, lookup: @escaping Lookup) {
        self.tokens = tokens
        self.lookup = lookup
        position = max(0, range.lowerBound)
        end = min(tokens.count, range.upperBound)
    }

    /// The value of `range` in `tokens`, the references it made and the first one that had no
    /// value (the reason an unresolved value is unresolved, when a reference is); the value is
    /// nil unless the whole range is one expression whose every reference resolves.
    package static func evaluate(
        _ tokens: [SwiftToken], _ range: Range<Int>, lookup: @escaping Lookup
    ) -> (value: Double?, references: [String], missing: [String]?) {
        var parser = NumericExpression(tokens: tokens, range: range, lookup: lookup)
        guard parser.position < parser.end else { return (nil, [], nil) }
        let value = parser.expression()
        guard parser.position == parser.end, let value, !value.isNaN else { return (nil, parser.references, parser.missing) }
        return (value, parser.references, nil)
    }

    private var current: SwiftToken? { position < end ? tokens[position] : nil }

    private mutating func expression() -> Double? {
        depth &+= 1
        defer { depth &-= 1 }
        guard depth < 64, var value = term() else { return nil }
        while let token = current, token.kind == .operator, token.text == "+" || token.text == "-" {
            position &+= 1
            guard let right = term() else { return nil }
            value = token.text == "+" ? value + right : value - right
        }
        return value
    }

    private mutating func term() -> Double? {
        guard var value = unary() else { return nil }
        while let token = current, token.kind == .operator, token.text == "*" || token.text == "/" {
            position &+= 1
            guard let right = unary() else { return nil }
            if token.text == "*" {
                value *= right
            } else {
                guard right != 0 else { return nil }
                value /= right
            }
        }
        return value
    }

    private mutating func unary() -> Double? {
        depth &+= 1
        defer { depth &-= 1 }
        guard depth < 64, let token = current else { return nil }
        if token.kind == .operator, token.text == "-" || token.text == "+" {
            position &+= 1
            guard let value = unary() else { return nil }
            return token.text == "-" ? -value : value
        }
        return primary()
    }

    private mutating func primary() -> Double? {
        guard let token = current else { return nil }
        if let literal = token.doubleValue {
            position &+= 1
            return literal
        }
        if token.is("(") {
            position &+= 1
            guard let value = expression(), current?.is(")") == true else { return nil }
            position &+= 1
            return value
        }
        // A dotted path, optionally with a leading dot (`.infinity`) and a call.
        var path: [String] = []
        if token.is(".") {
            position &+= 1
        }
        while let part = current, part.kind == .identifier {
            path.append(part.name)
            position &+= 1
            guard let dot = current, dot.is("."), let next = position &+ 1 < end ? tokens[position &+ 1] : nil,
                  next.kind == .identifier else { break }
            position &+= 1
        }
        guard let last = path.last else { return nil }
        if let open = current, open.is("("), !open.precededByNewline {
            return call(last)
        }
        if last == "infinity" || last == "greatestFiniteMagnitude" { return .infinity }
        if ["zero"].contains(last), path.count <= 2 { return 0 }
        references.append(path.joined(separator: "."))
        let value = lookup(path)
        if value == nil, missing == nil { missing = path }
        return value
    }

    /// `CGFloat(x)`, `Double(x)`, `max(a, b)`, `min(a, b)`.
    private mutating func call(_ name: String) -> Double? {
        position &+= 1  // (
        var values: [Double] = []
        while let token = current, !token.is(")") {
            if token.is(",") {
                position &+= 1
                continue
            }
            guard let value = expression() else { return nil }
            values.append(value)
        }
        guard current?.is(")") == true else { return nil }
        position &+= 1
        switch name {
        case "CGFloat", "Double", "Float":
            return values.count == 1 ? values[0] : nil
        case "Int":
            return values.count == 1 ? values[0].rounded(.towardZero) : nil
        case "max":
            return values.count >= 2 ? values.max() : nil
        case "min":
            return values.count >= 2 ? values.min() : nil
        default:
            return nil
        }
    }
}
