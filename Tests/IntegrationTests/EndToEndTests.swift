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

/// Runs the built `lubaaudit` on a temporary copy of the defect fixture and the embedded default,
/// and checks every planted finding (rule, file, line) and the exit codes 0, 1 and 2.
final class EndToEndTests: XCTestCase {
    struct Diagnostic: Hashable {
        var file: String
        var line: Int
        var severity: String
        var rule: String
    }

    /// Parses `path:line:col: severity: message [rule]` lines.
    static func diagnostics(_ stderr: String) -> [Diagnostic] {
        stderr.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil,
                  let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            let rule = String(line[line.index(after: open)..<line.index(before: line.endIndex)])
            return Diagnostic(file: String(parts[0]), line: number, severity: parts[3].trimmingCharacters(in: .whitespaces), rule: rule)
        }
    }

    func fixtureCopy() throws -> URL {
        let dir = try TestSupport.temporaryDirectory(self)
        let copy = dir.appendingPathComponent("defects")
        try TestSupport.copy(TestSupport.fixtures.appendingPathComponent("defects"), to: copy)
        return copy
    }

    /// The 1-based line of the first line containing `needle` (the `occurrence`-th one).
    func line(of needle: String, in path: URL, occurrence: Int = 1) throws -> Int {
        let lines = try String(contentsOf: path, encoding: .utf8).components(separatedBy: "\n")
        var seen = 0
        for (index, text) in lines.enumerated() where text.contains(needle) {
            seen += 1
            if seen == occurrence { return index + 1 }
        }
        XCTFail("\(needle) not found in \(path.lastPathComponent)")
        return 0
    }

    func testDefectFixtureReportsEveryPlantedDefect() throws {
        let root = try fixtureCopy()
        let out = try TestSupport.temporaryDirectory(self)
        let run = try TestSupport.run(["audit", "--package", root.path, "--output", out.path, "--format", "json,junit"], in: root)
        XCTAssertEqual(run.status, 1, "planted errors must fail the run; stderr:\n\(run.stderr)")
        let found = Set(Self.diagnostics(run.stderr))
        let res = "Sources/LubaUI/Resources"
        let registry = root.appendingPathComponent("Sources/LubaUI/Utilities/LubaStrings.swift")
        let en = root.appendingPathComponent("\(res)/en.lproj/Localizable.strings")
        let de = root.appendingPathComponent("\(res)/de.lproj/Localizable.strings")
        let ja = root.appendingPathComponent("\(res)/ja.lproj/Localizable.strings")
        let registryPath = "Sources/LubaUI/Utilities/LubaStrings.swift"
        let expected: [Diagnostic] = [
            Diagnostic(file: registryPath, line: try line(of: "\"fx.state.neverAdded\"", in: registry), severity: "error", rule: "l10n.missing-key"),
            Diagnostic(file: registryPath, line: try line(of: "\"fx.action.close\"", in: registry), severity: "warning", rule: "l10n.fallback-drift"),
            Diagnostic(file: registryPath, line: try line(of: "\"fx.rating.value\"", in: registry), severity: "error", rule: "l10n.registry-argument-count"),
            Diagnostic(file: "\(res)/en.lproj/Localizable.strings", line: try line(of: "\"fx.legacy.unused\"", in: en), severity: "warning", rule: "l10n.orphan-key"),
            Diagnostic(file: "\(res)/en.lproj/Localizable.strings", line: try line(of: "\"fx.state.busy\"", in: en, occurrence: 2), severity: "error", rule: "l10n.duplicate-key"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.state.percent\"", in: de), severity: "warning", rule: "l10n.format-count-mismatch"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.rating.value\"", in: de), severity: "error", rule: "l10n.format-mixed-positional"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.action.remove\"", in: de), severity: "error", rule: "l10n.format-type-mismatch"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.value.selected\"", in: de), severity: "note", rule: "l10n.ambiguous-translation"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.search.label\"", in: de), severity: "warning", rule: "l10n.identical-translation"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.field.name\"", in: de), severity: "warning", rule: "l10n.punctuation-parity"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.files.count\"", in: de), severity: "error", rule: "l10n.format-width-mismatch"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.field.prefix\"", in: de), severity: "warning", rule: "l10n.whitespace-parity"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.field.hint\"", in: de), severity: "error", rule: "l10n.empty-value"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.search.results\"", in: de), severity: "error", rule: "l10n.format-positional-gap"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.state.percentDone\"", in: de), severity: "error", rule: "l10n.format-malformed"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.old.key\"", in: de), severity: "warning", rule: "l10n.obsolete-key"),
            Diagnostic(file: "\(res)/de.lproj/Localizable.strings", line: try line(of: "\"fx.legacy.unused\"", in: de), severity: "error", rule: "input.syntax"),
            // A key missing from a translation points at the source entry to translate.
            Diagnostic(file: "\(res)/en.lproj/Localizable.strings", line: try line(of: "\"fx.action.close\"", in: en), severity: "error", rule: "l10n.missing-translation"),
            Diagnostic(file: "\(res)/ja.lproj/Localizable.strings", line: try line(of: "\"fx.action.removeItem\"", in: ja), severity: "error", rule: "l10n.format-fullwidth-percent"),
        ]
        for diagnostic in expected {
            XCTAssertTrue(found.contains(diagnostic), "missing \(diagnostic)\nstderr:\n\(run.stderr)")
        }
        // Every rule the fixture plants, and no rule it does not.
        let plantedRules = Set(expected.map(\.rule))
        XCTAssertEqual(Set(found.map(\.rule)).subtracting(plantedRules), [], "unexpected rules fired")
        // The syntax error did not hide the entry after it.
        XCTAssertFalse(run.stderr.contains("\"fx.action.deleted\" has no de translation"),
                       "the reader must recover after the missing semicolon")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("lubaaudit.json").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("junit.xml").path))
        XCTAssertTrue(run.stdout.contains("FAILED"), "stdout(\(run.stdout.count)): \(run.stdout) stderr(\(run.stderr.count))")
    }

    func testEmbeddedDefaultAuditsClean() throws {
        let out = try TestSupport.temporaryDirectory(self)
        let run = try TestSupport.run(["--output", out.path], in: TestSupport.repoRoot)
        XCTAssertEqual(run.status, 0, "the embedded default must audit clean:\n\(run.stderr)\n\(run.stdout)")
        // The catalog itself is clean; the built-in LubaUI theme's real contrast gaps are kept
        // visible as warnings by Localizations/.lubaaudit.json.
        XCTAssertEqual(Self.diagnostics(run.stderr), [], run.stderr)
        XCTAssertFalse(run.stderr.contains("error:"), run.stderr)
        XCTAssertTrue(run.stdout.contains("theme: built-in LubaUI default theme"), run.stdout)
        XCTAssertTrue(run.stderr.contains("[a11y.contrast.text]"), "the built-in theme is audited: \(run.stderr)")
        XCTAssertTrue(run.stdout.contains("PASSED"), run.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("lubaaudit.html").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("junit.xml").path))
    }

    func testFailOnWarningTurnsWarningsIntoFailure() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "Sources/A/Resources/en.lproj/Localizable.strings": "\"a\" = \"Name:\";\n",
            "Sources/A/Resources/de.lproj/Localizable.strings": "\"a\" = \"Name\";\n",
        ], under: root)
        let out = try TestSupport.temporaryDirectory(self)
        XCTAssertEqual(try TestSupport.run(["--package", root.path, "--output", out.path], in: root).status, 0)
        XCTAssertEqual(try TestSupport.run(["--package", root.path, "--output", out.path, "--fail-on", "warning"], in: root).status, 1)
        XCTAssertEqual(try TestSupport.run(["--package", root.path, "--output", out.path, "--fail-on", "never"], in: root).status, 0)
    }

    func testUsageErrorsAndUnreadableInputExitTwo() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        let missing = try TestSupport.run(["--package", dir.appendingPathComponent("nope").path], in: dir)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr.split(separator: "\n").count, 1, "one clear line: \(missing.stderr)")
        XCTAssertTrue(missing.stderr.contains("no such directory"), missing.stderr)
        let unknown = try TestSupport.run(["--bogus"], in: dir)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown option"), unknown.stderr)
        let badCommand = try TestSupport.run(["frobnicate"], in: dir)
        XCTAssertEqual(badCommand.status, 2)
        let noValue = try TestSupport.run(["--package"], in: dir)
        XCTAssertEqual(noValue.status, 2)
        let badConfig = dir.appendingPathComponent("bad.json")
        try Data("{\"severty\": {}}".utf8).write(to: badConfig)
        let config = try TestSupport.run(["--strings", dir.path, "--config", badConfig.path], in: dir)
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.stderr.contains("severty"), "the error must name the key: \(config.stderr)")
    }

    func testHelpAndVersion() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        let version = try TestSupport.run(["--version"], in: dir)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("lubaaudit \(LubaAuditVersion.current)"), version.stdout)
        for command in ["audit", "strings", "missing-keys", "contrast", "tokens"] {
            let help = try TestSupport.run([command, "--help"], in: dir)
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.stdout.contains("usage: lubaaudit"), help.stdout)
        }
    }

    func testNoColorUnlessTerminal() throws {
        let root = try fixtureCopy()
        let out = try TestSupport.temporaryDirectory(self)
        let run = try TestSupport.run(["--package", root.path, "--output", out.path], in: root)
        XCTAssertFalse(run.stderr.contains("\u{1B}["), "a pipe is not a terminal: no ANSI colour")
    }

    func testAuditedTreeIsUnchanged() throws {
        let root = try fixtureCopy()
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let path = enumerator?.nextObject() as? String {
                let url = root.appendingPathComponent(path)
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue {
                    files[path] = try Data(contentsOf: url)
                }
            }
            return files
        }
        let before = try snapshot()
        let out = try TestSupport.temporaryDirectory(self)
        _ = try TestSupport.run(["--package", root.path, "--output", out.path, "--format", "html,junit,sarif,json,text"], in: root)
        _ = try TestSupport.run(["missing-keys", "--package", root.path, "--locale", "de", "--format", "xliff"], in: root)
        _ = try TestSupport.run(["--package", root.path, "--config", root.appendingPathComponent("missing.json").path], in: root)
        XCTAssertEqual(try snapshot(), before, "lubaaudit must never write to the files it audits")
    }
}
