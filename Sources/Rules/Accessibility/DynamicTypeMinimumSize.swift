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
/// `a11y.dynamic-type.minimum-size`: a text role renders below 11 pt at the default content size,
/// the smallest size Apple's typography guidelines use for legible text.
package struct DynamicTypeMinimumSize: AuditRule {
    package static let minimum = 11.0

    package let info = RuleDescription(
        id: "a11y.dynamic-type.minimum-size",
        title: "Text role below 11pt",
        area: .dynamicType,
        defaultSeverity: .warning,
        summary: "A text role is smaller than 11pt at the default (Large) content size, below the smallest size Apple's typography guidelines use.",
        reference: TokenReferences.appleTypography,
        triggering: [
            RuleExample("a 10pt micro role", files: TokenExamples.files([
                "DemoTypography.swift": TokenExamples.roles([("micro", "caption2", 10, "regular")], markingSizeOf: "micro"),
            ])),
        ],
        nonTriggering: [
            RuleExample("an 11pt caption2 role", files: TokenExamples.files([
                "DemoTypography.swift": TokenExamples.roles([("caption2", "caption2", 11, "regular")]),
            ])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        guard let design = context.design else { return }
        for role in design.textRoles {
            let candidates = [role.nominalSize, role.pointSize(.large)].compactMap { $0 }
            guard let size = candidates.min(), size < Self.minimum else { continue }
            var evidence: [Evidence] = []
            if let nominal = role.nominalSize { evidence.append(Evidence("nominal size", TokenExamples.points(nominal))) }
            if let style = role.textStyle, let styleSize = role.pointSize(.large) {
                evidence.append(Evidence("text style", ".\(style.rawValue): \(TokenExamples.points(styleSize)) at Large"))
            }
            sink.emit(
                "\(role.enumName).\(role.name) renders at \(TokenExamples.points(size)) at the default text size, below the \(TokenExamples.points(Self.minimum)) minimum",
                subject: DesignSubjects.role(role),
                at: role.bestLocation,
                evidence: evidence,
                measured: size, threshold: Self.minimum,
                fix: "use at least 11pt (Caption 2's default size) for text people need to read"
            )
        }
    }
}
