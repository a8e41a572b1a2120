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

/// One number contract for every output: cut toward failing, margins that add up.
final class NumberTextTests: XCTestCase {
    func testSmallValuesWithManySignificantDigitsStillRead() {
        XCTAssertEqual(NumberText.measured(0.00712398172398172, digits: 3), "0.007")
        XCTAssertEqual(NumberText.measured(0.000123456789012345678, digits: 5), "0.00012")
    }

    func testValuesAreCutTowardFailing() {
        XCTAssertEqual(NumberText.ratio(4.4999), "4.49:1", "a failing value never reads as the threshold")
        XCTAssertEqual(NumberText.ratio(4.5), "4.50:1")
        XCTAssertEqual(NumberText.measured(4.35), "4.35", "the decimal as written, not its binary 4.3499…")
        XCTAssertEqual(NumberText.measured(0.29), "0.29")
        XCTAssertEqual(NumberText.measured(21), "21.00")
        XCTAssertEqual(NumberText.measured(-0.0001), "-0.01", "below zero is cut down too")
        XCTAssertEqual(NumberText.measured(1e-7), "0.00")
        XCTAssertEqual(NumberText.measured(123_456.789, digits: 1), "123456.7")
        XCTAssertEqual(NumberText.measured(0.2501, passing: .atMost), "0.26", "a value that must stay low is cut up")
        XCTAssertEqual(NumberText.threshold(4.5), "4.50")
        XCTAssertEqual(NumberText.threshold(4.4949), "4.50", "a threshold never reads lower than it is")
        XCTAssertEqual(NumberText.measured(.nan), "?")
        XCTAssertEqual(NumberText.ratio(.infinity), "?:1")
        XCTAssertEqual(NumberText.points(44), "44")
        XCTAssertEqual(NumberText.points(43.99), "43.9")
        XCTAssertEqual(NumberText.points(17.5), "17.5")
        XCTAssertEqual(NumberText.percent(0.97849), "97.8%")
        XCTAssertEqual(NumberText.percent(0.99999), "99.9%", "an incomplete locale never reads 100%")
        XCTAssertEqual(NumberText.percent(1), "100.0%")
    }

    func testMarginsAddUpWithTheShownNumbers() {
        XCTAssertEqual(NumberText.margin(17.7599, threshold: 4.5), "+13.25", "17.75 − 4.50")
        XCTAssertEqual(NumberText.margin(4.4999, threshold: 4.5), "-0.01", "a failing pair has a negative margin")
        XCTAssertEqual(NumberText.margin(4.5, threshold: 4.5), "+0.00")
        XCTAssertEqual(NumberText.margin(0.30, threshold: 0.25, passing: .atMost), "-0.05")
        var random = SeededRandom(seed: 13)
        for _ in 0..<20_000 {
            let ratio = 1 + Double(random.next() % 2_000_000) / 100_000
            let threshold = [3, 4.5, 7][Int(random.next() % 3)]
            let shown = Decimal(string: NumberText.measured(ratio))!
            let needed = Decimal(string: NumberText.threshold(threshold))!
            let margin = Decimal(string: NumberText.margin(ratio, threshold: threshold))!
            XCTAssertEqual(shown - needed, margin, "\(ratio) vs \(threshold)")
            XCTAssertEqual(margin < 0, ratio < threshold, "the sign tells pass from fail: \(ratio) vs \(threshold)")
            XCTAssertLessThanOrEqual(shown, Decimal(string: ratio.description)!)
            XCTAssertGreaterThan(shown + Decimal(string: "0.01")!, Decimal(string: ratio.description)!)
        }
    }

    func testEveryOutputWritesAPairsRatioTheSameWay() throws {
        var result = ReportFixture.realistic()
        // 4.4999 must read 4.49 in the HTML card, the heat map, the text table and the finding.
        result.accessibility?.pairs[2].ratio = 4.4999
        result.accessibility?.heatMaps[0].ratios[6] = 4.4999
        result.findings = result.findings.map { finding in
            var finding = finding
            if finding.ruleID == "a11y.contrast.text" { finding.measured = 4.4999 }
            return finding
        }
        let html = HTMLReport.render(result)
        let table = ContrastTextTable.render(try XCTUnwrap(result.accessibility), color: false)
        XCTAssertTrue(html.contains("fails at 4.49:1"), "card")
        XCTAssertTrue(html.contains(">✗ 4.49</a></td>"), "heat map")
        XCTAssertTrue(html.contains("4.49 (threshold 4.50)"), "Measured row")
        XCTAssertTrue(html.contains("✗ 4.49:1, needs 4.50:1"), "summary's worst pairs")
        XCTAssertFalse(html.contains("at 4.50:1") || html.contains("✗ 4.50:1") || html.contains(" 4.50</a></td>"), "never rounded up")
        XCTAssertTrue(table.contains("   4.49    4.50    -0.01"), table)
        let junit = JUnitReport.render(result)
        XCTAssertTrue(junit.contains("measured: 4.49 (threshold 4.50)"), "JUnit")
    }
}
