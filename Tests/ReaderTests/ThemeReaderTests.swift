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

/// The Swift theme reader on a LubaUI-shaped fixture: every role in both appearances with its
/// alias chain and place, derived defaults, opacity constants, and honest failures.
final class ThemeReaderTests: XCTestCase {
    static let fixture = TestSupport.fixtures.appendingPathComponent("lubaui-theme")

    /// The fixture's files as the loader sees them, optionally with text replaced in one file.
    func files(replacing: [String: [(String, String)]] = [:]) throws -> [SwiftSourceFile] {
        let root = Self.fixture
        var result: [SwiftSourceFile] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { paths.append(path) }
        }
        for path in paths.sorted() {
            var text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for (old, new) in replacing[(path as NSString).lastPathComponent] ?? [] {
                XCTAssertTrue(text.contains(old), "fixture no longer contains \(old)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            result.append(SwiftSourceFile(path: path, displayPath: path, bytes: Array(text.utf8)))
        }
        return result
    }

    func theme(replacing: [String: [(String, String)]] = [:]) throws -> Theme {
        let theme = SwiftThemeReader.read(try files(replacing: replacing), source: "fixture")
        return try XCTUnwrap(theme)
    }

    /// The 1-based line of the first line containing `needle` in a fixture file.
    func line(of needle: String, in file: String) throws -> Int {
        let path = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.fixture.path)?.allObjects
            .compactMap { $0 as? String }.first { $0.hasSuffix("/" + file) })
        let text = try String(contentsOf: Self.fixture.appendingPathComponent(path), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        return try XCTUnwrap(lines.firstIndex { $0.contains(needle) }) + 1
    }

    func testEveryRoleResolvesInBothAppearancesWithoutDiagnostics() throws {
        let theme = try theme()
        XCTAssertEqual(theme.diagnostics, [], "\(theme.diagnostics.map(\.message))")
        XCTAssertEqual(theme.roles.map(\.name), ThemeRoleNames.all, "roles in LubaThemeColors' declaration order")
        for role in theme.roles {
            XCTAssertEqual(role.light.chain.first, role.name)
            XCTAssertEqual(role.dark.chain.first, role.name)
            XCTAssertNotNil(role.location, "\(role.name) has no place")
            XCTAssertNotNil(role.light.location, "\(role.name) light literal has no place")
        }
        XCTAssertEqual(theme.chartPalette.count, 5)
    }

    func testAliasChainsAndPlaces() throws {
        let theme = try theme()
        let tertiary = try XCTUnwrap(theme.role("textTertiary"))
        XCTAssertEqual(tertiary.light.color, SRGBColor(rgb: 0x616161))
        XCTAssertEqual(tertiary.dark.color, SRGBColor(rgb: 0x9E9E9E))
        XCTAssertEqual(tertiary.chainDescription, "textTertiary → gray500 → #616161 light, #9E9E9E dark")
        XCTAssertEqual(tertiary.light.location?.file, "Sources/LubaUI/Tokens/LubaColors.swift")
        XCTAssertEqual(tertiary.light.location?.line, try line(of: "light: Color(hex: 0x616161)", in: "LubaColors.swift"))
        XCTAssertEqual(tertiary.dark.location?.line, try line(of: "dark: Color(hex: 0x9E9E9E)", in: "LubaColors.swift"))
        XCTAssertEqual(tertiary.location?.file, "Sources/LubaUI/Theme/LubaTheme.swift")
        XCTAssertEqual(tertiary.location?.line, try line(of: "textTertiary: Color = LubaColors.textTertiary", in: "LubaTheme.swift"))

        // Through a primitive, and an alias of an alias.
        let primary = try XCTUnwrap(theme.role("textPrimary"))
        XCTAssertEqual(primary.light.chain, ["textPrimary", "gray900", "LubaPrimitives.ink", "#141414"])
        XCTAssertEqual(primary.dark.chain, ["textPrimary", "gray900", "#F2F2F2"])
        XCTAssertEqual(theme.role("divider")?.light.chain, ["divider", "border", "gray200", "#E3E3E3"])
        XCTAssertEqual(theme.role("chartAxisLabel")?.dark.chain, ["chartAxisLabel", "Chart.axisLabel", "textTertiary", "gray500", "#9E9E9E"])
        // `Color.white` stays white in both appearances.
        XCTAssertEqual(theme.role("surface")?.light.color, .white)
        XCTAssertEqual(theme.role("textOnAccent")?.light.chain, ["textOnAccent", "white", "#FFFFFF"])
    }

