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
/// `import.markup`: a translation holding markup its source does not have. A translation file
/// comes from outside; a tag it adds (`<script>`, `<a href=…>`) would reach a view that renders
/// markup, so it is never written.
package enum ImportMarkup {
    package static let info = RuleDescription(
        id: "import.markup",
        title: "Imported translation adds markup",
        area: .localization,
        defaultSeverity: .error,
        summary: "`lubaaudit import` refuses a translation that holds markup the source lacks: XLIFF inline elements in the `<target>`, or an HTML-like tag (`<b>`, `<script>`) whose name the source's own tags do not include. Tags the source has may be kept, moved or dropped. The unit is printed at its line in the imported file; the others are written. A refusal is not configurable: the `severity` and `disabledRules` settings name the audit's rules, and an import never writes a unit one of these rules refuses.",
        reference: References.xliff,
        stage: .translationImport,
        triggering: ImportRuleExamples.none,
        nonTriggering: ImportRuleExamples.none
    )
}
