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
/// `import.read-back`: a translation the table, as it would be written, does not read back as
/// the text imported. The import checks what the app will read, not what it meant to write.
package enum ImportReadBack {
    package static let info = RuleDescription(
        id: "import.read-back",
        title: "Imported translation does not read back as written",
        area: .localization,
        defaultSeverity: .error,
        summary: "Before it writes, `lubaaudit import` reads each table as it would be written with the audit's own readers. A unit whose value then reads as other text than the translation (or as nothing) is refused: the app would show something else than the translator wrote. The finding says what the table would read instead. A refusal is not configurable: the `severity` and `disabledRules` settings name the audit's rules, and an import never writes a unit one of these rules refuses.",
        reference: References.appleStrings,
        stage: .translationImport,
        triggering: ImportRuleExamples.none,
        nonTriggering: ImportRuleExamples.none
    )
}
