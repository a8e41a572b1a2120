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


final class DynamicTypeTableTests: XCTestCase {
    /// Spot checks against the HIG tables (Typography → Specifications).
    func testPublishedCells() {
        let body = DynamicTypeTable.metrics(.body, .large)
        XCTAssertEqual(body.pointSize, 17)
        XCTAssertEqual(body.leading, 22)
        XCTAssertEqual(body.weight, .regular)
        XCTAssertEqual(DynamicTypeTable.metrics(.headline).weight, .semibold)
        XCTAssertEqual(DynamicTypeTable.metrics(.headline).pointSize, 17)
        XCTAssertEqual(DynamicTypeTable.metrics(.largeTitle, .xSmall).pointSize, 31)
        XCTAssertEqual(DynamicTypeTable.metrics(.largeTitle, .xSmall).leading, 38)
        XCTAssertEqual(DynamicTypeTable.metrics(.caption2, .large).pointSize, 11)
        XCTAssertEqual(DynamicTypeTable.metrics(.caption2, .medium).leading, 13)
        XCTAssertEqual(DynamicTypeTable.metrics(.subheadline, .xxxLarge).leading, 28)
        XCTAssertEqual(DynamicTypeTable.metrics(.body, .accessibility1).pointSize, 28)
        XCTAssertEqual(DynamicTypeTable.metrics(.title1, .accessibility2).leading, 51)
        XCTAssertEqual(DynamicTypeTable.metrics(.footnote, .accessibility3).pointSize, 33)
        XCTAssertEqual(DynamicTypeTable.metrics(.callout, .accessibility4).leading, 52)
        XCTAssertEqual(DynamicTypeTable.metrics(.body, .accessibility5).pointSize, 53)
        XCTAssertEqual(DynamicTypeTable.metrics(.body, .accessibility5).leading, 62)
        XCTAssertEqual(DynamicTypeTable.metrics(.largeTitle, .accessibility5).pointSize, 60)
        XCTAssertEqual(DynamicTypeTable.metrics(.caption2, .accessibility5).leading, 48)
        XCTAssertEqual(DynamicTypeTable.emphasizedWeight(.title2), .bold)
        XCTAssertEqual(DynamicTypeTable.emphasizedWeight(.title3), .semibold)
        XCTAssertEqual(DynamicTypeTable.pointSize(.callout), 16)
    }

    /// Shape checks over all 132 cells: sizes never shrink as the setting grows, leading is
    /// at least the size, headline and body share sizes, and sizes respect the HIG's 11 pt floor.
    func testTableIsComplete() {
        var cells = 0
        for style in TextStyle.allCases {
            var previous: DynamicTypeMetrics?
            for category in ContentSizeCategory.allCases {
                let cell = DynamicTypeTable.metrics(style, category)
                cells += 1
                XCTAssertGreaterThanOrEqual(cell.leading, cell.pointSize, "\(style) \(category)")
                XCTAssertGreaterThanOrEqual(cell.pointSize, 11)
                if let previous {
                    XCTAssertGreaterThanOrEqual(cell.pointSize, previous.pointSize, "\(style) \(category)")
                    XCTAssertGreaterThanOrEqual(cell.leading, previous.leading, "\(style) \(category)")
                }
                previous = cell
                XCTAssertEqual(
                    DynamicTypeTable.pointSize(.headline, category), DynamicTypeTable.pointSize(.body, category))
            }
        }
        XCTAssertEqual(cells, 132)
        // Styles keep their order at every size.
        for category in ContentSizeCategory.allCases {
            let sizes = TextStyle.allCases.map { DynamicTypeTable.pointSize($0, category) }
            XCTAssertEqual(sizes, sizes.sorted(by: >), "\(category)")
        }
    }

