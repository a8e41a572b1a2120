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

/// A renamed rule's old id keeps configs and baselines working, read as the new id with a
/// warning; an id no table names stays an error.
final class RenamedRuleIDTests: XCTestCase {
    /// Made-up old ids: the real table may be empty, the mechanism must still work.
    let renamed = [
        "l10n.identical-value": "l10n.identical-translation",
        "l10n.ending-punctuation": "l10n.punctuation-parity",
    ]

    func testTheRenameTableNamesOnlyRetiredIDsAndRealRules() {
        let known = Set(RuleIDCheck.knownIDs)
        for (old, new) in RuleIDCheck.renamed {
            XCTAssertFalse(known.contains(old), "\(old) is a current rule id: it cannot also be an old one")
            XCTAssertTrue(known.contains(new), "\(old) is renamed to \(new), which is no rule")
        }
    }

    func testAConfigWithOldIDsConfiguresTheRenamedRulesAndSaysWhere() throws {
        let json = "{\n  \"severity\": { \"l10n.identical-value\": \"note\" },\n  \"disabledRules\": [\"l10n.ending-punctuation\"]\n}\n"
        let config = try ConfigReader.read(Data(json.utf8), path: "c.json", renamed: renamed)
        XCTAssertEqual(config.severities, ["l10n.identical-translation": .note])
        XCTAssertEqual(config.disabledRules, ["l10n.punctuation-parity"])
        XCTAssertEqual(config.deprecations.count, 2)
        XCTAssertTrue(config.deprecations[0].hasPrefix("c.json:2:17: rule id \"l10n.identical-value\" in \"severity\" is now \"l10n.identical-translation\""), config.deprecations[0])
        XCTAssertTrue(config.deprecations[1].hasPrefix("c.json:3:21: rule id \"l10n.ending-punctuation\" in \"disabledRules\" is now \"l10n.punctuation-parity\""), config.deprecations[1])
        XCTAssertEqual(try ConfigReader.read(Data("{\"severity\": {\"l10n.identical-translation\": \"note\"}}".utf8), path: "c.json", renamed: renamed).deprecations, [])
    }

    func testTheNewIDWinsWhenAConfigNamesBoth() throws {
        let json = "{\"severity\": {\"l10n.identical-value\": \"error\", \"l10n.identical-translation\": \"note\"}}"
        let config = try ConfigReader.read(Data(json.utf8), path: "c.json", renamed: renamed)
        XCTAssertEqual(config.severities, ["l10n.identical-translation": .note])
    }

    func testABaselineWithAnOldIDMatchesTheFindingsOfTheRenamedRule() throws {
        let finding = Finding(ruleID: "l10n.identical-translation", severity: .warning, message: "m",
                              subject: Subject(table: "Localizable", key: "a", locale: "de"))
        let oldIdentity = "l10n.identical-value" + finding.identity.dropFirst("l10n.identical-translation".count)
        let json = "{\"version\": 1, \"findings\": [\"\(oldIdentity)\", \"l10n.identical-value other\"]}"
        let baseline = try Baseline.read(Data(json.utf8), path: "b.json", renamed: renamed)
        XCTAssertTrue(baseline.contains(finding), "the old entry must match the renamed rule's finding")
        XCTAssertEqual(baseline.deprecations.count, 1, "one warning per old id, however many entries use it")
    }

    func testAnIDNoTableNamesIsStillAnError() {
        XCTAssertThrowsError(try Baseline.read(Data("{\"version\": 1, \"findings\": [\"l10n.identical-value x\"]}".utf8), path: "b.json", renamed: [:])) { error in
            XCTAssertTrue("\(error)".contains("unknown rule id \"l10n.identical-value\""), "\(error)")
        }
        XCTAssertThrowsError(try ConfigReader.read(Data("{\"disabledRules\": [\"l10n.gone\"]}".utf8), path: "c.json", renamed: ["l10n.gone": "l10n.also-gone"]))
    }
}
