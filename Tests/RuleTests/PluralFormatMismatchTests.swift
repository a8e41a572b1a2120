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

/// What `icu.plural-format-mismatch` says, now that branches read the arguments Foundation
/// gives them: messages must be true of the file and quote it.
final class PluralFormatMismatchTests: XCTestCase {
    private func findings(_ files: [String: String]) throws -> [Finding] {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        return try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == "icu.plural-format-mismatch" }
    }

    private func catalog(
        sourceSpecifier: String, translationSpecifier: String, translationArgNum: String, translationFormat: String = "%@ hat %#@files@"
    ) -> [String: String] {
        func localization(_ format: String, _ specifier: String, _ argNum: String, _ word: String) -> String {
            """
            {"stringUnit":{"state":"translated","value":"\(format)"},"substitutions":{
              "files":{\(argNum)"formatSpecifier":"\(specifier)","variations":{"plural":{
                "one":{"stringUnit":{"state":"translated","value":"%arg \(word)"}},
                "other":{"stringUnit":{"state":"translated","value":"%arg \(word)s"}}}}}}}
            """
        }
        return ["Sources/Demo/Resources/Localizable.xcstrings": """
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
              "en":\(localization("%@ has %#@files@", sourceSpecifier, "\"argNum\":2,", "file")),
              "de":\(localization(translationFormat, translationSpecifier, translationArgNum, "Datei"))}}}}
            """]
    }

    func testOmittedArgNumInTheSourcesOrderIsNotReported() throws {
        XCTAssertEqual(try findings(catalog(sourceSpecifier: "lld", translationSpecifier: "lld", translationArgNum: "")).map(\.message), [])
    }

    func testArgMismatchQuotesArgAndNamesTheArgument() throws {
        let found = try findings(catalog(sourceSpecifier: "lld", translationSpecifier: "@", translationArgNum: ""))
        XCTAssertEqual(found.count, 2, "one finding per branch: \(found.map(\.message))")
        let other = try XCTUnwrap(found.first { $0.subject.detail == "files.other" })
        XCTAssertTrue(other.message.contains("argument 2 is %arg (%lld) in the source but %arg (%@) here"), other.message)
        XCTAssertEqual(other.text, "%arg Dateis")
        XCTAssertEqual(other.evidence.first { $0.name == "source" }?.value, "%arg files")
        XCTAssertFalse(other.message.contains("does not supply"))
    }

    func testUnnumberedVariableAfterANumberedSpecifierTakesArgumentOne() throws {
        // Unnumbered specifiers count from 1 whatever the numbered ones read, so without argNum
        // this translation chooses the plural by its `%1$@` object.
        let found = try findings(catalog(
            sourceSpecifier: "lld", translationSpecifier: "lld", translationArgNum: "", translationFormat: "%1$@ hat %#@files@"))
        XCTAssertTrue(found.contains { $0.message == "\"k\" in de: files is chosen by argument 1 here but by argument 2 in the source" },
                      "\(found.map(\.message))")
        XCTAssertNil(try findings(catalog(
            sourceSpecifier: "lld", translationSpecifier: "lld", translationArgNum: "\"argNum\":2,", translationFormat: "%1$@ hat %#@files@"
        )).first { $0.message.contains("chosen by") })
    }

    func testArgumentTheSourceNeverReadsIsNamedWithWhatItReads() throws {
        let found = try findings([
            ExampleTree.lproj("en", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                "items", format: "%1$@ has %2$#@count@", branches: [("one", "%d item"), ("other", "%d items")])),
            ExampleTree.lproj("de", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                "items", format: "%1$@ hat %2$#@count@", branches: [("one", "%d Element"), ("other", "%d von %d Elementen")])),
        ])
        XCTAssertEqual(found.map(\.message), [
            "\"items\" in de, `other` of count: reads argument 3, which the source never reads (it reads 1, 2)",
        ])
    }

    func testAnotherArgumentOfTheEntryMayBePrintedInABranch() throws {
        let found = try findings([
            ExampleTree.lproj("en", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                "items", format: "%1$@ has %2$#@count@", branches: [("one", "%d item"), ("other", "%d items")])),
            ExampleTree.lproj("de", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                "items", format: "%2$#@count@", branches: [("one", "%1$@ hat ein Element"), ("other", "%1$@ hat %2$d Elemente")])),
        ])
        XCTAssertEqual(found.map(\.message), [])
    }

    func testValueTypeDefectCopiedIntoTranslationsIsOneFindingAtTheSource() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let files = ExampleStringsDict.files([
            "en": [("one", "%1$@: %2$d file"), ("other", "%1$@: %2$d files")],
            "de": [("one", "%1$@: %2$d Datei"), ("other", "%1$@: %2$d Dateien")],
            "fr": [("one", "%1$@ : %2$d fichier"), ("other", "%1$@ : %2$d fichiers")],
        ], format: "%#@count@")
        try TestSupport.write(files, under: root)
        let found = try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == "icu.stringsdict-value-type" }
        XCTAssertEqual(found.map { $0.subject.locale }, ["en"])
        let only = try XCTUnwrap(found.first)
        XCTAssertEqual(only.message, "\"items\" in en: count is chosen by argument 1 read as %d, but `one` prints it as %1$@, `other` prints it as %1$@ (the variable is unnumbered, so it selects by its position in the arguments: number it to be sure)")
        XCTAssertEqual(only.severity, .warning)
        XCTAssertEqual(only.evidence.first { $0.name == "also in" }?.value, "de, fr")
        XCTAssertEqual(only.related.count, 2)
        XCTAssertEqual(only.fix, "reference the variable as %2$#@count@, the argument its branches print as a number")
    }
}

/// `icu.stringsdict-value-type`: a misreading that follows from the file alone is an error; one
/// that rests on which argument an unnumbered variable selects by (Apple's closed code) is a
/// warning, in the source and in the translations that copy it.
final class StringsDictValueTypeSeverityTests: XCTestCase {
    private func findings(_ files: [String: String]) throws -> [Finding] {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        return try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == "icu.stringsdict-value-type" }
    }

    func testSizeMismatchOfTheVariablesOwnArgumentIsAnError() throws {
        let found = try findings(ExampleStringsDict.files(["en": [("one", "%lld file"), ("other", "%lld files")]], valueType: "d"))
        XCTAssertEqual(found.map(\.severity), [.error])
    }

    func testPositionInferredSelectionIsAWarningEverywhere() throws {
        let found = try findings(ExampleStringsDict.files([
            "en": [("one", "%1$@: %2$d file"), ("other", "%1$@: %2$d files")],
            "de": [("one", "%@ tippt"), ("other", "%@ tippen")],
        ], format: "%#@count@"))
        XCTAssertFalse(found.isEmpty)
        XCTAssertEqual(Set(found.map(\.severity)), [.warning], "\(found.map(\.message))")
        XCTAssertTrue(found.allSatisfy { $0.message.contains("number it to be sure") })
    }
}
