import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// A statement of a function, getter or initializer body, as far as color code needs it:
/// `return`, `let`, `self.x = …`, `switch` over a style, `if` chains. Loops and the like are
/// kept as `.other` so a reader can tell it saw something it does not follow.
public indirect enum ThemeSwiftStatement: Hashable, Sendable {
    case returnValue(LocatedThemeExpression?)
    case binding(name: String, value: LocatedThemeExpression?)
    /// `self.accentHover = …` → target ["accentHover"]; `x = …` → ["x"].
    case assignment(target: [String], value: LocatedThemeExpression)
    case switchOn(subject: ThemeSwiftExpression, cases: [ThemeSwiftSwitchCase])
    case ifChain(clauses: [ThemeSwiftIfClause], otherwise: [ThemeSwiftStatement]?)
    case expression(LocatedThemeExpression)
    case other(SourceLocation)
}

/// One `case .a, .b:` (or `default:`) of a `switch`, with its statements.
public struct ThemeSwiftSwitchCase: Hashable, Sendable {
    /// The case names matched (`["a", "b"]`); empty for `default`.
    public var patterns: [String]
    public var isDefault: Bool
    public var body: [ThemeSwiftStatement]
    public var location: SourceLocation
}

/// One `if`/`else if` clause: its comma-separated conditions and body.
public struct ThemeSwiftIfClause: Hashable, Sendable {
    public var conditions: [ThemeSwiftCondition]
    public var body: [ThemeSwiftStatement]
    /// Where the `if` stands.
    public var location: SourceLocation
}

public enum ThemeSwiftCondition: Hashable, Sendable {
    case expression(ThemeSwiftExpression)
    /// `let name` or `let name = value`: true when the value is not nil.
    case optionalBinding(name: String, value: ThemeSwiftExpression?)
}

/// Cuts a body (the tokens between its braces) into statements.
public struct ThemeSwiftStatementParser: Sendable {
    public let tokens: [SwiftToken]
    public let path: String
    package static let maxDepth = 32

    public init(tokens: [SwiftToken], path: String) {
        self.tokens = tokens
        self.path = path
    }

    /// The statements in `range` (a body without its braces).
    public func statements(in range: Range<Int>) -> [ThemeSwiftStatement] {
        statements(in: range, depth: 0)
    }

    private func location(_ position: Int) -> SourceLocation {
        guard position >= 0, position < tokens.count else { return SourceLocation(file: path, line: 0, column: 0) }
        return tokens[position].location(in: path)
    }

    private func statements(in range: Range<Int>, depth: Int) -> [ThemeSwiftStatement] {
        let end = min(range.upperBound, tokens.count)
        var index = max(range.lowerBound, 0)
        var result: [ThemeSwiftStatement] = []
        guard depth < Self.maxDepth else {
            return index < end ? [.other(location(index))] : []
        }
        while index < end {
            let start = index
            let statement = parseStatement(&index, end: end, depth: depth)
            if let statement { result.append(statement) }
            if index <= start { index = start &+ 1 }
        }
        return result
    }

    private func expression(_ index: inout Int, end: Int, trailingClosures: Bool = true) -> LocatedThemeExpression {
        var parser = ThemeSwiftParser(tokens, from: index, to: end)
        parser.allowsTrailingClosure = trailingClosures
        let value = parser.parseExpression()
        let at = location(index)
        index = max(parser.index, index &+ 1)
        return LocatedThemeExpression(value, at: at)
    }

    private func parseStatement(_ index: inout Int, end: Int, depth: Int) -> ThemeSwiftStatement? {
        let token = tokens[index]
        if token.is(";") || token.kind == .directive {
            index &+= 1
            return nil
        }
        guard token.kind == .identifier else {
            if token.is("{") {
                TokenCursorSkip.skipGroup(tokens, &index, end: end)
                return .other(location(index))
            }
            return .expression(expression(&index, end: end))
        }
        switch token.text {
        case "return":
            index &+= 1
            guard index < end, !tokens[index].precededByNewline || tokens[index].is("."), !tokens[index].is("}") else {
                return .returnValue(nil)
            }
            return .returnValue(expression(&index, end: end))
        case "let", "var":
            index &+= 1
            guard index < end, tokens[index].kind == .identifier else { return .other(location(index &- 1)) }
            let name = tokens[index].name
            index &+= 1
            // Skip a type annotation up to `=` or the end of the line.
            while index < end, !tokens[index].is("="), !tokens[index].precededByNewline {
                if !TokenCursorSkip.skipGroup(tokens, &index, end: end) { index &+= 1 }
            }
            guard index < end, tokens[index].is("=") else { return .binding(name: name, value: nil) }
            index &+= 1
            return .binding(name: name, value: expression(&index, end: end))
        case "switch":
            return parseSwitch(&index, end: end, depth: depth)
        case "if":
            return parseIf(&index, end: end, depth: depth)
        case "guard", "for", "while", "repeat", "do", "defer", "defer_", "throw":
            let at = location(index)
            skipBlockStatement(&index, end: end)
            return .other(at)
        case "self":
            if index &+ 3 <= end, tokens[index &+ 1].is("."), tokens[index &+ 2].kind == .identifier,
               index &+ 3 < end, tokens[index &+ 3].is("=") {
                let target = tokens[index &+ 2].name
                index &+= 4
                return .assignment(target: [target], value: expression(&index, end: end))
            }
        default:
            if index &+ 1 < end, tokens[index &+ 1].is("="), !token.isKeyword {
                index &+= 2
                return .assignment(target: [token.name], value: expression(&index, end: end))
            }
        }
        return .expression(expression(&index, end: end))
    }

