import Foundation
import XCTest
@testable import LubaAudit

/// The translators' missing-keys report: what it lists, and that every export format is valid.
final class TranslatorReportTests: XCTestCase {
    func report(_ files: [String: String], locale: String) throws -> TranslatorReport {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        let request = AuditRequest(packageRoot: root.path, paths: PathBase(currentDirectory: root.path))
        let prepared = try Auditor.prepare(request)
        let result = Auditor.evaluate(prepared, request: request)
        return TranslatorReport.build(prepared, result: result, locale: locale)
    }

    static let registry = ExampleTree.registry("""
        /// Value of a rating, e.g. "3 of 5".
        static func rating(_ given: Int, of total: Int) -> String {
            localized("demo.rating", fallback: "%1$d of %2$d", given, total)
        }
        static var close: String { localized("demo.close", fallback: "Close") }
        static var open: String { localized("demo.open", fallback: "Open the door now") }
        static var blank: String { localized("demo.blank", fallback: "Blank") }
        static func files(_ count: Int) -> String { localized("demo.files", fallback: "%d files", count) }
    """)

    func fixture() -> [String: String] {
        var files = ExampleTree.strings([
            "en": """
                /* Rating value. */
                "demo.rating" = "%1$d of %2$d";
                /* Closes the sheet. */
                "demo.close" = "Close";
                "demo.open" = "Open the door now";
                "demo.blank" = "Blank";
                """,
            "de": """
                "demo.close" = "Schließen";
                "demo.open" = "Open the door now";
                "demo.blank" = "";
                """,
        ], registry: Self.registry)
        files[ExampleTree.lproj("en", "Localizable.stringsdict")] = ExampleStringsDict.document(ExampleStringsDict.plural("demo.files", branches: [("one", "%d file"), ("other", "%d files")]))
        return files
    }

    func testListsMissingEmptyAndIdenticalWithContext() throws {
        let report = try report(fixture(), locale: "de")
        let byKey = Dictionary(uniqueKeysWithValues: report.items.map { ($0.key, $0) })
        XCTAssertEqual(byKey["demo.rating"]?.status, .missing)
        XCTAssertEqual(byKey["demo.blank"]?.status, .empty)
        XCTAssertEqual(byKey["demo.open"]?.status, .identical)
        XCTAssertEqual(byKey["demo.open"]?.current, "Open the door now")
        XCTAssertNil(byKey["demo.close"], "translated keys are not listed")
        XCTAssertEqual(byKey["demo.rating"]?.comment, "Rating value.")
        XCTAssertEqual(byKey["demo.rating"]?.source, "%1$d of %2$d")
        // Placeholders explained from the registry's parameter names.
        let legend = byKey["demo.rating"]?.placeholders ?? []
        XCTAssertEqual(legend.map(\.specifier), ["%1$d", "%2$d"])
        XCTAssertTrue(legend[0].meaning.contains("given"), legend[0].meaning)
        XCTAssertTrue(legend[1].meaning.contains("total"), legend[1].meaning)
        // The plural key lists the categories German needs, from ICU.
        XCTAssertEqual(byKey["demo.files"]?.status, .missing)
        XCTAssertEqual(byKey["demo.files"]?.pluralCategories, ["one", "other"])
    }

    func testPluralCategoriesFollowTheTranslatorsLocale() throws {
        let report = try report(fixture(), locale: "pl")
        XCTAssertEqual(report.items.first { $0.key == "demo.files" }?.pluralCategories, ["one", "few", "many", "other"])
        // A locale with no table yet gets every key.
        XCTAssertEqual(Set(report.items.map(\.key)), ["demo.rating", "demo.close", "demo.open", "demo.blank", "demo.files"])
    }

    func testCommentExplainsPlaceholders() {
        XCTAssertEqual(TranslatorReport.explanation(of: "%2$@", in: "%1$d is the count, %2$@ the query."), "the query")
        XCTAssertNil(TranslatorReport.explanation(of: "%@", in: "No placeholder here"))
    }

