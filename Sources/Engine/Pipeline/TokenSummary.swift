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
/// The report's touch-target and Dynamic Type tables, and the subjects those checks audited
/// (one per touch-target token, per text role, per judged font and per fixed frame around text),
/// built from the context's design system.
package enum TokenSummary {
    package static func build(_ context: AuditContext) -> AccessibilityReport? {
        guard let design = context.design else { return nil }
        let assessments = context.touchTargetAssessments.value
        guard !assessments.isEmpty || !design.textRoles.isEmpty else { return nil }
        var report = AccessibilityReport()
        report.touchTargets = assessments.map { assessment in
            TouchTargetMeasurement(
                token: assessment.token.qualifiedName, value: assessment.value, location: assessment.token.location,
                kind: assessment.kind.rawValue, meets: TouchTargetLevel.met(by: assessment.measuredSize),
                expandedBy: assessment.expandedBy)
        }
        let clipping = DesignSubjects.clipping(design)
        report.textRoles = design.textRoles.map { role in
            var sizes: [String: Double] = [:]
            for category in ContentSizeCategory.allCases {
                if let size = role.pointSize(category) { sizes[category.shortName] = size }
            }
            return TextRoleScale(
                role: role.name, textStyle: role.textStyle?.rawValue ?? role.textStyleName ?? "",
                weight: role.weight?.rawValue ?? role.weightName ?? "", nominalSize: role.nominalSize ?? 0,
                sizes: sizes, clipsFrom: clipping[role.name]?.from.shortName, location: role.location)
        }
        report.contentSizes = ContentSizeCategory.allCases.map(\.shortName)
        return report
    }

    package static func auditedSubjects(_ context: AuditContext) -> [AuditedSubject] {
        guard let design = context.design else { return [] }
        var subjects: [AuditedSubject] = []
        for assessment in context.touchTargetAssessments.value {
            subjects.append(AuditedSubject(
                area: .touchTarget, subject: DesignSubjects.token(assessment.token), location: assessment.token.location))
        }
        for role in design.textRoles {
            subjects.append(AuditedSubject(area: .dynamicType, subject: DesignSubjects.role(role), location: role.bestLocation))
        }
        for (site, subject) in DesignSubjects.fontSites(design) {
            subjects.append(AuditedSubject(area: .dynamicType, subject: subject, location: site.location))
        }
        for (site, subject) in DesignSubjects.fixedFrames(design) {
            subjects.append(AuditedSubject(area: .dynamicType, subject: subject, location: site.location))
        }
        return subjects
    }
}
