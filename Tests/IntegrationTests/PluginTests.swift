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

/// The SwiftPM plugins, used the way an app's package uses them: Tests/Fixtures/plugin-package
/// depends on this checkout by path, applies the build-tool plugin to its `App` target and
/// runs the command plugin. Slow by nature (SwiftPM builds lubaaudit again for the fixture), so
/// every test here shares one copy and one scratch folder (`PluginFixture`): the first test
/// pays the build, the others reuse it.
final class PluginTests: XCTestCase {
    static let obsoleteKeyLine = #"Sources/App/Resources/de.lproj/Localizable.strings:3:1: warning: "greeting.retired" in de Localizable is not in the en table [l10n.obsolete-key]"#

    func testBuildToolPluginPutsDiagnosticsInTheBuildOutput() throws {
        let fixture = try PluginFixture.shared.prepared()
        let first = fixture.firstBuild
        XCTAssertEqual(first.status, 0, first.output)
        XCTAssertTrue(first.lines.contains(Self.obsoleteKeyLine), "the build output lacks lubaaudit's diagnostic:\n\(first.output)")
        XCTAssertTrue(first.output.contains("lubaaudit App"), "the build command's display name is missing:\n\(first.output)")
    }

    func testBuildToolPluginRerunsOnlyWhenATableChanges() throws {
        let fixture = try PluginFixture.shared.prepared()
        // The lubaaudit executable is one of the command's inputs, and SwiftPM relinks it on the
        // build after a fresh one or after `swift package lubaaudit` (its plugin-tools plan and the
        // build plan both write it): the audit may rerun then, but only together with that link.
        for _ in 0..<3 {
            let settling = try fixture.swift(["build"])
            XCTAssertEqual(settling.status, 0, settling.output)
            let relinked = settling.output.contains("Linking lubaaudit-tool")
            if settling.output.contains("lubaaudit App") {
                XCTAssertTrue(relinked, "the audit ran again with no input changed:\n\(settling.output)")
            }
            if !relinked { break }
        }
        let unchanged = try fixture.swift(["build"])
        XCTAssertEqual(unchanged.status, 0, unchanged.output)
        XCTAssertFalse(unchanged.output.contains("lubaaudit App"), "nothing changed, yet the audit ran again:\n\(unchanged.output)")

        // A duplicate key is an error: the build fails on it, as on a compiler error.
        let table = fixture.root.appendingPathComponent("Sources/App/Resources/de.lproj/Localizable.strings")
        let original = try Data(contentsOf: table)
        defer { try? original.write(to: table) }
        try (original + Data("\"greeting.title\" = \"Hallo\";\n".utf8)).write(to: table)
        let broken = try fixture.swift(["build"])
        XCTAssertNotEqual(broken.status, 0, "an error-level finding must fail the build:\n\(broken.output)")
        XCTAssertTrue(broken.lines.contains { $0.hasPrefix("Sources/App/Resources/de.lproj/Localizable.strings:4:1: error: ") && $0.hasSuffix("[l10n.duplicate-key]") },
                      "the duplicate key's error line is missing:\n\(broken.output)")

        try original.write(to: table)
        let repaired = try fixture.swift(["build"])
        XCTAssertEqual(repaired.status, 0, repaired.output)
        XCTAssertTrue(repaired.output.contains("lubaaudit App"), "the table changed back, yet the audit did not run:\n\(repaired.output)")
    }

    /// `swift package lubaaudit ARGS` against `lubaaudit ARGS --package .` in the same folder.
    /// SwiftPM ends any failing plugin with status 1 (it keeps only whether the plugin ended
    /// cleanly), so 1 and 2 are told apart by the plugin's last line.
    func testCommandPluginExitsAsTheCLIDoes() throws {
        let fixture = try PluginFixture.shared.prepared()
        let cases: [(arguments: [String], expected: Int32)] = [
            (["--format", "text"], 0),
            (["--format", "text", "--fail-on", "warning"], 1),
            (["--fromat", "text"], 2),
        ]
        for (arguments, expected) in cases {
            let cli = try TestSupport.run(arguments + ["--package", "."], in: fixture.root)
            XCTAssertEqual(cli.status, expected, "the CLI itself: \(arguments)\n\(cli.stderr)")
            let plugin = try fixture.swift(["package", "lubaaudit"] + arguments)
            XCTAssertEqual(plugin.status, cli.status == 0 ? 0 : 1, "\(arguments)\n\(plugin.output)")
            if cli.status != 0 {
                XCTAssertTrue(plugin.lines.contains("error: lubaaudit exited with status \(cli.status)"), "\(arguments)\n\(plugin.output)")
            }
            // Every line the CLI wrote on stderr comes through as it was written.
            for line in cli.stderr.split(separator: "\n") {
                XCTAssertTrue(plugin.lines.contains(String(line)), "\(arguments): missing '\(line)' in\n\(plugin.output)")
            }
        }
    }

