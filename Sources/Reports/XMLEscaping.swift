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
/// Escaping for XML 1.0 text and attribute values (JUnit). Translations are untrusted and may
/// hold anything: markup, `]]>`, control characters a parser rejects outright.
package enum XMLEscaping {
    /// Escapes character data. `>` is escaped too, so `]]>` can never end anything; no CDATA is used.
    package static func text(_ value: String) -> String { escape(value, attribute: false) }

    /// Escapes an attribute value for either quote style. Tab, LF and CR are written as character
    /// references, because a parser would otherwise normalize them to spaces.
    package static func attribute(_ value: String) -> String { escape(value, attribute: true) }

    /// True for scalars XML 1.0 allows: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func escape(_ value: String, attribute: Bool) -> String {
        if !needsWork(value) { return value }
        var stream = ReportStream()
        append(value, attribute: attribute, to: &stream)
        return stream.text
    }

    /// Escaped character data, straight into a report stream.
    package static func appendText(_ value: String, to stream: inout ReportStream) { append(value, attribute: false, to: &stream) }

    /// An escaped attribute value, straight into a report stream.
    package static func appendAttribute(_ value: String, to stream: inout ReportStream) { append(value, attribute: true, to: &stream) }

    private static func append(_ value: String, attribute: Bool, to stream: inout ReportStream) {
        value.withUTF8Bytes { bytes in
            var runStart = 0
            var index = 0
            func flush() {
                if index > runStart { stream.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            }
            while index < bytes.count {
                if index + 8 <= bytes.count && isPlain(ByteWord(bytes, at: index)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                var replacement: StaticString?
                var width = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&apos;"
                case 0x0D: replacement = "&#13;"
                case 0x09: replacement = attribute ? "&#9;" : nil
                case 0x0A: replacement = attribute ? "&#10;" : nil
                case 0x00..<0x20:
                    // Forbidden in XML 1.0 even as a reference: shown visibly instead.
                    flush()
                    stream.append("\\u{" + String(byte, radix: 16, uppercase: true) + "}")
                    index += 1
                    runStart = index
                    continue
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                    replacement = bytes[index + 2] == 0xBE ? "\\u{FFFE}" : "\\u{FFFF}"
                    width = 3
                default:
                    break
                }
                if let replacement {
                    flush()
                    stream.append(replacement)
                    index += width
                    runStart = index
                } else {
                    index += 1
                }
            }
            flush()
        }
    }

    /// Eight bytes none of which the byte loop would act on: no control, no special, no 0xEF
    /// (which starts U+FFFE and U+FFFF).
    @inline(__always)
    private static func isPlain(_ word: ByteWord) -> Bool {
        word.below(0x20) | word.matching(UInt8(ascii: "&")) | word.matching(UInt8(ascii: "<")) | word.matching(UInt8(ascii: ">"))
            | word.matching(UInt8(ascii: "\"")) | word.matching(UInt8(ascii: "'")) | word.matching(0xEF) == 0
    }

    /// A byte scan: ASCII specials and controls, and EF BF BE / EF BF BF (U+FFFE, U+FFFF).
    private static func needsWork(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count && isPlain(ByteWord(bytes, at: index)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                switch byte {
                case 0x00..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    return true
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                    return true
                default:
                    index += 1
                }
            }
            return false
        }
    }
}
