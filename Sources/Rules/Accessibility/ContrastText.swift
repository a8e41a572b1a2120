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
/// `a11y.contrast.text`: a text role on a background it is used on falls below WCAG's
/// contrast minimum (4.5:1 for body-sized text at AA, 7:1 at AAA).
package struct ContrastText: AuditRule {
    package let info = RuleDescription(
        id: "a11y.contrast.text",
        title: "Text contrast below the WCAG minimum",
        area: .contrast,
        defaultSeverity: .error,
        summary: "A text role (primary, secondary, tertiary, text on accent, accent and status colors used as text) on a background it sits on has less contrast than WCAG 1.4.3 asks: 4.5:1 for body-sized text at AA (7:1 at AAA). Measured in light and dark, translucent colors composited, ratios compared unrounded.",
        reference: SuccessCriterion.contrastMinimum.reference,
        options: Options.documented,
        triggering: [
            RuleExample("light gray tertiary text on white", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("textTertiary", 0xB0B0B0, 0xA0A0A0),
            ], marking: ["textTertiary": .light])),
        ],
        nonTriggering: [
            RuleExample("tertiary text dark enough in both appearances", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("textTertiary", 0x5C5C5C, 0xA0A0A0),
            ])),
        ]
    )

    /// Applied once, by the shared contrast evaluation (and the theme reader for the role mapping).
    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.wcagLevel, .extraContrastPairs, .roleMapping] }
        package init(_ config: AuditConfig) {}
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let evaluations = context.contrastEvaluations.value
        // A brand or status color under 3:1 already has its non-text finding: one root cause.
        let failingGraphics = Set(evaluations.filter {
            $0.origin == .catalog && $0.requirement.usage == .nonText && !$0.measurement.passes
        }.map { "\($0.measurement.foreground)\u{1F}\($0.measurement.background)\u{1F}\($0.appearance.rawValue)" })
        for evaluation in evaluations
        where evaluation.origin == .catalog && !evaluation.isExempt && !evaluation.measurement.passes
            && (evaluation.requirement.usage == .normalText || evaluation.requirement.usage == .largeText) {
            let m = evaluation.measurement
            if m.variant != nil, failingGraphics.contains("\(m.foreground)\u{1F}\(m.background)\u{1F}\(evaluation.appearance.rawValue)") { continue }
            ContrastRules.emitFailure(evaluation, into: &sink)
        }
    }
}
