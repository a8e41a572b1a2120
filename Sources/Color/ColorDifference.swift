import LubaAuditModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE 1976 L*a*b* relative to the D65 white (no chromatic adaptation from sRGB's own white).
/// CIEDE2000 is defined on it.
public struct CIELab: Hashable, Codable, Sendable {
    /// Lightness, 0 ... 100.
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// CIELAB of XYZ against `white`, with the CIE's exact constants ε = 216/24389 and
    /// κ = 24389/27 (not the rounded 0.008856 / 903.3, which leave a kink at the junction).
    public init(_ xyz: CIEXYZ, white: CIEXYZ = .d65White) {
        let epsilon = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        func f(_ ratio: Double) -> Double {
            ratio > epsilon ? cbrt(ratio) : (kappa * ratio + 16) / 116
        }
        let fx = f(xyz.x / white.x)
        let fy = f(xyz.y / white.y)
        let fz = f(xyz.z / white.z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIELAB (D65) of an sRGB color's RGB (alpha ignored).
    public init(_ color: SRGBColor) {
        self.init(color.linear.xyz)
    }
}

/// How different two colors look, as single numbers.
public enum ColorDifference {
    /// CIEDE2000 (CIE 142-2001), following Sharma, Wu & Dalal (2005), "The CIEDE2000
    /// Color-Difference Formula: Implementation Notes, Supplementary Test Data, and
    /// Mathematical Observations": hue 0 when a′ = b = 0, the mean hue taken as the plain sum
    /// when either chroma is 0, and the ±360° branches of their equations (10) and (14).
    /// About 1 is a just-noticeable difference. Symmetric in its arguments.
    public static func ciede2000(
        _ first: CIELab, _ second: CIELab, kL: Double = 1, kC: Double = 1, kH: Double = 1
    ) -> Double {
        let degrees = 180.0 / Double.pi
        let radians = Double.pi / 180.0
        let pow25to7 = 6_103_515_625.0  // 25^7

        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
        let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanChroma = (chroma1 + chroma2) / 2
        let meanChroma7 = pow(meanChroma, 7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25to7)).squareRoot())

        let aPrime1 = (1 + g) * first.a
        let aPrime2 = (1 + g) * second.a
        let cPrime1 = (aPrime1 * aPrime1 + first.b * first.b).squareRoot()
        let cPrime2 = (aPrime2 * aPrime2 + second.b * second.b).squareRoot()

        func hue(_ aPrime: Double, _ b: Double) -> Double {
            if aPrime == 0 && b == 0 { return 0 }
            let angle = atan2(b, aPrime) * degrees
            return angle < 0 ? angle + 360 : angle
        }
        let hPrime1 = hue(aPrime1, first.b)
        let hPrime2 = hue(aPrime2, second.b)

        let deltaLPrime = second.l - first.l
        let deltaCPrime = cPrime2 - cPrime1
        let chromaProduct = cPrime1 * cPrime2
        var deltaHuePrime = 0.0
        if chromaProduct != 0 {
            deltaHuePrime = hPrime2 - hPrime1
            if deltaHuePrime > 180 {
                deltaHuePrime -= 360
            } else if deltaHuePrime < -180 {
                deltaHuePrime += 360
            }
        }
        let deltaHPrime = 2 * chromaProduct.squareRoot() * sin(deltaHuePrime / 2 * radians)

        let meanLPrime = (first.l + second.l) / 2
        let meanCPrime = (cPrime1 + cPrime2) / 2
        let hueSum = hPrime1 + hPrime2
        let meanHPrime: Double
        if chromaProduct == 0 {
            meanHPrime = hueSum
        } else if abs(hPrime1 - hPrime2) <= 180 {
            meanHPrime = hueSum / 2
        } else if hueSum < 360 {
            meanHPrime = (hueSum + 360) / 2
        } else {
            meanHPrime = (hueSum - 360) / 2
        }

        let t =
            1 - 0.17 * cos((meanHPrime - 30) * radians)
            + 0.24 * cos(2 * meanHPrime * radians)
            + 0.32 * cos((3 * meanHPrime + 6) * radians)
            - 0.20 * cos((4 * meanHPrime - 63) * radians)
        let deltaTheta = 30 * exp(-pow((meanHPrime - 275) / 25, 2))
        let meanCPrime7 = pow(meanCPrime, 7)
        let rC = 2 * (meanCPrime7 / (meanCPrime7 + pow25to7)).squareRoot()
        let lightnessOffset = (meanLPrime - 50) * (meanLPrime - 50)
        let sL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let sC = 1 + 0.045 * meanCPrime
        let sH = 1 + 0.015 * meanCPrime * t
        let rT = -sin(2 * deltaTheta * radians) * rC

        let lightnessTerm = deltaLPrime / (kL * sL)
        let chromaTerm = deltaCPrime / (kC * sC)
        let hueTerm = deltaHPrime / (kH * sH)
        let sum =
            lightnessTerm * lightnessTerm + chromaTerm * chromaTerm + hueTerm * hueTerm
            + rT * chromaTerm * hueTerm
        return max(sum, 0).squareRoot()
    }

    /// CIEDE2000 between two sRGB colors via CIELAB D65 (alpha ignored).
    public static func ciede2000(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        ciede2000(CIELab(first), CIELab(second))
    }

    /// ΔE_OK: Euclidean distance in OKLab. With `scale` 100 it reads like CIE ΔE numbers
    /// (about 2 is a just-noticeable difference); the default 1 matches coloraide and CSS.
    public static func deltaEOK(_ first: OKLab, _ second: OKLab, scale: Double = 1) -> Double {
        let dl = first.l - second.l
        let da = first.a - second.a
        let db = first.b - second.b
        return scale * (dl * dl + da * da + db * db).squareRoot()
    }

    /// ΔE_OK between two sRGB colors (alpha ignored).
    public static func deltaEOK(_ first: SRGBColor, _ second: SRGBColor, scale: Double = 1) -> Double {
        deltaEOK(OKLab(first), OKLab(second), scale: scale)
    }
}
