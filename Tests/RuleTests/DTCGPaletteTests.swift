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

/// Designer palettes in the W3C Design Tokens format: groups, inherited `$type`, aliases,
/// color objects, light/dark files or Tokens Studio `$themes`, and clear errors.
final class DTCGPaletteTests: XCTestCase {
    static let light = """
    {
      "color": {
        "$type": "color",
        "gray": {
          "900": { "$value": "#1B1B1F" },
          "500": { "$value": "#6A6A70" }
        },
        "brand": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.8], "alpha": 1 } },
        "text": {
          "primary": { "$value": "{color.gray.900}" },
          "tertiary": { "$value": "{color.gray.500}" },
          "on-accent": { "$value": "#FFFFFF" }
        },
        "accent": { "$value": "{color.brand}" },
        "surface": { "$value": "#FFFFFF" },
        "background": { "$value": "#F7F7F8" },
        "overlay": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 } }
      },
      "size": { "$type": "dimension", "sm": { "$value": "4px" } }
    }
    """

    static let dark = """
    {
      "color": {
        "$type": "color",
        "text": { "primary": { "$value": "#EDEDF0" }, "tertiary": { "$value": "#8E8E96" }, "on-accent": { "$value": "#101014" } },
        "accent": { "$value": "#7FA6FF" },
        "surface": { "$value": "#18181C" },
        "background": { "$value": "#0E0E11" }
      }
    }
    """

    func inputs(_ texts: [String]) -> [DTCGPaletteReader.Input] {
        texts.enumerated().map { DTCGPaletteReader.Input(path: "p\($0.offset).tokens.json", bytes: Array($0.element.utf8)) }
    }

    func testLightAndDarkFilesMapRolesWithChainsAndPlaces() throws {
        let theme = try DTCGPaletteReader.read(inputs([Self.light, Self.dark]))
        XCTAssertEqual(theme.appearances, [.light, .dark])
        let primary = try XCTUnwrap(theme.role("textPrimary"))
        XCTAssertEqual(primary.light.color, SRGBColor(rgb: 0x1B1B1F))
        XCTAssertEqual(primary.light.chain, ["textPrimary", "color.text.primary", "color.gray.900", "#1B1B1F"])
        XCTAssertEqual(primary.dark.chain, ["textPrimary", "color.text.primary", "#EDEDF0"])
        XCTAssertEqual(primary.light.location?.file, "p0.tokens.json")
        XCTAssertEqual(primary.light.location?.line, 5, "the literal the alias ends at")
        XCTAssertEqual(primary.location?.line, 10, "the role's token")
        XCTAssertEqual(theme.role("textOnAccent")?.dark.color, SRGBColor(rgb: 0x101014))
        // A DTCG color object, through an alias.
        let accent = try XCTUnwrap(theme.role("accent"))
        XCTAssertEqual(accent.light.color, SRGBColor(red: 0.2, green: 0.4, blue: 0.8))
        XCTAssertEqual(accent.light.chain, ["accent", "color.accent", "color.brand", "#3366CC"])
        XCTAssertEqual(theme.source, "p0.tokens.json + p1.tokens.json")
        XCTAssertEqual(theme.diagnostics, [])
    }

