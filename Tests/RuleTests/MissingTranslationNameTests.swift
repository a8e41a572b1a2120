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

    /// A key no locale has yet: no translator has judged it. Name-shaped, with no word the
    /// source writes in lower case, it may be a feature's name: a note. A word the source also
    /// writes in lower case, a sentence, or a key some locale already has stay errors, and a
    /// source too small to tell (under 30 values) keeps every such key an error.
    func testAKeyNoLocaleHasYetIsANoteOnlyWhenItMayBeAName() throws {
        let source: [(String, String)] = [("feature", "Quickview"), ("label", "Filters"), ("hint", "Tap to reset the filters"),
                                          ("sentence", "Moving items"), ("old", "Archive")]
        let files = [
            ExampleTree.lproj("en"): table("Item", extra: source),
            ExampleTree.lproj("fr"): table("Élément", extra: [("hint", "Touchez pour réinitialiser les filtres"), ("old", "Archives")]),
            ExampleTree.lproj("de"): table("Eintrag", extra: [("hint", "Tippen, um die Filter zurückzusetzen")]),
        ]
        let found = try missing(files)
        XCTAssertEqual(found["feature"]?.severity, .note, "\(found.mapValues(\.message))")
        XCTAssertTrue(found["feature"]?.message.contains("no locale translates it yet") ?? false)
        XCTAssertEqual(found["label"]?.severity, .error, "the source writes \"filters\" in lower case")
        XCTAssertEqual(found["sentence"]?.severity, .error, "a phrase with a lower-case word is no name")
        XCTAssertEqual(found["old"]?.severity, .error, "French translated it: it is a word")
        // The same key in a source of a few values: too little to tell, an error.
        let small = try missing([
            ExampleTree.lproj("en"): "\"a\" = \"Tap to close\";\n\"feature\" = \"Quickview\";\n",
            ExampleTree.lproj("de"): "\"a\" = \"Zum Schließen tippen\";\n",
        ])
        XCTAssertEqual(small["feature"]?.severity, .error)
    }

    /// A key no locale has yet "may be a name" only as one capitalized word the source never
    /// writes in lower case: a new label of several title-cased words is the usual string still
    /// waiting for its translators, an error.
    func testAnUnseenValueMayBeANameOnlyAsOneWordNeverInLowerCase() {
        func entries(_ values: [String]) -> [StringsEntry] {
            values.enumerated().map { StringsEntry(key: "k\($0.offset)", value: $0.element, location: SourceLocation(file: "", line: $0.offset + 1, column: 1), valueLocation: SourceLocation(file: "", line: $0.offset + 1, column: 7), comment: nil) }
        }
        let rows = (1...30).map { "Row \($0) of the list" }
        XCTAssertTrue(MissingTranslation.unseenName("Quicklook", heldByATranslation: false, sourceEntries: entries(rows)))
        XCTAssertFalse(MissingTranslation.unseenName("Delete Account", heldByATranslation: false, sourceEntries: entries(rows)), "several words: a new label")
        XCTAssertFalse(MissingTranslation.unseenName("Quicklook", heldByATranslation: true, sourceEntries: entries(rows)), "a translator has judged it")
        XCTAssertFalse(MissingTranslation.unseenName("Quicklook", heldByATranslation: false, sourceEntries: entries(Array(rows.prefix(10)))), "too small a source")
        XCTAssertFalse(MissingTranslation.unseenName("Rows", heldByATranslation: false, sourceEntries: entries(rows + ["show rows"])), "written in lower case elsewhere")
    }
}
