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
/// The contrast rules, in report order.
package enum ContrastRules {
    package static let all: [any AuditRule] = [
        ContrastText(), ContrastNonText(), ContrastComponent(), ContrastColorVision(), ContrastChartDistinguishable(), ContrastAPCA(),
        ContrastThemeUnresolved(),
    ]

    package static let useOfColor = Reference(
        "WCAG 2.2 SC 1.4.1 Use of Color (A)", url: "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html")

    /// Emits one finding for a failing evaluation: ratio against threshold, both chains as
    /// evidence, and the fix (a passing lightness, the nearest passing role, large-text sizes).
    package static func emitFailure(_ evaluation: ContrastEvaluation, into sink: inout FindingSink) {
        let m = evaluation.measurement
        let criterion = evaluation.requirement.criterion
        let usage = m.usage == ContrastUsage.nonText.rawValue ? "non-text" : m.usage
        let head: String
        if let component = m.component {
            head = "\(component), \(m.appearance): \(m.foreground) on \(m.background)"
        } else {
            head = "\(evaluation.subject.pair ?? "\(m.foreground) on \(m.background)") (\(m.appearance))"
        }
        let message = "\(head): \(NumberText.ratio(m.ratio)), needs \(NumberText.threshold(m.required)):1 for \(usage) (WCAG \(criterion.id) \(criterion.level))"
        sink.emit(
            message, subject: evaluation.subject, at: evaluation.location, evidence: evidence(evaluation),
            measured: m.ratio, threshold: m.required, fix: fix(m, token: evaluation.tokenFix), related: evaluation.related,
            severity: evaluation.severity.map { min($0, sink.rule.defaultSeverity) })
    }

    package static func evidence(_ evaluation: ContrastEvaluation) -> [Evidence] {
        let m = evaluation.measurement
        var evidence = [
            Evidence("ratio", NumberText.ratio(m.ratio)),
            Evidence("required", "\(NumberText.threshold(m.required)):1 (\(evaluation.requirement.criterion.reference.title))"),
            Evidence("margin", NumberText.margin(m.ratio, threshold: m.required)),
            Evidence("foreground", m.foregroundChain),
            Evidence("background", m.backgroundChain),
        ]
        if m.effectiveForegroundHex != m.foregroundHex || m.effectiveBackgroundHex != m.backgroundHex {
            evidence.append(Evidence("as displayed", "\(m.effectiveForegroundHex) on \(m.effectiveBackgroundHex)"))
        }
        if let worst = m.worstSimulatedRatio, let condition = evaluation.worstCondition {
            evidence.append(Evidence("worst color-vision simulation", "\(NumberText.ratio(worst)) (\(condition.rawValue))"))
        }
        if let enhanced = m.enhanced {
            evidence.append(Evidence("AAA", "\(NumberText.threshold(enhanced)):1"))
        }
        if let lc = m.apcaLc {
            evidence.append(Evidence("APCA", NumberText.lightnessContrast(lc)))
        }
        return evidence
    }

    package static func fix(_ m: ContrastMeasurement, token: TokenFix? = nil) -> String? {
        var parts: [String] = []
        if let hex = m.suggestedHex, let token, token.suggestedHex == hex {
            let pairs = token.fixes.count == 1 ? "its one pair" : token.fixes.count == 2 ? "both its pairs" : "all \(token.fixes.count) of its pairs"
            var text = "change \(m.foreground) to \(hex) in \(m.appearance) (same hue, new lightness; one value for \(pairs)"
            if !token.cannotFix.isEmpty { text += "; not enough on \(token.cannotFix.joined(separator: ", "))" }
            parts.append(text + ")")
        } else if let hex = m.suggestedHex {
            parts.append("change \(m.foreground) to \(hex) in \(m.appearance) (same hue, new lightness)")
        }
        if m.suggestedHex == nil, let token, token.suggestedHex == nil, !token.cannotFix.isEmpty {
            parts.append("no one value of \(m.foreground) passes all its pairs in \(m.appearance) (\(token.cannotFix.joined(separator: ", ")) cannot pass without breaking another)")
        }
        if let hex = m.suggestedBackgroundHex {
            parts.append("\(m.suggestedHex == nil ? "" : "or, a smaller change, ")change \(m.background) to \(hex) in \(m.appearance)")
        }
        if let token = m.suggestedToken { parts.append("or use \(token)") }
        if let size = m.passesAsLargeFrom { parts.append("body text passes as large text only from \(size)") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