    func testXLIFFIsValidAgainstTheStrictSchema() throws {
        let schema = try TestSupport.sharedPath("schemas/xliff-core-1.2-strict.xsd")
        let xmlSchema = try TestSupport.sharedPath("schemas/xml.xsd")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            throw XCTSkip("xmllint is not installed (scripts/install-deps.sh test installs libxml2-utils)")
        }
        var files = fixture()
        // Untrusted text must stay well-formed.
        files[ExampleTree.lproj("en")]! += "\n/* <b>&</b> ]]> \"quote\" \u{202E}gnp.exe */\n\"demo.evil\" = \"<script>alert(1)</script> & ]]> \\U0001 \u{202E}x\";\n"
        let report = try report(files, locale: "de")
        let dir = try TestSupport.temporaryDirectory(self)
        // The schema imports xml.xsd by URL; point it at the local copy (no network here).
        let text = try String(contentsOf: schema, encoding: .utf8).replacingOccurrences(of: "http://www.w3.org/2001/xml.xsd", with: "xml.xsd")
        try Data(text.utf8).write(to: dir.appendingPathComponent("xliff.xsd"))
        try FileManager.default.copyItem(at: xmlSchema, to: dir.appendingPathComponent("xml.xsd"))
        let xliff = dir.appendingPathComponent("de.xliff")
        try Data(TranslatorExport.xliff(report).utf8).write(to: xliff)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", dir.appendingPathComponent("xliff.xsd").path, xliff.path]
        let err = Pipe()
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, message)
        let xml = try String(contentsOf: xliff, encoding: .utf8)
        XCTAssertTrue(xml.contains("&lt;script&gt;"))
        XCTAssertFalse(xml.contains("<script>"))
        XCTAssertFalse(xml.unicodeScalars.contains { $0.value == 0x01 }, "XML 1.0 forbids U+0001: it must be replaced, never written raw")
        XCTAssertTrue(xml.contains("<file original=\"Sources/Demo/Resources/en.lproj/Localizable.strings\""))
        XCTAssertTrue(xml.contains("<file original=\"Sources/Demo/Resources/en.lproj/Localizable.stringsdict\""))
    }

    func testCSVFollowsRFC4180AndDefusesFormulas() throws {
        var files = fixture()
        files[ExampleTree.lproj("en")]! += "\n\"demo.formula\" = \"=HYPERLINK(\\\"x\\\")\";\n\"demo.multi\" = \"a, \\\"b\\\"\\nc\";\n"
        let csv = TranslatorExport.csv(try report(files, locale: "de"))
        XCTAssertTrue(csv.hasPrefix("\u{FEFF}\"table\",\"key\""))
        XCTAssertTrue(csv.contains("\r\n"))
        let python = try TestSupport.python(with: "csv")
        let dir = try TestSupport.temporaryDirectory(self)
        let file = dir.appendingPathComponent("de.csv")
        try Data(csv.utf8).write(to: file)
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", """
            import csv, json, sys
            rows = list(csv.DictReader(open(sys.argv[1], newline='', encoding='utf-8-sig')))
            print(json.dumps({r['key']: r['source'] for r in rows}))
            """, file.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        process.waitUntilExit()
        let parsed = try JSONSerialization.jsonObject(with: out.fileHandleForReading.readDataToEndOfFile()) as? [String: String]
        XCTAssertEqual(parsed?["demo.multi"], "a, \"b\"\nc", "quotes, commas and newlines survive")
        XCTAssertEqual(parsed?["demo.formula"], "'=HYPERLINK(\"x\")", "a formula is defused with a leading apostrophe")
    }

    func testJSONExportDecodes() throws {
        let report = try report(fixture(), locale: "de")
        let data = Data(TranslatorExport.json(report).utf8)
        let decoded = try JSONDecoder().decode(TranslatorReport.self, from: data)
        XCTAssertEqual(decoded.items, report.items)
        XCTAssertEqual(decoded.locale, "de")
    }

    func testCLIMissingKeysNeedsALocaleAndWritesStdout() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(fixture(), under: root)
        let noLocale = try TestSupport.run(["missing-keys", "--package", root.path], in: root)
        XCTAssertEqual(noLocale.status, 2)
        let text = try TestSupport.run(["missing-keys", "--package", root.path, "--locale", "de"], in: root)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("[missing] Localizable · demo.rating"), text.stdout)
        XCTAssertTrue(text.stdout.contains("plural forms needed in de: one, other"), text.stdout)
    }
}

