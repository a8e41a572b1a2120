/// `l10n.punctuation-parity`: a translation that ends differently from its source (`:`, `…`,
/// `.`). A label that lost its colon, or a menu item that lost its ellipsis (which on Apple
/// platforms promises a further step), reads wrong.
struct PunctuationParity: AuditRule {
    let info = RuleDescription(
        id: "l10n.punctuation-parity",
        title: "Ending punctuation differs from the source",
        area: .localization,
        defaultSeverity: .warning,
        summary: "The source ends with `:`, `…` or `.` and the translation does not (or the reverse). Script equivalents count as the same (`。` for `.`, `：` for `:`, `...` for `…`).",
        reference: Reference("Apple HIG: Writing (ellipsis in menu items)", url: "https://developer.apple.com/design/human-interface-guidelines/writing"),
        triggering: [
            RuleExample("lost colon", files: ExampleTree.strings(["en": "\"a\" = \"Name:\";\n", "de": "\"a\" = ↓\"Name\";\n"])),
            RuleExample("lost ellipsis", files: ExampleTree.strings(["en": "\"a\" = \"Loading…\";\n", "de": "\"a\" = ↓\"Wird geladen\";\n"])),
        ],
        nonTriggering: [
            RuleExample("equivalent endings", files: ExampleTree.strings([
                "en": "\"a\" = \"Done.\";\n\"b\" = \"Name:\";\n\"c\" = \"Loading…\";\n",
                "de": "\"a\" = \"Fertig.\";\n\"b\" = \"Name :\";\n\"c\" = \"Lädt...\";\n",
                "ja": "\"a\" = \"完了。\";\n\"b\" = \"名前：\";\n\"c\" = \"読み込み中…\";\n",
            ])),
        ]
    )

    enum Ending: String {
        case colon = "colon"
        case ellipsis = "ellipsis"
        case period = "period"
    }

    static func ending(_ value: String) -> Ending? {
        // A final ASCII letter, digit or closing mark: no ending, without Unicode tables.
        if let last = value.utf8.last, last > 0x20, last < 0x80, last != UInt8(ascii: "."), last != UInt8(ascii: ":") { return nil }
        let trimmed = value.unicodeScalars.reversed().drop { $0.isWhitespaceFast }
        guard let last = trimmed.first else { return nil }
        switch last {
        case ":", "：", "︰": return .colon
        case "…", "⋯": return .ellipsis
        case ".", "。", "｡", "।", "۔", "።", "։":
            let dots = trimmed.prefix { $0 == "." }.count
            return dots >= 3 ? .ellipsis : .period
        default: return nil
        }
    }

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // Equal values end alike, so pairs whose endings differ are all there is to look at.
        forEachTranslatedPair(context, whereShapes: { $0.ending != $1.ending && !$1.isBlank }) { place, source, entry in
            let (s, t) = (Self.ending(source.value), Self.ending(entry.value))
            guard s != t, s != nil || t != nil else { return }
            // Thai, Lao, Khmer and Burmese write no final period; a missing `.` there is correct.
            if s == .period, t == nil, ["th", "lo", "km", "my"].contains(LocaleFallback.language(of: place.locale)) { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label) ends with \(t?.rawValue ?? "no punctuation") but the source ends with \(s?.rawValue ?? "none")",
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value)],
                fix: s.map { "end the translation with the \($0.rawValue) too" } ?? "drop the final \(t?.rawValue ?? "punctuation") or add it to the source"
            )
        }
    }
}