    func testDerivedDefaultsFollowTheInitializer() throws {
        let theme = try theme()
        // The stock accent keeps the hand-tuned ramp, not accent.opacity(0.85).
        XCTAssertEqual(theme.role("accentHover")?.light.color, SRGBColor(rgb: 0x24595A))
        XCTAssertEqual(theme.role("accentHover")?.light.chain, ["accentHover", "#24595A"])
        XCTAssertEqual(theme.role("borderFocused")?.dark.color, SRGBColor(rgb: 0x6FC2BA))
        XCTAssertEqual(theme.role("borderFocused")?.dark.chain.prefix(2), ["borderFocused", "accent"])
        XCTAssertEqual(theme.role("info")?.light.chain.prefix(2), ["info", "accent"])
        XCTAssertEqual(theme.role("infoSubtle")?.light.chain, ["infoSubtle", "accentSubtle", "#E3F1EF"])
        XCTAssertEqual(theme.role("surfaceHover")?.dark.chain, ["surfaceHover", "gray100", "#202020"])
        XCTAssertEqual(theme.role("borderStrong")?.light.color, SRGBColor(rgb: 0x8C8C8C))
        // The palette's `if let … else if … else` picks LubaColors.Chart.palette.
        XCTAssertEqual(theme.chartPalette.first?.light.color, SRGBColor(rgb: 0x2C6E6A))
        XCTAssertEqual(theme.chartPalette[1].dark.color, SRGBColor(rgb: 0x8FB3E8))
        XCTAssertEqual(theme.chartPalette[1].light.chain, ["chart2", "chartPalette", "Chart.palette", "#3F6FB5"])
    }

    func testANonStockAccentDerivesTheRampAndLeadsTheChart() throws {
        let theme = try theme(replacing: ["LubaTheme.swift": [
            ("accent: Color = LubaColors.accent,", "accent: Color = Color(hex: 0x2F5FD0),"),
        ]])
        XCTAssertEqual(theme.diagnostics, [])
        let hover = try XCTUnwrap(theme.role("accentHover"))
        XCTAssertEqual(hover.light.color.alpha, 0.85, accuracy: 1e-12)
        XCTAssertEqual(hover.light.color.opaque, SRGBColor(rgb: 0x2F5FD0))
        XCTAssertEqual(hover.light.chain.last, "#2F5FD0 @ 85%")
        XCTAssertEqual(theme.role("accentSubtle")?.dark.color.alpha ?? 0, 0.12, accuracy: 1e-12)
        XCTAssertEqual(theme.role("infoSubtle")?.dark.color.alpha ?? 0, 0.12, accuracy: 1e-12)
        // `[accent] + LubaColors.Chart.palette.dropFirst()`.
        XCTAssertEqual(theme.chartPalette.count, 5)
        XCTAssertEqual(theme.chartPalette[0].dark.color, SRGBColor(rgb: 0x2F5FD0))
        XCTAssertEqual(theme.chartPalette[1].light.color, SRGBColor(rgb: 0x3F6FB5))
    }

