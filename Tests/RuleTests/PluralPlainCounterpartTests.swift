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

/// A plural source translated as one plain value (or a plain source translated as a plural)
/// is formatted with the source's arguments all the same: its specifiers are judged against
/// the source's like a plural branch's, and a plain value that reads them as the source does
/// is no format finding.
final class PluralPlainCounterpartTests: XCTestCase {
    private static let path = "Sources/Demo/Resources/Localizable.xcstrings"

    private func audit(_ files: [String: String]) throws -> AuditResult {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        var request = AuditRequest(packageRoot: root.path)
        request.paths = PathBase(currentDirectory: root.path)
        return try Auditor.run(request)
    }

    private func unit(_ value: String) -> String {
        #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"#
    }

    private func plural(_ one: String, _ other: String) -> String {
        #"{"variations":{"plural":{"one":\#(unit(one)),"other":\#(unit(other))}}}"#
    }

    private func catalog(en: String, de: String) -> String {
        """
        {"sourceLanguage":"en","version":"1.0","strings":{
          "files":{"localizations":{
            "en":\(en),
            "de":\(de)}}}}
        """
    }

    private func formatFindings(_ result: AuditResult) -> [Finding] {
        result.findings.filter { $0.ruleID == "icu.plural-format-mismatch" || $0.ruleID.hasPrefix("l10n.format-") }
    }

    func testPlainTranslationReadingThePluralsCountAsAnObjectIsAnError() throws {
        let text = catalog(en: plural("%lld file", "%lld files"), de: unit("%@ Dateien"))
        let result = try audit([Self.path: text])
        let found = formatFindings(result)
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(finding.ruleID, "icu.plural-format-mismatch")
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.subject, Subject(table: "Localizable", key: "files", locale: "de"))
        XCTAssertEqual(finding.text, "%@ Dateien")
        XCTAssertTrue(finding.message.contains("argument 1 is %lld in the source but %@ here"), finding.message)
        // At the German value's opening quote, on the de line.
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("\"de\":") })
        let quote = try XCTUnwrap(lines[line].range(of: "\"%@ Dateien\""))
        let column = lines[line].unicodeScalars.distance(from: lines[line].startIndex, to: quote.lowerBound) + 1
        XCTAssertEqual(finding.location, SourceLocation(file: Self.path, line: line + 1, column: column))
        XCTAssertEqual(finding.evidence.first { $0.name == "source" }?.value, "%lld files")
        XCTAssertTrue(result.failed, "an error fails the run (exit 1)")
    }

    func testPlainTranslationWithTheSourcesSpecifierIsNoFormatFinding() throws {
        let result = try audit([Self.path: catalog(en: plural("%lld file", "%lld files"), de: unit("%lld Dateien"))])
        XCTAssertEqual(formatFindings(result).map(\.message), [])
    }

    func testPlainTranslationWithoutTheNumberIsNoFormatFinding() throws {
        // Leaving the number out is allowed in a branch; a value for every count may too.
        let result = try audit([Self.path: catalog(en: plural("%lld file", "%lld files"), de: unit("Dateien"))])
        XCTAssertEqual(formatFindings(result).map(\.message), [])
    }

    func testPluralTranslationOfAPlainSourceIsJudgedBranchByBranch() throws {
        let result = try audit([Self.path: catalog(en: unit("%lld files"), de: plural("%lld Datei", "%@ Dateien"))])
        let found = formatFindings(result)
        XCTAssertEqual(found.map(\.subject.detail), ["files.other"], "\(found.map(\.message))")
        XCTAssertEqual(found.first?.text, "%@ Dateien")
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertTrue(found.first?.message.contains("argument 1 is %lld in the source but %@ here") ?? false, "\(found.map(\.message))")
    }

    func testPluralTranslationMatchingAPlainSourceIsNoFormatFinding() throws {
        let result = try audit([Self.path: catalog(en: unit("%lld files"), de: plural("Eine Datei", "%lld Dateien"))])
        XCTAssertEqual(formatFindings(result).map(\.message), [])
    }

    func testStringsTranslationOfAStringsDictSourceIsJudgedToo() throws {
        // The same defect across file kinds: de has no .stringsdict, so its .strings value is
        // what Foundation formats with the count.
        let result = try audit([
            ExampleTree.lproj("en", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                "items", branches: [("one", "%d item"), ("other", "%d items")])),
            ExampleTree.lproj("en"): "\"other\" = \"Other\";\n",
            ExampleTree.lproj("de"): "\"other\" = \"Andere\";\n\"items\" = \"%@ Elemente\";\n",
        ])
        let found = formatFindings(result)
        XCTAssertEqual(found.map(\.subject), [Subject(table: "Localizable", key: "items", locale: "de")], "\(found.map(\.message))")
        XCTAssertEqual(found.first?.location?.line, 2)
    }
}
