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
/// One key in `en` and `de`, the German value marked where the finding must point.
package func pairExample(_ en: String, _ de: String, marked: Bool = true) -> [String: String] {
    ExampleTree.strings(["en": "\"k\" = \"\(en)\";\n", "de": "\"k\" = \(marked ? ExampleMarker.text : "")\"\(de)\";\n"])
}

/// The same with the translation in another locale.
package func pairExample(_ en: String, _ locale: String, _ value: String, marked: Bool = true) -> [String: String] {
    ExampleTree.strings(["en": "\"k\" = \"\(en)\";\n", locale: "\"k\" = \(marked ? ExampleMarker.text : "")\"\(value)\";\n"])
}
