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

/// Designer palettes audited as themselves. The palettes below are written here in the shapes
/// of well-known design systems' token files (Material 3, Primer, Carbon via Tokens Studio,
/// Atlassian, a Figma variables export); names follow those systems' conventions, values are
/// made up. Every reported ratio and every suggested color is recomputed with a WCAG 2.x
/// formula written in this file, not the tool's.
final class DesignerPaletteTests: XCTestCase {
    // MARK: Palettes

    /// Primer-like: primitives in one file, semantic light and dark in two, aliasing across.
    static let primerPrimitives = """
    { "base": { "color": { "$type": "color",
      "neutral": { "0": { "$value": "#ffffff" }, "1": { "$value": "#f6f8fa" }, "6": { "$value": "#d1d9e0" }, "9": { "$value": "#59636e" }, "13": { "$value": "#1f2328" },
                   "dark0": { "$value": "#0d1117" }, "dark1": { "$value": "#151b23" }, "dark9": { "$value": "#9198a1" }, "dark13": { "$value": "#f0f6fc" } },
      "blue": { "5": { "$value": "#0969da" }, "dark5": { "$value": "#1f6feb" } },
      "red": { "5": { "$value": "#d1242f" }, "0": { "$value": "#ffebe9" } },
      "sun": { "4": { "$value": "#f2a900" } } } } }
    """
    static let primerLight = """
    { "fgColor": { "$type": "color", "default": { "$value": "{base.color.neutral.13}" }, "muted": { "$value": "{base.color.neutral.9}" },
                   "onEmphasis": { "$value": "{base.color.neutral.0}" }, "danger": { "$value": "{base.color.red.5}" } },
      "bgColor": { "$type": "color", "default": { "$value": "{base.color.neutral.0}" }, "muted": { "$value": "{base.color.neutral.1}" },
                   "accent": { "emphasis": { "$value": "{base.color.blue.5}" } }, "danger": { "muted": { "$value": "{base.color.red.0}" } } },
      "borderColor": { "$type": "color", "default": { "$value": "{base.color.neutral.6}" } },
      "brand": { "$type": "color", "accent": { "$value": "{base.color.sun.4}" } },
      "mascot": { "$type": "color", "$value": "#8250df" } }
    """
    static let primerDark = """
    { "fgColor": { "$type": "color", "default": { "$value": "{base.color.neutral.dark13}" }, "muted": { "$value": "{base.color.neutral.dark9}" },
                   "onEmphasis": { "$value": "{base.color.neutral.0}" }, "danger": { "$value": "#f85149" } },
      "bgColor": { "$type": "color", "default": { "$value": "{base.color.neutral.dark0}" }, "muted": { "$value": "{base.color.neutral.dark1}" },
                   "accent": { "emphasis": { "$value": "{base.color.blue.dark5}" } }, "danger": { "muted": { "$value": "#25171c" } } },
      "borderColor": { "$type": "color", "default": { "$value": "#3d444d" } },
      "brand": { "$type": "color", "accent": { "$value": "{base.color.sun.4}" } },
      "mascot": { "$type": "color", "$value": "#ab7df8" } }
    """

    /// Material 3-like, one file, light and dark per token as a Figma variables export writes them.
    static let material = """
    { "md": { "sys": { "color": { "$type": "color",
      "primary": { "$value": "#6750a4", "$extensions": { "com.figma": { "modes": { "Light": "#6750a4", "Dark": "#d0bcff" } } } },
      "on-primary": { "$value": "#ffffff", "$extensions": { "com.figma": { "modes": { "Light": "#ffffff", "Dark": "#381e72" } } } },
      "primary-container": { "$value": "#eaddff", "$extensions": { "com.figma": { "modes": { "Light": "#eaddff", "Dark": "#4f378b" } } } },
      "on-primary-container": { "$value": "#4f378b", "$extensions": { "com.figma": { "modes": { "Light": "#4f378b", "Dark": "#eaddff" } } } },
      "surface": { "$value": "#fef7ff", "$extensions": { "com.figma": { "modes": { "Light": "#fef7ff", "Dark": "#141218" } } } },
      "surface-container-high": { "$value": "#ece6f0", "$extensions": { "com.figma": { "modes": { "Light": "#ece6f0", "Dark": "#2b2930" } } } },
      "on-surface": { "$value": "#1d1b20", "$extensions": { "com.figma": { "modes": { "Light": "#1d1b20", "Dark": "#e6e0e9" } } } },
      "on-surface-variant": { "$value": "#49454f", "$extensions": { "com.figma": { "modes": { "Light": "#49454f", "Dark": "#cac4d0" } } } },
      "outline": { "$value": "#79747e", "$extensions": { "com.figma": { "modes": { "Light": "#79747e", "Dark": "#938f99" } } } },
      "outline-variant": { "$value": "#cac4d0", "$extensions": { "com.figma": { "modes": { "Light": "#cac4d0", "Dark": "#49454f" } } } },
      "error": { "$value": "#b3261e", "$extensions": { "com.figma": { "modes": { "Light": "#b3261e", "Dark": "#f2b8b5" } } } },
      "on-error": { "$value": "#ffffff", "$extensions": { "com.figma": { "modes": { "Light": "#ffffff", "Dark": "#601410" } } } },
      "scrim": { "$value": "#000000" } } } } }
    """

