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

/// The README's rule table is what the registry generates, as docs/rules is (`RuleReferenceTests`).
final class READMERuleTableTests: XCTestCase {
    static let readme = TestSupport.repoRoot.appendingPathComponent("README.md")

    func testTheREADMEsTableIsWhatTheRulesGenerate() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let committed = try XCTUnwrap(READMERuleTable.current(in: text), "README.md needs \(READMERuleTable.begin) and \(READMERuleTable.end) around the rule table")
        XCTAssertEqual(committed, READMERuleTable.table(RuleCatalog.descriptions), "README.md's rule table differs from the rules: regenerate with `swift run \(READMERuleTable.command)`")
    }

    func testEveryRuleHasOneRowLinkingItsPage() {
        let table = READMERuleTable.table(RuleCatalog.descriptions)
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| [") }
        XCTAssertEqual(rows.count, RuleCatalog.descriptions.count)
        for rule in RuleCatalog.descriptions {
            XCTAssertEqual(rows.filter { $0.hasPrefix("| [`\(rule.id)`](<docs/rules/\(rule.id).md>) |") }.count, 1, rule.id)
        }
        // The rule the hand-kept table had left out.
        XCTAssertTrue(table.contains("[`a11y.contrast.apca`]"))
    }

    func testTheTableDoesNotDependOnTheOrderRulesComeIn() {
        let rules = RuleCatalog.descriptions
        XCTAssertEqual(READMERuleTable.table(rules), READMERuleTable.table(rules.reversed()))
    }

    func testOnlyTheLinesBetweenTheMarkersChange() throws {
        let rules = Array(RuleCatalog.descriptions.prefix(2))
        let text = "# Title\n\nbefore\n\(READMERuleTable.begin)\n| old | table |\n\(READMERuleTable.end)\nafter\n"
        let replaced = try XCTUnwrap(READMERuleTable.replacing(in: text, rules: rules))
        XCTAssertEqual(replaced, "# Title\n\nbefore\n\(READMERuleTable.begin)\n" + READMERuleTable.table(rules) + "\(READMERuleTable.end)\nafter\n")
        XCTAssertEqual(READMERuleTable.current(in: replaced), READMERuleTable.table(rules))
        XCTAssertEqual(READMERuleTable.replacing(in: replaced, rules: rules), replaced, "a second run changes nothing")
    }

    func testMissingRepeatedOrSwappedMarkersChangeNothing() {
        let rules = RuleCatalog.descriptions
        let (begin, end) = (READMERuleTable.begin, READMERuleTable.end)
        XCTAssertNil(READMERuleTable.replacing(in: "no markers\n", rules: rules))
        XCTAssertNil(READMERuleTable.replacing(in: "\(begin)\nonly the start\n", rules: rules))
        XCTAssertNil(READMERuleTable.replacing(in: "\(end)\n\(begin)\n", rules: rules))
        XCTAssertNil(READMERuleTable.replacing(in: "\(begin)\n\(end)\n\(begin)\n\(end)\n", rules: rules))
        XCTAssertNil(READMERuleTable.replacing(in: "text \(begin)\n\(end)\n", rules: rules), "a marker stands on a line of its own")
    }

    func testTheRulesCommandWritesTheTableIntoTheNamedFile() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        let readme = dir.appendingPathComponent("README.md")
        try "# Demo\n\(READMERuleTable.begin)\n\(READMERuleTable.end)\nend\n".write(to: readme, atomically: true, encoding: .utf8)
        let run = try TestSupport.run(["rules", "--format", "markdown", "--output", "pages", "--readme", "README.md"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let written = try String(contentsOf: readme, encoding: .utf8)
        XCTAssertEqual(READMERuleTable.current(in: written), READMERuleTable.table(RuleCatalog.descriptions))
        XCTAssertTrue(written.hasPrefix("# Demo\n") && written.hasSuffix("\(READMERuleTable.end)\nend\n"))

        try "# No markers\n".write(to: readme, atomically: true, encoding: .utf8)
        let refused = try TestSupport.run(["rules", "--format", "markdown", "--output", "other", "--readme", "README.md"], in: dir)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains(READMERuleTable.begin), refused.stderr)
        XCTAssertEqual(try String(contentsOf: readme, encoding: .utf8), "# No markers\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("other").path), "nothing written when the README is refused")
        let textFormat = try TestSupport.run(["rules", "--readme", "README.md"], in: dir)
        XCTAssertEqual(textFormat.status, 2)
    }
}
