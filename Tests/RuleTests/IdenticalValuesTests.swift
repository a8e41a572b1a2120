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

/// `l10n.identical-translation` judges each distinct value once for the whole corpus; that
/// must find exactly what judging every table on its own finds.
final class IdenticalValuesTests: XCTestCase {
    private func assertSameAsPerTable(_ context: AuditContext, file: StaticString = #filePath, line: UInt = #line) {
        let all = IdenticalValues.identicalValues(context, tables: context.pairTables)
        XCTAssertEqual(all.count, context.pairTables.count, file: file, line: line)
        for (table, corpusWide) in zip(context.pairTables, all) {
            let alone = IdenticalValues.identicalValues(context, tables: [table])[0]
            XCTAssertEqual(corpusWide.compared, alone.compared, "\(table.locale) \(table.table)", file: file, line: line)
            XCTAssertEqual(corpusWide.found.map(\.index), alone.found.map(\.index), "\(table.locale) \(table.table)", file: file, line: line)
        }
    }

    func testLanguageWordsStillApplyPerLocale() throws {
        let root = try TestSupport.temporaryDirectory(self)
        // "Status" is a German word (allowed in de), not a French one; "Open the door" is a
        // phrase left untranslated in both; "iPhone" is a name everywhere.
        let values = "\"status\" = \"Status\";\n\"door\" = \"Open the door\";\n\"phone\" = \"iPhone\";\n\"done\" = \"%@ done\";\n"
        try TestSupport.write([
            ExampleTree.lproj("en"): values + "\"save\" = \"Save\";\n",
            ExampleTree.lproj("de"): values + "\"save\" = \"Sichern\";\n",
            ExampleTree.lproj("fr"): values + "\"save\" = \"Enregistrer\";\n",
        ], under: root)
        let request = AuditRequest(packageRoot: root.path)
        let prepared = try Auditor.prepare(request)
        assertSameAsPerTable(prepared.context)
        let keys = Dictionary(uniqueKeysWithValues: zip(prepared.context.pairTables, IdenticalValues.identicalValues(prepared.context, tables: prepared.context.pairTables))
            .map { ($0.0.locale, Set($0.1.found.map(\.key))) })
        XCTAssertEqual(keys["de"], ["door", "done"])
        XCTAssertEqual(keys["fr"], ["status", "door", "done"])
    }

    func testRealCorporaAgreeWithPerTableJudgement() throws {
        for corpus in ["corpora/homeassistant-ios", "corpora/element-x-ios"] {
            let root = try TestSupport.sharedPath(corpus)
            var request = AuditRequest()
            request.stringsDirectories = [root.path]
            request.areas = [.localization]
            assertSameAsPerTable(try Auditor.prepare(request).context)
        }
    }
}
