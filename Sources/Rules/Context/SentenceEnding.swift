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
/// The punctuation a value ends with, as the punctuation-parity rule and the shared value
/// shapes (`ValueShape`) read it.
package enum SentenceEnding: String, Sendable {
    case colon = "colon"
    case ellipsis = "ellipsis"
    case period = "period"
    case question = "question mark"
    /// `;` or `；`: a question mark in Greek, a semicolon elsewhere.
    case semicolon = "semicolon"

    /// The endings whose loss changes the meaning or the composition of the text.
    package var mustSurvive: Bool { self == .colon || self == .ellipsis || self == .question }

    /// The ending that matters most in the value's final run of punctuation, read past
    /// trailing white space and closing quotes or brackets (`Delete “%@”?`, `(optional)…`):
    /// a question mark anywhere in the run (`?!`, `…?`), then an ellipsis, a colon, a semicolon,
    /// a period.
    package static func of(_ value: String) -> SentenceEnding? {
        // A final ASCII letter or digit: no ending, without Unicode tables.
        if let last = value.utf8.last, last < 0x80, (last &- 0x30 < 10 || (last | 0x20) &- 0x61 < 26) { return nil }
        var run: [Unicode.Scalar] = []
        for scalar in value.unicodeScalars.reversed() {
            if scalar.isWhitespaceFast || closing.contains(scalar) {
                if run.isEmpty { continue } else { break }
            }
            guard marks.contains(scalar) else { break }
            run.append(scalar)
            if run.count > 8 { break }
        }
        guard !run.isEmpty else { return nil }
        if run.contains(where: { questions.contains($0) }) { return .question }
        if run.contains(where: { $0 == "…" || $0 == "⋯" }) || run.prefix(while: { $0 == "." }).count >= 3 { return .ellipsis }
        if run.contains(where: { colons.contains($0) }) { return .colon }
        if run.contains(where: { $0 == ";" || $0 == "；" }) { return .semicolon }
        if run.contains(where: { periods.contains($0) }) { return .period }
        return nil
    }

    package static let questions: Set<Unicode.Scalar> = ["?", "？", "؟", "\u{37E}", "፧", "‽", "⸮", "⁇", "⁈", "⁉", "﹖"]
    package static let colons: Set<Unicode.Scalar> = [":", "：", "︰", "፥", "፦", "﹕"]
    package static let periods: Set<Unicode.Scalar> = [".", "。", "｡", "।", "॥", "۔", "።", "։", "．"]
    package static let marks: Set<Unicode.Scalar> = questions.union(colons).union(periods).union(["…", "⋯", ";", "；", "!", "！", "¡", "¿", "՜", "՛"])
    /// Closing quotes and brackets a sentence's punctuation may sit inside or before.
    package static let closing: Set<Unicode.Scalar> = ["\"", "'", ")", "]", "”", "’", "»", "«", "“", "‘", "›", "‹", "」", "』", "）", "］", "】", "》", "〉", "〕"]
}
