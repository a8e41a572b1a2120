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

/// How sure a missing plural category is to show wrong text: ICU's samples decide, no locale list.
final class PluralFallbackSeverityTests: XCTestCase {
    private func missingCategory(_ files: [String: String]) throws -> [Finding] {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        return try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == "icu.plural-missing-category" }
    }

    func testICUSaysWhetherOtherSelectsAWholeNumber() {
        XCTAssertFalse(PluralCategories.selectsInteger(category: "other", locale: "ru"))
        XCTAssertFalse(PluralCategories.selectsInteger(category: "other", locale: "pl"))
        XCTAssertTrue(PluralCategories.selectsInteger(category: "other", locale: "en"))
        XCTAssertTrue(PluralCategories.selectsInteger(category: "many", locale: "pl"))
    }

    func testMissingManyWhereOtherSelectsNoWholeNumberIsANote() throws {
        let found = try missingCategory(ExampleStringsDict.files([
            "en": [("one", "%d file"), ("other", "%d files")],
            "pl": [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d plików")],
        ]))
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertNotNil(found.first?.evidence.first { $0.name == "many falls back to" })
    }

    func testMissingManyIsAnErrorWhenOtherIsStillTheSource() throws {
        let found = try missingCategory(ExampleStringsDict.files([
            "en": [("one", "%d file"), ("other", "%d files")],
            "pl": [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d files")],
        ]))
        XCTAssertEqual(found.map(\.severity), [.error])
    }

    func testMissingFewStaysAnError() throws {
        let found = try missingCategory(ExampleStringsDict.files([
            "en": [("one", "%d file"), ("other", "%d files")],
            "ru": [("one", "%d файл"), ("many", "%d файлов"), ("other", "%d файла")],
        ]))
        XCTAssertEqual(found.map(\.severity), [.error])
    }

    func testICUMessageWithoutManyInRussianIsANote() throws {
        let found = try missingCategory(ExampleTree.strings([
            "en": "\"k\" = \"{count, plural, one {# file} other {# files}}\";\n",
            "ru": "\"k\" = \"{count, plural, one {# файл} few {# файла} other {# файлов}}\";\n",
        ]))
        XCTAssertEqual(found.map(\.severity), [.note])
    }

    func testPortugueseManyForMillionsIsANoteAndOneStaysAnError() throws {
        let warning = try missingCategory(ExampleStringsDict.files([
            "en": [("one", "%d file"), ("other", "%d files")],
            "pt-BR": [("one", "%d arquivo"), ("other", "%d arquivos")],
        ]))
        XCTAssertEqual(warning.map(\.severity), [.note])
        let error = try missingCategory(ExampleStringsDict.files([
            "en": [("one", "%d file"), ("other", "%d files")],
            "pt-BR": [("other", "%d arquivos")],
        ]))
        XCTAssertEqual(error.map(\.severity), [.error])
    }
}
