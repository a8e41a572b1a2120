/// `l10n.missing-table`: a shipped locale lacks a whole table the source locale has. Every key
/// of it is a missing translation with one cause, so it is one finding (naming how many keys),
/// and `l10n.missing-translation` does not repeat it key by key; completion counts the keys
/// missing all the same.
struct MissingTable: AuditRule {
    let info = RuleDescription(
        id: "l10n.missing-table",
        title: "Table missing from a locale",
        area: .localization,
        defaultSeverity: .error,
        summary: "A translation locale has no copy of a table the source locale has (`de.lproj` without `Extra.strings`; a String Catalog that holds no value at all in that language), so its users see every key of the table in the source language. One finding per table and locale, naming how many keys it holds, instead of one `l10n.missing-translation` per key; completion counts each key missing. The severity is the one a missing key has: an error, a note when every key's fallback is harmless (nothing to translate, or stale). Regional variants (`en-GB`, `es-MX` next to `es`) are left to their parent locale; where one tree holds several apps, each table is expected only in the locales of its own bundle.",
        reference: References.appleLocalization,
        options: RuleOption.registry,
        triggering: [
            RuleExample("de lacks Extra.strings", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n",
            ]).merging([ExampleTree.lproj("en", "Extra.strings"): "↓\"b\" = \"Open\";\n\"c\" = \"Save\";\n"]) { a, _ in a }),
            RuleExample("a String Catalog that holds nothing in de, beside tables that do", files: [
                ExampleTree.lproj("en"): "\"a\" = \"Close\";\n",
                ExampleTree.lproj("de"): "\"a\" = \"Schließen\";\n",
                "Sources/Demo/Resources/Extra.xcstrings": """
                ↓{"sourceLanguage":"en","version":"1.0","strings":{"open":{"localizations":{
                  "en":{"stringUnit":{"state":"translated","value":"Open"}}}}}}
                """,
            ]),
        ],
        nonTriggering: [
            RuleExample("every table in every locale", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n",
            ])),
            RuleExample("a String Catalog that lacks de for some keys (each is a missing translation)", files: [
                "Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{
                  "open":{"localizations":{
                    "en":{"stringUnit":{"state":"translated","value":"Open"}},
                    "de":{"stringUnit":{"state":"translated","value":"Öffnen"}}}},
                  "save":{"localizations":{
                    "en":{"stringUnit":{"state":"translated","value":"Save"}}}}}}
                """]),
            RuleExample("a table only a translation has", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n",
            ]).merging([ExampleTree.lproj("de", "Extra.strings"): "\"b\" = \"Öffnen\";\n"]) { a, _ in a }),
            RuleExample("a regional variant without the table shows its parent's", files: [
                ExampleTree.lproj("en"): "\"a\" = \"Color\";\n",
                ExampleTree.lproj("es"): "\"a\" = \"Color\";\n",
                ExampleTree.lproj("es-MX"): "\"a\" = \"Color\";\n",
                ExampleTree.lproj("en", "Extra.strings"): "\"b\" = \"Open\";\n",
                ExampleTree.lproj("es", "Extra.strings"): "\"b\" = \"Abrir\";\n",
            ]),
        ]
    )

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let bundles = LocalesByBundle(context.catalog)
        for group in context.catalog.groups {
            let lacking = ExpectedTables.lacking(group, context, bundles: bundles)
            guard !lacking.isEmpty, let source = group[context.sourceLocale] else { continue }
            let expected = ExpectedTables.expectedKeys(group, context)
            guard !expected.isEmpty else { continue }
            // The severity a missing key has, for the table: an error unless every key's
            // fallback is harmless.
            let harmless = expected.allSatisfy { key in
                let string = source.strings[key]
                let plural = string == nil ? source.plurals[key] : nil
                return (string != nil || plural != nil) && MissingTranslation.fallback(string, plural) != .untranslated
            }
            let sourcePath = source.paths.first ?? "\(context.sourceLocale).lproj/\(group.name)"
            let keys = expected.count == 1 ? "1 key" : "\(expected.count) keys"
            for locale in lacking {
                let target = Self.translationPath(sourcePath, sourceLocale: context.sourceLocale, locale: locale)
                sink.emit(
                    "\(locale) has no \(group.name) table: its \(keys) show in \(context.sourceLocale) to \(locale) users",
                    subject: Subject(table: group.name, locale: locale),
                    at: SourceLocation(file: sourcePath, line: 1, column: 1),
                    evidence: [
                        Evidence("source table", sourcePath), Evidence("keys", String(expected.count)),
                        Evidence("first keys", expected.prefix(5).joined(separator: ", ")),
                    ],
                    fix: target.map { "translate \(group.name) into \(locale): add \($0)" }
                        ?? "translate \(group.name) into \(locale) in \(sourcePath)",
                    severity: harmless ? .note : nil
                )
            }
        }
    }

    /// Where the locale's copy of a `.lproj` table goes (`en.lproj/Extra.strings` →
    /// `de.lproj/Extra.strings`); nil for a String Catalog, which holds every language itself.
    static func translationPath(_ sourcePath: String, sourceLocale: String, locale: String) -> String? {
        guard !sourcePath.hasSuffix(".xcstrings") else { return nil }
        var components = sourcePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let folder = components.lastIndex(of: "\(sourceLocale).lproj") else { return nil }
        components[folder] = "\(locale).lproj"
        return components.joined(separator: "/")
    }
}
