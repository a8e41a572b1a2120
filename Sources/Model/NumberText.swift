/// The one way every output writes a measured number, its threshold and the margin between
/// them, so a ratio reads the same in the terminal, the HTML cards, the heat map, JUnit and the
/// JSON evidence.
///
/// Numbers are cut, never rounded, and always on the side that cannot make a failing value look
/// passing: a contrast of 4.4999 reads 4.49, not 4.50. The cut is made on the shortest decimal
/// that reads back as the same `Double` (what Swift prints), so a value written 0.29 is 0.29,
/// not the 0.28999… its binary form holds. The margin is worked out from the shown value and the
/// shown threshold, so "17.75 needs 4.50, margin +13.25" always adds up.
public enum NumberText {
    /// What passing means for a measured value.
    public enum Passing: String, Sendable, Hashable, Codable {
        /// The value must reach the threshold (contrast, touch-target size, text size).
        case atLeast
        /// The value must stay at or below it (a share of untranslated values).
        case atMost
    }

    /// "4.49:1".
    public static func ratio(_ value: Double) -> String {
        measured(value, digits: 2) + ":1"
    }

    /// The value with `digits` decimals, cut toward failing: down when it must reach a
    /// threshold, up when it must stay below one. "?" when it is not a finite number.
    public static func measured(_ value: Double, digits: Int = 2, passing: Passing = .atLeast) -> String {
        guard let scaled = scaled(value, digits: digits, up: passing == .atMost) else { return "?" }
        return text(scaled, digits: digits)
    }

    /// A threshold, cut away from passing (it never reads lower than it is for `atLeast`).
    public static func threshold(_ value: Double, digits: Int = 2, passing: Passing = .atLeast) -> String {
        guard let scaled = scaled(value, digits: digits, up: passing == .atLeast) else { return "?" }
        return text(scaled, digits: digits)
    }

    /// "+13.25" / "-0.01": the shown value minus the shown threshold (for `atMost`, the
    /// threshold minus the value), so a failing value always has a negative margin.
    public static func margin(_ value: Double, threshold: Double, digits: Int = 2, passing: Passing = .atLeast) -> String {
        guard let shown = scaled(value, digits: digits, up: passing == .atMost),
              let limit = scaled(threshold, digits: digits, up: passing == .atLeast) else { return "?" }
        let difference = passing == .atLeast ? shown - limit : limit - shown
        return (difference < 0 ? "-" : "+") + text(abs(difference), digits: digits)
    }

    /// A size in points: whole numbers as they are ("44"), others with one decimal, cut down
    /// ("43.9" for 43.99, which is below 44).
    public static func points(_ value: Double) -> String {
        guard let tenths = scaled(value, digits: 1, up: false) else { return "?" }
        return tenths % 10 == 0 ? String(tenths / 10) : text(tenths, digits: 1)
    }

    /// "97.8%" for a share of 0.978..., cut toward failing like any measured value.
    public static func percent(_ share: Double, digits: Int = 1, passing: Passing = .atLeast) -> String {
        measured(share * 100, digits: digits, passing: passing) + "%"
    }

    /// "Lc 63.0" / "Lc -68.5": an APCA lightness contrast, its magnitude cut toward failing
    /// like any measured value, its sign (the polarity) kept.
    public static func lightnessContrast(_ value: Double) -> String {
        "Lc " + (value < 0 ? "-" : "") + measured(abs(value), digits: 1)
    }

    /// A count as every output writes it: plain digits, no grouping (machine-readable alike).
    public static func count(_ value: Int) -> String { String(value) }

    /// `value` × 10^digits, floored (or ceiled with `up`), computed on the shortest decimal that
    /// reads back as `value`. Nil for NaN, infinities and magnitudes the reports never hold.
    package static func scaled(_ value: Double, digits: Int, up: Bool) -> Int? {
        guard value.isFinite, abs(value) < 1e12, (0...9).contains(digits) else { return nil }
        guard let (negative, mantissa, exponent) = decimal(value) else { return nil }
        // value = ±mantissa × 10^exponent; wanted: ⌊±mantissa × 10^(exponent + digits)⌋.
        let shift = exponent + digits
        var magnitude: Int
        var inexact = false
        if shift >= 0 {
            magnitude = mantissa
            for _ in 0..<shift { magnitude *= 10 }
        } else if -shift > 18 {
            magnitude = 0
            inexact = mantissa != 0
        } else {
            var divisor = 1
            for _ in 0..<(-shift) { divisor *= 10 }
            magnitude = mantissa / divisor
            inexact = mantissa % divisor != 0
        }
        // Cutting the magnitude moves toward zero: one more step away from zero where the
        // wanted direction is away from it.
        if inexact && (negative != up) { magnitude += 1 }
        return negative ? -magnitude : magnitude
    }

    /// The shortest decimal of `value` as sign, integer mantissa and power of ten.
    package static func decimal(_ value: Double) -> (negative: Bool, mantissa: Int, exponent: Int)? {
        var text = Substring(value.description)
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let power = Int(text[text.index(after: e)...]) else { return nil }
            exponent = power
            text = text[..<e]
        }
        var digits = ""
        if let dot = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: dot)...]
            digits = String(text[..<dot]) + fraction
            exponent -= fraction.count
        } else {
            digits = String(text)
        }
        // Trailing zeros of the fraction ("4.50") only lengthen the mantissa.
        while digits.count > 1, digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        // Leading zeros ("0.00712…" reads "000712…") do not count toward the 18 digits an Int holds.
        digits = String(digits.drop { $0 == "0" })
        if digits.isEmpty { digits = "0" }
        guard digits.count <= 18, let mantissa = Int(digits) else { return nil }
        return (negative, mantissa, exponent)
    }

    /// An integer count of 10^-digits units as "w.ff".
    package static func text(_ scaled: Int, digits: Int) -> String {
        let negative = scaled < 0
        var divisor = 1
        for _ in 0..<digits { divisor *= 10 }
        let magnitude = abs(scaled)
        var out = negative ? "-" : ""
        out += String(magnitude / divisor)
        if digits > 0 {
            let fraction = String(magnitude % divisor)
            out += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return out
    }
}
