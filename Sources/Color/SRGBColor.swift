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

/// A color as design tokens and the platform state it: gamma-encoded sRGB channels and a
/// straight (not premultiplied) alpha, each in 0...1.
///
/// Every contrast, compositing and color-difference computation in the audit starts here, so the
/// initializers never trap on odd input: out-of-range channels are clamped and NaN becomes 0.
/// Alpha stays with the color; luminance and color-difference functions ignore it, and
/// `Compositing` is where translucency is resolved against what lies underneath.
public struct SRGBColor: Hashable, Sendable {
    /// Gamma-encoded red, 0...1.
    public private(set) var red: Double
    /// Gamma-encoded green, 0...1.
    public private(set) var green: Double
    /// Gamma-encoded blue, 0...1.
    public private(set) var blue: Double
    /// Straight alpha, 0 (transparent) ... 1 (opaque).
    public private(set) var alpha: Double

    /// Makes a color from channels in 0...1; values outside are clamped and NaN becomes 0,
    /// because colors come from user files and arithmetic that may overshoot by an ulp.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// Makes a color from a packed 0xRRGGBB value, the form Swift and UIKit code use for
    /// literals. Bits above the low 24 are ignored; alpha is given separately.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Parses "#RRGGBB", "RRGGBB", "#RGB", "#RGBA" and "#RRGGBBAA" (either case, surrounding
    /// ASCII whitespace allowed). Returns nil for anything else rather than guessing, so a typo
    /// in a token file becomes a finding instead of a silently wrong color.
    public init?(hex: String) {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        var seenHash = false
        var utf8 = Substring(hex).utf8[...]
        while let first = utf8.first, Self.isASCIISpace(first) { utf8 = utf8.dropFirst() }
        while let last = utf8.last, Self.isASCIISpace(last) { utf8 = utf8.dropLast() }
        for byte in utf8 {
            if byte == UInt8(ascii: "#") && digits.isEmpty && !seenHash {
                seenHash = true
                continue
            }
            guard let value = Self.hexValue(byte), digits.count < 8 else { return nil }
            digits.append(value)
        }
        let channels: [Double]
        switch digits.count {
        case 3, 4:
            channels = digits.map { Double($0 * 17) / 255 }
        case 6, 8:
            channels = stride(from: 0, to: digits.count, by: 2).map {
                Double(digits[$0] * 16 + digits[$0 + 1]) / 255
            }
        default:
            return nil
        }
        self.init(
            red: channels[0], green: channels[1], blue: channels[2],
            alpha: channels.count == 4 ? channels[3] : 1
        )
    }

    /// Uppercase "#RRGGBB", or "#RRGGBBAA" when the alpha is below 1 at 8-bit precision:
    /// the form designers paste into Figma and token files. Channels round to the nearest byte.
    public var hex: String {
        let bytes = [red, green, blue].map(Self.byte)
        let alphaByte = Self.byte(alpha)
        var text = "#"
        for value in bytes { text += Self.hexPair(value) }
        if alphaByte < 255 { text += Self.hexPair(alphaByte) }
        return text
    }

