import LubaAuditModel
/// Finds the `lubaaudit:` directives in a Swift file's comments, as SwiftLint reads its own:
/// `// lubaaudit:disable:next rule`, `// lubaaudit:disable rule` … `// lubaaudit:enable rule`,
/// `:this` and `:previous`, in line or block comments. Text inside string literals (plain,
/// multi-line, raw, interpolated) is not a comment and is passed over.
///
/// A pure function of a file's bytes: `SwiftSourceFile` calls it where the file is read and
/// lexed, so no file is read twice for its directives and no bytes are kept for it.
public enum SwiftSuppressionScanner {
    public static func directives(in bytes: [UInt8], path: String) -> SuppressionComments {
        bytes.withUnsafeBufferPointer { directives(in: $0, path: path) }
    }

    public static func directives(in text: UnsafeBufferPointer<UInt8>, path: String) -> SuppressionComments {
        var found = SuppressionComments()
        guard SuppressionSyntax.mentions(text) else { return found }
        var scanner = Scanner(text: text, path: path)
        scanner.run { body, location in
            found.append(SuppressionSyntax.directives(inComment: body, at: location))
        }
        return found
    }

    private struct Scanner {
        enum Context {
            /// Code at the top level, or inside `\( … )` of a string with this many open parentheses.
            case code(parentheses: Int)
            case string(hashes: Int, multiline: Bool)
        }

        let text: UnsafeBufferPointer<UInt8>
        let path: String
        var index = 0
        var line = 1
        var lineStart = 0
        var stack: [Context] = [.code(parentheses: 0)]

        init(text: UnsafeBufferPointer<UInt8>, path: String) {
            self.text = text
            self.path = path
        }

        func byte(_ offset: Int) -> UInt8? { offset < text.count ? text[offset] : nil }

        /// Where byte `offset` stands, columns in scalars (bytes that do not continue a UTF-8 sequence).
        func location(_ offset: Int) -> SourceLocation {
            var column = 1
            var position = lineStart
            while position < offset {
                if text[position] & 0xC0 != 0x80 { column += 1 }
                position += 1
            }
            return SourceLocation(file: path, line: line, column: column)
        }

        mutating func newLine(at offset: Int) {
            var next = offset + 1
            if text[offset] == 0x0D, byte(next) == 0x0A { next += 1 }
            line += 1
            lineStart = next
            index = next
        }

        func hashes(from offset: Int) -> Int {
            var count = 0
            while byte(offset + count) == UInt8(ascii: "#") { count += 1 }
            return count
        }

        mutating func run(_ comment: (String, SourceLocation) -> Void) {
            while index < text.count {
                let current = text[index]
                if current == 0x0A || current == 0x0D {
                    if case .string(_, false) = stack[stack.count - 1] { stack.removeLast() }
                    newLine(at: index)
                    continue
                }
                switch stack[stack.count - 1] {
                case .string(let hashes, let multiline):
                    stringByte(current, hashes: hashes, multiline: multiline)
                case .code(let parentheses):
                    codeByte(current, parentheses: parentheses, comment)
                }
            }
        }

        mutating func stringByte(_ current: UInt8, hashes: Int, multiline: Bool) {
            if current == UInt8(ascii: "\\"), self.hashes(from: index + 1) >= hashes {
                let after = index + 1 + hashes
                if byte(after) == UInt8(ascii: "(") {
                    stack.append(.code(parentheses: 0))
                    index = after + 1
                } else {
                    // An escape: skip the escaped byte unless it is a line break (counted above).
                    index = after
                    if let next = byte(index), next != 0x0A, next != 0x0D { index += 1 }
                }
                return
            }
            if current == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var closes = true
                for offset in 0..<quotes where byte(index + offset) != UInt8(ascii: "\"") { closes = false }
                if closes, self.hashes(from: index + quotes) >= hashes {
                    stack.removeLast()
                    index += quotes + hashes
                    return
                }
            }
            index += 1
        }

        mutating func codeByte(_ current: UInt8, parentheses: Int, _ comment: (String, SourceLocation) -> Void) {
            switch current {
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                let start = index + 2
                var end = start
                while end < text.count, text[end] != 0x0A, text[end] != 0x0D { end += 1 }
                report(start, end, comment)
                index = end
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                blockComment(comment)
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let count = hashes(from: index)
                guard byte(index + count) == UInt8(ascii: "\"") else {
                    index += max(count, 1)
                    return
                }
                let quote = index + count
                let multiline = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
                stack.append(.string(hashes: count, multiline: multiline))
                index = quote + (multiline ? 3 : 1)
            case UInt8(ascii: "(") where stack.count > 1:
                stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                index += 1
            case UInt8(ascii: ")") where stack.count > 1:
                if parentheses == 0 {
                    stack.removeLast()
                } else {
                    stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                }
                index += 1
            default:
                index += 1
            }
        }

        /// `/* … */`, nested as Swift nests them; each line of its text is read for directives.
        mutating func blockComment(_ comment: (String, SourceLocation) -> Void) {
            var depth = 1
            index += 2
            var segment = index
            while index < text.count, depth > 0 {
                let current = text[index]
                if current == 0x0A || current == 0x0D {
                    report(segment, index, comment)
                    newLine(at: index)
                    segment = index
                } else if current == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    if depth == 0 { report(segment, index, comment) }
                    index += 2
                } else if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else {
                    index += 1
                }
            }
            if depth > 0 { report(segment, index, comment) }
        }

        func report(_ start: Int, _ end: Int, _ comment: (String, SourceLocation) -> Void) {
            guard start < end else { return }
            let body = UnsafeBufferPointer(rebasing: text[start..<end])
            guard SuppressionSyntax.mentions(body) else { return }
            comment(String(decoding: body, as: UTF8.self), location(start))
        }
    }
}
