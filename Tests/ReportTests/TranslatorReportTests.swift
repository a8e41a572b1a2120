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
        let byKey = Dictionary(report.items.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
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
        XCTAssertEqual(legend.map(\.argument), [1, 2])
        XCTAssertTrue(legend[0].meaning.contains("given"), legend[0].meaning)
        XCTAssertTrue(legend[1].meaning.contains("total"), legend[1].meaning)
        // The plural key is one unit per form German needs (ICU's categories), with Xcode's ids.
        let forms = report.items.filter { $0.key == "demo.files" }
        XCTAssertEqual(forms.map(\.unitID), [
            "/demo.files:dict/NSStringLocalizedFormatKey:dict/:string",
            "/demo.files:dict/count:dict/one:dict/:string", "/demo.files:dict/count:dict/other:dict/:string",
        ])
        XCTAssertEqual(forms.map(\.status), [.missing, .missing, .missing])
        XCTAssertEqual(forms.map(\.source), ["%#@count@", "%d file", "%d files"])
        XCTAssertEqual(forms[1].plural?.category, "one")
        XCTAssertEqual(forms[1].plural?.examples, "1")
    }

    func testPluralFormsFollowTheTranslatorsLocaleWithExampleNumbers() throws {
        let report = try report(fixture(), locale: "pl")
        let forms = report.items.filter { $0.key == "demo.files" }.compactMap(\.plural?.category)
        XCTAssertEqual(forms, ["one", "few", "many", "other"])
        let few = report.items.first { $0.plural?.category == "few" }
        XCTAssertEqual(few?.source, "%d files", "a form the English source lacks shows the source's other")
        XCTAssertTrue(few?.plural?.examples?.hasPrefix("2–4, 22–24") == true, few?.plural?.examples ?? "none")
        // A locale with no table yet gets every key.
        XCTAssertEqual(Set(report.items.map(\.key)), ["demo.rating", "demo.close", "demo.open", "demo.blank", "demo.files"])
    }

    func testLegendHasOneLinePerArgumentAndSaysHowToReorder() {
        let twice = TranslatorReport.legend(for: "%@ via %@", comment: nil, call: nil)
        XCTAssertEqual(twice.map(\.argument), [1, 2])
        XCTAssertEqual(twice.map(\.specifier), ["%@", "%@"])
        let three = TranslatorReport.legend(for: "%@, attachment %d of %d", comment: nil, call: nil)
        XCTAssertEqual(three.map(\.argument), [1, 2, 3])
        XCTAssertEqual(three.map(\.meaning), ["text or object", "whole number", "whole number"])
        XCTAssertEqual(TranslatorReport.reorderHint(three), "to change the order, number the placeholders: %1$@, %2$d, %3$d")
        XCTAssertNil(TranslatorReport.reorderHint(TranslatorReport.legend(for: "%d files", comment: nil, call: nil)))
        let text = TranslatorExport.text(TranslatorReport(
            locale: "de", sourceLocale: "en", tool: "t",
            items: [TranslatorItem(table: "T", key: "k", unitID: "k", status: .missing, source: "%@ via %@", current: nil, comment: nil,
                                   placeholders: twice, plural: nil, problems: [], sourceFile: "en.lproj/T.strings")],
            sourceFiles: ["en.lproj/T.strings"], completion: nil))
        XCTAssertTrue(text.contains("%@ = argument 1: text or object\n  %@ = argument 2: text or object"), text)
    }

    func testStringCatalogPluralsUseXcodesUnitIDs() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                    } } }
                  }
                },
                "found" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "Found %#@items@" },
                      "substitutions" : { "items" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
                      } } } }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let report = try report(["App/Localizable.xcstrings": catalog], locale: "de")
        let ids = report.items.map(\.unitID)
        XCTAssertTrue(ids.contains("%lld files|==|plural.one") && ids.contains("%lld files|==|plural.other"), "\(ids)")
        XCTAssertFalse(ids.contains("%lld files"), "a catalog plural has no unit of its own, as in Xcode's export")
        XCTAssertTrue(ids.contains("found|==|substitutions.items.plural.other"), "\(ids)")
    }

    func testEmptyKeysAreNotListedAndCompletedLocalesExportAValidEmptyFile() throws {
        var files = fixture()
        files[ExampleTree.lproj("en")]! += "\n\"\" = \"Empty key\";\n"
        let report = try report(files, locale: "de")
        XCTAssertFalse(report.items.contains { $0.key.isEmpty }, "a unit with id=\"\" cannot be imported anywhere")
        let done = try self.report(ExampleTree.strings(["en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n"]), locale: "de")
        XCTAssertTrue(done.items.isEmpty)
        let xliff = TranslatorExport.xliff(done)
        XCTAssertTrue(xliff.contains("<file original=\"Sources/Demo/Resources/en.lproj/Localizable.strings\""), xliff)
        try validateXLIFF(xliff)
    }

    func testIdenticalValuesHaveNoTargetAndErrorsAreListedToFix() throws {
        var files = fixture()
        files[ExampleTree.lproj("en")]! += "\n\"demo.count\" = \"%d of %d\";\n"
        files[ExampleTree.lproj("de")]! += "\n\"demo.count\" = \"%@ von %d\";\n"
        let report = try report(files, locale: "de")
        let xliff = TranslatorExport.xliff(report)
        let open = try XCTUnwrap(xliff.range(of: "<trans-unit id=\"demo.open\""))
        let unit = String(xliff[open.lowerBound...]).components(separatedBy: "</trans-unit>").first ?? ""
        XCTAssertFalse(unit.contains("<target"), "an identical value must not reach a tool as the translation: \(unit)")
        let fix = try XCTUnwrap(report.items.first { $0.key == "demo.count" })
        XCTAssertEqual(fix.status, .fix)
        XCTAssertEqual(fix.current, "%@ von %d")
        XCTAssertTrue(fix.problems.contains { $0.hasPrefix("l10n.format-") || $0.contains("specifier") }, "\(fix.problems)")
        let text = TranslatorExport.text(report)
        XCTAssertTrue(text.contains("Translations in de with an error to fix: 1"), text)
        XCTAssertTrue(xliff.contains("<trans-unit id=\"demo.count\" xml:space=\"preserve\">\n        <source>%d of %d</source>\n        <target state=\"needs-review-translation\">%@ von %d</target>"), xliff)
        try validateXLIFF(xliff)
    }

    func testOriginalIsRelativeToTheProjectNotToTheCurrentDirectory() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(fixture(), under: root)
        let sub = root.appendingPathComponent("Sources")
        let request = AuditRequest(packageRoot: root.path, paths: PathBase(currentDirectory: sub.path, projectRoot: root.path))
        let prepared = try Auditor.prepare(request)
        let report = TranslatorReport.build(prepared, result: Auditor.evaluate(prepared, request: request), locale: "de")
        XCTAssertEqual(Set(report.items.map(\.sourceFile)), [
            "Sources/Demo/Resources/en.lproj/Localizable.strings", "Sources/Demo/Resources/en.lproj/Localizable.stringsdict",
        ])
    }

    func testCommentExplainsPlaceholders() {
        XCTAssertEqual(TranslatorReport.explanation(of: "%2$@", in: "%1$d is the count, %2$@ the query."), "the query")
        XCTAssertNil(TranslatorReport.explanation(of: "%@", in: "No placeholder here"))
    }

    func testXLIFFIsValidAgainstTheStrictSchema() throws {
        var files = fixture()
        // Untrusted text must stay well-formed.
        files[ExampleTree.lproj("en")]! += "\n/* <b>&</b> ]]> \"quote\" \u{202E}gnp.exe */\n\"demo.evil\" = \"<script>alert(1)</script> & ]]> \\U0001 \u{202E}x\";\n"
        let report = try report(files, locale: "de")
        let xml = TranslatorExport.xliff(report)
        try validateXLIFF(xml)
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
        XCTAssertTrue(text.stdout.contains("plural form one in de: 1"), text.stdout)
    }
}