    /// The same color with alpha 1: what a color reads as once nothing can show through it.
    public var opaque: SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, alpha: 1)
    }

    /// The color with every channel (alpha too) rounded to 8 bits, i.e. what `hex` denotes.
    /// Fix suggestions are quantized so the ratio they report is the ratio of the hex they print.
    public var quantized: SRGBColor {
        SRGBColor(
            red: Double(Self.byte(red)) / 255, green: Double(Self.byte(green)) / 255,
            blue: Double(Self.byte(blue)) / 255, alpha: Double(Self.byte(alpha)) / 255
        )
    }

    /// The channels decoded to linear light, where light adds up (luminance, simulation, OKLab).
    public var linear: LinearRGB {
        LinearRGB(
            red: Self.linearize(red), green: Self.linearize(green), blue: Self.linearize(blue)
        )
    }

    /// Encodes linear light back to sRGB, clamping to the gamut; alpha is carried over.
    public init(_ linear: LinearRGB, alpha: Double = 1) {
        self.init(
            red: Self.gammaEncode(linear.red), green: Self.gammaEncode(linear.green),
            blue: Self.gammaEncode(linear.blue), alpha: alpha
        )
    }

    public static let white = SRGBColor(red: 1, green: 1, blue: 1)
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)

    /// The sRGB decoding curve (IEC 61966-2-1): linear below 0.04045, a 2.4 power above.
    ///
    /// WCAG 2.0 printed the threshold as 0.03928 (taken from a draft of the sRGB standard);
    /// WCAG 2.1 and 2.2 were corrected in May 2021 to the IEC value 0.04045, which CSS Color 4
    /// and color libraries use too. The two give identical results for 8-bit channels, because no
    /// k/255 lies between them (10/255 ≈ 0.03922 is below both, 11/255 ≈ 0.04314 above both);
    /// for other inputs the two curve pieces differ in between by less than 1e-6.
    /// Negative input mirrors the curve, so out-of-gamut intermediates (OKLab) stay invertible.
    @inlinable
    public static func linearize(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let value =
            magnitude <= 0.04045
            ? magnitude / 12.92
            : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }

    /// The inverse of `linearize`: linear below 0.0031308, a 1/2.4 power above; mirrors negatives.
    @inlinable
    public static func gammaEncode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let value =
            magnitude <= 0.0031308
            ? magnitude * 12.92
            : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    private static func unit(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    private static func byte(_ unitValue: Double) -> Int {
        Int((unitValue * 255).rounded())
    }

    private static func hexPair(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[(value >> 4) & 0xF], digits[value & 0xF]])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension SRGBColor: Codable {
    private enum CodingKeys: String, CodingKey {
        case red, green, blue, alpha
    }

    /// Decodes either a hex string ("#2F5FD0") or an object {red, green, blue, alpha?} with
    /// channels in 0...1, because token files use the first and lossless reports the second.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            guard let color = SRGBColor(hex: text) else {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "not a hex color: \(text.debugDescription)")
            }
            self = color
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try container.decode(Double.self, forKey: .red),
            green: try container.decode(Double.self, forKey: .green),
            blue: try container.decode(Double.self, forKey: .blue),
            alpha: try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
        )
    }

    /// Encodes the exact channels as an object, so a composited or simulated color survives a
    /// round trip that an 8-bit hex string would round.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(alpha, forKey: .alpha)
    }
}

extension SRGBColor: CustomStringConvertible {
    public var description: String { hex }
}

/// Linear-light sRGB components. Unlike `SRGBColor` these are not clamped: conversions pass
/// through values outside 0...1 so that gamut handling can see how far out a color is.
public struct LinearRGB: Hashable, Codable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Whether every component lies in 0...1 give or take `tolerance` (rounding noise from
    /// matrix round trips is about 1e-15).
    public func isInGamut(tolerance: Double = 1e-9) -> Bool {
        red >= -tolerance && red <= 1 + tolerance
            && green >= -tolerance && green <= 1 + tolerance
            && blue >= -tolerance && blue <= 1 + tolerance
    }

    /// CIE XYZ (D65, Y = 1 for white) through the sRGB primaries matrix.
    public var xyz: CIEXYZ {
        let m = CIEXYZ.fromLinearSRGB
        return CIEXYZ(
            x: m[0] * red + m[1] * green + m[2] * blue,
            y: m[3] * red + m[4] * green + m[5] * blue,
            z: m[6] * red + m[7] * green + m[8] * blue
        )
    }
}

/// CIE 1931 XYZ tristimulus values relative to D65, scaled so white has Y = 1.
/// The hub between sRGB, OKLab and CIELAB.
public struct CIEXYZ: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The D65 white point from its 4-digit chromaticity (x 0.3127, y 0.3290), as sRGB, CSS
    /// Color 4 and coloraide define it; the 5-digit ASTM values would move results by ~1e-5.
    public static let d65White = CIEXYZ(x: 0.3127 / 0.3290, y: 1, z: (1 - 0.3127 - 0.3290) / 0.3290)

    /// Linear sRGB → XYZ, row-major, derived from the sRGB primaries and the white above
    /// (the values CSS Color 4 publishes). Its middle row is the luminance weighting.
    public static let fromLinearSRGB: [Double] = [
        0.4123907992659593, 0.357584339383878, 0.1804807884018343,
        0.21263900587151024, 0.715168678767756, 0.07219231536073371,
        0.01933081871559182, 0.11919477979462598, 0.9505321522496607,
    ]

    /// XYZ → linear sRGB, the inverse of `fromLinearSRGB`.
    public static let toLinearSRGB: [Double] = [
        3.240969941904523, -1.5373831775700941, -0.4986107602930035,
        -0.9692436362808797, 1.8759675015077204, 0.04155505740717562,
        0.05563007969699365, -0.20397695888897652, 1.0569715142428784,
    ]

    /// Linear sRGB for these tristimulus values (unclamped).
    public var linearSRGB: LinearRGB {
        let m = Self.toLinearSRGB
        return LinearRGB(
            red: m[0] * x + m[1] * y + m[2] * z,
            green: m[3] * x + m[4] * y + m[5] * z,
            blue: m[6] * x + m[7] * y + m[8] * z
        )
    }
}
