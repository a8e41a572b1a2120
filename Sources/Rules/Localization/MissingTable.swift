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
/// `l10n.missing-table`: a shipped locale lacks a whole table the source locale has and other
/// translations hold. Every key of it is a missing translation with one cause, so it is one
/// finding (naming how many keys), and `l10n.missing-translation` does not repeat it key by
/// key; completion counts the keys missing all the same. A table no translation locale holds
/// is the development language's own (debug texts, strings kept untranslated on purpose): one
/// note for the table, and completion does not expect it.
package struct MissingTable: AuditRule {
    package let info = RuleDescription(
        id: "l10n.missing-table",
        title: "Table missing from a locale",
        area: .localization,
        defaultSeverity: .error,
        summary: "A translation locale has no copy of a table the source locale has and other translations hold (`de.lproj` without the `Extra.strings` that `fr.lproj` has; a String Catalog that holds no value at all in that language), so its users see every key of the table in the source language. One finding per table and locale, naming how many keys it holds, instead of one `l10n.missing-translation` per key; completion counts each key missing. The severity is the one a missing key has: an error, a note when every key's fallback is harmless (nothing to translate, or stale). A table that no translation locale holds is one note for the table, not an error per locale: only the development language has it, which is how a table kept untranslated on purpose looks; completion does not count its keys. Regional variants (`en-GB`, `es-MX` next to `es`) are left to their parent locale; where one tree holds several apps, each table is expected only in the locales of its own bundle.",
        reference: References.appleLocalization,
        options: Options.documented,
        triggering: [
            RuleExample("de lacks Extra.strings, which fr has", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n", "fr": "\"a\" = \"Fermer\";\n",
            ]).merging([
                ExampleTree.lproj("en", "Extra.strings"): "↓\"b\" = \"Open\";\n\"c\" = \"Save\";\n",
                ExampleTree.lproj("fr", "Extra.strings"): "\"b\" = \"Ouvrir\";\n\"c\" = \"Enregistrer\";\n",
            ]) { a, _ in a }),
            RuleExample("a table only the source has (one note for the table)", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n",
            ]).merging([ExampleTree.lproj("en", "Untranslated.strings"): "↓\"b\" = \"Debug menu\";\n"]) { a, _ in a }),
            RuleExample("a String Catalog that holds nothing in de but has fr, beside tables that do", files: [
                ExampleTree.lproj("en"): "\"a\" = \"Close\";\n",
                ExampleTree.lproj("de"): "\"a\" = \"Schließen\";\n",
                ExampleTree.lproj("fr"): "\"a\" = \"Fermer\";\n",
                "Sources/Demo/Resources/Extra.xcstrings": """
                ↓{"sourceLanguage":"en","version":"1.0","strings":{"open":{"localizations":{
                  "en":{"stringUnit":{"state":"translated","value":"Open"}},
                  "fr":{"stringUnit":{"state":"translated","value":"Ouvrir"}}}}}}
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

    package typealias Options = RegistryOptions

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        let bundles = LocalesByBundle(context.catalog)
        for group in context.catalog.groups {
            guard let source = group[context.sourceLocale] else { continue }
            let expected = ExpectedTables.expectedKeys(group, context, registryTable: options.registryTable)
            guard !expected.isEmpty else { continue }
            let sourcePath = source.paths.first ?? "\(context.sourceLocale).lproj/\(group.name)"
            let keys = expected.count == 1 ? "1 key" : "\(expected.count) keys"
            if ExpectedTables.isSourceOnly(group, context, bundles: bundles) {
                sink.emit(
                    "\(group.name) is only in \(context.sourceLocale): no translation locale has it, so its \(keys) show in \(context.sourceLocale) in every language",
                    subject: Subject(table: group.name),
                    at: SourceLocation(file: sourcePath, line: 1, column: 1),
                    evidence: [Evidence("source table", sourcePath), Evidence("keys", String(expected.count))],
                    fix: "nothing to do if \(group.name) stays in \(context.sourceLocale) on purpose; else send it to translators",
                    severity: .note
                )
                continue
            }
            let lacking = ExpectedTables.lacking(group, context, bundles: bundles)
            guard !lacking.isEmpty else { continue }
            // The severity a missing key has, for the table: an error unless every key's
            // fallback is harmless.
            let harmless = expected.allSatisfy { key in
                let string = source.strings[key]
                let plural = string == nil ? source.plurals[key] : nil
                return (string != nil || plural != nil) && MissingTranslation.fallback(string, plural) != .untranslated
            }
            let holding = ExpectedTables.translationLocales(context).filter { group[$0] != nil }
            for locale in lacking {
                let target = Self.translationPath(sourcePath, sourceLocale: context.sourceLocale, locale: locale)
                sink.emit(
                    "\(locale) has no \(group.name) table: its \(keys) show in \(context.sourceLocale) to \(locale) users (\(holding.count) other locale(s) have it)",
                    subject: Subject(table: group.name, locale: locale),
                    at: SourceLocation(file: sourcePath, line: 1, column: 1),
                    evidence: [
                        Evidence("source table", sourcePath), Evidence("keys", String(expected.count)),
                        Evidence("first keys", expected.prefix(5).joined(separator: ", ")),
                        Evidence("locales with the table", holding.prefix(8).joined(separator: ", ") + (holding.count > 8 ? ", …" : "")),
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
    package static func translationPath(_ sourcePath: String, sourceLocale: String, locale: String) -> String? {
        guard !sourcePath.hasSuffix(".xcstrings") else { return nil }
        var components = sourcePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let folder = components.lastIndex(of: "\(sourceLocale).lproj") else { return nil }
        components[folder] = "\(locale).lproj"
        return components.joined(separator: "/")
    }
}
