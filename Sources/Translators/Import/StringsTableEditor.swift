import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
import LubaAuditEngine
import LubaAuditReports
/// Writes translations into a `.strings` table by replacing only the bytes of each value; a new
/// key goes where the source table's order puts it, with the source's comment. Everything else
/// (comments, blank lines, quoting, line endings, encoding and byte order mark) stays as it was.
package struct StringsTableEditor {
    package struct Refusal: Error {
        package var reason: String
    }

    /// Where one entry stands in the UTF-8 text.
    package struct Span {
        package var key: Range<Int>
        /// The value token, quotes included; nil for the `"key";` shorthand.
        package var value: Range<Int>?
        package var semicolon: Int
        /// Just past the entry's line: the `;`, trailing blanks and a `//` comment, and the line break.
        package var lineEnd: Int
        /// Where the entry's block starts: just past the previous entry's line (its comment belongs to it).
        package var blockStart: Int
    }

    /// The table with `values` (key → new value) written in. `sourceOrder` is the source table's
    /// entries in file order, for where a new key goes and its comment.
    package static func edit(
        _ bytes: [UInt8], path: String, values: [String: String], sourceOrder: [StringsEntry]
    ) throws(Refusal) -> [UInt8] {
        let decoded: (text: [UInt8], encoding: TableTextEncoding)
        do {
            decoded = bytes.isEmpty ? ([], TableTextEncoding(form: .utf8, bom: false)) : try TableTextEncoding.decode(bytes)
        } catch {
            throw Refusal(reason: error.reason)
        }
        let text = decoded.text
        let read = StringsReader.read(bytes, path: path, locale: "", name: "")
        if let problem = read.diagnostics.first(where: { $0.kind != .unsupported }) ?? read.diagnostics.first {
            throw Refusal(reason: "the table does not read cleanly (\(problem.location.line):\(problem.location.column): \(problem.message)); fix it before importing into it")
        }
        let spans = try scan(text)
        guard spans.count == read.entries.count else {
            throw Refusal(reason: "the table is not in the \"key\" = \"value\"; form the import edits")
        }
        let eol = ByteEdit.lineEnding(of: text)
        var edits: [ByteEdit] = []
        var positionOfKey: [String: Int] = [:]
        for (position, entry) in read.entries.enumerated() { positionOfKey[entry.key] = position }
        for (position, entry) in read.entries.enumerated() {
            // The last duplicate is the one the runtime reads.
            guard let value = values[entry.key], positionOfKey[entry.key] == position else { continue }
            let span = spans[position]
            if let range = span.value {
                edits.append(ByteEdit(offset: range.lowerBound, length: range.count, quoted(value)))
            } else {
                edits.append(ByteEdit(offset: span.key.upperBound, length: span.semicolon - span.key.upperBound, " = " + quoted(value)))
            }
        }
        // New keys, in the source's order, each after the nearest earlier source key the table has.
        let sourceKeys = sourceOrder.map(\.key)
        var present = Set(read.entries.map(\.key))
        var anchorOffset: [String: Int] = [:]
        for (position, entry) in read.entries.enumerated() { anchorOffset[entry.key] = spans[position].lineEnd }
        let endsWithBreak = text.last == 0x0A || text.last == 0x0D
        for (index, source) in sourceOrder.enumerated() where values[source.key] != nil && !present.contains(source.key) {
            var block = ""
            if let comment = source.comment, !comment.contains("*/") { block += "/* \(comment) */" + eol }
            block += quoted(source.key) + " = " + quoted(values[source.key]!) + ";" + eol
            if let previous = sourceKeys[..<index].last(where: { present.contains($0) }), let offset = anchorOffset[previous] {
                let afterBreak = offset > 0 && (text[offset - 1] == 0x0A || text[offset - 1] == 0x0D)
                let separated = blankLineBefore(source, after: sourceOrder.last { $0.key == previous })
                edits.append(ByteEdit(offset: offset, (afterBreak ? "" : eol) + (separated ? eol : "") + block))
                anchorOffset[source.key] = offset
            } else if let next = sourceKeys[(index + 1)...].first(where: { positionOfKey[$0] != nil }), let position = positionOfKey[next] {
                let offset = spans[position].blockStart
                edits.append(ByteEdit(offset: offset, block))
                anchorOffset[source.key] = offset
            } else {
                let prefix = text.isEmpty || endsWithBreak ? "" : eol
                edits.append(ByteEdit(offset: text.count, prefix + block))
                anchorOffset[source.key] = text.count
            }
            present.insert(source.key)
        }
        for key in values.keys where !present.contains(key) {
            throw Refusal(reason: "the source table has no key \(key)")
        }
        return decoded.encoding.encode(ByteEdit.apply(edits, to: text))
    }

    /// Whether the source table has a blank line between `previous` and `entry` (a new section):
    /// the new entry is set off the same way.
    package static func blankLineBefore(_ entry: StringsEntry, after previous: StringsEntry?) -> Bool {
        guard let previous else { return false }
        let commentLines = entry.comment.map { $0.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count } ?? 0
        return entry.location.line - commentLines - previous.valueLocation.line > 1
    }

    /// A value as a quoted `.strings` literal: quotes, backslashes and line breaks escaped, other
    /// control characters as `\U` escapes, everything else as written.
    package static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The entries of a `key = value;` table, in order.
    package static func scan(_ text: [UInt8]) throws(Refusal) -> [Span] {
        var spans: [Span] = []
        var at = 0
        var blockStart = 0
        func skipSpaceAndComments() throws(Refusal) {
            while at < text.count {
                let byte = text[at]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    at += 1
                } else if byte == UInt8(ascii: "/") && at + 1 < text.count && text[at + 1] == UInt8(ascii: "*") {
                    var end = at + 2
                    while end + 1 < text.count && !(text[end] == UInt8(ascii: "*") && text[end + 1] == UInt8(ascii: "/")) { end += 1 }
                    guard end + 1 < text.count else { throw Refusal(reason: "unterminated comment") }
                    at = end + 2
                } else if byte == UInt8(ascii: "/") && at + 1 < text.count && text[at + 1] == UInt8(ascii: "/") {
                    while at < text.count && text[at] != 0x0A && text[at] != 0x0D { at += 1 }
                } else {
                    return
                }
            }
        }
        func token() throws(Refusal) -> Range<Int> {
            let start = at
            if text[at] == 0x22 {
                at += 1
                while at < text.count && text[at] != 0x22 {
                    at += text[at] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard at < text.count else { throw Refusal(reason: "unterminated string") }
                at += 1
                return start..<at
            }
            while at < text.count, !([0x20, 0x09, 0x0A, 0x0D, 0x22, UInt8(ascii: "="), UInt8(ascii: ";")].contains(text[at])) { at += 1 }
            guard at > start else { throw Refusal(reason: "expected a key or value") }
            return start..<at
        }
        while true {
            try skipSpaceAndComments()
            guard at < text.count else { break }
            if text[at] == UInt8(ascii: "{") { throw Refusal(reason: "the table is a property list, not key = value; lines") }
            let key = try token()
            try skipSpaceAndComments()
            guard at < text.count else { throw Refusal(reason: "missing ';'") }
            var value: Range<Int>?
            if text[at] == UInt8(ascii: "=") {
                at += 1
                try skipSpaceAndComments()
                guard at < text.count else { throw Refusal(reason: "missing value") }
                value = try token()
                try skipSpaceAndComments()
            }
            guard at < text.count, text[at] == UInt8(ascii: ";") else { throw Refusal(reason: "missing ';'") }
            let semicolon = at
            at += 1
            var lineEnd = at
            while lineEnd < text.count && (text[lineEnd] == 0x20 || text[lineEnd] == 0x09) { lineEnd += 1 }
            if lineEnd + 1 < text.count && text[lineEnd] == UInt8(ascii: "/") && text[lineEnd + 1] == UInt8(ascii: "/") {
                while lineEnd < text.count && text[lineEnd] != 0x0A && text[lineEnd] != 0x0D { lineEnd += 1 }
            }
            if lineEnd < text.count && text[lineEnd] == 0x0D { lineEnd += 1 }
            if lineEnd < text.count && text[lineEnd] == 0x0A { lineEnd += 1 }
            // Only a line that ended gives the next block its start; else it starts at the ';'.
            if !(lineEnd > at && (text[lineEnd - 1] == 0x0A || text[lineEnd - 1] == 0x0D)) { lineEnd = at }
            spans.append(Span(key: key, value: value, semicolon: semicolon, lineEnd: lineEnd, blockStart: blockStart))
            blockStart = lineEnd
            at = max(at, lineEnd)
        }
        return spans
    }
}
