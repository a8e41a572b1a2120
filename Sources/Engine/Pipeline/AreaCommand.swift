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
// Which command runs an area is the front ends' policy, not the model's: the area is a plain
// value every layer shares, the command belongs to the engine that schedules them.
extension Area {
    /// The command named for this area (`lubaaudit strings`, `contrast`, `tokens`, `source`).
    public var command: AuditCommand {
        switch self {
        case .input, .localization, .icu: return .strings
        case .contrast: return .contrast
        case .touchTarget, .dynamicType, .design: return .tokens
        case .source: return .source
        case .suppression: return .audit
        }
    }
}