    /// `guard … else { }`, `for … { }`, `do { } catch { }`: moves past the construct.
    private func skipBlockStatement(_ index: inout Int, end: Int) {
        index &+= 1
        while index < end, !tokens[index].is("{") {
            if !TokenCursorSkip.skipGroup(tokens, &index, end: end) { index &+= 1 }
        }
        TokenCursorSkip.skipGroup(tokens, &index, end: end)
        while index < end, tokens[index].is("else") || tokens[index].is("catch") || tokens[index].is("while") {
            index &+= 1
            while index < end, !tokens[index].is("{"), !tokens[index].precededByNewline {
                if !TokenCursorSkip.skipGroup(tokens, &index, end: end) { index &+= 1 }
            }
            TokenCursorSkip.skipGroup(tokens, &index, end: end)
        }
    }

    private func parseSwitch(_ index: inout Int, end: Int, depth: Int) -> ThemeSwiftStatement {
        let at = location(index)
        index &+= 1
        let subject = expression(&index, end: end, trailingClosures: false).expression
        guard index < end, tokens[index].is("{") else { return .other(at) }
        let open = index
        TokenCursorSkip.skipGroup(tokens, &index, end: end)
        let close = min(index &- 1, end)
        // Top-level `case`/`default` labels inside the braces.
        var labels: [Int] = []
        var position = open &+ 1
        while position < close {
            let token = tokens[position]
            if token.is("case") || token.is("default"), position == open &+ 1 || token.precededByNewline
                || tokens[position &- 1].is(";") {
                labels.append(position)
                position &+= 1
            } else if !TokenCursorSkip.skipGroup(tokens, &position, end: close) {
                position &+= 1
            }
        }
        var cases: [ThemeSwiftSwitchCase] = []
        for (number, label) in labels.enumerated() {
            let caseEnd = number &+ 1 < labels.count ? labels[number &+ 1] : close
            var patterns: [String] = []
            var cursor = label &+ 1
            let isDefault = tokens[label].is("default")
            if !isDefault {
                var pattern: [String] = []
                while cursor < caseEnd, !tokens[cursor].is(":") {
                    let token = tokens[cursor]
                    if token.is(",") {
                        if let name = pattern.last { patterns.append(name) }
                        pattern = []
                        cursor &+= 1
                    } else if token.is("(") {
                        TokenCursorSkip.skipGroup(tokens, &cursor, end: caseEnd)
                    } else {
                        if token.kind == .identifier && !token.isKeyword { pattern.append(token.name) }
                        cursor &+= 1
                    }
                }
                if let name = pattern.last { patterns.append(name) }
            } else {
                while cursor < caseEnd, !tokens[cursor].is(":") { cursor &+= 1 }
            }
            let body = statements(in: min(cursor &+ 1, caseEnd)..<caseEnd, depth: depth &+ 1)
            cases.append(ThemeSwiftSwitchCase(patterns: patterns, isDefault: isDefault, body: body, location: location(label)))
        }
        return .switchOn(subject: subject, cases: cases)
    }

    private func parseIf(_ index: inout Int, end: Int, depth: Int) -> ThemeSwiftStatement {
        var clauses: [ThemeSwiftIfClause] = []
        var otherwise: [ThemeSwiftStatement]?
        var steps = 0
        while index < end, tokens[index].is("if"), steps < 64 {
            steps &+= 1
            let at = location(index)
            index &+= 1
            var conditions: [ThemeSwiftCondition] = []
            while index < end, !tokens[index].is("{") {
                let token = tokens[index]
                if token.is(",") {
                    index &+= 1
                    continue
                }
                if token.is("let") || token.is("var") {
                    index &+= 1
                    guard index < end, tokens[index].kind == .identifier else { break }
                    let name = tokens[index].name
                    index &+= 1
                    var value: ThemeSwiftExpression?
                    if index < end, tokens[index].is("=") {
                        index &+= 1
                        value = expression(&index, end: end, trailingClosures: false).expression
                    }
                    conditions.append(.optionalBinding(name: name, value: value))
                } else {
                    let before = index
                    conditions.append(.expression(expression(&index, end: end, trailingClosures: false).expression))
                    if index <= before { index = before &+ 1 }
                }
            }
            guard index < end, tokens[index].is("{") else { break }
            let open = index
            TokenCursorSkip.skipGroup(tokens, &index, end: end)
            let body = statements(in: (open &+ 1)..<max(open &+ 1, index &- 1), depth: depth &+ 1)
            clauses.append(ThemeSwiftIfClause(conditions: conditions, body: body, location: at))
            guard index < end, tokens[index].is("else") else { break }
            index &+= 1
            if index < end, tokens[index].is("{") {
                let open = index
                TokenCursorSkip.skipGroup(tokens, &index, end: end)
                otherwise = statements(in: (open &+ 1)..<max(open &+ 1, index &- 1), depth: depth &+ 1)
                break
            }
        }
        return .ifChain(clauses: clauses, otherwise: otherwise)
    }
}
