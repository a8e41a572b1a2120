import XCTest
@testable import LubaAudit

/// The per-entry shape stands in for work rules used to do per pair: it must say exactly
/// what that work said.
final class ValueShapeFlagTests: XCTestCase {
    func testICUFlagAgreesWithTheScanner() {
        let values = [
            "", "plain", "{count, plural, one {# file} other {# files}}", "{name}", "a { b", "{ count, select, x {y} }",
            "Hallo {0}", "%d {x, number}", "{}", "{{count, plural, other {n}}}", "€ {n, plural, other {#}} €",
        ]
        for value in values {
            XCTAssertEqual(ValueShape(value).looksLikeICU, looksLikeICUMessage(value), value)
        }
    }

    func testNewlinesAndWhitespaceEnds() {
        let shape = ValueShape(" a\nb\n")
        XCTAssertTrue(shape.leadingWhitespace)
        XCTAssertTrue(shape.trailingWhitespace)
        XCTAssertEqual(shape.newlines, 2)
        XCTAssertFalse(shape.looksLikeICU)
    }
}
