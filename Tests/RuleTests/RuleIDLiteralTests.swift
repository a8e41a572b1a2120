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

/// Nothing outside the rules spells a rule id: what a rule counts for is on its description,
/// and code elsewhere reads it there (or takes the id from the description).
final class RuleIDLiteralTests: XCTestCase {

    func testNoSourceOutsideTheRulesHoldsARuleIDLiteral() throws {
        let sources = TestSupport.repoRoot.appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(pattern: "\"(l10n|icu|a11y|input|import)\\.[a-z]")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var scanned = 0
        var found: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(TestSupport.repoRoot.path.count + 1))
            guard !path.hasPrefix("Sources/Rules/") else { continue }
            scanned += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                // A comment may name a rule: it is no match on one.
                let code = line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : line
                if pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                    found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertGreaterThan(scanned, 100, "the scan reads the sources")
        XCTAssertEqual(found, [], "read the rule's description instead of spelling its id")
    }

    func testTheScanSeesALiteral() throws {
        let pattern = try NSRegularExpression(pattern: "\"(l10n|icu|a11y|input|import)\\.[a-z]")
        for line in ["case \"l10n.empty-value\": x", "ruleID: \"import.table\"", "[\"a11y.contrast.text\"]"] {
            XCTAssertNotNil(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
        for line in ["\"lubaaudit.json\"", "\"icuVersion\"", "\"input\"", "// \"l10n.empty-value\""] where !line.hasPrefix("//") {
            XCTAssertNil(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
    }
}
