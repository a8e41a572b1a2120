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
/// `import.table`: a table the import cannot write its units into (a file it cannot parse
/// into places to edit). Every unit for that table is refused rather than guessed at.
package enum ImportTable {
    package static let info = RuleDescription(
        id: "import.table",
        title: "Table the import cannot write into",
        area: .localization,
        defaultSeverity: .error,
        summary: "`lubaaudit import` edits a table in place, replacing only a value's bytes. When the table's text cannot be taken apart into the places to edit (a `.strings` or `.stringsdict` file it cannot read, a String Catalog that is not the JSON it expects), every unit for that table is refused with the reason, and the table is left as it is. A refusal is not configurable: the `severity` and `disabledRules` settings name the audit's rules, and an import never writes a unit one of these rules refuses.",
        reference: References.appleStrings,
        stage: .translationImport,
        triggering: ImportRuleExamples.none,
        nonTriggering: ImportRuleExamples.none
    )
}
