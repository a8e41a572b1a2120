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
/// Reads the design system the touch-target and Dynamic Type rules audit from the package's
/// Swift sources, as the audit's source store holds them.
public enum DesignSystemLoader {
    /// The design system of the audited package; nil when no package is audited (a strings
    /// directory or a palette alone has no Swift sources to read). A file that cannot be read
    /// is not here: `input.unreadable` reports it.
    public static func load(_ request: AuditRequest, discovered: DiscoveredInputs, sources: SwiftSourceStore) -> DesignSystem? {
        guard request.packageRoot != nil else { return nil }
        return DesignSystemReader.read(sources.files(discovered.swiftFiles))
    }
}
