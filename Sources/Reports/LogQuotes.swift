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
/// How much of a value a log line quotes. A message quotes keys and values whole, and a value
/// can be megabytes (a 14 MB Swift literal, a pasted blob): on one diagnostic line it floods the
/// terminal and the CI log and buries every other finding. The lines people read (diagnostics,
/// GitHub annotations) quote the start of each long piece and say how much they left out; the
/// files (JSON, SARIF, JUnit, HTML) keep the message whole for tools and for the full story.
public enum LogQuotes {
    /// Unicode scalars kept of a piece between two `"`: a value quoted in a message, or the
    /// words between two values.
    public static let pieceLimit = 240
    /// Unicode scalars kept of the whole message, for one made of many short pieces.
    public static let messageLimit = 2_000

    /// `message` with every piece between `"` marks longer than `pieceLimit` scalars, then the
    /// whole, cut to its start and `… (N more characters)`. The cut falls between grapheme
    /// clusters (within one only when a single cluster is over the limit) and comes before any
    /// escaping, so it can never split an escape sequence.
    public static func shortened(_ message: String) -> String {
        // Nearly every message is short: its byte count bounds its scalar count.
        guard message.utf8.count > pieceLimit else { return message }
        var pieces = message.split(separator: "\"", omittingEmptySubsequences: false)
        var cutAny = false
        for position in pieces.indices where pieces[position].utf8.count > pieceLimit {
            if let cut = cut(pieces[position], keeping: pieceLimit) {
                pieces[position] = Substring(cut)
                cutAny = true
            }
        }
        let joined = cutAny ? pieces.joined(separator: "\"") : message
        guard joined.utf8.count > messageLimit else { return joined }
        return cut(joined[...], keeping: messageLimit) ?? joined
    }

    /// The start of `text` (at most `limit` scalars) and how many characters (Unicode scalars,
    /// as columns count them) follow it, or nil
    /// when it is no longer than `limit` scalars.
    package static func cut(_ text: Substring, keeping limit: Int) -> String? {
        var scalars = 0
        var end = text.startIndex
        for index in text.indices {
            let width = text[index].unicodeScalars.count
            if scalars + width > limit { break }
            scalars += width
            end = text.index(after: index)
        }
        if end == text.endIndex { return nil }
        if end == text.startIndex {
            // One grapheme cluster longer than the limit (a letter with a million combining
            // marks): cut inside it, where the marks only lose their base.
            end = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: limit)
        }
        // Sliced as scalars: an index inside a cluster is no `Character` boundary.
        let kept = String(String.UnicodeScalarView(text.unicodeScalars[..<end]))
        return kept + "… (\(text.unicodeScalars[end...].count) more characters)"
    }
}
