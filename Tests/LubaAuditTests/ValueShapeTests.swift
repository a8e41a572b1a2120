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

    func testSpecifierFlagAgreesWithTheFormatPreCheck() {
        for value in ["", "100 %", "％d", "\u{EF}", "Grüße", "a％", "%", "no percent", "日本％", "\u{FF05}x", "€"] {
            XCTAssertEqual(ValueShape(value).mayHoldSpecifier, FormatString.mayHoldSpecifier(value), value)
        }
    }

    func testEqualValuesHashEqualAndTheHashSeesEveryByte() {
        XCTAssertEqual(ValueHash.of("Ausgewählt"), ValueHash.of(String("xAusgewählt".dropFirst())))
        var seen = Set<UInt64>()
        for length in 0..<40 {
            seen.insert(ValueHash.of(String(repeating: "a", count: length)))
            seen.insert(ValueHash.of(String(repeating: "a", count: length) + "b"))
        }
        XCTAssertEqual(seen.count, 80, "lengths and a last differing byte change the hash")
    }

    func testNewlinesAndWhitespaceEnds() {
        let shape = ValueShape(" a\nb\n")
        XCTAssertTrue(shape.leadingWhitespace)
        XCTAssertTrue(shape.trailingWhitespace)
        XCTAssertEqual(shape.newlines, 2)
        XCTAssertFalse(shape.looksLikeICU)
    }
}