    func testNames() {
        XCTAssertEqual(TextStyle(name: "title"), .title1)
        XCTAssertEqual(TextStyle(name: ".caption"), .caption1)
        XCTAssertEqual(TextStyle(name: "Caption 2"), .caption2)
        XCTAssertEqual(TextStyle(name: "Subhead"), .subheadline)
        XCTAssertEqual(TextStyle(name: "UIFontTextStyleLargeTitle"), .largeTitle)
        XCTAssertEqual(TextStyle(name: "Large Title"), .largeTitle)
        XCTAssertNil(TextStyle(name: "title4"))
        XCTAssertNil(TextStyle(name: "bödy"))
        XCTAssertNil(TextStyle(name: ""))
        for style in TextStyle.allCases {
            XCTAssertEqual(TextStyle(name: style.rawValue), style)
        }

        XCTAssertEqual(ContentSizeCategory(name: "AX3"), .accessibility3)
        XCTAssertEqual(ContentSizeCategory(name: "Large (Default)"), .large)
        XCTAssertEqual(ContentSizeCategory(name: "extraExtraLarge"), .xxLarge)
        XCTAssertEqual(ContentSizeCategory(name: "accessibilityMedium"), .accessibility1)
        XCTAssertEqual(ContentSizeCategory(name: "UIContentSizeCategoryAccessibilityExtraExtraExtraLarge"), .accessibility5)
        XCTAssertNil(ContentSizeCategory(name: "huge"))
        for category in ContentSizeCategory.allCases {
            XCTAssertEqual(ContentSizeCategory(name: category.rawValue), category)
            XCTAssertEqual(ContentSizeCategory(name: category.shortName), category)
        }
        XCTAssertTrue(ContentSizeCategory.accessibility1.isAccessibilitySize)
        XCTAssertFalse(ContentSizeCategory.xxxLarge.isAccessibilitySize)
        XCTAssertLessThan(ContentSizeCategory.xSmall, ContentSizeCategory.accessibility5)
    }

    func testLargeTextPerWCAG() {
        XCTAssertTrue(DynamicTypeTable.isLargeText(pointSize: 24, bold: false))
        XCTAssertFalse(DynamicTypeTable.isLargeText(pointSize: 23.9, bold: false))
        XCTAssertTrue(DynamicTypeTable.isLargeText(pointSize: 18.67, bold: true))
        XCTAssertTrue(DynamicTypeTable.isLargeText(pointSize: 14 * 4 / 3, bold: true))
        XCTAssertFalse(DynamicTypeTable.isLargeText(pointSize: 18.6, bold: true))
        XCTAssertFalse(DynamicTypeTable.isLargeText(pointSize: 18.67, bold: false))
        // Semibold is not bold.
        XCTAssertFalse(FontWeight.semibold.isBold)
        XCTAssertTrue(FontWeight.bold.isBold)
        XCTAssertTrue(FontWeight.black.isBold)
        XCTAssertFalse(DynamicTypeTable.isLargeText(pointSize: 20, weight: .semibold))
        XCTAssertTrue(DynamicTypeTable.isLargeText(pointSize: 19, weight: .heavy))
        // Styles: Title 2 (22 regular) is not large; emphasized (bold) it is.
        XCTAssertFalse(DynamicTypeTable.isLargeText(.title2, .large))
        XCTAssertTrue(DynamicTypeTable.isLargeText(.title2, .large, emphasized: true))
        XCTAssertTrue(DynamicTypeTable.isLargeText(.title1, .large))
        // Headline is semibold at every size, so only size can make it large.
        XCTAssertFalse(DynamicTypeTable.isLargeText(.headline, .xxxLarge))
        XCTAssertTrue(DynamicTypeTable.isLargeText(.headline, .accessibility1))
        // Title 3 emphasized is semibold: 20 pt stays normal text.
        XCTAssertFalse(DynamicTypeTable.isLargeText(.title3, .large, emphasized: true))
        XCTAssertEqual(DynamicTypeTable.firstLargeTextCategory(.body), .accessibility1)
        XCTAssertEqual(DynamicTypeTable.firstLargeTextCategory(.caption2), .accessibility2)
        XCTAssertEqual(DynamicTypeTable.firstLargeTextCategory(.title1), .xSmall)
        XCTAssertEqual(DynamicTypeTable.firstLargeTextCategory(.title3), .xxLarge)
        XCTAssertEqual(DynamicTypeTable.firstLargeTextCategory(.title2, emphasized: true), .xSmall)
        XCTAssertEqual(DynamicTypeTable.firstLargeTextCategory(.title2), .xLarge)
        XCTAssertEqual(DynamicTypeTable.contrastUsage(pointSize: 17, weight: .regular), .normalText)
        XCTAssertEqual(DynamicTypeTable.contrastUsage(pointSize: 34, weight: .regular), .largeText)
    }
}
