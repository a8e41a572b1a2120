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
import XCTest

/// `l10n.ambiguous-translation`'s grouping of equal values against a dictionary of their
/// bytes, with real hashes and with hashes made to collide.
final class EqualValueGroupsTests: XCTestCase {
    func testGroupsAreTheRepeatedValuesInFirstUseOrder() {
        let pieces = ["Open", "Close", "Öffnen", "O\u{308}ffnen", "a", "", "Open ", "\u{1F600}"]
        var generator = SystemRandomNumberGenerator()
        let hashes: [(UnsafeBufferPointer<UInt8>) -> UInt32] = [KeyIndex.hash, { _ in 7 }, { UInt32($0.count < 5 ? 1 : 2) }]
        for round in 0..<400 {
            let values = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            // Some positions are not uses (values kept as the source's, blank ones).
            let uses = values.indices.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }.map(Int32.init)
            var firstOf: [[UInt8]: Int] = [:]
            var expected: [[Int32]] = []
            for use in uses {
                let bytes = Array(values[Int(use)].utf8)
                if let group = firstOf[bytes] {
                    expected[group].append(use)
                } else {
                    firstOf[bytes] = expected.count
                    expected.append([use])
                }
            }
            expected.removeAll { $0.count < 2 }
            for (number, hash) in hashes.enumerated() {
                let groups = EqualValueGroups(uses, limit: values.count, hash: hash) { values[Int($0)] }
                XCTAssertEqual(groups.repeated, expected, "round \(round), hash \(number): \(values) at \(uses)")
            }
        }
    }

    func testCanonicallyEquivalentValuesAreDifferentValues() {
        let values = ["Öffnen", "O\u{308}ffnen", "Öffnen"]
        XCTAssertEqual(EqualValueGroups([0, 1, 2], limit: 3) { values[Int($0)] }.repeated, [[0, 2]])
    }
}
