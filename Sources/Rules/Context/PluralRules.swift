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
/// What CLDR plural categories mean for the counts an interface shows (from ICU).
package enum PluralRules {
    /// Whether a category selects some whole number below 1,000: the counts an interface shows.
    package static func selectsEverydayInteger(category: String, locale: String, type: PluralRuleType) -> Bool {
        PluralCategories.firstInteger(selecting: category, below: 1000, locale: locale, type: type) != nil
    }
}
