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

/// Issue 34 through the built binary: the audited tree is anyone's pull request, so nothing a
/// link leads to outside the project may reach stdout, stderr or a report, a link to `/` must
/// not walk the disk, and a FIFO must not hang the run.
final class LinkContainmentTests: XCTestCase {
    let rule = "input.link-outside-root"
    let formats = ["--format", "text,json,sarif,html,junit,github"]

    /// A folder holding `project/` (a valid two-locale package) and `outside/`, whose name and
    /// content carry `marker`: whatever of it leaks into the output is found by the marker.
    struct Layout {
        var top: URL
        var project: URL
        var outside: URL
        var marker: String
    }

    func layout() throws -> Layout {
        let top = try TestSupport.temporaryDirectory(self)
        let marker = "LEAKED-\(UUID().uuidString)"
        try TestSupport.write([
            "project/Sources/App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
            "project/Sources/App/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
            "outside-\(marker)/Secret.strings": "\"greeting\" = \"\(marker)\";\n\"\(marker)\" = \"\(marker)\";\n\(marker)\n",
            "outside-\(marker)/Secret.swift": "let token = \"\(marker)\"\nText(\"\(marker)\")\n",
            "outside-\(marker)/de.lproj/Localizable.strings": "\"greeting\" = \"\(marker)\";\n",
        ], under: top)
        return Layout(top: top, project: top.appendingPathComponent("project"), outside: top.appendingPathComponent("outside-\(marker)"), marker: marker)
    }

    func link(_ path: String, in project: URL, to target: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// Every report the run wrote, by name, as text.
    func reports(in folder: URL) throws -> [String: String] {
        var texts: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            texts[name] = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
        }
        return texts
    }

    /// The audit with every format, from `top`; its output and reports, asserted free of the
    /// marker, and the files the rule's findings name.
    func auditEverything(_ layout: Layout, file: StaticString = #filePath, line: UInt = #line) throws -> (run: TestSupport.Run, linked: [String]) {
        let run = try TestSupport.run(["--package", "project"] + formats + ["--output", "out"], in: layout.top)
        let written = try reports(in: layout.top.appendingPathComponent("out"))
        XCTAssertEqual(written.count, 5, "every format but github (stdout) wrote its report: \(written.keys.sorted())", file: file, line: line)
        for (name, text) in written.merging(["stdout": run.stdout, "stderr": run.stderr], uniquingKeysWith: { $1 }) {
            XCTAssertFalse(text.contains(layout.marker), "\(name) shows what a link outside the project points at", file: file, line: line)
        }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(written["lubaaudit.json"]!.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        let linked = findings.filter { $0["ruleId"] as? String == rule }.compactMap { ($0["location"] as? [String: Any])?["file"] as? String }
        return (run, linked.sorted())
    }

    func testALinkedFileOutsideIsNamedAndNeverRead() throws {
        let layout = try layout()
        try link("Sources/App/de.lproj/Passwd.strings", in: layout.project, to: layout.outside.appendingPathComponent("Secret.strings").path)
        try link("Sources/App/Leak.swift", in: layout.project, to: "../../../outside-\(layout.marker)/Secret.swift")
        let (run, linked) = try auditEverything(layout)
        XCTAssertEqual(linked, ["project/Sources/App/Leak.swift", "project/Sources/App/de.lproj/Passwd.strings"])
        XCTAssertEqual(run.status, 1, "the finding is an error, which fails the run:\n\(run.stderr)")
        XCTAssertTrue(run.stdout.contains("found 2 table file(s)"), run.stdout)
    }

    func testALinkedFolderOutsideIsNotWalked() throws {
        let layout = try layout()
        try link("Sources/App/Shared", in: layout.project, to: layout.outside.path)
        let (run, linked) = try auditEverything(layout)
        XCTAssertEqual(linked, ["project/Sources/App/Shared"], "one finding for the folder, none for what is in it")
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("found 2 table file(s)"), "the outside de.lproj is not a third table:\n\(run.stdout)")
    }

