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
/// Markdown (CommonMark with GitHub's tables) for text lubaaudit did not write character by
/// character: rule descriptions, example names, example files. What reads as syntax is escaped
/// so it shows literally; code spans the text writes on purpose (`` `other` ``) stay code.
package enum MarkdownText {
    /// Prose: code spans kept, everything else escaped. In a table cell every `|` is escaped
    /// too, code spans included, since GitHub splits cells on it before reading code.
    package static func inline(_ text: String, inTable: Bool = false) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var atLineStart = true
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "`" {
                let run = runLength(of: "`", in: scalars, from: index)
                if let close = closingRun(of: run, in: scalars, after: index + run) {
                    var span = String.UnicodeScalarView()
                    span.append(contentsOf: scalars[index..<(close + run)])
                    out += inTable ? String(span).replacing("|", with: "\\|") : String(span)
                    index = close + run
                } else {
                    // No closing run of the same length: CommonMark shows these literally.
                    out += String(repeating: "\\`", count: run)
                    index += run
                }
                atLineStart = false
                continue
            }
            if atLineStart, let escaped = lineStartEscape(scalars, at: index) {
                out += escaped.text
                index += escaped.length
                atLineStart = false
                continue
            }
            if "\\*_[]<>&|~".unicodeScalars.contains(scalar) { out += "\\" }
            out.unicodeScalars.append(inTable && scalar == "\n" ? " " : scalar)
            atLineStart = scalar == "\n"
            index += 1
        }
        return out
    }

    /// Code the text must show exactly: a code span whose backtick fence is longer than any run
    /// of backticks inside it.
    package static func code(_ text: String, inTable: Bool = false) -> String {
        let fence = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
        let (first, last) = (text.unicodeScalars.first, text.unicodeScalars.last)
        // CommonMark strips one space from each side of a span, and a backtick at an edge
        // would join the fence.
        let pad = first == "`" || last == "`" || first == " " && last == " " && !text.unicodeScalars.allSatisfy { $0 == " " }
        let body = inTable ? text.replacing("|", with: "\\|").replacing("\n", with: " ") : text
        return fence + (pad ? " " : "") + body + (pad ? " " : "") + fence
    }

    /// A fenced block: at least three backticks, and always more than any run in the content,
    /// so nothing inside can close it.
    package static func fence(_ content: String, info: String = "") -> String {
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: content) + 1))
        let body = content.hasSuffix("\n") ? content : content + "\n"
        return fence + info + "\n" + body + fence + "\n"
    }

    /// `[title](<url>)` for an http(s) URL, else the title alone: a malformed reference never
    /// becomes a link.
    package static func link(_ title: String, url: String) -> String {
        let shown = inline(title.isEmpty ? url : title)
        guard let url = SARIFPaths.webURL(url) else { return shown }
        return "[\(shown)](<\(url)>)"
    }

    /// What would start a heading, list, quote or thematic break at a line's start.
    private static func lineStartEscape(_ scalars: [Unicode.Scalar], at index: Int) -> (text: String, length: Int)? {
        let scalar = scalars[index]
        if "#+-=>".unicodeScalars.contains(scalar) { return ("\\" + String(scalar), 1) }
        // "1." or "1)" starts an ordered list; the digits cannot be escaped, the mark can.
        var end = index
        while end < scalars.count, end - index < 10, ("0"..."9").contains(scalars[end]) { end += 1 }
        if end > index, end < scalars.count, scalars[end] == "." || scalars[end] == ")" {
            var digits = String.UnicodeScalarView()
            digits.append(contentsOf: scalars[index..<end])
            return (String(digits) + "\\" + String(scalars[end]), end - index + 1)
        }
        return nil
    }

    private static func runLength(of mark: Unicode.Scalar, in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, scalars[end] == mark { end += 1 }
        return end - start
    }

    /// Where a run of exactly `length` backticks starts after `start`, as CommonMark closes a code span.
    private static func closingRun(of length: Int, in scalars: [Unicode.Scalar], after start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            guard scalars[index] == "`" else {
                index += 1
                continue
            }
            let run = runLength(of: "`", in: scalars, from: index)
            if run == length { return index }
            index += run
        }
        return nil
    }

    package static func longestRun(of mark: Unicode.Scalar, in text: String) -> Int {
        var longest = 0
        var current = 0
        for scalar in text.unicodeScalars {
            current = scalar == mark ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
