import LubaAuditModel
/// What scanning one string literal produced: its decoded value and interpolation texts.
package struct ScannedStringLiteral {
    package var value: [UInt8] = []
    package var interpolations: [String] = []
}

/// One source line of a multi-line literal before indentation stripping.
private struct ContentLine {
    enum Piece {
        /// Source bytes copied as they stand (no line break inside).
        case source(Range<Int>)
        /// A scalar written as an escape (`\n`, `\u{1F600}`).
        case scalar(Unicode.Scalar)
        case interpolation
    }

    enum Ending {
        case newline
        /// A `\` at the end of the line: the break is not part of the value.
        case continuation
        case none
    }

    var line: Int
    var pieces: [Piece] = []
    var ending: Ending = .none
    /// The opening line when content follows `"""` directly (an error): never stripped.
    var stripsIndentation = true
}

extension SwiftScanner {
    private static let placeholderBytes = Array(String(SwiftToken.interpolationPlaceholder).utf8)

    /// Lexes the literal whose `#`s (if any) start at `position` and emits its token.
    package mutating func lexStringToken(hashes: Int) {
        let start = position
        let location = mark(at: start)
        let scanned = scanString(hashes: hashes, depth: 0)
        emit(
            .stringLiteral, from: start, at: location,
            literal: String(decoding: scanned.value, as: UTF8.self),
            interpolations: scanned.interpolations
        )
    }

    /// Scans the literal at `position` (at its first `#` or `"`), leaving `position` after it.
    package mutating func scanString(hashes: Int, depth: Int) -> ScannedStringLiteral {
        let location = self.location(at: position)
        position &+= hashes
        if byte(at: position &+ 1) == SwiftByte.quote, byte(at: position &+ 2) == SwiftByte.quote {
            return scanMultiLine(hashes: hashes, depth: depth, location: location)
        }
        return scanSingleLine(hashes: hashes, depth: depth, location: location)
    }

    /// True when `hashes` `#`s stand at `index`: the closing delimiter of a raw literal.
    private func closesRaw(at index: Int, hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard index &+ hashes <= count else { return false }
        for offset in 0..<hashes where bytes[index &+ offset] != SwiftByte.pound { return false }
        return true
    }

    /// The index after `\` and its `#`s when the backslash at `index` starts an escape here
    /// (a raw literal needs as many `#`s as its delimiter); nil when it is plain text.
    private func escapeBody(at index: Int, hashes: Int) -> Int? {
        let body = index &+ 1
        return closesRaw(at: body, hashes: hashes) ? body &+ hashes : nil
    }

    private mutating func scanSingleLine(hashes: Int, depth: Int, location: SourceLocation) -> ScannedStringLiteral {
        var result = ScannedStringLiteral()
        position &+= 1
        while position < count {
            let current = bytes[position]
            if current == SwiftByte.quote, closesRaw(at: position &+ 1, hashes: hashes) {
                position &+= 1 &+ hashes
                return result
            }
            if SwiftByte.isNewline(current) { break }
            if current == SwiftByte.backslash, let body = escapeBody(at: position, hashes: hashes) {
                switch scanEscape(body: body, singleLine: true, depth: depth) {
                case .scalar(let scalar): result.value.append(contentsOf: Array(String(scalar).utf8))
                case .interpolation(let text):
                    result.value.append(contentsOf: Self.placeholderBytes)
                    result.interpolations.append(text)
                case .continuation, .invalid: break
                }
                continue
            }
            result.value.append(current)
            position &+= 1
        }
        report("unterminated string literal", at: location)
        return result
    }

