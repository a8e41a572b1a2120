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

final class ConfigAndBaselineTests: XCTestCase {
    func testReadsEveryKey() throws {
        let json = """
        {"severity": {"l10n.identical-translation": "info", "l10n.punctuation-parity": "off"},
         "disabledRules": ["l10n.whitespace-parity"], "identicalAllowlist": ["Dashboard"],
         "glyphLockedFonts": ["SF Symbols"], "locales": ["en", "de"], "sourceLocale": "en",
         "wcagLevel": "AAA", "minimumTouchTarget": 48, "registryCallNames": ["tr"], "registryTable": "Luba",
         "extraContrastPairs": [{"foreground": "accent", "background": "fill", "usage": "non-text"}],
         "roleMapping": {"brand.primary": "accent"}}
        """
        let config = try ConfigReader.read(Data(json.utf8), path: "c.json")
        XCTAssertEqual(config.severities["l10n.identical-translation"], .note)
        XCTAssertEqual(config.disabledRules, ["l10n.punctuation-parity", "l10n.whitespace-parity"])
        XCTAssertEqual(config.identicalAllowlist, ["Dashboard"])
        XCTAssertEqual(config.wcagLevel, .aaa)
        XCTAssertEqual(config.minimumTouchTarget, 48)
        XCTAssertEqual(config.locales, ["en", "de"])
        XCTAssertEqual(config.registryTable, "Luba")
        XCTAssertEqual(config.extraContrastPairs, [ExtraContrastPair(foreground: "accent", background: "fill", usage: "non-text")])
        XCTAssertEqual(config.roleMapping["brand.primary"], "accent")
    }

    func testUnknownKeysAndWrongTypesNameTheKey() {
        let cases: [(String, String)] = [
            ("{\"severty\": {}}", "severty"),
            ("{\"severity\": {\"l10n.empty-value\": \"loud\"}}", "severity.l10n.empty-value"),
            ("{\"severity\": {\"l10n.identical-translations\": \"note\"}}", "c.json:1:15: unknown rule id \"l10n.identical-translations\" in \"severity\" (did you mean \"l10n.identical-translation\"?)"),
            ("{\"disabledRules\": [\"l10n.empty-value\", \"a11y.contrast.txt\"]}", "c.json:1:40: unknown rule id \"a11y.contrast.txt\" in \"disabledRules\" (did you mean \"a11y.contrast.text\"?)"),
            ("{\"disabledRules\": [\"zzz\"]}", "unknown rule id \"zzz\" in \"disabledRules\" (`lubaaudit rules` lists every rule)"),
            ("{\"minimumTouchTarget\": \"44\"}", "minimumTouchTarget"),
            ("{\"wcagLevel\": \"B\"}", "wcagLevel"),
            ("{\"locales\": \"de\"}", "locales"),
            ("{\"extraContrastPairs\": [{\"foreground\": \"a\"}]}", "extraContrastPairs[0].background"),
            ("[1]", "top level"),
            ("{", "not valid JSON"),
        ]
        for (json, expected) in cases {
            XCTAssertThrowsError(try ConfigReader.read(Data(json.utf8), path: "c.json"), json) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(json): \(error)")
            }
        }
    }

    func testConfigChangesSeverityAndDisablesRules() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings([
            "en": "\"a\" = \"Name:\";\n\"b\" = \"Tap for more\";\n",
            "de": "\"a\" = \"Name\";\n\"b\" = \"Tap for more\";\n",
        ]), under: root)
        var request = AuditRequest(packageRoot: root.path)
        request.config.disabledRules = ["l10n.punctuation-parity"]
        request.config.severities = ["l10n.identical-translation": .error]
        let result = try Auditor.run(request)
        XCTAssertFalse(result.findings.contains { $0.ruleID == "l10n.punctuation-parity" })
        XCTAssertEqual(result.findings.first { $0.ruleID == "l10n.identical-translation" }?.severity, .error)
        XCTAssertTrue(result.failed)
        XCTAssertEqual(result.rule("l10n.identical-translation")?.defaultSeverity, .error, "reports show the effective severity")
    }

    func testAllowlistSilencesIdenticalValues() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings([
            "en": "\"b\" = \"Tap twice for more\";\n", "de": "\"b\" = \"Tap twice for more\";\n",
        ]), under: root)
        var request = AuditRequest(packageRoot: root.path)
        XCTAssertTrue(try Auditor.run(request).findings.contains { $0.ruleID == "l10n.identical-translation" })
        request.config.identicalAllowlist = ["Tap twice for more"]
        XCTAssertFalse(try Auditor.run(request).findings.contains { $0.ruleID == "l10n.identical-translation" })
    }

    func testBaselineMatchesOnSubjectNotLine() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let en = "\"a\" = \"Close\";\n\"b\" = \"Open\";\n"
        try TestSupport.write(ExampleTree.strings(["en": en, "de": "\"a\" = \"\";\n"]), under: root)
        let first = try Auditor.run(AuditRequest(packageRoot: root.path))
        XCTAssertFalse(first.findings.isEmpty)
        let baseline = try Baseline.read(Baseline(findings: first.findings).encoded(), path: "b.json")
        // Move every line down: the same findings must stay hidden.
        try TestSupport.write(ExampleTree.strings(["en": "\n\n/* moved */\n" + en, "de": "\n\n\n\"a\" = \"\";\n"]), under: root)
        var request = AuditRequest(packageRoot: root.path)
        request.baseline = baseline
        let second = try Auditor.run(request)
        XCTAssertEqual(second.findings, [], "moved lines must not resurface baselined findings")
        XCTAssertEqual(second.baselineSuppressed, first.findings.count)
        // A new problem still shows.
        try TestSupport.write(ExampleTree.strings(["en": en + "\"c\" = \"New\";\n", "de": "\"a\" = \"\";\n"]), under: root)
        let third = try Auditor.run(request)
        XCTAssertTrue(third.findings.contains { $0.subject.key == "c" }, "\(third.findings.map(\.identity))")
    }

    func testBaselineRejectsForeignFiles() {
        XCTAssertThrowsError(try Baseline.read(Data("{\"version\": 2, \"findings\": []}".utf8), path: "b.json"))
        XCTAssertThrowsError(try Baseline.read(Data("[]".utf8), path: "b.json"))
    }

    func testCLIWritesAndUsesABaseline() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings(["en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"\";\n"]), under: root)
        let out = try TestSupport.temporaryDirectory(self)
        let baseline = out.appendingPathComponent("baseline.json").path
        let first = try TestSupport.run(["--package", root.path, "--output", out.path, "--write-baseline", baseline], in: root)
        XCTAssertEqual(first.status, 0, "recording a baseline is the run's purpose: its findings do not fail it")
        XCTAssertTrue(first.stdout.contains("baseline: wrote 1 finding(s) to \(baseline)"), first.stdout)
        XCTAssertEqual(try Baseline.read(Data(contentsOf: URL(fileURLWithPath: baseline)), path: baseline).identities.count, 1)
        let second = try TestSupport.run(["--package", root.path, "--output", out.path, "--baseline", baseline], in: root)
        XCTAssertEqual(second.status, 0, second.stdout)
        XCTAssertTrue(second.stdout.contains("hidden by the baseline"), second.stdout)
    }
}
