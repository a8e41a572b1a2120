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

/// "Identical to the source" means the same bytes in the file, not canonical equivalence.
final class UTF8KeyTests: XCTestCase {
    func testSameBytesAreSameAndCanonicalEquivalentsAreNot() {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        XCTAssertEqual(composed, decomposed, "String equality is canonical")
        XCTAssertFalse(UTF8Key.same(composed, decomposed))
        XCTAssertNotEqual(UTF8Key(composed), UTF8Key(decomposed))
        XCTAssertTrue(UTF8Key.same(composed, String(decoding: Array(composed.utf8), as: UTF8.self)))
        XCTAssertTrue(UTF8Key.same("", ""))
        XCTAssertFalse(UTF8Key.same("", " "))
        // Small (inline) and large (heap) strings alike, and a substring's copy.
        let long = String(repeating: "Übersetzung ", count: 40)
        XCTAssertTrue(UTF8Key.same(long, String(long.dropFirst(0))))
        XCTAssertFalse(UTF8Key.same(long, long + "x"))
        XCTAssertFalse(UTF8Key.same(long.dropLast().description + "y", long.dropLast().description + "z"))
        XCTAssertEqual(Set([UTF8Key(composed), UTF8Key(decomposed), UTF8Key(composed)]).count, 2)
    }
}
