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
/// `l10n.punctuation-parity`: a translation that lost an ending which changes what the text
/// means or how it composes: the colon of a label that a value follows, the ellipsis of a menu
/// item (on Apple platforms it promises a further step), the question mark of a question. An
/// added or dropped final period, or an added colon, changes neither and is not reported:
/// on two real apps every such finding sampled was a style choice, none worth changing.
package struct PunctuationParity: AuditRule {
    package let info = RuleDescription(
        id: "l10n.punctuation-parity",
        title: "Ending punctuation lost",
        area: .localization,
        defaultSeverity: .warning,
        summary: "The source ends with `:` (a label a value follows), `…`/`...` (a command that asks for more) or `?` (a question) and the translation does not. The script's own marks count as the same: `：`, `…`/`...`/`⋯`, `？`, Arabic `؟`, Greek `;`, Ethiopic `፧`/`፥`, Armenian `՞` anywhere in the question, a Japanese question ending in `か`; Thai, Lao, Khmer and Burmese write no question mark. An added or dropped period, an added colon or question mark, and a lost `!` (tone, which many languages' interfaces leave out) are not reported.",
        reference: Reference("Apple HIG: Writing (ellipsis in menu items)", url: "https://developer.apple.com/design/human-interface-guidelines/writing"),
        triggering: [
            RuleExample("lost colon", files: ExampleTree.strings(["en": "\"a\" = \"Name:\";\n", "de": "\"a\" = ↓\"Name\";\n"])),
            RuleExample("lost ellipsis", files: ExampleTree.strings(["en": "\"a\" = \"Loading…\";\n", "de": "\"a\" = ↓\"Wird geladen\";\n"])),
            RuleExample("lost question mark", files: ExampleTree.strings(["en": "\"a\" = \"Delete this file?\";\n", "fr": "\"a\" = ↓\"Supprimer ce fichier.\";\n"])),
        ],
        nonTriggering: [
            RuleExample("equivalent endings", files: ExampleTree.strings([
                "en": "\"a\" = \"Done.\";\n\"b\" = \"Name:\";\n\"c\" = \"Loading…\";\n\"d\" = \"Delete “%@”?\";\n",
                "de": "\"a\" = \"Fertig.\";\n\"b\" = \"Name :\";\n\"c\" = \"Lädt...\";\n\"d\" = \"„%@“ wirklich löschen?!\";\n",
                "ja": "\"a\" = \"完了。\";\n\"b\" = \"名前：\";\n\"c\" = \"読み込み中…\";\n\"d\" = \"「%@」を削除しますか\";\n",
                "ar": "\"a\" = \"تم\";\n\"b\" = \"الاسم:\";\n\"c\" = \"جارٍ التحميل…\";\n\"d\" = \"حذف “%@”؟\";\n",
                "el": "\"a\" = \"Έγινε\";\n\"b\" = \"Όνομα:\";\n\"c\" = \"Φόρτωση…\";\n\"d\" = \"Διαγραφή “%@”;\";\n",
            ])),
            RuleExample("a period or colon added, a period dropped", files: ExampleTree.strings([
                "en": "\"a\" = \"Saved\";\n\"b\" = \"Name\";\n\"c\" = \"Close the window.\";\n",
                "de": "\"a\" = \"Gespeichert.\";\n\"b\" = \"Name:\";\n\"c\" = \"Fenster schließen\";\n",
            ])),
        ]
    )

    package typealias Ending = SentenceEnding

    package static func ending(_ value: String) -> Ending? { SentenceEnding.of(value) }

    /// Whether the translation keeps what the source's ending means, in its language.
    package static func keeps(_ source: Ending, _ translation: Ending?, value: String, language: String) -> Bool {
        if translation == source { return true }
        guard source == .question else { return false }
        switch language {
        // Greek writes its question mark as `;`.
        case "el": return translation == .semicolon
        // Armenian puts `՞` on the word asked about, not at the end.
        case "hy": return value.unicodeScalars.contains("՞")
        // Thai, Lao, Khmer and Burmese mark a question with a particle, not a sign.
        case "th", "lo", "km", "my": return true
        // A Japanese question may end in the particle か, with or without `。`.
        case "ja":
            let trimmed = value.unicodeScalars.reversed().drop { $0.isWhitespaceFast || SentenceEnding.periods.contains($0) || SentenceEnding.closing.contains($0) }
            return trimmed.first == "か"
        default: return false
        }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // Only a source ending that must survive, and a translation that ends otherwise, is
        // worth reading the values for.
        forEachTranslatedPair(context, whereShapes: { ($0.ending?.mustSurvive ?? false) && $0.ending != $1.ending && !$1.isBlank }) { place, source, entry in
            guard let s = Self.ending(source.value), s.mustSurvive else { return }
            let t = Self.ending(entry.value)
            guard !Self.keeps(s, t, value: entry.value, language: LocaleFallback.language(of: place.locale)) else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label) ends with \(t?.rawValue ?? "no punctuation") but the source ends with \(s.rawValue)",
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value)],
                fix: "end the translation with the \(s.rawValue) too (\(Self.why(s)))"
            )
        }
    }

    package static func why(_ ending: Ending) -> String {
        switch ending {
        case .colon: return "the text before a value reads as a label"
        case .ellipsis: return "it tells the user more input follows"
        case .question: return "it is a question"
        case .period, .semicolon: return "as the source"
        }
    }
}
