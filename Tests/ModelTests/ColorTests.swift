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


final class SRGBColorTests: XCTestCase {
    func testHexForms() throws {
        let full = try XCTUnwrap(SRGBColor(hex: "#2F5FD0"))
        XCTAssertEqual(full.red, 0x2F / 255.0)
        XCTAssertEqual(full.green, 0x5F / 255.0)
        XCTAssertEqual(full.blue, 0xD0 / 255.0)
        XCTAssertEqual(full.alpha, 1)
        XCTAssertEqual(SRGBColor(hex: "2f5fd0"), full)
        XCTAssertEqual(SRGBColor(hex: "  #2F5FD0\n"), full)
        XCTAssertEqual(SRGBColor(hex: "#2F5FD0FF"), full)
        XCTAssertEqual(SRGBColor(hex: "#F0A"), SRGBColor(rgb: 0xFF00AA))
        let short = try XCTUnwrap(SRGBColor(hex: "#F0A8"))
        XCTAssertEqual(short.alpha, 0x88 / 255.0)
        let translucent = try XCTUnwrap(SRGBColor(hex: "#2F5FD080"))
        XCTAssertEqual(translucent.alpha, 0x80 / 255.0)
        XCTAssertEqual(translucent.opaque, full)
    }

    func testMalformedHexIsRejected() {
        for text in [
            "", "#", "##2F5FD0", "#2F5FD", "#2F5FD0F", "#2F5FD0FF0", "#GGGGGG", "2F 5F D0",
            "#２F5FD0", "#2F5FD0é", "0x2F5FD0", "#-12", "rgb(1,2,3)", "1#23",
        ] {
            XCTAssertNil(SRGBColor(hex: text), text)
        }
    }

