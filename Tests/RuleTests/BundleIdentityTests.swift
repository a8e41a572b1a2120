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

/// Two apps in one tree each have their own `Localizable`: a table's identity is its bundle
/// (the folder holding the `.lproj` folders) and its name.
final class BundleIdentityTests: XCTestCase {
    func testSameNamedTablesOfTwoBundlesAreNeverCompared() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "Weather/Resources/en.lproj/Localizable.strings": "\"forecast.title\" = \"Forecast\";\n\"forecast.rain\" = \"Rain\";\n",
            "Weather/Resources/de.lproj/Localizable.strings": "\"forecast.title\" = \"Vorhersage\";\n\"forecast.rain\" = \"Regen\";\n",
            "Notes/Resources/en.lproj/Localizable.strings": "\"note.new\" = \"New note\";\n\"note.delete\" = \"Delete note\";\n",
            "Notes/Resources/fr.lproj/Localizable.strings": "\"note.new\" = \"Nouvelle note\";\n\"note.delete\" = \"Supprimer la note\";\n",
        ], under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path))
        XCTAssertEqual(result.findings.map(\.ruleID), [], "no finding compares one bundle's table with the other's")
        XCTAssertEqual(Set(result.inputs.tables.map(\.name)).count, 2, "two tables, one per bundle: \(result.inputs.tables.map(\.name))")
    }

    func testABundleMissingATranslationIsStillFoundAndNamedByItsBundle() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "Weather/en.lproj/Localizable.strings": "\"forecast.title\" = \"Forecast\";\n\"forecast.rain\" = \"Rain\";\n",
            "Weather/de.lproj/Localizable.strings": "\"forecast.title\" = \"Vorhersage\";\n",
            "Notes/en.lproj/Localizable.strings": "\"note.new\" = \"New note\";\n",
            "Notes/de.lproj/Localizable.strings": "\"note.new\" = \"Neue Notiz\";\n",
        ], under: root)
        let request = AuditRequest(packageRoot: root.path)
        let discovered = try Discovery.discover(request)
        XCTAssertTrue(discovered.notes.contains { $0.hasPrefix("2 bundles, audited apart: ") && $0.contains("Weather") && $0.contains("Notes") },
                      "the summary names the bundles: \(discovered.notes)")
        let missing = try Auditor.run(request).findings.filter { $0.ruleID == "l10n.missing-translation" }
        XCTAssertEqual(missing.map(\.subject.key), ["forecast.rain"])
        XCTAssertEqual(missing.first?.subject.table?.hasPrefix("Weather/"), true, "\(missing.map(\.subject.table))")
    }

    /// Which walked files are tables, read from the path's text: extension, name, locale folder
    /// and bundle, as Foundation's path arithmetic gave them.
    func testTableFilesAreReadFromTheirPaths() {
        var bundles = Discovery.BundleFolders(paths: PathBase(currentDirectory: "/work/app"))
        func table(_ path: String) -> TableFile? { Discovery.tableFile(path, bundles: &bundles, display: { "shown:" + $0 }) }

        let strings = table("/work/app/Res/de-CH.lproj/Localizable.strings")
        XCTAssertEqual(strings?.format, .strings)
        XCTAssertEqual(strings?.name, "Localizable")
        XCTAssertEqual(strings?.locale, "de-CH")
        XCTAssertEqual(strings?.bundle, "/work/app/Res", "the folder holding the .lproj folders")
        XCTAssertEqual(strings?.displayPath, "shown:/work/app/Res/de-CH.lproj/Localizable.strings")

        let plurals = table("Res/./en.lproj/Menu.v2.stringsdict")
        XCTAssertEqual(plurals?.format, .stringsdict)
        XCTAssertEqual(plurals?.name, "Menu.v2", "only the last extension is the format")
        XCTAssertEqual(plurals?.bundle, "/work/app/Res", "a relative folder is made absolute and normalized")

        let catalog = table("/work/app/Res/Settings.xcstrings")
        XCTAssertEqual(catalog?.format, .xcstrings)
        XCTAssertEqual(catalog?.locale, "", "a String Catalog names its locales inside")
        XCTAssertEqual(catalog?.bundle, "/work/app/Res", "a String Catalog's bundle is its own folder")

        XCTAssertEqual(table("/fr.lproj/Root.strings")?.bundle, "/", "a locale folder at the file system's root")
        XCTAssertEqual(table("en.lproj/Here.strings")?.bundle, "/work/app", "a locale folder in the current directory")
        XCTAssertNil(table("/work/app/Res/Localizable.strings"), "a .strings file outside a .lproj folder")
        XCTAssertNil(table("/work/app/Res/en.lproj/.strings"), "a hidden file has no extension")
        XCTAssertNil(table("/work/app/Res/en.lproj/Notes.txt"))
        XCTAssertNil(table("/work/app/Res/en.lproj/Localizable.strings.orig"))
        XCTAssertNil(table("/work/app/Res.strings/README"), "a dot in a folder's name is not the file's extension")
    }

    /// Paths already normal come back as they are; the others are resolved component by component.
    func testAbsolutePathsAreNormalized() {
        let cases: [(String, String)] = [
            ("/", "/"), ("/a/b.lproj/c.strings", "/a/b.lproj/c.strings"), ("/a/.../b", "/a/.../b"), ("/a/..b/.c", "/a/..b/.c"),
            ("//a//b/", "/a/b"), ("/a/./b", "/a/b"), ("/a/b/..", "/a"), ("/a/b/.", "/a/b"), ("/..", "/"), ("/a/../../b", "/b"), ("/a/", "/a"),
        ]
        for (path, normal) in cases {
            XCTAssertEqual(PathBase.normalized(path), normal, path)
        }
    }

    func testOneBundleKeepsPlainTableNames() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings(["en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n"]), under: root)
        let discovered = try Discovery.discover(AuditRequest(packageRoot: root.path))
        XCTAssertEqual(Set(discovered.tableFiles.map(\.name)), ["Localizable"])
        XCTAssertFalse(discovered.notes.contains { $0.contains("bundles") })
    }
}
