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
/// Every rule lubaaudit has, in report order. Adding a rule means adding it to its target's list (`LocalizationRules`,
/// `AccessibilityRules`, or the input and suppression rules here); the
/// examples test then runs its examples automatically.
public enum RuleCatalog {
    public static let all: [any AuditRule] = [
        InputSyntax(), InputEncoding(), InputUnsupported(), InputUnreadable(), InputLinkOutsideRoot(), InputDanglingLink(),
    ] + LocalizationRules.all + AccessibilityRules.all + SuppressionRules.all

    /// The rules `lubaaudit import` checks the units of a translation file by: described and
    /// documented as every rule is, reported by the import only (an audit never runs them).
    public static let importRules: [RuleDescription] = LocalizationRules.importRules

    /// Every rule's description: the audit's rules, then the import's.
    public static var descriptions: [RuleDescription] { all.map(\.info) + importRules }

    public static func rule(_ id: String) -> (any AuditRule)? { all.first { $0.info.id == id } }
}
