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
/// `a11y.contrast.apca`: for teams that gate on the APCA lightness contrast of the WCAG 3
/// drafts. Silent unless `.lubaaudit.json` sets `apca`: WCAG 2.2 stays the rule everyone is
/// held to, and every report shows Lc beside the ratio either way.
package struct ContrastAPCA: AuditRule {
    package let info = RuleDescription(
        id: "a11y.contrast.apca",
        title: "APCA lightness contrast below the project's level",
        area: .contrast,
        defaultSeverity: .error,
        summary: "With `apca` set in `.lubaaudit.json` (`true` for APCA's Bronze simple levels: |Lc| 75 for body text, 60 for large text, 45 for non-text; or an object with `text`, `large-text`, `non-text`), a pair whose APCA-W3 0.0.98G-4g lightness contrast is below its usage's level. Without `apca` this rule reports nothing: WCAG 2.2 decides, and Lc is evidence in every report.",
        reference: Reference("APCA in a Nutshell (WCAG 3 draft contrast)", url: "https://git.apcacontrast.com/documentation/APCA_in_a_Nutshell"),
        options: Options.documented,
        triggering: [
            RuleExample("gray text that passes WCAG 2 AA but not APCA Bronze", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("textSecondary", 0x707070, 0xD0D0D0),
            ], marking: ["textSecondary": .light]), options: ["--config", "{\"apca\": true}"]),
        ],
        nonTriggering: [
            RuleExample("darker gray reaches Lc 75", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("textSecondary", 0x666666, 0xD0D0D0),
            ]), options: ["--config", "{\"apca\": true}"]),
            RuleExample("without apca in the config, WCAG 2 alone decides", files: ContrastExampleTree.theme([
                ("textPrimary", 0x1A1A1A, 0xF5F5F5), ("textSecondary", 0x707070, 0xD0D0D0),
            ])),
        ]
    )

    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.apca, .extraContrastPairs, .roleMapping] }
        /// Nil unless the config asks for APCA gating.
        package let minimums: [ContrastUsage: Double]?
        package init(_ config: AuditConfig) { minimums = config.apcaMinimums }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        guard let minimums = options.minimums else { return }
        for evaluation in context.contrastEvaluations.value {
            let m = evaluation.measurement
            guard let lc = m.apcaLc, let usage = ContrastUsage(rawValue: m.usage), let minimum = minimums[usage],
                  abs(lc) < minimum else { continue }
            let head = m.component.map { "\($0), \(m.appearance): \(m.foreground) on \(m.background)" }
                ?? "\(m.foreground) on \(m.background) (\(m.appearance))"
            sink.emit(
                "\(head): APCA \(NumberText.lightnessContrast(lc)), needs |Lc| \(NumberText.threshold(minimum, digits: 1)) for \(m.usage) (apca in .lubaaudit.json)",
                subject: evaluation.subject, at: evaluation.location,
                evidence: [
                    Evidence("APCA", NumberText.lightnessContrast(lc)),
                    Evidence("required", "|Lc| \(NumberText.threshold(minimum, digits: 1))"),
                    Evidence("WCAG 2 ratio", NumberText.ratio(m.ratio)),
                    Evidence("foreground", m.foregroundChain), Evidence("background", m.backgroundChain),
                ],
                measured: abs(lc), threshold: minimum,
                fix: "raise the lightness difference between \(m.foreground) and \(m.background) in \(m.appearance)",
                related: evaluation.related)
        }
    }
}
