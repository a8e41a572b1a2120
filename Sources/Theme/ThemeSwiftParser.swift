import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Parses Swift expressions from lexer tokens by precedence climbing, far enough for color
/// declarations (`adaptive(light: Color(hex: 0x1A1A1A), dark: …)`, `accent.opacity(0.85)`,
/// `accentHover ?? (accent == LubaColors.accent ? … : …)`, `[accent] + palette.dropFirst()`).
///
/// It follows Swift's statement rules where they decide where an expression ends: a line
/// break ends it unless the next line starts with `.member` or a binary operator, and a `(`
/// after a line break starts no call. Nesting is capped, and every step moves forward, so
/// no input can hang or overflow it.
public struct ThemeSwiftParser: Sendable {
    public let tokens: [SwiftToken]
    /// One past the last token the parser may read.
    public let end: Int
    public private(set) var index: Int
    /// False inside `switch x {` and `if x {`, where Swift reads `{` as the body, not a closure.
    public var allowsTrailingClosure = true
    private var depth = 0

    package static let maxDepth = 64

    public init(_ tokens: [SwiftToken], from start: Int, to end: Int? = nil) {
        self.tokens = tokens
        self.end = min(max(end ?? tokens.count, 0), tokens.count)
        self.index = max(0, start)
    }

    /// Parses one expression from `start`; returns it and the index just after it.
    public static func expression(_ tokens: [SwiftToken], from start: Int, to end: Int? = nil) -> (ThemeSwiftExpression, Int) {
        var parser = ThemeSwiftParser(tokens, from: start, to: end)
        let expression = parser.parseExpression()
        return (expression, parser.index)
    }

    package var current: SwiftToken? { index < end ? tokens[index] : nil }

    package func token(at position: Int) -> SwiftToken? {
        position >= 0 && position < end ? tokens[position] : nil
    }

    // MARK: - Expressions

    /// One full expression (ternaries included).
    public mutating func parseExpression() -> ThemeSwiftExpression {
        parseBinary(minimumPrecedence: 0)
    }

    private mutating func parseBinary(minimumPrecedence: Int) -> ThemeSwiftExpression {
        guard depth < Self.maxDepth else { return skipRest("nested too deeply") }
        depth &+= 1
        defer { depth &-= 1 }
        var lhs = parseUnary()
        while let token = current {
            if token.is("?"), isBinaryPosition(index) {
                guard Self.ternaryPrecedence >= minimumPrecedence else { break }
                index &+= 1
                let then = parseBinary(minimumPrecedence: 0)
                guard let colon = current, colon.is(":") else {
                    return .unsupported("incomplete ?: expression")
                }
                _ = colon
                index &+= 1
                let otherwise = parseBinary(minimumPrecedence: Self.ternaryPrecedence)
                lhs = .ternary(condition: lhs, then: then, otherwise: otherwise)
                continue
            }
            guard token.kind == .operator, isBinaryPosition(index),
                  let precedence = Self.precedence[token.text], precedence >= minimumPrecedence else { break }
            index &+= 1
            let rightAssociative = token.text == "??"
            let rhs = parseBinary(minimumPrecedence: rightAssociative ? precedence : precedence &+ 1)
            lhs = .binary(operator: token.text, lhs: lhs, rhs: rhs)
        }
        return lhs
    }

    /// Whitespace on both sides of an operator, or on neither, makes it binary (Swift's rule);
    /// a line break counts as whitespace.
    private func isBinaryPosition(_ position: Int) -> Bool {
        guard let token = token(at: position) else { return false }
        let left = token.precededBySpace || token.precededByNewline
        let right = self.token(at: position &+ 1).map { $0.precededBySpace || $0.precededByNewline } ?? true
        return left == right
    }

