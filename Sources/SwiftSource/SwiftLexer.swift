import LubaAuditModel
/// The tokens of one Swift file and the problems met while cutting them.
public struct LexedSwiftSource: Sendable {
    public var path: String
    public var tokens: [SwiftToken]
    public var diagnostics: [ReadDiagnostic]

    public init(path: String, tokens: [SwiftToken], diagnostics: [ReadDiagnostic]) {
        self.path = path
        self.tokens = tokens
        self.diagnostics = diagnostics
    }
}

/// Cuts Swift source into tokens without swift-syntax and without regular expressions.
///
/// The audit reads design-system sources it does not compile, so the lexer must accept anything:
/// an unterminated string or comment becomes a `.syntax` diagnostic and lexing goes on; binary
/// garbage yields `.unknown` tokens. It never traps and always moves forward.
public enum SwiftLexer {
    /// Above this many problems in one file, the rest are summarized in one diagnostic:
    /// a binary file must not produce a million findings.
    public static let diagnosticLimit = 100

    /// Lexes `source`; `path` only labels the diagnostics.
    public static func lex(_ source: String, path: String = "") -> LexedSwiftSource {
        lex(bytes: Array(source.utf8), path: path)
    }

    /// Lexes UTF-8 bytes; invalid sequences end up as U+FFFD in token texts and never stop the lexer.
    public static func lex(bytes: [UInt8], path: String = "") -> LexedSwiftSource {
        var scanner = SwiftScanner(bytes: bytes, path: path)
        scanner.run()
        // The array grew by doubling: an exact copy gives back up to half of it, and an audit
        // keeps every file's tokens at once.
        let tokens = scanner.tokens.capacity > scanner.tokens.count &+ scanner.tokens.count / 8
            ? scanner.tokens.withUnsafeBufferPointer { Array($0) } : scanner.tokens
        return LexedSwiftSource(path: path, tokens: tokens, diagnostics: scanner.finishedDiagnostics())
    }
}

/// SwiftByte byte values the scanner switches on.
package enum SwiftByte {
    package static let tab: UInt8 = 0x09
    package static let newline: UInt8 = 0x0A
    package static let verticalTab: UInt8 = 0x0B
    package static let formFeed: UInt8 = 0x0C
    package static let carriageReturn: UInt8 = 0x0D
    package static let space: UInt8 = 0x20
    package static let quote: UInt8 = 0x22
    package static let pound: UInt8 = 0x23
    package static let dollar: UInt8 = 0x24
    package static let leftParen: UInt8 = 0x28
    package static let rightParen: UInt8 = 0x29
    package static let star: UInt8 = 0x2A
    package static let plus: UInt8 = 0x2B
    package static let minus: UInt8 = 0x2D
    package static let dot: UInt8 = 0x2E
    package static let slash: UInt8 = 0x2F
    package static let zero: UInt8 = 0x30
    package static let nine: UInt8 = 0x39
    package static let underscore: UInt8 = 0x5F
    package static let backslash: UInt8 = 0x5C
    package static let backtick: UInt8 = 0x60
    package static let leftBrace: UInt8 = 0x7B
    package static let rightBrace: UInt8 = 0x7D

    package static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    package static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }

    /// Letters, `_`, `$` and every non-SwiftByte byte (Swift names may hold any letter of any script).
    package static func isIdentifierHead(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == underscore || byte == dollar || byte >= 0x80
    }

    package static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }

    package static func isNewline(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

    package static func isHorizontalSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// The characters Swift builds operators from (besides `.`, which only dot-operators hold).
    package static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// Single-byte tokens that are always punctuation.
    package static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2C, 0x3A, 0x3B, 0x40, 0x5C: return true
        default: return false
        }
    }
}

