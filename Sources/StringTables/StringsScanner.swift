import LubaAuditModel
import LubaAuditICU
/// The `.strings` grammar of Apple's parser (CoreFoundation's CFOldStylePList.c in strings-file mode),
/// read from valid UTF-8 bytes with line:column tracking, comment capture and error recovery.
///
/// Accepted exactly as Apple accepts it: `"key" = "value";`, `'single'` quotes, unquoted tokens of
/// `A-Z a-z 0-9 _ $ / : . -`, the `"key";` shorthand (value = key), `/* */` and `//` comments, a
/// `{ … }` wrapper, and as whitespace tab, LF, VT, FF, CR, space, U+2028 and U+2029 (nothing else:
/// U+0085 or U+00A0 between entries is an error to Apple too). Line breaks for locations are LF, CR,
/// CRLF, U+2028 and U+2029. Where Apple gives up, this reports and recovers (see `recover()`).
package struct StringsScanner {
    /// A resumable place in the text: byte offset, 1-based line, and the offset where that line starts.
    package struct Cursor {
        package var pos: Int
        package var line: Int
        package var lineStart: Int
    }

    /// The comment (or run of `//` lines) seen since the last token, kept as a byte range until an entry
    /// claims it.
    package struct PendingComment {
        package var start: Int
        package var end: Int
        package var isLineBlock: Bool
        package var lastLine: Int
    }

    /// What Apple's parser makes of the file so far: the first error in file order decides it.
    package enum AppleOutcome {
        case reading
        case stopped
        case rejected
    }

    package let text: UnsafeBufferPointer<UInt8>
    package let path: String
    package var cursor: Cursor
    package var columnAnchor = 0
    package var columnAnchorValue = 1
    package var lastTokenLine = 0
    package var pendingComment: PendingComment?
    package var entries: [StringsEntry] = []
    package var diagnostics: [ReadDiagnostic] = []
    package var appleOutcome = AppleOutcome.reading
    package var escapeProblems: [StringsEscapes.Problem] = []
    /// `lubaaudit:` directives, each attached to the entry it stands before (or trails).
    package var suppressions = SuppressionComments()
    /// Directives read since the last entry, waiting for the next one.
    package var pendingDirectives = SuppressionComments()
    /// True while an entry is being read: a comment then is inside it, not trailing the one before.
    package var readingEntry = false

    /// The source's keys, when reading a translation: equal keys share the source's storage.
    private let interner: KeyInterner?
    private var internGuess = 0

    package init(text: UnsafeBufferPointer<UInt8>, path: String, interner: KeyInterner? = nil) {
        self.text = text
        self.path = path
        self.interner = interner
        self.cursor = Cursor(pos: 0, line: 1, lineStart: 0)
        entries.reserveCapacity(min(text.count / 80, 100_000))
    }

    // MARK: Byte classes

    private static let lineBreakClass: UInt8 = 1
    private static let backslashClass: UInt8 = 2
    private static let doubleQuoteClass: UInt8 = 4
    private static let singleQuoteClass: UInt8 = 8
    private static let unquotedClass: UInt8 = 16

    /// One lookup per byte in the hot loops.
    private static let classes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        table[0x0A] = lineBreakClass
        table[0x0D] = lineBreakClass
        table[0xE2] = lineBreakClass  // may start U+2028 or U+2029
        table[0x5C] = backslashClass
        table[0x22] = doubleQuoteClass
        table[0x27] = singleQuoteClass
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(b)] = unquotedClass }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(b)] = unquotedClass }
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(b)] = unquotedClass }
        for b in "_$/:.-".utf8 { table[Int(b)] = unquotedClass }
        return table
    }()

    @inline(__always)
    private func byteClass(_ b: UInt8) -> UInt8 {
        Self.classes.withUnsafeBufferPointer { $0[Int(b)] }
    }

    @inline(__always)
    private func isUnquoted(_ b: UInt8) -> Bool { byteClass(b) & Self.unquotedClass != 0 }

    /// True at an encoded U+2028 or U+2029.
    @inline(__always)
    private func isSeparator(at i: Int) -> Bool {
        i + 2 < text.count && text[i] == 0xE2 && text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9)
    }

    /// The length of the line break at `i` (1 for LF or CR, 2 for CRLF, 3 for U+2028/9), or 0.
    @inline(__always)
    private func lineBreakLength(at i: Int) -> Int {
        switch text[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < text.count && text[i + 1] == 0x0A ? 2 : 1
        case 0xE2: return isSeparator(at: i) ? 3 : 0
        default: return 0
        }
    }

    @inline(__always)
    private mutating func newLine(length: Int) {
        cursor.pos &+= length
        cursor.line &+= 1
        cursor.lineStart = cursor.pos
    }

    // MARK: Locations

    /// The 1-based column of `offset` on the line starting at `lineStart`, counting scalars. Reuses the
    /// last answer on the same line, so each line is counted once however many tokens it holds.
    private mutating func column(at offset: Int, lineStart: Int) -> Int {
        var from = lineStart
        var col = 1
        if columnAnchor >= lineStart && columnAnchor <= offset {
            from = columnAnchor
            col = columnAnchorValue
        }
        col &+= StringsScanner.scalarCount(text, from: from, to: offset)
        columnAnchor = offset
        columnAnchorValue = col
        return col
    }

    /// Scalars in `text[from..<to]` of valid UTF-8: bytes that are not continuation bytes, eight at a time.
    package static func scalarCount(_ text: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        guard let base = text.baseAddress, from < to else { return 0 }
        let raw = UnsafeRawPointer(base)
        var i = from
        var count = 0
        while i &+ 8 <= to {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let continuation = (w & ~(w << 1) & 0x8080_8080_8080_8080) >> 7
            // One bit per byte: the multiply sums them into the top byte (no popcount on baseline x86-64).
            count &+= 8 &- Int((continuation &* 0x0101_0101_0101_0101) >> 56)
            i &+= 8
        }
        while i < to {
            if text[i] & 0xC0 != 0x80 { count &+= 1 }
            i &+= 1
        }
        return count
    }

    private mutating func location(_ c: Cursor) -> SourceLocation {
        SourceLocation(file: path, line: c.line, column: column(at: c.pos, lineStart: c.lineStart))
    }

    private mutating func here() -> SourceLocation { location(cursor) }

    /// Where a cursor stands, without the file: what an entry keeps beside its one file name
    /// (a `SourceLocation` each for key and value retains and releases the path twice more).
    private mutating func lineAndColumn(_ c: Cursor) -> (line: Int, column: Int) {
        (c.line, column(at: c.pos, lineStart: c.lineStart))
    }

    /// The cursor at any offset at or after `anchor`, walking the line breaks between.
    package func advance(_ anchor: Cursor, to offset: Int) -> Cursor {
        var c = anchor
        var i = anchor.pos
        let end = min(offset, text.count)
        while i < end {
            let length = lineBreakLength(at: i)
            if length > 0 && i + length <= end {
                i += length
                c.line &+= 1
                c.lineStart = i
            } else {
                i += 1
            }
        }
        c.pos = max(end, anchor.pos)
        return c
    }

    /// The location of an offset at or after `anchor` (for diagnostics, off the hot path).
    package mutating func locate(_ offset: Int, from anchor: Cursor) -> SourceLocation {
        location(advance(anchor, to: offset))
    }

    /// Locations of ascending offsets anywhere in the text, in one walk.
    package mutating func locateAll(_ offsets: [Int]) -> [SourceLocation] {
        var c = Cursor(pos: 0, line: 1, lineStart: 0)
        var result: [SourceLocation] = []
        result.reserveCapacity(offsets.count)
        for offset in offsets {
            c = advance(c, to: offset)
            result.append(location(c))
        }
        return result
    }

    // MARK: Diagnostics

    private mutating func report(_ kind: ReadDiagnostic.Kind, _ message: String, at location: SourceLocation) {
        diagnostics.append(ReadDiagnostic(kind: kind, message: message, location: location))
    }

    /// A syntax error after which Apple's parser returns nothing for the whole file.
    private mutating func reportRejecting(_ message: String, at location: SourceLocation) {
        var text = message
        if appleOutcome == .reading {
            appleOutcome = .rejected
            text += " (Apple's parser rejects the whole file)"
        }
        report(.syntax, text, at: location)
    }

    /// Describes the character at `i` for a message; names the look-alikes people paste by mistake.
    private func describeCharacter(at i: Int) -> String {
        guard i < text.count else { return "end of file" }
        let length = max(1, StringsDecoding.sequenceLength(text, at: i))
        let scalarText = String(decoding: UnsafeBufferPointer(rebasing: text[i..<min(text.count, i + length)]), as: UTF8.self)
        guard let scalar = scalarText.unicodeScalars.first else { return "end of file" }
        let code = "U+" + StringsDecoding.hex(scalar.value, width: 4)
        switch scalar.value {
        case 0x21...0x7E: return "'\(scalarText)'"
        case 0x201C, 0x201D, 0x2018, 0x2019, 0x00AB, 0x00BB, 0x201E:
            return "typographic quote '\(scalarText)' (\(code)); keys and values need straight quotes \" or '"
        case 0x0085: return "\(code) NEXT LINE, which Apple's parser does not take as whitespace"
        case 0x00A0: return "\(code) NO-BREAK SPACE, which Apple's parser does not take as whitespace"
        case 0xFEFF: return "\(code) BYTE ORDER MARK in the middle of the file"
        case 0x200B: return "\(code) ZERO WIDTH SPACE"
        case 0x0000: return "\(code) NUL"
        default:
            if scalar.isWhitespaceFast {
                return "\(code) (a space Apple's parser does not take as whitespace)"
            }
            return scalar.properties.generalCategory == .control ? code : "'\(scalarText)' (\(code))"
        }
    }

    // MARK: Trivia

    /// Skips whitespace and comments as Apple's `advanceToNonSpace` does, remembering comments for entries.
    private mutating func skipTrivia() {
        let n = text.count
        while cursor.pos < n {
            switch text[cursor.pos] {
            case 0x20, 0x09, 0x0B, 0x0C:
                cursor.pos &+= 1
            case 0x0A:
                newLine(length: 1)
            case 0x0D:
                newLine(length: lineBreakLength(at: cursor.pos))
            case 0xE2:
                guard isSeparator(at: cursor.pos) else { return }
                newLine(length: 3)
            case 0x2F:
                guard cursor.pos + 1 < n else { return }
                let next = text[cursor.pos + 1]
                if next == 0x2F {
                    skipLineComment()
                } else if next == 0x2A {
                    skipBlockComment()
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    private mutating func skipLineComment() {
        let start = cursor.pos
        let line = cursor.line
        let n = text.count
        var i = start + 2
        while i < n {
            let b = text[i]
            if b == 0x0A || b == 0x0D || (b == 0xE2 && isSeparator(at: i)) { break }
            i += 1
        }
        cursor.pos = i
        noteDirectives(from: start + 2, to: i, at: Cursor(pos: start + 2, line: line, lineStart: cursor.lineStart), firstLine: line)
        noteComment(start: start, end: i, isLineBlock: true, firstLine: line, lastLine: line)
    }

    private mutating func skipBlockComment() {
        let open = cursor
        let n = text.count
        cursor.pos &+= 2
        while cursor.pos < n {
            let b = text[cursor.pos]
            if b == 0x2A {
                if cursor.pos + 1 < n && text[cursor.pos + 1] == 0x2F {
                    cursor.pos &+= 2
                    noteDirectives(
                        from: open.pos + 2, to: cursor.pos - 2, at: Cursor(pos: open.pos + 2, line: open.line, lineStart: open.lineStart),
                        firstLine: open.line)
                    noteComment(start: open.pos, end: cursor.pos, isLineBlock: false, firstLine: open.line, lastLine: cursor.line)
                    return
                }
                cursor.pos &+= 1
            } else if b == 0x0A || b == 0x0D || b == 0xE2 {
                let length = lineBreakLength(at: cursor.pos)
                if length > 0 { newLine(length: length) } else { cursor.pos &+= 1 }
            } else {
                cursor.pos &+= 1
            }
        }
        // Apple's parser takes the rest of the file as the comment and keeps what came before.
        var message = "unterminated comment: '/*' has no closing '*/'"
        if appleOutcome == .reading {
            appleOutcome = .stopped
            message += "; Apple's parser takes the rest of the file as a comment, so no entry after this point exists at runtime"
        }
        report(.syntax, message, at: location(open))
        pendingComment = nil
        // Read on from the next line that starts like an entry, as the author surely meant.
        cursor = open
        cursor.pos &+= 2
        skipToLineStartingEntry(quotesOnly: true)
    }

    private mutating func noteComment(start: Int, end: Int, isLineBlock: Bool, firstLine: Int, lastLine: Int) {
        if firstLine == lastTokenLine {
            // A trailing comment belongs to what stands before it on the line, not to the next entry.
            pendingComment = nil
            return
        }
        if isLineBlock, let pending = pendingComment, pending.isLineBlock, pending.lastLine &+ 1 == firstLine {
            pendingComment?.end = end
            pendingComment?.lastLine = lastLine
            return
        }
        pendingComment = PendingComment(start: start, end: end, isLineBlock: isLineBlock, lastLine: lastLine)
    }

    /// A comment holding `lubaaudit:` is read for directives: one trailing an entry's line
    /// belongs to that entry, any other to the entry after it.
    private mutating func noteDirectives(from start: Int, to end: Int, at body: Cursor, firstLine: Int) {
        guard start < end else { return }
        let bytes = UnsafeBufferPointer(rebasing: text[start..<end])
        guard SuppressionSyntax.mentions(bytes) else { return }
        let bodyLocation = location(body)
        let found = SuppressionSyntax.directives(inComment: String(decoding: bytes, as: UTF8.self), at: bodyLocation)
        if !readingEntry, firstLine == lastTokenLine, let last = entries.last {
            let span = SuppressionSpan(file: path, start: .init(last.location), end: .init(bodyLocation))
            suppressions.append(SuppressionSyntax.forEntry(found, span: span))
        } else {
            pendingDirectives.append(found)
        }
    }

    /// The directives written before an entry, given the entry once it is read (nil: none was).
    package mutating func attachPendingDirectives(toEntryAt index: Int?) {
        guard !pendingDirectives.isEmpty else { return }
        let pending = pendingDirectives
        pendingDirectives = SuppressionComments()
        guard let index, index < entries.count else {
            suppressions.problems += pending.problems
            for directive in pending.directives {
                suppressions.problems.append(SuppressionProblem(
                    "this suppression stands before no entry that could be read: write it on the line before the entry it silences",
                    at: directive.location))
            }
            return
        }
        let span = SuppressionSpan(file: path, start: .init(entries[index].location), end: .init(here()))
        suppressions.append(SuppressionSyntax.forEntry(pending, span: span))
    }

    private mutating func tokenConsumed() {
        lastTokenLine = cursor.line
        pendingComment = nil
    }

    /// A comment's text without delimiters, trimmed; runs of `//` lines joined by newlines; nil if empty.
    private func commentText(_ comment: PendingComment) -> String? {
        if !comment.isLineBlock {
            let (s, e) = trimmed(comment.start + 2, max(comment.start + 2, comment.end - 2))
            return s < e ? String(decoding: UnsafeBufferPointer(rebasing: text[s..<e]), as: UTF8.self) : nil
        }
        var lines: [String] = []
        var i = comment.start
        while i < comment.end {
            var lineEnd = i
            while lineEnd < comment.end && lineBreakLength(at: lineEnd) == 0 { lineEnd += 1 }
            var (s, e) = trimmed(i, lineEnd)
            while s < e && text[s] == 0x2F { s += 1 }
            (s, e) = trimmed(s, e)
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: text[s..<e]), as: UTF8.self))
            i = lineEnd < comment.end ? lineEnd + lineBreakLength(at: lineEnd) : comment.end
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    private func trimmed(_ start: Int, _ end: Int) -> (Int, Int) {
        var s = start
        var e = end
        @inline(__always) func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        while s < e && isSpace(text[s]) { s += 1 }
        while e > s && isSpace(text[e - 1]) { e -= 1 }
        return (s, e)
    }

    // MARK: Tokens

    /// A string read from the text, and where it ended; `firstBreak` is the cursor just past the first
    /// raw line break inside quotes, where reading resumes if the closing quote turns out to be missing.
    /// The text is kept as its byte range until an entry needs it: a translation's key found
    /// among the source's by its bytes is never made a `String` of its own.
    package struct Token {
        /// The bytes between the quotes (or the unquoted token).
        package var content: Range<Int>
        /// The text with its escapes resolved; nil when it has none (the text is `content`).
        package var unescaped: String? { hasEscapes ? resolved : nil }
        /// Stored as a string and a flag, not an optional: a struct holding an optional string
        /// is copied and destroyed again wherever one is returned (Swift 6.3).
        private var resolved: String
        private var hasEscapes: Bool
        package var start: Cursor
        package var end: Cursor
        package var firstBreak: Cursor?

        package init(content: Range<Int>, unescaped: String?, start: Cursor, end: Cursor, firstBreak: Cursor?) {
            self.content = content
            resolved = unescaped ?? ""
            hasEscapes = unescaped != nil
            self.start = start
            self.end = end
            self.firstBreak = firstBreak
        }
    }

    /// A token's text.
    private func string(_ token: Token) -> String {
        token.unescaped ?? ValidUTF8.string(UnsafeBufferPointer(rebasing: text[token.content]))
    }

    /// The first offset at or after `from` holding `quote`, a backslash, CR, LF or 0xE2 (the
    /// lead byte of U+2028/9), eight bytes at a time; within 7 bytes of `count` it may stop
    /// early at a byte that is none of those, which the caller steps over. (Swift's SIMD types
    /// compiled to a loop over lanes here, six times slower than these words.)
    @inline(__always)
    package static func nextStop(_ raw: UnsafeRawPointer, from start: Int, count n: Int, quote: UInt8) -> Int {
        var i = start
        let quoteWord = 0x0101_0101_0101_0101 &* UInt64(quote)
        while i &+ 8 <= n {
            let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let special = zeroBytes(w ^ quoteWord) | zeroBytes(w ^ 0x5C5C_5C5C_5C5C_5C5C)
                | zeroBytes(w ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(w ^ 0x0D0D_0D0D_0D0D_0D0D)
                | zeroBytes(w ^ 0xE2E2_E2E2_E2E2_E2E2)
            // The lowest flagged byte is exact (only bytes above a zero byte can be flagged
            // wrongly), so the first stop is found without stepping byte by byte.
            if special != 0 { return i &+ special.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        return i
    }

    /// The high bit of each zero byte of `w` set; bytes above a zero byte may be flagged too.
    @inline(__always)
    package static func zeroBytes(_ w: UInt64) -> UInt64 {
        (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
    }

    /// Reads a quoted string at the cursor; nil after reporting an unterminated one.
    private mutating func readQuoted() -> Token? {
        let quote = text[cursor.pos]
        let open = cursor
        let stopMask: UInt8 = Self.lineBreakClass | Self.backslashClass
            | (quote == 0x22 ? Self.doubleQuoteClass : Self.singleQuoteClass)
        let n = text.count
        cursor.pos &+= 1
        let contentStart = cursor.pos
        var hasEscape = false
        var firstBreak: Cursor?
        guard let base = text.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        Self.classes.withUnsafeBufferPointer { classes in
            while cursor.pos < n {
                cursor.pos = Self.nextStop(raw, from: cursor.pos, count: n, quote: quote)
                guard cursor.pos < n else { break }
                let b = text[cursor.pos]
                if classes[Int(b)] & stopMask == 0 {
                    cursor.pos &+= 1
                    continue
                }
                if b == quote { break }
                if b == 0x5C {
                    hasEscape = true
                    cursor.pos &+= 1
                    // Step over the escaped character, unless it is a line break: that is counted below.
                    if cursor.pos < n && classes[Int(text[cursor.pos])] & Self.lineBreakClass == 0 {
                        cursor.pos &+= 1
                    }
                    continue
                }
                let length = lineBreakLength(at: cursor.pos)
                if length == 0 {
                    cursor.pos &+= 1
                    continue
                }
                newLine(length: length)
                if firstBreak == nil { firstBreak = cursor }
            }
        }
        guard cursor.pos < n else {
            reportRejecting("unterminated string: no closing \(quote == 0x22 ? "\"" : "'")", at: location(open))
            pendingComment = nil
            if let resume = firstBreak {
                cursor = resume
            }
            return nil
        }
        let contentEnd = cursor.pos
        cursor.pos &+= 1
        var unescaped: String?
        if hasEscape {
            escapeProblems.removeAll(keepingCapacity: true)
            unescaped = StringsEscapes.unescape(text, from: contentStart, to: contentEnd, problems: &escapeProblems)
            for problem in escapeProblems {
                report(problem.kind, problem.message, at: locate(problem.offset, from: open))
            }
        }
        return Token(content: contentStart..<contentEnd, unescaped: unescaped, start: open, end: cursor, firstBreak: firstBreak)
    }

    private mutating func readUnquoted() -> Token {
        let start = cursor
        let n = text.count
        var i = cursor.pos
        while i < n && isUnquoted(text[i]) { i += 1 }
        cursor.pos = i
        return Token(content: start.pos..<i, unescaped: nil, start: start, end: cursor, firstBreak: nil)
    }

    // MARK: Grammar

    /// Reads the whole table.
    package mutating func parse() {
        skipTrivia()
        guard cursor.pos < text.count else { return }
        var braced = false
        switch text[cursor.pos] {
        case UInt8(ascii: "{"):
            braced = true
            cursor.pos &+= 1
            tokenConsumed()
        case UInt8(ascii: "("):
            report(.unsupported, "the file is an array property list, not a strings table", at: here())
            return
        case UInt8(ascii: "<"):
            reportRejecting("expected a key, found '<': the file is neither a strings table nor a valid XML property list", at: here())
            return
        default:
            break
        }
        while true {
            skipTrivia()
            guard cursor.pos < text.count else {
                if braced { reportRejecting("missing '}' at the end of the table", at: here()) }
                return
            }
            if braced && text[cursor.pos] == UInt8(ascii: "}") {
                cursor.pos &+= 1
                tokenConsumed()
                skipTrivia()
                if cursor.pos < text.count {
                    reportRejecting("unexpected \(describeCharacter(at: cursor.pos)) after the closing '}'", at: here())
                }
                return
            }
            let before = entries.count
            readingEntry = true
            parseEntry(braced: braced)
            readingEntry = false
            attachPendingDirectives(toEntryAt: entries.count > before ? before : nil)
        }
    }

    private mutating func parseEntry(braced: Bool) {
        let comment = pendingComment
        let b = text[cursor.pos]
        let key: Token
        if b == 0x22 || b == 0x27 {
            guard let quoted = readQuoted() else { return }
            key = quoted
        } else if isUnquoted(b) {
            key = readUnquoted()
        } else {
            let what = describeCharacter(at: cursor.pos)
            if appleOutcome == .reading && !entries.isEmpty && !braced {
                // Apple's parser ends the table quietly when no key follows a ';'.
                appleOutcome = .stopped
                report(.syntax, "expected a key, found \(what); Apple's parser stops reading here, so no entry after this point exists at runtime", at: here())
            } else {
                reportRejecting("expected a key, found \(what)", at: here())
            }
            recover()
            return
        }
        tokenConsumed()
        let keyAt = lineAndColumn(key.start)
        skipTrivia()
        guard cursor.pos < text.count else {
            reportRejecting("missing ';' after the key \"\(string(key))\"", at: location(key.end))
            return
        }
        switch text[cursor.pos] {
        case UInt8(ascii: ";"):
            cursor.pos &+= 1
            tokenConsumed()
            emit(key: key, value: nil, keyAt: keyAt, valueAt: keyAt, comment: comment)
        case UInt8(ascii: "="):
            cursor.pos &+= 1
            tokenConsumed()
            parseValue(key: key, keyAt: keyAt, comment: comment)
        default:
            if let resume = key.firstBreak {
                missingClosingQuote(of: key, resume: resume)
            } else {
                reportRejecting("expected '=' or ';' after the key \"\(string(key))\", found \(describeCharacter(at: cursor.pos))", at: here())
                recover()
            }
        }
    }

    private mutating func parseValue(key: Token, keyAt: (line: Int, column: Int), comment: PendingComment?) {
        skipTrivia()
        guard cursor.pos < text.count else {
            reportRejecting("missing the value of \"\(string(key))\" after '='", at: here())
            return
        }
        let b = text[cursor.pos]
        let value: Token
        if b == 0x22 || b == 0x27 {
            guard let quoted = readQuoted() else { return }
            value = quoted
        } else if isUnquoted(b) {
            value = readUnquoted()
        } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "(") || b == UInt8(ascii: "<") {
            let kind = b == UInt8(ascii: "{") ? "a dictionary" : b == UInt8(ascii: "(") ? "an array" : "data"
            let start = here()
            guard skipNestedValue() else { return }
            report(.unsupported, "the value of \"\(string(key))\" is \(kind), not a string; it is not checked", at: start)
            skipTrivia()
            if cursor.pos < text.count && text[cursor.pos] == UInt8(ascii: ";") {
                cursor.pos &+= 1
                tokenConsumed()
            } else {
                reportRejecting("missing ';' after the value of \"\(string(key))\"", at: here())
            }
            return
        } else {
            reportRejecting("expected the value of \"\(string(key))\" after '=', found \(describeCharacter(at: cursor.pos))", at: here())
            recover()
            return
        }
        tokenConsumed()
        let valueAt = lineAndColumn(value.start)
        skipTrivia()
        if cursor.pos < text.count && text[cursor.pos] == UInt8(ascii: ";") {
            cursor.pos &+= 1
            tokenConsumed()
            emit(key: key, value: value, keyAt: keyAt, valueAt: valueAt, comment: comment)
        } else if cursor.pos < text.count, let resume = value.firstBreak {
            missingClosingQuote(of: value, resume: resume)
        } else {
            // The entry is whole; only its terminator is missing. Keep it and read on from here.
            reportRejecting("missing ';' after the value of \"\(string(key))\"", at: location(value.end))
            emit(key: key, value: value, keyAt: keyAt, valueAt: valueAt, comment: comment)
        }
    }

    /// A quoted string ran over a line end and what followed makes no sense: its closing quote is most
    /// likely missing. Report it where it opens and read on from the line after.
    private mutating func missingClosingQuote(of token: Token, resume: Cursor) {
        reportRejecting("string is not closed on its line: a closing quote is probably missing", at: location(token.start))
        cursor = resume
        pendingComment = nil
        lastTokenLine = 0
    }

    /// One entry; `value` nil for the `"key";` shorthand, whose value is its key.
    private mutating func emit(
        key: Token, value: Token?, keyAt: (line: Int, column: Int), valueAt: (line: Int, column: Int), comment: PendingComment?
    ) {
        // Each part worked out before the append: reading the comment inside the argument list
        // copied the whole scanner, for every entry.
        let keyText: String
        var sourceValue: String?
        if let interner {
            // Equal bytes are the only match: a key the source lacks is made here, once.
            let shared: (key: String, value: String)?
            if let unescaped = key.unescaped {
                shared = interner.sharedEntry(unescaped, guess: &internGuess)
            } else {
                shared = interner.sharedEntry(UnsafeBufferPointer(rebasing: text[key.content]), guess: &internGuess)
            }
            keyText = shared?.key ?? string(key)
            sourceValue = shared?.value
        } else {
            keyText = string(key)
        }
        let valueText: String
        if let value {
            // A value kept as the source's is the source's string, not a copy of it.
            if let sourceValue, value.unescaped.map({ UTF8Key.same($0, sourceValue) })
                ?? UTF8Key.same(sourceValue, UnsafeBufferPointer(rebasing: text[value.content])) {
                valueText = sourceValue
            } else {
                valueText = string(value)
            }
        } else {
            valueText = keyText
        }
        let text = comment.flatMap { commentText($0) }
        let entry = StringsEntry(key: keyText, value: valueText, file: path, keyAt: keyAt, valueAt: valueAt, comment: text)
        entries.append(consume entry)
    }

    /// Skips a `{ … }`, `( … )` or `< … >` value without recursion; false after reporting a broken one.
    private mutating func skipNestedValue() -> Bool {
        var closers: [UInt8] = []
        let maxDepth = 512
        while true {
            skipTrivia()
            guard cursor.pos < text.count else {
                reportRejecting("unterminated nested value: missing '\(closers.last.map { String(UnicodeScalar($0)) } ?? "}")'", at: here())
                return false
            }
            let b = text[cursor.pos]
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"):
                guard closers.count < maxDepth else {
                    reportRejecting("values nested more than \(maxDepth) deep", at: here())
                    recover()
                    return false
                }
                closers.append(b == UInt8(ascii: "{") ? UInt8(ascii: "}") : b == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: ">"))
                cursor.pos &+= 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: ">"):
                guard closers.last == b else {
                    reportRejecting("unexpected \(describeCharacter(at: cursor.pos)) in a nested value", at: here())
                    recover()
                    return false
                }
                closers.removeLast()
                cursor.pos &+= 1
                if closers.isEmpty {
                    pendingComment = nil
                    return true
                }
            case 0x22, 0x27:
                guard readQuoted() != nil else { return false }
            default:
                let length = StringsDecoding.sequenceLength(text, at: cursor.pos)
                cursor.pos &+= max(1, length)
            }
        }
    }

    // MARK: Recovery

    /// After an error: skip to just past the next `;`, or to the start of the next line that starts like
    /// an entry (a quote or a comment), whichever comes first. Quoted text on the way is skipped whole
    /// but never past its line, so one stray quote cannot swallow the file.
    private mutating func recover() {
        pendingComment = nil
        let n = text.count
        while cursor.pos < n {
            let b = text[cursor.pos]
            switch b {
            case UInt8(ascii: ";"):
                cursor.pos &+= 1
                tokenConsumed()
                return
            case 0x0A, 0x0D, 0xE2:
                let length = lineBreakLength(at: cursor.pos)
                if length == 0 {
                    cursor.pos &+= 1
                } else {
                    newLine(length: length)
                    if lineStartsEntry(quotesOnly: false) { return }
                }
            case 0x22, 0x27:
                cursor.pos &+= 1
                while cursor.pos < n {
                    let c = text[cursor.pos]
                    if c == b { cursor.pos &+= 1; break }
                    if lineBreakLength(at: cursor.pos) > 0 { break }
                    cursor.pos &+= c == 0x5C && cursor.pos + 1 < n && lineBreakLength(at: cursor.pos + 1) == 0 ? 2 : 1
                }
            default:
                cursor.pos &+= 1
            }
        }
    }

    /// Moves to the start of the next line that starts like an entry, or to the end.
    private mutating func skipToLineStartingEntry(quotesOnly: Bool) {
        let n = text.count
        while cursor.pos < n {
            let length = lineBreakLength(at: cursor.pos)
            if length == 0 {
                cursor.pos &+= 1
                continue
            }
            newLine(length: length)
            if lineStartsEntry(quotesOnly: quotesOnly) { return }
        }
    }

    /// Whether the line at the cursor starts, after blanks, with a quote (or a comment).
    private func lineStartsEntry(quotesOnly: Bool) -> Bool {
        var i = cursor.pos
        let n = text.count
        while i < n && (text[i] == 0x20 || text[i] == 0x09) { i += 1 }
        guard i < n else { return false }
        let c = text[i]
        if c == 0x22 || c == 0x27 { return true }
        if !quotesOnly && c == 0x2F && i + 1 < n && (text[i + 1] == 0x2F || text[i + 1] == 0x2A) { return true }
        return false
    }
}
