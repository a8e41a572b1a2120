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

final class SARIFReportTests: XCTestCase {
    private func render(_ result: AuditResult) throws -> [String: Any] {
        let text = SARIFReport.render(result)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ document: [String: Any]) throws -> [String: Any] {
        try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
    }

    func testValidatesAgainstOASISSchema() throws {
        let schema = try ExternalTool.schema("sarif-2.1.0.json")
        var relativeRoot = ReportFixture.hostile()
        relativeRoot.inputs.root = "./some dir/../Lüba UI"
        // Every real rule's descriptor, its reference page as help.markdown.
        var catalogRules = ReportFixture.realistic()
        catalogRules.rules = RuleCatalog.descriptions
        let files = try [ReportFixture.realistic(), ReportFixture.hostile(), relativeRoot, catalogRules].enumerated().map {
            try ExternalTool.temporaryFile("report\($0.offset).sarif", contents: SARIFReport.render($0.element), for: self).path
        }
        let run = try ExternalTool.python("""
        import json, sys, jsonschema
        with open(sys.argv[1], encoding='utf-8') as f:
            schema = json.load(f)
        validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
        for path in sys.argv[2:]:
            with open(path, encoding='utf-8') as f:
                document = json.load(f)
            errors = list(validator.iter_errors(document))
            for error in errors[:10]:
                print(path, list(error.path), error.message)
            assert not errors, path
        print('valid', len(sys.argv) - 2)
        """, [schema] + files)
        XCTAssertTrue(run.stdout.contains("valid 4"), run.stdout)
    }

    func testHelpMarkdownIsTheRulesReferencePageAndHelpTextStaysPlain() throws {
        var result = ReportFixture.realistic()
        result.rules = RuleCatalog.descriptions
        let driver = try XCTUnwrap((try run(try render(result))["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let descriptors = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        for rule in RuleCatalog.descriptions {
            let help = try XCTUnwrap(descriptors.first { $0["id"] as? String == rule.id }?["help"] as? [String: String], rule.id)
            let page = try String(contentsOf: RuleReferenceTests.committed.appendingPathComponent(RuleReference.fileName(of: rule.id)), encoding: .utf8)
            XCTAssertEqual(help["markdown"], page, "\(rule.id): help.markdown is the committed reference page")
            XCTAssertEqual(help["text"], "\(rule.summary)\n\nReference: \(rule.reference.title) (\(rule.reference.url))")
        }
    }

    func testDriverRulesDescribeEveryRule() throws {
        let result = ReportFixture.hostile()
        let run = try run(try render(result))
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "lubaaudit")
        XCTAssertEqual(driver["version"] as? String, "0.1.0")
        XCTAssertNil(driver["informationUri"], "no invented address: the project has no public home yet")
        XCTAssertEqual((run["automationDetails"] as? [String: String])?["id"], "lubaaudit/audit/")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, result.rules.map(\.id))
        let contrast = try XCTUnwrap(rules.first { $0["id"] as? String == "a11y.contrast.text" })
        XCTAssertEqual(contrast["name"] as? String, "A11yContrastText")
        XCTAssertEqual((contrast["shortDescription"] as? [String: String])?["text"], "Text contrast below WCAG AA")
        XCTAssertEqual((contrast["fullDescription"] as? [String: String])?["text"], "Summary of text contrast below wcag aa, written for the fixture.")
        XCTAssertEqual(contrast["helpUri"] as? String, "https://www.w3.org/WAI/WCAG22/Understanding/")
        XCTAssertEqual((contrast["defaultConfiguration"] as? [String: String])?["level"], "error")
        XCTAssertEqual((contrast["properties"] as? [String: [String]])?["tags"], ["contrast"])
        let help = try XCTUnwrap(contrast["help"] as? [String: String])
        XCTAssertTrue(help["markdown"]?.contains("](<https://www.w3.org/WAI/WCAG22/Understanding/>)") ?? false)
        XCTAssertEqual((rules.first { $0["id"] as? String == "l10n.identical-translation" }?["defaultConfiguration"] as? [String: String])?["level"], "note")
        let payload = try XCTUnwrap(rules.first { $0["id"] as? String == "l10n.payload" })
        XCTAssertNil(payload["helpUri"], "a javascript: reference must not become a helpUri")
        XCTAssertFalse((payload["help"] as? [String: String])?["markdown"]?.contains("javascript:") ?? true)
    }

