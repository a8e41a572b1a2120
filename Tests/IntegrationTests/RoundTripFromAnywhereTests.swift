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

/// The translators' round trip run from outside the project, with `--strings` given absolute
/// or relative: `original` names each table from the project root as Xcode does, whatever the
/// current directory, and an absolute `original` inside the project imports (one outside does not).
final class RoundTripFromAnywhereTests: XCTestCase {
    private func project() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "project.yml": "name: Demo\ntargets:\n  Demo:\n    type: application\n    sources: [Demo]\n",
            "Demo/Res/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n\"close\" = \"Close\";\n",
            "Demo/Res/de.lproj/Localizable.strings": "\"open\" = \"Öffnen\";\n",
        ], under: root)
        return root
    }

    private func translated(_ xliff: String) -> String {
        xliff.replacingOccurrences(of: "<source>Close</source>", with: "<source>Close</source>\n        <target>Schließen</target>")
    }

    func testExportWithAnAbsolutePathFromElsewhereImportsFromAnotherFolder() throws {
        let root = try project()
        let elsewhere = try TestSupport.temporaryDirectory(self)
        let export = try TestSupport.run(
            ["missing-keys", "--strings", root.path + "/Demo/Res", "--locale", "de", "--format", "xliff"], in: elsewhere)
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertTrue(export.stdout.contains("<file original=\"Demo/Res/en.lproj/Localizable.strings\""), export.stdout)
        XCTAssertFalse(export.stdout.contains(root.path), "no absolute path in the export")
        // The same export from inside the project, with a relative path, is the same file.
        let inside = try TestSupport.run(["missing-keys", "--strings", "Res", "--locale", "de", "--format", "xliff"], in: root.appendingPathComponent("Demo"))
        XCTAssertEqual(inside.stdout, export.stdout)

        try Data(translated(export.stdout).utf8).write(to: elsewhere.appendingPathComponent("de.xliff"))
        let run = try TestSupport.run(["import", elsewhere.path + "/de.xliff", "--strings", "Demo/Res"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let german = try String(contentsOf: root.appendingPathComponent("Demo/Res/de.lproj/Localizable.strings"), encoding: .utf8)
        XCTAssertTrue(german.contains("\"close\" = \"Schließen\";"), german)
    }

    func testAnAbsoluteOriginalInsideTheProjectImportsAndOneOutsideIsRefused() throws {
        let root = try project()
        let elsewhere = try TestSupport.temporaryDirectory(self)
        let export = try TestSupport.run(["missing-keys", "--strings", "Demo/Res", "--locale", "de", "--format", "xliff"], in: root)
        XCTAssertEqual(export.status, 0, export.stderr)
        let absolute = translated(export.stdout).replacingOccurrences(
            of: "original=\"Demo/Res/", with: "original=\"\(root.path)/Demo/Res/")
        XCTAssertTrue(absolute.contains("original=\"\(root.path)/Demo/Res/en.lproj/Localizable.strings\""))
        try Data(absolute.utf8).write(to: elsewhere.appendingPathComponent("de.xliff"))
        let run = try TestSupport.run(["import", elsewhere.path + "/de.xliff", "--strings", root.path + "/Demo/Res"], in: elsewhere)
        XCTAssertEqual(run.status, 0, run.stderr)
        let german = try String(contentsOf: root.appendingPathComponent("Demo/Res/de.lproj/Localizable.strings"), encoding: .utf8)
        XCTAssertTrue(german.contains("\"close\" = \"Schließen\";"), german)

        let outside = translated(export.stdout).replacingOccurrences(
            of: "original=\"Demo/Res/", with: "original=\"\(elsewhere.path)/Demo/Res/")
        try Data(outside.utf8).write(to: elsewhere.appendingPathComponent("out.xliff"))
        let refused = try TestSupport.run(["import", elsewhere.path + "/out.xliff", "--strings", root.path + "/Demo/Res"], in: elsewhere)
        XCTAssertEqual(refused.status, 2, refused.stdout)
        XCTAssertTrue(refused.stderr.contains("leaves the project"), refused.stderr)
    }

    func testOneTableFileIsAuditedInItsOwnFolder() throws {
        let root = try project()
        let run = try TestSupport.run(["strings", "--strings", "Demo/Res/de.lproj/Localizable.strings", "--format", "text"], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("found 1 table file(s) in 1 locale(s): de"), run.stdout)
        // Named with its source, the pair is compared: de lacks "close".
        let pair = try TestSupport.run([
            "strings", "--strings", "Demo/Res/de.lproj/Localizable.strings", "--strings", "Demo/Res/en.lproj/Localizable.strings", "--format", "text",
        ], in: root)
        XCTAssertEqual(pair.status, 1, pair.stdout + pair.stderr)
        XCTAssertTrue(pair.stderr.contains("\"close\" has no de translation"), pair.stderr)
        // Another kind of file is refused in one line.
        try Data("x".utf8).write(to: root.appendingPathComponent("notes.txt"))
        let other = try TestSupport.run(["strings", "--strings", "notes.txt"], in: root)
        XCTAssertEqual(other.status, 2)
        XCTAssertTrue(other.stderr.contains("not a directory nor a .strings"), other.stderr)
    }

    /// A project whose strings are one String Catalog, named alone with `--strings` (absolute,
    /// from another folder): the export names it from the project root, and the import writes
    /// into it, refusing the unit with an error and writing the rest (exit 1), a dry run nothing.
    func testASingleNamedCatalogRoundTripsThroughExportAndImport() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{
              "open":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Open"}},"de":{"stringUnit":{"state":"translated","value":"Öffnen"}}}},
              "close":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Close"}}}},
              "files":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}
            """
        try TestSupport.write(["Package.swift": "// swift-tools-version:5.9\n", "App/One.xcstrings": catalog], under: root)
        let table = root.path + "/App/One.xcstrings"
        let elsewhere = try TestSupport.temporaryDirectory(self)
        let export = try TestSupport.run(["missing-keys", "--strings", table, "--locale", "de", "--format", "xliff"], in: elsewhere)
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertTrue(export.stdout.contains("<file original=\"App/One.xcstrings\""), export.stdout)
        let xliff = export.stdout
            .replacingOccurrences(of: "<source>Close</source>", with: "<source>Close</source>\n        <target>Schließen</target>")
            .replacingOccurrences(of: "<source>%lld files</source>", with: "<source>%lld files</source>\n        <target>%@ Dateien</target>")
        XCTAssertNotEqual(xliff, export.stdout)
        try Data(xliff.utf8).write(to: elsewhere.appendingPathComponent("de.xliff"))

        let dry = try TestSupport.run(["import", elsewhere.path + "/de.xliff", "--strings", table, "--dry-run"], in: elsewhere)
        XCTAssertEqual(dry.status, 1, dry.stdout + dry.stderr)
        XCTAssertEqual(try String(contentsOfFile: table, encoding: .utf8), catalog, "a dry run writes nothing")

        let run = try TestSupport.run(["import", elsewhere.path + "/de.xliff", "--strings", "App/One.xcstrings"], in: root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue((run.stdout + run.stderr).contains("1 refused"), run.stdout + run.stderr)
        let written = try String(contentsOfFile: table, encoding: .utf8)
        XCTAssertTrue(written.contains("\"value\":\"Schließen\"") || written.contains("\"value\" : \"Schließen\""), written)
        XCTAssertFalse(written.contains("Dateien"), "the unit whose specifier changes type is not written")
        XCTAssertTrue(written.contains("\"value\":\"Öffnen\""), "the rest of the catalog is as it was")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path + "/App"), ["One.xcstrings"], "no lock, journal or temporary left beside it")
    }

    /// One table named in each locale, as the export takes them, imports the same way.
    func testNamedStringsTablesRoundTrip() throws {
        let root = try project()
        let named = ["--strings", "Demo/Res/en.lproj/Localizable.strings", "--strings", "Demo/Res/de.lproj/Localizable.strings"]
        let export = try TestSupport.run(["missing-keys"] + named + ["--locale", "de", "--format", "xliff"], in: root)
        XCTAssertEqual(export.status, 0, export.stderr)
        try Data(translated(export.stdout).utf8).write(to: root.appendingPathComponent("de.xliff"))
        let run = try TestSupport.run(["import", "de.xliff"] + named, in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let german = try String(contentsOf: root.appendingPathComponent("Demo/Res/de.lproj/Localizable.strings"), encoding: .utf8)
        XCTAssertEqual(german, "\"open\" = \"Öffnen\";\n\"close\" = \"Schließen\";\n")
    }

    func testANamedTableThatLinksOutOfItsFolderIsNotRead() throws {
        let root = try project()
        let outside = try TestSupport.temporaryDirectory(self)
        try Data("\"secret\" = \"hunter2\";\n".utf8).write(to: outside.appendingPathComponent("Other.strings"))
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/Demo/Res/de.lproj/Other.strings", withDestinationPath: outside.path + "/Other.strings")
        let run = try TestSupport.run(["strings", "--strings", "Demo/Res/de.lproj/Other.strings", "--format", "text"], in: root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("[input.link-outside-root]"), run.stderr)
        XCTAssertFalse((run.stdout + run.stderr).contains("hunter2"))
    }

    /// A named table that is a link to nothing: one line and exit 2, naming the table and not
    /// where the link points.
    func testANamedTableThatLinksToNothingIsOneLineAndExit2() throws {
        let root = try project()
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/Demo/Res/de.lproj/Gone.strings", withDestinationPath: root.path + "/nowhere/Gone.strings")
        let run = try TestSupport.run(["strings", "--strings", "Demo/Res/de.lproj/Gone.strings", "--format", "text"], in: root)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("Gone.strings: no such table file"), run.stderr)
        XCTAssertFalse((run.stdout + run.stderr).contains("nowhere"), "the link's target is never named")
    }
}
