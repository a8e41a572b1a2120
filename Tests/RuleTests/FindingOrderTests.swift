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

/// The fast sort (ranked rule ids and files, identities only for ties) gives exactly the order
/// `FindingOrder.precedes` defines.
final class FindingOrderTests: XCTestCase {
    func testSortedMatchesPrecedes() {
        var generator = SystemRandomNumberGenerator()
        let rules = ["l10n.missing-translation", "l10n.empty-value", "icu.syntax", "a11y.contrast.text", "input.syntax", "Ω.rule"]
        let files: [String?] = [nil, "de.lproj/Localizable.strings", "fr.lproj/Localizable.strings", "é/a.strings", "e\u{301}/b.strings"]
        for _ in 0..<20 {
            let findings = (0..<Int.random(in: 0...400, using: &generator)).map { _ -> Finding in
                let file = files.randomElement(using: &generator)!
                return Finding(
                    ruleID: rules.randomElement(using: &generator)!, severity: Severity.allCases.randomElement(using: &generator)!,
                    message: "m", subject: Subject(table: "T", key: "k\(Int.random(in: 0...30, using: &generator))", locale: ["de", "fr"].randomElement(using: &generator)!),
                    location: file.map { SourceLocation(file: $0, line: Int.random(in: 1...3, using: &generator), column: Int.random(in: 1...2, using: &generator)) })
            }
            let expected = findings.sorted(by: FindingOrder.precedes)
            let fast = FindingOrder.sorted(findings)
            XCTAssertEqual(fast.count, expected.count)
            for (a, b) in zip(fast, expected) {
                XCTAssertFalse(FindingOrder.precedes(a, b) || FindingOrder.precedes(b, a), "\(a.identity) vs \(b.identity)")
            }
        }
    }
}
