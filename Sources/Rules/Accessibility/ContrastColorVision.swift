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
/// `a11y.contrast.color-vision`: a pair that meets its threshold for typical vision but falls
/// clearly below it under a protanopia, deuteranopia or tritanopia simulation.
package struct ContrastColorVision: AuditRule {
    /// How far under the threshold a simulated ratio must fall to count: simulations are
    /// models, and a pair a hair under in one of them is noise, not a finding.
    package static let meaningfulShortfall = 0.85

    package let info = RuleDescription(
        id: "a11y.contrast.color-vision",
        title: "Contrast lost under color-vision deficiency",
        area: .contrast,
        defaultSeverity: .warning,
        summary: "The pair passes WCAG contrast for typical vision but, simulated for protanopia, deuteranopia or tritanopia (Machado et al. 2009), its ratio falls below 85% of the threshold. Red and green of similar lightness are the usual cause: people with those deficiencies see far less contrast than the ratio promises.",
        reference: ContrastRules.useOfColor,
        options: Options.documented,
        triggering: [
            RuleExample("red error text on a near-black surface", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("error", 0xB00020, 0xFF2A2A),
                ("surface", 0xFFFFFF, 0x000000),
            ], marking: ["error": .dark])),
        ],
        nonTriggering: [
            RuleExample("gray text keeps its contrast in every simulation", files: ContrastExampleTree.theme([
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
        for evaluation in context.contrastEvaluations.value where !evaluation.isExempt && evaluation.measurement.passes {
            let m = evaluation.measurement
            guard let worst = m.worstSimulatedRatio, let condition = evaluation.worstCondition,
                  worst < m.required * Self.meaningfulShortfall else { continue }
            let head = m.component.map { "\($0), \(m.appearance): \(m.foreground) on \(m.background)" }
                ?? "\(m.foreground) on \(m.background) (\(m.appearance))"
            sink.emit(
                "\(head): \(NumberText.ratio(m.ratio)) for typical vision but \(NumberText.ratio(worst)) under \(condition.rawValue), needs \(NumberText.threshold(m.required)):1",
                subject: evaluation.subject, at: evaluation.location, evidence: ContrastRules.evidence(evaluation),
                measured: worst, threshold: m.required,
                fix: "separate the two colors in lightness, not only in hue; add a non-color cue (icon, label, underline)",
                related: evaluation.related)
        }
    }
}
