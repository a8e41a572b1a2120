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

/// Suppressions and path patterns through the real pipeline: what is silenced, what is kept,
/// what is reported about the directives themselves.
final class SuppressionAuditTests: XCTestCase {
    static let view = "Sources/Demo/Badges.swift"

    /// A view with eight fixed-size texts (`a11y.dynamic-type.fixed-font`, one per line 7…17)
    /// under SwiftLint's four scopes.
    static let badges = """
    import SwiftUI

    struct Badges: View {
        var body: some View {
            VStack {
                // lubaaudit:disable:next a11y.dynamic-type.fixed-font — a badge, sized by design
                Text("1").font(.system(size: 14))
                Text("2").font(.system(size: 14)) // lubaaudit:disable:this a11y.dynamic-type.fixed-font
                Text("3").font(.system(size: 14))
                // lubaaudit:disable:previous a11y.dynamic-type.fixed-font
                Text("4").font(.system(size: 14))
                // lubaaudit:disable a11y.dynamic-type.fixed-font
                Text("5").font(.system(size: 14))
                Text("6").font(.system(size: 14)) // lubaaudit:enable:this a11y.dynamic-type.fixed-font
                Text("7").font(.system(size: 14))
                // lubaaudit:enable a11y.dynamic-type.fixed-font
                Text("8").font(.system(size: 14))
            }
        }
    }

    """

    func audit(_ files: [String: String], config: String? = nil, areas: Set<Area> = []) throws -> AuditResult {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        var request = AuditRequest(packageRoot: root.path, areas: areas)
        request.paths = PathBase(currentDirectory: root.path)
        if let config { request.config = try ConfigReader.read(Data(config.utf8), path: ".lubaaudit.json") }
        return try Auditor.run(request)
    }

    func lines(_ findings: [Finding], _ rule: String) -> [Int] {
        findings.filter { $0.ruleID == rule }.compactMap(\.location?.line).sorted()
    }

