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

/// Values holding control characters go out in the translators' export and come back through
/// the import as the same characters: every C0 control, DEL and C1 controls, in XLIFF (where
/// XML cannot hold most C0 controls: placeholders) and in CSV (raw).
final class TranslationControlCharacterTests: XCTestCase {
    /// Every C0 control, DEL, and two C1 controls (NEL, CSI).
    static let controls: [Unicode.Scalar] = (0x00...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}", "\u{85}", "\u{9B}"]

    static func key(_ scalar: Unicode.Scalar) -> String { "ctl.\(StringsDecoding.hex(scalar.value, width: 2))" }

    /// English values `A<control>B` (as `.strings` escapes), no German yet.
    func project() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let source = Self.controls.map { "\"\(Self.key($0))\" = \"A\\U\(StringsDecoding.hex($0.value, width: 4))B\";" }.joined(separator: "\n")
            + "\n\"ctl.key\\U001Bkey\" = \"Key\";\n"
        try TestSupport.write([
            "Sources/Kit/Resources/en.lproj/Localizable.strings": source,
            "Sources/Kit/Resources/de.lproj/Localizable.strings": "\"ctl.other\" = \"Andere\";\n",
        ], under: root)
        return root
    }

    func germanValues(_ root: URL) throws -> [String: String] {
        let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent("Sources/Kit/Resources/de.lproj/Localizable.strings")))
        let table = StringsReader.read(bytes, path: "de.strings", locale: "de", name: "Localizable")
        return Dictionary(table.entries.map { ($0.key, $0.value) }) { first, _ in first }
    }

    /// The export: XLIFF from standard output (it writes what a terminal acts on as character
    /// references, so a pipe gets it); CSV, which has no escapes, written with `--output`
    /// (into a pipe, a CSV holding controls is refused in one line).
    func exported(_ root: URL, _ format: String) throws -> String {
        let file = root.appendingPathComponent("export.\(format)")
        let run = try TestSupport.run(["missing-keys", "--package", ".", "--locale", "de", "--format", format] + (format == "csv" ? ["--output", file.path] : []), in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        return format == "csv" ? try String(contentsOf: file, encoding: .utf8) : run.stdout
    }

    func testEveryControlCharacterRoundTripsThroughXLIFF() throws {
        let root = try project()
        let xliff = try exported(root, "xliff")
        let units = xliff.split(separator: "\n").filter { !$0.contains("<note>") }.joined(separator: "\n")
        XCTAssertFalse(units.contains("\\u{"), "no control is written as text")
        XCTAssertTrue(xliff.contains(#"A<x id="c1" ctype="x-lubaaudit-char" equiv-text="U+001B"/>B"#), xliff)
        // DEL and C1 are legal XML: written as character references, which read back as the
        // characters, so that the export acts on no terminal or log it is printed to.
        XCTAssertTrue(xliff.contains("A&#x7F;B") && xliff.contains("A&#x85;B") && xliff.contains("A&#x9B;B"), xliff)
        XCTAssertFalse(xliff.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) }, "no DEL or C1 raw")
        // A key XML cannot hold in an id is left out, and the header says why.
        XCTAssertFalse(units.contains("ctl.key"), xliff)
        XCTAssertTrue(xliff.contains("1 key(s) left out: they hold characters XML 1.0 cannot hold in an id (ctl.key\\u{1B}key)"), xliff)
        try? validateXLIFF(xliff)
        // The translator's tool copies the source, placeholders and all, into the target.
        var translated = ""
        var rest = xliff[...]
        while let open = rest.range(of: "<source>"), let close = rest.range(of: "</source>", range: open.upperBound..<rest.endIndex) {
            translated += rest[..<close.upperBound] + "<target state=\"translated\">DE " + rest[open.upperBound..<close.lowerBound] + "</target>"
            rest = rest[close.upperBound...]
        }
        translated += rest
        // One tool keeps only the placeholder's id: the source's placeholder with that id says which character.
        translated = translated.replacingOccurrences(
            of: #"<target state="translated">DE A<x id="c1" ctype="x-lubaaudit-char" equiv-text="U+0007"/>B"#,
            with: #"<target state="translated">DE A<x id="c1"/>B"#)
        try Data(translated.utf8).write(to: root.appendingPathComponent("de.xliff"))
        let run = try TestSupport.run(["import", "de.xliff", "--package", "."], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let values = try germanValues(root)
        for scalar in Self.controls {
            XCTAssertEqual(values[Self.key(scalar)].map { Array($0.unicodeScalars) }, Array("DE A\(Character(scalar))B".unicodeScalars), Self.key(scalar))
        }
        XCTAssertEqual(values["ctl.other"], "Andere")
    }

    func testEveryControlCharacterRoundTripsThroughCSV() throws {
        let root = try project()
        let csv = try exported(root, "csv")
        let records = try CSVReader.records(Array(csv.utf8), path: "de.csv")
        let header = try XCTUnwrap(records.first?.fields)
        let table = try XCTUnwrap(header.firstIndex(of: "table")), key = try XCTUnwrap(header.firstIndex(of: "key"))
        let unit = try XCTUnwrap(header.firstIndex(of: "unit")), source = try XCTUnwrap(header.firstIndex(of: "source"))
        // The translator adds a translation column: the source (unquoted as the import reads it) with a marker.
        var lines = [["table", "key", "unit", "translation"].map(TranslatorExport.field).joined(separator: ",")]
        for record in records.dropFirst() {
            let fields = record.fields
            let translation = "DE " + CSVReader.unquoteFormula(fields[source])
            lines.append([fields[table], fields[key], fields[unit], translation].map(TranslatorExport.field).joined(separator: ","))
        }
        XCTAssertEqual(lines.count, Self.controls.count + 2, "every control's unit, and the key holding one, are in the CSV")
        try Data((lines.joined(separator: "\r\n") + "\r\n").utf8).write(to: root.appendingPathComponent("de.csv"))
        let run = try TestSupport.run(["import", "de.csv", "--package", ".", "--locale", "de"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let values = try germanValues(root)
        for scalar in Self.controls {
            XCTAssertEqual(values[Self.key(scalar)].map { Array($0.unicodeScalars) }, Array("DE A\(Character(scalar))B".unicodeScalars), Self.key(scalar))
        }
        XCTAssertEqual(values["ctl.key\u{1B}key"], "DE Key")
    }

    func testAPlaceholderOfAnotherToolOrForACharacterXMLHoldsIsMarkup() throws {
        let source = try ImportXMLReader.read(Array(#"<source>A<x id="c1" ctype="x-lubaaudit-char" equiv-text="U+001B"/>B</source>"#.utf8), path: "s")
        func read(_ xml: String) throws -> (text: String, markup: String?) {
            XLIFFCharacterCodes.read(try ImportXMLReader.read(Array(xml.utf8), path: "t"), source: source)
        }
        XCTAssertEqual(try read(#"<target>Z<x id="c1"/></target>"#).text, "Z\u{1B}")
        XCTAssertNil(try read(#"<target>Z<x id="c1"/></target>"#).markup)
        XCTAssertEqual(try read(#"<target><x id="c9" ctype="x-lubaaudit-char" equiv-text="U+0041"/></target>"#).markup, "<x>")
        XCTAssertEqual(try read(#"<target><x id="c2"/></target>"#).markup, "<x>")
        XCTAssertEqual(try read(#"<target><g id="1">b</g></target>"#).markup, "<g>")
    }
}
