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

final class NothingToTranslateTests: XCTestCase {
    func testPlaceholdersPunctuationAndEmptyHoldNothing() {
        for value in ["", "%@", "%lld. ", "%1$@ – %2$@", "%d%%", "(%@)", "• ", "12:00", "%1$@\n%2$@"] {
            XCTAssertTrue(NothingToTranslate.holds(value), "\(value.debugDescription) should hold nothing to translate")
        }
    }

    func testAnyLetterIsSomethingToTranslate() {
        for value in ["Close", "%@ files", "%lld×", "%d 件", "Ок", "x", "%@ (beta)", "%lld m"] {
            let expected = value == "%lld×" // × is a symbol, not a letter
            XCTAssertEqual(NothingToTranslate.holds(value), expected, value.debugDescription)
        }
    }

    func testMissingPlaceholderOnlyKeysAreNotesAndRealOnesStayErrors() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings([
            "en": "\"a\" = \"Close\";\n\"b\" = \"%@\";\n\"c\" = \"%lld. \";\n\"d\" = \"\";\n\"e\" = \"Open %@\";\n",
            "de": "\"a\" = \"Schließen\";\n",
        ]), under: root)
        let found = try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == "l10n.missing-translation" }
        let severity = Dictionary(uniqueKeysWithValues: found.map { ($0.subject.key ?? "", $0.severity) })
        XCTAssertEqual(severity, ["b": .note, "c": .note, "d": .note, "e": .error])
        XCTAssertTrue(found.first { $0.subject.key == "b" }?.message.contains("nothing to translate") ?? false)
    }
}

final class EmptyValueSeverityTests: XCTestCase {
    func testEmptyIsAnErrorAndWhitespaceOnlyAWarning() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings([
            "en": "\"at\" = \" at \";\n\"title\" = \"Close\";\n",
            "ja": "\"at\" = \" \";\n\"title\" = \"\";\n",
        ]), under: root)
        let found = try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == "l10n.empty-value" }
        let severity = Dictionary(uniqueKeysWithValues: found.map { ($0.subject.key ?? "", $0.severity) })
        XCTAssertEqual(severity, ["at": .warning, "title": .error])
    }
}

final class UnknownEscapeWordingTests: XCTestCase {
    func testUnknownEscapesSayWhatUsersSeeAndThatTheTableLoads() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings(["en": "\"a\" = \"Next \\u203A\";\n\"b\" = \"\\ה\";\n\"c\" = \"C\";\n"]), under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path))
        let messages = result.findings.filter { $0.ruleID == "input.syntax" }.map(\.message)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("users see the text 'u203A'") && $0.contains("write '\\U203A'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("users see 'ה'") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("reject") })
        XCTAssertTrue(messages.allSatisfy { $0.contains("the rest of the table loads") })
    }
}
