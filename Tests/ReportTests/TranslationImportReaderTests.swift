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

/// The import's readers and editors on their own: positions, quoting, and bytes kept.
final class TranslationImportReaderTests: XCTestCase {
    func testXLIFFUnitsCarryTheirLineAndColumn() throws {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><file original="en.lproj/A.strings" target-language="de"><body>
              <trans-unit id="a"><source>A &amp; B</source><target state="translated">Ä &lt;&#x42;&gt;</target></trans-unit>
                <group><trans-unit id="b&#10;c" resname="b"><source>x</source></trans-unit></group>
            </body></file></xliff>
            """
        let document = try XLIFFReader.read(Array(xliff.utf8), path: "de.xliff")
        XCTAssertEqual(document.units.count, 2)
        XCTAssertEqual(document.units[0].location, SourceLocation(file: "de.xliff", line: 3, column: 3))
        XCTAssertEqual(document.units[0].source, "A & B")
        XCTAssertEqual(document.units[0].target, "Ä <B>")
        XCTAssertEqual(document.units[0].state, "translated")
        XCTAssertEqual(document.units[1].id, "b\nc")
        XCTAssertEqual(document.units[1].key, "b")
        XCTAssertNil(document.units[1].target, "no <target>: nothing to import")
        XCTAssertEqual(document.units[1].location.line, 4)
        XCTAssertEqual(document.units[1].fileLocation?.line, 2)
    }

    func testXMLThatCouldReadMoreThanItHoldsIsRefusedWithItsPosition() {
        let cases: [(String, String)] = [
            ("<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<xliff/>", "2:1"),
            ("<xliff version=\"1.2\">\n  <file original=\"a\">&e;</file></xliff>", "2:22"),
            ("<xliff version=\"1.2\"><file original=\"a\"><body>\n<trans-unit id=\"x\"></body></file></xliff>", "2:"),
            ("<xliff version=\"1.2\" a=\"1\" a=\"2\"/>", "1:"),
            ("<xliff>\u{1}</xliff>", ""),
        ]
        for (text, position) in cases {
            XCTAssertThrowsError(try XLIFFReader.read(Array(text.utf8), path: "x.xliff"), text) { error in
                let message = "\(error)"
                XCTAssertTrue(message.hasPrefix("x.xliff:" + position), message)
            }
        }
        let deep = String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100)
        XCTAssertThrowsError(try XLIFFReader.read(Array("<xliff>\(deep)</xliff>".utf8), path: "x.xliff"))
    }

    func testCSVReadsRFC4180AndUndoesTheFormulaGuard() throws {
        let csv = "\u{FEFF}\"table\",\"key\",\"unit\",\"current\"\r\n\"Localizable\",\"a \"\"q\"\"\",\"a \"\"q\"\"\",\"line\r\nbreak, with comma\"\r\n"
            + "\"Localizable\",\"f\",\"f\",\"'=1+1\"\r\nLocalizable,e,e,\r\n"
        let units = try CSVReader.read(Array(csv.utf8), path: "de.csv")
        XCTAssertEqual(units.map(\.key), ["a \"q\"", "f", "e"])
        XCTAssertEqual(units[0].target, "line\r\nbreak, with comma")
        XCTAssertEqual(units[1].target, "=1+1", "the export's apostrophe before a formula is taken off")
        XCTAssertNil(units[2].target, "an empty cell imports nothing")
        XCTAssertEqual(units.map(\.location.line), [2, 4, 5])
        XCTAssertThrowsError(try CSVReader.read(Array("table,key,unit,current\r\nA,\"b,c,d\r\n".utf8), path: "de.csv")) { error in
            XCTAssertTrue("\(error)".hasPrefix("de.csv:2:3: unterminated quoted field"), "\(error)")
        }
        XCTAssertThrowsError(try CSVReader.read(Array("table,key\r\n".utf8), path: "de.csv"))
    }

    func testStringsValuesReadBackAsWrittenAndCRLFStays() throws {
        let source = "/* c */\r\n\"a\" = \"A\";\r\n\"b\" = \"B\";\r\nunquoted = x;\r\n\"s\";\r\n"
        let read = StringsReader.read(Array(source.utf8), path: "en.strings", locale: "en", name: "L")
        let values = ["a": "quote \" back\\slash\nnew line\ttab \u{1} end", "unquoted": "Wert", "s": "kurz", "c": "neu"]
        var order = read.entries
        order.insert(StringsEntry(key: "c", value: "C", location: SourceLocation(file: "", line: 3, column: 1),
                                  valueLocation: SourceLocation(file: "", line: 3, column: 1), comment: "new one"), at: 2)
        let edited = try StringsTableEditor.edit(Array(source.utf8), path: "de.strings", values: values, sourceOrder: order)
        let text = String(decoding: edited, as: UTF8.self)
        XCTAssertEqual(text, "/* c */\r\n\"a\" = \"quote \\\" back\\\\slash\\nnew line\\ttab \\U0001 end\";\r\n\"b\" = \"B\";\r\n/* new one */\r\n\"c\" = \"neu\";\r\nunquoted = \"Wert\";\r\n\"s\" = \"kurz\";\r\n")
        let back = StringsReader.read(edited, path: "de.strings", locale: "de", name: "L")
        XCTAssertEqual(back.diagnostics, [])
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: back.entries.map { ($0.key, $0.value) }), ["a": values["a"]!, "b": "B", "c": "neu", "unquoted": "Wert", "s": "kurz"])
    }

    func testUTF16TablesKeepTheirEncodingByteForByte() throws {
        let text = "/* ü */\n\"a\" = \"A\";\n\"b\" = \"😀\";\n"
        for (bom, little) in [(true, true), (false, true), (true, false), (false, false)] {
            let units = Array(text.utf16)
            let body = units.flatMap { little ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            let bytes = (bom ? (little ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []) + body
            let decoded = try TableTextEncoding.decode(bytes)
            XCTAssertEqual(String(decoding: decoded.text, as: UTF8.self), text)
            XCTAssertEqual(decoded.encoding.encode(decoded.text), bytes, "bom \(bom) little \(little)")
            let edited = try StringsTableEditor.edit(bytes, path: "x.strings", values: ["a": "Ä"], sourceOrder: [])
            let expected = Array("/* ü */\n\"a\" = \"Ä\";\n\"b\" = \"😀\";\n".utf16)
            XCTAssertEqual(edited, (bom ? (little ? [0xFF, 0xFE] : [0xFE, 0xFF]) : [])
                + expected.flatMap { little ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        }
    }

    func testUnifiedDiffShowsOnlyTheChangedLinesWithContext() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\nline 10.5\n")
        let diff = UnifiedDiff.render(old: old, new: new, oldName: "a/x", newName: "b/x")
        let hostile = UnifiedDiff.render(old: "\ta\r\n", new: "\tb\u{1B}[31m\u{202E}\r\n", oldName: "a/x", newName: "b/x")
        XCTAssertTrue(hostile.hasSuffix("-\ta\n+\tb\\u{1B}[31m\\u{202E}\n"), hostile)
        XCTAssertEqual(diff, "--- a/x\n+++ b/x\n@@ -7,7 +7,8 @@\n line 7\n line 8\n line 9\n-line 10\n+line ten\n+line 10.5\n line 11\n line 12\n line 13\n")
    }
}
