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

/// Results of the parallel maps must not outlive the arrays they are returned in: the buffer
/// they are gathered in once kept every table and every rule's findings until exit.
final class ParallelMapTests: XCTestCase {
    private final class Tracked: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    func testParallelMapReleasesItsResults() {
        weak var first: Tracked?
        weak var last: Tracked?
        do {
            let results = Array(0..<64).parallelMap { Tracked($0) }
            XCTAssertEqual(results.map(\.value), Array(0..<64))
            first = results.first
            last = results.last
            XCTAssertNotNil(first)
        }
        XCTAssertNil(first)
        XCTAssertNil(last)
    }

    func testOwnThreadsMapReleasesItsResults() {
        weak var first: Tracked?
        do {
            let results = Array(0..<4).mapOnOwnThreads { Tracked($0 * 2) }
            XCTAssertEqual(results.map(\.value), [0, 2, 4, 6])
            first = results.first
            XCTAssertNotNil(first)
        }
        XCTAssertNil(first)
    }
}
