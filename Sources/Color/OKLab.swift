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

/// A color in Björn Ottosson's OKLab (2020): L is perceived lightness 0...1, a is green–red and
/// b is blue–yellow. Euclidean distance here tracks perceived difference far better than in
/// sRGB, which is why fix suggestions move along L and rank tokens by ΔE_OK.
///
/// Matrices: Ottosson's M1 (XYZ → LMS) recomputed in double precision for the 4-digit D65
/// white, and his M2 (LMS^⅓ → Lab) in double precision — the form CSS Color 4 and coloraide
/// publish. Ottosson's blog prints them to 10 digits; the two forms agree to ~1e-9 in L, a, b
/// and with these white maps to exactly (1, 0, 0) up to rounding.
public struct OKLab: Hashable, Codable, Sendable {
    /// Lightness, 0 (black) ... 1 (white).
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// XYZ (D65) → LMS, row-major.
    package static let xyzToLMS: [Double] = [
        0.819022437996703, 0.3619062600528904, -0.1288737815209879,
        0.03298365393238847, 0.9292868615863434, 0.03614466635064236,
        0.04817718935962421, 0.2642395317527308, 0.6335478284694309,
    ]
    /// LMS → XYZ (D65), the inverse.
    package static let lmsToXYZ: [Double] = [
        1.226879875845924, -0.5578149944602171, 0.2813910456659647,
        -0.04057574521480083, 1.112286803280317, -0.07171105806551635,
        -0.07637293667466008, -0.42149333240224324, 1.5869240198367818,
    ]
    /// Cube-rooted LMS → OKLab (M2).
    package static let lmsRootToLab: [Double] = [
        0.21045426830931396, 0.7936177747023053, -0.0040720430116192585,
        1.9779985324311686, -2.42859224204858, 0.450593709617411,
        0.025904042465547734, 0.7827717124575297, -0.8086757549230774,
    ]
    /// OKLab → cube-rooted LMS, the inverse of M2.
    package static let labToLMSRoot: [Double] = [
        1.0, 0.3963377773761749, 0.21580375730991364,
        1.0, -0.10556134581565857, -0.0638541728258133,
        1.0, -0.08948417752981186, -1.2914855480194092,
    ]

    /// OKLab of CIE XYZ (D65, white Y = 1).
    public init(_ xyz: CIEXYZ) {
        let m = Self.xyzToLMS
        let lRoot = cbrt(m[0] * xyz.x + m[1] * xyz.y + m[2] * xyz.z)
        let mRoot = cbrt(m[3] * xyz.x + m[4] * xyz.y + m[5] * xyz.z)
        let sRoot = cbrt(m[6] * xyz.x + m[7] * xyz.y + m[8] * xyz.z)
        let n = Self.lmsRootToLab
        self.init(
            l: n[0] * lRoot + n[1] * mRoot + n[2] * sRoot,
            a: n[3] * lRoot + n[4] * mRoot + n[5] * sRoot,
            b: n[6] * lRoot + n[7] * mRoot + n[8] * sRoot
        )
    }

    /// OKLab of linear sRGB (values outside 0...1 allowed).
    public init(_ linear: LinearRGB) {
        self.init(linear.xyz)
    }

    /// OKLab of an sRGB color's RGB (alpha ignored).
    public init(_ color: SRGBColor) {
        self.init(color.linear)
    }

    /// CIE XYZ (D65) of this color.
    public var xyz: CIEXYZ {
        let n = Self.labToLMSRoot
        let lRoot = n[0] * l + n[1] * a + n[2] * b
        let mRoot = n[3] * l + n[4] * a + n[5] * b
        let sRoot = n[6] * l + n[7] * a + n[8] * b
        let lms = (lRoot * lRoot * lRoot, mRoot * mRoot * mRoot, sRoot * sRoot * sRoot)
        let m = Self.lmsToXYZ
        return CIEXYZ(
            x: m[0] * lms.0 + m[1] * lms.1 + m[2] * lms.2,
            y: m[3] * lms.0 + m[4] * lms.1 + m[5] * lms.2,
            z: m[6] * lms.0 + m[7] * lms.1 + m[8] * lms.2
        )
    }

