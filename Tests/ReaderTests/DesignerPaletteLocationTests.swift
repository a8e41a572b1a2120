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

/// A finding about a semantic token that aliases a primitive (`"$value": "{neutral.500}"`) is
/// located where the designer changes it, the semantic token's `$value` line; the primitive's
/// literal is a related location.
final class DesignerPaletteLocationTests: XCTestCase {
    static let primitives = """
    { "neutral": { "$type": "color",
        "0": { "$value": "#ffffff" },
        "500": { "$value": "#9aa0a6" },
        "950": { "$value": "#101214" } } }
    """
    static let semantic = """
    { "color": { "$type": "color",
        "background": { "default": { "$value": "{neutral.0}" } },
        "text": {
          "default": { "$value": "{neutral.950}" },
          "subtlest": {
            "$value": "{neutral.500}"
          } } } }
    """

    func testAnAliasingTokenIsLocatedAtItsOwnValueLine() throws {
        let theme = try DTCGPaletteReader.read(
            [DesignerPaletteTests.input("primitives.json", Self.primitives), DesignerPaletteTests.input("semantic.json", Self.semantic)],
            roleMapping: [:], base: .none)
        let evaluations = ContrastAudit.evaluate(theme: theme)
        let failing = try XCTUnwrap(evaluations.first { $0.subject.pair == "color.text.subtlest on color.background.default" })
        XCTAssertFalse(failing.measurement.passes, "#9AA0A6 on white is about 2.6:1")
        let location = try XCTUnwrap(failing.location)
        XCTAssertEqual(location.file, "semantic.json")
        XCTAssertEqual(location.line, 6, "the line of subtlest's \"$value\"")
        XCTAssertTrue(failing.related.contains { $0.file == "primitives.json" && $0.line == 3 }, "the primitive's literal: \(failing.related)")
        let passing = try XCTUnwrap(evaluations.first { $0.subject.pair == "color.text.default on color.background.default" })
        XCTAssertEqual(passing.location?.file, "semantic.json")
        XCTAssertEqual(passing.location?.line, 4)
        XCTAssertTrue(passing.related.contains { $0.file == "primitives.json" && $0.line == 4 })
    }
}
