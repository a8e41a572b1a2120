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

/// Log lines quote the start of a long value and say how much they left out; report files keep
/// the message whole.
final class LogQuotesTests: XCTestCase {
    func testAShortMessageIsUntouched() {
        let message = "\"greeting\" in de: \"Hallo\" is lost"
        XCTAssertEqual(LogQuotes.shortened(message), message)
    }

    func testEachLongPieceIsCutAndSaysHowMuchWasLeftOut() {
        let long = String(repeating: "A", count: 10_000)
        let message = "\"k\" in de: \"\(long)\" translates both \"\(long)B\" and \"x\""
        let cut = LogQuotes.shortened(message)
        let kept = String(repeating: "A", count: LogQuotes.pieceLimit)
        XCTAssertEqual(cut, "\"k\" in de: \"\(kept)… (\(10_000 - LogQuotes.pieceLimit) more characters)\" translates both \"\(kept)… (\(10_001 - LogQuotes.pieceLimit) more characters)\" and \"x\"")
    }

    func testManyShortPiecesAreCutAsAWhole() {
        let message = String(repeating: "\"ab\" ", count: 5_000)
        let cut = LogQuotes.shortened(message)
        XCTAssertLessThanOrEqual(cut.unicodeScalars.count, LogQuotes.messageLimit + 40)
        XCTAssertTrue(cut.hasSuffix("… (\(message.unicodeScalars.count - LogQuotes.messageLimit) more characters)"), String(cut.suffix(60)))
    }

    func testACutNeverSplitsAGraphemeOrAnEscape() {
        // 239 letters, then a family emoji of five scalars: the cut falls before the emoji.
        let family = "👩‍👩‍👧"
        let piece = String(repeating: "a", count: LogQuotes.pieceLimit - 1) + family + String(repeating: "b", count: 500)
        let cut = LogQuotes.shortened(piece)
        XCTAssertTrue(cut.hasPrefix(String(repeating: "a", count: LogQuotes.pieceLimit - 1) + "… ("), String(cut.prefix(260)))
        // Controls are escaped after the cut, so an escape is whole or absent, never half.
        let controls = String(repeating: "\u{1B}", count: 1_000)
        let line = TerminalText(LogQuotes.shortened(controls)).description
        XCTAssertTrue(line.hasPrefix(String(repeating: "\\u{1B}", count: LogQuotes.pieceLimit) + "… (760 more characters)"), String(line.suffix(40)))
        XCTAssertFalse(line.unicodeScalars.contains("\u{1B}"))
        // One cluster over the limit (a letter and a thousand combining marks) is cut inside.
        let heavy = "e" + String(repeating: "\u{301}", count: 1_000)
        XCTAssertEqual(LogQuotes.shortened(heavy).unicodeScalars.count, LogQuotes.pieceLimit + "… (761 more characters)".unicodeScalars.count)
    }

    func testAMegabyteValueMakesAShortDiagnosticAndStaysWholeInJSON() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let value = String(repeating: "A", count: 1 << 20)
        try TestSupport.write(["App/en.lproj/Localizable.strings": "\"k\" = \"\(value)\";\n\"k\" = \"B\";\n"], under: root)
        let out = root.appendingPathComponent("out")
        for format in ["text", "github"] {
            let run = try TestSupport.run(["strings", "--strings", "App", "--format", "json,\(format)", "--output", out.path, "--no-color"], in: root)
            XCTAssertEqual(run.status, 1, run.stderr)
            let lines = (run.stdout + run.stderr).split(separator: "\n")
            let duplicate = try XCTUnwrap(lines.first { $0.contains("l10n.duplicate-key") && $0.contains("is lost") }, format)
            XCTAssertLessThan(duplicate.utf8.count, 600, format)
            XCTAssertTrue(duplicate.contains("… (\((1 << 20) - LogQuotes.pieceLimit) more characters)\" is lost"), String(duplicate))
            XCTAssertTrue(lines.allSatisfy { $0.utf8.count < 2_000 }, format)
        }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("lubaaudit.json"))) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        let message = try XCTUnwrap(findings.compactMap { $0["message"] as? String }.first { $0.contains("is lost") })
        XCTAssertTrue(message.contains("\"\(value)\" is lost"), "the JSON keeps the value whole")
    }
}
