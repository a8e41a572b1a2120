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
/// A table's bytes as UTF-8 to edit, and the way back to the encoding and byte order mark it
/// had: UTF-16 text (either byte order) goes through UTF-8 and back without changing a byte of
/// what was not edited, because valid UTF-16 and UTF-8 map one to one.
package struct TableTextEncoding: Equatable, Sendable {
    package enum Form: Equatable, Sendable {
        case utf8, utf16LittleEndian, utf16BigEndian
    }

    package var form: Form
    package var bom: Bool

    package struct Unsupported: Error {
        package var reason: String
    }

    /// The text as UTF-8 without its byte order mark, and how it was stored.
    package static func decode(_ bytes: [UInt8]) throws(Unsupported) -> (text: [UInt8], encoding: TableTextEncoding) {
        let (detected, bomLength) = bytes.withUnsafeBufferPointer { StringsDecoding.detect($0) }
        switch detected {
        case .utf8:
            let text = Array(bytes[bomLength...])
            if text.withUnsafeBufferPointer({ StringsDecoding.firstInvalidUTF8($0, from: 0) }) != nil {
                throw Unsupported(reason: "the table is not valid UTF-8 (fix its encoding first: lubaaudit strings shows where)")
            }
            return (text, TableTextEncoding(form: .utf8, bom: bomLength > 0))
        case .utf16LittleEndian, .utf16BigEndian:
            let little = detected == .utf16LittleEndian
            guard (bytes.count - bomLength) % 2 == 0 else { throw Unsupported(reason: "the UTF-16 table has an odd number of bytes") }
            var units: [UInt16] = []
            units.reserveCapacity((bytes.count - bomLength) / 2)
            var at = bomLength
            while at + 1 < bytes.count {
                units.append(little ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 : UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))
                at += 2
            }
            var text: [UInt8] = []
            text.reserveCapacity(units.count)
            let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { text.append($0) }
            if failed { throw Unsupported(reason: "the UTF-16 table holds an unpaired surrogate (fix its encoding first)") }
            return (text, TableTextEncoding(form: little ? .utf16LittleEndian : .utf16BigEndian, bom: bomLength > 0))
        case .utf32LittleEndian, .utf32BigEndian:
            throw Unsupported(reason: "the table is UTF-32: the import writes UTF-8 and UTF-16 tables only")
        }
    }

    /// UTF-8 text back in this encoding, with the byte order mark if the file had one.
    package func encode(_ text: [UInt8]) -> [UInt8] {
        switch form {
        case .utf8:
            return (bom ? [0xEF, 0xBB, 0xBF] : []) + text
        case .utf16LittleEndian, .utf16BigEndian:
            let little = form == .utf16LittleEndian
            var out: [UInt8] = bom ? (little ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
            out.reserveCapacity(out.count + text.count * 2)
            _ = transcode(text.makeIterator(), from: UTF8.self, to: UTF16.self, stoppingOnError: false) { unit in
                if little {
                    out.append(UInt8(unit & 0xFF))
                    out.append(UInt8(unit >> 8))
                } else {
                    out.append(UInt8(unit >> 8))
                    out.append(UInt8(unit & 0xFF))
                }
            }
            return out
        }
    }
}
