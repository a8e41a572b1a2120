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

/// Every command's `--help` lists exactly what its parser takes: the formats help lists are the
/// formats `--format` takes (the flags: `FailLoudlyTests`). Checked through the built binary:
/// what the command refuses makes `lubaaudit CMD … --help` exit 2 before help is printed.
final class CommandHelpTests: XCTestCase {
    static let commands = ["audit", "strings", "missing-keys", "contrast", "tokens", "source", "rules", "import"]
    /// Flags every command takes and help lists on its own line or not at all.
    static let universal: Set<String> = ["--help", "--version", "-h"]

    /// Every flag of the table the parser reads (`CommandFlags`): the flags any command could
    /// take. (`FailLoudlyTests.testEachCommandTakesExactlyTheFlagsItsHelpLists` checks each
    /// against each command's help.)
    static func parserFlags() throws -> Set<String> {
        let flags = Set(CommandFlags.spellings)
        XCTAssertTrue(flags.isSuperset(of: ["--package", "--format", "--output", "--locale", "--dry-run"]), "\(flags.sorted())")
        return flags.subtracting(universal)
    }

    func accepts(_ command: String, _ extra: [String], in dir: URL) throws -> Bool {
        let run = try TestSupport.run([command] + extra + ["--help"], in: dir)
        XCTAssertTrue(run.status == 0 || run.status == 2, "\(command) \(extra): exit \(run.status) \(run.stderr)")
        return run.status == 0
    }

    /// The formats a help text names on its `--format` line(s).
    static func listedFormats(_ help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--format") }) else { return [] }
        var text = String(lines[start])
        var next = start + 1
        while next < lines.count, lines[next].hasPrefix("     "), !lines[next].trimmingCharacters(in: .whitespaces).hasPrefix("--") {
            text += " " + lines[next]
            next += 1
        }
        // The description: after the flag and its placeholder.
        let description = text.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 2).dropFirst(2).first.map(String.init) ?? ""
        let head = description.components(separatedBy: ":").first ?? description
        let words = head.replacingOccurrences(of: "any of ", with: "")
            .replacingOccurrences(of: "(default)", with: "")
            .replacingOccurrences(of: " or ", with: ",")
            .components(separatedBy: "(").first ?? ""
        return words.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func testFormatsInHelpAreTheFormatsAccepted() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        // Every format any command knows, and a few no command does.
        let candidates = ["html", "junit", "sarif", "json", "text", "github", "csv", "xliff", "markdown", "xml", "md"]
        for command in Self.commands {
            let help = try TestSupport.run([command, "--help"], in: dir).stdout
            let listed = Self.listedFormats(help)
            if !help.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--format") }) {
                XCTAssertTrue(listed.isEmpty)
                continue
            }
            XCTAssertFalse(listed.isEmpty, "\(command): no formats read from its help:\n\(help)")
            for format in candidates {
                let accepted = try accepts(command, ["--format", format], in: dir)
                XCTAssertEqual(accepted, listed.contains(format),
                               "\(command): --format \(format) is \(accepted ? "accepted" : "refused") but help lists \(listed)")
            }
        }
    }

    /// The case the issue reported: `missing-keys --help` listed the audit's formats and a
    /// report folder the command refuses.
    func testMissingKeysHelpNamesItsOwnFormatsAndOutputFile() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        let help = try TestSupport.run(["missing-keys", "--help"], in: dir).stdout
        XCTAssertEqual(Self.listedFormats(help), ["text", "csv", "xliff", "json"], help)
        XCTAssertTrue(help.contains("--output FILE"), help)
        XCTAssertFalse(help.contains("html"), help)
        let refused = try TestSupport.run(["missing-keys", "--format", "html", "--locale", "de"], in: dir)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "lubaaudit: missing-keys --format must be text, csv, xliff or json (got 'html')\n")
    }
}
