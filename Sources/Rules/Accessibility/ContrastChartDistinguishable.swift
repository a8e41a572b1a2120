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
/// `a11y.contrast.chart-distinguishable`: neighbouring chart palette colors that become hard
/// to tell apart for typical vision or under a color-vision deficiency simulation.
package struct ContrastChartDistinguishable: AuditRule {
    package let info = RuleDescription(
        id: "a11y.contrast.chart-distinguishable",
        title: "Chart colors too close to tell apart",
        area: .contrast,
        defaultSeverity: .warning,
        summary: "Two neighbouring colors of the chart palette differ by less than 10 CIEDE2000 (or 5 ΔE_OK×100) for typical vision or under a protanopia, deuteranopia or tritanopia simulation, drawn on the surface. Series keyed only by color then merge for some readers.",
        reference: ContrastRules.useOfColor,
        options: Options.documented,
        triggering: [
            RuleExample("red and green series of equal lightness", files: ContrastExampleTree.theme(
                [("textPrimary", 0x1A1A1A, 0xF5F5F5)],
                extra: "    public enum Chart {\n        public static let palette: [Color] = [\n            Color(hex: 0xB35A4E),\n            Color(hex: ↓0x6F8F3C),\n        ]\n    }")),
        ],
        nonTriggering: [
            RuleExample("blue and orange series", files: ContrastExampleTree.theme(
                [("textPrimary", 0x1A1A1A, 0xF5F5F5)],
                extra: "    public enum Chart {\n        public static let palette: [Color] = [\n            Color(hex: 0x2F5FD0),\n            Color(hex: 0xE08A1E),\n        ]\n    }")),
        ]
    )

    /// Applied by the theme reader, which gives tokens their roles.
    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.roleMapping] }
        package init(_ config: AuditConfig) {}
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        guard let theme = context.theme else { return }
        for difference in ChartDistinguishability.neighbours(theme) where difference.isTooClose {
            let useOK = difference.deltaEOK < ChartDistinguishability.okMinimum
                && !(difference.deltaE2000 < ChartDistinguishability.ciede2000Minimum)
            let value = useOK ? difference.deltaEOK : difference.deltaE2000
            let condition = useOK ? difference.deltaEOKCondition : difference.deltaE2000Condition
            let measure = useOK ? "ΔE_OK×100" : "CIEDE2000"
            let threshold = useOK ? ChartDistinguishability.okMinimum : ChartDistinguishability.ciede2000Minimum
            sink.emit(
                "\(difference.first) and \(difference.second) (\(difference.appearance.rawValue)) differ by \(measure) \(NumberText.measured(value)) under \(condition.rawValue) vision, below \(NumberText.threshold(threshold))",
                subject: Subject(pair: difference.name, appearance: difference.appearance.rawValue),
                at: difference.location,
                evidence: [
                    Evidence("CIEDE2000 (worst)", "\(NumberText.measured(difference.deltaE2000)) (\(difference.deltaE2000Condition.rawValue))"),
                    Evidence("ΔE_OK×100 (worst)", "\(NumberText.measured(difference.deltaEOK)) (\(difference.deltaEOKCondition.rawValue))"),
                ],
                measured: value, threshold: threshold,
                fix: "change the lightness of one of the two, reorder the palette so they are not neighbours, or add patterns or direct labels")
        }
    }
}