    func testMissingRolesFallBackToTheDefaultThemeAndSaySo() throws {
        let theme = try DTCGPaletteReader.read(inputs([Self.light, Self.dark]))
        let warning = try XCTUnwrap(theme.role("warning"))
        XCTAssertEqual(warning.light.color, DefaultTheme.theme.role("warning")?.light.color)
        XCTAssertEqual(warning.light.chain.prefix(2), ["warning", "default theme"])
        // Present in light only: dark falls back, light does not.
        let tertiary = try DTCGPaletteReader.read(inputs([Self.light, ##"{"color": {"surface": {"$type": "color", "$value": "#000000"}}}"##]))
        XCTAssertEqual(tertiary.role("textTertiary")?.light.chain[1], "color.text.tertiary")
        XCTAssertEqual(tertiary.role("textTertiary")?.dark.chain[1], "default theme")
        XCTAssertEqual(theme.chartPalette.count, DefaultTheme.theme.chartPalette.count)
    }

    func testSingleFileIsALightPalette() throws {
        let theme = try DTCGPaletteReader.read(inputs([Self.light]))
        XCTAssertEqual(theme.appearances, [.light])
        let result = ContrastAudit.evaluate(theme: theme)
        XCTAssertFalse(result.isEmpty)
        XCTAssertTrue(result.allSatisfy { $0.appearance == .light })
    }

    func testTokensStudioThemesInOneFile() throws {
        let text = """
        {
          "core": { "blue": { "value": "#2F5FD0", "type": "color" }, "ink": { "value": "#111111", "type": "color" } },
          "light": { "text": { "primary": { "value": "{ink}", "type": "color" } }, "accent": { "value": "{blue}", "type": "color" } },
          "dark": { "text": { "primary": { "value": "#F0F0F0", "type": "color" } }, "accent": { "value": "rgba(120, 160, 255, 1)", "type": "color" } },
          "$themes": [
            { "name": "Light", "selectedTokenSets": { "core": "source", "light": "enabled", "dark": "disabled" } },
            { "name": "Dark", "selectedTokenSets": { "core": "source", "dark": "enabled" } }
          ],
          "$metadata": { "tokenSetOrder": ["core", "light", "dark"] }
        }
        """
        let theme = try DTCGPaletteReader.read(inputs([text]))
        XCTAssertEqual(theme.appearances, [.light, .dark])
        XCTAssertEqual(theme.role("textPrimary")?.light.chain, ["textPrimary", "text.primary", "ink", "#111111"])
        XCTAssertEqual(theme.role("textPrimary")?.dark.color, SRGBColor(rgb: 0xF0F0F0))
        XCTAssertEqual(theme.role("accent")?.light.color, SRGBColor(rgb: 0x2F5FD0))
        XCTAssertEqual(theme.role("accent")?.dark.color, SRGBColor(red: 120 / 255, green: 160 / 255, blue: 1))
    }

    func testAliasCycleIsAFindingNotTheEndOfTheRun() throws {
        let text = """
        {
          "color": {
            "$type": "color",
            "a": { "$value": "{color.b}" },
            "b": { "$value": "{color.a}" },
            "text": { "primary": { "$value": "{color.a}" } }
          }
        }
        """
        let theme = try DTCGPaletteReader.read(inputs([text]))
        let diagnostic = try XCTUnwrap(theme.diagnostics.first { $0.role == "textPrimary" })
        XCTAssertTrue(diagnostic.message.contains("alias cycle"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("color.a → color.b → color.a"), diagnostic.message)
        XCTAssertEqual(diagnostic.location.file, "p0.tokens.json")
        XCTAssertEqual(theme.role("textPrimary")?.light.chain[1], "default theme", "the LubaUI reading falls back")
        // Audited alone, the token is left out and the cycle is reported once per token in it.
        let alone = try DTCGPaletteReader.read(inputs([text]), roleMapping: [:], base: .none)
        XCTAssertNil(alone.role("color.text.primary"))
        XCTAssertTrue(alone.diagnostics.contains { $0.role == "color.text.primary" && $0.message.contains("alias cycle") })
    }

    func testDanglingAliasIsAFindingNotTheEndOfTheRun() throws {
        let text = #"{ "color": { "text": { "primary": { "$type": "color", "$value": "{color.gray.950}" } } } }"#
        let theme = try DTCGPaletteReader.read(inputs([text]), roleMapping: [:], base: .none)
        let diagnostic = try XCTUnwrap(theme.diagnostics.first { $0.role == "color.text.primary" })
        XCTAssertTrue(diagnostic.message.contains("{color.gray.950} points to no token"), diagnostic.message)
        XCTAssertEqual(diagnostic.location.file, "p0.tokens.json")
        XCTAssertEqual(diagnostic.location.line, 1)
    }

    func testInvalidJSONAndWrongRootAreErrorsWithLines() {
        XCTAssertThrowsError(try DTCGPaletteReader.read(inputs(["{\n  \"color\": {,\n}"]))) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("p0.tokens.json:2:"), String(describing: error))
        }
        XCTAssertThrowsError(try DTCGPaletteReader.read(inputs(["[1, 2]"]))) { error in
            XCTAssertTrue(String(describing: error).contains("must hold an object"), String(describing: error))
        }
    }

    func testRoleMappingAndNonColorTokens() throws {
        let text = """
        {
          "brand": { "$type": "color", "ink": { "$value": "#202020" }, "spacing": { "$type": "dimension", "$value": "8px" } },
          "chart": { "$type": "color", "series": { "1": { "$value": "#1F77B4" }, "2": { "$value": "#FF7F0E" } } },
          "color": { "surface": { "$type": "color", "$value": "display-p3 nonsense" } }
        }
        """
        let theme = try DTCGPaletteReader.read(inputs([text]), roleMapping: ["brand.ink": "textPrimary", "brand.spacing": "textSecondary"])
        XCTAssertEqual(theme.role("textPrimary")?.light.color, SRGBColor(rgb: 0x202020))
        XCTAssertEqual(theme.role("textSecondary")?.light.chain[1], "default theme", "a dimension cannot be a color")
        XCTAssertTrue(theme.diagnostics.contains { $0.role == "textSecondary" && $0.message.contains("dimension") })
        XCTAssertTrue(theme.diagnostics.contains { $0.role == "surface" && $0.location.line == 4 })
        XCTAssertEqual(theme.chartPalette.map(\.name), ["chart1", "chart2"])
        XCTAssertEqual(theme.chartPalette[1].light.color, SRGBColor(rgb: 0xFF7F0E))
    }

    func testBuiltInPathSpellings() {
        let mapping = DTCGRoleMapping()
        XCTAssertEqual(mapping.target(for: "color.text.primary"), .role("textPrimary"))
        XCTAssertEqual(mapping.target(for: "text.primary"), .role("textPrimary"))
        XCTAssertEqual(mapping.target(for: "textPrimary"), .role("textPrimary"))
        XCTAssertEqual(mapping.target(for: "colors.Text-On-Accent"), .role("textOnAccent"))
        XCTAssertEqual(mapping.target(for: "semantic.status.success.subtle"), .role("successSubtle"))
        XCTAssertEqual(mapping.target(for: "color.surface.default"), .role("surface"))
        XCTAssertEqual(mapping.target(for: "chart.palette.3"), .chart(3))
        XCTAssertNil(mapping.target(for: "color.gray.500"))
        XCTAssertEqual(DTCGRoleMapping(explicit: ["x.y": "borderStrong"]).target(for: "x.y"), .role("borderStrong"))
    }

    func testPaletteThroughThePipeline() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["light.json": Self.light, "dark.json": Self.dark.replacingOccurrences(of: "#8E8E96", with: "#3A3A40")], under: root)
        var request = AuditRequest(areas: [.contrast])
        request.palettePaths = [root.appendingPathComponent("light.json").path, root.appendingPathComponent("dark.json").path]
        request.darkPalettePaths = [root.appendingPathComponent("dark.json").path]
        request.baseTheme = .luba
        let result = try Auditor.run(request)
        let finding = try XCTUnwrap(result.findings.first { $0.subject.pair == "textTertiary on surface" && $0.subject.appearance == "dark" })
        XCTAssertEqual(finding.ruleID, "a11y.contrast.text")
        XCTAssertTrue(finding.location?.file.hasSuffix("dark.json") ?? false)
        XCTAssertEqual(result.inputs.themeSource?.contains("light.json"), true)
    }
}