    func testOpacityWithANamedConstantAndHexAlpha() throws {
        let theme = try theme()
        let glass = try XCTUnwrap(theme.role("glassBorder"))
        XCTAssertEqual(glass.light.color.alpha, 0.45, accuracy: 1e-12)
        XCTAssertEqual(glass.dark.color.alpha, 0.18, accuracy: 1e-12)
        XCTAssertEqual(glass.light.chain.last, "#FFFFFF @ 45%")
        let shadow = try XCTUnwrap(theme.role("glassShadow"))
        XCTAssertEqual(shadow.light.color.alpha, 0.1, accuracy: 1e-12)
        XCTAssertEqual(shadow.dark.color.alpha, 0.2, accuracy: 1e-12)  // Color(hex:alpha:)
    }

    func testUnresolvableExpressionIsADiagnosticNotADefault() throws {
        let theme = try theme(replacing: ["LubaColors.swift": [
            ("    public static let gray500 = adaptive(\n        light: Color(hex: 0x616161),",
             "    public static let gray500 = adaptive(\n        light: Color(UIColor.secondaryLabel),"),
        ]])
        XCTAssertNil(theme.role("textTertiary"), "an unresolved role must not get a guessed value")
        XCTAssertNil(theme.role("chartAxisLabel"))
        let diagnostic = try XCTUnwrap(theme.diagnostics.first { $0.role == "textTertiary" })
        XCTAssertEqual(diagnostic.location.file, "Sources/LubaUI/Tokens/LubaColors.swift")
        XCTAssertEqual(diagnostic.location.line, try line(of: "light: Color(hex: 0x616161)", in: "LubaColors.swift"))
        XCTAssertTrue(diagnostic.message.contains("UIColor.secondaryLabel"), diagnostic.message)
        XCTAssertNotNil(theme.role("textSecondary"), "other roles still resolve")
    }

    func testReferenceCycleIsReported() throws {
        let theme = try theme(replacing: ["LubaColors.swift": [
            ("    public static let textTertiary = gray500", "    public static let textTertiary = gray500\n    public static let loopA = loopB\n    public static let loopB = loopA"),
            ("    public static let textDisabled = gray400", "    public static let textDisabled = loopA"),
        ]])
        XCTAssertNil(theme.role("textDisabled"))
        XCTAssertTrue(theme.diagnostics.contains { $0.message.contains("refers to itself") && $0.message.contains("loopA") },
                      "\(theme.diagnostics.map(\.message))")
    }

