import LubaAuditModel
import LubaAuditColor
/// Apple's built-in text styles on iOS and iPadOS.
public enum TextStyle: String, Codable, Sendable, CaseIterable {
    case largeTitle
    /// SwiftUI calls it `.title`, UIKit `.title1`.
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    /// The HIG table calls it "Subhead".
    case subheadline
    case footnote
    /// SwiftUI calls it `.caption`, UIKit `.caption1`.
    case caption1
    case caption2

    /// Reads a style name as SwiftUI, UIKit or the HIG writes it ("title", "Title 1",
    /// "subhead", "UIFontTextStyleCaption1", ".caption"), ignoring case, spaces and a leading
    /// dot; nil for anything else.
    public init?(name: String) {
        var key = DynamicTypeTable.normalizedName(name)
        for prefix in ["uifonttextstyle", "uictfonttextstyle"] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
        }
        switch key {
        case "largetitle": self = .largeTitle
        case "title", "title1": self = .title1
        case "title2": self = .title2
        case "title3": self = .title3
        case "headline": self = .headline
        case "body": self = .body
        case "callout": self = .callout
        case "subheadline", "subhead": self = .subheadline
        case "footnote": self = .footnote
        case "caption", "caption1": self = .caption1
        case "caption2": self = .caption2
        default: return nil
        }
    }
}

/// The user's text-size setting: seven standard sizes and five larger accessibility sizes.
/// Raw values are SwiftUI's `DynamicTypeSize` case names.
public enum ContentSizeCategory: String, Codable, Sendable, CaseIterable, Comparable {
    case xSmall
    case small
    case medium
    /// The default.
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// The HIG's short name: "xSmall" … "xxxLarge", "AX1" … "AX5".
    public var shortName: String {
        switch self {
        case .accessibility1: return "AX1"
        case .accessibility2: return "AX2"
        case .accessibility3: return "AX3"
        case .accessibility4: return "AX4"
        case .accessibility5: return "AX5"
        default: return rawValue
        }
    }

    /// True for AX1…AX5, which a person turns on under Accessibility › Larger Text.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Reads SwiftUI ("xxLarge", "accessibility3"), HIG ("AX3", "Large (Default)") and UIKit
    /// ("extraExtraLarge", "accessibilityExtraLarge", "UIContentSizeCategoryLarge") names,
    /// ignoring case and spaces; nil for anything else.
    public init?(name: String) {
        var key = DynamicTypeTable.normalizedName(name)
        if key.hasPrefix("uictcontentsizecategory") { key.removeFirst("uictcontentsizecategory".count) }
        if key.hasPrefix("uicontentsizecategory") { key.removeFirst("uicontentsizecategory".count) }
        if key.hasSuffix("(default)") { key.removeLast("(default)".count) }
        switch key {
        case "xsmall", "extrasmall", "xs": self = .xSmall
        case "small", "s": self = .small
        case "medium", "m": self = .medium
        case "large", "l", "default": self = .large
        case "xlarge", "extralarge", "xl": self = .xLarge
        case "xxlarge", "extraextralarge", "xxl": self = .xxLarge
        case "xxxlarge", "extraextraextralarge", "xxxl": self = .xxxLarge
        case "ax1", "accessibility1", "accessibilitymedium": self = .accessibility1
        case "ax2", "accessibility2", "accessibilitylarge": self = .accessibility2
        case "ax3", "accessibility3", "accessibilityextralarge": self = .accessibility3
        case "ax4", "accessibility4", "accessibilityextraextralarge": self = .accessibility4
        case "ax5", "accessibility5", "accessibilityextraextraextralarge": self = .accessibility5
        default: return nil
        }
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }
}

/// Font weights from lightest to heaviest, as UIKit and SwiftUI name them.
public enum FontWeight: String, Codable, Sendable, CaseIterable, Comparable {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black

    /// Whether WCAG's "bold" large-text rule applies: bold and heavier. Semibold is not bold
    /// (CSS 600 vs 700), so Headline gets no large-text allowance from its weight.
    public var isBold: Bool { self >= .bold }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.order < rhs.order }
}

/// One cell of the Dynamic Type table.
public struct DynamicTypeMetrics: Hashable, Codable, Sendable {
    /// Font size in points.
    public var pointSize: Double
    /// Line height in points.
    public var leading: Double
    /// The style's weight (Semibold for Headline, Regular otherwise).
    public var weight: FontWeight
    /// The weight `.bold()` / `traitBold` gives the style.
    public var emphasizedWeight: FontWeight

    public init(pointSize: Double, leading: Double, weight: FontWeight, emphasizedWeight: FontWeight) {
        self.pointSize = pointSize
        self.leading = leading
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
    }
}

/// Apple's iOS/iPadOS Dynamic Type sizes as data: size and leading in points for every text
/// style at every content size category.
///
/// Source: Apple Human Interface Guidelines, "Typography" → Specifications → "iOS, iPadOS
/// Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
/// The HIG gives sizes for @2x/@3x designs in points; weights and emphasized weights are from
/// the same tables.
public enum DynamicTypeTable {
    /// Columns in `TextStyle.allCases` order:
    /// largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote,
    /// caption1, caption2. Rows in `ContentSizeCategory.allCases` order.
    private static let pointSizes: [[Int]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // large (default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
    ]