    /// Carbon-like in a Tokens Studio file with `$themes`.
    static let carbon = """
    { "core": { "gray100": { "value": "#161616", "type": "color" }, "gray70": { "value": "#525252", "type": "color" }, "white": { "value": "#ffffff", "type": "color" },
                "gray10": { "value": "#f4f4f4", "type": "color" }, "blue60": { "value": "#0f62fe", "type": "color" }, "blue40": { "value": "#78a9ff", "type": "color" } },
      "white-theme": { "text-primary": { "value": "{gray100}", "type": "color" }, "text-secondary": { "value": "{gray70}", "type": "color" },
                       "text-on-color": { "value": "{white}", "type": "color" }, "background": { "value": "{white}", "type": "color" },
                       "layer-01": { "value": "{gray10}", "type": "color" }, "background-brand": { "value": "{blue60}", "type": "color" },
                       "border-strong-01": { "value": "#8d8d8d", "type": "color" }, "focus": { "value": "{blue60}", "type": "color" },
                       "link-primary": { "value": "{blue60}", "type": "color" } },
      "g100-theme": { "text-primary": { "value": "#f4f4f4", "type": "color" }, "text-secondary": { "value": "#c6c6c6", "type": "color" },
                      "text-on-color": { "value": "{white}", "type": "color" }, "background": { "value": "{gray100}", "type": "color" },
                      "layer-01": { "value": "#262626", "type": "color" }, "background-brand": { "value": "{blue60}", "type": "color" },
                      "border-strong-01": { "value": "#6f6f6f", "type": "color" }, "focus": { "value": "#ffffff", "type": "color" },
                      "link-primary": { "value": "{blue40}", "type": "color" } },
      "$themes": [
        { "name": "Light", "selectedTokenSets": { "core": "source", "white-theme": "enabled" } },
        { "name": "Dark", "selectedTokenSets": { "core": "source", "g100-theme": "enabled" } }
      ] }
    """

    /// Atlassian-like names, a single light file.
    static let atlassian = """
    { "color": { "$type": "color",
        "text": { "default": { "$value": "#172b4d" }, "subtle": { "$value": "#44546f" }, "subtlest": { "$value": "#8590a2" }, "inverse": { "$value": "#ffffff" } },
        "background": { "neutral": { "$value": "#f1f2f4" }, "brand": { "bold": { "$value": "#0c66e4" }, "bold-hovered": { "$value": "#3b82f6" } } },
        "border": { "default": { "$value": "#dcdfe4" } },
        "icon": { "default": { "$value": "#8590a2" } } },
      "elevation": { "surface": { "$type": "color", "$value": "#ffffff" } } }
    """

    static func input(_ path: String, _ text: String, _ appearance: Appearance? = nil) -> DTCGPaletteReader.Input {
        DTCGPaletteReader.Input(path: path, bytes: Array(text.utf8), appearance: appearance)
    }

    static func primer() throws -> Theme {
        try DTCGPaletteReader.read(
            [input("primitives.json", primerPrimitives), input("light.json", primerLight), input("dark.json", primerDark)],
            roleMapping: [:], base: .none)
    }

    static var allPalettes: [(name: String, theme: Theme)] {
        get throws {
            [
                ("primer", try primer()),
                ("material", try DTCGPaletteReader.read([input("material.tokens.json", material)], roleMapping: [:], base: .none)),
                ("carbon", try DTCGPaletteReader.read([input("carbon.json", carbon)], roleMapping: [:], base: .none)),
                ("atlassian", try DTCGPaletteReader.read([input("atlassian.json", atlassian)], roleMapping: [:], base: .none)),
            ]
        }
    }

