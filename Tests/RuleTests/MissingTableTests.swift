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

/// A locale without a whole table the source has and another translation holds: one
/// `l10n.missing-table` finding per table and locale naming how many keys it holds, no
/// `l10n.missing-translation` per key of it, the run failing as a missing key would, and
/// completion still counting every key missing. A table no translation holds is one note for
/// the table, and completion does not expect it.
final class MissingTableTests: XCTestCase {
    private let project: [String: String] = [
        ExampleTree.lproj("en"): "\"close\" = \"Close\";\n\"open\" = \"Open\";\n",
        ExampleTree.lproj("en", "Extra.strings"): "\"save\" = \"Save\";\n\"share\" = \"Share\";\n\"print\" = \"Print\";\n",
        ExampleTree.lproj("de"): "\"close\" = \"Schließen\";\n\"open\" = \"Öffnen\";\n",
        ExampleTree.lproj("fr"): "\"close\" = \"Fermer\";\n\"open\" = \"Ouvrir\";\n",
        ExampleTree.lproj("fr", "Extra.strings"): "\"save\" = \"Enregistrer\";\n\"share\" = \"Partager\";\n\"print\" = \"Imprimer\";\n",
    ]

    private func audit(_ files: [String: String]) throws -> (root: URL, result: AuditResult) {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        var request = AuditRequest(packageRoot: root.path)
        request.paths = PathBase(currentDirectory: root.path)
        return (root, try Auditor.run(request))
    }

    func testOneFindingPerTableAndLocaleInsteadOfOnePerKey() throws {
        let result = try audit(project).result
        let tables = result.findings.filter { $0.ruleID == "l10n.missing-table" }
        XCTAssertEqual(tables.map(\.subject), [Subject(table: "Extra", locale: "de")])
        let finding = try XCTUnwrap(tables.first)
        XCTAssertEqual(finding.severity, .error, "the severity of a missing key")
        XCTAssertTrue(finding.message.contains("Extra") && finding.message.contains("3 keys"), finding.message)
        XCTAssertEqual(finding.location, SourceLocation(file: ExampleTree.lproj("en", "Extra.strings"), line: 1, column: 1))
        XCTAssertEqual(finding.evidence.first { $0.name == "keys" }?.value, "3")
        XCTAssertTrue(finding.fix?.contains(ExampleTree.lproj("de", "Extra.strings")) ?? false, finding.fix ?? "")
        XCTAssertEqual(result.findings.filter { $0.ruleID == "l10n.missing-translation" }.map(\.subject), [],
                       "Extra's keys are the table's one finding, not three more")
        XCTAssertTrue(result.failed)
    }

    func testCompletionStillCountsTheTablesKeysMissing() throws {
        let matrix = try XCTUnwrap(try audit(project).result.localizationMatrix)
        let german = try XCTUnwrap(matrix.completionByLocale["de"])
        XCTAssertEqual(german.expected, 5)
        XCTAssertEqual(german.translated, 2)
        XCTAssertEqual(german.missing, 3)
    }

    func testTheCommandFailsWithExitCodeOne() throws {
        let (root, _) = try audit(project)
        let run = try TestSupport.run(["strings", "--strings", "Sources", "--format", "text"], in: root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("[l10n.missing-table]"), run.stderr)
        XCTAssertFalse(run.stderr.contains("[l10n.missing-translation]"), run.stderr)
    }

    func testATableWhoseEveryKeyHasNothingToTranslateIsANote() throws {
        var files = project
        files[ExampleTree.lproj("en", "Extra.strings")] = "\"count\" = \"%lld\";\n\"pair\" = \"%1$@: %2$@\";\n"
        let tables = try audit(files).result.findings.filter { $0.ruleID == "l10n.missing-table" }
        XCTAssertEqual(tables.map(\.severity), [.note])
    }

    func testEachShippedLocaleWithoutTheTableIsReportedButNotARegionalVariant() throws {
        var files = project
        files[ExampleTree.lproj("fr")] = "\"close\" = \"Fermer\";\n\"open\" = \"Ouvrir\";\n"
        files[ExampleTree.lproj("fr", "Extra.strings")] = "\"save\" = \"Enregistrer\";\n\"share\" = \"Partager\";\n\"print\" = \"Imprimer\";\n"
        files[ExampleTree.lproj("de-AT")] = "\"close\" = \"Zumachen\";\n"
        files[ExampleTree.lproj("en-GB")] = "\"close\" = \"Close\";\n"
        let tables = try audit(files).result.findings.filter { $0.ruleID == "l10n.missing-table" }
        // de-AT falls back to de, whose missing table is the one finding; en-GB shows en's.
        XCTAssertEqual(tables.map(\.subject), [Subject(table: "Extra", locale: "de")])
    }