    private mutating func parseUnary() -> ThemeSwiftExpression {
        guard let token = current else { return .unsupported("missing expression") }
        if token.kind == .operator || token.is("!") || token.is("&"),
           let next = self.token(at: index &+ 1), !next.precededBySpace, !next.precededByNewline {
            guard depth < Self.maxDepth else { return skipRest("nested too deeply") }
            depth &+= 1
            defer { depth &-= 1 }
            index &+= 1
            let operand = parseUnary()
            if token.text == "-" {
                if case .integer(let value) = operand { return .integer(0 &- value) }
                if case .float(let value) = operand { return .float(-value) }
            }
            return .prefix(operator: token.text, operand: operand)
        }
        let primary = parsePrimary()
        return parsePostfix(primary)
    }

    private mutating func parsePrimary() -> ThemeSwiftExpression {
        guard let token = current else { return .unsupported("missing expression") }
        switch token.kind {
        case .integerLiteral:
            index &+= 1
            return token.integerValue.map { .integer($0) } ?? .unsupported(token.text)
        case .floatLiteral:
            index &+= 1
            return token.doubleValue.map { .float($0) } ?? .unsupported(token.text)
        case .stringLiteral:
            index &+= 1
            return token.hasInterpolation ? .unsupported(token.text) : .string(token.literal ?? "")
        case .poundName:
            index &+= 1
            return .name(token.text)
        case .identifier:
            switch token.text {
            case "true", "false":
                index &+= 1
                return .bool(token.text == "true")
            case "nil":
                index &+= 1
                return .nilLiteral
            case "try", "await":
                index &+= 1
                if let mark = current, (mark.is("?") || mark.is("!")) && !mark.precededBySpace { index &+= 1 }
                return parseUnary()
            case "switch", "if", "guard", "for", "while", "do", "return", "let", "var", "func", "case", "default":
                return skipConstruct(token)
            default:
                index &+= 1
                return .name(token.name)
            }
        case .punctuation:
            switch token.text {
            case ".":
                guard let name = self.token(at: index &+ 1), name.kind == .identifier else {
                    index &+= 1
                    return .unsupported(".")
                }
                index &+= 2
                return .member(base: nil, name: name.name)
            case "(":
                return parseParenthesized()
            case "[":
                return parseArrayLiteral()
            case "{":
                let start = index
                TokenCursorSkip.skipGroup(tokens, &index, end: end)
                return .unsupported(text(start..<index))
            default:
                index &+= 1
                return .unsupported(token.text)
            }
        default:
            index &+= 1
            return .unsupported(token.text)
        }
    }

    private mutating func parsePostfix(_ base: ThemeSwiftExpression) -> ThemeSwiftExpression {
        var result = base
        var steps = 0
        while let token = current, steps < 256 {
            steps &+= 1
            if token.is(".") {
                guard let name = self.token(at: index &+ 1),
                      name.kind == .identifier || name.kind == .integerLiteral else { break }
                index &+= 2
                result = .member(base: result, name: name.kind == .identifier ? name.name : name.text)
            } else if token.is("("), !token.precededByNewline {
                let arguments = parseArguments()
                result = .call(callee: result, arguments: arguments)
            } else if token.is("{"), !token.precededByNewline, allowsTrailingClosure {
                let start = index
                TokenCursorSkip.skipGroup(tokens, &index, end: end)
                result = .unsupported(result.summary + " " + text(start..<index))
            } else if token.is("["), !token.precededByNewline, !token.precededBySpace {
                let start = index
                TokenCursorSkip.skipGroup(tokens, &index, end: end)
                result = .unsupported(result.summary + text(start..<index))
            } else if (token.is("?") || token.is("!")) && !token.precededBySpace && !token.precededByNewline {
                index &+= 1  // optional chaining or force unwrap: the value is the same color
            } else {
                break
            }
        }
        return result
    }

    /// `( … )`: a parenthesized expression; tuples are not modeled.
    private mutating func parseParenthesized() -> ThemeSwiftExpression {
        let arguments = parseArguments()
        if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
        return .unsupported("(" + arguments.map(\.value.summary).joined(separator: ", ") + ")")
    }

