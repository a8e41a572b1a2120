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
/// One replacement in a file's bytes: `length` bytes at `offset` become `bytes`. Edits at the
/// same offset apply in the order they were made, so entries inserted one after another keep it.
package struct ByteEdit: Sendable {
    package var offset: Int
    package var length: Int
    package var bytes: [UInt8]

    package init(offset: Int, length: Int = 0, _ text: String) {
        self.offset = offset
        self.length = length
        self.bytes = Array(text.utf8)
    }

    /// `edits` applied to `original`; they must not overlap.
    package static func apply(_ edits: [ByteEdit], to original: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(original.count + ordered.reduce(0) { $0 + $1.bytes.count })
        var at = 0
        for edit in ordered {
            let start = max(edit.offset, at)
            out.append(contentsOf: original[at..<start])
            out.append(contentsOf: edit.bytes)
            at = max(at, edit.offset + edit.length)
        }
        out.append(contentsOf: original[min(at, original.count)...])
        return out
    }

    /// The line ending a text uses: its first one, LF when it has none.
    package static func lineEnding(of text: [UInt8]) -> String {
        guard let lf = text.firstIndex(of: 0x0A) else { return text.contains(0x0D) ? "\r" : "\n" }
        return lf > 0 && text[lf - 1] == 0x0D ? "\r\n" : "\n"
    }
}