    private mutating func scanMultiLine(hashes: Int, depth: Int, location: SourceLocation) -> ScannedStringLiteral {
        position &+= 3
        skip(while: SwiftByte.isHorizontalSpace)
        var lines: [ContentLine] = []
        if position < count, SwiftByte.isNewline(bytes[position]) {
            consumeNewline()
            lines.append(ContentLine(line: line))
        } else if position < count {
            report("multi-line string literal content must begin on a new line", at: self.location(at: position))
            lines.append(ContentLine(line: line, stripsIndentation: false))
        } else {
            report("unterminated multi-line string literal", at: location)
            return ScannedStringLiteral()
        }
        var interpolations: [String] = []
        var runStart = position
        var closed = false

        func flush(_ lines: inout [ContentLine], upTo end: Int) {
            if end > runStart { lines[lines.count &- 1].pieces.append(.source(runStart..<end)) }
        }

        while position < count {
            let current = bytes[position]
            if current == SwiftByte.quote, byte(at: position &+ 1) == SwiftByte.quote, byte(at: position &+ 2) == SwiftByte.quote,
               closesRaw(at: position &+ 3, hashes: hashes) {
                flush(&lines, upTo: position)
                position &+= 3 &+ hashes
                closed = true
                break
            }
            if SwiftByte.isNewline(current) {
                flush(&lines, upTo: position)
                lines[lines.count &- 1].ending = .newline
                consumeNewline()
                lines.append(ContentLine(line: line))
                runStart = position
                continue
            }
            if current == SwiftByte.backslash, let body = escapeBody(at: position, hashes: hashes) {
                flush(&lines, upTo: position)
                switch scanEscape(body: body, singleLine: false, depth: depth) {
                case .scalar(let scalar): lines[lines.count &- 1].pieces.append(.scalar(scalar))
                case .interpolation(let text):
                    lines[lines.count &- 1].pieces.append(.interpolation)
                    interpolations.append(text)
                case .continuation:
                    lines[lines.count &- 1].ending = .continuation
                    consumeNewline()
                    lines.append(ContentLine(line: line))
                case .invalid: break
                }
                runStart = position
                continue
            }
            position &+= 1
        }
        if !closed {
            flush(&lines, upTo: position)
            report("unterminated multi-line string literal", at: location)
        }
        return ScannedStringLiteral(
            value: assemble(lines, closed: closed),
            interpolations: interpolations
        )
    }

    /// Builds the value of a multi-line literal: the closing delimiter's indentation comes off
    /// every line, the break before the delimiter goes, continuations join lines.
    private mutating func assemble(_ lines: [ContentLine], closed: Bool) -> [UInt8] {
        var content = lines[...]
        var indentation: ArraySlice<UInt8> = []
        if closed, let last = lines.last {
            if let whitespace = whitespaceOnly(last) {
                indentation = whitespace
                content = lines.dropLast()
            } else {
                report(
                    "multi-line string literal closing delimiter must begin on a new line",
                    at: SourceLocation(file: path, line: last.line, column: 1)
                )
            }
        }
        var value: [UInt8] = []
        for (index, contentLine) in content.enumerated() {
            var strip = 0
            if contentLine.stripsIndentation, !indentation.isEmpty {
                let leading = leadingWhitespace(contentLine)
                let common = zip(leading, indentation).prefix(while: { $0 == $1 }).count
                strip = common
                let isBlank = whitespaceOnly(contentLine) != nil
                if common < indentation.count, !isBlank {
                    report(
                        "insufficient indentation of line in multi-line string literal",
                        at: SourceLocation(file: path, line: contentLine.line, column: common &+ 1)
                    )
                }
            }
            for piece in contentLine.pieces {
                switch piece {
                case .source(let range):
                    let skipped = min(strip, range.count)
                    strip &-= skipped
                    value.append(contentsOf: bytes[(range.lowerBound &+ skipped)..<range.upperBound])
                case .scalar(let scalar):
                    strip = 0
                    value.append(contentsOf: Array(String(scalar).utf8))
                case .interpolation:
                    strip = 0
                    value.append(contentsOf: Self.placeholderBytes)
                }
            }
            if index < content.count &- 1, contentLine.ending == .newline {
                value.append(SwiftByte.newline)
            }
        }
        return value
    }

    /// The line's bytes when they are all spaces and tabs (an empty line included), else nil.
    private func whitespaceOnly(_ contentLine: ContentLine) -> ArraySlice<UInt8>? {
        var start: Int?
        var end = 0
        for piece in contentLine.pieces {
            guard case .source(let range) = piece else { return nil }
            for index in range where !SwiftByte.isHorizontalSpace(bytes[index]) { return nil }
            if start == nil { start = range.lowerBound }
            end = range.upperBound
        }
        guard let start else { return [] }
        return bytes[start..<end]
    }

    /// The spaces and tabs that open the line in the source.
    private func leadingWhitespace(_ contentLine: ContentLine) -> ArraySlice<UInt8> {
        guard case .source(let range)? = contentLine.pieces.first else { return [] }
        var end = range.lowerBound
        while end < range.upperBound, SwiftByte.isHorizontalSpace(bytes[end]) { end &+= 1 }
        return bytes[range.lowerBound..<end]
    }

    // MARK: - Escapes and interpolation

    private enum Escape {
        case scalar(Unicode.Scalar)
        case interpolation(String)
        /// Backslash, optional spaces, line break: `position` is left at the break.
        case continuation
        case invalid
    }

