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

/// What a `%` in a translation does depends on whether the app formats the value: the key
/// registry's evidence makes `l10n.format-introduced` an error, and a specifier escaped as
/// `%%@` is one finding of its own.
final class FormattedValueTests: XCTestCase {
    private func audit(_ files: [String: String]) throws -> [Finding] {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        var request = AuditRequest(packageRoot: root.path)
        request.paths = PathBase(currentDirectory: root.path)
        return try Auditor.run(request).findings
    }

    /// A registry whose one `localized` formats every value, as SwiftGen's `tr` does.
    private static let formattingRegistry = """
        public enum LubaStrings {
            static func localized(_ key: String, fallback: String, _ arguments: CVarArg...) -> String {
                String(format: fallback, arguments: arguments)
            }
            static var charged: String { localized("demo.charged", fallback: "Fully charged") }
            static var full: String { localized("demo.full", fallback: "Battery full") }
        }
        """

    private static let tables = [
        "en": "\"demo.charged\" = \"Fully charged\";\n\"demo.full\" = \"Battery full\";\n",
        "sv": "\"demo.charged\" = \"100%-ta laddat\";\n\"demo.full\" = \"Batteri 100 %%\";\n",
    ]

    func testAnIntroducedSpecifierIsAnErrorWhereTheRegistryFormatsTheValue() throws {
        let findings = try audit(ExampleTree.strings(Self.tables, registry: Self.formattingRegistry))
        let introduced = findings.filter { $0.ruleID == "l10n.format-introduced" }
        XCTAssertEqual(introduced.count, 1, "\(findings.map(\.message))")
        let finding = try XCTUnwrap(introduced.first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.hasPrefix("\"demo.charged\" in sv: \"%-ta\" reads as a format specifier, and the source has none; the value is formatted (the registry call at Sources/Demo/LubaStrings.swift:5:44 goes through localized, which calls String(format:) on every value at Sources/Demo/LubaStrings.swift:3:9)"), finding.message)
        XCTAssertEqual(finding.related.map(\.description), ["Sources/Demo/LubaStrings.swift:5:44", "Sources/Demo/LubaStrings.swift:3:9"])
        XCTAssertTrue(finding.evidence.contains { $0.name == "formatted" })
        XCTAssertTrue(finding.fix?.contains("%%") ?? false)
        // `%%` prints one `%` in a formatted value: nothing to say about it.
        XCTAssertFalse(findings.contains { $0.ruleID == "l10n.format-malformed" }, "\(findings.map(\.message))")
    }

    func testAnIntroducedSpecifierStaysAWarningWithoutEvidence() throws {
        // The registry's `localized` without arguments only looks the value up.
        let registry = ExampleTree.registry("""
                static var charged: String { localized("demo.charged", fallback: "Fully charged") }
                static var full: String { localized("demo.full", fallback: "Battery full") }
            """)
        for files in [ExampleTree.strings(Self.tables, registry: registry), ExampleTree.strings(Self.tables)] {
            let findings = try audit(files)
            let introduced = findings.filter { $0.ruleID == "l10n.format-introduced" }
            XCTAssertEqual(introduced.map(\.severity), [.warning], "\(findings.map(\.message))")
            XCTAssertEqual(introduced.first?.related, [])
            XCTAssertEqual(findings.filter { $0.ruleID == "l10n.format-malformed" }.map(\.severity), [.warning])
        }
    }

    func testAnEscapedSpecifierIsOneFindingSayingWhatUsersSee() throws {
        let findings = try audit(ExampleTree.strings([
            "en": "\"shared\" = \"Shared by %@ on %@\";\n",
            "de": "\"shared\" = \"Geteilt von %%@ am %@\";\n",
        ]))
        XCTAssertEqual(findings.map(\.ruleID), ["l10n.format-escaped-specifier"], "\(findings.map(\.message))")
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.hasPrefix("\"shared\" in de: \"%%@\" escapes the percent sign, so users see \"%@\" as text instead of argument 2"), finding.message)
        XCTAssertEqual(finding.fix, "write %@ with a single % as the source does; %% prints a percent sign")
        XCTAssertEqual(finding.location?.column, 25)
        XCTAssertTrue(finding.evidence.contains { $0.name == "also l10n.format-count-mismatch" }, "\(finding.evidence)")
    }

    func testAnEscapedSpecifierInAPluralBranchIsReported() throws {
        let findings = try audit(ExampleStringsDict.files([
            "en": [("one", "%d file"), ("other", "%d files")],
            "de": [("one", "Eine Datei"), ("other", "%%d Dateien")],
        ]))
        let mismatch = findings.filter { $0.ruleID == "icu.plural-format-mismatch" }
        XCTAssertEqual(mismatch.map(\.message), ["\"items\" in de, `other` of count: \"%%d\" escapes the percent sign, so users see \"%d\" as text"], "\(findings.map(\.message))")
    }
}
