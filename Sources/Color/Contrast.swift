import LubaAuditModel
/// The weights that turn linear sRGB into relative luminance.
///
/// WCAG prints them rounded to four digits; the exact values are the Y row of the sRGB → XYZ
/// matrix (what CSS Color 4 and coloraide use). Ratios differ by under 1e-3 (most for
/// saturated red or green on black), which can flip a verdict only for a pair that close to a
/// threshold — so the audit uses the WCAG text, and the exact weights exist to compare with
/// libraries that use them.
public struct LuminanceWeights: Hashable, Codable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// WCAG 2.2 "relative luminance": L = 0.2126 R + 0.7152 G + 0.0722 B.
    public static let wcag = LuminanceWeights(red: 0.2126, green: 0.7152, blue: 0.0722)

    /// The unrounded Y row of `CIEXYZ.fromLinearSRGB`.
    public static let srgbPrimaries = LuminanceWeights(
        red: CIEXYZ.fromLinearSRGB[3], green: CIEXYZ.fromLinearSRGB[4], blue: CIEXYZ.fromLinearSRGB[5]
    )
}

/// WCAG 2.2 relative luminance and contrast ratio.
public enum WCAGContrast {
    /// Relative luminance (0 black ... 1 white) of the color's RGB; alpha is ignored, so
    /// composite a translucent color first (`Compositing`).
    @inlinable
    public static func relativeLuminance(
        _ color: SRGBColor, weights: LuminanceWeights = .wcag
    ) -> Double {
        weights.red * SRGBColor.linearize(color.red)
            + weights.green * SRGBColor.linearize(color.green)
            + weights.blue * SRGBColor.linearize(color.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 ... 21. Unrounded, so a caller compares
    /// the true value: 4.499 fails 4.5 even though it prints as "4.50".
    @inlinable
    public static func ratio(luminance first: Double, _ second: Double) -> Double {
        let lighter = max(first, second)
        let darker = min(first, second)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Contrast ratio of two colors' RGB (order does not matter; alpha ignored).
    @inlinable
    public static func ratio(
        _ first: SRGBColor, _ second: SRGBColor, weights: LuminanceWeights = .wcag
    ) -> Double {
        ratio(
            luminance: relativeLuminance(first, weights: weights),
            relativeLuminance(second, weights: weights))
    }

    /// Contrast as seen on screen: a translucent background is first composited over the page,
    /// then the foreground over that result, and the ratio is taken between the two.
    public static func ratio(
        foreground: SRGBColor, background: SRGBColor, page: SRGBColor = .white,
        weights: LuminanceWeights = .wcag
    ) -> Double {
        let flat = Compositing.flatten(foreground: foreground, background: background, page: page)
        return ratio(flat.foreground, flat.background, weights: weights)
    }
}

extension SRGBColor {
    /// WCAG relative luminance of the RGB channels (alpha ignored).
    public var relativeLuminance: Double { WCAGContrast.relativeLuminance(self) }

    /// WCAG contrast ratio against another color's RGB (alpha ignored).
    public func contrastRatio(with other: SRGBColor) -> Double { WCAGContrast.ratio(self, other) }
}

/// A WCAG success criterion that sets a contrast threshold.
public struct SuccessCriterion: Hashable, Codable, Sendable {
    /// "1.4.3"
    public var id: String
    /// "Contrast (Minimum)"
    public var title: String
    /// "AA" or "AAA"
    public var level: String
    /// The W3C "Understanding" page, which explains the criterion's intent and exceptions.
    public var url: String

    public init(id: String, title: String, level: String, url: String) {
        self.id = id
        self.title = title
        self.level = level
        self.url = url
    }

    public static let contrastMinimum = SuccessCriterion(
        id: "1.4.3", title: "Contrast (Minimum)", level: "AA",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html")
    public static let contrastEnhanced = SuccessCriterion(
        id: "1.4.6", title: "Contrast (Enhanced)", level: "AAA",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-enhanced.html")
    public static let nonTextContrast = SuccessCriterion(
        id: "1.4.11", title: "Non-text Contrast", level: "AA",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html")

    /// The form findings carry: "WCAG 2.2 SC 1.4.3 Contrast (Minimum) (AA)".
    public var reference: Reference {
        Reference("WCAG 2.2 SC \(id) \(title) (\(level))", url: url)
    }
}

/// What a color pair is used for; the usage decides the threshold.
/// Raw values are the words `.lubaaudit.json` and reports use ("text", "large-text", …).
public enum ContrastUsage: String, Codable, Sendable, CaseIterable {
    /// Text below the large-text size (see `DynamicTypeTable.isLargeText`).
    case normalText = "text"
    /// Text at least 24 pt, or 18.67 pt bold.
    case largeText = "large-text"
    /// Icons, control boundaries, focus indicators and other graphics needed to understand
    /// or operate the UI (WCAG 1.4.11).
    case nonText = "non-text"
    /// Pure decoration: exempt from contrast requirements.
    case decorative
    /// Text of inactive (disabled) controls, invisible text, text inside a picture, and
    /// logotypes: WCAG 1.4.3's "incidental" and "logotypes" exceptions, so exempt.
    case incidental
}

/// A contrast threshold as data: which usage and level it applies to, the minimum ratio and
/// the criterion that sets it, so findings can quote their source.
public struct ContrastRequirement: Hashable, Codable, Sendable {
    public var usage: ContrastUsage
    public var level: WCAGLevel
    /// The ratio a pair must reach (≥, unrounded). 1 for exempt usages, which every pair meets.
    public var minimumRatio: Double
    /// True for decorative/incidental content: the check reports nothing for it.
    public var isExempt: Bool
    public var criterion: SuccessCriterion

    public init(
        usage: ContrastUsage, level: WCAGLevel, minimumRatio: Double, isExempt: Bool = false,
        criterion: SuccessCriterion
    ) {
        self.usage = usage
        self.level = level
        self.minimumRatio = minimumRatio
        self.isExempt = isExempt
        self.criterion = criterion
    }

    /// Every (usage, level) combination. Non-text has no AAA criterion, so at AAA it keeps the
    /// 1.4.11 threshold of 3:1; decorative and incidental content are exempt under the
    /// exceptions of 1.4.3 (and 1.4.6 at AAA).
    public static let all: [ContrastRequirement] = [
        ContrastRequirement(usage: .normalText, level: .aa, minimumRatio: 4.5, criterion: .contrastMinimum),
        ContrastRequirement(usage: .normalText, level: .aaa, minimumRatio: 7, criterion: .contrastEnhanced),
        ContrastRequirement(usage: .largeText, level: .aa, minimumRatio: 3, criterion: .contrastMinimum),
        ContrastRequirement(usage: .largeText, level: .aaa, minimumRatio: 4.5, criterion: .contrastEnhanced),
        ContrastRequirement(usage: .nonText, level: .aa, minimumRatio: 3, criterion: .nonTextContrast),
        ContrastRequirement(usage: .nonText, level: .aaa, minimumRatio: 3, criterion: .nonTextContrast),
        ContrastRequirement(
            usage: .decorative, level: .aa, minimumRatio: 1, isExempt: true, criterion: .contrastMinimum),
        ContrastRequirement(
            usage: .decorative, level: .aaa, minimumRatio: 1, isExempt: true, criterion: .contrastEnhanced),
        ContrastRequirement(
            usage: .incidental, level: .aa, minimumRatio: 1, isExempt: true, criterion: .contrastMinimum),
        ContrastRequirement(
            usage: .incidental, level: .aaa, minimumRatio: 1, isExempt: true, criterion: .contrastEnhanced),
    ]

    /// The requirement for a usage at a level (every combination is in `all`).
    public static func requirement(for usage: ContrastUsage, level: WCAGLevel = .aa)
        -> ContrastRequirement
    {
        for candidate in all where candidate.usage == usage && candidate.level == level {
            return candidate
        }
        // Unreachable: `all` lists every combination. Fall back to the strictest text rule.
        return ContrastRequirement(usage: usage, level: level, minimumRatio: 7, criterion: .contrastEnhanced)
    }

    /// Whether a measured ratio meets the requirement. The comparison is on the unrounded
    /// value, as WCAG intends: 4.499 does not meet 4.5.
    public func isMet(by ratio: Double) -> Bool {
        isExempt || ratio >= minimumRatio
    }
}