    func testCommandPluginReportsFindingsThroughDiagnostics() throws {
        let fixture = try PluginFixture.shared.prepared()
        let run = try fixture.swift(["package", "lubaaudit", "--format", "text"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.lines.contains(Self.obsoleteKeyLine), run.output)
        // SwiftPM prints a plugin's Diagnostics entry as `warning: message`, apart from the CLI's line.
        XCTAssertTrue(run.lines.contains(#"warning: "greeting.retired" in de Localizable is not in the en table [l10n.obsolete-key]"#), run.output)
    }

    func testCommandPluginWritesReportsIntoThePackageWhenAllowed() throws {
        let fixture = try PluginFixture.shared.prepared()
        let reports = fixture.root.appendingPathComponent("audit-reports")
        try? FileManager.default.removeItem(at: reports)
        let run = try fixture.swift(["package", "--allow-writing-to-package-directory", "lubaaudit", "--format", "json,sarif", "--output", "audit-reports"])
        XCTAssertEqual(run.status, 0, run.output)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("lubaaudit.json"))) as? [String: Any]
        XCTAssertNotNil(json?["findings"], "the JSON report has no findings list")
        XCTAssertTrue(FileManager.default.fileExists(atPath: reports.appendingPathComponent("lubaaudit.sarif").path))
    }
}

/// One copy of the fixture package and one SwiftPM scratch folder for the whole test run, under
/// this checkout's .build (so checkouts side by side on one machine never share it, and a
/// second `swift test` rebuilds only what changed).
final class PluginFixture: @unchecked Sendable {
    static let shared = PluginFixture()

    struct Prepared {
        var root: URL
        var scratch: URL
        var firstBuild: SwiftRun

        /// `swift <arguments>` in the fixture, on the shared scratch folder.
        func swift(_ arguments: [String]) throws -> SwiftRun {
            // SwiftPM's own options go before the subcommand's verb: `swift build --scratch-path`,
            // `swift package --scratch-path … lubaaudit`.
            var full = arguments
            full.insert(contentsOf: ["--scratch-path", scratch.path], at: 1)
            return try SwiftRun.run(full, in: root)
        }
    }

    private let lock = NSLock()
    private var result: Result<Prepared, any Error>?

    func prepared() throws -> Prepared {
        lock.lock()
        defer { lock.unlock() }
        if result == nil { result = Result { try prepare() } }
        return try result!.get()
    }

    private func prepare() throws -> Prepared {
        let base = TestSupport.repoRoot.appendingPathComponent(".build/plugin-tests")
        let root = base.appendingPathComponent("package")
        let scratch = base.appendingPathComponent("scratch")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestSupport.fixtures.appendingPathComponent("plugin-package"), to: root)
        let manifest = root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "@LUBAAUDIT_PATH@", with: TestSupport.repoRoot.path)
        try Data(text.utf8).write(to: manifest)
        var prepared = Prepared(root: root, scratch: scratch, firstBuild: SwiftRun(status: -1, output: ""))
        prepared.firstBuild = try prepared.swift(["build"])
        return prepared
    }
}

/// A `swift` run with stdout and stderr in one text, in the order they were written.
struct SwiftRun {
    var status: Int32
    var output: String

    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Runs `swift` from PATH. Stops a run that takes longer than `timeout` seconds: a SwiftPM
    /// waiting on a lock held elsewhere would otherwise hang the suite.
    static func run(_ arguments: [String], in directory: URL, timeout: TimeInterval = 1200) throws -> SwiftRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        nonisolated(unsafe) var data = Data()
        let reader = DispatchGroup()
        reader.enter()
        DispatchQueue.global().async {
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            reader.leave()
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 10)
            reader.wait()
            XCTFail("swift \(arguments.joined(separator: " ")) took longer than \(Int(timeout)) s:\n\(String(decoding: data, as: UTF8.self))")
            return SwiftRun(status: -1, output: String(decoding: data, as: UTF8.self))
        }
        reader.wait()
        return SwiftRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
