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
import XCTest

/// One fix per token: every pair a token fix claims is recomputed from the suggested color, the
/// pairs that passed before still pass, and suggestions stay within the role's family.
final class TokenFixTests: XCTestCase {
    /// The ratio of `foreground` (as declared, possibly translucent) on an opaque background.
    func ratio(_ foreground: String, on background: String) throws -> Double {
        let fg = try XCTUnwrap(SRGBColor(hex: foreground)), bg = try XCTUnwrap(SRGBColor(hex: background)).opaque
        return WCAGContrast.ratio(Compositing.sourceOver(fg, over: bg), bg)
    }

    func testEveryClaimedPairIsFixedByTheOneValue() throws {
        let evaluations = ContrastAudit.evaluate(theme: DefaultTheme.theme)
        let fixes = Set(evaluations.compactMap(\.tokenFix))
        XCTAssertFalse(fixes.isEmpty, "the default theme has failing tokens")
        for fix in fixes {
            let pairs = evaluations.filter {
                $0.origin == .catalog && !$0.isExempt && $0.measurement.foreground == fix.token && $0.appearance.rawValue == fix.appearance
            }
            XCTAssertEqual(Set(fix.fixes + fix.cannotFix), Set(pairs.map(\.measurement.background)), fix.token)
            guard let hex = fix.suggestedHex else { continue }
            for pair in pairs where fix.fixes.contains(pair.measurement.background) {
                let recomputed = try ratio(hex, on: pair.measurement.effectiveBackgroundHex)
                XCTAssertGreaterThanOrEqual(recomputed, pair.requirement.minimumRatio, "\(fix.token) \(hex) on \(pair.measurement.background) (\(fix.appearance))")
            }
            // Every failing pair of the token names the same value: one token, one value.
            let suggested = Set(pairs.filter { !$0.measurement.passes && fix.fixes.contains($0.measurement.background) }.compactMap(\.measurement.suggestedHex))
            XCTAssertEqual(suggested, [hex], fix.token)
        }
    }

    /// White text on a hover color that is just too light: darkening the hover color is the
    /// smaller change, and it must keep its other pairs passing.
    func testChangingTheBackgroundIsOfferedWhenItIsTheSmallerChange() throws {
        var theme = DefaultTheme.theme
        func set(_ name: String, _ hex: String) throws {
            let index = try XCTUnwrap(theme.roles.firstIndex { $0.name == name })
            let color = try XCTUnwrap(SRGBColor(hex: hex))
            theme.roles[index].light = ResolvedColor(color: color, chain: [name, hex])
        }
        try set("textOnAccent", "#FFFFFF")
        try set("accent", "#2F5FD0")
        try set("accentHover", "#6C8FE8")
        let evaluations = ContrastAudit.evaluate(theme: theme)
        let pair = try XCTUnwrap(evaluations.first {
            $0.measurement.foreground == "textOnAccent" && $0.measurement.background == "accentHover" && $0.appearance == .light
        })
        XCTAssertFalse(pair.measurement.passes)
        let background = try XCTUnwrap(pair.measurement.suggestedBackgroundHex, "darkening accentHover is the smaller change than turning white text dark")
        XCTAssertGreaterThanOrEqual(try ratio("#FFFFFF", on: background), 4.5)
        // No one value of the white text passes on both: dark text would break the passing
        // pair on the accent. So no text value is offered, only the hover color.
        XCTAssertNil(pair.tokenFix?.suggestedHex)
        XCTAssertNil(pair.measurement.suggestedHex)
        XCTAssertEqual(pair.tokenFix?.cannotFix, ["accentHover"])
        XCTAssertNotNil(pair.tokenFix?.backgroundAlternatives.first)
        XCTAssertTrue(ContrastRules.fix(pair.measurement, token: pair.tokenFix)?.contains("change accentHover to \(background)") == true)
    }

    func testSuggestedTokensStayInTheRolesFamilyAndInThePalette() {
        XCTAssertEqual(ContrastAudit.family(of: "textTertiary"), ["textPrimary", "textSecondary", "textTertiary", "primary", "secondary"])
        XCTAssertEqual(ContrastAudit.family(of: "success"), ["success"], "a status color is never swapped for another status")
        XCTAssertFalse(ContrastAudit.family(of: "textTertiary").contains("chartAxisLabel"))
        // A role the palette leaves out holds the default theme's value: never a suggestion.
        var theme = DefaultTheme.theme
        if let index = theme.roles.firstIndex(where: { $0.name == "textSecondary" }) {
            theme.roles[index].light.chain = ["textSecondary", ResolvedColor.defaultThemeLink, "#555555"]
        }
        XCTAssertFalse(ContrastAudit.tokenCandidates(theme, .light).contains { $0.name == "textSecondary" })
        XCTAssertTrue(ContrastAudit.tokenCandidates(theme, .dark).contains { $0.name == "textSecondary" })
        for evaluation in ContrastAudit.evaluate(theme: DefaultTheme.theme) {
            guard let token = evaluation.measurement.suggestedToken else { continue }
            XCTAssertTrue(ContrastAudit.family(of: evaluation.measurement.foreground).contains(token), "\(evaluation.measurement.foreground) → \(token)")
        }
    }
}
