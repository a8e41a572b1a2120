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

/// The one flag table (`CommandFlags`): the CLI parses and prints help from it, and the command
/// plugin's lists are generated from it. Help and parsing are checked through the built binary.
final class CommandFlagsTests: XCTestCase {
    func testTheTableIsConsistent() {
        let spellings = CommandFlags.spellings
        XCTAssertEqual(spellings.count, Set(spellings).count, "a spelling is listed twice: \(spellings)")
        for flag in CommandFlags.all {
            XCTAssertTrue(flag.spelling.hasPrefix("--"), flag.spelling)
            XCTAssertFalse(flag.commands.isEmpty, "\(flag.spelling) is taken by no command")
            XCTAssertTrue(Set(flag.usages.keys).isSubset(of: flag.commands), "\(flag.spelling): help for a command that does not take it")
            XCTAssertTrue(flag.namesInput.isSubset(of: Set(AuditCommand.allCases)))
            XCTAssertFalse(flag.text.isEmpty, "\(flag.spelling) has no help")
        }
        XCTAssertEqual(CommandFlags.named("-h")?.spelling, "--help")
        XCTAssertNil(CommandFlags.named("--fromat"))
    }

    /// The audit's formats are the reports' names: the table sits below the reports, so it
    /// spells them, and this holds the two together.
    func testTheAuditsFormatsAreTheReportFormats() {
        XCTAssertEqual(AuditCommand.audit.formats, ReportFormat.allCases.map(\.rawValue))
        for command in AuditCommand.allCases where command.takesFormatList && CommandFlags.named("--format")!.commands.contains(command) {
            XCTAssertEqual(command.formats, ReportFormat.allCases.map(\.rawValue), command.rawValue)
        }
    }

    /// Each command's help lists every flag the table gives it, and nothing else.
    func testEveryCommandsHelpListsItsFlagsFromTheTable() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        for command in AuditCommand.allCases {
            let run = try TestSupport.run([command.rawValue, "--help"], in: dir)
            XCTAssertEqual(run.status, 0, "\(command.rawValue): \(run.stderr)")
            let listed = run.stdout.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  -"), let first = line.split(separator: " ").first else { return nil }
                return String(first)
            }
            XCTAssertEqual(listed, CommandFlags.accepted(by: command).map(\.spelling), "\(command.rawValue) --help:\n\(run.stdout)")
            XCTAssertEqual(listed.count, Set(listed).count, "\(command.rawValue) lists a flag twice")
        }
    }

    /// An option nothing takes: one line naming the nearest flag of the table, exit 2.
    func testAnUnknownFlagIsOneLineAndExitTwo() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        let run = try TestSupport.run(["strings", "--palete", "x.json"], in: dir)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "lubaaudit: unknown option '--palete' (did you mean '--palette'?) (see lubaaudit strings --help)\n")
        XCTAssertEqual(run.stdout, "")
        let switchWithValue = try TestSupport.run(["--quiet=yes"], in: dir)
        XCTAssertEqual(switchWithValue.status, 2)
        XCTAssertEqual(switchWithValue.stderr, "lubaaudit: --quiet takes no value\n")
        let twice = try TestSupport.run(["--config", "a.json", "--config=b.json"], in: dir)
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(twice.stderr, "lubaaudit: --config is given twice ('a.json' and 'b.json'): it takes one value\n")
    }

    /// With no input named, each command does what the library says (`inputWhenNoneNamed`):
    /// refuses with its line, or falls back to ./Localizations (here absent: one line, exit 2).
    func testACommandWithNoInputDoesWhatTheLibrarySays() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        var refused = 0, embedded = 0
        for command in AuditCommand.allCases {
            let arguments = [command.rawValue] + (command == .importTranslations ? ["t.xliff"] : command == .missingKeys ? ["--locale", "de"] : [])
            switch command.inputWhenNoneNamed {
            case .nothing: continue
            case .refused(let line):
                refused += 1
                let run = try TestSupport.run(arguments, in: dir)
                XCTAssertEqual(run.status, 2, command.rawValue)
                XCTAssertEqual(run.stderr, "lubaaudit: \(line)\n")
            case .embeddedCatalog:
                embedded += 1
                let run = try TestSupport.run(arguments, in: dir)
                XCTAssertEqual(run.status, 2, command.rawValue)
                XCTAssertEqual(run.stderr, "lubaaudit: \(InputDefault.embeddedCatalogFolder): \(InputDefault.noEmbeddedCatalog)\n")
            }
        }
        XCTAssertEqual(refused, 3)
        XCTAssertEqual(embedded, 3)
    }

    /// The lines of the command plugin between its markers, as the table gives them.
    static func pluginLists() -> String {
        func quoted(_ words: [String]) -> String { "[" + words.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let commands = AuditCommand.allCases.filter(\.auditsPackageByDefault)
        var text = "    /// Commands that audit the package they run in when the arguments name no input.\n"
        text += "    static let auditingCommands: Set<String> = \(quoted(commands.map(\.rawValue)))\n"
        text += "    /// Per command, the flags that name what is audited, or that run nothing (help, version).\n"
        text += "    static let inputFlags: [String: Set<String>] = [\n"
        for command in commands.sorted(by: { $0.rawValue < $1.rawValue }) {
            let flags = CommandFlags.accepted(by: command).filter { $0.namesInput.contains(command) }.flatMap { [$0.spelling] + $0.aliases }
            text += "        \"\(command.rawValue)\": \(quoted(flags)),\n"
        }
        return text + "    ]\n"
    }

    func testCommandPluginListsAreGeneratedFromTheFlagTable() throws {
        let source = try String(contentsOf: TestSupport.repoRoot.appendingPathComponent("Plugins/LubaAuditCommand/LubaAuditCommand.swift"), encoding: .utf8)
        let begin = "    // BEGIN generated from CommandFlags\n", end = "    // END generated from CommandFlags\n"
        let start = try XCTUnwrap(source.range(of: begin), "the plugin lost its BEGIN marker")
        let stop = try XCTUnwrap(source.range(of: end, range: start.upperBound..<source.endIndex), "the plugin lost its END marker")
        let expected = Self.pluginLists()
        XCTAssertEqual(String(source[start.upperBound..<stop.lowerBound]), expected, "paste these lines between the plugin's markers:\n\(expected)")
        // The package is the default only where the command reads one, and `import` (which
        // writes) is never pointed at a folder unasked.
        XCTAssertTrue(expected.contains("\"tokens\""))
        XCTAssertFalse(AuditCommand.importTranslations.auditsPackageByDefault)
        XCTAssertFalse(AuditCommand.rules.auditsPackageByDefault)
    }

    /// The build-tool plugin passes fixed arguments to the audit: each must be a flag the audit takes.
    func testBuildToolPluginPassesOnlyFlagsTheAuditTakes() throws {
        let source = try String(contentsOf: TestSupport.repoRoot.appendingPathComponent("Plugins/LubaAuditBuildTool/LubaAuditBuildTool.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "\"(--[a-z][a-z-]*)\"")
        let flags = pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)).map { String(source[Range($0.range(at: 1), in: source)!]) }
        XCTAssertTrue(flags.contains("--package"), "\(flags)")
        let taken = Set(CommandFlags.accepted(by: .audit).map(\.spelling))
        for flag in flags {
            XCTAssertTrue(taken.contains(flag), "the build tool passes \(flag), which the audit does not take")
        }
    }
}
