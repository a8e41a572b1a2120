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
/// A JSON document under construction for the JSON and SARIF reports. Object keys are written in
/// sorted (UTF-8 byte) order, so output is deterministic whatever order the code lists them in.
/// `generated` arrays build their elements one at a time while writing, so a result with
/// hundreds of thousands of findings never exists twice in memory.
package indirect enum JSONOutput {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])
    case generated(count: Int, element: (Int) -> JSONOutput)
    /// A value that writes its own (valid, compact) JSON text: for the hundreds of thousands of
    /// small arrays where building a tree per element would cost more than writing it.
    case streamed((inout ReportStream) -> Void)

    /// `.string` or `.null`.
    package static func optional(_ value: String?) -> JSONOutput { value.map { .string($0) } ?? .null }

    /// `.double` or `.null`.
    package static func optional(_ value: Double?) -> JSONOutput { value.map { .double($0) } ?? .null }

    package static func strings(_ values: [String]) -> JSONOutput { .array(values.map { .string($0) }) }

    /// Indented at the top levels (one array element per line below them) with a final newline.
    package func serialized() -> String {
        var stream = ReportStream()
        write(to: &stream)
        return stream.text
    }

    /// The same text, streamed.
    package func write(to stream: inout ReportStream) {
        stream.writeJSON(self, depth: 0)
        stream.append(byte: 0x0A)
    }
}

extension ReportStream {
    package mutating func writeJSON(_ value: JSONOutput, depth: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .int(let number): append(decimal: number)
        case .double(let number): writeJSONDouble(number)
        case .string(let text): writeJSONString(text)
        case .array(let elements):
            writeJSONArray(count: elements.count, depth: depth) { elements[$0] }
        case .generated(let count, let element):
            writeJSONArray(count: count, depth: depth, element)
        case .streamed(let write):
            write(&self)
        case .object(let members):
            if members.isEmpty { append("{}"); return }
            // Most objects are listed in order already; sorting is for the ones that are not.
            let inOrder = zip(members, members.dropFirst()).allSatisfy { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            let sorted = inOrder ? members : members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            append(byte: UInt8(ascii: "{"))
            for (index, member) in sorted.enumerated() {
                if index > 0 { append(byte: UInt8(ascii: ",")) }
                jsonNewline(depth + 1)
                writeJSONString(member.0)
                append(": ")
                writeJSON(member.1, depth: depth + 1)
            }
            if depth < 2 { jsonNewline(depth) }
            append(byte: UInt8(ascii: "}"))
        }
    }

    private mutating func writeJSONArray(count: Int, depth: Int, _ element: (Int) -> JSONOutput) {
        if count <= 0 { append("[]"); return }
        append(byte: UInt8(ascii: "["))
        for index in 0..<count {
            if index > 0 { append(byte: UInt8(ascii: ",")) }
            jsonNewline(depth + 1)
            writeJSON(element(index), depth: depth + 1)
        }
        if depth < 2 { jsonNewline(depth) }
        append(byte: UInt8(ascii: "]"))
    }

    /// Only the top levels are indented: each finding or audited group then sits on one line,
    /// which keeps a 100,000-subject report greppable and about half the size.
    private mutating func jsonNewline(_ depth: Int) {
        guard depth <= 2 else { return }
        append(byte: 0x0A)
        for _ in 0..<depth { append("  ") }
    }

    /// JSON has no NaN or infinity: those become null. Swift's description is the shortest
    /// text that reads back to the same double ("4.35", "1e-07"), all valid JSON numbers.
    package mutating func writeJSONDouble(_ number: Double) {
        guard number.isFinite else { append("null"); return }
        append(number.description)
    }

    /// `"key": ` of a compact object, with the comma before every member but the first. Callers
    /// list members in sorted key order; the report tests check that every level is sorted.
    package mutating func jsonKey(_ key: StaticString, first: Bool = false) {
        if !first { append(byte: UInt8(ascii: ",")) }
        append(byte: UInt8(ascii: "\""))
        append(key)
        append("\": ")
    }

    package mutating func writeJSONOptional(_ text: String?) {
        if let text { writeJSONString(text) } else { append("null") }
    }

    package mutating func writeJSONOptional(_ number: Double?) {
        if let number { writeJSONDouble(number) } else { append("null") }
    }

    /// Escapes quote, backslash, every control character, DEL and U+2028/U+2029 (which end
    /// lines in JavaScript), leaving other text as UTF-8.
    package mutating func writeJSONString(_ text: String) {
        append(byte: UInt8(ascii: "\""))
        text.withUTF8Bytes { writeJSONEscaped($0) }
        append(byte: UInt8(ascii: "\""))
    }

    private mutating func writeJSONEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        let hex: StaticString = "0123456789abcdef"
        var runStart = 0
        var index = 0
        // Plain runs are copied in one go; only the bytes that need escaping are handled singly.
        func flush(_ end: Int) {
            if end > runStart { append(UnsafeBufferPointer(rebasing: utf8[runStart..<end])) }
        }
        while index < utf8.count {
            if index + 8 <= utf8.count {
                // Most keys are plain ASCII: skip eight bytes the loop below would leave alone.
                let word = ByteWord(utf8, at: index)
                if word.below(0x20) | word.matching(UInt8(ascii: "\"")) | word.matching(UInt8(ascii: "\\"))
                    | word.matching(0x7F) | word.matching(0xE2) == 0 {
                    index += 8
                    continue
                }
            }
            let byte = utf8[index]
            var escape: StaticString?
            var width = 1
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x00..<0x20, 0x7F:
                flush(index)
                append("\\u00")
                append(byte: hex.utf8Start[Int(byte >> 4)])
                append(byte: hex.utf8Start[Int(byte & 0x0F)])
                index += 1
                runStart = index
                continue
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                width = 3
            default:
                break
            }
            if let escape {
                flush(index)
                append(escape)
                index += width
                runStart = index
            } else {
                index += 1
            }
        }
        flush(utf8.count)
    }
}
