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

/// The pairs components really draw, read from their source case by case and state by state.
final class ComponentPairTests: XCTestCase {
    static let fixture = TestSupport.fixtures.appendingPathComponent("lubaui-theme")

    func loaded() throws -> ThemeLoader.Loaded {
        let prepared = try Auditor.prepare(AuditRequest(packageRoot: Self.fixture.path, areas: [.contrast], paths: PathBase(currentDirectory: Self.fixture.path)))
        return ThemeLoader.Loaded(theme: prepared.context.theme, componentPairs: prepared.context.componentPairs)
    }

    func pair(_ pairs: [ComponentColorPair], _ title: String) throws -> ComponentColorPair {
        try XCTUnwrap(pairs.first { $0.title == title }, "no pair \(title) in \(pairs.map(\.title))")
    }

    func testSwitchesArePairedCaseByCase() throws {
        let pairs = try loaded().componentPairs
        XCTAssertEqual(pairs.filter { $0.component == "LubaBadge" }.map(\.variant), [".accent", ".subtle", ".neutral", ".success", ".error"])
        let neutral = try pair(pairs, "LubaBadge .neutral")
        XCTAssertEqual(neutral.foreground, .role("textSecondary"))
        XCTAssertEqual(neutral.background, .role("surfaceHover"))
        let success = try pair(pairs, "LubaBadge .success")
        XCTAssertEqual(success.foreground, .literal(.white, name: "white"))
        XCTAssertEqual(success.location.file, "Sources/LubaUI/Components/LubaBadge.swift")
        // The toast has a color switch but no background member: no pair, no guess.
        XCTAssertFalse(pairs.contains { $0.component == "LubaToast" })
    }