    func testAStringCatalogWithoutTheLanguageIsAMissingTableButOneWithSomeKeysIsNot() throws {
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{
              "a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Apply"}},
                                    "fr":{"stringUnit":{"state":"translated","value":"Appliquer"}}}},
              "b":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Back"}}}}}}
            """
        var files = project
        files.removeValue(forKey: ExampleTree.lproj("en", "Extra.strings"))
        files["Sources/Demo/Resources/Extra.xcstrings"] = catalog
        files.removeValue(forKey: ExampleTree.lproj("fr", "Extra.strings"))
        let result = try audit(files).result
        XCTAssertEqual(result.findings.filter { $0.ruleID == "l10n.missing-table" }.map(\.subject),
                       [Subject(table: "Extra", locale: "de")], "de is in no key of the catalog")
        XCTAssertEqual(result.findings.filter { $0.ruleID == "l10n.missing-translation" }.map(\.subject),
                       [Subject(table: "Extra", key: "b", locale: "fr")], "fr is, so its gaps are key by key")
    }

    func testATableIsExpectedOnlyInTheLocalesOfItsOwnBundle() throws {
        // Two apps in one tree: Weather ships de, Notes ships fr.
        let result = try audit([
            "Weather/en.lproj/Localizable.strings": "\"title\" = \"Forecast\";\n",
            "Weather/en.lproj/Extra.strings": "\"rain\" = \"Rain\";\n",
            "Weather/de.lproj/Localizable.strings": "\"title\" = \"Vorhersage\";\n",
            "Weather/it.lproj/Localizable.strings": "\"title\" = \"Previsioni\";\n",
            "Weather/it.lproj/Extra.strings": "\"rain\" = \"Pioggia\";\n",
            "Notes/en.lproj/Localizable.strings": "\"new\" = \"New note\";\n",
            "Notes/fr.lproj/Localizable.strings": "\"new\" = \"Nouvelle note\";\n",
        ]).result
        XCTAssertEqual(result.findings.filter { $0.ruleID == "l10n.missing-table" }.map(\.subject),
                       [Subject(table: "Extra", locale: "de")])
    }

    func testATableNoTranslationHoldsIsOneNoteAndNotExpectedInCompletion() throws {
        var files = project
        files[ExampleTree.lproj("en", "Untranslated.strings")] = "\"debug\" = \"Debug menu\";\n\"logs\" = \"Send logs\";\n"
        let result = try audit(files).result
        let notes = result.findings.filter { $0.ruleID == "l10n.missing-table" && $0.subject.table == "Untranslated" }
        XCTAssertEqual(notes.map(\.subject), [Subject(table: "Untranslated")], "one finding for the table, not one per locale")
        XCTAssertEqual(notes.map(\.severity), [.note])
        XCTAssertTrue(notes.first?.message.contains("2 keys") ?? false, notes.first?.message ?? "")
        XCTAssertFalse(result.findings.contains { $0.subject.table == "Untranslated" && $0.severity == .error })
        // Adding a source-only table changes no translation's completion.
        let before = try XCTUnwrap(try audit(project).result.localizationMatrix)
        let after = try XCTUnwrap(result.localizationMatrix)
        XCTAssertEqual(after.completionByLocale["de"], before.completionByLocale["de"])
        XCTAssertEqual(after.completionByLocale["fr"], before.completionByLocale["fr"])
    }

    func testAddingASourceTableNeverRaisesAnotherLocalesCompletion() throws {
        let base: [String: String] = [
            ExampleTree.lproj("en"): "\"close\" = \"Close\";\n\"open\" = \"Open\";\n",
            ExampleTree.lproj("de"): "\"close\" = \"Schließen\";\n",
            ExampleTree.lproj("fr"): "\"close\" = \"Fermer\";\n\"open\" = \"Ouvrir\";\n",
        ]
        let before = try XCTUnwrap(try audit(base).result.localizationMatrix?.completionByLocale["de"])
        var extended = base
        extended[ExampleTree.lproj("en", "Extra.strings")] = "\"save\" = \"Save\";\n\"share\" = \"Share\";\n"
        extended[ExampleTree.lproj("fr", "Extra.strings")] = "\"save\" = \"Enregistrer\";\n\"share\" = \"Partager\";\n"
        let after = try XCTUnwrap(try audit(extended).result.localizationMatrix?.completionByLocale["de"])
        XCTAssertEqual(before.share, 0.5)
        XCTAssertEqual(after.expected, 4)
        XCTAssertEqual(after.translated, 1)
        XCTAssertLessThan(after.share, before.share, "de lacks the table fr holds: its keys count missing")
    }
}
