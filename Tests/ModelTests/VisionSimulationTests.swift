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


final class VisionSimulationTests: XCTestCase {
    /// Pure linear red/green/blue pick out one column of the paper's matrix, so each output is
    /// a published number (Machado et al. 2009, Table 1, severity 1.0), clamped to 0...1.
    func testPrimariesGiveThePaperMatrixColumns() {
        let red = simulate(SRGBColor(rgb: 0xFF0000), .protanopia).linear
        XCTAssertEqual(red.red, 0.152286, accuracy: 1e-12)
        XCTAssertEqual(red.green, 0.114503, accuracy: 1e-12)
        XCTAssertEqual(red.blue, 0, accuracy: 1e-12)  // -0.003882 clamped

        let green = simulate(SRGBColor(rgb: 0x00FF00), .deuteranopia).linear
        XCTAssertEqual(green.red, 0.860646, accuracy: 1e-12)
        XCTAssertEqual(green.green, 0.672501, accuracy: 1e-12)
        XCTAssertEqual(green.blue, 0.042940, accuracy: 1e-12)

        let blue = simulate(SRGBColor(rgb: 0x0000FF), .tritanopia).linear
        XCTAssertEqual(blue.red, 0, accuracy: 1e-12)  // -0.178779 clamped
        XCTAssertEqual(blue.green, 0.147602, accuracy: 1e-12)
        XCTAssertEqual(blue.blue, 0.303900, accuracy: 1e-12)

        let blueProtan = simulate(SRGBColor(rgb: 0x0000FF), .protanopia).linear
        XCTAssertEqual(blueProtan.red, 0, accuracy: 1e-12)  // -0.204868 clamped
        XCTAssertEqual(blueProtan.green, 0.099216, accuracy: 1e-12)
        XCTAssertEqual(blueProtan.blue, 1, accuracy: 1e-12)  // 1.051998 clamped
    }

    /// The matrix is applied in linear light, not to gamma-encoded values.
    func testMatrixIsAppliedInLinearLight() {
        let color = SRGBColor(rgb: 0x80C040)
        let linear = color.linear
        let m = VisionDeficiency.deuteranopia.machadoMatrix
        let expectedRed = m[0] * linear.red + m[1] * linear.green + m[2] * linear.blue
        let simulated = simulate(color, .deuteranopia)
        XCTAssertEqual(simulated.red, SRGBColor.gammaEncode(expectedRed), accuracy: 1e-12)
        let gammaSpaceRed = m[0] * color.red + m[1] * color.green + m[2] * color.blue
        XCTAssertGreaterThan(abs(simulated.red - gammaSpaceRed), 0.01)
    }

    func testNeutralsStayNeutralAndAlphaIsKept() {
        for deficiency in VisionDeficiency.allCases {
            let matrix = deficiency.machadoMatrix
            for row in 0..<3 {
                XCTAssertEqual(matrix[row * 3] + matrix[row * 3 + 1] + matrix[row * 3 + 2], 1, accuracy: 2e-6)
            }
            for gray in [0.0, 0.2, 0.5, 0.9, 1.0] {
                let simulated = simulate(SRGBColor(red: gray, green: gray, blue: gray), deficiency)
                XCTAssertEqual(simulated.red, gray, accuracy: 1e-5)
                XCTAssertEqual(simulated.green, gray, accuracy: 1e-5)
                XCTAssertEqual(simulated.blue, gray, accuracy: 1e-5)
            }
            XCTAssertEqual(simulate(SRGBColor(rgb: 0x336699, alpha: 0.4), deficiency).alpha, 0.4)
        }
        XCTAssertEqual(VisionCondition.normal.apply(to: SRGBColor(rgb: 0x336699)), SRGBColor(rgb: 0x336699))
        XCTAssertNil(VisionCondition.normal.deficiency)
        XCTAssertEqual(VisionCondition.tritanopia.deficiency, .tritanopia)
    }

    func testSimulatedColorsStayInGamut() {
        var random = SeededRandom(seed: 71)
        for _ in 0..<500 {
            let color = random.color()
            for deficiency in VisionDeficiency.allCases {
                let linear = deficiency.simulate(color.linear)
                XCTAssertTrue(linear.isInGamut(tolerance: 0))
            }
        }
    }

    /// Red on green has fair contrast for typical vision but almost none for protanopes and
    /// deuteranopes; the worst case must find that.
    func testWorstCaseFindsTheDeficiencyThatHurts() {
        let red = SRGBColor(rgb: 0xD03030)
        let green = SRGBColor(rgb: 0x30A030)
        let worst = WorstCaseContrast.of(foreground: red, background: green)
        XCTAssertEqual(worst.normalRatio, WCAGContrast.ratio(red, green))
        XCTAssertLessThan(worst.ratio, worst.normalRatio)
        XCTAssertTrue([.protanopia, .deuteranopia].contains(worst.condition))
        let expected = VisionDeficiency.allCases.map {
            WCAGContrast.ratio(simulate(red, $0), simulate(green, $0))
        }.min() ?? 0
        XCTAssertEqual(worst.ratio, min(expected, worst.normalRatio))

        let extremes = WorstCaseContrast.of(foreground: .black, background: .white)
        XCTAssertEqual(extremes.ratio, 21, accuracy: 1e-3)
        let same = WorstCaseContrast.of(foreground: green, background: green)
        XCTAssertEqual(same.ratio, 1)
        XCTAssertEqual(same.condition, .normal)
    }

    func testWorstCaseCompositesBeforeSimulating() {
        let translucent = SRGBColor(rgb: 0x000000, alpha: 0.5)
        let worst = WorstCaseContrast.of(foreground: translucent, background: .white)
        let gray = Compositing.sourceOver(translucent, over: .white)
        XCTAssertEqual(worst.normalRatio, WCAGContrast.ratio(gray, .white))
        XCTAssertLessThan(worst.normalRatio, 5)
    }
}