    /// Linear sRGB, unclamped: components outside 0...1 mean the color is outside sRGB.
    public var linearSRGB: LinearRGB { xyz.linearSRGB }

    /// Whether the color can be shown in sRGB (within rounding noise).
    public var isInSRGBGamut: Bool { linearSRGB.isInGamut() }

    /// The polar form: chroma and hue in degrees.
    public var lch: OKLCH { OKLCH(self) }

    /// The sRGB color for this OKLab value, bringing out-of-gamut colors inside as `mapping` says.
    public func srgb(alpha: Double = 1, mapping: GamutMapping = .reduceChroma) -> SRGBColor {
        let linear = linearSRGB
        if linear.isInGamut() { return SRGBColor(linear, alpha: alpha) }
        switch mapping {
        case .clip:
            return SRGBColor(linear, alpha: alpha)  // SRGBColor clamps each channel
        case .reduceChroma:
            return lch.srgbReducingChroma(alpha: alpha)
        }
    }
}

/// How to show a color that sRGB cannot.
public enum GamutMapping: String, Codable, Sendable, CaseIterable {
    /// Clamp each channel: cheap, but shifts hue and lightness for vivid colors.
    case clip
    /// Keep lightness and hue and lower chroma until the color fits (bisection), which is
    /// what a designer expects when asking for "the same color, lighter".
    case reduceChroma = "reduce-chroma"
}

/// OKLab in polar form: lightness, chroma (colorfulness, 0 for grays) and hue angle.
public struct OKLCH: Hashable, Codable, Sendable {
    public var l: Double
    /// Chroma ≥ 0; sRGB colors stay below about 0.33.
    public var c: Double
    /// Hue in degrees, 0 ..< 360 (0 for grays, where hue is meaningless).
    public var h: Double

    public init(l: Double, c: Double, h: Double) {
        self.l = l
        self.c = max(c, 0)
        let wrapped = h.isFinite ? h.truncatingRemainder(dividingBy: 360) : 0
        self.h = wrapped < 0 ? wrapped + 360 : wrapped
    }

    public init(_ lab: OKLab) {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        self.init(l: lab.l, c: chroma, h: atan2(lab.b, lab.a) * 180 / .pi)
    }

    public init(_ color: SRGBColor) {
        self.init(OKLab(color))
    }

    public var lab: OKLab {
        let radians = h * .pi / 180
        return OKLab(l: l, a: c * cos(radians), b: c * sin(radians))
    }

    /// The sRGB color, gamut-mapped as `mapping` says.
    public func srgb(alpha: Double = 1, mapping: GamutMapping = .reduceChroma) -> SRGBColor {
        lab.srgb(alpha: alpha, mapping: mapping)
    }

    /// Lightness at or beyond the ends is white or black; otherwise the largest chroma ≤ c at
    /// this lightness and hue that fits in sRGB, found by bisection (60 halvings reach the
    /// double-precision limit), with the last rounding noise clamped away.
    package func srgbReducingChroma(alpha: Double) -> SRGBColor {
        if l >= 1 { return SRGBColor(red: 1, green: 1, blue: 1, alpha: alpha) }
        if l <= 0 { return SRGBColor(red: 0, green: 0, blue: 0, alpha: alpha) }
        var inside = 0.0
        var outside = c
        let radians = h * .pi / 180
        let (cosH, sinH) = (cos(radians), sin(radians))
        for _ in 0..<60 {
            let middle = (inside + outside) / 2
            let probe = OKLab(l: l, a: middle * cosH, b: middle * sinH)
            if probe.linearSRGB.isInGamut(tolerance: 0) { inside = middle } else { outside = middle }
        }
        let fitted = OKLab(l: l, a: inside * cosH, b: inside * sinH)
        return SRGBColor(fitted.linearSRGB, alpha: alpha)
    }
}

extension SRGBColor {
    /// This color in OKLab (alpha ignored).
    public var oklab: OKLab { OKLab(self) }
    /// This color in OKLCH (alpha ignored).
    public var oklch: OKLCH { OKLCH(self) }
}