    /// Reads the escape whose body starts at `body` (after `\` and its `#`s) and moves past it.
    private mutating func scanEscape(body: Int, singleLine: Bool, depth: Int) -> Escape {
        let escapeLocation = self.location(at: position)
        guard body < count else {
            position = body
            return .invalid
        }
        let marker = bytes[body]
        if SwiftByte.isHorizontalSpace(marker) || SwiftByte.isNewline(marker) {
            if !singleLine {
                var index = body
                while index < count, SwiftByte.isHorizontalSpace(bytes[index]) { index &+= 1 }
                if index < count, SwiftByte.isNewline(bytes[index]) {
                    position = index
                    return .continuation
                }
            }
            position = body
            // A backslash right before the end of a single-line literal's line is reported
            // once, as the unterminated literal.
            if !SwiftByte.isNewline(marker) { report("invalid escape sequence in string literal", at: escapeLocation) }
            return .invalid
        }
        position = body &+ 1
        switch marker {
        case 0x6E: return .scalar("\n")
        case 0x74: return .scalar("\t")
        case 0x72: return .scalar("\r")
        case 0x30: return .scalar("\0")
        case SwiftByte.backslash: return .scalar("\\")
        case SwiftByte.quote: return .scalar("\"")
        case 0x27: return .scalar("'")
        case 0x75: return scanUnicodeEscape(location: escapeLocation)
        case SwiftByte.leftParen:
            return .interpolation(scanInterpolation(singleLine: singleLine, depth: depth))
        default:
            report("invalid escape sequence in string literal", at: escapeLocation)
            // The character after the backslash stays in the value, like Swift's recovery.
            position = body
            return .invalid
        }
    }

    /// `u{1F600}`: one to eight hex digits naming a valid scalar; `position` is after `u`.
    private mutating func scanUnicodeEscape(location: SourceLocation) -> Escape {
        guard byte(at: position) == SwiftByte.leftBrace else {
            report("expected hexadecimal code in braces after unicode escape", at: location)
            return .scalar("\u{FFFD}")
        }
        var index = position &+ 1
        var value: UInt32 = 0
        var digits = 0
        while index < count, SwiftByte.isHexDigit(bytes[index]), digits < 9 {
            let digit = bytes[index]
            let nibble = SwiftByte.isDigit(digit) ? digit &- SwiftByte.zero : (digit | 0x20) &- 0x61 &+ 10
            value = value &<< 4 | UInt32(nibble)
            digits &+= 1
            index &+= 1
        }
        guard byte(at: index) == SwiftByte.rightBrace, digits >= 1, digits <= 8 else {
            report("invalid unicode escape in string literal", at: location)
            position = index
            return .scalar("\u{FFFD}")
        }
        position = index &+ 1
        guard let scalar = Unicode.Scalar(value) else {
            report("invalid unicode scalar in string literal", at: location)
            return .scalar("\u{FFFD}")
        }
        return .scalar(scalar)
    }

    /// Scans `\(…)` from just after its `(` to just after the matching `)`, stepping over nested
    /// parentheses, strings and comments; returns the expression's source text. A single-line
    /// literal's interpolation ends (unclosed) at the line break, which then ends the literal.
    private mutating func scanInterpolation(singleLine: Bool, depth: Int) -> String {
        let start = position
        var parentheses = 0
        while position < count {
            let current = bytes[position]
            switch current {
            case SwiftByte.leftParen:
                parentheses &+= 1
                position &+= 1
            case SwiftByte.rightParen:
                if parentheses == 0 {
                    let text = String(decoding: bytes[start..<position], as: UTF8.self)
                    position &+= 1
                    return text
                }
                parentheses &-= 1
                position &+= 1
            case SwiftByte.newline, SwiftByte.carriageReturn:
                if singleLine { return String(decoding: bytes[start..<position], as: UTF8.self) }
                consumeNewline()
            case SwiftByte.quote, SwiftByte.pound:
                var index = position
                while index < count, bytes[index] == SwiftByte.pound { index &+= 1 }
                if index < count, bytes[index] == SwiftByte.quote, depth < Self.maximumNesting {
                    _ = scanString(hashes: index &- position, depth: depth &+ 1)
                } else {
                    position = max(index, position &+ 1)
                }
            case SwiftByte.slash where byte(at: position &+ 1) == SwiftByte.slash:
                skipToEndOfLine()
            case SwiftByte.slash where byte(at: position &+ 1) == SwiftByte.star:
                let location = self.location(at: position)
                if !skipBlockComment() { report("unterminated block comment", at: location) }
            default:
                position &+= 1
            }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }
}
