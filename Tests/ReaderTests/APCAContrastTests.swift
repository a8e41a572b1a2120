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

/// APCA Lc against the published reference values of APCA-W3 0.0.98G-4g (the apca-w3 test
/// suite: text first, background second, both polarities), and the config switch that gates on it.
final class APCAContrastTests: XCTestCase {
    func testMatchesThePublishedReferenceValues() throws {
        let reference: [(String, String, Double)] = [
            ("#888888", "#FFFFFF", 63.056469930209424), ("#FFFFFF", "#888888", -68.54146436644962),
            ("#000000", "#AAAAAA", 58.146262578561334), ("#AAAAAA", "#000000", -56.24113336839742),
            ("#112233", "#DDEEFF", 91.66830811481631), ("#DDEEFF", "#112233", -93.06770049484275),
            ("#112233", "#444444", 8.32326136957393), ("#444444", "#112233", -7.526878460278154),
        ]
        for (text, background, expected) in reference {
            let lc = APCAContrast.lightnessContrast(text: try XCTUnwrap(SRGBColor(hex: text)), background: try XCTUnwrap(SRGBColor(hex: background)))
            XCTAssertEqual(lc, expected, accuracy: 1e-9, "\(text) on \(background)")
        }
        // Below the low clip there is no contrast to speak of.
        XCTAssertEqual(APCAContrast.lightnessContrast(text: try XCTUnwrap(SRGBColor(hex: "#777777")), background: try XCTUnwrap(SRGBColor(hex: "#787878"))), 0)
    }

    func testLcIsShownCutTowardFailingWithItsPolarity() {
        XCTAssertEqual(NumberText.lightnessContrast(63.056469930209424), "Lc 63.0")
        XCTAssertEqual(NumberText.lightnessContrast(-68.54146436644962), "Lc -68.5")
        XCTAssertEqual(NumberText.lightnessContrast(74.99), "Lc 74.9")
    }

    func testEveryMeasuredPairCarriesLcAsEvidence() {
        let evaluations = ContrastAudit.evaluate(theme: DefaultTheme.theme)
        XCTAssertFalse(evaluations.isEmpty)
        for evaluation in evaluations {
            XCTAssertNotNil(evaluation.measurement.apcaLc, evaluation.measurement.foreground)
        }
        // Dark on light is positive, light on dark negative.
        let light = evaluations.first { $0.measurement.foreground == "textPrimary" && $0.appearance == .light }
        let dark = evaluations.first { $0.measurement.foreground == "textPrimary" && $0.appearance == .dark }
        XCTAssertGreaterThan(light?.measurement.apcaLc ?? 0, 60)
        XCTAssertLessThan(dark?.measurement.apcaLc ?? 0, -60)
    }

    func testConfigSwitch() throws {
        let bronze = try ConfigReader.read(Data("{\"apca\": true}".utf8), path: "c.json")
        XCTAssertEqual(bronze.apcaMinimums, [.normalText: 75, .largeText: 60, .nonText: 45])
        XCTAssertNil(try ConfigReader.read(Data("{\"apca\": false}".utf8), path: "c.json").apcaMinimums)
        XCTAssertNil(try ConfigReader.read(Data("{}".utf8), path: "c.json").apcaMinimums)
        let custom = try ConfigReader.read(Data("{\"apca\": {\"text\": 90}}".utf8), path: "c.json")
        XCTAssertEqual(custom.apcaMinimums, [.normalText: 90])
        XCTAssertThrowsError(try ConfigReader.read(Data("{\"apca\": {\"decorative\": 15}}".utf8), path: "c.json"))
        XCTAssertThrowsError(try ConfigReader.read(Data("{\"apca\": \"bronze\"}".utf8), path: "c.json"))
    }
}
