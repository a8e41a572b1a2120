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

/// Plural entries left wholly in the source language are untranslated like any value.
final class IdenticalPluralsTests: XCTestCase {
    static func stringsdict(_ entries: [(key: String, format: String, branches: [(String, String)])]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n"
        for entry in entries {
            xml += "  <key>\(entry.key)</key>\n  <dict>\n    <key>NSStringLocalizedFormatKey</key>\n    <string>\(entry.format)</string>\n"
            xml += "    <key>count</key>\n    <dict>\n      <key>NSStringFormatSpecTypeKey</key>\n      <string>NSStringPluralRuleType</string>\n"
            xml += "      <key>NSStringFormatValueTypeKey</key>\n      <string>d</string>\n"
            for (category, value) in entry.branches { xml += "      <key>\(category)</key>\n      <string>\(value)</string>\n" }
            xml += "    </dict>\n  </dict>\n"
        }
        return xml + "</dict>\n</plist>\n"
    }

    private let english = [
        (key: "files", format: "%#@count@", branches: [("one", "%d file"), ("other", "%d files")]),
        (key: "left", format: "%#@count@ left", branches: [("one", "%d message"), ("other", "%d messages")]),
    ]

    func testAWhollyEnglishPluralEntryIsIdenticalAndCountsInTheMatrix() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            ExampleTree.lproj("en", "Localizable.stringsdict"): Self.stringsdict(english),
            // German: "files" translated, "left" still English.
            ExampleTree.lproj("de", "Localizable.stringsdict"): Self.stringsdict([
                (key: "files", format: "%#@count@", branches: [("one", "%d Datei"), ("other", "%d Dateien")]),
                (key: "left", format: "%#@count@ left", branches: [("one", "%d message"), ("other", "%d messages")]),
            ]),
            // Russian: every branch the source's, `few` and `many` as the source's `other`.
            ExampleTree.lproj("ru", "Localizable.stringsdict"): Self.stringsdict([
                (key: "files", format: "%#@count@", branches: [("one", "%d file"), ("few", "%d files"), ("many", "%d files"), ("other", "%d files")]),
                (key: "left", format: "%#@count@ осталось", branches: [("one", "%d сообщение"), ("few", "%d сообщения"), ("many", "%d сообщений"), ("other", "%d сообщения")]),
            ]),
        ], under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path))
        let identical = result.findings.filter { $0.ruleID == "l10n.identical-translation" }
        XCTAssertEqual(Set(identical.map { "\($0.subject.locale ?? "") \($0.subject.key ?? "")" }), ["de left", "ru files"])
        XCTAssertTrue(identical.allSatisfy { $0.message.contains("every branch") && $0.location?.line ?? 0 > 0 })
        XCTAssertEqual(identical.first { $0.subject.locale == "de" }?.severity, .warning, "\"%d messages left\" is a phrase")
        XCTAssertEqual(identical.first { $0.subject.locale == "ru" }?.severity, .note, "\"%d files\" is one word")
        let matrix = try XCTUnwrap(result.localizationMatrix)
        XCTAssertEqual(matrix.completionByLocale["de"]?.identical, 1)
        XCTAssertEqual(matrix.completionByLocale["ru"]?.identical, 1)
        // The translators' list names the entry too, every form of it.
        let request = AuditRequest(packageRoot: root.path)
        let report = TranslatorReport.build(try Auditor.prepare(request), result: result, locale: "de")
        XCTAssertEqual(Set(report.items.filter { $0.key == "left" }.map(\.status)), [.identical])
        XCTAssertTrue(report.items.filter { $0.key == "files" }.isEmpty, "the translated entry is not listed")
    }

    func testTranslatedBranchesAreNotIdentical() {
        let source = PluralEntry(key: "k", formatKey: "%#@n@", formatLocation: SourceLocation(file: "x", line: 1, column: 1), variables: [
            PluralVariable(name: "n", specType: nil, valueType: "d", branches: [
                PluralBranch(category: "one", value: "%d file", location: SourceLocation(file: "x", line: 2, column: 1)),
                PluralBranch(category: "other", value: "%d files", location: SourceLocation(file: "x", line: 3, column: 1)),
            ], location: SourceLocation(file: "x", line: 1, column: 1)),
        ], location: SourceLocation(file: "x", line: 1, column: 1))
        var half = source
        half.variables[0].branches[0].value = "%d Datei"
        XCTAssertTrue(IdenticalPlurals.isIdentical(source, to: source))
        XCTAssertFalse(IdenticalPlurals.isIdentical(half, to: source), "one branch translated is a translation")
        var otherFormat = source
        otherFormat.formatKey = "Noch %#@n@"
        XCTAssertFalse(IdenticalPlurals.isIdentical(otherFormat, to: source))
    }
}

/// A substitution renamed in a translation is still compared with the source's, matched by
/// the argument it is chosen by.
final class RenamedSubstitutionTests: XCTestCase {
    func testARenamedSubstitutionIsComparedByItsArgument() throws {
        let root = try TestSupport.temporaryDirectory(self)
        func substitution(_ name: String, _ one: String, _ other: String) -> String {
            "\"\(name)\":{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"one\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(one)\"}},\"other\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(other)\"}}}}}"
        }
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{\(substitution("files", "%arg file", "%arg files"))}},
              "de":{"stringUnit":{"state":"translated","value":"%#@dateien@"},"substitutions":{\(substitution("dateien", "%@ Datei", "%arg Dateien"))}}}}}}
            """
        try TestSupport.write(["Sources/Demo/Resources/Localizable.xcstrings": catalog], under: root)
        let findings = try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == "icu.plural-format-mismatch" }
        XCTAssertEqual(findings.map(\.subject.detail), ["dateien.one"], "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.contains("%lld") ?? false, findings.first?.message ?? "")
    }
}
