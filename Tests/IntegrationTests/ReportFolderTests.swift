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

/// A report folder that cannot be written stops the run before it reads anything: exit 2 and
/// one line, not a full audit and its diagnostics first. (Run as root, permissions would not
/// stop the writer: a path under a regular file does.)
final class ReportFolderTests: XCTestCase {
    func project() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "somefile": "not a folder\n",
        ], under: root)
        return root
    }

    func testAFolderUnderAFileExitsTwoWithOneLineBeforeTheAudit() throws {
        let root = try project()
        for arguments in [["strings", "--strings", "App", "--output", "somefile/reports"],
                          ["strings", "--strings", "App", "--output", "somefile"],
                          ["audit", "--package", "App", "--format", "json", "--output", "somefile/a/b/"],
                          ["strings", "--strings", "App", "--format", "text", "--output", "somefile/reports"]] {
            let run = try TestSupport.run(arguments, in: root)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stdout, "", "\(arguments): nothing on stdout")
            XCTAssertEqual(run.stderr.split(separator: "\n", omittingEmptySubsequences: false).count, 2, "\(arguments): one line: \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("lubaaudit: somefile"), run.stderr)
            XCTAssertTrue(run.stderr.contains("is not a folder"), run.stderr)
            // Nothing was read: no diagnostic, though the tables have findings.
            XCTAssertFalse(run.stderr.contains("l10n."), run.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("reports").path))
    }

    func testTheDefaultFolderIsCheckedToo() throws {
        let root = try project()
        try TestSupport.write(["reports": "a file where the folder goes\n"], under: root)
        let run = try TestSupport.run(["strings", "--strings", "App"], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "lubaaudit: reports: cannot write reports here: it is not a folder\n")
        // Formats that write no file need no folder.
        let github = try TestSupport.run(["strings", "--strings", "App", "--format", "github"], in: root)
        XCTAssertEqual(github.status, 1, github.stderr)
    }

    func testAMissingFolderUnderAWritableOneIsFine() throws {
        let root = try project()
        let run = try TestSupport.run(["strings", "--strings", "App", "--format", "json", "--output", "new/deeper/reports"], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("new/deeper/reports/lubaaudit.json").path))
    }

    /// `--write-baseline` names a file: one that cannot be written is found before the audit
    /// too, in one line, instead of after every diagnostic.
    func testAnUnwritableBaselineExitsTwoWithOneLineBeforeTheAudit() throws {
        let root = try project()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("afolder"), withIntermediateDirectories: true)
        for (path, reason) in [("somefile/baseline.json", "somefile is not a folder"), ("afolder", "it is a folder")] {
            let run = try TestSupport.run(["strings", "--strings", "App", "--format", "text", "--write-baseline", path], in: root)
            XCTAssertEqual(run.status, 2, "\(path): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(path): nothing on stdout")
            XCTAssertEqual(run.stderr, "lubaaudit: \(path): cannot write the baseline here: \(reason)\n")
        }
        // A baseline in a folder still to be created is fine, as for the reports.
        let run = try TestSupport.run(["strings", "--strings", "App", "--format", "text", "--write-baseline", "new/baseline.json"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("new/baseline.json").path))
    }
}
