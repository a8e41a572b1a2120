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

/// What a project and its config say about locales beyond which ones ship: the config's
/// `excludedLocales` read and checked like its other keys, and the source locale the project
/// declares (`developmentRegion`, `defaultLocalization`) used when the user names none.
final class ProjectLocaleSettingsTests: XCTestCase {
    // MARK: excludedLocales

    func testExcludedLocalesIsReadFromTheConfigFile() throws {
        let config = try ConfigReader.read(Data(#"{"excludedLocales": ["igl", "pt_BR", "qqq"]}"#.utf8), path: "c.json")
        XCTAssertEqual(config.excludedLocales, ["igl", "pt_BR", "qqq"])
    }

    func testExcludedLocalesMustBeLocaleNames() {
        let cases: [(String, String)] = [
            (#"{"excludedLocales": "igl"}"#, "\"excludedLocales\" must be an array of strings"),
            (#"{"excludedLocales": [1]}"#, "\"excludedLocales\" must be an array of strings"),
            (#"{"excludedLocales": ["**/igl.lproj"]}"#, "not folders or patterns (got \"**/igl.lproj\" (write \"igl\"))"),
            (#"{"excludedLocales": ["de.lproj"]}"#, "(write \"de\")"),
            (#"{"excludedLocales": [""]}"#, "an array of locale names"),
            (#"{"excludedLocales": ["de fr"]}"#, "an array of locale names"),
        ]
        for (json, expected) in cases {
            XCTAssertThrowsError(try ConfigReader.read(Data(json.utf8), path: "c.json"), json) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(json): \(error)")
            }
        }
    }

    private func tables(_ locales: [String: String]) -> [String: String] {
        var files: [String: String] = [:]
        for (locale, text) in locales { files["Res/\(locale).lproj/Localizable.strings"] = text }
        return files
    }

    private func audit(_ files: [String: String], sourceLocale: String? = nil, config: AuditConfig = AuditConfig()) throws -> AuditResult {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        var request = AuditRequest(stringsDirectories: [root.path + "/Res"], sourceLocale: sourceLocale, config: config)
        request.paths = PathBase(currentDirectory: root.path)
        return try Auditor.run(request)
    }

    func testAnExcludedLocaleNoTableHasIsRefusedWithTheNearestName() throws {
        var config = AuditConfig()
        config.excludedLocales = ["igll"]
        let files = tables(["en": "\"a\" = \"Open\";\n", "de": "\"a\" = \"Öffnen\";\n", "igl": "\"a\" = \"Open\";\n"])
        XCTAssertThrowsError(try audit(files, config: config)) { error in
            XCTAssertEqual("\(error)", "\"excludedLocales\" in the config: no igll locale in the catalog (did you mean igl?); locales: en, de, igl")
        }
        config.excludedLocales = ["IGL", "qqq"]
        let result = try audit(files, config: config)
        XCTAssertEqual(result.inputs.locales, ["en", "de"], "names compare as locales; qqq is harmless where absent")
    }

    func testAnExcludedCatalogLocaleIsFoundWhenLocalesNarrowTheAudit() throws {
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{"open":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Open"}},
              "de":{"stringUnit":{"state":"translated","value":"Öffnen"}},
              "igl":{"stringUnit":{"state":"translated","value":"Open"}}}}}}
            """
        var config = AuditConfig()
        config.excludedLocales = ["igl"]
        config.locales = ["en", "de"]
        XCTAssertEqual(try audit(["Res/Localizable.xcstrings": catalog], config: config).inputs.locales, ["en", "de"])
        config.locales = nil
        let result = try audit(["Res/Localizable.xcstrings": catalog], config: config)
        XCTAssertEqual(result.inputs.locales, ["en", "de"])
        XCTAssertTrue(result.inputs.notes.contains { $0.contains("igl (excluded by the config's excludedLocales)") }, "\(result.inputs.notes)")
        config.excludedLocales = ["igll"]
        XCTAssertThrowsError(try audit(["Res/Localizable.xcstrings": catalog], config: config))
    }

    func testExcludingTheSourceLocaleIsRefused() throws {
        var config = AuditConfig()
        config.excludedLocales = ["en"]
        XCTAssertThrowsError(try audit(tables(["en": "\"a\" = \"Open\";\n", "de": "\"a\" = \"Öffnen\";\n"]), config: config)) { error in
            XCTAssertTrue("\(error)".contains("en is the source locale, which is always audited"), "\(error)")
        }
    }

    func testExcludedLocalesFromTheConfigFileThroughTheCLI() throws {
        let root = try TestSupport.temporaryDirectory(self)
        var files = tables(["en": "\"a\" = \"Open\";\n", "de": "\"a\" = \"Öffnen\";\n", "igl": "\"a\" = \"Open\";\n"])
        files[".lubaaudit.json"] = #"{"excludedLocales": ["igl"]}"#
        files["bad.json"] = #"{"excludedLocales": ["Res/igl.lproj"]}"#
        try TestSupport.write(files, under: root)
        let run = try TestSupport.run(["strings", "--strings", "Res", "--config", ".lubaaudit.json", "--format", "json", "--fail-on", "never"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("locales not audited: igl (excluded by the config's excludedLocales)"), run.stdout)
        let bad = try TestSupport.run(["strings", "--strings", "Res", "--config", "bad.json"], in: root)
        XCTAssertEqual(bad.status, 2, bad.stdout)
        XCTAssertTrue(bad.stderr.contains("(write \"igl\")"), bad.stderr)
    }

    // MARK: The source locale the project declares

    private func xcodeProject(developmentRegion: String) -> String {
        """
        // !$*UTF8*$!
        {
            objects = {
                P1 = {
                    isa = PBXProject;
                    developmentRegion = \(developmentRegion);
                    knownRegions = (
                        de,
                        en,
                        Base,
                    );
                };
            };
        }
        """
    }

    /// German written first: the English table lacks a key the German one has.
    private var germanFirst: [String: String] {
        tables(["de": "\"open\" = \"Öffnen\";\n\"close\" = \"Schließen\";\n", "en": "\"open\" = \"Open\";\n"])
    }

    func testAnXcodeProjectsDevelopmentRegionIsTheSourceLocale() throws {
        var files = germanFirst
        files["App.xcodeproj/project.pbxproj"] = xcodeProject(developmentRegion: "de")
        let result = try audit(files)
        XCTAssertEqual(result.inputs.sourceLocale, "de")
        XCTAssertEqual(result.inputs.locales.first, "de")
        let missing = result.findings.filter { $0.ruleID == "l10n.missing-translation" }
        XCTAssertEqual(missing.map(\.subject.locale), ["en"], "\(result.findings.map(\.message))")
        XCTAssertEqual(missing.first?.subject.key, "close")
        XCTAssertTrue(result.inputs.notes.contains("source locale: de (the developmentRegion of App.xcodeproj; --source-locale overrides it)"), "\(result.inputs.notes)")
        // The user's word wins: the flag, or the config.
        XCTAssertEqual(try audit(files, sourceLocale: "en").inputs.sourceLocale, "en")
        var config = AuditConfig()
        config.sourceLocale = "en"
        let configured = try audit(files, config: config)
        XCTAssertEqual(configured.inputs.sourceLocale, "en")
        XCTAssertFalse(configured.inputs.notes.contains { $0.hasPrefix("source locale:") })
    }

    func testAnOldProjectsLanguageNameReadsTheTablesFolder() throws {
        var files = germanFirst
        files["App.xcodeproj/project.pbxproj"] = xcodeProject(developmentRegion: "German")
        XCTAssertEqual(try audit(files).inputs.sourceLocale, "de", "German is de, as the folder spells it")
    }

    func testAnXcodeGenSpecsDevelopmentLanguageIsTheSourceLocale() throws {
        var files = germanFirst
        files["project.yml"] = "name: App\noptions:\n  bundleIdPrefix: org.example\n  developmentLanguage: \"de\"  # German first\ntargets:\n  App:\n    type: application\n    sources: [Res]\n"
        let result = try audit(files)
        XCTAssertEqual(result.inputs.sourceLocale, "de")
        XCTAssertTrue(result.inputs.notes.contains("source locale: de (the developmentLanguage of project.yml; --source-locale overrides it)"), "\(result.inputs.notes)")
        XCTAssertEqual(XcodeGenSpec(text: "options:\n  developmentLanguage: \"**/de\"\n").developmentLanguage, nil, "not a locale's name")
    }

    func testAPackagesDefaultLocalizationIsTheSourceLocale() throws {
        var files = tables(["fr": "\"open\" = \"Ouvrir\";\n\"close\" = \"Fermer\";\n", "en": "\"open\" = \"Open\";\n"])
        files["Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Demo", defaultLocalization: "fr", targets: [.target(name: "Demo", resources: [.process("Res")])])
            """
        let result = try audit(files)
        XCTAssertEqual(result.inputs.sourceLocale, "fr")
        XCTAssertEqual(result.findings.filter { $0.ruleID == "l10n.missing-translation" }.map(\.subject.locale), ["en"])
        XCTAssertTrue(result.inputs.notes.contains("source locale: fr (the defaultLocalization of Package.swift; --source-locale overrides it)"), "\(result.inputs.notes)")
    }

    func testADeclaredLanguageNoTableHoldsLeavesTheDefault() throws {
        // Tables in en and Base while the project says de: the audit keeps en, as before.
        var files = tables(["en": "\"open\" = \"Open\";\n", "fr": "\"open\" = \"Ouvrir\";\n"])
        files["App.xcodeproj/project.pbxproj"] = xcodeProject(developmentRegion: "de")
        XCTAssertEqual(try audit(files).inputs.sourceLocale, "en")
        // A String Catalog whose source is English, in a project that declares German.
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{"open":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Open"}},
              "fr":{"stringUnit":{"state":"translated","value":"Ouvrir"}}}}}}
            """
        let result = try audit(["Res/Localizable.xcstrings": catalog, "App.xcodeproj/project.pbxproj": xcodeProject(developmentRegion: "de")])
        XCTAssertEqual(result.inputs.sourceLocale, "en")
        XCTAssertFalse(result.inputs.notes.contains { $0.hasPrefix("source locale:") })
    }

    func testTheCLIReadsTheDeclaredSourceLocaleToo() throws {
        let root = try TestSupport.temporaryDirectory(self)
        var files = germanFirst
        files["App.xcodeproj/project.pbxproj"] = xcodeProject(developmentRegion: "de")
        try TestSupport.write(files, under: root)
        let run = try TestSupport.run(["missing-keys", "--strings", "Res", "--locale", "en", "--format", "xliff"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("source-language=\"de\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("<source>Schließen</source>"), run.stdout)
    }
}
