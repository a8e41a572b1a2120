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
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
import LubaAuditEngine
import LubaAuditReports
/// What an import writes into one plural key: its format string and branch texts by variable
/// and category. A String Catalog plural variation is the key's own variable.
package struct PluralChange: Sendable, Hashable {
    package var formatKey: String?
    /// variable → category → text.
    package var branches: [String: [String: String]] = [:]

    package var isEmpty: Bool { formatKey == nil && branches.isEmpty }

    /// CLDR's order, for placing a new branch among the ones a table has.
    package static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    package static func rank(_ category: String) -> Int { categoryOrder.firstIndex(of: category) ?? categoryOrder.count }
}