    func testALinkToTheFileSystemRootEndsAtOnce() throws {
        let layout = try layout()
        try link("Sources/App/Everything", in: layout.project, to: "/")
        let started = Date()
        let (run, linked) = try auditEverything(layout)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "the disk is not walked")
        XCTAssertEqual(linked, ["project/Sources/App/Everything"])
        XCTAssertEqual(run.status, 1, run.stderr)
    }

    func testAConfigFoundInTheTreeThatLinksOutIsNotRead() throws {
        let layout = try layout()
        try link(".lubaaudit.json", in: layout.project, to: layout.outside.appendingPathComponent("Secret.strings").path)
        let (run, linked) = try auditEverything(layout)
        XCTAssertEqual(linked, ["project/.lubaaudit.json"])
        XCTAssertEqual(run.status, 1, "the config is passed over and reported, not an exit 2 quoting it:\n\(run.stderr)")
    }

    func testATreeOfOnlyOutsideLinksSaysSoRatherThanNothingToAudit() throws {
        let layout = try layout()
        try FileManager.default.removeItem(at: layout.project.appendingPathComponent("Sources/App"))
        try link("Sources/App", in: layout.project, to: layout.outside.path)
        let (run, linked) = try auditEverything(layout)
        XCTAssertEqual(linked, ["project/Sources/App"])
        XCTAssertEqual(run.status, 1, "the link's error fails the run:\n\(run.stderr)")
        XCTAssertFalse(run.stderr.contains("nothing to audit"), run.stderr)
    }

    func testALinkToAFolderInsideTheProjectIsStillAudited() throws {
        let layout = try layout()
        // The German tables live outside Sources/ but inside the project; the link brings them in.
        try FileManager.default.removeItem(at: layout.project.appendingPathComponent("Sources/App/de.lproj"))
        try TestSupport.write(["Translations/de.lproj/Localizable.strings": "\"greeting\" = \"\";\n"], under: layout.project)
        try link("Sources/App/de.lproj", in: layout.project, to: "../../Translations/de.lproj")
        let (run, linked) = try auditEverything(layout)
        XCTAssertEqual(linked, [])
        XCTAssertTrue(run.stdout.contains("found 2 table file(s) in 2 locale(s): de, en"), run.stdout)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: layout.top.appendingPathComponent("out/lubaaudit.json"))) as? [String: Any]
        let empty = (json?["findings"] as? [[String: Any]] ?? []).filter { $0["ruleId"] as? String == "l10n.empty-value" }
        XCTAssertEqual(empty.count, 1, "the linked table's empty value is found, once")
        XCTAssertEqual((empty.first?["location"] as? [String: Any])?["file"] as? String, "project/Sources/App/de.lproj/Localizable.strings")
    }

    func testAFIFONamedLikeATableIsReportedNotRead() throws {
        let layout = try layout()
        let fifo = layout.project.appendingPathComponent("Sources/App/de.lproj/Pipe.strings")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        let run = try TestSupport.run(["--package", "project", "--format", "text,json", "--output", "out"], in: layout.top, within: 30)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("project/Sources/App/de.lproj/Pipe.strings: a FIFO, not a regular file: not read"), run.stdout)
        XCTAssertTrue(run.stdout.contains("found 2 table file(s)"), run.stdout)
    }

    func testAFIFOOrDeviceNamedOnTheCommandLineIsOneLineAndExitTwo() throws {
        let layout = try layout()
        let fifo = layout.top.appendingPathComponent("palette.json")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        let cases: [(arguments: [String], line: String)] = [
            (["--palette", "palette.json"], "lubaaudit: palette.json: the palette file is a FIFO, not a regular file: not read\n"),
            (["--keys", "/dev/zero"], "lubaaudit: /dev/zero: the key registry file is a device, not a regular file: not read\n"),
            (["--keys", "palette.json"], "lubaaudit: palette.json: the key registry file is a FIFO, not a regular file: not read\n"),
        ]
        for (arguments, line) in cases {
            let run = try TestSupport.run(["--package", "project"] + arguments + ["--format", "text", "--output", "out"], in: layout.top, within: 30)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stderr, line, "\(arguments)")
        }
    }

    /// `--config` and `--baseline` are read by the CLI itself: a FIFO or a device there must
    /// not hang the run or read without end either.
    func testAFIFOOrDeviceGivenAsConfigOrBaselineIsOneLineAndExitTwo() throws {
        let layout = try layout()
        let fifo = layout.top.appendingPathComponent("config.json")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        for arguments in [["--config", "config.json"], ["--config", "/dev/zero"], ["--baseline", "config.json"]] {
            let run = try TestSupport.run(["--package", "project"] + arguments + ["--format", "text", "--output", "out"], in: layout.top, within: 30)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("not a regular file"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
    }

    /// A link to nothing is a note naming the link, never what it would lead to (whose path,
    /// here carrying the marker, could itself be telling); the audit goes on and passes.
    func testADanglingLinkIsANoteNamingTheLinkOnly() throws {
        let layout = try layout()
        try link("Sources/App/fr.lproj/Localizable.strings", in: layout.project, to: "../../../Gone-\(layout.marker)/fr.strings")
        try link("Sources/App/Shared", in: layout.project, to: "/nonexistent-\(layout.marker)/folder")
        let (run, linked) = try auditEverything(layout)
        XCTAssertEqual(linked, [], "nothing leads outside: the targets do not exist")
        XCTAssertEqual(run.status, 0, "a note fails nothing: \(run.stderr)")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: layout.top.appendingPathComponent("out/lubaaudit.json"))) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]]).filter { $0["ruleId"] as? String == "input.dangling-link" }
        XCTAssertEqual(findings.compactMap { ($0["location"] as? [String: Any])?["file"] as? String }.sorted(),
                       ["project/Sources/App/Shared", "project/Sources/App/fr.lproj/Localizable.strings"])
        XCTAssertEqual(Set(findings.compactMap { $0["severity"] as? String }), ["note"])
        XCTAssertTrue(run.stdout.contains("title=input.dangling-link::symbolic link leads to nothing"), run.stdout)
    }
}
