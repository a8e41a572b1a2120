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
/// The compact pair table `lubaaudit contrast` prints: per appearance, each pair's ratio, the
/// threshold for its usage, the margin, the verdict, the worst color-vision simulation, the
/// APCA Lc (evidence) and, for a failing pair, the suggested fix. Component pairs follow under their component.
public enum ContrastTextTable {
    public static func render(_ report: AccessibilityReport, color: Bool) -> String {
        text(report, color: color).description
    }

    /// The table as terminal text: token and component names come from the palette and the
    /// sources, so each is escaped as it goes in.
    public static func text(_ report: AccessibilityReport, color: Bool) -> TerminalText {
        guard !report.pairs.isEmpty else {
            let unpaired = paletteLines(report)
            return unpaired.isEmpty ? "No color pairs were measured." : TerminalText(joining: ["No color pairs were measured."] + unpaired)
        }
        var lines: [TerminalText] = paletteLines(report)
        if !lines.isEmpty { lines.append("") }
        let appearances = ["light", "dark"].filter { appearance in report.pairs.contains { $0.appearance == appearance } }
        for appearance in appearances {
            let pairs = report.pairs.filter { $0.appearance == appearance }
            let catalog = pairs.filter { $0.component == nil }
            let components = pairs.filter { $0.component != nil }
            let failing = pairs.filter { !$0.passes && !isExempt($0) }.count
            lines.append("\(appearance.capitalized) (\(pairs.count) pairs, \(failing) failing)")
            let names = catalog.map { pair in pair.variant.map { "\(pair.foreground) \($0) on \(pair.background)" } ?? "\(pair.foreground) on \(pair.background)" }
                + components.map { "\($0.component ?? "") \($0.foreground) on \($0.background)" }
            let width = min(max(names.map(\.count).max() ?? 0, 4), 60)
            lines.append(TerminalText("  " + pad("pair", width) + "  " + left("ratio", 7) + "  " + left("needs", 6) + "  " + left("margin", 7)
                + "  " + pad("result", 6) + "  " + left("CVD", 6) + "  " + left("APCA", 6) + "  fix"))
            for (index, pair) in (catalog + components).enumerated() {
                lines.append("  \(row(pair, name: names[index], width: width, color: color))")
            }
            let fixes = report.tokenFixes.filter { $0.appearance == appearance }
            if !fixes.isEmpty {
                lines.append("  one value per failing token:")
                for fix in fixes { lines.append("    \(tokenFixLine(fix))") }
            }
            lines.append("")
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return TerminalText(joining: lines)
    }

    package static func isExempt(_ pair: ContrastMeasurement) -> Bool {
        pair.usage == ContrastUsage.decorative.rawValue || pair.usage == ContrastUsage.incidental.rawValue
    }

    package static func row(_ pair: ContrastMeasurement, name: String, width: Int, color: Bool) -> TerminalText {
        let exempt = isExempt(pair)
        let verdict: String
        let code: StaticString
        if exempt {
            verdict = "exempt"
            code = "2"
        } else if pair.passes {
            verdict = "pass"
            code = "32"
        } else {
            verdict = "FAIL"
            code = "1;31"
        }
        let result = color ? TerminalText.painted(TerminalText(pad(verdict, 6)), sgr: code) : TerminalText(pad(verdict, 6))
        let ratio = NumberText.measured(pair.ratio)
        let needs = exempt ? "-" : NumberText.threshold(pair.required)
        let margin = exempt ? "-" : NumberText.margin(pair.ratio, threshold: pair.required)
        let cvd = pair.worstSimulatedRatio.map { NumberText.measured($0) } ?? "-"
        let lc = pair.apcaLc.map { NumberText.lightnessContrast($0).dropFirst(3) } ?? "-"
        var fix: [String] = []
        if let hex = pair.suggestedHex { fix.append(hex) }
        if let token = pair.suggestedToken { fix.append("or \(token)") }
        if let size = pair.passesAsLargeFrom { fix.append("large from \(size)") }
        let shownName = name.count > width ? String(name.prefix(width &- 1)) + "…" : name
        let measures = left(ratio, 7) + "  " + left(needs, 6) + "  " + left(margin, 7)
        let simulated = left(cvd, 6) + "  " + left(String(lc), 6) + (fix.isEmpty ? "" : "  " + fix.joined(separator: " "))
        // Guarded as a cell before padding: a name starting `::` keeps its column.
        return "\(pad(TerminalText.cell(shownName), width))  \(measures)  \(result)  \(simulated)"
    }

    /// "textTertiary #8E8E93 → #6C6C6C (ΔL -0.06): passes on background, surface; not enough on
    /// accentSubtle; or accentHover → #2E5BC0, a smaller change".
    package static func tokenFixLine(_ fix: TokenFix) -> String {
        var line = "\(fix.token) \(fix.currentHex)"
        if let hex = fix.suggestedHex {
            line += " → \(hex) (ΔL \(fix.deltaL < 0 ? "-" : "+")\(NumberText.measured(abs(fix.deltaL), digits: 3))): passes on \(fix.fixes.joined(separator: ", "))"
        } else {
            line += ": no one value of this hue passes all its pairs without breaking one that passes"
            if !fix.cannotFix.isEmpty { line += " (\(fix.cannotFix.joined(separator: ", ")))" }
        }
        for alternative in fix.backgroundAlternatives {
            line += fix.suggestedHex == nil
                ? "; instead change \(alternative.background) → \(alternative.suggestedHex) (every pair on it passes)"
                : "; or \(alternative.background) → \(alternative.suggestedHex), a smaller change"
        }
        if fix.suggestedHex == nil && fix.backgroundAlternatives.isEmpty { line += "; cannot be fixed with one value" }
        return TextReport.singleLine(line)
    }

    /// A designer's palette: what was paired, then each color token no pair measures with the
    /// config line that would pair it.
    package static func paletteLines(_ report: AccessibilityReport) -> [TerminalText] {
        guard let coverage = report.paletteCoverage else { return [] }
        var lines: [TerminalText] = [
            "Palette: \(coverage.colorTokens) color tokens, \(coverage.withRole) with a role, \(coverage.primitives) primitives (checked through the tokens aliasing them)\(coverage.unusedPrimitives > 0 ? ", \(coverage.unusedPrimitives) ramp steps no token uses" : ""), \(coverage.pairs) pairs per appearance (\(coverage.appearances.joined(separator: ", ")))",
        ]
        guard !report.unpairedTokens.isEmpty else { return lines }
        lines.append("Unpaired color tokens (\(report.unpairedTokens.count)): not audited; add the line to .lubaaudit.json to pair one")
        for token in report.unpairedTokens {
            lines.append("  \(token.path)  \(token.hex)  \(token.reason)  → \(token.configLine)")
        }
        return lines
    }

    package static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width &- text.count)
    }

    package static func left(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width &- text.count) + text
    }
}
