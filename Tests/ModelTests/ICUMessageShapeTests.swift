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

/// The argument-head scan finds its braces eight bytes at a time; it must answer as trying
/// every `{` in turn does, wherever the braces fall in the words.
final class ICUMessageShapeTests: XCTestCase {
    func testBraceSearchAnswersAsTryingEveryBrace() {
        let pieces = ["{", "}", "{n}", "{count, plural, one {# item} other {# items}}", "${x}", "{{x}}", "a", "é", "日本", " ", ",", "{0}", "{ name }", "%@", "{1abc}", "7B"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = Array(value.utf8).withUnsafeBufferPointer { bytes in
                bytes.indices.contains { bytes[$0] == UInt8(ascii: "{") && ICUMessageShape.isArgumentHead(bytes, at: $0) }
            }
            XCTAssertEqual(looksLikeICUMessage(value), expected, value)
        }
    }
}
