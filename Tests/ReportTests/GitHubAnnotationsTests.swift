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

/// `--format github`: workflow commands GitHub turns into annotations on a pull request.
final class GitHubAnnotationsTests: XCTestCase {
    func testOneCommandPerFindingWithRepositoryRelativePaths() {
        var result = ReportFixture.realistic()
        result.paths = PathBase(currentDirectory: "/repo/LubaUI", projectRoot: "/repo")
        let lines = GitHubAnnotations.render(result).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, result.findings.count)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        let format = try? XCTUnwrap(lines.first { $0.contains("title=l10n.format-mismatch") })
        XCTAssertEqual(format, "::error file=LubaUI/Sources/LubaUI/Resources/de.lproj/Localizable.strings,line=4,col=23,title=l10n.format-mismatch::"
            + "\"luba.state.percent\" in de: specifiers %25d, %25@ differ from the source's %25@, %25d Fix: use positional specifiers: %252$d von %251$@")
        XCTAssertEqual(lines.filter { $0.hasPrefix("::notice ") }.count, result.count(.note), "a note is GitHub's notice")
    }

    func testUntrustedTextCannotEndTheCommandOrAddOne() {
        let finding = Finding(
            ruleID: "l10n.payload", severity: .warning, message: "a\nb\r%0A::error::injected, c: d",
            subject: Subject(key: "k"), location: SourceLocation(file: "App/x,y:z%.strings", line: 2, column: 3))
        let line = GitHubAnnotations.line(finding, paths: PathBase(currentDirectory: "/repo"))
        XCTAssertEqual(line, "::warning file=App/x%2Cy%3Az%25.strings,line=2,col=3,title=l10n.payload::a\\nb\\r%250A::error::injected, c: d")
        XCTAssertFalse(line.contains("\n"))
    }

    func testAFindingWithoutAFileInTheProjectIsAnAnnotationOnTheRun() {
        let outside = Finding(ruleID: "a11y.contrast.text", severity: .error, message: "m", subject: Subject(pair: "a on b"),
                              location: SourceLocation(file: "/elsewhere/Colors.swift", line: 3, column: 1))
        let none = Finding(ruleID: "a11y.contrast.text", severity: .error, message: "m", subject: Subject(pair: "a on b"))
        let paths = PathBase(currentDirectory: "/repo")
        XCTAssertEqual(GitHubAnnotations.line(outside, paths: paths), "::error title=a11y.contrast.text::m")
        XCTAssertEqual(GitHubAnnotations.line(none, paths: paths), "::error title=a11y.contrast.text::m")
    }

    func testSARIFSaysOnStandardErrorWhatItLeftOut() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        // An accent trial on the built-in theme: its findings have no file, and there is no
        // palette or config to anchor them to.
        let run = try TestSupport.run(["contrast", "--accent", "F0C000", "--format", "sarif", "--output", dir.path], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("lubaaudit: SARIF leaves out "), run.stderr)
        XCTAssertTrue(run.stderr.contains("finding(s) with no file to point at"), run.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("lubaaudit.sarif"))) as? [String: Any])
        let run0 = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run0["results"] as? [Any])?.count, 0)
        XCTAssertGreaterThan((run0["properties"] as? [String: Any])?["resultsOmittedWithoutLocation"] as? Int ?? 0, 0)
    }
}