    private mutating func parseArrayLiteral() -> ThemeSwiftExpression {
        let start = index
        let elements = parseArguments()
        if elements.contains(where: { $0.label != nil }) {
            return .unsupported(text(start..<index))
        }
        return .array(elements)
    }

    /// The comma-separated items of the group opening at the cursor; moves past its closer.
    private mutating func parseArguments() -> [ThemeSwiftArgument] {
        let cursor = TokenCursor(tokens, at: index)
        guard let closer = cursor.matchingCloser(of: index), closer < end, let spans = cursor.arguments() else {
            index = end
            return []
        }
        var arguments: [ThemeSwiftArgument] = []
        for span in spans {
            var inner = ThemeSwiftParser(tokens, from: span.value.lowerBound, to: span.value.upperBound)
            inner.depth = depth &+ 1
            var value = inner.parseExpression()
            if inner.index < span.value.upperBound {
                value = .unsupported(text(span.value))
            }
            let first = tokens[span.value.lowerBound < span.value.upperBound ? span.value.lowerBound : span.tokens.lowerBound]
            arguments.append(ThemeSwiftArgument(label: span.label, value: value, line: first.line, column: first.column))
        }
        index = closer &+ 1
        return arguments
    }

    /// Steps over a statement-like construct used as an expression (`switch`, `if … else if …`).
    private mutating func skipConstruct(_ token: SwiftToken) -> ThemeSwiftExpression {
        var steps = 0
        repeat {
            steps &+= 1
            let start = index
            index &+= 1
            while let next = current, !next.is("{") {
                if next.precededByNewline && index > start &+ 1 { break }
                if !TokenCursorSkip.skipGroup(tokens, &index, end: end) { index &+= 1 }
            }
            guard let brace = current, brace.is("{") else { break }
            TokenCursorSkip.skipGroup(tokens, &index, end: end)
            guard let word = current, word.is("else") else { break }
            index &+= 1
            if let next = current, next.is("{") {
                TokenCursorSkip.skipGroup(tokens, &index, end: end)
                break
            }
            guard let next = current, next.is("if") else { break }
        } while steps < 10_000 && index < end
        return .unsupported(token.text + " …")
    }

    private mutating func skipRest(_ reason: String) -> ThemeSwiftExpression {
        index = end
        return .unsupported(reason)
    }

    /// Token texts joined for messages, at most ~80 characters.
    package func text(_ range: Range<Int>) -> String {
        var result = ""
        for position in range where position < tokens.count {
            let token = tokens[position]
            if !result.isEmpty && (token.precededBySpace || token.precededByNewline) { result += " " }
            result += token.text
            if result.count > 80 { return String(result.prefix(77)) + "…" }
        }
        return result
    }

    package static let ternaryPrecedence = 10

    /// Swift's standard precedence groups, as numbers: higher binds tighter.
    package static let precedence: [String: Int] = [
        "||": 20, "&&": 30,
        "==": 40, "!=": 40, "<": 40, ">": 40, "<=": 40, ">=": 40, "===": 40, "!==": 40, "~=": 40,
        "??": 50,
        "...": 70, "..<": 70,
        "+": 80, "-": 80, "|": 80, "^": 80, "&+": 80, "&-": 80,
        "*": 90, "/": 90, "%": 90, "&": 90, "&*": 90,
    ]
}

/// Skipping a bracketed group with `TokenCursor`'s matching rules.
package enum TokenCursorSkip {
    /// Moves `index` past the group opening there (to `end` when it never closes); false
    /// when no group opens at `index`.
    @discardableResult
    package static func skipGroup(_ tokens: [SwiftToken], _ index: inout Int, end: Int) -> Bool {
        guard index < end, TokenCursor.closer(for: tokens[index]) != nil else { return false }
        let cursor = TokenCursor(tokens, at: index)
        if let closer = cursor.matchingCloser(of: index), closer < end {
            index = closer &+ 1
        } else {
            index = end
        }
        return true
    }
}
