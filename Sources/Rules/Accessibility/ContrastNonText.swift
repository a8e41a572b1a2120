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
/// `a11y.contrast.non-text`: a boundary, focus indicator or chart series that must be seen to
/// use the interface falls below 3:1 against what it sits on (WCAG 1.4.11).
package struct ContrastNonText: AuditRule {
    package let info = RuleDescription(
        id: "a11y.contrast.non-text",
        title: "Non-text contrast below 3:1",
        area: .contrast,
        defaultSeverity: .error,
        summary: "A control boundary (borderStrong), the focus indicator (borderFocused) or a chart series color has less than 3:1 contrast against the surface it sits on, so people with low vision cannot find the control or tell the data apart (WCAG 1.4.11). Decorative borders and dividers are reported in the tables but exempt.",
        reference: SuccessCriterion.nonTextContrast.reference,
        options: Options.documented,
        triggering: [
            RuleExample("pale checkbox border", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("borderStrong", 0xD4D4D4, 0x6E6E6E),
            ], marking: ["borderStrong": .light])),
        ],
        nonTriggering: [
            RuleExample("checkbox border at 3:1 in both appearances", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("borderStrong", 0x8A8A8A, 0x6E6E6E),
            ])),
            RuleExample("a faint decorative divider is exempt", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("divider", 0xF0F0F0, 0x1C1C1C),
            ])),
        ]
    )

    /// Applied once, by the shared contrast evaluation (and the theme reader for the role mapping).
    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.extraContrastPairs, .roleMapping] }
        package init(_ config: AuditConfig) {}
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for evaluation in context.contrastEvaluations.value
        where evaluation.origin == .catalog && evaluation.requirement.usage == .nonText && !evaluation.measurement.passes {
            ContrastRules.emitFailure(evaluation, into: &sink)
        }
    }
}