    func testUnresolvedThemeBecomesAWarningFindingWithFileAndLine() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let copy = root.appendingPathComponent("pkg")
        try TestSupport.copy(Self.fixture, to: copy)
        let colors = copy.appendingPathComponent("Sources/LubaUI/Tokens/LubaColors.swift")
        let text = try String(contentsOf: colors, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "dark: Color(hex: 0x9E9E9E)", with: "dark: Color.systemGray").utf8).write(to: colors)
        let result = try Auditor.run(AuditRequest(packageRoot: copy.path, areas: [.contrast], paths: PathBase(currentDirectory: copy.path)))
        let finding = try XCTUnwrap(result.findings.first { $0.ruleID == "a11y.theme.unresolved" })
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.location?.file, "Sources/LubaUI/Tokens/LubaColors.swift")
        XCTAssertEqual(finding.location?.line, try line(of: "dark: Color(hex: 0x9E9E9E)", in: "LubaColors.swift"))
    }

    func testTokensOnlyPackageUsesRoleNamedTokens() throws {
        let source = """
        import SwiftUI
        public enum LubaColors {
            public static let gray700 = adaptive(light: Color(hex: 0x404040), dark: Color(hex: 0xC0C0C0))
            public static let textPrimary = gray700
            public static let surface = adaptive(light: .white, dark: Color(red: 0.1, green: 0.1, blue: 0.1))
            public static func adaptive(light: Color, dark: Color) -> Color { light }
        }
        """
        let theme = try XCTUnwrap(SwiftThemeReader.read([SwiftSourceFile(path: "C.swift", displayPath: "C.swift", bytes: Array(source.utf8))], source: "t"))
        XCTAssertEqual(theme.roles.map(\.name), ["surface", "textPrimary"])
        XCTAssertEqual(theme.role("textPrimary")?.dark.chain, ["textPrimary", "gray700", "#C0C0C0"])
        XCTAssertEqual(theme.role("surface")?.dark.color, SRGBColor(red: 0.1, green: 0.1, blue: 0.1))
        XCTAssertEqual(theme.diagnostics, [])
    }

    func testPackageWithoutThemeSourcesHasNoTheme() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["Sources/App/View.swift": "import SwiftUI\nlet tint = Color.red\n"], under: root)
        XCTAssertThrowsError(try Auditor.run(AuditRequest(packageRoot: root.path)), "nothing to audit is not a pass") { error in
            XCTAssertTrue("\(error)".hasSuffix("no localization tables, theme colors or design tokens there: nothing to audit"), "\(error)")
        }
        XCTAssertThrowsError(try Auditor.run(AuditRequest(packageRoot: root.path, areas: [.contrast]))) { error in
            XCTAssertTrue("\(error)".contains("no theme colors there"), "\(error)")
        }
        try TestSupport.write([ExampleTree.lproj("en"): "\"a\" = \"A\";\n"], under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path))
        XCTAssertNil(result.inputs.themeSource)
        XCTAssertFalse(result.findings.contains { $0.ruleID.hasPrefix("a11y.contrast") })
    }

    func testDefaultThemeWhenNothingIsGiven() throws {
        let theme = DefaultTheme.theme
        XCTAssertEqual(theme.roles.map(\.name), ThemeRoleNames.all)
        XCTAssertEqual(theme.role("textTertiary")?.chainDescription, "textTertiary → gray500 → #737373 light, #8A8A8A dark")
        XCTAssertEqual(theme.role("borderFocused")?.light.chain, ["borderFocused", "accent", "#5F7360"])
        XCTAssertEqual(theme.role("chartAxisLabel")?.light.chain, ["chartAxisLabel", "Chart.axisLabel", "textTertiary", "gray500", "#737373"])
        XCTAssertEqual(theme.role("glassBorder")?.dark.color.alpha ?? 0, 0.2, accuracy: 1e-12)
        XCTAssertEqual(theme.chartPalette.count, 6)
        XCTAssertEqual(theme.chartPalette[0].light.color, theme.role("accent")?.light.color)
        let prepared = try Auditor.prepare(AuditRequest(areas: [.contrast]))
        XCTAssertEqual(prepared.context.theme?.source, DefaultTheme.source)
    }

    func testParserSurvivesHostileSource() throws {
        let nested = String(repeating: "(", count: 5000) + "Color.white" + String(repeating: ")", count: 5000)
        let prefixes = String(repeating: "!", count: 20000) + "x"
        let elseIfs = "static let z = " + String(repeating: "if a { b } else ", count: 3000) + "{ c }"
        let chain = "static let w = a" + String(repeating: ".b", count: 20000)
        for body in [nested, prefixes, elseIfs, chain, "static let y = adaptive(light: Color(hex: 0xZZ", "}}}{{{(((]]]"] {
            let source = "enum LubaColors {\n static let x = \(body)\n" + body + "\n}"
            let file = SwiftSourceFile(path: "H.swift", displayPath: "H.swift", bytes: Array(source.utf8))
            _ = SwiftThemeReader.read([file], source: "hostile")
            _ = ComponentPairReader.read([file])
        }
        var bytes: [UInt8] = []
        var state: UInt32 = 12345
        for _ in 0..<50_000 {
            state = state &* 1_103_515_245 &+ 12345
            bytes.append(UInt8(truncatingIfNeeded: state >> 16))
        }
        let garbage = SwiftSourceFile(path: "G.swift", displayPath: "G.swift", bytes: Array("enum LubaColors {".utf8) + bytes)
        _ = SwiftThemeReader.read([garbage], source: "garbage")
    }
}
