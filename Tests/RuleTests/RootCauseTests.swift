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

/// One defect, one finding: the value rules' findings about one value fold into the most
/// telling one, the rest kept as its evidence.
final class RootCauseTests: XCTestCase {
    private func audit(_ translation: String) throws -> [Finding] {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings([
            "en": "\"sent\" = \"Sent by %@ to %@\";\n\"deleted\" = \"Deleted %d files\";\n\"hello\" = \"Hello %@\";\n\"bye\" = \"Bye %@\";\n",
            "eu": translation,
        ]), under: root)
        return try Auditor.run(AuditRequest(packageRoot: root.path)).findings
    }

    func testAWrongSpecifierIsOneFindingWithItsConsequencesAsEvidence() throws {
        let findings = try audit("\"sent\" = \"%1$d bidalia %@\";\n\"deleted\" = \"%d fitxategi ezabatuta\";\n\"hello\" = \"Kaixo %@\";\n\"bye\" = \"Agur %@\";\n")
        let sent = findings.filter { $0.subject.key == "sent" }
        XCTAssertEqual(sent.map(\.ruleID), ["l10n.format-type-mismatch"], "\(findings.map { "\($0.ruleID): \($0.message)" })")
        let also = Set(sent.first?.evidence.map(\.name).filter { $0.hasPrefix("also ") } ?? [])
        XCTAssertEqual(also, ["also l10n.format-mixed-positional", "also l10n.format-positional-gap", "also l10n.format-count-mismatch"])
        XCTAssertTrue(sent.first?.message.contains("; also ") ?? false)
        XCTAssertEqual(sent.first?.severity, .error)
    }

    func testAnEmptyValueIsOneFinding() throws {
        let findings = try audit("\"sent\" = \"%1$@ bidalia %2$@\";\n\"deleted\" = \"\";\n\"hello\" = \"Kaixo %@\";\n\"bye\" = \"Agur %@\";\n")
        XCTAssertEqual(findings.filter { $0.subject.key == "deleted" }.map(\.ruleID), ["l10n.empty-value"])
    }

    func testSeparateValuesStaySeparateFindings() throws {
        // Two values, each with its own defect: two findings, nothing folded across keys.
        let findings = try audit("\"sent\" = \"%1$@ bidalia %2$@\";\n\"deleted\" = \"%@ fitxategi\";\n\"hello\" = \"Kaixo\";\n\"bye\" = \"Agur %@\";\n")
        XCTAssertEqual(findings.filter { $0.subject.key == "deleted" }.map(\.ruleID), ["l10n.format-type-mismatch"])
        XCTAssertEqual(findings.filter { $0.subject.key == "hello" }.map(\.ruleID), ["l10n.format-count-mismatch"])
        XCTAssertFalse(findings.contains { $0.message.contains("; also ") })
    }

    func testTheMoreSevereFindingIsKept() {
        let subject = Subject(table: "Localizable", key: "k", locale: "de")
        var findings = [
            Finding(ruleID: "l10n.format-count-mismatch", severity: .warning, message: "\"k\" in de: never shows argument(s) 2", subject: subject),
            Finding(ruleID: "l10n.format-positional-gap", severity: .error, message: "\"k\" in de: positions skip argument(s) 2", subject: subject),
            Finding(ruleID: "l10n.identical-translation", severity: .warning, message: "\"k\" in de is identical", subject: subject),
        ]
        RootCause.fold(&findings)
        XCTAssertEqual(findings.map(\.ruleID), ["l10n.format-positional-gap", "l10n.identical-translation"])
        XCTAssertEqual(findings[0].evidence, [Evidence("also l10n.format-count-mismatch", "never shows argument(s) 2")])
    }
}

/// The text a translation must carry over: numbers, addresses, markup.
final class ValueTextTests: XCTestCase {
    func testNumbersIgnoreSpecifiersPlaceholdersAndSeparators() {
        XCTAssertEqual(ValueText.numbers("%1$d of 1,000 items {0} (%2$.1f%%)"), ["1000"])
        XCTAssertEqual(ValueText.numbers("Schritt ٣ von 1 000"), ["3", "1000"])
        XCTAssertEqual(ValueText.numbers("No numbers here"), [])
    }

    func testAddressesAndBrokenAddresses() {
        XCTAssertEqual(ValueText.urls("See https://example.com/a?b=1, or www.example.org."), ["https://example.com/a?b=1", "www.example.org"])
        XCTAssertEqual(ValueText.brokenURL("Siehe http: //example.com"), "http: //")
        XCTAssertEqual(ValueText.brokenURL("参见 https：//example.com"), "https：//")
        XCTAssertNil(ValueText.brokenURL("See https://example.com and http://x.org"))
    }

    func testMarkdownAndTags() {
        XCTAssertEqual(ValueText.markdownLinks("[a](x) and [b](y)"), 2)
        XCTAssertEqual(ValueText.markdownLinks("[a] (x)"), 0)
        XCTAssertEqual(ValueText.brokenMarkdownLink("[a] (x)"), "] (")
        XCTAssertEqual(ValueText.brokenMarkdownLink("【a】(x)"), "】(")
        XCTAssertNil(ValueText.brokenMarkdownLink("[a](x)"))
        XCTAssertEqual(ValueText.emphasisMarks("**a** and **b**"), 4)
        XCTAssertEqual(ValueText.htmlTags("<b>Hi</b> <a href=\"x\">there</a> 3 < 4"), ["b", "/b", "a", "/a"])
    }
}
