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
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders the translators' report as text, CSV (RFC 4180), XLIFF 1.2 (as Xcode exports it) or JSON.
public enum TranslatorExport {
    public static func text(_ report: TranslatorReport) -> String {
        var lines: [String] = []
        let toTranslate = report.items.filter { $0.status != .fix }
        let toFix = report.items.filter { $0.status == .fix }
        // Keys, not units: a plural key is several units but one key, as in the completion line.
        func keys(_ items: [TranslatorItem]) -> Int { Set(items.map { $0.table + "\u{1}" + $0.key }).count }
        let units = toTranslate.count == keys(toTranslate) ? "" : " (\(toTranslate.count) units with the plural forms)"
        // Locale and table names come from folder and file names: untrusted, one line each.
        let locale = TerminalText.escaped(report.locale)
        lines.append("Keys to translate for \(locale) (source: \(TerminalText.escaped(report.sourceLocale))): \(keys(toTranslate))\(units)")
        if let done = report.completion {
            lines.append("\(locale) is \(NumberText.percent(done.share)) complete: \(done.translated) of \(done.expected) keys translated"
                + " (\(done.missing) missing, \(done.empty) empty, \(done.identical) identical to the source)")
        }
        let byStatus = Dictionary(grouping: report.items, by: \.status)
        lines.append(TranslatorItemStatus.allOrdered.compactMap { status in
            byStatus[status].map { "\(keys($0)) \(status.rawValue)" }
        }.joined(separator: ", "))
        for (position, item) in toTranslate.enumerated() {
            lines += textLines(item, locale: locale, firstOfKey: position == 0 || !sameKey(toTranslate[position - 1], item))
        }
        if !toFix.isEmpty {
            lines.append("")
            lines.append("Translations in \(locale) with an error to fix: \(keys(toFix))")
            for (position, item) in toFix.enumerated() {
                lines += textLines(item, locale: locale, firstOfKey: position == 0 || !sameKey(toFix[position - 1], item))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func sameKey(_ lhs: TranslatorItem, _ rhs: TranslatorItem) -> Bool {
        lhs.table == rhs.table && lhs.key == rhs.key
    }

    /// One unit; a key's problems are told once, at its first unit.
    private static func textLines(_ item: TranslatorItem, locale: String, firstOfKey: Bool) -> [String] {
        var lines = [""]
        let unit = item.unitID == item.key ? "" : " · \(TextReport.singleLine(item.unitID))"
        lines.append("[\(item.status.rawValue)] \(TerminalText.escaped(item.table)) · \(TextReport.singleLine(item.key))\(unit)")
        if let form = item.plural, let category = form.category {
            lines.append("  plural form \(TerminalText.escaped(category)) in \(locale)" + (form.examples.map { ": \($0)" } ?? ""))
        }
        lines.append("  source:  \(TextReport.singleLine(item.source))")
        if let current = item.current { lines.append("  current: \(TextReport.singleLine(current))") }
        if let comment = item.comment { lines.append("  comment: \(TextReport.singleLine(comment))") }
        for placeholder in item.placeholders {
            lines.append("  \(legendLine(placeholder))")
        }
        if let hint = TranslatorReport.reorderHint(item.placeholders) { lines.append("  \(hint)") }
        if firstOfKey {
            for problem in item.problems { lines.append("  error:   \(TextReport.singleLine(problem))") }
        }
        return lines
    }

    package static func legendLine(_ placeholder: PlaceholderLegend) -> String {
        "\(placeholder.specifier) = argument \(placeholder.argument): \(TextReport.singleLine(placeholder.meaning))"
    }

    /// RFC 4180: CRLF line ends, every field quoted, quotes doubled. A UTF-8 byte order mark
    /// lets spreadsheet programs detect the encoding. Fields that a spreadsheet would run as a
    /// formula (`=`, `+`, `-`, `@`) get a leading apostrophe: translations are untrusted.
    public static func csv(_ report: TranslatorReport) -> String {
        var out = "\u{FEFF}"
        let header = ["table", "key", "unit", "status", "source", "current", "comment", "placeholders", "plural form", "problems"]
        out += header.map(field).joined(separator: ",") + "\r\n"
        for item in report.items {
            var placeholders = item.placeholders.map(legendLine)
            if let hint = TranslatorReport.reorderHint(item.placeholders) { placeholders.append(hint) }
            let row = [
                item.table, item.key, item.unitID, item.status.rawValue, item.source, item.current ?? "", item.comment ?? "",
                placeholders.joined(separator: "; "),
                item.plural?.category.map { category in category + (item.plural?.examples.map { ": \($0)" } ?? "") } ?? "",
                item.problems.joined(separator: "; "),
            ]
            out += row.map(field).joined(separator: ",") + "\r\n"
        }
        return out
    }

    package static func field(_ value: String) -> String {
        var value = value
        if let first = value.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) {
            value = "'" + value
        }
        // Character-wise, as NSString's replacement was: a quote carrying a combining mark is one character.
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }

    /// XLIFF 1.2 in the shape Xcode exports: one `<file>` per source table (its path relative to
    /// the project), a `trans-unit` per key or plural form with Xcode's ids, `<source>`, a
    /// `<note>` with the translator comment and the placeholder legend. A value still empty or
    /// identical to the source has no `<target>` (a tool importing existing translations would
    /// store the English as the translation); one to review or to fix has its current text as
    /// a target marked `needs-review-translation`.
    public static func xliff(_ report: TranslatorReport) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">

        """
        let files = Dictionary(grouping: report.items, by: \.sourceFile)
        // XLIFF requires a <file>: with nothing to translate, the source tables with empty bodies.
        let names = files.isEmpty ? (report.sourceFiles.isEmpty ? ["\(report.sourceLocale).lproj/Localizable.strings"] : report.sourceFiles) : files.keys.sorted()
        for file in names {
            // A unit id is an attribute, where a placeholder cannot go: a key holding a character
            // XML cannot hold is left out, and the header says so (the CSV export holds it).
            let all = files[file] ?? []
            let items = all.filter { !$0.unitID.unicodeScalars.contains(where: XLIFFCharacterCodes.needsPlaceholder) }
            let left = Set(all.filter { $0.unitID.unicodeScalars.contains(where: XLIFFCharacterCodes.needsPlaceholder) }.map(\.key))
            out += "  <file original=\"\(inertAttribute(file))\" source-language=\"\(inertAttribute(report.sourceLocale))\" target-language=\"\(inertAttribute(report.locale))\" datatype=\"plaintext\">\n"
            out += "    <header>\n      <tool tool-id=\"lubaaudit\" tool-name=\"lubaaudit\" tool-version=\"\(LubaAuditVersion.current)\"/>\n"
            if !left.isEmpty {
                let note = "\(left.count) key(s) left out: they hold characters XML 1.0 cannot hold in an id ("
                    + left.sorted().map { TextReport.singleLine($0) }.joined(separator: ", ") + "); translate them in the CSV export (--format csv)"
                out += "      <note>\(XLIFFCharacterCodes.inert(XMLEscaping.text(note)))</note>\n"
            }
            out += "    </header>\n"
            out += "    <body>\n"
            for (position, item) in items.enumerated() {
                let firstOfKey = position == 0 || !sameKey(items[position - 1], item)
                out += "      <trans-unit id=\"\(inertAttribute(item.unitID))\" xml:space=\"preserve\">\n"
                out += "        <source>\(XLIFFCharacterCodes.inert(XLIFFCharacterCodes.text(item.source)))</source>\n"
                var notes: [String] = []
                switch item.status {
                case .needsReview, .fix:
                    if let current = item.current {
                        out += "        <target state=\"needs-review-translation\">\(XLIFFCharacterCodes.inert(XLIFFCharacterCodes.text(current)))</target>\n"
                    }
                case .identical:
                    notes.append("Still the \(report.sourceLocale) text: translate it.")
                case .empty, .missing:
                    break
                }
                if let comment = item.comment { notes.append(comment) }
                if let form = item.plural, let category = form.category {
                    notes.append("Plural form \(category) in \(report.locale)" + (form.examples.map { ": \($0)" } ?? ""))
                }
                var placeholders = item.placeholders.map(legendLine)
                if let hint = TranslatorReport.reorderHint(item.placeholders) { placeholders.append(hint) }
                if !placeholders.isEmpty { notes.append(placeholders.joined(separator: "\n")) }
                if firstOfKey { notes += item.problems.map { "Error: \($0)" } }
                for note in notes {
                    out += "        <note>\(XLIFFCharacterCodes.inert(XMLEscaping.text(note)))</note>\n"
                }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }

    /// An attribute value escaped, with what a terminal acts on as character references.
    private static func inertAttribute(_ value: String) -> String {
        XLIFFCharacterCodes.inert(XMLEscaping.attribute(value))
    }

    public static func json(_ report: TranslatorReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        // The encoder escapes C0 controls only; DEL, C1, bidi controls and U+2028/U+2029 (only
        // ever inside strings) become `\uXXXX` too, so the export acts on no terminal or log.
        var out = String.UnicodeScalarView()
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x7F, 0x80..<0xA0, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                out.append(contentsOf: "\\u\(StringsDecoding.hex(scalar.value, width: 4))".unicodeScalars)
            default:
                out.append(scalar)
            }
        }
        return String(out) + "\n"
    }
}

extension TranslatorItemStatus {
    package static let allOrdered: [TranslatorItemStatus] = [.missing, .empty, .identical, .needsReview, .fix]
}
