@testable import LubaAuditModel
@testable import LubaAuditColor
@testable import LubaAuditICU
@testable import LubaAuditSwiftSource
@testable import LubaAuditStringTables
@testable import LubaAuditConfig
@testable import LubaAuditPlatform
@testable import LubaAuditTheme
@testable import LubaAuditDesignSystem
@testable import LubaAuditResult
@testable import LubaAuditRuleContext
@testable import LubaAuditLocalizationRules
@testable import LubaAuditAccessibilityRules
@testable import LubaAuditRules
@testable import LubaAuditEngine
@testable import LubaAuditReports
@testable import LubaAuditTranslators
import LubaAuditTestSupport
import Foundation
import XCTest

/// The contrast checks: each fires on a planted defect and stays quiet otherwise; ratios,
/// compositing, fixes, accents, levels and the report data.
final class ContrastAuditTests: XCTestCase {
    static let fixture = TestSupport.fixtures.appendingPathComponent("lubaui-theme")

    /// A copy of the fixture with text replaced in `Sources/LubaUI/Tokens/LubaColors.swift`.
    func fixtureCopy(colors replacements: [(String, String)] = [], config: String? = nil) throws -> URL {
        let root = try TestSupport.temporaryDirectory(self).appendingPathComponent("pkg")
        try TestSupport.copy(Self.fixture, to: root)
        let colors = root.appendingPathComponent("Sources/LubaUI/Tokens/LubaColors.swift")
        var text = try String(contentsOf: colors, encoding: .utf8)
        for (old, new) in replacements {
            XCTAssertTrue(text.contains(old), "fixture no longer contains \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try Data(text.utf8).write(to: colors)
        if let config { try Data(config.utf8).write(to: root.appendingPathComponent(".lubaaudit.json")) }
        return root
    }

    func audit(_ root: URL, config: AuditConfig = AuditConfig()) throws -> AuditResult {
        try Auditor.run(AuditRequest(packageRoot: root.path, config: config, areas: [.contrast], paths: PathBase(currentDirectory: root.path)))
    }

    func ids(_ result: AuditResult, _ rule: String) -> [String] {
        result.findings.filter { $0.ruleID == rule }.map { $0.subject.identity }
    }

    // MARK: - Quiet on the fixture, loud on planted defects

    func testFixtureHasNoCatalogFailures() throws {
        let result = try audit(try fixtureCopy())
        for rule in ["a11y.contrast.text", "a11y.contrast.non-text", "a11y.contrast.color-vision", "a11y.theme.unresolved"] {
            XCTAssertEqual(ids(result, rule), [], rule)
        }
        let pairs = try XCTUnwrap(result.accessibility?.pairs)
        XCTAssertTrue(pairs.filter { $0.component == nil && !["decorative", "incidental"].contains($0.usage) }.allSatisfy(\.passes))
    }

    func testTextRuleFiresOnAPlantedDefect() throws {
        let result = try audit(try fixtureCopy(colors: [("dark: Color(hex: 0x9E9E9E)", "dark: Color(hex: 0x5A5A5A)")]))
        let hits = result.findings.filter { $0.ruleID == "a11y.contrast.text" }
        XCTAssertTrue(hits.contains { $0.subject == Subject(pair: "textTertiary on surface", appearance: "dark") })
        XCTAssertTrue(hits.allSatisfy { $0.subject.appearance == "dark" })
        XCTAssertTrue(hits.allSatisfy { $0.subject.pair?.hasPrefix("textTertiary") == true || $0.subject.pair?.hasPrefix("chartAxisLabel") == true },
                      "\(hits.map(\.message))")
        let hit = try XCTUnwrap(hits.first { $0.subject.pair == "textTertiary on surface" })
        XCTAssertEqual(hit.location?.file, "Sources/LubaUI/Tokens/LubaColors.swift")
        let expected = WCAGContrast.ratio(SRGBColor(rgb: 0x5A5A5A), SRGBColor(rgb: 0x1A1A1A))
        XCTAssertEqual(try XCTUnwrap(hit.measured), expected, accuracy: 1e-12)
        XCTAssertEqual(hit.threshold, 4.5)
        XCTAssertTrue(hit.message.hasPrefix("textTertiary on surface (dark): \(NumberText.ratio(expected))"), hit.message)
        XCTAssertTrue(hit.evidence.contains { $0.name == "foreground" && $0.value == "textTertiary → gray500 → #5A5A5A" })
        XCTAssertNotNil(hit.fix)
    }

    func testNonTextRuleFiresOnAPlantedDefect() throws {
        let result = try audit(try fixtureCopy(colors: [("light: Color(hex: 0x8C8C8C)", "light: Color(hex: 0xC8C8C8)")]))
        let subjects = result.findings.filter { $0.ruleID == "a11y.contrast.non-text" }.map(\.subject)
        XCTAssertEqual(Set(subjects.map { $0.pair ?? "" }), ["borderStrong on background", "borderStrong on surface", "borderStrong on surfaceSecondary"])
        XCTAssertTrue(subjects.allSatisfy { $0.appearance == "light" })
        // textDisabled shares the token and is exempt: no finding for it anywhere.
        XCTAssertFalse(result.findings.contains { $0.subject.pair?.hasPrefix("textDisabled") == true })
        let disabled = try XCTUnwrap(result.accessibility?.pairs.first { $0.foreground == "textDisabled" && $0.appearance == "light" })
        XCTAssertEqual(disabled.usage, "incidental")
        XCTAssertLessThan(disabled.ratio, 3, "reported in the table, exempt from findings")
    }

    func testColorVisionRuleFiresOnlyWellBelowTheThreshold() throws {
        // Bright red error text on a black surface passes for typical vision, not for protanopia.
        let result = try audit(try fixtureCopy(colors: [
            ("error = adaptive(light: Color(hex: 0xA8322D), dark: Color(hex: 0xF08A84))", "error = adaptive(light: Color(hex: 0xA8322D), dark: Color(hex: 0xFF2A2A))"),
            ("surface = adaptive(light: LubaPrimitives.paper, dark: Color(hex: 0x1A1A1A))", "surface = adaptive(light: LubaPrimitives.paper, dark: Color(hex: 0x000000))"),
        ]))
        let hit = try XCTUnwrap(result.findings.first { $0.ruleID == "a11y.contrast.color-vision" && $0.subject.pair == "error on surface" })
        XCTAssertEqual(hit.subject.appearance, "dark")
        XCTAssertLessThan(try XCTUnwrap(hit.measured), 4.5 * ContrastColorVision.meaningfulShortfall)
        XCTAssertTrue(hit.message.contains("protanopia") || hit.message.contains("deuteranopia"), hit.message)
        XCTAssertFalse(result.findings.contains { $0.ruleID == "a11y.contrast.text" && $0.subject.pair == "error on surface" })
    }

    func testChartRuleFiresOnNeighboursThatMerge() throws {
        let clean = try audit(try fixtureCopy())
        let merged = try audit(try fixtureCopy(colors: [
            ("adaptive(light: Color(hex: 0x7A5BA8), dark: Color(hex: 0xB9A3E0)),", "adaptive(light: Color(hex: 0xB06A45), dark: Color(hex: 0xE8A27F)),"),
        ]))
        let hits = merged.findings.filter { $0.ruleID == "a11y.contrast.chart-distinguishable" }
        XCTAssertTrue(hits.contains { $0.subject.pair == "chart3 next to chart4" && $0.subject.appearance == "dark" }, "\(hits.map(\.message))")
        XCTAssertFalse(ids(clean, "a11y.contrast.chart-distinguishable").contains { $0.contains("chart3 next to chart4") })
        let hit = try XCTUnwrap(hits.first { $0.subject.pair == "chart3 next to chart4" })
        XCTAssertLessThan(try XCTUnwrap(hit.measured), try XCTUnwrap(hit.threshold))
    }

    func testUnresolvedRuleQuietOnCleanSources() throws {
        XCTAssertEqual(ids(try audit(try fixtureCopy()), "a11y.theme.unresolved"), [])
    }

    // MARK: - Measurement

    func testTranslucentColorsAreCompositedOverWhatTheySitOn() {
        let page = ResolvedColor(color: SRGBColor(rgb: 0xF0F0F0), chain: ["background", "#F0F0F0"])
        let white = ResolvedColor(color: .white, chain: ["white", "#FFFFFF"])
        let wash = ResolvedColor(color: SRGBColor(rgb: 0x000000, alpha: 0.5), chain: ["overlay", "#000000 @ 50%"])
        let evaluation = ContrastAudit.measure(
            foreground: white, foregroundName: "white", background: wash, backgroundName: "overlay",
            usage: .normalText, level: .aa, page: page.color, appearance: .light)
        let shown = Compositing.sourceOver(SRGBColor(rgb: 0x000000, alpha: 0.5), over: SRGBColor(rgb: 0xF0F0F0))
        XCTAssertEqual(evaluation.measurement.effectiveBackgroundHex, shown.hex)
        XCTAssertEqual(evaluation.measurement.ratio, WCAGContrast.ratio(.white, shown), accuracy: 1e-12)
        XCTAssertEqual(evaluation.measurement.backgroundHex, "#00000080")
    }

    func testUnroundedComparisonAndFixesThatPass() {
        // #767676 on white is 4.54:1; #777777 is 4.47:1, which prints as 4.47 and fails.
        let fails = ContrastAudit.measure(
            foreground: ResolvedColor(color: SRGBColor(rgb: 0x777777), chain: ["t"]), foregroundName: "t",
            background: ResolvedColor(color: .white, chain: ["s"]), backgroundName: "s",
            usage: .normalText, level: .aa, page: .white, appearance: .light,
            candidates: [("dark", SRGBColor(rgb: 0x333333)), ("faint", SRGBColor(rgb: 0xAAAAAA))])
        XCTAssertFalse(fails.measurement.passes)
        let hex = try? XCTUnwrap(fails.measurement.suggestedHex)
        let suggested = hex.flatMap { SRGBColor(hex: $0) }
        XCTAssertGreaterThanOrEqual(WCAGContrast.ratio(suggested ?? .white, .white), 4.5)
        XCTAssertEqual(fails.measurement.suggestedToken, "dark")
        XCTAssertEqual(fails.measurement.passesAsLargeFrom, DynamicTypeTable.firstLargeTextCategory(.body)?.shortName)
        XCTAssertNotNil(fails.measurement.passesAsLargeFrom)
        let passes = ContrastAudit.measure(
            foreground: ResolvedColor(color: SRGBColor(rgb: 0x767676), chain: ["t"]), foregroundName: "t",
            background: ResolvedColor(color: .white, chain: ["s"]), backgroundName: "s",
            usage: .normalText, level: .aa, page: .white, appearance: .light)
        XCTAssertTrue(passes.measurement.passes)
        XCTAssertNil(passes.measurement.suggestedHex)
    }

    func testAAALevelRaisesTheThreshold() throws {
        var config = AuditConfig()
        config.wcagLevel = .aaa
        let result = try audit(try fixtureCopy(), config: config)
        let hit = try XCTUnwrap(result.findings.first { $0.subject == Subject(pair: "textTertiary on surface", appearance: "light") })
        XCTAssertEqual(hit.threshold, 7)
        XCTAssertTrue(hit.message.contains("WCAG 1.4.6 AAA"), hit.message)
    }

    func testExtraPairsFromConfig() throws {
        var config = AuditConfig()
        config.extraContrastPairs = [ExtraContrastPair(foreground: "warning", background: "accentSubtle", usage: "non-text")]
        let result = try audit(try fixtureCopy(), config: config)
        let pair = try XCTUnwrap(result.accessibility?.pairs.first { $0.foreground == "warning" && $0.background == "accentSubtle" })
        XCTAssertEqual(pair.usage, "non-text")
        XCTAssertEqual(pair.required, 3)
    }

    // MARK: - Accent

    func testAccentDerivation() throws {
        let theme = try AccentDerivation.apply(accent: "2F5FD0", onAccent: nil, to: DefaultTheme.theme)
        let accent = SRGBColor(rgb: 0x2F5FD0)
        for appearance in Appearance.allCases {
            XCTAssertEqual(theme.role("accent")?.value(appearance).color, accent)
            XCTAssertEqual(theme.role("accentHover")?.value(appearance).color.alpha ?? 0, 0.85, accuracy: 1e-12)
            XCTAssertEqual(theme.role("accentHover")?.value(appearance).color.opaque, accent)
            XCTAssertEqual(theme.role("accentSubtle")?.value(appearance).color.alpha ?? 0, 0.12, accuracy: 1e-12)
            XCTAssertEqual(theme.role("borderFocused")?.value(appearance).color, accent)
            XCTAssertEqual(theme.role("info")?.value(appearance).color, accent)
            XCTAssertEqual(theme.role("infoSubtle")?.value(appearance).color, theme.role("accentSubtle")?.value(appearance).color)
            XCTAssertEqual(theme.chartPalette[0].value(appearance).color, accent)
            XCTAssertEqual(theme.chartPalette[1].value(appearance).color, DefaultTheme.theme.chartPalette[1].value(appearance).color)
            XCTAssertEqual(theme.role("textOnAccent")?.value(appearance).color, DefaultTheme.theme.role("textOnAccent")?.value(appearance).color)
        }
        XCTAssertEqual(theme.role("accentHover")?.light.chain, ["accentHover", "accent", "--accent", "#2F5FD0 @ 85%"])
        let onBlack = try AccentDerivation.apply(accent: "#2F5FD0", onAccent: "000000", to: DefaultTheme.theme)
        XCTAssertEqual(onBlack.role("textOnAccent")?.dark.color, .black)
        XCTAssertThrowsError(try AccentDerivation.apply(accent: "blue", onAccent: nil, to: DefaultTheme.theme))
    }

    func testAccentThroughThePipelineMeasuresTheHoverComposited() throws {
        var request = AuditRequest(areas: [.contrast])
        request.accent = "2F5FD0"
        request.onAccent = "FFFFFF"
        let result = try Auditor.run(request)
        let hover = try XCTUnwrap(result.accessibility?.pairs.first { $0.foreground == "textOnAccent" && $0.background == "accentHover" && $0.appearance == "dark" })
        let page = try XCTUnwrap(DefaultTheme.theme.role("background")?.dark.color)
        let shown = Compositing.sourceOver(SRGBColor(rgb: 0x2F5FD0, alpha: 0.85), over: page)
        XCTAssertEqual(hover.effectiveBackgroundHex, shown.hex)
        XCTAssertEqual(hover.ratio, WCAGContrast.ratio(.white, shown), accuracy: 1e-12)
        XCTAssertTrue(result.inputs.themeSource?.contains("#2F5FD0") ?? false)
    }

    // MARK: - The real LubaUI default theme

    func testDefaultThemeTertiaryTextOnSecondarySurfaceFails() throws {
        let result = try Auditor.run(AuditRequest(areas: [.contrast]))
        let hit = try XCTUnwrap(result.findings.first { $0.subject == Subject(pair: "textTertiary on surfaceSecondary", appearance: "light") })
        XCTAssertEqual(try XCTUnwrap(hit.measured), WCAGContrast.ratio(SRGBColor(rgb: 0x737373), SRGBColor(rgb: 0xF5F5F5)), accuracy: 1e-12)
        XCTAssertLessThan(try XCTUnwrap(hit.measured), 4.5)
        XCTAssertNil(hit.location, "the built-in theme has no source file")
        // Primary text on the page passes comfortably.
        XCTAssertFalse(result.findings.contains { $0.subject.pair == "textPrimary on background" })
    }

    // MARK: - Report data

    func testSummaryTablesAndSubjects() throws {
        let result = try audit(try fixtureCopy(colors: [("dark: Color(hex: 0x9E9E9E)", "dark: Color(hex: 0x5A5A5A)")]))
        let report = try XCTUnwrap(result.accessibility)
        XCTAssertEqual(report.heatMaps.map(\.appearance), ["light", "dark"])
        for map in report.heatMaps {
            XCTAssertEqual(map.ratios.count, map.foregrounds.count * map.backgrounds.count)
            XCTAssertTrue(map.foregrounds.contains("textTertiary") && map.foregrounds.contains("chart1"))
            XCTAssertTrue(map.backgrounds.contains("surface"))
            let f = try XCTUnwrap(map.foregrounds.firstIndex(of: "textPrimary"))
            let b = try XCTUnwrap(map.backgrounds.firstIndex(of: "background"))
            let pair = try XCTUnwrap(report.pairs.first { $0.foreground == "textPrimary" && $0.background == "background" && $0.appearance == map.appearance })
            XCTAssertEqual(map.ratios[f * map.backgrounds.count + b], pair.ratio, accuracy: 1e-12)
        }
        XCTAssertEqual(report.paletteSimulations.count, 2)
        XCTAssertEqual(Set(report.paletteSimulations[0].swatches.keys), ["normal", "protanopia", "deuteranopia", "tritanopia"])
        XCTAssertEqual(report.paletteSimulations[0].swatches["normal"]?.count, 5)
        let audited = Set(result.audited.all.filter { $0.area == .contrast }.map(\.subject))
        XCTAssertFalse(audited.isEmpty)
        for finding in result.findings where finding.ruleID.hasPrefix("a11y.contrast") {
            XCTAssertTrue(audited.contains(finding.subject), "no audited subject for \(finding.subject.identity)")
        }
        XCTAssertFalse(audited.contains { $0.pair?.hasPrefix("border on") == true }, "exempt pairs are not test cases")
    }

    func testTextTable() throws {
        let result = try audit(try fixtureCopy(colors: [("dark: Color(hex: 0x9E9E9E)", "dark: Color(hex: 0x5A5A5A)")]))
        let report = try XCTUnwrap(result.accessibility)
        let plain = ContrastTextTable.render(report, color: false)
        XCTAssertFalse(plain.contains("\u{1B}["))
        let row = try XCTUnwrap(plain.split(separator: "\n").first { $0.contains("textTertiary on surface ") && $0.contains("FAIL") })
        XCTAssertTrue(row.contains("#"), "a failing row carries its fix: \(row)")
        XCTAssertTrue(plain.contains("LubaBadge .success white on success"))
        XCTAssertTrue(plain.contains("exempt"))
        XCTAssertTrue(ContrastTextTable.render(report, color: true).contains("\u{1B}[1;31mFAIL"))
        XCTAssertEqual(ContrastTextTable.render(AccessibilityReport(), color: false), "No color pairs were measured.")
    }
}