    func testSelectedAndPressedBranches() throws {
        let pairs = try loaded().componentPairs
        XCTAssertEqual(try pair(pairs, "LubaChip .filled (selected)").foreground, .role("textOnAccent"))
        XCTAssertEqual(try pair(pairs, "LubaChip .filled (selected)").background, .role("accent"))
        XCTAssertEqual(try pair(pairs, "LubaChip .filled").background, .role("accentSubtle"))
        XCTAssertEqual(try pair(pairs, "LubaChip .outlined").background, .literal(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0), name: "clear"))
        XCTAssertEqual(try pair(pairs, "LubaButton primary (pressed)").background, .role("accentHover"))
        XCTAssertEqual(try pair(pairs, "LubaButton primary").background, .role("accent"))
        XCTAssertEqual(try pair(pairs, "LubaButton ghost (pressed)").foreground, .role("accentHover"))
        // `let base = context.colors.error; return context.isPressed ? base.opacity(0.85) : base`.
        XCTAssertEqual(try pair(pairs, "LubaButton destructive (pressed)").background, .opacity(.role("error"), 0.85))
        // `colorScheme == .dark ? LubaColors.white : context.colors.textPrimary`.
        XCTAssertEqual(try pair(pairs, "LubaButton glass").foreground, .adaptive(light: .role("textPrimary"), dark: .token("white")))
        XCTAssertEqual(pairs.filter { $0.component == "LubaButton" }.count, 7)
    }

    func testStatusRoleLookupExpandsPerStyle() throws {
        let pairs = try loaded().componentPairs
        let alert = pairs.filter { $0.component == "LubaAlert" }
        XCTAssertEqual(alert.map(\.variant), [".info", ".success", ".warning", ".error"])
        XCTAssertEqual(try pair(pairs, "LubaAlert .warning").foreground, .role("warning"))
        XCTAssertEqual(try pair(pairs, "LubaAlert .warning").background, .role("warningSubtle"))
        XCTAssertEqual(try pair(pairs, "LubaAlert .info").background, .role("infoSubtle"))
    }

    func testLiteralWhiteStaysWhiteInDarkMode() throws {
        let result = try Auditor.run(AuditRequest(packageRoot: Self.fixture.path, areas: [.contrast]))
        let findings = result.findings.filter { $0.ruleID == "a11y.contrast.component" }
        XCTAssertEqual(Set(findings.map { $0.subject.component ?? "" }), ["LubaBadge .success", "LubaBadge .error", "LubaButton destructive", "LubaButton destructive (pressed)"])
        XCTAssertTrue(findings.allSatisfy { $0.subject.appearance == "dark" })
        let badge = try XCTUnwrap(findings.first { $0.subject.component == "LubaBadge .success" })
        let expected = WCAGContrast.ratio(.white, SRGBColor(rgb: 0x6CC08A))
        XCTAssertEqual(badge.message, "LubaBadge .success, dark: white on success: \(NumberText.ratio(expected)), needs 4.50:1 for text (WCAG 1.4.3 AA)")
        XCTAssertEqual(badge.subject, Subject(pair: "white on success", appearance: "dark", component: "LubaBadge .success"))
        let measured = try XCTUnwrap(result.accessibility?.pairs.first { $0.component == "LubaBadge .success" && $0.appearance == "dark" })
        XCTAssertEqual(measured.foregroundHex, "#FFFFFF")
        // In light mode the same literal passes on the darker green.
        XCTAssertTrue(result.accessibility?.pairs.first { $0.component == "LubaBadge .success" && $0.appearance == "light" }?.passes ?? false)
        // The pressed destructive background is error at 85 % over the page.
        let pressed = try XCTUnwrap(result.accessibility?.pairs.first { $0.component == "LubaButton destructive (pressed)" && $0.appearance == "dark" })
        let shown = Compositing.sourceOver(SRGBColor(rgb: 0xF08A84, alpha: 0.85), over: SRGBColor(rgb: 0x0F0F0F))
        XCTAssertEqual(pressed.effectiveBackgroundHex, shown.hex)
    }

    func testGhostOnClearSitsOnThePage() throws {
        let result = try Auditor.run(AuditRequest(packageRoot: Self.fixture.path, areas: [.contrast]))
        let ghost = try XCTUnwrap(result.accessibility?.pairs.first { $0.component == "LubaButton ghost" && $0.appearance == "light" })
        XCTAssertEqual(ghost.effectiveBackgroundHex, "#F8F8F8")
        XCTAssertEqual(ghost.ratio, WCAGContrast.ratio(SRGBColor(rgb: 0x2C6E6A), SRGBColor(rgb: 0xF8F8F8)), accuracy: 1e-12)
    }

    func testUnfollowableChoiceAndUnknownRoleAreDiagnostics() throws {
        let source = """
        import SwiftUI
        public struct OddBadge: View {
            @LubaEnvironment private var luba
            private let level: Int
            private var foregroundColor: Color {
                level > 2 ? luba.colors.error : luba.colors.textPrimary
            }
            private var backgroundColor: Color { luba.colors.surface }
        }
        public struct GhostTag: View {
            @LubaEnvironment private var luba
            private var textColor: Color { luba.colors.brandInk }
            private var backgroundColor: Color { luba.colors.surface }
        }
        """
        let root = try TestSupport.temporaryDirectory(self).appendingPathComponent("pkg")
        try TestSupport.copy(Self.fixture, to: root)
        try TestSupport.write(["Sources/LubaUI/Components/Odd.swift": source], under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path, areas: [.contrast]))
        let messages = result.findings.filter { $0.ruleID == "a11y.theme.unresolved" }
        XCTAssertTrue(messages.contains { $0.message.contains("OddBadge") && $0.location?.line == 6 }, "\(messages.map(\.message))")
        XCTAssertTrue(messages.contains { $0.message.contains("GhostTag") && $0.message.contains("brandInk") })
        XCTAssertFalse(result.accessibility?.pairs.contains { $0.component?.hasPrefix("GhostTag") == true } ?? true)
    }

    func testComponentsResolveAgainstTheDefaultThemeByRoleName() {
        let pair = ComponentColorPair(
            component: "LubaBadge", variant: ".warning", foreground: .role("textOnAccent"), background: .role("warning"),
            location: SourceLocation(file: "B.swift", line: 1, column: 1))
        let evaluations = ContrastAudit.evaluate(theme: DefaultTheme.theme, componentPairs: [pair]).filter { $0.origin == .component }
        XCTAssertEqual(evaluations.map(\.appearance), [.light, .dark])
        let light = evaluations[0].measurement
        XCTAssertEqual(light.ratio, WCAGContrast.ratio(.white, SRGBColor(rgb: 0xB8860B)), accuracy: 1e-12)
        XCTAssertEqual(light.component, "LubaBadge .warning")
    }
}