/// The lexer's moving state. One value per lexed file; `SwiftLexer` is its only public face.
package struct SwiftScanner {
    package let bytes: [UInt8]
    package let path: String
    package var position = 0
    package var line = 1
    package var lineStart = 0
    package var tokens: [SwiftToken] = []
    package var diagnostics: [ReadDiagnostic] = []
    package var droppedDiagnostics = 0
    /// Doc comment bodies seen since the last token, in order.
    package var pendingDocumentation: [String] = []
    package var sawNewline = true
    package var sawSpace = false
    /// The last token is `.`: a number right after it reads digits only.
    package var lastTokenIsDot = false
    private var columnCacheLine = 0
    private var columnCacheOffset = 0
    private var columnCacheColumn = 1

    /// Interpolations may hold strings that hold interpolations; past this depth the inner
    /// parentheses are only counted, so hostile input cannot exhaust the stack.
    package static let maximumNesting = 24

    package init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    package var count: Int { bytes.count }

    package func byte(at index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }

    // MARK: - Positions

    /// The 1-based scalar column of `offset`, which must lie on the current line.
    package mutating func column(at offset: Int) -> Int {
        guard offset >= lineStart else { return 1 }
        if columnCacheLine != line || offset < columnCacheOffset || columnCacheOffset < lineStart {
            columnCacheLine = line
            columnCacheOffset = lineStart
            columnCacheColumn = 1
        }
        var column = columnCacheColumn
        var index = columnCacheOffset
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column &+= 1 }
            index &+= 1
        }
        columnCacheOffset = end
        columnCacheColumn = column
        return column
    }

    package mutating func location(at offset: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column(at: offset))
    }

    /// Where a token starts; cheaper than a `SourceLocation`, which carries the path.
    package struct TokenStart {
        package var line: Int
        package var column: Int
    }

    package mutating func mark(at offset: Int) -> TokenStart {
        TokenStart(line: line, column: column(at: offset))
    }

    package func sourceLocation(_ start: TokenStart) -> SourceLocation {
        SourceLocation(file: path, line: start.line, column: start.column)
    }

    /// Steps over the line break at `position` (`\r\n` counts once) and starts a new line.
    package mutating func consumeNewline() {
        if bytes[position] == SwiftByte.carriageReturn, byte(at: position &+ 1) == SwiftByte.newline {
            position &+= 2
        } else {
            position &+= 1
        }
        line &+= 1
        lineStart = position
    }

    package mutating func report(_ message: String, at location: SourceLocation) {
        guard diagnostics.count < SwiftLexer.diagnosticLimit else {
            droppedDiagnostics &+= 1
            return
        }
        diagnostics.append(ReadDiagnostic(kind: .syntax, message: message, location: location))
    }

    package func finishedDiagnostics() -> [ReadDiagnostic] {
        guard droppedDiagnostics > 0, let last = diagnostics.last else { return diagnostics }
        return diagnostics + [ReadDiagnostic(
            kind: .syntax,
            message: "\(droppedDiagnostics) more problems in this file not reported",
            location: last.location
        )]
    }

    // MARK: - Main loop

    package mutating func run() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        if byte(at: position) == SwiftByte.pound, byte(at: position &+ 1) == 0x21 {
            skipToEndOfLine()  // #! shebang line
        }
        while position < count {
            let current = bytes[position]
            switch current {
            case SwiftByte.space, SwiftByte.tab, SwiftByte.verticalTab, SwiftByte.formFeed:
                position &+= 1
                sawSpace = true
            case SwiftByte.newline, SwiftByte.carriageReturn:
                consumeNewline()
                sawNewline = true
                sawSpace = true
            case SwiftByte.slash where byte(at: position &+ 1) == SwiftByte.slash:
                lexLineComment()
            case SwiftByte.slash where byte(at: position &+ 1) == SwiftByte.star:
                lexBlockComment()
            case SwiftByte.quote:
                lexStringToken(hashes: 0)
            case SwiftByte.pound:
                lexPound()
            case SwiftByte.zero...SwiftByte.nine:
                lexNumber()
            case SwiftByte.backtick:
                lexBacktickedIdentifier()
            case SwiftByte.dot:
                lexOperator()
            default:
                if SwiftByte.isIdentifierHead(current) {
                    lexIdentifier()
                } else if SwiftByte.isPunctuation(current) {
                    let start = position
                    let location = mark(at: start)
                    position &+= 1
                    emit(.punctuation, from: start, at: location)
                } else if SwiftByte.isOperatorCharacter(current) {
                    lexOperator()
                } else {
                    lexUnknown()
                }
            }
        }
    }

    /// Appends the token spanning `start..<position` and hands it the trivia seen before it.
    package mutating func emit(
        _ kind: SwiftToken.Kind, from start: Int, at location: TokenStart,
        literal: String? = nil, interpolations: [String] = []
    ) {
        let documentation = pendingDocumentation.isEmpty ? nil : SwiftDocumentationText.joined(pendingDocumentation)
        tokens.append(SwiftToken(
            kind: kind,
            text: String(decoding: bytes[start..<position], as: UTF8.self),
            literal: literal,
            interpolations: interpolations,
            line: location.line,
            column: location.column,
            offset: start,
            length: position &- start,
            documentation: documentation,
            precededByNewline: sawNewline,
            precededBySpace: sawSpace
        ))
        if !pendingDocumentation.isEmpty { pendingDocumentation.removeAll(keepingCapacity: true) }
        lastTokenIsDot = kind == .punctuation && position &- start == 1 && bytes[start] == SwiftByte.dot
        sawNewline = false
        sawSpace = false
    }

    // MARK: - Comments

    package mutating func skipToEndOfLine() {
        while position < count, !SwiftByte.isNewline(bytes[position]) { position &+= 1 }
    }

    package mutating func lexLineComment() {
        let start = position
        skipToEndOfLine()
        sawSpace = true
        // `///` documents; `////` is a plain comment, as in Swift.
        if position &- start >= 3, bytes[start &+ 2] == SwiftByte.slash, byte(at: start &+ 3) != SwiftByte.slash {
            pendingDocumentation.append(SwiftDocumentationText.lineBody(bytes[(start &+ 3)..<position]))
        }
    }

    package mutating func lexBlockComment() {
        let start = position
        let location = self.location(at: start)
        let closed = skipBlockComment()
        sawSpace = true
        guard closed else {
            report("unterminated block comment", at: location)
            return
        }
        // `/** … */` documents; `/**/` and `/*** … */` do not.
        let length = position &- start
        if length > 5, bytes[start &+ 2] == SwiftByte.star, bytes[start &+ 3] != SwiftByte.star {
            pendingDocumentation.append(SwiftDocumentationText.blockBody(bytes[(start &+ 3)..<(position &- 2)]))
        }
    }

    /// Skips a (possibly nested) block comment at `position`; false when the file ends inside it.
    package mutating func skipBlockComment() -> Bool {
        var depth = 1
        position &+= 2
        while position < count {
            let current = bytes[position]
            if current == SwiftByte.slash, byte(at: position &+ 1) == SwiftByte.star {
                depth &+= 1
                position &+= 2
            } else if current == SwiftByte.star, byte(at: position &+ 1) == SwiftByte.slash {
                depth &-= 1
                position &+= 2
                if depth == 0 { return true }
            } else if SwiftByte.isNewline(current) {
                consumeNewline()
            } else {
                position &+= 1
            }
        }
        return false
    }

    // MARK: - Names and numbers

    package mutating func lexIdentifier() {
        let start = position
        let location = mark(at: start)
        position &+= 1
        while position < count, SwiftByte.isIdentifierBody(bytes[position]) { position &+= 1 }
        emit(.identifier, from: start, at: location)
    }

    /// `` `name` `` on one line; a backtick without its partner is an unknown token.
    package mutating func lexBacktickedIdentifier() {
        let start = position
        let location = mark(at: start)
        var index = position &+ 1
        while index < count, bytes[index] != SwiftByte.backtick, !SwiftByte.isNewline(bytes[index]) { index &+= 1 }
        if index < count, bytes[index] == SwiftByte.backtick, index > start &+ 1 {
            position = index &+ 1
            emit(.identifier, from: start, at: location)
        } else {
            position &+= 1
            report("unterminated backticked identifier", at: sourceLocation(location))
            emit(.unknown, from: start, at: location)
        }
    }

    package mutating func lexNumber() {
        let start = position
        let location = mark(at: start)
        var isFloat = false
        // After `x.` Swift reads only digits, so `t.0.1` is two tuple accesses, not `0.1`.
        let afterDot = !sawSpace && lastTokenIsDot
        let marker = byte(at: position &+ 1).map { $0 | 0x20 }
        if bytes[position] == SwiftByte.zero, marker == 0x78 /* x */ {
            position &+= 2
            skip(while: { SwiftByte.isHexDigit($0) || $0 == SwiftByte.underscore })
            if !afterDot, byte(at: position) == SwiftByte.dot, let next = byte(at: position &+ 1), SwiftByte.isHexDigit(next) {
                isFloat = true
                position &+= 1
                skip(while: { SwiftByte.isHexDigit($0) || $0 == SwiftByte.underscore })
            }
            if !afterDot, let exponent = byte(at: position), exponent | 0x20 == 0x70 /* p */ {
                isFloat = skipExponent() || isFloat
            }
        } else if bytes[position] == SwiftByte.zero, marker == 0x62 /* b */ || marker == 0x6F /* o */ {
            position &+= 2
            skip(while: { SwiftByte.isDigit($0) || $0 == SwiftByte.underscore })
        } else {
            skip(while: { SwiftByte.isDigit($0) || $0 == SwiftByte.underscore })
            if !afterDot, byte(at: position) == SwiftByte.dot, let next = byte(at: position &+ 1), SwiftByte.isDigit(next) {
                isFloat = true
                position &+= 1
                skip(while: { SwiftByte.isDigit($0) || $0 == SwiftByte.underscore })
            }
            if !afterDot, let exponent = byte(at: position), exponent | 0x20 == 0x65 /* e */ {
                isFloat = skipExponent() || isFloat
            }
        }
        // Swift rejects `12abc`; keeping the tail in the token stops it from posing as a name.
        skip(while: SwiftByte.isIdentifierBody)
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, at: location)
    }

    /// Skips `e+12` / `p-3` when digits follow; true when it did.
    package mutating func skipExponent() -> Bool {
        var index = position &+ 1
        if let sign = byte(at: index), sign == SwiftByte.plus || sign == SwiftByte.minus { index &+= 1 }
        guard let digit = byte(at: index), SwiftByte.isDigit(digit) else { return false }
        position = index
        skip(while: { SwiftByte.isDigit($0) || $0 == SwiftByte.underscore })
        return true
    }

    package mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < count, predicate(bytes[position]) { position &+= 1 }
    }

    // MARK: - Operators, pound, unknown

    /// An operator run; a run starting with `.` may hold dots, any other may not. `//` and `/*`
    /// end the run because they start a comment.
    package mutating func lexOperator() {
        let start = position
        let location = mark(at: start)
        let dotted = bytes[position] == SwiftByte.dot
        position &+= 1
        while position < count {
            let current = bytes[position]
            if current == SwiftByte.slash, let next = byte(at: position &+ 1), next == SwiftByte.slash || next == SwiftByte.star {
                break
            }
            if SwiftByte.isOperatorCharacter(current) || (dotted && current == SwiftByte.dot) {
                position &+= 1
            } else {
                break
            }
        }
        let length = position &- start
        let first = bytes[start]
        let isPunctuation: Bool
        switch length {
        case 1: isPunctuation = first == SwiftByte.dot || first == 0x3D || first == 0x3F || first == 0x21 || first == 0x26
        case 2: isPunctuation = first == SwiftByte.minus && bytes[start &+ 1] == 0x3E
        default: isPunctuation = false
        }
        emit(isPunctuation ? .punctuation : .operator, from: start, at: location)
    }

    /// `#"raw"#`, `#if`, `#selector`, or a lone `#`.
    package mutating func lexPound() {
        var index = position
        while index < count, bytes[index] == SwiftByte.pound { index &+= 1 }
        if index < count, bytes[index] == SwiftByte.quote {
            lexStringToken(hashes: index &- position)
            return
        }
        let start = position
        let location = mark(at: start)
        position &+= 1
        if position < count, SwiftByte.isIdentifierHead(bytes[position]), bytes[position] != SwiftByte.dollar {
            while position < count, SwiftByte.isIdentifierBody(bytes[position]) { position &+= 1 }
            let word = String(decoding: bytes[(start &+ 1)..<position], as: UTF8.self)
            emit(Self.directives.contains(word) ? .directive : .poundName, from: start, at: location)
        } else {
            emit(.punctuation, from: start, at: location)
        }
    }

    package static let directives: Set<String> = ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"]

    /// A run of bytes that start nothing: one token and one diagnostic for the whole run.
    package mutating func lexUnknown() {
        let start = position
        let location = mark(at: start)
        while position < count {
            let current = bytes[position]
            let startsSomething = SwiftByte.isIdentifierHead(current) || SwiftByte.isDigit(current)
                || SwiftByte.isPunctuation(current) || SwiftByte.isOperatorCharacter(current)
                || current == SwiftByte.quote || current == SwiftByte.pound || current == SwiftByte.dot
                || current == SwiftByte.backtick || current == SwiftByte.space || current == SwiftByte.tab
                || current == SwiftByte.verticalTab || current == SwiftByte.formFeed || SwiftByte.isNewline(current)
            if startsSomething && position > start { break }
            position &+= 1
        }
        report("unexpected character in Swift source", at: sourceLocation(location))
        emit(.unknown, from: start, at: location)
    }
}
