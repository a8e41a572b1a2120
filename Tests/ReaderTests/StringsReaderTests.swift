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


/// The `.strings` grammar, case by case, each read from UTF-8, UTF-8 with BOM, UTF-16 LE and BE with
/// BOM and BOM-less UTF-16 LE, with exact line:column checks and recovery after each kind of error.
final class StringsReaderTests: XCTestCase {
    // MARK: Helpers

    enum Encoding: String, CaseIterable {
        case utf8, utf8BOM, utf16LE, utf16BE, utf16LENoBOM
    }

    static func bytes(_ text: String, _ encoding: Encoding) -> [UInt8] {
        switch encoding {
        case .utf8: return Array(text.utf8)
        case .utf8BOM: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LE: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BE: return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .utf16LENoBOM: return text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
    }

    static func read(_ bytes: [UInt8]) -> StringsTable {
        StringsReader.read(bytes, path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable")
    }

    /// Reads `text` in every encoding and runs `check` on each table; the tables must also agree.
    func forEachEncoding(
        _ text: String, file: StaticString = #filePath, line: UInt = #line,
        _ check: (StringsTable, String) throws -> Void
    ) rethrows {
        let reference = Self.read(Self.bytes(text, .utf8))
        for encoding in Encoding.allCases {
            let table = Self.read(Self.bytes(text, encoding))
            XCTAssertEqual(table.entries, reference.entries, "entries differ in \(encoding)", file: file, line: line)
            XCTAssertEqual(table.diagnostics, reference.diagnostics, "diagnostics differ in \(encoding)", file: file, line: line)
            try check(table, encoding.rawValue)
        }
    }

    func loc(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: "de.lproj/Localizable.strings", line: line, column: column)
    }

    func pairs(_ table: StringsTable) -> [[String]] {
        table.entries.map { [$0.key, $0.value] }
    }

    // MARK: Entries and locations

    func testBasicEntriesWithExactLocations() {
        let text = "\"greeting\" = \"Hallo\";\n  \"farewell\"=\"Tschüss\" ;\n"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["greeting", "Hallo"], ["farewell", "Tschüss"]], enc)
            XCTAssertEqual(table.entries.map(\.location), [loc(1, 1), loc(2, 3)], enc)
            XCTAssertEqual(table.entries.map(\.valueLocation), [loc(1, 14), loc(2, 14)], enc)
            XCTAssertEqual(table.diagnostics, [], enc)
            XCTAssertEqual(table.format, .strings, enc)
            XCTAssertEqual(table.locale, "de", enc)
            XCTAssertEqual(table.name, "Localizable", enc)
        }
    }

    func testColumnsCountUnicodeScalars() {
        // "ключ" is 4 scalars but 8 bytes; 😀 is one scalar, 4 UTF-8 bytes and 2 UTF-16 units.
        let text = "\"ключ\" = \"😀\"; \"é\" = \"x\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["ключ", "😀"], ["é", "x"]], enc)
            XCTAssertEqual(table.entries.map(\.location), [loc(1, 1), loc(1, 15)], enc)
            XCTAssertEqual(table.entries.map(\.valueLocation), [loc(1, 10), loc(1, 21)], enc)
        }
    }

    func testSingleQuotedStrings() {
        // Adjacent quoted strings are not joined: 'it''s' is the key 'it' and then an error.
        forEachEncoding("'it''s' = 'x';\n'y' = 'z';") { table, enc in
            XCTAssertEqual(pairs(table), [["y", "z"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 5)], enc)
        }
        let clean = "'key' = 'say \"hi\"';\n\"a'b\" = 'c\\'d';"
        forEachEncoding(clean) { table, enc in
            XCTAssertEqual(pairs(table), [["key", "say \"hi\""], ["a'b", "c'd"]], enc)
            XCTAssertEqual(table.entries.map(\.valueLocation), [loc(1, 9), loc(2, 9)], enc)
            XCTAssertEqual(table.diagnostics, [], enc)
        }
    }

    func testUnquotedKeysAndValues() {
        let text = "key_1 = value.2;\na/b:c$d-e = \"x\";\n\"q\" = 42;"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["key_1", "value.2"], ["a/b:c$d-e", "x"], ["q", "42"]], enc)
            XCTAssertEqual(table.entries.map(\.location), [loc(1, 1), loc(2, 1), loc(3, 1)], enc)
            XCTAssertEqual(table.entries.map(\.valueLocation), [loc(1, 9), loc(2, 13), loc(3, 7)], enc)
            XCTAssertEqual(table.diagnostics, [], enc)
        }
    }

    func testUnquotedTokenSwallowsDoubleSlash() {
        // '/' is an unquoted-string character, so "a//b" is one key, not a key and a comment.
        forEachEncoding("a//b = c;") { table, enc in
            XCTAssertEqual(pairs(table), [["a//b", "c"]], enc)
        }
    }

    func testShorthandEntryUsesKeyAsValue() {
        let text = "\"Cancel\";\n  'OK' ;\nDone;"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["Cancel", "Cancel"], ["OK", "OK"], ["Done", "Done"]], enc)
            XCTAssertEqual(table.entries.map(\.location), [loc(1, 1), loc(2, 3), loc(3, 1)], enc)
            XCTAssertEqual(table.entries.map(\.valueLocation), table.entries.map(\.location), enc)
            XCTAssertEqual(table.diagnostics, [], enc)
        }
    }

    func testDuplicateKeysAreAllKeptInFileOrder() {
        let text = "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["a", "1"], ["b", "2"], ["a", "3"]], enc)
            XCTAssertEqual(table.entries.map(\.location.line), [1, 2, 3], enc)
        }
    }

    func testBracedTable() {
        forEachEncoding("{\n  \"a\" = \"b\";\n}\n") { table, enc in
            XCTAssertEqual(pairs(table), [["a", "b"]], enc)
            XCTAssertEqual(table.entries.first?.location, loc(2, 3), enc)
            XCTAssertEqual(table.diagnostics, [], enc)
        }
    }

    func testEmptyAndBlankFiles() {
        XCTAssertEqual(Self.read([]).entries, [])
        XCTAssertEqual(Self.read([]).diagnostics, [])
        forEachEncoding("  \n\t/* only a comment */\n") { table, enc in
            XCTAssertEqual(table.entries, [], enc)
            XCTAssertEqual(table.diagnostics, [], enc)
        }
    }

    // MARK: Escapes

    func testSimpleEscapes() {
        let text = #""k" = "n\n t\t r\r a\a b\b f\f v\v q\" s\' bs\\";"#
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.entries.first?.value, "n\n t\t r\r a\u{7} b\u{8} f\u{C} v\u{B} q\" s' bs\\", enc)
            XCTAssertEqual(table.diagnostics, [], enc)
        }
    }

    func testUnicodeEscapesAndSurrogatePairs() {
        let text = #""k" = "\U00e9\UD83D\UDE00|\U41z|\u00";"#
        forEachEncoding(text) { table, enc in
            // \U takes one to four hex digits: \U41 is "A".
            XCTAssertEqual(table.entries.first?.value, "é😀|Az|u00", enc)
            // Only the lowercase \u is reported.
            XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax], enc)
            XCTAssertEqual(table.diagnostics.first?.location, loc(1, 33), enc)
        }
    }

    func testLowercaseUEscapeReadsAsLetterU() {
        let text = "\"k\" = \"a \\u203A b\";\n\"next\" = \"ok\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["k", "a u203A b"], ["next", "ok"]], enc)
            XCTAssertEqual(table.diagnostics.count, 1, enc)
            XCTAssertEqual(table.diagnostics.first?.kind, .syntax, enc)
            XCTAssertEqual(table.diagnostics.first?.location, loc(1, 10), enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("\\U203A") ?? false, enc)
        }
    }

    func testUnknownEscapeKeepsAppleValueAndReports() {
        let text = "\"k\" = \"x\\qy\";\n\"k2\" = \"\\ה\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["k", "xqy"], ["k2", "ה"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 9), loc(2, 9)], enc)
            XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax, .syntax], enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("invalid escape") ?? false, enc)
        }
    }

    func testLoneSurrogateEscapeBecomesReplacementCharacter() {
        let text = "\"k\" = \"a\\UD83Db\";\n\"k2\" = \"\\UDE00\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["k", "a\u{FFFD}b"], ["k2", "\u{FFFD}"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.kind), [.encoding, .encoding], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 9), loc(2, 9)], enc)
        }
    }

    func testUEscapeWithoutDigitsIsNul() {
        forEachEncoding(#""k" = "\Uxyz";"#) { table, enc in
            XCTAssertEqual(table.entries.first?.value, "\u{0}xyz", enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 8)], enc)
        }
    }

    func testOctalEscapesUseNeXTSTEPEncoding() {
        // \101 'A'; \60 '0'; \7 bell; \1012 is \101 then '2'; \200 U+00A0; \341 Æ (NeXTSTEP 0xE1); \0 NUL.
        let text = #""k" = "\101\60\7\1012\200\341\0";"#
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.entries.first?.value, "A0\u{7}A2\u{A0}Æ\u{0}", enc)
            XCTAssertEqual(table.diagnostics, [], enc)
        }
    }

    func testOctalEscapesWithoutCharacterAreNulAndReported() {
        // \376 and \377 are undefined in NeXTSTEP; \777 keeps its low byte 0xFF.
        let text = #""k" = "a\376b\777";"#
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.entries.first?.value, "a\u{0}b\u{0}", enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 9), loc(1, 14), loc(1, 14)], enc)
            XCTAssertTrue(table.diagnostics.allSatisfy { $0.kind == .syntax }, enc)
        }
    }

    func testBackslashLineContinuation() {
        let text = "\"k\" = \"one\\\ntwo\";\n\"next\" = \"x\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["k", "one\ntwo"], ["next", "x"]], enc)
            XCTAssertEqual(table.entries.last?.location, loc(3, 1), enc)
            XCTAssertEqual(table.diagnostics, [], enc)
        }
    }

    func testRawLineBreaksInsideValues() {
        let text = "\"k\" = \"line one\nline two\";  \"next\" = \"x\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["k", "line one\nline two"], ["next", "x"]], enc)
            XCTAssertEqual(table.entries.last?.location, loc(2, 13), enc)
            XCTAssertEqual(table.entries.last?.valueLocation, loc(2, 22), enc)
        }
    }

    // MARK: Whitespace and line breaks

    func testUnicodeLineSeparatorsAreWhitespaceAndBreakLines() {
        let text = "\"a\" = \"1\";\u{2028}\"b\" = \"2\";\u{2029}  \"c\"\u{B}=\u{C}\"3\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["a", "1"], ["b", "2"], ["c", "3"]], enc)
            XCTAssertEqual(table.entries.map(\.location), [loc(1, 1), loc(2, 1), loc(3, 3)], enc)
            XCTAssertEqual(table.entries.last?.valueLocation, loc(3, 9), enc)
            XCTAssertEqual(table.diagnostics, [], enc)
        }
    }

    func testCRLFAndCRLineEndings() {
        let text = "\"a\" = \"1\";\r\n\"b\" = \"2\";\r\"c\" = \"3\";\r\n\r\n  \"d\" = \"4\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.entries.map(\.location), [loc(1, 1), loc(2, 1), loc(3, 1), loc(5, 3)], enc)
        }
    }

    func testNextLineIsNotWhitespaceToApple() {
        let text = "\"a\" = \"1\";\u{85}\"b\" = \"2\";\n\"c\" = \"3\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.diagnostics.count, 1, enc)
            XCTAssertEqual(table.diagnostics.first?.location, loc(1, 11), enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("NEXT LINE") ?? false, enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("stops reading") ?? false, enc)
            // Recovery: 'b' shares the broken line and is skipped up to its ';'; 'c' is read.
            XCTAssertEqual(pairs(table), [["a", "1"], ["c", "3"]], enc)
        }
    }

    // MARK: Comments

    func testCommentRightBeforeEntryIsCaptured() {
        let text = """
            /* Header of the file. */

            /* Section: Login */
            /* The login button. */
            "login" = "Anmelden";
            // A line comment.
            "logout" = "Abmelden";
            "plain" = "x";
            """
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.entries.map(\.comment), ["The login button.", "A line comment.", nil], enc)
            XCTAssertEqual(table.entries.first?.location, loc(5, 1), enc)
        }
    }

    func testHeaderThenBlankLineThenSectionCommentGivesNearest() {
        let text = "/* File header */\n\n/* Section comment */\n\"k\" = \"v\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.entries.first?.comment, "Section comment", enc)
        }
    }

    func testConsecutiveLineCommentsFormOneBlock() {
        let text = "// first part\n//   second part\n\n// the entry's own\n//  context\n\"k\" = \"v\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.entries.first?.comment, "the entry's own\ncontext", enc)
        }
    }

    func testMultiLineBlockCommentIsTrimmed() {
        let text = "/*\n   Shown on the\n   welcome screen.\n*/\n\"k\" = \"v\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.entries.first?.comment, "Shown on the\n   welcome screen.", enc)
        }
    }

    func testTrailingCommentDoesNotAttachToNextEntry() {
        let text = "\"a\" = \"1\"; // about a\n\"b\" = \"2\";\n/* about c */ \"c\" = \"3\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.entries.map(\.comment), [nil, nil, "about c"], enc)
        }
    }

    func testEmptyCommentIsNil() {
        forEachEncoding("/* */\n\"k\" = \"v\";") { table, enc in
            XCTAssertEqual(table.entries.first?.comment, nil, enc)
            XCTAssertEqual(table.entries.count, 1, enc)
        }
    }

    func testCommentsInsideAnEntryAreSkipped() {
        let text = "\"k\" /* a */ = // b\n \"v\" /* c */ ;\n\"k2\" = \"v2\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["k", "v"], ["k2", "v2"]], enc)
            XCTAssertEqual(table.entries.map(\.comment), [nil, nil], enc)
            XCTAssertEqual(table.entries.first?.valueLocation, loc(2, 2), enc)
        }
    }

    // MARK: Syntax errors and recovery

    func testMissingSemicolonAtLineEndStillReadsNextLine() {
        let text = "\"a\" = \"1\"\n\"b\" = \"2\";\n\"c\" = \"3\""
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["a", "1"], ["b", "2"], ["c", "3"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax, .syntax], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 10), loc(3, 10)], enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("missing ';'") ?? false, enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("rejects the whole file") ?? false, enc)
        }
    }

    func testMissingEqualsSign() {
        let text = "\"a\" \"1\";\n\"b\" = \"2\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["b", "2"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 5)], enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("expected '=' or ';'") ?? false, enc)
        }
    }

    func testMissingValue() {
        let text = "\"a\" = ;\n\"b\" = \"2\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["b", "2"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 7)], enc)
        }
    }

    func testUnterminatedStringAtEndOfFile() {
        let text = "\"a\" = \"1\";\n\"b\" = \"never closed;"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["a", "1"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(2, 7)], enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("unterminated string") ?? false, enc)
        }
    }

    func testMissingClosingQuoteMidFileRecoversOnNextLine() {
        let text = "\"a\" = \"1;\n\"b\" = \"2\";\n\"c\" = \"3\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["b", "2"], ["c", "3"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 7)], enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("closing quote") ?? false, enc)
        }
    }

    func testUnterminatedCommentIsReportedAndRecovered() {
        let text = "\"a\" = \"1\";\n/* forgot to close\n\"b\" = \"2\";\n\"c\" = \"3\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(2, 1)], enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("unterminated comment") ?? false, enc)
            XCTAssertEqual(pairs(table), [["a", "1"], ["b", "2"], ["c", "3"]], enc)
        }
    }

    func testGarbageTokenBeforeFirstEntry() {
        let text = "@\"a\" = \"1\";\n\"b\" = \"2\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["b", "2"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 1)], enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("rejects the whole file") ?? false, enc)
        }
    }

    func testStraySemicolonStopsAppleQuietly() {
        let text = "\"a\" = \"1\";;\n\"b\" = \"2\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 11)], enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("stops reading") ?? false, enc)
            XCTAssertEqual(pairs(table), [["a", "1"], ["b", "2"]], enc)
        }
    }

    func testTypographicQuotesAreNamed() {
        let text = "\u{201C}a\u{201D} = \u{201C}b\u{201D};\n\"c\" = \"d\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["c", "d"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 1)], enc)
            XCTAssertTrue(table.diagnostics.first?.message.contains("typographic quote") ?? false, enc)
        }
    }

    func testSeveralErrorsAreAllReported() {
        let text = "\"a\" = \"1\"\n\"b\" \"2\";\n\"c\" = \"3\";\n\"d\" = ;\n\"e\" = \"5\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["a", "1"], ["c", "3"], ["e", "5"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 10), loc(2, 5), loc(4, 7)], enc)
        }
    }

    func testNestedValueIsUnsupportedAndSkipped() {
        let text = "\"a\" = { \"x\" = (\"1\", <0fab>); };\n\"b\" = \"2\";"
        forEachEncoding(text) { table, enc in
            XCTAssertEqual(pairs(table), [["b", "2"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.kind), [.unsupported], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 7)], enc)
        }
    }

    func testJunkAfterBracedTable() {
        forEachEncoding("{ \"a\" = \"1\"; }\n\"b\" = \"2\";") { table, enc in
            XCTAssertEqual(pairs(table), [["a", "1"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(2, 1)], enc)
        }
    }

    func testKeyAloneAtEndOfFile() {
        forEachEncoding("\"a\" = \"1\";\n\"b\"") { table, enc in
            XCTAssertEqual(pairs(table), [["a", "1"]], enc)
            XCTAssertEqual(table.diagnostics.map(\.location), [loc(2, 4)], enc)
        }
    }

    // MARK: Encodings

    func testInvalidUTF8IsReplacedAndLocated() {
        var bytes = Array("\"a\" = \"x".utf8) + [0xFF] + Array("y\";\n\"b\" = \"é".utf8) + [0xC3] + Array("\";".utf8)
        var table = Self.read(bytes)
        XCTAssertEqual(pairs(table), [["a", "x\u{FFFD}y"], ["b", "é\u{FFFD}"]])
        XCTAssertEqual(table.diagnostics.map(\.kind), [.encoding, .encoding])
        XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 9), loc(2, 9)])
        XCTAssertTrue(table.diagnostics[0].message.contains("0xFF"))
        // Overlong and surrogate encodings are invalid too.
        bytes = Array("\"a\" = \"".utf8) + [0xC0, 0xAF, 0xED, 0xA0, 0x80] + Array("\";".utf8)
        table = Self.read(bytes)
        XCTAssertEqual(table.entries.count, 1)
        XCTAssertEqual(table.entries.first?.value.unicodeScalars.allSatisfy { $0 == "\u{FFFD}" }, true)
        XCTAssertEqual(table.diagnostics.first?.location, loc(1, 8))
    }

    func testManyEncodingErrorsAreCapped() {
        var bytes = Array("\"a\" = \"".utf8)
        for _ in 0..<200 { bytes += [0xE9, 0x20] }
        bytes += Array("\";".utf8)
        let table = Self.read(bytes)
        XCTAssertEqual(table.entries.count, 1)
        XCTAssertEqual(table.diagnostics.count, StringsDecoding.issueLimit + 1)
        XCTAssertTrue(table.diagnostics.last?.message.contains("150 more") ?? false)
    }

    func testUTF16OddByteCountAndLoneSurrogate() {
        // "k" = "a<lone D800>b"; then a dangling byte.
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Array("\"k\" = \"a".utf16) + [0xD800] + Array("b\";".utf16) {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        bytes.append(0x41)
        let table = Self.read(bytes)
        XCTAssertEqual(pairs(table), [["k", "a\u{FFFD}b"]])
        XCTAssertEqual(table.diagnostics.map(\.kind), [.encoding, .encoding])
        XCTAssertEqual(table.diagnostics.map(\.location), [loc(1, 9), loc(1, 13)])
    }

    func testBOMLessUTF16BigEndianAndUTF32AreDetected() {
        let text = "\"schlüssel\" = \"wert\";"
        let be = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        XCTAssertEqual(pairs(Self.read(be)), [["schlüssel", "wert"]])
        let utf32 = [0xFF, 0xFE, 0, 0] + text.unicodeScalars.flatMap { s -> [UInt8] in
            let v = s.value
            return [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
        }
        XCTAssertEqual(pairs(Self.read(utf32)), [["schlüssel", "wert"]])
        let detected = Array("\"a\" = \"b\";".utf8).withUnsafeBufferPointer { StringsDecoding.detect($0).encoding }
        XCTAssertEqual(detected, .utf8)
    }

    func testDataAndRawBufferOverloadsAgree() {
        let bytes = Array("/* c */\n\"a\" = \"b\";".utf8)
        let fromArray = Self.read(bytes)
        let fromData = StringsReader.read(Data(bytes), path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable")
        let fromRaw = bytes.withUnsafeBytes {
            StringsReader.read($0, path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable")
        }
        XCTAssertEqual(fromData.entries, fromArray.entries)
        XCTAssertEqual(fromRaw.entries, fromArray.entries)
        XCTAssertEqual(fromArray.byteCount, bytes.count)
        XCTAssertEqual(fromArray.entries.first?.comment, "c")
    }

    // MARK: Property-list files

    func testBinaryPropertyListStrings() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["b": "zwei", "a": "eins", "n": 3] as [String: Any], format: .binary, options: 0)
        let table = StringsReader.read(data, path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable")
        XCTAssertEqual(pairs(table), [["a", "eins"], ["b", "zwei"]])
        XCTAssertEqual(table.entries.first?.location, loc(1, 1))
        XCTAssertEqual(table.diagnostics.map(\.kind), [.unsupported])
    }

    func testXMLPropertyListStringsWithLines() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>zeta</key>
            \t<string>Z &amp; z</string>
            \t<key>alpha</key>
            \t<string>A</string>
            </dict>
            </plist>
            """
        let table = Self.read(Array(xml.utf8))
        XCTAssertEqual(pairs(table), [["zeta", "Z & z"], ["alpha", "A"]])
        XCTAssertEqual(table.entries.map(\.location.line), [5, 7])
        XCTAssertEqual(table.diagnostics, [])
    }

    func testBrokenPropertyListsAreReportedNotCrashed() {
        let table = Self.read(Array("bplist00garbage".utf8))
        XCTAssertEqual(table.entries, [])
        XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax])
        let xml = Self.read(Array("<?xml version=\"1.0\"?><plist><dict><key>a</key>".utf8))
        XCTAssertEqual(xml.entries, [])
        XCTAssertEqual(xml.diagnostics.map(\.kind), [.syntax])
        let array = Self.read(Array("(\"a\", \"b\")".utf8))
        XCTAssertEqual(array.diagnostics.map(\.kind), [.unsupported])
    }

    // MARK: Robustness

    func testDeepNestingDoesNotCrash() {
        let text = "\"a\" = " + String(repeating: "{", count: 5000) + ";\n\"b\" = \"2\";"
        let table = Self.read(Array(text.utf8))
        XCTAssertFalse(table.diagnostics.isEmpty)
        XCTAssertEqual(pairs(table), [["b", "2"]])
    }

    func testRandomBytesAndMutationsNeverCrash() {
        var rng = SeededRandom(seed: 0x5EED)
        let seed = Array("/* c */\n\"a\" = \"x\\n\\U00e9\\101\";\n'b' = c;\n\"d\";\n// e\n\"f\" = \"ключ 😀\";\n".utf8)
        let alphabet: [UInt8] = Array("\"';=/*\\\n\r{}()<>aU0\u{7}".utf8) + [0x00, 0xE2, 0x80, 0xA8, 0xFF, 0xFE, 0xC3, 0xED, 0xF0]
        for round in 0..<3000 {
            var bytes: [UInt8]
            if round % 3 == 0 {
                bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            } else {
                bytes = seed
                for _ in 0..<Int(1 + rng.next() % 6) {
                    let at = Int(rng.next() % UInt64(bytes.count + 1))
                    switch rng.next() % 3 {
                    case 0: bytes.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: at)
                    case 1: if at < bytes.count { bytes.remove(at: at) }
                    default: if at < bytes.count { bytes[at] = alphabet[Int(rng.next() % UInt64(alphabet.count))] }
                    }
                }
            }
            let table = Self.read(bytes)
            // Lines and columns can never exceed the number of bytes (+1 for a position at the end).
            let bound = bytes.count + 1
            for entry in table.entries {
                XCTAssertTrue((1...bound).contains(entry.location.line))
                XCTAssertTrue((1...bound).contains(entry.location.column))
                XCTAssertTrue((1...bound).contains(entry.valueLocation.column))
            }
            for diagnostic in table.diagnostics {
                XCTAssertTrue((1...bound).contains(diagnostic.location.line))
                XCTAssertTrue((1...bound).contains(diagnostic.location.column))
                XCTAssertFalse(diagnostic.message.isEmpty)
            }
        }
    }
}
