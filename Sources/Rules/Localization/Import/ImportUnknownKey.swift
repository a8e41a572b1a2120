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
/// `import.unknown-key`: a unit of the imported file that names no key of the source table it
/// is for. Written anyway, it would add a key no source has: an orphan nothing reads.
package enum ImportUnknownKey {
    package static let info = RuleDescription(
        id: "import.unknown-key",
        title: "Imported unit for a key the source does not have",
        area: .localization,
        defaultSeverity: .error,
        summary: "`lubaaudit import` refuses a unit whose id (or CSV key) names no key, and no plural form of a key, in the source table its `original` or `table` names: a unit from another project, from an older export whose key was renamed, or edited by hand. Only translations of the source's own keys are written. The unit is printed at its line in the imported file; the others are written. A refusal is not configurable: the `severity` and `disabledRules` settings name the audit's rules, and an import never writes a unit one of these rules refuses.",
        reference: References.xliff,
        stage: .translationImport,
        triggering: ImportRuleExamples.none,
        nonTriggering: ImportRuleExamples.none
    )
}
