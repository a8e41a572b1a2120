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
/// `a11y.contrast.component`: a component draws a foreground on a background (per style
/// variant and pressed/selected state, as read from its source) below the text minimum.
package struct ContrastComponent: AuditRule {
    package let info = RuleDescription(
        id: "a11y.contrast.component",
        title: "Component colors below the WCAG text minimum",
        area: .contrast,
        defaultSeverity: .error,
        summary: "A component picks its foreground and background per variant (a switch over its style, a LubaButtonStyling conformer with its pressed branch) and one of those pairs has less than 4.5:1 contrast (7:1 at AAA) in light or dark. Read from the component's source, so a literal `.white` stays white in dark mode.",
        reference: SuccessCriterion.contrastMinimum.reference,
        options: Options.documented,
        triggering: [
            RuleExample("white label on a light green badge", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("success", 0x7CB88D, 0x7CB88D),
            ]).merging(["Sources/Demo/Components/DemoBadge.swift": ContrastExampleTree.badge(foreground: "↓.white", background: "luba.colors.success")]) { $1 }),
        ],
        nonTriggering: [
            RuleExample("white label on a deep green badge", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("success", 0x2E6B3F, 0x2E6B3F),
            ]).merging(["Sources/Demo/Components/DemoBadge.swift": ContrastExampleTree.badge(foreground: ".white", background: "luba.colors.success")]) { $1 }),
        ]
    )

    /// Applied once, by the shared contrast evaluation (and the theme reader for the role mapping).
    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.wcagLevel] }
        package init(_ config: AuditConfig) {}
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for evaluation in context.contrastEvaluations.value where evaluation.origin == .component && !evaluation.measurement.passes {
            ContrastRules.emitFailure(evaluation, into: &sink)
        }
    }
}
