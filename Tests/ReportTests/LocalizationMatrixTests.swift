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

/// The keys × locales matrix from a real audit: every cell state and every fallback the
/// runtime applies (regional variants, parent locales); a table only the source has is expected nowhere else.
final class LocalizationMatrixTests: XCTestCase {
    func testCellStatesAndFallbacks() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let files: [String: String] = [
            ExampleTree.lproj("en"): """
                "a" = "Save";
                "b" = "%@ items";
                "c" = "Open the door now";
                "d" = "Delete";
                "e" = "Done";
                "f" = "Help";
                """,
            ExampleTree.lproj("de"): """
                "a" = "Sichern";
                "b" = "";
                "c" = "Open the door now";
                "e" = " Fertig";
                "f" = "Hilfe";
                """,
            ExampleTree.lproj("es"): """
                "a" = "Guardar";
                "b" = "%d artículos";
                "c" = "Abrir la puerta";
                "d" = "Borrar";
                "e" = "Hecho";
                """,
            ExampleTree.lproj("en-GB"): "\"a\" = \"Save\";\n",
            ExampleTree.lproj("es-MX"): "\"a\" = \"Guardar\";\n",
            ExampleTree.lproj("en", "Other.strings"): "\"x\" = \"X value\";\n",
            ExampleTree.lproj("fr", "Other.strings"): "\"x\" = \"Valeur X\";\n",
            ExampleTree.lproj("en", "Extra.strings"): "\"only\" = \"Only source\";\n",
        ]
        try TestSupport.write(files, under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path))
        let matrix = try XCTUnwrap(result.localizationMatrix)
        XCTAssertEqual(matrix.locales, ["en", "de", "en-GB", "es", "es-MX", "fr"])
        let rows = Dictionary(uniqueKeysWithValues: matrix.rows.map { ("\($0.table).\($0.key)", $0.cells) })
        XCTAssertEqual(matrix.rows.map { "\($0.table).\($0.key)" },
                       ["Extra.only", "Localizable.a", "Localizable.b", "Localizable.c", "Localizable.d", "Localizable.e", "Localizable.f", "Other.x"])
        // Extra: only the source has it, no translation: a table kept in English on purpose
        // (one l10n.missing-table note says so); no locale is expected to hold it.
        XCTAssertEqual(rows["Extra.only"], [.ok, .ok, .ok, .ok, .ok, .ok])
        // fr has no Localizable table at all: missing; en-GB and es-MX fall back to en and es.
        XCTAssertEqual(rows["Localizable.a"], [.ok, .ok, .ok, .ok, .ok, .missing])
        // de empty (also missing its %@, the worse state wins); es has %d for %@: an error.
        XCTAssertEqual(rows["Localizable.b"], [.ok, .empty, .ok, .error, .ok, .missing])
        XCTAssertEqual(rows["Localizable.c"], [.ok, .identical, .ok, .ok, .ok, .missing])
        XCTAssertEqual(rows["Localizable.d"], [.ok, .missing, .ok, .ok, .ok, .missing])
        XCTAssertEqual(rows["Localizable.e"], [.ok, .warning, .ok, .ok, .ok, .missing])
        // f: es lacks it, so es-MX, which falls back to es, lacks it too.
        XCTAssertEqual(rows["Localizable.f"], [.ok, .ok, .ok, .missing, .missing, .missing])
        // Other: de and es lack the table; es-MX's parent es lacks it too; en-GB falls back.
        XCTAssertEqual(rows["Other.x"], [.ok, .missing, .ok, .missing, .missing, .ok])
        XCTAssertEqual(matrix.rows.first { $0.key == "b" }?.source, "%@ items")
        // Completion: Extra's row is expected of the source only; es-MX counts f (and Other.x) missing.
        XCTAssertEqual(matrix.completionByLocale["en"]?.expected, 8)
        XCTAssertEqual(matrix.completionByLocale["es-MX"]?.expected, 7)
        XCTAssertEqual(matrix.completionByLocale["es-MX"]?.missing, 2)
        XCTAssertEqual(matrix.completionByLocale["es"]?.missing, 2)
        // One finding for es-MX's missing f, naming its fallback es.
        let variant = result.findings.filter { $0.ruleID == "l10n.missing-translation" && $0.subject.locale == "es-MX" }
        XCTAssertEqual(variant.map(\.subject.key), ["f"])
        XCTAssertTrue(variant.first?.message.contains("nor in its fallback es") ?? false, variant.first?.message ?? "")
    }
}

/// The per-table key index: a table without repeated keys shares its entries; repeated keys
/// keep the runtime's "last one wins"; keys compare by bytes.
final class KeyedEntriesTests: XCTestCase {
    func testLastDuplicateWinsAndKeysCompareByBytes() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let read = StringsReader.read(Array("""
            "a" = "first";
            "\(composed)" = "composed";
            "a" = "second";
            "\(decomposed)" = "decomposed";
            """.utf8), path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable")
        let catalog = LocalizationCatalog(stringsTables: [read], pluralTables: [], sourceLocale: "en")
        let table = catalog.groups[0]["de"]!
        XCTAssertEqual(table.strings["a"]?.value, "second")
        XCTAssertEqual(table.strings["a"]?.location.line, 3)
        XCTAssertEqual(table.orderedKeys, ["a", composed, decomposed])
        XCTAssertEqual(table.strings.entries.map(\.key), ["a", composed, decomposed], "one entry per key, first position")
        XCTAssertEqual(table.strings[composed]?.value, "composed", "canonically equal keys are different keys, as in the file")
        XCTAssertEqual(table.strings[decomposed]?.value, "decomposed")
    }