    func testHexOutputIsUppercaseWithAlphaOnlyWhenTranslucent() {
        XCTAssertEqual(SRGBColor(rgb: 0x2F5FD0).hex, "#2F5FD0")
        XCTAssertEqual(SRGBColor(rgb: 0x0a0b0c).hex, "#0A0B0C")
        XCTAssertEqual(SRGBColor(rgb: 0x2F5FD0, alpha: 0.5).hex, "#2F5FD080")
        XCTAssertEqual(SRGBColor(rgb: 0x2F5FD0, alpha: 0).hex, "#2F5FD000")
        XCTAssertEqual(SRGBColor(red: 0.5, green: 0.25, blue: 1).hex, "#8040FF")
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let value = UInt32.random(in: 0...0xFF_FFFF, using: &random)
            let alphaByte = Int.random(in: 0...255, using: &random)
            let color = SRGBColor(rgb: value, alpha: Double(alphaByte) / 255)
            XCTAssertEqual(SRGBColor(hex: color.hex), color, color.hex)
        }
    }

    func testPackedInitIgnoresHighByte() {
        XCTAssertEqual(SRGBColor(rgb: 0xFF2F_5FD0), SRGBColor(rgb: 0x2F5FD0))
        let color = SRGBColor(rgb: 0xFF8000, alpha: 0.25)
        XCTAssertEqual(color.red, 1)
        XCTAssertEqual(color.green, 128 / 255.0)
        XCTAssertEqual(color.blue, 0)
        XCTAssertEqual(color.alpha, 0.25)
    }

    func testOutOfRangeChannelsAreClampedAndNaNIsZero() {
        let color = SRGBColor(red: 1.5, green: -0.2, blue: .nan, alpha: .infinity)
        XCTAssertEqual(color.red, 1)
        XCTAssertEqual(color.green, 0)
        XCTAssertEqual(color.blue, 0)
        XCTAssertEqual(color.alpha, 1)
    }

    func testCodableRoundTripIsLosslessAndAcceptsHex() throws {
        let color = SRGBColor(red: 0.123456789, green: 0.5, blue: 0.987654321, alpha: 0.3)
        let data = try JSONEncoder().encode(color)
        XCTAssertEqual(try JSONDecoder().decode(SRGBColor.self, from: data), color)
        let fromHex = try JSONDecoder().decode([SRGBColor].self, from: Data(##"["#2F5FD0", "#FFFFFF80"]"##.utf8))
        XCTAssertEqual(fromHex, [SRGBColor(rgb: 0x2F5FD0), SRGBColor(rgb: 0xFFFFFF, alpha: 128 / 255.0)])
        let withoutAlpha = try JSONDecoder().decode(
            SRGBColor.self, from: Data(#"{"red": 1, "green": 0, "blue": 0}"#.utf8))
        XCTAssertEqual(withoutAlpha, SRGBColor(rgb: 0xFF0000))
        XCTAssertThrowsError(try JSONDecoder().decode(SRGBColor.self, from: Data(##""#12345""##.utf8)))
    }

    func testLinearizationRoundTrips() {
        for step in 0...1000 {
            let value = Double(step) / 1000
            XCTAssertEqual(SRGBColor.gammaEncode(SRGBColor.linearize(value)), value, accuracy: 1e-12)
        }
        XCTAssertEqual(SRGBColor.linearize(-0.5), -SRGBColor.linearize(0.5))
    }
}

final class WCAGContrastTests: XCTestCase {
    func testWhiteOnBlackIs21AndEqualColorsAre1() {
        XCTAssertEqual(WCAGContrast.ratio(.white, .black), 21, accuracy: 1e-12)
        XCTAssertEqual(WCAGContrast.ratio(.black, .white), 21, accuracy: 1e-12)
        var random = SeededRandom(seed: 11)
        for _ in 0..<100 {
            let color = random.color()
            XCTAssertEqual(WCAGContrast.ratio(color, color), 1)
        }
    }

    func testWCAGGrayExamplesOnWhite() throws {
        let gray777 = try XCTUnwrap(SRGBColor(hex: "#777777"))
        let gray767 = try XCTUnwrap(SRGBColor(hex: "#767676"))
        let normalAA = ContrastRequirement.requirement(for: .normalText, level: .aa)
        let ratio777 = WCAGContrast.ratio(gray777, .white)
        let ratio767 = WCAGContrast.ratio(gray767, .white)
        XCTAssertEqual(ratio777, 4.48, accuracy: 0.005)
        XCTAssertEqual(ratio767, 4.54, accuracy: 0.005)
        XCTAssertFalse(normalAA.isMet(by: ratio777))
        XCTAssertTrue(normalAA.isMet(by: ratio767))
        XCTAssertEqual(gray767.relativeLuminance, 0.1812, accuracy: 0.0001)
    }

    func testComparisonIsUnrounded() {
        let normalAA = ContrastRequirement.requirement(for: .normalText)
        XCTAssertFalse(normalAA.isMet(by: 4.499))
        XCTAssertFalse(normalAA.isMet(by: 4.4999999))
        XCTAssertTrue(normalAA.isMet(by: 4.5))
        // A real gray whose ratio prints as 4.50 but is below 4.5 must fail.
        var lighter = 0.0
        var darker = 1.0  // ratio(gray, white) falls as the gray gets lighter
        for _ in 0..<60 {
            let middle = (lighter + darker) / 2
            let ratio = WCAGContrast.ratio(SRGBColor(red: middle, green: middle, blue: middle), .white)
            if ratio >= 4.4996 { lighter = middle } else { darker = middle }
        }
        let gray = SRGBColor(red: darker, green: darker, blue: darker)
        let ratio = WCAGContrast.ratio(gray, .white)
        XCTAssertLessThan(ratio, 4.5)
        XCTAssertEqual(String(format: "%.2f", ratio), "4.50")
        XCTAssertFalse(normalAA.isMet(by: ratio))
    }

    func testThresholdsAreData() {
        func requirement(_ usage: ContrastUsage, _ level: WCAGLevel) -> ContrastRequirement {
            ContrastRequirement.requirement(for: usage, level: level)
        }
        XCTAssertEqual(requirement(.normalText, .aa).minimumRatio, 4.5)
        XCTAssertEqual(requirement(.normalText, .aaa).minimumRatio, 7)
        XCTAssertEqual(requirement(.largeText, .aa).minimumRatio, 3)
        XCTAssertEqual(requirement(.largeText, .aaa).minimumRatio, 4.5)
        XCTAssertEqual(requirement(.nonText, .aa).minimumRatio, 3)
        XCTAssertEqual(requirement(.normalText, .aa).criterion.id, "1.4.3")
        XCTAssertEqual(requirement(.normalText, .aaa).criterion.id, "1.4.6")
        XCTAssertEqual(requirement(.largeText, .aaa).criterion.level, "AAA")
        XCTAssertEqual(requirement(.nonText, .aa).criterion.id, "1.4.11")
        XCTAssertEqual(requirement(.nonText, .aa).criterion.title, "Non-text Contrast")
        XCTAssertTrue(requirement(.nonText, .aa).criterion.url.hasSuffix("non-text-contrast.html"))
        XCTAssertTrue(requirement(.decorative, .aa).isExempt)
        XCTAssertTrue(requirement(.incidental, .aaa).isExempt)
        XCTAssertFalse(requirement(.nonText, .aaa).isExempt)
        // The usage words are the ones `.lubaaudit.json` uses.
        XCTAssertEqual(ContrastUsage(rawValue: "text"), .normalText)
        XCTAssertEqual(ContrastUsage(rawValue: "large-text"), .largeText)
        XCTAssertEqual(ContrastUsage(rawValue: "non-text"), .nonText)
        XCTAssertEqual(ContrastUsage(rawValue: "decorative"), .decorative)
        XCTAssertTrue(requirement(.decorative, .aaa).isMet(by: 1))
        XCTAssertFalse(requirement(.largeText, .aa).isMet(by: 2.999))
        XCTAssertEqual(
            requirement(.normalText, .aa).criterion.reference.title, "WCAG 2.2 SC 1.4.3 Contrast (Minimum) (AA)")
        for usage in ContrastUsage.allCases {
            for level in [WCAGLevel.aa, .aaa] {
                XCTAssertEqual(
                    ContrastRequirement.all.filter { $0.usage == usage && $0.level == level }.count, 1)
            }
        }
    }

    /// WCAG 2.0's 0.03928 and the IEC/WCAG 2.2 0.04045 thresholds give identical luminance
    /// for every 8-bit channel value.
    func testLinearizationThresholdsAgreeAtEightBits() {
        func oldLinearize(_ value: Double) -> Double {
            value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        for byte in 0...255 {
            let value = Double(byte) / 255
            XCTAssertEqual(SRGBColor.linearize(value), oldLinearize(value), "channel \(byte)")
        }
        // Between the thresholds the pieces differ, but by less than 1e-6.
        XCTAssertNotEqual(SRGBColor.linearize(0.04), oldLinearize(0.04))
        for step in 0...1000 {
            let value = 0.03928 + (0.04045 - 0.03928) * Double(step) / 1000
            XCTAssertEqual(SRGBColor.linearize(value), oldLinearize(value), accuracy: 1e-6)
        }
    }

    func testExactAndWCAGWeightsDifferOnlySlightly() {
        XCTAssertEqual(
            LuminanceWeights.srgbPrimaries.red + LuminanceWeights.srgbPrimaries.green
                + LuminanceWeights.srgbPrimaries.blue, 1, accuracy: 1e-12)
        var random = SeededRandom(seed: 12)
        var largest = 0.0
        for _ in 0..<2000 {
            let first = random.color()
            let second = random.color()
            let difference = abs(
                WCAGContrast.ratio(first, second) - WCAGContrast.ratio(first, second, weights: .srgbPrimaries))
            largest = max(largest, difference)
        }
        XCTAssertGreaterThan(largest, 0)
        XCTAssertLessThan(largest, 1e-3)
    }
}

final class CompositingTests: XCTestCase {
    func testSourceOverOpaqueBackground() {
        let halfBlack = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let gray = Compositing.sourceOver(halfBlack, over: .white)
        XCTAssertEqual(gray.red, 0.5, accuracy: 1e-15)
        XCTAssertEqual(gray.alpha, 1)
        XCTAssertEqual(gray.hex, "#808080")

        let red = SRGBColor(rgb: 0xFF0000, alpha: 0.25)
        let mixed = red.composited(over: SRGBColor(rgb: 0x0000FF))
        XCTAssertEqual(mixed.red, 0.25, accuracy: 1e-15)
        XCTAssertEqual(mixed.green, 0)
        XCTAssertEqual(mixed.blue, 0.75, accuracy: 1e-15)

        let opaque = SRGBColor(rgb: 0x123456)
        XCTAssertEqual(opaque.composited(over: .white), opaque)
        let clear = SRGBColor(rgb: 0x123456, alpha: 0)
        XCTAssertEqual(clear.composited(over: SRGBColor(rgb: 0xABCDEF)), SRGBColor(rgb: 0xABCDEF))
    }

    func testSourceOverTranslucentBackgroundCombinesAlpha() {
        let red = SRGBColor(rgb: 0xFF0000, alpha: 0.5)
        let blue = SRGBColor(rgb: 0x0000FF, alpha: 0.5)
        let result = Compositing.sourceOver(red, over: blue)
        XCTAssertEqual(result.alpha, 0.75, accuracy: 1e-15)
        XCTAssertEqual(result.red, 2.0 / 3.0, accuracy: 1e-15)
        XCTAssertEqual(result.blue, 1.0 / 3.0, accuracy: 1e-15)
        let nothing = Compositing.sourceOver(
            SRGBColor(red: 1, green: 1, blue: 1, alpha: 0), over: SRGBColor(red: 1, green: 0, blue: 0, alpha: 0))
        XCTAssertEqual(nothing.alpha, 0)
        // Associativity of source-over: (a over b) over page == a over (b over page).
        let page = SRGBColor(rgb: 0x20C040)
        let stacked = Compositing.sourceOver(result, over: page)
        let sequential = Compositing.sourceOver(red, over: Compositing.sourceOver(blue, over: page))
        XCTAssertEqual(stacked.red, sequential.red, accuracy: 1e-12)
        XCTAssertEqual(stacked.green, sequential.green, accuracy: 1e-12)
        XCTAssertEqual(stacked.blue, sequential.blue, accuracy: 1e-12)
    }

    func testTranslucentBackgroundIsCompositedOverThePageFirst() {
        let scrim = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        let flat = Compositing.flatten(foreground: .black, background: scrim, page: .black)
        XCTAssertEqual(flat.background.red, 0.5, accuracy: 1e-15)
        XCTAssertEqual(flat.background.alpha, 1)
        XCTAssertEqual(flat.foreground, .black)
        let ratio = WCAGContrast.ratio(foreground: .black, background: scrim, page: .black)
        XCTAssertEqual(ratio, WCAGContrast.ratio(.black, SRGBColor(red: 0.5, green: 0.5, blue: 0.5)), accuracy: 1e-12)
        // On a white page the same scrim is white, so black text reaches 21:1.
        XCTAssertEqual(WCAGContrast.ratio(foreground: .black, background: scrim, page: .white), 21, accuracy: 1e-12)
        // A translucent foreground lowers the contrast it would have when opaque.
        let halfBlack = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        XCTAssertLessThan(WCAGContrast.ratio(foreground: halfBlack, background: .white), 5)
    }
}

final class OKLabTests: XCTestCase {
    /// The XYZ → OKLab table in Björn Ottosson's "A perceptual color space for image
    /// processing" (2020), given there to three decimals.
    func testOttossonPublishedXYZValues() {
        let table: [(xyz: (Double, Double, Double), lab: (Double, Double, Double))] = [
            ((0.950, 1.000, 1.089), (1.000, 0.000, 0.000)),
            ((1.000, 0.000, 0.000), (0.450, 1.236, -0.019)),
            ((0.000, 1.000, 0.000), (0.922, -0.671, 0.263)),
            ((0.000, 0.000, 1.000), (0.153, -1.415, -0.449)),
        ]
        for (xyz, expected) in table {
            let lab = OKLab(CIEXYZ(x: xyz.0, y: xyz.1, z: xyz.2))
            XCTAssertEqual(lab.l, expected.0, accuracy: 0.0011, "\(xyz)")
            XCTAssertEqual(lab.a, expected.1, accuracy: 0.0011, "\(xyz)")
            XCTAssertEqual(lab.b, expected.2, accuracy: 0.0011, "\(xyz)")
        }
    }

    func testKnownSRGBValues() {
        let white = OKLab(SRGBColor.white)
        XCTAssertEqual(white.l, 1, accuracy: 1e-12)
        XCTAssertEqual(white.a, 0, accuracy: 1e-12)
        XCTAssertEqual(white.b, 0, accuracy: 1e-12)
        XCTAssertEqual(OKLab(SRGBColor.black).l, 0, accuracy: 1e-12)
        // CSS Color 4: sRGB red is oklab(0.627955 0.224863 0.125846) = oklch(0.627955 0.257683 29.2339).
        let red = SRGBColor(rgb: 0xFF0000)
        XCTAssertEqual(red.oklab.l, 0.627955, accuracy: 1e-6)
        XCTAssertEqual(red.oklab.a, 0.224863, accuracy: 1e-6)
        XCTAssertEqual(red.oklab.b, 0.125846, accuracy: 1e-6)
        XCTAssertEqual(red.oklch.c, 0.257683, accuracy: 1e-6)
        XCTAssertEqual(red.oklch.h, 29.2339, accuracy: 1e-4)
        // Grays have no chroma.
        XCTAssertEqual(SRGBColor(rgb: 0x808080).oklch.c, 0, accuracy: 1e-12)
    }

    func testRoundTrips() {
        var random = SeededRandom(seed: 21)
        for _ in 0..<1000 {
            let color = random.color()
            let back = color.oklab.srgb(mapping: .clip)
            XCTAssertEqual(back.red, color.red, accuracy: 1e-12)
            XCTAssertEqual(back.green, color.green, accuracy: 1e-12)
            XCTAssertEqual(back.blue, color.blue, accuracy: 1e-12)
            let polar = color.oklch
            XCTAssertGreaterThanOrEqual(polar.h, 0)
            XCTAssertLessThan(polar.h, 360)
            let lab = polar.lab
            XCTAssertEqual(lab.l, color.oklab.l, accuracy: 1e-14)
            XCTAssertEqual(lab.a, color.oklab.a, accuracy: 1e-14)
            XCTAssertEqual(lab.b, color.oklab.b, accuracy: 1e-14)
            let xyz = color.oklab.xyz
            let direct = color.linear.xyz
            XCTAssertEqual(xyz.x, direct.x, accuracy: 1e-12)
            XCTAssertEqual(xyz.y, direct.y, accuracy: 1e-12)
            XCTAssertEqual(xyz.z, direct.z, accuracy: 1e-12)
        }
    }

    func testGamutMapping() {
        let vivid = OKLCH(l: 0.7, c: 0.4, h: 150)
        XCTAssertFalse(vivid.lab.isInSRGBGamut)
        let reduced = vivid.srgb(mapping: .reduceChroma)
        let reducedPolar = reduced.oklch
        XCTAssertEqual(reducedPolar.l, 0.7, accuracy: 1e-6)
        XCTAssertEqual(reducedPolar.h, 150, accuracy: 0.01)
        XCTAssertLessThan(reducedPolar.c, 0.4)
        XCTAssertGreaterThan(reducedPolar.c, 0.1)
        // It is the most chroma that fits: a little more leaves the gamut.
        XCTAssertFalse(OKLCH(l: 0.7, c: reducedPolar.c + 0.001, h: 150).lab.isInSRGBGamut)

        let clipped = vivid.srgb(mapping: .clip)
        let linear = vivid.lab.linearSRGB
        func clip(_ value: Double) -> Double { SRGBColor.gammaEncode(min(max(value, 0), 1)) }
        XCTAssertEqual(clipped.red, clip(linear.red), accuracy: 1e-12)
        XCTAssertEqual(clipped.green, clip(linear.green), accuracy: 1e-12)
        XCTAssertEqual(clipped.blue, clip(linear.blue), accuracy: 1e-12)
        XCTAssertTrue([clipped.red, clipped.green, clipped.blue].contains { $0 == 0 || $0 == 1 })
        XCTAssertNotEqual(clipped, reduced)

        XCTAssertEqual(OKLCH(l: 1.2, c: 0.1, h: 40).srgb(), .white)
        XCTAssertEqual(OKLCH(l: -0.1, c: 0.1, h: 40).srgb(), .black)
        let inside = SRGBColor(rgb: 0x2F5FD0)
        let same = inside.oklch.srgb()
        XCTAssertEqual(same.red, inside.red, accuracy: 1e-12)
        XCTAssertEqual(same.blue, inside.blue, accuracy: 1e-12)
    }
}

final class ColorDifferenceTests: XCTestCase {
    /// Sharma, Wu & Dalal (2005), Table 1: all 34 pairs, L*a*b* in and ΔE00 out (kL=kC=kH=1).
    static let sharmaPairs: [(Double, Double, Double, Double, Double, Double, Double)] = [
        (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    func testCIEDE2000MatchesSharmaTable() {
        XCTAssertEqual(Self.sharmaPairs.count, 34)
        for (index, pair) in Self.sharmaPairs.enumerated() {
            let first = CIELab(l: pair.0, a: pair.1, b: pair.2)
            let second = CIELab(l: pair.3, a: pair.4, b: pair.5)
            // The table is rounded to 4 decimals, so a correct value is within half a unit.
            XCTAssertEqual(ColorDifference.ciede2000(first, second), pair.6, accuracy: 0.5e-4, "pair \(index + 1)")
            XCTAssertEqual(ColorDifference.ciede2000(second, first), pair.6, accuracy: 0.5e-4, "pair \(index + 1) swapped")
        }
        XCTAssertEqual(ColorDifference.ciede2000(CIELab(l: 40, a: 10, b: -5), CIELab(l: 40, a: 10, b: -5)), 0)
    }

    func testCIELabOfSRGB() {
        let white = CIELab(SRGBColor.white)
        XCTAssertEqual(white.l, 100, accuracy: 1e-9)
        XCTAssertEqual(white.a, 0, accuracy: 1e-9)
        XCTAssertEqual(white.b, 0, accuracy: 1e-9)
        XCTAssertEqual(CIELab(SRGBColor.black).l, 0, accuracy: 1e-12)
        // Middle gray #777777 has L* ≈ 50.
        XCTAssertEqual(CIELab(SRGBColor(rgb: 0x777777)).l, 50.0, accuracy: 0.1)
        XCTAssertEqual(ColorDifference.ciede2000(SRGBColor.white, .black), 100, accuracy: 1e-9)
    }

    func testDeltaEOK() {
        XCTAssertEqual(ColorDifference.deltaEOK(SRGBColor.white, .black), 1, accuracy: 1e-12)
        XCTAssertEqual(ColorDifference.deltaEOK(SRGBColor.white, .black, scale: 100), 100, accuracy: 1e-10)
        let first = OKLab(l: 0.5, a: 0.1, b: 0)
        let second = OKLab(l: 0.5, a: 0.1 - 0.03, b: 0.04)
        XCTAssertEqual(ColorDifference.deltaEOK(first, second), 0.05, accuracy: 1e-15)
    }
}

final class FixSuggestionTests: XCTestCase {
    func testGrayFixIsTheNearestPassingGray() throws {
        let gray = try XCTUnwrap(SRGBColor(hex: "#777777"))
        let fix = try XCTUnwrap(FixSuggestion.lightness(foreground: gray, background: .white, required: 4.5))
        XCTAssertGreaterThanOrEqual(fix.ratio, 4.55)
        XCTAssertEqual(fix.ratio, WCAGContrast.ratio(fix.color, .white))
        XCTAssertLessThan(fix.deltaL, 0)
        XCTAssertEqual(fix.color.red, fix.color.green)
        XCTAssertEqual(fix.color.green, fix.color.blue)
        // The next lighter 8-bit gray does not reach the 0.05 margin.
        let byte = Int((fix.color.red * 255).rounded())
        let lighter = SRGBColor(red: Double(byte + 1) / 255, green: Double(byte + 1) / 255, blue: Double(byte + 1) / 255)
        XCTAssertLessThan(WCAGContrast.ratio(lighter, .white), 4.55)
    }

    func testAlreadyPassingAndImpossiblePairs() throws {
        let passing = try XCTUnwrap(FixSuggestion.lightness(foreground: .black, background: .white, required: 4.5))
        XCTAssertEqual(passing.color, .black)
        XCTAssertEqual(passing.deltaL, 0)
        let middle = try XCTUnwrap(SRGBColor(hex: "#777777"))
        XCTAssertLessThan(WCAGContrast.ratio(.white, middle), 7)
        XCTAssertLessThan(WCAGContrast.ratio(.black, middle), 7)
        XCTAssertNil(FixSuggestion.lightness(foreground: SRGBColor(rgb: 0x808000), background: middle, required: 7))
    }

    /// Over random pairs: whenever black or white reaches the requirement, a fix is found, it
    /// passes, its reported ratio is its real ratio, and the hue is kept.
    func testFixAlwaysPassesAndKeepsHue() throws {
        var random = SeededRandom(seed: 31)
        var fixes = 0
        var hueChecks = 0
        for iteration in 0..<600 {
            let required = [3.0, 4.5, 7.0][iteration % 3]
            let foreground = random.color()
            let background = random.color()
            let current = WCAGContrast.ratio(foreground, background)
            let reachable =
                WCAGContrast.ratio(.white, background) >= required || WCAGContrast.ratio(.black, background) >= required
            let fix = FixSuggestion.lightness(foreground: foreground, background: background, required: required)
            guard reachable else {
                XCTAssertNil(fix, "\(foreground) on \(background)")
                continue
            }
            let found = try XCTUnwrap(fix, "\(foreground) on \(background) needs \(required)")
            XCTAssertGreaterThanOrEqual(found.ratio, required)
            XCTAssertEqual(found.ratio, WCAGContrast.ratio(found.color, background))
            XCTAssertEqual(found.color.hex, found.color.quantized.hex)
            guard current < required else {
                XCTAssertEqual(found.deltaL, 0)
                continue
            }
            fixes += 1
            XCTAssertEqual(found.deltaL, found.color.oklab.l - foreground.oklab.l, accuracy: 1e-12)
            let before = foreground.oklch
            let after = found.color.oklch
            XCTAssertLessThanOrEqual(after.c, before.c + 0.01)
            if before.c >= 0.05 && after.c >= 0.05 {
                hueChecks += 1
                let turn = abs(before.h - after.h)
                XCTAssertLessThanOrEqual(min(turn, 360 - turn), 3, "\(foreground) → \(found.color)")
            }
            if !found.chromaReduced && before.c > 0.01 {
                XCTAssertEqual(after.c, before.c, accuracy: 0.01)
            }
        }
        XCTAssertGreaterThan(fixes, 150)
        XCTAssertGreaterThan(hueChecks, 50)
    }

    func testFixPicksTheCloserDirection() throws {
        // Dark blue on a dark background: getting lighter is the only way.
        let navy = SRGBColor(rgb: 0x1A2A6C)
        let dark = SRGBColor(rgb: 0x101010)
        let up = try XCTUnwrap(FixSuggestion.lightness(foreground: navy, background: dark, required: 4.5))
        XCTAssertGreaterThan(up.deltaL, 0)
        XCTAssertEqual(up.color.oklch.h, navy.oklch.h, accuracy: 3)
        // Light blue on white: darker.
        let sky = SRGBColor(rgb: 0x8FB8FF)
        let down = try XCTUnwrap(FixSuggestion.lightness(foreground: sky, background: .white, required: 4.5))
        XCTAssertLessThan(down.deltaL, 0)
        XCTAssertGreaterThanOrEqual(down.ratio, 4.5)
    }

    func testTranslucentForegroundIsJudgedComposited() throws {
        let faint = SRGBColor(rgb: 0x3060C0, alpha: 0.6)
        let fix = try XCTUnwrap(FixSuggestion.lightness(foreground: faint, background: .white, required: 4.5))
        XCTAssertEqual(fix.color.alpha, faint.alpha, accuracy: 1 / 255)
        let shown = fix.color.composited(over: .white)
        XCTAssertGreaterThanOrEqual(WCAGContrast.ratio(shown, .white), 4.5)
        XCTAssertEqual(fix.ratio, WCAGContrast.ratio(shown, .white))
    }

    func testNearestPassingToken() throws {
        let failing = SRGBColor(rgb: 0x5B8DEF)  // about 3.3:1 on white
        let tokens: [(name: String, color: SRGBColor)] = [
            ("gray-900", SRGBColor(rgb: 0x111111)),
            ("blue-300", SRGBColor(rgb: 0x8FB8FF)),
            ("blue-700", SRGBColor(rgb: 0x1F4FB5)),
            ("blue-600", SRGBColor(rgb: 0x2F5FD0)),
            ("blue-600-copy", SRGBColor(rgb: 0x2F5FD0)),
        ]
        let best = try XCTUnwrap(
            FixSuggestion.nearestPassingToken(to: failing, candidates: tokens, against: .white, required: 4.5))
        XCTAssertEqual(best.name, "blue-600")
        XCTAssertGreaterThanOrEqual(best.ratio, 4.5)
        XCTAssertEqual(best.deltaE, ColorDifference.deltaEOK(failing, best.color), accuracy: 1e-12)
        for token in tokens where WCAGContrast.ratio(token.color, .white) >= 4.5 {
            XCTAssertGreaterThanOrEqual(ColorDifference.deltaEOK(failing, token.color), best.deltaE)
        }
        XCTAssertNil(
            FixSuggestion.nearestPassingToken(
                to: failing, candidates: [("blue-300", SRGBColor(rgb: 0x8FB8FF))], against: .white, required: 4.5))
        XCTAssertNil(FixSuggestion.nearestPassingToken(to: failing, candidates: [], against: .white, required: 4.5))
    }
}

final class ContrastMatrixTests: XCTestCase {
    func testMatrixEqualsPerPairComputation() throws {
        var random = SeededRandom(seed: 41)
        let foregrounds = (0..<23).map { index in random.color(alpha: index % 5 == 0 ? 0.7 : 1) }
        let backgrounds = (0..<17).map { index in random.color(alpha: index % 4 == 0 ? 0.5 : 1) }
        let page = SRGBColor(rgb: 0x1C1C1E)
        let matrix = ContrastMatrix.compute(
            foregrounds: foregrounds, backgrounds: backgrounds, withSimulations: true, page: page)
        XCTAssertEqual(matrix.conditions, VisionCondition.allCases)
        for (i, foreground) in foregrounds.enumerated() {
            for (j, background) in backgrounds.enumerated() {
                let flat = Compositing.flatten(foreground: foreground, background: background, page: page)
                for condition in VisionCondition.allCases {
                    let expected = WCAGContrast.ratio(
                        condition.apply(to: flat.foreground), condition.apply(to: flat.background))
                    XCTAssertEqual(matrix.ratio(foreground: i, background: j, condition: condition), expected)
                }
                let worst = WorstCaseContrast.of(foreground: foreground, background: background, page: page)
                let fromMatrix = try XCTUnwrap(matrix.worstCase(foreground: i, background: j))
                XCTAssertEqual(fromMatrix.ratio, worst.ratio)
                XCTAssertEqual(fromMatrix.condition, worst.condition)
                XCTAssertEqual(
                    matrix.ratio(foreground: i, background: j),
                    WCAGContrast.ratio(foreground: foreground, background: background, page: page))
            }
        }
        XCTAssertEqual(matrix.ratios(for: .tritanopia).count, 23 * 17)
        XCTAssertNil(matrix.ratio(foreground: 23, background: 0))
        XCTAssertNil(matrix.ratio(foreground: 0, background: -1))
        XCTAssertNil(matrix.worstCase(foreground: -1, background: 0))

        let plain = ContrastMatrix.compute(foregrounds: foregrounds, backgrounds: backgrounds, withSimulations: false)
        XCTAssertEqual(plain.conditions, [.normal])
        XCTAssertNil(plain.ratio(foreground: 0, background: 0, condition: .protanopia))
        XCTAssertTrue(plain.ratios(for: .deuteranopia).isEmpty)
        let empty = ContrastMatrix.compute(foregrounds: [], backgrounds: backgrounds, withSimulations: true)
        XCTAssertEqual(empty.foregroundCount, 0)
        XCTAssertNil(empty.worstCase(foreground: 0, background: 0))
    }

    /// 500 × 500 pairs, light and dark appearance, typical vision plus three simulations.
    /// The time is printed for information; the benchmark records it.
    func testFiveHundredSquaredInBothAppearances() throws {
        var random = SeededRandom(seed: 51)
        let light = (0..<500).map { _ in random.color() }
        let lightBackgrounds = (0..<500).map { _ in random.color() }
        let dark = (0..<500).map { _ in random.color() }
        let darkBackgrounds = (0..<500).map { _ in random.color() }
        let clock = ContinuousClock()
        var matrices: [ContrastMatrix] = []
        let elapsed = clock.measure {
            matrices.append(
                ContrastMatrix.compute(foregrounds: light, backgrounds: lightBackgrounds, withSimulations: true))
            matrices.append(
                ContrastMatrix.compute(
                    foregrounds: dark, backgrounds: darkBackgrounds, withSimulations: true, page: .black))
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        print("ContrastMatrix: 2 × 500×500 × 4 conditions in \(String(format: "%.3f", seconds)) s")
        XCTAssertEqual(matrices.map { $0.ratios(for: .tritanopia).count }, [250_000, 250_000])
        // Spot check a pair against the per-pair path.
        let spot = WorstCaseContrast.of(foreground: dark[123], background: darkBackgrounds[456], page: .black)
        XCTAssertEqual(matrices[1].worstCase(foreground: 123, background: 456)?.ratio, spot.ratio)
        // Speed is measured by `make bench`, never asserted in tests.
    }
}

/// Cross-checks against the Python library coloraide (PyPI), an independent implementation.
///
/// Where coloraide's constants differ from ours and how the comparison matches them:
/// - Contrast: coloraide's `wcag21` takes luminance as XYZ Y through the exact sRGB matrix
///   (0.21263900587…, 0.71516867876…, 0.07219231536…); WCAG prints 0.2126/0.7152/0.0722. The
///   1e-9 comparison uses `LuminanceWeights.srgbPrimaries`; the audit's default `.wcag`
///   weights stay within 1e-3 of it (checked in `WCAGContrastTests`).
/// - OKLab: coloraide uses Ottosson's matrices in their double-precision XYZ form (as CSS
///   Color 4), which is what `OKLab` uses too — his blog's 10-digit linear-sRGB matrix would
///   differ at ~1e-9. Its sRGB → XYZ matrix and 4-digit D65 white are also ours.
/// - CIEDE2000: coloraide's default space is `lab-d65` (D65 white from xy 0.3127/0.3290,
///   ε = 216/24389, κ = 24389/27), the same CIELAB as `CIELab`; no chromatic adaptation.
/// - sRGB transfer: both use the 0.04045 threshold with the curve mirrored for negatives.
final class ColoraideComparisonTests: XCTestCase {
    private static let program = """
        import sys
        from coloraide import Color
        with open(sys.argv[1]) as pairs:
            for line in pairs:
                v = [float(x) for x in line.split()]
                first = Color('srgb', v[0:3])
                second = Color('srgb', v[3:6])
                out = [first.contrast(second, method='wcag21')]
                out += first.convert('oklab').coords()
                out += first.convert('oklch').coords()
                out += [first.delta_e(second, method='2000'), first.delta_e(second, method='ok')]
                print(' '.join(repr(float(x)) for x in out))
        """

    func testAgreesWithColoraide() throws {
        let python = try Self.coloraidePython()
        var random = SeededRandom(seed: 61)
        var pairs: [(SRGBColor, SRGBColor)] = [(.white, .black), (SRGBColor(rgb: 0x777777), .white)]
        while pairs.count < 400 { pairs.append((random.color(), random.color())) }

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lubaaudit-coloraide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = pairs.map { first, second in
            [first.red, first.green, first.blue, second.red, second.green, second.blue]
                .map { "\($0)" }.joined(separator: " ")
        }.joined(separator: "\n")
        let inputURL = directory.appendingPathComponent("pairs.txt")
        let programURL = directory.appendingPathComponent("compare.py")
        try Data(input.utf8).write(to: inputURL)
        try Data(Self.program.utf8).write(to: programURL)

        let run = try Self.run(python, [programURL.path, inputURL.path])
        XCTAssertEqual(run.status, 0, run.error)
        let lines = run.output.split(separator: "\n")
        XCTAssertEqual(lines.count, pairs.count)
        var hueComparisons = 0
        for (index, line) in lines.enumerated() where index < pairs.count {
            let values = line.split(separator: " ").compactMap { Double(String($0)) }
            guard values.count == 9 else {
                XCTFail("unexpected line: \(line)")
                continue
            }
            let (first, second) = pairs[index]
            let label = "\(first.hex) / \(second.hex) (pair \(index))"
            XCTAssertEqual(
                WCAGContrast.ratio(first, second, weights: .srgbPrimaries), values[0], accuracy: 1e-9, label)
            let lab = first.oklab
            XCTAssertEqual(lab.l, values[1], accuracy: 1e-9, label)
            XCTAssertEqual(lab.a, values[2], accuracy: 1e-9, label)
            XCTAssertEqual(lab.b, values[3], accuracy: 1e-9, label)
            let polar = first.oklch
            XCTAssertEqual(polar.l, values[4], accuracy: 1e-9, label)
            XCTAssertEqual(polar.c, values[5], accuracy: 1e-9, label)
            if polar.c >= 1e-4 && !values[6].isNaN {
                hueComparisons += 1
                let turn = abs(polar.h - values[6])
                XCTAssertLessThanOrEqual(min(turn, 360 - turn), 1e-9, label)
            }
            XCTAssertEqual(ColorDifference.ciede2000(first, second), values[7], accuracy: 1e-9, label)
            XCTAssertEqual(ColorDifference.deltaEOK(first, second), values[8], accuracy: 1e-9, label)
        }
        XCTAssertGreaterThan(hueComparisons, 300)
    }

    /// A python that imports coloraide: the project venv, the system python, or the venv that
    /// Scripts/ensure-coloraide.sh creates; skips when none can be had (no network, no pip).
    private static func coloraidePython() throws -> String {
        let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
        let venvPython = root.appendingPathComponent(".build/pyenv/bin/python").path
        if FileManager.default.isExecutableFile(atPath: venvPython),
            (try? run(venvPython, ["-c", "import coloraide"]))?.status == 0
        {
            return venvPython
        }
        if let system = try? run("/usr/bin/env", ["python3", "-c", "import coloraide, sys; print(sys.executable)"]),
            system.status == 0
        {
            let path = system.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if !path.isEmpty { return path }
        }
        let script = TestSupport.repoRoot.appendingPathComponent("Tests/Support/Scripts/ensure-coloraide.sh").path
        let installed = try? run("/bin/bash", [script])
        guard let installed, installed.status == 0 else {
            throw XCTSkip(
                "coloraide is not importable and Scripts/ensure-coloraide.sh could not install it "
                    + "(pip install coloraide into .build/pyenv failed: "
                    + "\(installed?.error.suffix(300) ?? "script did not run")); skipping the coloraide cross-check")
        }
        let path = installed.output.split(separator: "\n").last.map(String.init) ?? venvPython
        return path.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func run(_ executable: String, _ arguments: [String]) throws
        -> (status: Int32, output: String, error: String)
    {
        // stderr goes to a file so a chatty pip can never block on a full pipe while stdout
        // is being read.
        let errorURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("lubaaudit-coloraide-stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: errorURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? FileManager.default.removeItem(at: errorURL) }
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer { try? errorHandle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), errorText)
    }
}
