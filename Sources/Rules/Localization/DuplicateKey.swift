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
/// `l10n.duplicate-key`: one key twice in one table. The runtime keeps the last value, so the
/// first is silently dead; when the values differ one translation is lost.
package struct DuplicateKey: AuditRule {
    package let info = RuleDescription(
        id: "l10n.duplicate-key",
        title: "Duplicate key in one table",
        area: .localization,
        defaultSeverity: .error,
        summary: "A key appears more than once in one table. At run time the last occurrence wins and the earlier ones are ignored. Different values are an error (a translation is lost); equal values are a warning.",
        reference: References.appleStrings,
        triggering: [
            RuleExample("two values for one key", files: ExampleTree.strings([
                "en": "\"a\" = \"First\";\n↓\"a\" = \"Second\";\n",
            ])),
        ],
        nonTriggering: [
            RuleExample("distinct keys", files: ExampleTree.strings(["en": "\"a\" = \"A\";\n\"b\" = \"A\";\n"])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for table in context.catalog.stringsTables {
            // Indexing the catalog already proved most files free of repeats.
            if context.catalog.group(named: table.name)?[table.locale]?.filesWithoutRepeatedKeys.contains(table.path) == true { continue }
            var first: [UTF8Key: Int] = [:]
            var definitions: [UTF8Key: Int] = [:]
            first.reserveCapacity(table.entries.count)
            let entries = table.entries
            for index in entries.indices {
                guard let earlierIndex = first[UTF8Key(entries[index].key)] else {
                    first[UTF8Key(entries[index].key)] = index
                    continue
                }
                let (earlier, entry) = (entries[earlierIndex], entries[index])
                // Counted, not located: the identity must survive lines moving.
                let definition = (definitions[UTF8Key(entry.key)] ?? 1) + 1
                definitions[UTF8Key(entry.key)] = definition
                let same = earlier.value == entry.value
                sink.emit(
                    "\"\(entry.key)\" is defined again in \(table.path) (first at line \(earlier.location.line)); the last value wins at run time"
                        + (same ? "" : ": \"\(earlier.value)\" is lost"),
                    subject: Subject(table: table.name, key: entry.key, locale: table.locale, detail: "definition \(definition)"),
                    at: entry.location,
                    text: entry.value,
                    evidence: [Evidence("first value", earlier.value), Evidence("wins at run time", entry.value)],
                    fix: "keep one definition of \"\(entry.key)\"",
                    related: [earlier.location],
                    severity: same ? .warning : nil
                )
            }
        }
    }
}