    func testTableWithoutRepeatsIsIndexedInFileOrder() {
        let read = StringsReader.read(Array("\"b\" = \"1\";\n\"a\" = \"2\";\n\"c\" = \"3\";\n".utf8),
                                      path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable")
        let table = LocalizationCatalog(stringsTables: [read], pluralTables: [], sourceLocale: "en").groups[0]["de"]!
        XCTAssertEqual(table.orderedKeys, ["b", "a", "c"])
        XCTAssertEqual(table.strings.entries.map(\.value), ["1", "2", "3"])
        XCTAssertEqual(table.strings.position(of: "c"), 2)
        XCTAssertNil(table.strings.position(of: "d"))
    }
}

/// Audited keys share a table's entries instead of copying them; both forms read the same.
final class AuditedKeysTests: XCTestCase {
    func testSharedEntriesReadLikeListedKeys() {
        let read = StringsReader.read(Array("\"b\" = \"1\";\n\n  \"a\" = \"2\";\n".utf8),
                                      path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable")
        let shared = AuditedKeys(table: "Localizable", locale: "de", file: "de.lproj/Localizable.strings", entries: read.entries)
        let listed = AuditedKeys(table: "Localizable", locale: "de", file: "de.lproj/Localizable.strings", keys: [
            AuditedKeys.Key(key: "b", line: 1, column: 1), AuditedKeys.Key(key: "a", line: 3, column: 3),
        ])
        XCTAssertEqual(shared.count, 2)
        XCTAssertEqual(shared.keys, listed.keys)
        XCTAssertEqual(shared[1], AuditedKeys.Key(key: "a", line: 3, column: 3))

        var result = ReportFixture.realistic()
        result.audited.keyGroups.append(shared)
        var other = ReportFixture.realistic()
        other.audited.keyGroups.append(listed)
        XCTAssertEqual(JUnitReport.render(result), JUnitReport.render(other))
        XCTAssertEqual(JSONReport.render(result), JSONReport.render(other))

        var grown = shared
        grown.append(AuditedKeys.Key(key: "c", line: 5, column: 1))
        XCTAssertEqual(grown.keys.map(\.key), ["b", "a", "c"], "appending to shared entries keeps them")
    }

    /// A group that shares a table's index finds the keys with findings by look-up; JUnit must
    /// come out as from the same keys walked one by one.
    func testIndexedGroupFindsKeysLikeAWalk() throws {
        let read = StringsReader.read(Array("\"b\" = \"1\";\n\"luba.state.percent\" = \"2\";\n\"k\" = \"3\";\n".utf8),
                                      path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable")
        var keyed = KeyedEntries<StringsEntry>()
        XCTAssertTrue(keyed.adopt(read.entries))
        let indexed = AuditedKeys(table: "Localizable", locale: "de", file: "de.lproj/Localizable.strings", keyed: keyed)
        let walked = AuditedKeys(table: "Localizable", locale: "de", file: "de.lproj/Localizable.strings", keys: indexed.keys)
        XCTAssertTrue(indexed.isIndexed)
        XCTAssertFalse(walked.isIndexed)
        XCTAssertEqual(indexed.position(of: UTF8Key("k")), 2)
        XCTAssertNil(indexed.position(of: UTF8Key("missing")))
        XCTAssertEqual(indexed, walked)

        var result = ReportFixture.realistic()
        result.audited.keyGroups.append(indexed)
        var other = ReportFixture.realistic()
        other.audited.keyGroups.append(walked)
        XCTAssertEqual(JUnitReport.render(result), JUnitReport.render(other))
        XCTAssertTrue(JUnitReport.render(result).contains("&quot;luba.state.percent&quot; [de] Localizable"))

        var grown = indexed
        grown.append(AuditedKeys.Key(key: "c", line: 9, column: 1))
        XCTAssertFalse(grown.isIndexed, "a listed group has no index")
        XCTAssertNil(grown.position(of: UTF8Key("k")))
    }

    func testPipelineGroupsKeysByFile() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            ExampleTree.lproj("en"): "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            ExampleTree.lproj("de"): "\"a\" = \"A-de\";\n",
        ], under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path, paths: PathBase(currentDirectory: root.path)))
        let groups = result.audited.keyGroups.map { "\($0.locale) \($0.file ?? "-") \($0.keys.map(\.key))" }
        XCTAssertEqual(groups, [
            "en Sources/Demo/Resources/en.lproj/Localizable.strings [\"a\", \"b\"]",
            "de Sources/Demo/Resources/de.lproj/Localizable.strings [\"a\"]",
        ])
        XCTAssertEqual(result.audited.count, 3)
    }
}
