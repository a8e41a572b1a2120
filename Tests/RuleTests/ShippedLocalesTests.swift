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

/// The locales an app ships, read from its own project files: a locale folder the project does
/// not build is left out at load time (so every rule, count and report agrees) and one summary
/// line says which and why; `qqq` is never a locale, and its text is the translators' comment.
final class ShippedLocalesTests: XCTestCase {
    // MARK: The readers

    func testXcodeGenSpecExcludesInTheShapesRealSpecsUse() {
        let spec = XcodeGenSpec(text: """
            name: Demo
            include:
              - path: Targets/app.yml
              - shared.yml   # a plain entry
            targets:
              Demo:
                type: application
                sources:
                  - path: App
                    excludes:
                      - "**/qqq.lproj"
                      - 'Resources/igl.lproj/**'
                      - "**/*.md" # not a locale
                  - path: Widgets
                    excludes: [ "Localizations/ast.lproj", Assets.xcassets ]
                  - path: Other
                    excludes:
                    - fy.lproj
                  - path: Notes
                    # excludes:
                    #   - "**/de.lproj"
              Tests:
                sources: [Tests]
            """)
        XCTAssertEqual(spec.excludedLocales, ["qqq", "igl", "ast", "fy"])
        XCTAssertEqual(spec.includes, ["Targets/app.yml", "shared.yml"])
    }

    func testXcodeGenSpecIgnoresWhatIsNoLocaleFolder() {
        let spec = XcodeGenSpec(text: "targets:\n  A:\n    sources:\n      - path: A\n        excludes:\n          - \"**/*.lproj\"\n          - \"x#y.lproj\"\n    name: \"excludes: [\\\"de.lproj\\\"]\"\n")
        XCTAssertEqual(spec.excludedLocales, [], "a glob, a name with # and a quoted value are not locale folders")
    }

    func testXcodeProjectRegions() {
        let regions = XcodeProjectRegions(text: """
            developmentRegion = en;
            hasScannedForEncodings = 0;
            knownRegions = (
                en,
                Base,
                de,
                "zh-Hans",
                "pt-BR", /* a comment */
            );
            A1 /* igl */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = igl; path = igl.lproj/Localizable.strings; sourceTree = "<group>"; };
            """)
        XCTAssertEqual(regions.knownRegions, ["en", "Base", "de", "zh-Hans", "pt-BR"])
        XCTAssertEqual(regions.developmentRegion, "en")
        XCTAssertTrue(regions.ships("zh_Hans"), "names compare as locales: case and _ do not matter")
        XCTAssertTrue(regions.ships("igl"), "a locale a file of the project is in is built, listed or not")
        XCTAssertFalse(regions.ships("fr"))
        XCTAssertTrue(XcodeProjectRegions(text: "objects = {};").ships("fr"), "no knownRegions says nothing")
        let synchronized = XcodeProjectRegions(text: "knownRegions = (en, de);\nA = {isa = PBXFileSystemSynchronizedRootGroup; path = App; };")
        XCTAssertTrue(synchronized.ships("fr"), "a synchronized folder builds whatever it holds: knownRegions cannot tell")
    }

    func testPackageManifest() {
        let manifest = PackageManifestLocales(text: """
            let package = Package(
                name: "Demo",
                defaultLocalization: "en",
                targets: [
                    .target(name: "Demo", exclude: ["Resources/qqq.lproj", "Notes.md"], resources: [.process("Resources")]),
                ]
            )
            """)
        XCTAssertEqual(manifest.defaultLocalization, "en")
        XCTAssertEqual(manifest.excludedLocales, ["qqq"])
    }

