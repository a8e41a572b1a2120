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
/// Values no translator can change: empty, or only format specifiers, digits, punctuation,
/// symbols and spaces (`%@`, `%lld. `, `%1$@ – %2$@`, `""`). A locale without such a key shows
/// the source's value, which is the value any translation would hold, so its absence is at
/// most worth a note.
package enum NothingToTranslate {
    package static func holds(_ value: String) -> Bool {
        // Nearly every value has an ASCII letter early on: decided without parsing.
        for byte in value.utf8.prefix(8) where (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
            if !value.utf8.contains(0x25) { return false }
            break
        }
        var remaining = Array(value.unicodeScalars)
        let format = FormatString.parse(value)
        // Specifiers are cut out from the last one back, so earlier offsets stay valid.
        for spec in format.specifiers.reversed() {
            let end = min(remaining.count, spec.offset + spec.text.unicodeScalars.count)
            guard spec.offset < end else { continue }
            remaining.removeSubrange(spec.offset..<end)
        }
        return !remaining.contains { $0.isLetterFast }
    }
}
