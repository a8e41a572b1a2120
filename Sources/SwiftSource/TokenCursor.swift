import LubaAuditModel
/// One argument of a call or one parameter of a declaration, found by `TokenCursor.arguments()`:
/// the tokens between two top-level commas of a bracketed list.
public struct SwiftArgumentSpan: Hashable, Sendable {
    /// The label of `label: value`, nil for an unlabeled argument.
    public var label: String?
    /// All tokens of the argument, label included.
    public var tokens: Range<Int>
    /// The tokens after `label:` (all of `tokens` when unlabeled).
    public var value: Range<Int>

    public init(label: String?, tokens: Range<Int>, value: Range<Int>) {
        self.label = label
        self.tokens = tokens
        self.value = value
    }
}

/// A position in a token array with the moves small readers need: peek, consume by text, and
/// skip a bracketed group whole, so `f(a(b, c), { x, y in })` is three moves, not twelve.
///
/// Unbalanced input never traps: a closer with no opener is passed over, a missing closer
/// makes the group run to the end of the tokens.
public struct TokenCursor: Sendable {
    public let tokens: [SwiftToken]
    public var index: Int

    public init(_ tokens: [SwiftToken], at index: Int = 0) {
        self.tokens = tokens
        self.index = max(0, index)
    }

    public var isAtEnd: Bool { index >= tokens.count }

    /// The token under the cursor.
    public var current: SwiftToken? { token(at: index) }

    /// The token `distance` places after the cursor (negative looks back).
    public func peek(_ distance: Int = 1) -> SwiftToken? { token(at: index &+ distance) }

    public func token(at position: Int) -> SwiftToken? {
        position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    /// True when the current token is `text` as code (never a string literal's content).
    public func isAt(_ text: String) -> Bool { current?.is(text) == true }

    public func isAt(_ kind: SwiftToken.Kind) -> Bool { current?.kind == kind }

    /// Moves one token on and returns the token it left, nil at the end.
    @discardableResult
    public mutating func advance() -> SwiftToken? {
        guard let token = current else { return nil }
        index &+= 1
        return token
    }

    /// Consumes the current token when it is `text`.
    @discardableResult
    public mutating func consume(_ text: String) -> SwiftToken? {
        isAt(text) ? advance() : nil
    }

    /// Consumes an identifier and returns its name (backticks removed).
    public mutating func consumeIdentifier() -> String? {
        guard let token = current, token.kind == .identifier else { return nil }
        index &+= 1
        return token.name
    }

    /// Moves past the bracketed group that opens at the cursor (`(`, `[`, `{`); returns false
    /// and stays put when the cursor is on no opener.
    @discardableResult
    public mutating func skipBalanced() -> Bool {
        guard let opener = current, Self.closer(for: opener) != nil else { return false }
        index = (matchingCloser(of: index) ?? tokens.count &- 1) &+ 1
        return true
    }

    /// Moves to the next token that is one of `texts` outside any bracket, without consuming it;
    /// stops at the end, or at a closer that would leave the group the cursor started in.
    public mutating func skip(until texts: Set<String>) {
        while let token = current {
            if token.kind != .stringLiteral, texts.contains(token.text) { return }
            if Self.isCloser(token) { return }
            if !skipBalanced() { index &+= 1 }
        }
    }

    /// The index of the closer matching the opener at `opening`, nil when it has none.
    /// A mismatched closer ends every group up to its own opener, as a human would read it.
    public func matchingCloser(of opening: Int) -> Int? {
        guard let opener = token(at: opening), let expected = Self.closer(for: opener) else { return nil }
        var stack: [String] = [expected]
        var position = opening &+ 1
        while position < tokens.count {
            let token = tokens[position]
            if let closer = Self.closer(for: token) {
                stack.append(closer)
            } else if Self.isCloser(token) {
                if let depth = stack.lastIndex(of: token.text) {
                    stack.removeSubrange(depth...)
                    if stack.isEmpty { return position }
                }
            }
            position &+= 1
        }
        return nil
    }

    /// Splits the bracketed list opening at the cursor into its comma-separated items. Nested
    /// calls, closures, collection literals and strings stay inside one item; an empty trailing
    /// item (`f(a, b,)`, `f(a,,b)`) is dropped. Nil when the cursor is on no opener or the list never closes.
    public func arguments() -> [SwiftArgumentSpan]? {
        guard let opener = current, Self.closer(for: opener) != nil,
              let closing = matchingCloser(of: index) else { return nil }
        var spans: [SwiftArgumentSpan] = []
        var start = index &+ 1
        var position = start
        while position < closing {
            let token = tokens[position]
            if token.is(",") {
                if position > start { spans.append(Self.span(tokens, start..<position)) }
                position &+= 1
                start = position
            } else if Self.closer(for: token) != nil {
                // A nested group is one piece of the item; a broken one ends at our closer.
                if let inner = matchingCloser(of: position), inner < closing {
                    position = inner &+ 1
                } else {
                    position = closing
                }
            } else {
                position &+= 1
            }
        }
        if closing > start { spans.append(Self.span(tokens, start..<closing)) }
        return spans
    }

    private static func span(_ tokens: [SwiftToken], _ range: Range<Int>) -> SwiftArgumentSpan {
        if range.count >= 2, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound &+ 1].is(":") {
            return SwiftArgumentSpan(
                label: tokens[range.lowerBound].name, tokens: range,
                value: (range.lowerBound &+ 2)..<range.upperBound
            )
        }
        return SwiftArgumentSpan(label: nil, tokens: range, value: range)
    }

    /// The closer that ends a group opened by `token`, nil when it opens none.
    public static func closer(for token: SwiftToken) -> String? {
        guard token.kind == .punctuation else { return nil }
        switch token.text {
        case "(": return ")"
        case "[": return "]"
        case "{": return "}"
        default: return nil
        }
    }

    public static func isCloser(_ token: SwiftToken) -> Bool {
        token.kind == .punctuation && (token.text == ")" || token.text == "]" || token.text == "}")
    }
}
