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

/// A key a translation lacks whose source value is a name every language keeps: the fallback to
/// the source is already the right text, so `l10n.missing-translation` says so in a note. The
/// evidence is the project's own: the translators of the table kept the value as it is where
/// they otherwise translate, the list of platform names, or the config's allowlist. A common
/// word a few languages keep, a name only some keep, and tables filled with the source stay
/// errors.
final class MissingTranslationNameTests: XCTestCase {
    /// Forty translated keys per locale, so that the three kept values are under a tenth of a table.
    private func table(_ prefix: String, extra: [(String, String)]) -> String {
        var lines = (0..<40).map { "\"k\($0)\" = \"\(prefix) \($0)\";" }
        lines += extra.map { "\"\($0.0)\" = \"\($0.1)\";" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `renamedBy`: the locales whose translators write the name their own way.
    private func project(renamedBy: Set<String> = [], filled: Bool = false) -> [String: String] {
        let source: [(String, String)] = [("brand", "Zeta Hub"), ("word", "Reset"), ("hint", "Tap to reset the filters"), ("os", "Face ID")]
        func translated(_ locale: String, _ prefix: String, _ hint: String) -> String {
            let brand = renamedBy.contains(locale) ? "Zêta Hub" : "Zeta Hub"
            return filled ? table("Item", extra: source) : table(prefix, extra: [("brand", brand), ("word", "Reset"), ("hint", hint), ("os", "Face ID")])
        }
        return [
            ExampleTree.lproj("en"): table("Item", extra: source),
            ExampleTree.lproj("fr"): translated("fr", "Élément", "Touchez pour réinitialiser"),
            ExampleTree.lproj("it"): translated("it", "Elemento", "Tocca per reimpostare i filtri"),
            ExampleTree.lproj("ja"): translated("ja", "項目", "タップしてフィルタをリセット"),
            // German lacks the name, the common word, the platform name and one ordinary key.
            ExampleTree.lproj("de"): (1..<40).map { "\"k\($0)\" = \"Eintrag \($0)\";" }.joined(separator: "\n") + "\n\"hint\" = \"Tippen, um die Filter zurückzusetzen\";\n",
        ]
    }

    private func missing(_ files: [String: String], allow: Set<String> = []) throws -> [String: Finding] {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        var request = AuditRequest(packageRoot: root.path)
        request.paths = PathBase(currentDirectory: root.path)
        request.config.identicalAllowlist = allow
        let findings = try Auditor.run(request).findings.filter { $0.ruleID == "l10n.missing-translation" && $0.subject.locale == "de" }
        return Dictionary(findings.map { ($0.subject.key ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    func testANameTheTranslatorsKeptIsANoteAndWordsStayErrors() throws {
        let found = try missing(project())
        XCTAssertEqual(Set(found.keys), ["brand", "word", "os", "k0"], "one finding per missing key")
        let brand = try XCTUnwrap(found["brand"])
        XCTAssertEqual(brand.severity, .note)
        XCTAssertTrue(brand.message.contains("kept as it is") && brand.message.contains("right text"), brand.message)
        XCTAssertEqual(found["os"]?.severity, .note, "a platform name every language writes as it is")
        XCTAssertEqual(found["word"]?.severity, .error, "the source writes \"reset\" in lower case: a word, kept as a loanword by some")
        XCTAssertEqual(found["k0"]?.severity, .error)
    }

    func testANameOnlySomeTranslatorsKeepStaysAnError() throws {
        // Kept by two of three: two thirds, a note; by one of three, an error.
        XCTAssertEqual(try missing(project(renamedBy: ["fr"]))["brand"]?.severity, .note)
        XCTAssertEqual(try missing(project(renamedBy: ["fr", "it"]))["brand"]?.severity, .error)
        // Tables that keep most of the source (an export filling it in) prove nothing.
        XCTAssertEqual(try missing(project(filled: true))["brand"]?.severity, .error)
    }

    func testTheAllowlistNamesWhatEveryLanguageKeeps() throws {
        var files = project(filled: true)
        files[ExampleTree.lproj("en")] = files[ExampleTree.lproj("en")]! + "\"plan\" = \"Gold plan\";\n"
        let found = try missing(files, allow: ["gold plan"])
        XCTAssertEqual(found["plan"]?.severity, .note)
        XCTAssertEqual(found["brand"]?.severity, .error)
    }
}
