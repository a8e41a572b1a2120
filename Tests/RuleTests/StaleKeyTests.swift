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

/// A String Catalog key Xcode marks `"extractionState": "stale"` is no longer named by the
/// code: a translation it lacks is not certainly seen, so it is a note, while a key added by
/// hand (`manual`, looked up dynamically) stays an error.
final class StaleKeyTests: XCTestCase {
    private let catalog = """
    {"sourceLanguage":"en","version":"1.0","strings":{
      "open":{"localizations":{
        "en":{"stringUnit":{"state":"translated","value":"Open"}},
        "de":{"stringUnit":{"state":"translated","value":"Öffnen"}}}},
      "gone":{"extractionState":"stale","localizations":{
        "en":{"stringUnit":{"state":"translated","value":"Removed screen"}}}},
      "gone.count":{"extractionState":"stale","localizations":{
        "en":{"variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%lld old file"}},
          "other":{"stringUnit":{"state":"translated","value":"%lld old files"}}}}}}},
      "dynamic":{"extractionState":"manual","localizations":{
        "en":{"stringUnit":{"state":"translated","value":"Loaded by name"}}}}}}
    """

    func testTheFlattenedEntriesCarryStalenessApartFromTheUnitState() throws {
        let parsed = StringCatalogReader.read(Array(catalog.utf8), path: "Localizable.xcstrings")
        let tables = parsed.tables(name: "Localizable")
        let english = try XCTUnwrap(tables.strings.first { $0.locale == "en" })
        XCTAssertEqual(english.entries.first { $0.key == "gone" }?.isStale, true)
        XCTAssertEqual(english.entries.first { $0.key == "gone" }?.state, "translated")
        XCTAssertEqual(english.entries.first { $0.key == "dynamic" }?.isStale, false)
        XCTAssertEqual(english.entries.first { $0.key == "open" }?.isStale, false)
        let plurals = try XCTUnwrap(tables.plurals.first { $0.locale == "en" })
        XCTAssertEqual(plurals.entries.first { $0.key == "gone.count" }?.isStale, true)
    }

    func testAMissingTranslationOfAStaleKeyIsANote() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["Sources/Demo/Resources/Localizable.xcstrings": catalog], under: root)
        let found = try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == "l10n.missing-translation" }
        let severity = Dictionary(uniqueKeysWithValues: found.map { ($0.subject.key ?? "", $0.severity) })
        XCTAssertEqual(severity, ["gone": .note, "gone.count": .note, "dynamic": .error])
        let stale = try XCTUnwrap(found.first { $0.subject.key == "gone" })
        XCTAssertTrue(stale.message.contains("stale"), stale.message)
        XCTAssertTrue(stale.evidence.contains { $0.name == "extraction state" && $0.value == "stale" })
    }
}