    /// Leading (line height), same layout as `pointSizes`.
    private static let leadings: [[Int]] = [
        [38, 31, 24, 22, 19, 19, 18, 16, 16, 13, 13],  // xSmall
        [39, 32, 25, 23, 20, 20, 19, 18, 16, 13, 13],  // small
        [40, 33, 26, 24, 21, 21, 20, 19, 16, 13, 13],  // medium
        [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13],  // large (default)
        [43, 37, 30, 28, 24, 24, 23, 22, 20, 19, 18],  // xLarge
        [46, 39, 32, 30, 26, 26, 25, 24, 22, 21, 20],  // xxLarge
        [48, 41, 34, 32, 29, 29, 28, 28, 24, 23, 22],  // xxxLarge
        [52, 46, 41, 38, 34, 34, 32, 31, 29, 28, 25],  // AX1
        [57, 51, 47, 44, 40, 40, 39, 37, 33, 32, 30],  // AX2
        [61, 57, 52, 51, 48, 48, 46, 43, 40, 39, 35],  // AX3
        [66, 62, 59, 58, 56, 56, 52, 50, 46, 44, 41],  // AX4
        [70, 68, 66, 65, 62, 62, 60, 58, 52, 51, 48],  // AX5
    ]

    /// Size, leading and weights of `style` at `category`.
    public static func metrics(_ style: TextStyle, _ category: ContentSizeCategory = .large) -> DynamicTypeMetrics {
        let row = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        let column = TextStyle.allCases.firstIndex(of: style) ?? 5
        return DynamicTypeMetrics(
            pointSize: Double(pointSizes[row][column]),
            leading: Double(leadings[row][column]),
            weight: defaultWeight(style),
            emphasizedWeight: emphasizedWeight(style)
        )
    }

    /// Font size in points of `style` at `category`.
    public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory = .large) -> Double {
        metrics(style, category).pointSize
    }

    /// The style's weight at every size: Headline is Semibold, every other style Regular.
    public static func defaultWeight(_ style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    /// The weight of the emphasized (bold-trait) variant: Bold for Large Title and Titles 1–2,
    /// Semibold for the rest.
    public static func emphasizedWeight(_ style: TextStyle) -> FontWeight {
        switch style {
        case .largeTitle, .title1, .title2: return .bold
        default: return .semibold
        }
    }

    /// WCAG's large-text minimum for regular weights: 18 pt = 24 CSS px.
    public static let largeTextMinimum = 24.0
    /// WCAG's large-text minimum for bold: 14 pt = 18.666… CSS px (the "18.67" usually quoted).
    public static let boldLargeTextMinimum = 14.0 * 4.0 / 3.0

    /// Whether text counts as "large" for WCAG 1.4.3/1.4.6: at least 24, or at least 18.67 and
    /// bold. WCAG's 18 pt and 14 pt are print points (1/72 in), which it equates with 24 and
    /// 18.67 CSS px. An Apple point is, like a CSS px, a device-independent unit drawn as one
    /// pixel at 1× and scaled by the screen's factor, so the audit applies the CSS px values to
    /// Apple point sizes directly — not the print-point values, which would make 18 pt body
    /// text "large". Semibold is not bold.
    public static func isLargeText(pointSize: Double, bold: Bool) -> Bool {
        pointSize >= largeTextMinimum || (bold && pointSize >= boldLargeTextMinimum)
    }

    /// `isLargeText(pointSize:bold:)` with bold meaning `weight.isBold` (Bold and heavier).
    public static func isLargeText(pointSize: Double, weight: FontWeight) -> Bool {
        isLargeText(pointSize: pointSize, bold: weight.isBold)
    }

    /// Whether `style` at `category` is large text, in its default or emphasized weight.
    public static func isLargeText(
        _ style: TextStyle, _ category: ContentSizeCategory = .large, emphasized: Bool = false
    ) -> Bool {
        let cell = metrics(style, category)
        return isLargeText(pointSize: cell.pointSize, weight: emphasized ? cell.emphasizedWeight : cell.weight)
    }

    /// The smallest content size at which `style` counts as large text (default or emphasized
    /// weight), nil when it never does. A pair that fails the normal-text ratio but meets the
    /// large-text one passes from this size up — worth telling, since the default size fails.
    public static func firstLargeTextCategory(_ style: TextStyle, emphasized: Bool = false) -> ContentSizeCategory? {
        ContentSizeCategory.allCases.first { isLargeText(style, $0, emphasized: emphasized) }
    }

    /// The contrast usage for text of this size and weight: large or normal text.
    public static func contrastUsage(pointSize: Double, weight: FontWeight) -> ContrastUsage {
        isLargeText(pointSize: pointSize, weight: weight) ? .largeText : .normalText
    }

    /// Lowercased ASCII with spaces, underscores, hyphens and a leading dot removed.
    package static func normalizedName(_ name: String) -> String {
        var bytes: [UInt8] = []
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "_"), UInt8(ascii: "-"), 0x09:
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                bytes.append(byte + 32)
            default:
                bytes.append(byte)
            }
        }
        if bytes.first == UInt8(ascii: ".") { bytes.removeFirst() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