    // MARK: Independent WCAG 2.x

    /// sRGB channel (0…1) → linear, as WCAG 2.x writes it (0.04045 threshold).
    static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// (r, g, b, a) from "#RRGGBB" or "#RRGGBBAA".
    static func rgba(_ hex: String) throws -> (Double, Double, Double, Double) {
        let digits = Array(hex.dropFirst())
        XCTAssertTrue(hex.hasPrefix("#") && (digits.count == 6 || digits.count == 8), hex)
        func byte(_ at: Int) throws -> Double { Double(try XCTUnwrap(UInt8(String(digits[at..<at + 2]), radix: 16))) / 255 }
        return (try byte(0), try byte(2), try byte(4), digits.count == 8 ? try byte(6) : 1)
    }

    /// `top` over an opaque `bottom`, channel by channel (source-over in sRGB, as browsers draw).
    static func over(_ top: (Double, Double, Double, Double), _ bottom: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        let a = top.3
        return (top.0 * a + bottom.0 * (1 - a), top.1 * a + bottom.1 * (1 - a), top.2 * a + bottom.2 * (1 - a), 1)
    }

    static func luminance(_ c: (Double, Double, Double, Double)) -> Double {
        0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
    }

    /// The ratio of `foreground` on `background`, each as declared: a translucent background
    /// over `page`, a translucent foreground over the result.
    static func ratio(_ foreground: String, on background: String, page: String) throws -> Double {
        let backdrop = over(try rgba(background), try rgba(page))
        let shown = over(try rgba(foreground), backdrop)
        let (a, b) = (luminance(shown), luminance(backdrop))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static func page(_ theme: Theme, _ appearance: Appearance) -> String {
        ContrastAudit.pageColor(theme, appearance).hex
    }

    // MARK: Roles

    func testRolesAreReadFromEachSystemsNames() throws {
        func kind(_ path: String) -> PaletteTokenKind? { PaletteRoleInference.infer(path: path, hueIsFill: true)?.kind }
        let expected: [String: PaletteTokenKind?] = [
            // Material 3
            "md.sys.color.on-primary": .onColor, "md.sys.color.surface-container-high": .background, "md.sys.color.primary": .brand,
            "md.sys.color.outline-variant": .divider, "md.sys.color.on-surface-variant": .onColor, "md.sys.color.scrim": nil,
            // Primer
            "fgColor.default": .text, "fgColor.muted": .text, "bgColor.muted": .background, "borderColor.default": .border,
            "fgColor.onEmphasis": .onColor, "bgColor.accent.emphasis": .fill, "bgColor.danger.muted": .background, "fgColor.danger": .text,
            // Carbon
            "text-primary": .text, "text-on-color": .onColor, "layer-01": .background, "border-subtle-01": .divider,
            "border-strong-01": .border, "support-error": .status, "link-primary": .text, "focus": .focus, "interactive": .brand,
            // Atlassian
            "color.text.subtle": .text, "color.background.neutral": .background, "color.text.inverse": .onColor,
            "color.background.brand.bold": .fill, "elevation.surface": .background, "color.icon": .icon,
            "color.background.disabled": .disabled,
            // Fluent, Polaris, Spectrum
            "colorNeutralForeground1": .text, "colorNeutralStroke1": .border, "colorNeutralBackground2": .background,
            "color-bg-fill-brand": .fill, "color-text-brand-on-bg-fill": .onColor, "neutral-content-color-default": .text,
            // Plain names
            "color.brand.accent": .brand, "color.brand.primary": .brand, "color.background.accent": .fill,
            "color.border.default": .border, "chart.categorical.3": .chart, "neutral.950": nil, "blue-500": nil,
        ]
        for (path, kind0) in expected {
            XCTAssertEqual(kind(path), kind0, path)
        }
        XCTAssertEqual(PaletteRoleInference.words("fgColor-onEmphasis"), ["fg", "color", "on", "emphasis"])
        XCTAssertEqual(PaletteRoleInference.words("layer01Hover"), ["layer", "01", "hover"])
        XCTAssertTrue(PaletteRoleInference.isBoundary(path: "md.sys.color.outline"))
        XCTAssertFalse(PaletteRoleInference.isBoundary(path: "borderColor.default"))
        XCTAssertEqual(PaletteRoleInference.kind(figmaScopes: ["TEXT_FILL"]), .text)
        XCTAssertEqual(PaletteRoleInference.kind(figmaScopes: ["FRAME_FILL", "SHAPE_FILL"]), .background)
        XCTAssertEqual(PaletteRoleInference.kind(description: "Secondary body text"), .text)
    }

    func testOnlyThePaletteIsAuditedUnderItsOwnNames() throws {
        let theme = try Self.primer()
        XCTAssertNotNil(theme.designer)
        XCTAssertEqual(theme.appearances, [.light, .dark])
        XCTAssertFalse(theme.roles.contains { ThemeRoleNames.isRole($0.name) }, "no LubaUI role is filled in")
        XCTAssertFalse(theme.roles.contains { $0.light.isFromDefaultTheme || $0.dark.isFromDefaultTheme })
        // Aliases across files: the semantic file points into the primitives file.
        let muted = try XCTUnwrap(theme.role("fgColor.muted"))
        XCTAssertEqual(muted.light.chain, ["fgColor.muted", "base.color.neutral.9", "#59636E"])
        XCTAssertEqual(muted.dark.chain, ["fgColor.muted", "base.color.neutral.dark9", "#9198A1"])
        XCTAssertEqual(muted.light.location?.file, "primitives.json")
        let pairs = Set(ContrastPairCatalog.pairs(for: theme).map(\.name))
        for name in [
            "fgColor.default on bgColor.default", "fgColor.muted on bgColor.muted", "fgColor.muted on bgColor.danger.muted",
            "fgColor.onEmphasis on bgColor.accent.emphasis", "borderColor.default on bgColor.default",
            "brand.accent on bgColor.default", "brand.accent as text on bgColor.default",
        ] {
            XCTAssertTrue(pairs.contains(name), name)
        }
        XCTAssertFalse(pairs.contains("fgColor.default on bgColor.accent.emphasis"), "body text is not put on a filled button")
        // The brand accent is finally checked: about 2:1 on white, an error as a graphic.
        let evaluations = ContrastAudit.evaluate(theme: theme)
        let accent = try XCTUnwrap(evaluations.first { $0.subject.pair == "brand.accent on bgColor.default" && $0.appearance == .light })
        XCTAssertFalse(accent.measurement.passes)
        XCTAssertEqual(accent.measurement.ratio, try Self.ratio("#F2A900", on: "#FFFFFF", page: "#FFFFFF"), accuracy: 1e-9)
        // The unpaired token is named, with the line that pairs it.
        let unpaired = try XCTUnwrap(theme.designer?.unpaired)
        XCTAssertEqual(unpaired.map(\.path), ["mascot"])
        XCTAssertEqual(unpaired.first?.configLine, #""roleMapping": {"mascot": "brand"}"#)
        XCTAssertEqual(theme.designer?.primitiveCount, 14, "primitives aliased by semantic tokens are not unpaired")
    }

    func testRoleMappingOverridesTheName() throws {
        let text = ##"{ "c": { "$type": "color", "ink": { "$value": "#202020" }, "paper": { "$value": "#fafafa" }, "sun": { "$value": "#f2a900" }, "bg": { "$value": "#ffffff" } } }"##
        let theme = try DTCGPaletteReader.read(
            [Self.input("p.json", text)], roleMapping: ["c.ink": "text", "c.paper": "surface", "c.sun": "ignore", "c.bg": "textPrimary"], base: .none)
        XCTAssertEqual(theme.designer?.roles["c.ink"]?.kind, .text)
        XCTAssertEqual(theme.designer?.roles["c.paper"]?.kind, .background)
        XCTAssertEqual(theme.designer?.roles["c.bg"]?.kind, .text, "a LubaUI role name maps to its kind")
        XCTAssertNil(theme.designer?.roles["c.sun"])
        XCTAssertEqual(theme.designer?.unpaired.map(\.path), [], "ignored tokens are not listed")
        XCTAssertEqual(Set(ContrastPairCatalog.pairs(for: theme).map(\.name)), ["c.ink on c.paper", "c.bg on c.paper"])
    }

    func testModesPerFilePerTokenAndTokensStudioThemes() throws {
        let palettes = try Self.allPalettes
        for (name, theme) in palettes where name != "atlassian" {
            XCTAssertEqual(theme.appearances, [.light, .dark], name)
        }
        let material = try XCTUnwrap(palettes.first { $0.name == "material" }?.theme)
        XCTAssertEqual(material.role("md.sys.color.primary")?.dark.color, SRGBColor(rgb: 0xD0BCFF), "Figma modes in $extensions")
        XCTAssertEqual(material.designer?.roles["md.sys.color.on-primary"]?.onTarget, "md.sys.color.primary")
        XCTAssertEqual(material.designer?.roles["md.sys.color.on-primary-container"]?.onTarget, "md.sys.color.primary-container")
        XCTAssertEqual(material.designer?.unpaired.map(\.path), ["md.sys.color.scrim"])
        let carbon = try XCTUnwrap(palettes.first { $0.name == "carbon" }?.theme)
        XCTAssertEqual(carbon.role("text-primary")?.dark.color, SRGBColor(rgb: 0xF4F4F4))
        XCTAssertEqual(carbon.role("link-primary")?.dark.chain, ["link-primary", "blue40", "#78A9FF"])
        XCTAssertTrue(ContrastPairCatalog.pairs(for: carbon).contains { $0.name == "text-on-color on background-brand" })
        let atlassian = try XCTUnwrap(palettes.first { $0.name == "atlassian" }?.theme)
        XCTAssertEqual(atlassian.appearances, [.light])
        XCTAssertEqual(atlassian.pageRole, "elevation.surface")
        let atlassianPairs = Set(ContrastPairCatalog.pairs(for: atlassian).map(\.name))
        XCTAssertTrue(atlassianPairs.contains("color.text.inverse on color.background.brand.bold-hovered"))
        XCTAssertFalse(atlassianPairs.contains { $0.hasPrefix("color.text.inverse on color.text") }, "inverse text sits on fills, not on text")
        // A mode named by the file's root $extensions.
        let dark = ##"{ "$extensions": { "mode": "Dark" }, "text": { "$type": "color", "default": { "$value": "#eeeeee" } }, "bg": { "$type": "color", "default": { "$value": "#111111" } } }"##
        let light = ##"{ "text": { "$type": "color", "default": { "$value": "#111111" } }, "bg": { "$type": "color", "default": { "$value": "#ffffff" } } }"##
        let split = try DTCGPaletteReader.read([Self.input("a.json", light, .light), Self.input("b.json", dark)], roleMapping: [:], base: .none)
        XCTAssertEqual(split.role("text.default")?.dark.color, SRGBColor(rgb: 0xEEEEEE))
        XCTAssertEqual(split.role("bg.default")?.light.color, SRGBColor(rgb: 0xFFFFFF))
    }

    /// Shapes seen in real token files: text nested under its background (`background.error.text`)
    /// with hover states, both appearances kept in one set of names (`canvas-dark`), unused
    /// ramp steps, and roles only a `$description` gives.
    func testNestedOnTextModeNamesRampStepsAndDescriptions() throws {
        let text = ##"""
        { "core": { "$type": "color", "red": { "100": { "$value": "#fcc5e0" }, "400": { "$value": "#d83a61" }, "0": { "$value": "#fffafd" } } },
          "color": { "$type": "color",
            "background": { "error": { "default": { "$value": "{core.red.400}" }, "hover": { "$value": "#ff5286" }, "text": { "$value": "{core.red.0}" } } },
            "canvas-light": { "$value": "#ffffff" }, "canvas-dark": { "$value": "#0b0b0c" },
            "text-light": { "$value": "#0b0b0c" }, "text-dark": { "$value": "#f5f6fb" },
            "slate": { "$value": "#6b6b74", "$description": "Muted text on paper (light theme)." },
            "flare": { "$value": "#d92c10", "$description": "Flare variant used behind white text." } } }
        """##
        let theme = try DTCGPaletteReader.read([Self.input("p.json", text)], roleMapping: [:], base: .none)
        let designer = try XCTUnwrap(theme.designer)
        XCTAssertEqual(designer.roles["color.background.error.text"]?.kind, .onColor)
        XCTAssertEqual(designer.roles["color.background.error.text"]?.onTarget, "color.background.error.default")
        let names = Set(designer.pairs.map(\.name))
        XCTAssertTrue(names.contains("color.background.error.text on color.background.error.default"))
        XCTAssertTrue(names.contains("color.background.error.text on color.background.error.hover"), "the hover state carries the same text")
        XCTAssertTrue(names.contains("color.text-light on color.canvas-light"))
        XCTAssertFalse(names.contains("color.text-light on color.canvas-dark"), "a light token is not drawn on a dark one")
        XCTAssertFalse(names.contains("color.text-dark on color.canvas-light"))
        XCTAssertEqual(designer.roles["color.slate"]?.kind, .text)
        XCTAssertEqual(designer.roles["color.slate"]?.evidence, "$description")
        XCTAssertTrue(names.contains("color.slate on color.canvas-light"))
        XCTAssertFalse(names.contains("color.slate on color.canvas-dark"), "the description names its appearance")
        XCTAssertNil(designer.roles["color.flare"], "\"behind white text\" does not make it text")
        XCTAssertEqual(designer.page, "color.canvas-light")
        XCTAssertEqual(designer.unpaired.map(\.path), ["color.flare"], "the unused ramp step core.red.100 is counted, not listed")
        XCTAssertEqual(designer.unusedPrimitiveCount, 1)
    }

    func testChartSeriesFormTheChartPalette() throws {
        let text = ##"""
        { "color": { "$type": "color", "background": { "default": { "$value": "#ffffff" } },
          "chart": { "categorical": { "1": { "$value": "#1f77b4" }, "2": { "$value": "#2077b5" }, "3": { "$value": "#ff7f0e" } } } } }
        """##
        let theme = try DTCGPaletteReader.read([Self.input("p.json", text)], roleMapping: [:], base: .none)
        XCTAssertEqual(theme.chartPalette.map(\.name), ["color.chart.categorical.1", "color.chart.categorical.2", "color.chart.categorical.3"])
        XCTAssertTrue(ContrastPairCatalog.pairs(for: theme).contains { $0.name == "color.chart.categorical.3 on color.background.default" && $0.usage == .nonText })
        let neighbours = ChartDistinguishability.neighbours(theme)
        XCTAssertEqual(neighbours.first?.name, "color.chart.categorical.1 next to color.chart.categorical.2")
        XCTAssertLessThan(neighbours.first?.deltaE2000 ?? 100, 2, "two near-identical blues")
    }

    // MARK: Every number recomputed

    func testEveryReportedRatioAndEverySuggestedColorIsRecomputed() throws {
        var suggestions = 0
        for (name, theme) in try Self.allPalettes + [("lubaui accent", try AccentDerivation.apply(accent: "2F5FD0", onAccent: "FFFFFF", to: DefaultTheme.theme))] {
            let evaluations = ContrastAudit.evaluate(theme: theme)
            XCTAssertFalse(evaluations.isEmpty, name)
            for evaluation in evaluations {
                let m = evaluation.measurement
                let page = Self.page(theme, evaluation.appearance)
                let recomputed = try Self.ratio(m.foregroundHex, on: m.backgroundHex, page: page)
                // Declared alpha is written in 8 bits (12 % → 0x1F): a relative tolerance covers it.
                XCTAssertEqual(m.ratio, recomputed, accuracy: 0.005 * recomputed, "\(name): \(evaluation.subject.pair ?? "")")
                let displayed = try Self.ratio(m.effectiveForegroundHex, on: m.effectiveBackgroundHex, page: page)
                XCTAssertEqual(m.ratio, displayed, accuracy: 0.005 * displayed, "\(name): \(evaluation.subject.pair ?? "") as displayed")
                if abs(recomputed - m.required) > 0.01 * m.required {
                    XCTAssertEqual(m.passes, recomputed >= m.required, "\(name): \(evaluation.subject.pair ?? "")")
                }
            }
            for fix in Set(evaluations.compactMap(\.tokenFix)) {
                let pairs = evaluations.filter {
                    $0.origin == .catalog && !$0.isExempt && $0.measurement.foreground == fix.token && $0.appearance.rawValue == fix.appearance
                }
                if let hex = fix.suggestedHex {
                    // The one value passes every pair of its token, those passing today included.
                    for pair in pairs {
                        let ratio = try Self.ratio(hex, on: pair.measurement.effectiveBackgroundHex, page: Self.page(theme, pair.appearance))
                        XCTAssertGreaterThanOrEqual(ratio, pair.requirement.minimumRatio, "\(name): \(fix.token) → \(hex) on \(pair.measurement.background)")
                        suggestions += 1
                    }
                }
                for alternative in fix.backgroundAlternatives {
                    // The other side keeps every pair it is in passing, as background and as foreground.
                    let onIt = evaluations.filter {
                        $0.origin == .catalog && !$0.isExempt && $0.appearance.rawValue == fix.appearance && $0.measurement.background == alternative.background
                    }
                    for pair in onIt where pair.measurement.passes || pair.measurement.foreground == fix.token {
                        let page = Self.page(theme, pair.appearance)
                        let ratio = try Self.ratio(pair.measurement.foregroundHex, on: alternative.suggestedHex, page: page)
                        XCTAssertGreaterThanOrEqual(ratio, pair.requirement.minimumRatio, "\(name): \(pair.measurement.foreground) on \(alternative.background) → \(alternative.suggestedHex)")
                        suggestions += 1
                    }
                    let asForeground = evaluations.filter {
                        $0.origin == .catalog && !$0.isExempt && $0.appearance.rawValue == fix.appearance && $0.measurement.foreground == alternative.background
                    }
                    for pair in asForeground where pair.measurement.passes {
                        let ratio = try Self.ratio(alternative.suggestedHex, on: pair.measurement.effectiveBackgroundHex, page: Self.page(theme, pair.appearance))
                        XCTAssertGreaterThanOrEqual(ratio, pair.requirement.minimumRatio, "\(name): \(alternative.background) → \(alternative.suggestedHex) as foreground")
                    }
                }
            }
        }
        XCTAssertGreaterThan(suggestions, 10, "the palettes have failing tokens to fix")
    }

    /// `contrast --accent 2F5FD0 --on-accent FFFFFF`: white text passes on the accent (5.72:1)
    /// and fails on the 85 % hover. Dark text would break the accent pair (3.43:1): no text value
    /// is offered; the hover color is, and it passes with white.
    func testOnAccentFixNeverBreaksTheAccentAndOffersTheHoverColor() throws {
        let theme = try AccentDerivation.apply(accent: "2F5FD0", onAccent: "FFFFFF", to: DefaultTheme.theme)
        let evaluations = ContrastAudit.evaluate(theme: theme)
        let onAccent = try XCTUnwrap(evaluations.first { $0.subject.pair == "textOnAccent on accent" && $0.appearance == .light })
        XCTAssertEqual(onAccent.measurement.ratio, try Self.ratio("#FFFFFF", on: "#2F5FD0", page: "#FFFFFF"), accuracy: 1e-9)
        XCTAssertEqual(onAccent.measurement.ratio, 5.72, accuracy: 0.005)
        let hover = try XCTUnwrap(evaluations.first { $0.subject.pair == "textOnAccent on accentHover" && $0.appearance == .light })
        XCTAssertFalse(hover.measurement.passes)
        XCTAssertNil(hover.measurement.suggestedHex, "#0B0B0B would take text on the accent to 3.43:1")
        let fix = try XCTUnwrap(hover.tokenFix)
        XCTAssertNil(fix.suggestedHex)
        XCTAssertEqual(fix.cannotFix, ["accentHover"])
        let alternative = try XCTUnwrap(fix.backgroundAlternatives.first { $0.background == "accentHover" })
        XCTAssertEqual(hover.measurement.suggestedBackgroundHex, alternative.suggestedHex)
        XCTAssertTrue(alternative.suggestedHex.count == 9, "the hover keeps its 85 % opacity: \(alternative.suggestedHex)")
        let page = Self.page(theme, .light)
        XCTAssertGreaterThanOrEqual(try Self.ratio("#FFFFFF", on: alternative.suggestedHex, page: page), 4.5)
        let findingFix = try XCTUnwrap(ContrastRules.fix(hover.measurement, token: fix))
        XCTAssertTrue(findingFix.contains("change accentHover to \(alternative.suggestedHex)"), findingFix)
        XCTAssertTrue(findingFix.contains("no one value of textOnAccent passes"), findingFix)
        let line = ContrastTextTable.tokenFixLine(fix)
        XCTAssertTrue(line.contains("instead change accentHover → \(alternative.suggestedHex)"), line)
    }

    // MARK: Reports

    func testReportsListUnpairedTokensAndOpenWithTheDesignersNames() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "tokens/primitives.json": Self.primerPrimitives, "tokens/light/semantic.json": Self.primerLight, "tokens/dark/semantic.json": Self.primerDark,
        ], under: root)
        var request = AuditRequest(areas: [.contrast])
        request.command = "contrast"
        request.palettePaths = ["tokens/primitives.json", "tokens/light/semantic.json", "tokens/dark/semantic.json"].map { root.appendingPathComponent($0).path }
        let result = try Auditor.run(request)
        let report = try XCTUnwrap(result.accessibility)
        XCTAssertEqual(report.unpairedTokens.map(\.path), ["mascot"])
        XCTAssertEqual(report.paletteCoverage?.appearances, ["light", "dark"])
        XCTAssertTrue(report.palette.allSatisfy { !ThemeRoleNames.isRole($0.role) })
        XCTAssertEqual(report.palette.first { $0.role == "fgColor.default" }?.kind, "text")
        let text = ContrastTextTable.render(report, color: false)
        XCTAssertTrue(text.contains("Unpaired color tokens (1)"), text)
        XCTAssertTrue(text.contains(#"mascot  #8250DF"#), text)
        XCTAssertTrue(text.contains(#""roleMapping": {"mascot": "brand"}"#), text)
        let json = JSONReport.render(result)
        XCTAssertTrue(json.contains(#""unpairedTokens":[{"path":"mascot""#) || json.contains(#""unpairedTokens": [{"path": "mascot""#) || json.contains("\"mascot\""), json)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let accessibility = try XCTUnwrap(object["accessibility"] as? [String: Any])
        let unpaired = try XCTUnwrap(accessibility["unpairedTokens"] as? [[String: Any]])
        XCTAssertEqual(unpaired.first?["configLine"] as? String, #""roleMapping": {"mascot": "brand"}"#)
        let html = HTMLReport.render(result)
        let contrast = try XCTUnwrap(html.range(of: "<h2 id=\"contrast-h\">Contrast</h2>"))
        let afterHeading = html[contrast.upperBound...]
        let palette = try XCTUnwrap(afterHeading.range(of: "<h3 id=\"palette\">"))
        XCTAssertNil(afterHeading[..<palette.lowerBound].range(of: "<h3"), "the contrast section opens with the palette")
        let paletteList = try XCTUnwrap(afterHeading.range(of: "<ul class=\"palette\">"))
        XCTAssertTrue(afterHeading[paletteList.upperBound...].prefix(400).contains("<strong><code><bdi>fgColor.default</bdi></code></strong>"), "the first card is the palette's first token")
        let paletteEnd = try XCTUnwrap(afterHeading[paletteList.upperBound...].range(of: "</ul>"))
        let cards = afterHeading[paletteList.upperBound..<paletteEnd.lowerBound]
        for role in ThemeRoleNames.all {
            XCTAssertFalse(cards.contains("<strong><code><bdi>\(role)</bdi></code></strong>"), "LubaUI role \(role) named in the palette")
        }
        XCTAssertTrue(afterHeading.contains("id=\"unpaired\""))
        // Findings: the brand accent's graphic pair is an error; its text pair is not a second finding.
        XCTAssertTrue(result.findings.contains { $0.subject.pair == "brand.accent on bgColor.default" && $0.severity == .error })
        XCTAssertFalse(result.findings.contains { $0.subject.pair == "brand.accent as text on bgColor.default" })
        // A plain border may be decorative: a note, not an error.
        let border = try XCTUnwrap(result.findings.first { $0.subject.pair == "borderColor.default on bgColor.default" })
        XCTAssertEqual(border.severity, .note)
    }

    func testCommandLineTakesSeveralPaletteFilesAndTheBaseTheme() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["p.json": Self.primerPrimitives, "semantic.light.json": Self.primerLight, "semantic.dark.json": Self.primerDark], under: root)
        let run = try TestSupport.run(["contrast", "--palette", "p.json,semantic.light.json", "--palette", "semantic.dark.json", "--format", "json", "--output", "out", "--no-color"], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("Unpaired color tokens (1)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Dark ("), run.stdout)
        XCTAssertTrue(run.stdout.contains("unpaired color tokens (1, not audited; each report gives the roleMapping line that pairs one): mascot"), run.stdout)
        let luba = try TestSupport.run(["contrast", "--palette", "p.json,semantic.light.json", "--base-theme", "luba", "--format", "json", "--output", "out2"], in: root)
        XCTAssertTrue(luba.stdout.contains("textPrimary on surface"), luba.stdout)
        let wrong = try TestSupport.run(["contrast", "--palette", "p.json", "--base-theme", "lubaui"], in: root)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--base-theme must be luba or none"), wrong.stderr)
        let accent = try TestSupport.run(["contrast", "--palette", "p.json", "--accent", "2F5FD0"], in: root)
        XCTAssertEqual(accent.status, 2, accent.stderr)
        XCTAssertTrue(accent.stderr.contains("--base-theme luba"), accent.stderr)
    }
}
