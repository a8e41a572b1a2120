import XCTest
@testable import LubaAudit

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

    func testOneBundleKeepsPlainTableNames() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings(["en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n"]), under: root)
        let discovered = try Discovery.discover(AuditRequest(packageRoot: root.path))
        XCTAssertEqual(Set(discovered.tableFiles.map(\.name)), ["Localizable"])
        XCTAssertFalse(discovered.notes.contains { $0.contains("bundles") })
    }
}