    func testReadsOnlyTheNearestProjectFolderInsideTheRoot() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "project.yml": "targets:\n  A:\n    sources:\n      - path: App\n        excludes:\n          - \"**/ast.lproj\"\n",
            "Nested/project.yml": "name: Nested\n",
            "App/Res/en.lproj/A.strings": "\"a\" = \"A\";\n",
        ], under: root)
        let shipped = ShippedLocales.read(auditedFolder: root.path + "/App/Res", projectRoot: root.path, config: AuditConfig())
        XCTAssertEqual(shipped.exclusionReason("ast", sourceLocale: "en"), "excluded by project.yml")
        XCTAssertNil(shipped.exclusionReason("de", sourceLocale: "en"))
        XCTAssertNil(shipped.exclusionReason("en", sourceLocale: "en"), "the source is always shipped")
        // Above the project root nothing is read: the spec there says nothing.
        let bounded = ShippedLocales.read(auditedFolder: root.path + "/App/Res", projectRoot: root.path + "/App", config: AuditConfig())
        XCTAssertNil(bounded.exclusionReason("ast", sourceLocale: "en"))
        XCTAssertEqual(bounded.exclusionReason("qqq", sourceLocale: "en"), ShippedLocales.documentationReason)
    }

    func testASpecLinkedFromOutsideTheProjectIsNotRead() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let outside = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["project.yml": "targets:\n  A:\n    sources:\n      - path: A\n        excludes: [\"de.lproj\"]\n"], under: outside)
        try TestSupport.write(["Res/en.lproj/A.strings": "\"a\" = \"A\";\n"], under: root)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/project.yml", withDestinationPath: outside.path + "/project.yml")
        let shipped = ShippedLocales.read(auditedFolder: root.path + "/Res", projectRoot: root.path, config: AuditConfig())
        XCTAssertNil(shipped.exclusionReason("de", sourceLocale: "en"))
    }

    // MARK: The audit

    /// An app shaped like a translatewiki one: an XcodeGen spec excluding a folder, an Xcode
    /// project whose knownRegions leave one out, a `qqq` folder, and the config's own exclusion.
    private func app() -> [String: String] {
        [
            "project.yml": """
                name: Demo
                targets:
                  Demo:
                    type: application
                    sources:
                      - path: Demo
                        excludes:
                          - "**/igl.lproj"
                """,
            "Demo.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                {
                    objects = {
                        P1 = {
                            isa = PBXProject;
                            developmentRegion = en;
                            knownRegions = (
                                en,
                                Base,
                                de,
                                fr,
                                igl,
                            );
                        };
                    };
                }
                """,
            "Demo/Res/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n\"close\" = \"Close %@\";\n",
            "Demo/Res/de.lproj/Localizable.strings": "\"open\" = \"Öffnen\";\n\"close\" = \"%@ schließen\";\n",
            "Demo/Res/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n",
            "Demo/Res/igl.lproj/Localizable.strings": "\"open\" = \"Open\";\n",
            "Demo/Res/ast.lproj/Localizable.strings": "\"open\" = \"Abrir\";\n",
            "Demo/Res/qqq.lproj/Localizable.strings": "\"open\" = \"Button that opens the selected file.\";\n\"close\" = \"Closes a file. Parameters: %@ - the file's name.\";\n",
        ]
    }

    private func audit(_ files: [String: String], config: AuditConfig = AuditConfig()) throws -> AuditResult {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        var request = AuditRequest(stringsDirectories: [root.path + "/Demo/Res"], config: config)
        request.paths = PathBase(currentDirectory: root.path)
        return try Auditor.run(request)
    }

    func testLocalesTheProjectDoesNotShipVanishWithOneLineSayingWhy() throws {
        var config = AuditConfig()
        config.excludedLocales = ["fr"]
        let result = try audit(app(), config: config)
        XCTAssertEqual(result.inputs.locales, ["en", "de"])
        XCTAssertEqual(result.localizationMatrix?.locales, ["en", "de"])
        XCTAssertEqual(result.findings.compactMap(\.subject.locale).filter { $0 != "en" && $0 != "de" }, [])
        XCTAssertFalse(result.failed, "\(result.findings.map(\.message))")
        let line = try XCTUnwrap(result.inputs.notes.first { $0.hasPrefix("locales not audited: ") }, "\(result.inputs.notes)")
        XCTAssertEqual(line, "locales not audited: ast (not in the knownRegions of Demo.xcodeproj, nor any file of it in the project), "
            + "fr (excluded by the config's excludedLocales), igl (excluded by project.yml), qqq (\(ShippedLocales.documentationReason))")
        XCTAssertEqual(result.inputs.notes.filter { $0.hasPrefix("locales not audited") }.count, 1)
        // The text summary and the JSON say it too.
        XCTAssertTrue(TextReport(color: false).summary(result).contains(line))
        XCTAssertTrue(JSONReport.render(result).contains("locales not audited: ast"))
    }

    func testWithoutProjectFilesEveryFolderButQqqIsALocale() throws {
        var files = app()
        files.removeValue(forKey: "project.yml")
        files.removeValue(forKey: "Demo.xcodeproj/project.pbxproj")
        let result = try audit(files)
        XCTAssertEqual(result.inputs.locales, ["en", "ast", "de", "fr", "igl"])
        XCTAssertTrue(result.inputs.notes.contains("locales not audited: qqq (\(ShippedLocales.documentationReason))"), "\(result.inputs.notes)")
        XCTAssertFalse(result.findings.contains { $0.subject.locale == "qqq" })
    }

    func testQqqIsTheTranslatorsCommentInTheExports() throws {
        let root = try TestSupport.temporaryDirectory(self)
        var files = app()
        files["Demo/Res/de.lproj/Localizable.strings"] = "\"open\" = \"Öffnen\";\n"
        try TestSupport.write(files, under: root)
        let xliff = try TestSupport.run(["missing-keys", "--strings", "Demo/Res", "--locale", "de", "--format", "xliff"], in: root)
        XCTAssertEqual(xliff.status, 0, xliff.stderr)
        XCTAssertTrue(xliff.stdout.contains("<note>Closes a file. Parameters: %@ - the file&apos;s name.</note>")
            || xliff.stdout.contains("<note>Closes a file. Parameters: %@ - the file's name.</note>"), xliff.stdout)
        XCTAssertFalse(xliff.stdout.contains("qqq"), "qqq is no file to translate")
        let csv = try TestSupport.run(["missing-keys", "--strings", "Demo/Res", "--locale", "de", "--format", "csv"], in: root)
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertTrue(csv.stdout.contains("\"Closes a file. Parameters: %@ - the file's name.\""), csv.stdout)
    }

    func testExportingALocaleTheAppDoesNotShipSaysWhy() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(app(), under: root)
        let run = try TestSupport.run(["missing-keys", "--strings", "Demo/Res", "--locale", "igl"], in: root)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("igl is not a locale the app ships (excluded by project.yml)"), run.stderr)
    }

    func testElementXShipsEveryFolderItHas() throws {
        let root = try TestSupport.sharedPath("corpora/element-x-ios")
        guard FileManager.default.fileExists(atPath: root.path + "/project.yml") else {
            throw XCTSkip("../shared/corpora/element-x-ios/project.yml is absent")
        }
        let shipped = ShippedLocales.read(
            auditedFolder: root.path + "/ElementX/Resources/Localizations", projectRoot: root.path, config: AuditConfig())
        XCTAssertFalse(shipped.projectFiles.isEmpty, "the project files are read")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path + "/ElementX/Resources/Localizations")
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
        XCTAssertEqual(folders.count, 40)
        XCTAssertEqual(shipped.partition(folders, sourceLocale: "en").excluded, [])
    }
}
