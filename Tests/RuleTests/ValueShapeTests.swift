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

    /// A value kept as the source's takes the source's shape: it must be the shape its own
    /// bytes give, for every entry, kept, translated or without a source key.
    func testPairTableShapesAreEachValuesOwn() {
        func table(_ locale: String, _ text: String) -> StringsTable {
            StringsReader.read(Array(text.utf8), path: "\(locale).lproj/Localizable.strings", locale: locale, name: "Localizable")
        }
        let source = table("en", """
        "a" = " Leading space";
        "b" = "Ends with a colon:";
        "c" = "Two\\nlines %d";
        "d" = "{count, plural, other {#}}";
        "e" = "";
        """)
        let translation = table("de", """
        "only.here" = "Nur hier: ";
        "a" = " Leading space";
        "c" = "Zwei Zeilen";
        "b" = "Ends with a colon:";
        "e" = "";
        "d" = "{count, plural, other {#}}";
        """)
        let catalog = LocalizationCatalog(stringsTables: [source, translation], pluralTables: [], sourceLocale: "en")
        let pairs = PairTable.all(catalog)
        XCTAssertEqual(pairs.count, 1)
        guard let pair = pairs.first else { return }
        XCTAssertEqual(pair.shapes.count, pair.entries.count)
        for (index, entry) in pair.entries.enumerated() {
            XCTAssertEqual(pair.shapes[index], ValueShape(entry.value), entry.key)
        }
        XCTAssertEqual(pair.positions.filter(\.sameAsSource).count, 4, "four values are kept as the source's")
    }

    func testSpecifierFlagAgreesWithTheFormatPreCheck() {
        for value in ["", "100 %", "％d", "\u{EF}", "Grüße", "a％", "%", "no percent", "日本％", "\u{FF05}x", "€"] {
            XCTAssertEqual(ValueShape(value).mayHoldSpecifier, FormatString.mayHoldSpecifier(value), value)
        }
    }

    func testNewlinesAndWhitespaceEnds() {
        let shape = ValueShape(" a\nb\n")
        XCTAssertTrue(shape.leadingWhitespace)
        XCTAssertTrue(shape.trailingWhitespace)
        XCTAssertEqual(shape.newlines, 2)
        XCTAssertFalse(shape.looksLikeICU)
    }

    /// The rules' pre-tests, now shape flags, against plain string searches: every value must
    /// read the same both ways, or a rule would skip a pair it has something to say about.
    func testRulePreTestsAgreeWithStringSearches() {
        let values = [
            "", " ", "  ", "a  b", "a \u{A0} b", "see https://example.com", "www.example.com", "ww.w", "http:/x", ":/",
            "a://", "www", "wwww.x", "[link](x)", "**bold**", "<b>x</b>", "1 < 2", "100 %", "％", "Grüße 3", "٣ أيام",
            "12:00", "no digits", "日本語", "🙂  🙂", "x\ny", "%@", "end ]", "9",
        ]
        for value in values { assertPreTestsAgree(value) }
    }

    /// Each pre-test flag of `value`'s shape against the plain string search it stands for.
    private func assertPreTestsAgree(_ value: String, file: StaticString = #filePath, line: UInt = #line) {
        let shape = ValueShape(value)
        let shown = value.debugDescription
        XCTAssertEqual(shape.hasDoubleSpace, value.contains("  "), "double space: \(shown)", file: file, line: line)
        XCTAssertEqual(shape.mayHoldAddress, value.contains("://") || value.contains("www."), "address: \(shown)", file: file, line: line)
        XCTAssertEqual(shape.mayHoldMarkup, value.contains("]") || value.contains("*") || value.contains("<"), "markup: \(shown)", file: file, line: line)
        XCTAssertEqual(shape.hasPercentByte, value.utf8.contains(0x25), "percent: \(shown)", file: file, line: line)
        XCTAssertEqual(shape.hasDigit, value.utf8.contains { (0x30...0x39).contains($0) }, "digit: \(shown)", file: file, line: line)
        XCTAssertEqual(shape.hasNonASCII, value.utf8.contains { $0 >= 0x80 }, "non-ASCII: \(shown)", file: file, line: line)
    }

    /// The same agreement on random joins of the bytes the flags look for, where a pattern can
    /// start in one piece and end in the next.
    func testRulePreTestsAgreeOnRandomText() {
        let pieces = [" ", "  ", ":", "/", "//", "w", "ww", ".", "%", "％", "{", "}", "]", "*", "<", "\n", "7", "é", "日", "x", "www"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let value = (0..<Int.random(in: 0...7, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            assertPreTestsAgree(value)
            let shape = ValueShape(value)
            XCTAssertEqual(shape.mayHoldSpecifier, FormatString.mayHoldSpecifier(value), "specifier: \(value.debugDescription)")
            XCTAssertEqual(shape.looksLikeICU, looksLikeICUMessage(value), "ICU: \(value.debugDescription)")
            XCTAssertEqual(Int(shape.newlines), WhitespaceParity.newlines(value), "newlines: \(value.debugDescription)")
        }
    }

    func testShapeStaysEightBytes() {
        // One per entry of a corpus: a wider shape is a memory regression on two million entries.
        XCTAssertEqual(MemoryLayout<ValueShape>.size, 8)
    }
}
