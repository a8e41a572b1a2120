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
/// Why the `import.*` rules show no examples: the example runner audits a tree of files, and
/// these rules judge the units of a translation file `lubaaudit import` reads into that tree.
/// An example would need the imported file and the import command, which the runner does not
/// run; the import's own tests (`TranslationImportTests`) trigger each of them instead.
package enum ImportRuleExamples {
    package static let none: [RuleExample] = []
}
