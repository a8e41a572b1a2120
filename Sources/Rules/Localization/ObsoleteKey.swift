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
/// `l10n.obsolete-key`: a translation keeps a key the source locale no longer has.
package struct ObsoleteKey: AuditRule {
    package let info = RuleDescription(
        id: "l10n.obsolete-key",
        title: "Obsolete key in a translation",
        area: .localization,
        defaultSeverity: .warning,
        summary: "A translation holds a key that the source locale's table lacks (and the registry does not declare). It was removed or renamed in the source; the translation is dead and the renamed key is likely missing.",
        reference: References.appleLocalization,
        options: Options.documented,
        triggering: [
            RuleExample("de keeps a removed key", files: ExampleTree.strings([
                "en": "\"a\" = \"A\";\n", "de": "\"a\" = \"Ä\";\n↓\"gone\" = \"Weg\";\n",
            ])),
        ],
        nonTriggering: [
            RuleExample("same keys", files: ExampleTree.strings(["en": "\"a\" = \"A\";\n", "de": "\"a\" = \"Ä\";\n"])),
        ]
    )

    package typealias Options = RegistryOptions

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        let declared = Set(context.registry?.calls.map(\.key) ?? [])
        for group in context.catalog.groups {
            guard let source = group[context.sourceLocale] else { continue }
            let isRegistryTable = group.name == options.registryTable
            for locale in context.translationLocales {
                guard let table = group[locale] else { continue }
                // Entries paired with a source entry are not obsolete: only the others are
                // looked up (the source may still hold them as plurals).
                var candidates: [String] = []
                let entries = table.strings.entries
                let paired = context.pairTable(group.name, locale: locale)?.positions ?? []
                var next = 0
                for index in entries.indices {
                    if next < paired.count && Int(paired[next].entry) == index {
                        next += 1
                    } else {
                        candidates.append(entries[index].key)
                    }
                }
                for entry in table.plurals.entries where table.strings.position(of: entry.key) == nil { candidates.append(entry.key) }
                for key in candidates where !source.contains(key) {
                    if isRegistryTable && declared.contains(key) { continue }
                    sink.emit(
                        "\"\(key)\" in \(locale) \(group.name) is not in the \(context.sourceLocale) table",
                        subject: AuditContext.subject(group.name, key, locale),
                        at: table.location(of: key),
                        fix: "remove it from \(locale), or restore it in \(context.sourceLocale) if it is still used"
                    )
                }
            }
        }
    }
}