    func testSwiftScopesSilenceTheLinesSwiftLintWould() throws {
        let result = try audit([Self.view: Self.badges, "Sources/Demo/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        let rule = "a11y.dynamic-type.fixed-font"
        XCTAssertEqual(lines(result.suppressed.map(\.finding), rule), [7, 8, 9, 13, 15], "next, this, previous, and the region but line 14")
        XCTAssertEqual(lines(result.findings, rule), [11, 14, 17])
        XCTAssertEqual(result.suppressed.first?.justification, "a badge, sized by design")
        XCTAssertEqual(result.suppressed.first?.directive, SourceLocation(file: Self.view, line: 6, column: 16))
        XCTAssertEqual(result.findings.filter { $0.ruleID.hasPrefix("lubaaudit.") }.map(\.message), [], "every directive silenced something")
    }

    func testTheKeyRegistrysDirectivesWorkWhenOnlyTheRegistryIsRead() throws {
        let files = ExampleTree.strings(["en": "\"a\" = \"A\";\n"], registry: ExampleTree.registry("""
            // lubaaudit:disable:next l10n.missing-key — added to the table in the next release
            public static var b: String { localized("b", fallback: "B") }
            public static var c: String { localized("c", fallback: "C") }

        """))
        // The strings command reads the registry alone of the Swift files.
        let result = try audit(files, areas: AuditCommand.strings.areas)
        XCTAssertEqual(result.suppressed.map(\.finding.subject.key), ["b"])
        XCTAssertEqual(result.suppressed.first?.justification, "added to the table in the next release")
        XCTAssertEqual(result.findings.filter { $0.ruleID == "l10n.missing-key" }.map(\.subject.key), ["c"])
    }

    func testATableSuppressionSilencesItsRulesInItsEntryOnly() throws {
        let result = try audit(ExampleTree.strings([
            "en": "\"a\" = \"Tap for more information\";\n\"b\" = \"Open the settings\";\n\"c\" = \"%d files\";\n",
            "de": "/* lubaaudit:disable l10n.identical-translation — product term */\n\"a\" = \"Tap for more information\";\n\"b\" = \"Open the settings\";\n// lubaaudit:disable l10n.identical-translation\n\"c\" = \"%@ Dateien\";\n",
        ]))
        XCTAssertEqual(result.suppressed.map(\.finding.subject.key), ["a"])
        XCTAssertEqual(result.suppressed.map(\.justification), ["product term"])
        XCTAssertEqual(result.findings.filter { $0.ruleID == "l10n.identical-translation" }.map(\.subject.key), ["b"], "the next entry is not covered")
        XCTAssertTrue(result.findings.contains { $0.ruleID == "l10n.format-type-mismatch" && $0.subject.key == "c" }, "another rule in the entry still reports")
        let unused = try XCTUnwrap(result.findings.first { $0.ruleID == "lubaaudit.unused-suppression" })
        XCTAssertEqual(unused.location, SourceLocation(file: ExampleTree.lproj("de"), line: 4, column: 22))
        XCTAssertEqual(unused.severity, .warning)
        XCTAssertTrue(unused.message.contains("l10n.identical-translation silences nothing"), unused.message)
        XCTAssertEqual(result.findings.filter { $0.ruleID == "lubaaudit.unused-suppression" }.count, 1)
        XCTAssertEqual(result.localizationMatrix?.rows.first { $0.key == "a" }?.cells.last, .identical,
                       "completion still counts the value as untranslated: it is worked out from the tables")
    }

    func testUnknownIdsAndTheSuppressionRulesOwnIdsAreInvalid() throws {
        let result = try audit(ExampleTree.strings([
            "en": "\"a\" = \"A\";\n",
            "de": "// lubaaudit:disable l10n.empty-valu, lubaaudit.unused-suppression\n\"a\" = \"\";\n",
        ]))
        let invalid = result.findings.filter { $0.ruleID == "lubaaudit.invalid-suppression" }
        XCTAssertEqual(invalid.map(\.location?.column), [22, 39])
        XCTAssertEqual(invalid.map(\.severity), [.error, .error])
        XCTAssertTrue(invalid[0].message.contains("unknown rule id \"l10n.empty-valu\" in a suppression (did you mean \"l10n.empty-value\"?)"), invalid[0].message)
        XCTAssertTrue(invalid[1].message.contains("cannot be suppressed in source"), invalid[1].message)
        XCTAssertTrue(result.findings.contains { $0.ruleID == "l10n.empty-value" }, "an invalid id silences nothing")
        XCTAssertNotEqual(invalid[0].subject.identity, invalid[1].subject.identity)
    }

    func testARuleThatDidNotRunIsNotCalledUnused() throws {
        let files = [
            Self.view: "import SwiftUI\n// lubaaudit:disable:next a11y.dynamic-type.fixed-font\nlet size = 1\n",
            "Sources/Demo/Resources/en.lproj/Localizable.strings": "// lubaaudit:disable l10n.empty-value\n\"a\" = \"A\";\n",
        ]
        let strings = try audit(files, areas: AuditCommand.strings.areas)
        XCTAssertEqual(lines(strings.findings, "lubaaudit.unused-suppression"), [1], "the strings command runs no Dynamic Type rule")
        let everything = try audit(files)
        XCTAssertEqual(everything.findings.filter { $0.ruleID == "lubaaudit.unused-suppression" }.compactMap(\.location).map(\.description).sorted(),
                       ["\(Self.view):2:27", "Sources/Demo/Resources/en.lproj/Localizable.strings:1:22"])
        let off = try audit(files, config: "{\"disabledRules\": [\"l10n.empty-value\", \"a11y.dynamic-type.fixed-font\"]}")
        XCTAssertEqual(lines(off.findings, "lubaaudit.unused-suppression"), [], "rules the config turns off are not judged")
    }

    func testTheConfigGradesOrSilencesTheSuppressionRules() throws {
        let files = ExampleTree.strings(["en": "// lubaaudit:disable l10n.empty-value\n\"a\" = \"A\";\n// lubaaudit:disable nope.rule\n\"b\" = \"B\";\n"])
        let graded = try audit(files, config: "{\"severity\": {\"lubaaudit.unused-suppression\": \"error\", \"lubaaudit.invalid-suppression\": \"note\"}}")
        XCTAssertEqual(graded.findings.first { $0.ruleID == "lubaaudit.unused-suppression" }?.severity, .error)
        XCTAssertEqual(graded.findings.first { $0.ruleID == "lubaaudit.invalid-suppression" }?.severity, .note)
        let off = try audit(files, config: "{\"severity\": {\"lubaaudit.unused-suppression\": \"off\"}, \"disabledRules\": [\"lubaaudit.invalid-suppression\"]}")
        XCTAssertEqual(off.findings.filter { $0.ruleID.hasPrefix("lubaaudit.") }.count, 0)
    }

    func testSuppressedFindingsFailNothingAndTheBaselineSeesTheRest() throws {
        let files = ExampleTree.strings([
            "en": "\"a\" = \"%d files\";\n\"b\" = \"%d folders\";\n",
            "de": "// lubaaudit:disable l10n.format-type-mismatch — the app passes a string here\n\"a\" = \"%@ Dateien\";\n\"b\" = \"%@ Ordner\";\n",
        ])
        let first = try audit(files)
        XCTAssertTrue(first.failed)
        XCTAssertEqual(first.suppressed.count, 1)
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        var request = AuditRequest(packageRoot: root.path, baseline: Baseline(findings: first.findings))
        request.paths = PathBase(currentDirectory: root.path)
        let second = try Auditor.run(request)
        XCTAssertFalse(second.failed, "the baseline hides the finding left; the suppressed one fails nothing")
        XCTAssertEqual(second.suppressed.count, 1, "still counted as suppressed, not hidden by the baseline")
        XCTAssertEqual(second.baselineSuppressed, first.findings.count)
    }

    func testExcludedAndIncludedFilterTablesAndSwiftFiles() throws {
        let files = [
            "Sources/Demo/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "Sources/Demo/Resources/de.lproj/Localizable.strings": "\"a\" = \"\";\n",
            "Sources/Generated/Resources/fr.lproj/Localizable.strings": "\"a\" = \"\";\n",
            "Sources/Generated/Badges.swift": Self.badges,
            Self.view: "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 12))\n",
        ]
        let all = try audit(files)
        XCTAssertEqual(Set(all.inputs.tables.map(\.locale)), ["en", "de", "fr"])
        XCTAssertTrue(all.findings.contains { $0.location?.file == "Sources/Generated/Badges.swift" })

        let excluded = try audit(files, config: "{\"excluded\": [\"Sources/Generated\", \"**/Old/**\"]}")
        XCTAssertEqual(Set(excluded.inputs.tables.map(\.locale)), ["en", "de"])
        XCTAssertFalse(excluded.findings.contains { $0.location?.file.hasPrefix("Sources/Generated/") ?? false })
        XCTAssertEqual(excluded.suppressed.count, 0, "the excluded file's directives are not read")
        XCTAssertTrue(excluded.findings.contains { $0.ruleID == "a11y.dynamic-type.fixed-font" && $0.location?.file == Self.view })
        let unmatched = excluded.findings.filter { $0.ruleID == "lubaaudit.unused-suppression" }
        XCTAssertEqual(unmatched.map(\.location), [SourceLocation(file: ".lubaaudit.json", line: 1, column: 36)])
        XCTAssertTrue(unmatched.first?.message.contains("\"**/Old/**\" in \"excluded\" matches no file") ?? false)

        let included = try audit(files, config: "{\"included\": [\"Sources/Demo/**/*.strings\"]}")
        XCTAssertEqual(Set(included.inputs.tables.map(\.locale)), ["en", "de"])
        XCTAssertFalse(included.findings.contains { $0.ruleID.hasPrefix("a11y.") }, "no Swift file is included")
        XCTAssertTrue(included.findings.contains { $0.ruleID == "l10n.empty-value" })

        XCTAssertThrowsError(try audit(files, config: "{\"excluded\": [\"Sources\"]}")) { error in
            XCTAssertTrue("\(error)".contains("leave nothing to audit: all 3 table file(s) and 2 Swift file(s) found were filtered out"), "\(error)")
        }
    }
}
