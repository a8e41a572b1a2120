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

/// A palette keeping both appearances in one set of names (`canvas-dark`, `text.dark.primary`,
/// a `light` group), written here in the shape such token files take: each token is paired
/// only within its own appearance, and a translucent tint is read over its own appearance's
/// page. Ratios are recomputed with `DesignerPaletteTests`' independent WCAG 2.x formulas.
final class DesignerPaletteModeNameTests: XCTestCase {
    static let palette = ##"""
    { "color": { "$type": "color",
        "canvas-light": { "$value": "#ffffff" }, "canvas-dark": { "$value": "#121316" },
        "text": { "light": { "primary": { "$value": "#1a1b1e" } }, "dark": { "primary": { "$value": "#f2f3f5" } },
                  "on-dark": { "$value": "#ffffff" } },
        "background": { "success-soft-light": { "$value": "#1f9d5526" }, "success-soft-dark": { "$value": "#3fd08a33" } },
        "light": { "border": { "default": { "$value": "#767b84" } } },
        "dark": { "border": { "default": { "$value": "#8b909a" } } } } }
    """##

    func testModeWordsAreReadFromSegmentsAndNamesButOnDarkIsARole() {
        let keys = Set(["color canvas light", "color canvas dark", "color dark blue"])
        XCTAssertEqual(PaletteRoleInference.modeWord("color.text.dark.primary", among: keys), .dark, "a whole segment")
        XCTAssertEqual(PaletteRoleInference.modeWord("light.border.default", among: keys), .light, "a group")
        XCTAssertEqual(PaletteRoleInference.modeWord("color-background-dark", among: keys), .dark, "the name's last word")
        XCTAssertEqual(PaletteRoleInference.modeWord("color.canvasDark", among: keys), .dark)
        XCTAssertNil(PaletteRoleInference.modeWord("color.text.on-dark", among: keys), "on-dark is text for dark fills, in any appearance")
        XCTAssertNil(PaletteRoleInference.modeWord("color.darkBlue", among: keys), "a color's name, with no light twin")
        XCTAssertNil(PaletteRoleInference.modeWord("color.light.text.dark", among: keys), "both modes: none")
    }

    /// Material 1 names a lighter and a darker shade of each color beside the color itself
    /// (`primary`, `primary-light`, `primary-dark`): three colors of one appearance, each paired
    /// with the text on it, not one color in light and dark.
    func testShadesBesideTheirPlainColorAreNoModes() throws {
        let keys = Set(["color primary", "color primary light", "color primary dark", "color canvas light", "color canvas dark"])
        XCTAssertNil(PaletteRoleInference.modeWord("color.primary-dark", among: keys), "a shade of primary")
        XCTAssertNil(PaletteRoleInference.modeWord("color.primary-light", among: keys), "a shade of primary")
        XCTAssertEqual(PaletteRoleInference.modeWord("color.canvas-dark", among: keys), .dark, "no plain canvas: a mode")

        let material = ##"""
        { "color": { "$type": "color",
            "background": { "$value": "#ffffff" },
            "primary": { "$value": "#3f51b5" }, "primary-light": { "$value": "#757de8" }, "primary-dark": { "$value": "#002984" },
            "on-primary": { "$value": "#ffffff" } } }
        """##
        let theme = try DTCGPaletteReader.read([DesignerPaletteTests.input("m.json", material)], roleMapping: [:], base: .none)
        let designer = try XCTUnwrap(theme.designer)
        XCTAssertNil(designer.modes["color.primary-dark"])
        XCTAssertNil(designer.modes["color.primary-light"])
        XCTAssertTrue(designer.pairs.contains { $0.foreground == "color.primary-dark" && $0.background == "color.background" }, "the darker shade is measured on the one page, as a light-appearance color")
        let names = Set(designer.pairs.map(\.name))
        XCTAssertTrue(names.contains("color.on-primary on color.primary"), "\(names.sorted())")
    }

    func testEachAppearanceIsPairedAndCompositedOnItsOwnPage() throws {
        let theme = try DTCGPaletteReader.read([DesignerPaletteTests.input("p.json", Self.palette)], roleMapping: [:], base: .none)
        let designer = try XCTUnwrap(theme.designer)
        XCTAssertEqual(designer.modes["color.text.dark.primary"], .dark)
        XCTAssertEqual(designer.modes["color.light.border.default"], .light)
        XCTAssertEqual(designer.modes["color.background.success-soft-dark"], .dark)
        XCTAssertNil(designer.modes["color.text.on-dark"])
        XCTAssertEqual(designer.page, "color.canvas-light")
        XCTAssertEqual(designer.darkPage, "color.canvas-dark")
        for pair in designer.pairs {
            if let one = designer.modes[pair.foreground], let other = designer.modes[pair.background] {
                XCTAssertEqual(one, other, "\(pair.name) mixes the appearances")
            }
        }
        let names = Set(designer.pairs.map(\.name))
        XCTAssertTrue(names.contains("color.text.dark.primary on color.background.success-soft-dark"))
        XCTAssertTrue(names.contains("color.light.border.default on color.canvas-light"))
        XCTAssertFalse(names.contains("color.text.light.primary on color.canvas-dark"))

        let evaluations = ContrastAudit.evaluate(theme: theme)
        func measured(_ pair: String) throws -> ContrastMeasurement {
            try XCTUnwrap(evaluations.first { $0.subject.pair == pair }?.measurement, pair)
        }
        // Light text on the dark tint, read over the dark canvas: passes. Over the white page
        // it would be a false error (about 1.1:1).
        let dark = try measured("color.text.dark.primary on color.background.success-soft-dark")
        let overDark = try DesignerPaletteTests.ratio("#F2F3F5", on: "#3FD08A33", page: "#121316")
        XCTAssertEqual(dark.ratio, overDark, accuracy: 0.005 * overDark)
        XCTAssertTrue(dark.passes, "\(dark.ratio)")
        XCTAssertLessThan(try DesignerPaletteTests.ratio("#F2F3F5", on: "#3FD08A33", page: "#FFFFFF"), 1.5, "the test means something")
        // The light tint stays over the light page.
        let light = try measured("color.text.light.primary on color.background.success-soft-light")
        XCTAssertEqual(light.ratio, try DesignerPaletteTests.ratio("#1A1B1E", on: "#1F9D5526", page: "#FFFFFF"), accuracy: 0.005 * light.ratio)
        XCTAssertTrue(light.passes)
        // The dark border is measured on the dark tint composited over the dark canvas.
        let border = try measured("color.dark.border.default on color.background.success-soft-dark")
        XCTAssertEqual(border.ratio, try DesignerPaletteTests.ratio("#8B909A", on: "#3FD08A33", page: "#121316"), accuracy: 0.005 * border.ratio)
        XCTAssertEqual(border.passes, border.ratio >= 3)
        let findings = evaluations.filter { !$0.measurement.passes && !$0.isExempt }.map { $0.subject.pair ?? "" }
        XCTAssertFalse(findings.contains { $0.contains("dark.primary") }, "no false error on the dark names: \(findings)")
    }
}
