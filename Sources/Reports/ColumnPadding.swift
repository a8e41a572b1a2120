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
extension String {
    /// Cut or space-filled to `width` UTF-16 units, as Foundation's
    /// `padding(toLength:withPad: " ", startingAt: 0)` did: column widths in the text summary
    /// stay what they were for every name, non-ASCII included.
    package func rightPadded(toUTF16Length width: Int) -> String {
        let length = utf16.count
        if length == width { return self }
        if length > width {
            // A cut through a surrogate pair leaves U+FFFD, as NSString's did.
            return String(decoding: Array(utf16.prefix(max(0, width))), as: UTF16.self)
        }
        return self + String(repeating: " ", count: width - length)
    }
}
