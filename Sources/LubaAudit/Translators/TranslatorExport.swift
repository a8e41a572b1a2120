#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders the translators' report as text, CSV (RFC 4180), XLIFF 1.2 (as Xcode exports it) or JSON.
public enum TranslatorExport {
    public static func text(_ report: TranslatorReport) -> String {
        var lines: [String] = []
        lines.append("Keys to translate for \(report.locale) (source: \(report.sourceLocale)): \(report.items.count)")
        if let done = report.completion {
            lines.append("\(report.locale) is \(NumberText.percent(done.share)) complete: \(done.translated) of \(done.expected) keys translated"
                + " (\(done.missing) missing, \(done.empty) empty, \(done.identical) identical to the source)")
        }
        let byStatus = Dictionary(grouping: report.items, by: \.status)
        lines.append(TranslatorItemStatus.allOrdered.compactMap { status in
            byStatus[status].map { "\($0.count) \(status.rawValue)" }
        }.joined(separator: ", "))
        for item in report.items {
            lines.append("")
            lines.append("[\(item.status.rawValue)] \(item.table) · \(TextReport.singleLine(item.key))")
            lines.append("  source:  \(TextReport.singleLine(item.source))")
            if let current = item.current { lines.append("  current: \(TextReport.singleLine(current))") }
            if let comment = item.comment { lines.append("  comment: \(TextReport.singleLine(comment))") }
            for placeholder in item.placeholders {
                lines.append("  \(placeholder.specifier) = \(TextReport.singleLine(placeholder.meaning))")
            }
            if let categories = item.pluralCategories {
                lines.append("  plural forms needed in \(report.locale): \(categories.joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180: CRLF line ends, every field quoted, quotes doubled. A UTF-8 byte order mark
    /// lets spreadsheet programs detect the encoding. Fields that a spreadsheet would run as a
    /// formula (`=`, `+`, `-`, `@`) get a leading apostrophe: translations are untrusted.
    public static func csv(_ report: TranslatorReport) -> String {
        var out = "\u{FEFF}"
        let header = ["table", "key", "status", "source", "current", "comment", "placeholders", "plural forms"]
        out += header.map(field).joined(separator: ",") + "\r\n"
        for item in report.items {
            let row = [
                item.table, item.key, item.status.rawValue, item.source, item.current ?? "", item.comment ?? "",
                item.placeholders.map { "\($0.specifier) = \($0.meaning)" }.joined(separator: "; "),
                item.pluralCategories?.joined(separator: " ") ?? "",
            ]
            out += row.map(field).joined(separator: ",") + "\r\n"
        }
        return out
    }

    static func field(_ value: String) -> String {
        var value = value
        if let first = value.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) {
            value = "'" + value
        }
        // Character-wise, as NSString's replacement was: a quote carrying a combining mark is one character.
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }

    /// XLIFF 1.2 in the shape Xcode exports: one `<file>` per table, a `trans-unit` per key with
    /// `<source>`, `<target>` when a value exists, and a `<note>` with the translator comment.
    public static func xliff(_ report: TranslatorReport) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">

        """
        let files = Dictionary(grouping: report.items, by: \.sourceFile)
        for file in files.keys.sorted() {
            let items = files[file] ?? []
            out += "  <file original=\"\(XMLEscaping.attribute(file))\" source-language=\"\(XMLEscaping.attribute(report.sourceLocale))\" target-language=\"\(XMLEscaping.attribute(report.locale))\" datatype=\"plaintext\">\n"
            out += "    <header>\n      <tool tool-id=\"lubaaudit\" tool-name=\"lubaaudit\" tool-version=\"\(LubaAuditVersion.current)\"/>\n    </header>\n"
            out += "    <body>\n"
            for item in items {
                out += "      <trans-unit id=\"\(XMLEscaping.attribute(item.key))\" xml:space=\"preserve\">\n"
                out += "        <source>\(XMLEscaping.text(item.source))</source>\n"
                if let current = item.current {
                    let state = item.status == .needsReview ? "needs-review-translation" : "needs-translation"
                    out += "        <target state=\"\(state)\">\(XMLEscaping.text(current))</target>\n"
                }
                var notes: [String] = []
                if let comment = item.comment { notes.append(comment) }
                if !item.placeholders.isEmpty {
                    notes.append(item.placeholders.map { "\($0.specifier) = \($0.meaning)" }.joined(separator: "; "))
                }
                if let categories = item.pluralCategories {
                    notes.append("Plural forms needed in \(report.locale): \(categories.joined(separator: ", "))")
                }
                for note in notes {
                    out += "        <note>\(XMLEscaping.text(note))</note>\n"
                }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }

    public static func json(_ report: TranslatorReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension TranslatorItemStatus {
    static let allOrdered: [TranslatorItemStatus] = [.missing, .empty, .identical, .needsReview]
}