    func testResultsCarryLocationsLevelsAndIndexes() throws {
        let result = ReportFixture.realistic()
        let run = try run(try render(result))
        XCTAssertEqual(run["originalUriBaseIds"] as? [String: [String: String]], ["PROJECTROOT": ["uri": "file:///work/example/LubaUI/"]])
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, result.findings.count)
        for (sarif, finding) in zip(results, result.findings) {
            XCTAssertEqual(sarif["ruleId"] as? String, finding.ruleID)
            let index = try XCTUnwrap(sarif["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, finding.ruleID)
            XCTAssertEqual(sarif["level"] as? String, SARIFReport.level(finding.severity))
            XCTAssertTrue(((sarif["message"] as? [String: String])?["text"] ?? "").hasPrefix(finding.message))
        }
        let format = try XCTUnwrap(results.first { $0["ruleId"] as? String == "l10n.format-mismatch" })
        let physical = try XCTUnwrap(((format["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual(physical["artifactLocation"] as? [String: String], ["uri": "Sources/LubaUI/Resources/de.lproj/Localizable.strings", "uriBaseId": "PROJECTROOT"])
        XCTAssertEqual(physical["region"] as? [String: Int], ["startLine": 4, "startColumn": 23])
        XCTAssertEqual(((format["message"] as? [String: String])?["text"])?.hasSuffix("Fix: use positional specifiers: %2$d von %1$@"), true)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
    }

    private func results(_ result: AuditResult, options: SARIFReportOptions = SARIFReportOptions()) throws -> [[String: Any]] {
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReport.render(result, options: options).utf8)) as? [String: Any])
        return try XCTUnwrap(try run(document)["results"] as? [[String: Any]])
    }

    private func uri(_ sarif: [String: Any]) -> String? {
        ((sarif["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap { ($0["artifactLocation"] as? [String: String])?["uri"] }
    }

    func testFindingsWithoutAFileAreAnchoredToTheirPaletteOrLeftOut() throws {
        var result = ReportFixture.realistic()
        let themeFinding = Finding(ruleID: "a11y.contrast.text", severity: .error, message: "theme color without a file",
                                   subject: Subject(pair: "textPrimary on surface", appearance: "dark"))
        result.findings.insert(themeFinding, at: 0)
        // No palette and no config: GitHub rejects a whole upload for one result without a
        // location, and nothing made up may stand in for it.
        let without = try results(result)
        XCTAssertEqual(without.count, result.findings.count - 1)
        XCTAssertFalse(without.contains { (($0["message"] as? [String: String])?["text"] ?? "").hasPrefix("theme color") })
        XCTAssertTrue(without.allSatisfy { uri($0) != nil }, "every result has a file")
        XCTAssertEqual(SARIFReport.omitted(result), SARIFReport.Omitted(overLimit: 0, withoutLocation: 1))
        let properties = try XCTUnwrap(try run(try render(result))["properties"] as? [String: Any])
        XCTAssertEqual(properties["resultsOmittedWithoutLocation"] as? Int, 1)

        result.inputs.paletteFiles = ["design/palette.tokens.json"]
        let anchored = try results(result)
        XCTAssertEqual(anchored.count, result.findings.count)
        XCTAssertEqual(uri(anchored[0]), "design/palette.tokens.json")
        XCTAssertNotNil((anchored[0]["properties"] as? [String: Any])?["anchor"])
        XCTAssertNil((anchored[1]["properties"] as? [String: Any])?["anchor"], "exact locations are not marked")

        result.inputs.paletteFiles = []
        result.inputs.configFile = ".lubaaudit.json"
        XCTAssertEqual(uri(try results(result)[0]), ".lubaaudit.json")
    }

    func testURIsAreRelativeToTheProjectRootNotTheCurrentDirectory() throws {
        var result = ReportFixture.realistic()
        result.paths = PathBase(currentDirectory: "/repo/App", projectRoot: "/repo")
        result.findings = [
            Finding(ruleID: "l10n.format-mismatch", severity: .error, message: "m", subject: Subject(table: "L", key: "k", locale: "de"),
                    location: SourceLocation(file: "Resources/de.lproj/Local izable.strings", line: 3, column: 2)),
            Finding(ruleID: "l10n.format-mismatch", severity: .error, message: "m", subject: Subject(table: "L", key: "k", locale: "fr"),
                    location: SourceLocation(file: "/elsewhere/fr.lproj/L.strings", line: 3, column: 2)),
        ]
        let list = try results(result)
        XCTAssertEqual(uri(list[0]), "App/Resources/de.lproj/Local%20izable.strings")
        XCTAssertEqual(uri(list[1]), "file:///elsewhere/fr.lproj/L.strings", "a file outside the project cannot be made relative")
        let base = try run(try render(result))["originalUriBaseIds"] as? [String: [String: String]]
        XCTAssertEqual(base?["PROJECTROOT"]?["uri"], "file:///repo/")
    }

    func testResultsAreOrderedBySeverityAndCappedAtTheLeastSevere() throws {
        let result = ReportFixture.realistic()
        let levels = try results(result).map { $0["level"] as? String ?? "" }
        let rank = ["error": 0, "warning": 1, "note": 2]
        XCTAssertEqual(levels, levels.sorted { rank[$0]! < rank[$1]! })
        let capped = try results(result, options: SARIFReportOptions(maximumResults: 3))
        XCTAssertEqual(capped.count, 3)
        XCTAssertTrue(capped.allSatisfy { $0["level"] as? String == "error" }, "the least severe are left out first")
        let omitted = SARIFReport.omitted(result, options: SARIFReportOptions(maximumResults: 3))
        XCTAssertEqual(omitted.overLimit, result.findings.count - 3)
        XCTAssertTrue(SARIFReport.omittedText(omitted, options: SARIFReportOptions(maximumResults: 3)).contains("limit of 3 per run"))
    }

    func testPathsArePercentEncoded() {
        XCTAssertEqual(SARIFPaths.percentEncoded("de.lproj/Local izable#1?.strings"), "de.lproj/Local%20izable%231%3F.strings")
        XCTAssertEqual(SARIFPaths.percentEncoded("ü/<x>"), "%C3%BC/%3Cx%3E")
        XCTAssertEqual(SARIFPaths.fileURI("/work/Lüba UI", directory: true), "file:///work/L%C3%BCba%20UI/")
        XCTAssertEqual(SARIFPaths.fileURI("/", directory: true), "file:///")
        XCTAssertNil(SARIFPaths.webURL("javascript:alert(1)"))
        XCTAssertNil(SARIFPaths.webURL("https://exa mple.com"))
        XCTAssertEqual(SARIFPaths.webURL("https://example.com/a?b=c#d"), "https://example.com/a?b=c#d")
    }

    func testFingerprintsIgnoreLinesButTrackRuleAndSubject() throws {
        let original = ReportFixture.realistic()
        var moved = original
        for index in moved.findings.indices {
            moved.findings[index].location?.line += 40
            moved.findings[index].location?.column += 3
            moved.findings[index].message += " (reworded)"
        }
        func fingerprints(_ result: AuditResult) throws -> [String] {
            let results = try XCTUnwrap(try run(try render(result))["results"] as? [[String: Any]])
            return try results.map { try XCTUnwrap(($0["partialFingerprints"] as? [String: String])?["lubaaudit/v1"]) }
        }
        let before = try fingerprints(original)
        XCTAssertEqual(before, try fingerprints(moved), "moving lines must keep fingerprints")
        XCTAssertEqual(Set(before).count, before.count, "distinct subjects have distinct fingerprints")
        var otherLocale = original
        otherLocale.findings[0].subject.locale = "xx"
        XCTAssertNotEqual(try fingerprints(otherLocale)[0], before[0])
        var otherRule = original
        otherRule.findings[0].ruleID = "l10n.other"
        XCTAssertNotEqual(try fingerprints(otherRule)[0], before[0])
        XCTAssertEqual(before[0], ReportDigest.hex(original.findings[0].identity, length: 32))
    }

    func testPayloadsRoundTripAndOutputIsDeterministic() throws {
        let result = ReportFixture.hostile()
        let text = SARIFReport.render(result)
        XCTAssertEqual(text, SARIFReport.render(result))
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let results = try XCTUnwrap(try run(try render(result))["results"] as? [[String: Any]])
        for payload in ReportPayload.all {
            let match = results.first { (($0["message"] as? [String: String])?["text"] ?? "").hasPrefix("message " + payload + " Fix: fix ") }
            XCTAssertNotNil(match, "payload \(payload.debugDescription)")
            XCTAssertEqual((match?["properties"] as? [String: Any])?["text"] as? String, "value " + payload)
        }
    }
}
