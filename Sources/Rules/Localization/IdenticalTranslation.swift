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
/// `l10n.identical-translation`: a translation equal to its source, the usual sign of a string
/// that was never translated. Tuned to stay quiet where identity is legitimate.
package struct IdenticalTranslation: AuditRule {
    package var reads: SharedAnalysis { .identicalValues }
    package let info = RuleDescription(
        id: "l10n.identical-translation",
        title: "Value identical to the source",
        area: .localization,
        defaultSeverity: .warning,
        summary: "A translation is exactly the source text (for a plural entry, every branch): a warning for a phrase, a note for a single word (loanwords are common), a licence name, a version string, or a phrase of common words that translators of other scripts write unchanged inside their translations (an app named `Window Resize`), and one warning per table when more than a quarter of it is identical (the translators' report lists every key). Not flagged: regional variants of the source language, values without letters (numbers, placeholders, punctuation), Apple product and technical names, units, words a language shares with English (German `Avatar`, `Information`, `Status`), names the catalog itself shows (a short capitalized value that the translators of at least two locales of another script write unchanged inside their own translations, as in `Zeta Hub に接続`), and the config's `identicalAllowlist` (put your product's names there).",
        reference: References.appleLocalization,
        options: Options.documented,
        translationState: .identical,
        triggering: [
            RuleExample("untranslated sentence", files: ExampleTree.strings([
                "en": "\"a\" = \"Tap for more information\";\n", "de": "\"a\" = ↓\"Tap for more information\";\n",
            ])),
            RuleExample("a plural entry still English in every branch", files: [
                ExampleTree.lproj("en", "Localizable.stringsdict"): pluralExample("%d message", "%d messages"),
                ExampleTree.lproj("de", "Localizable.stringsdict"): pluralExample("↓%d message", "%d messages"),
            ]),
        ],
        nonTriggering: [
            RuleExample("shared word and placeholder-only value", files: ExampleTree.strings([
                "en": "\"a\" = \"Avatar, %@\";\n\"b\" = \"%1$@: %2$@\";\n\"c\" = \"OK\";\n\"d\" = \"Information\";\n",
                "de": "\"a\" = \"Avatar, %@\";\n\"b\" = \"%1$@: %2$@\";\n\"c\" = \"OK\";\n\"d\" = \"Information\";\n",
            ])),
            RuleExample("a name the translators of other scripts write unchanged", files: ExampleTree.strings([
                "en": "\"brand\" = \"Zeta Hub\";\n\"connect\" = \"Connect to Zeta Hub\";\n\"close\" = \"Close the window\";\n",
                "fr": "\"brand\" = \"Zeta Hub\";\n\"connect\" = \"Se connecter à Zeta Hub\";\n\"close\" = \"Fermer la fenêtre\";\n",
                "ja": "\"brand\" = \"ゼータハブ\";\n\"connect\" = \"Zeta Hub に接続します\";\n\"close\" = \"このウィンドウを閉じてください\";\n",
                "ru": "\"brand\" = \"Зета Хаб\";\n\"connect\" = \"Подключиться к Zeta Hub\";\n\"close\" = \"Закрыть окно\";\n",
            ])),
            RuleExample("regional variant", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n", "en-GB": "\"a\" = \"Close\";\n",
            ])),
        ]
    )

    /// Above this share of identical values (and `summaryMinimum` of them) a table is reported
    /// once as partly untranslated instead of key by key: 2,000 warnings about one locale that
    /// a translation platform exported half-done bury every other finding.
    package static let summaryShare = 0.25
    package static let summaryMinimum = 20

    /// The allowlist is applied once, by the shared identical-values analysis.
    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.identicalAllowlist] }
        package init(_ config: AuditConfig) {}
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let tables = context.pairTables
        let results = context.identicalValues
        var pluralsLeft = context.identicalPlurals
        for (table, (found, compared)) in zip(tables, results) {
            let plurals = pluralsLeft.removeValue(forKey: IdenticalPlurals.identity(table.place)) ?? ([], 0)
            report(context, place: table.place, strings: found.count, string: { number in
                let (item, pair) = (found[number], table.pair(found[number].index))
                return Item(key: item.key, location: pair.entry.valueLocation, text: pair.entry.value, source: pair.source.value,
                            asNote: item.singleWord || IdenticalValues.isNameLike(pair.source.value))
            }, plurals: plurals.found, compared: compared + plurals.compared, &sink)
        }
        // Tables with plural entries and no strings in this locale.
        for (identity, plurals) in pluralsLeft.sorted(by: { $0.key < $1.key }) where !plurals.found.isEmpty {
            let parts = identity.split(separator: "\u{1F}", omittingEmptySubsequences: false)
            let place = ValuePlace(table: String(parts[0]), locale: String(parts[1]), device: parts.count > 2 ? String(parts[2]) : nil)
            report(context, place: place, strings: 0, string: { _ in fatalError("no strings") },
                   plurals: plurals.found, compared: plurals.compared, &sink)
        }
    }

    /// One identical value or plural entry, as reported.
    package struct Item {
        package var key: String
        package var location: SourceLocation?
        package var text: String?
        package var source: String
        /// A single word or a licence or version: reported as a note.
        package var asNote: Bool
    }

    /// Reports one table's identical values (`strings` of them, made on demand by `string`:
    /// a folded table needs only the first) and plural entries.
    private func report(
        _ context: AuditContext, place: ValuePlace, strings: Int, string: (Int) -> Item,
        plurals: [IdenticalPlurals.Found], compared: Int, _ sink: inout FindingSink
    ) {
        let (name, locale) = (place.table, place.locale)
        let count = strings + plurals.count
        guard count > 0 else { return }
        func item(_ number: Int) -> Item {
            if number < strings { return string(number) }
            let plural = plurals[number - strings]
            return Item(key: plural.key, location: plural.location, text: nil, source: plural.source, asNote: plural.singleWord)
        }
        let share = Double(count) / Double(max(compared, 1))
        if count >= Self.summaryMinimum && share > Self.summaryShare {
            let first = (0..<min(5, count)).map(item)
            // The first identical value: the place a translator starts, not line 1.
            sink.emit(
                "\(count) of \(compared) values in \(place.label) \(name) (\(NumberText.percent(share, digits: 0, passing: .atMost))) are identical to the \(context.sourceLocale) source: the table looks partly untranslated",
                subject: Subject(table: name, locale: locale, detail: ValuePlace.detail(device: place.device, "untranslated share")),
                at: first[0].location,
                evidence: place.evidence + [Evidence("identical", String(count)), Evidence("compared", String(compared))]
                    + (plurals.isEmpty ? [] : [Evidence("identical plural entries", String(plurals.count))])
                    + [Evidence("first keys", first.map(\.key).joined(separator: ", "))],
                measured: share, threshold: Self.summaryShare, passing: .atMost,
                fix: "run `lubaaudit missing-keys --locale \(locale)` for the full list to translate"
            )
            return
        }
        for number in 0..<count {
            let item = item(number)
            let plural = number >= strings
            sink.emit(
                plural
                    ? "plural entry \"\(item.key)\" in \(place.label) is identical to the \(context.sourceLocale) source in every branch"
                    : "\"\(item.key)\" in \(place.label) is identical to the \(context.sourceLocale) source",
                subject: place.subject(item.key),
                at: item.location,
                text: item.text,
                evidence: place.evidence + [Evidence("source", item.source)],
                fix: plural
                    ? "translate every plural branch for \(locale)"
                    : "translate it, or add the value to identicalAllowlist in .lubaaudit.json if it is the same in \(locale)",
                severity: item.asNote ? .note : nil
            )
        }
    }

}

/// A `.stringsdict` with one plural entry, "`%#@count@ left`".
private func pluralExample(_ one: String, _ other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>left</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@count@ left</string>
        <key>count</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>\(one)</string>
          <key>other</key>
          <string>\(other)</string>
        </dict>
      </dict>
    </dict>
    </plist>

    """
}
