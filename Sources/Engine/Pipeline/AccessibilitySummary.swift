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
/// Builds the report's accessibility tables and the audited subjects (for JUnit) from the
/// context. STUB parts are filled by the theme and token work.
package enum AccessibilitySummary {
    package static func build(_ context: AuditContext) -> AccessibilityReport? {
        let contrast = ContrastSummary.build(context)
        let tokens = TokenSummary.build(context)
        guard contrast != nil || tokens != nil else { return nil }
        var report = contrast ?? AccessibilityReport()
        // Each heat-map row's AAA threshold, so that the report grades a cell without knowing WCAG.
        for position in report.heatMaps.indices {
            report.heatMaps[position].enhancedThresholds = report.heatMaps[position].usages.map { usage in
                ContrastUsage(rawValue: usage).flatMap(ContrastAudit.enhancedThreshold)
            }
        }
        if let tokens {
            report.touchTargets = tokens.touchTargets
            report.textRoles = tokens.textRoles
            report.contentSizes = tokens.contentSizes
        }
        return report
    }

    package static func auditedSubjects(_ context: AuditContext) -> [AuditedSubject] {
        ContrastSummary.auditedSubjects(context) + TokenSummary.auditedSubjects(context)
    }
}
