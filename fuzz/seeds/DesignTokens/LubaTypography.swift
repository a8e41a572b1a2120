import SwiftUI

/// Fixture text roles: each scales with an Apple text style and names a nominal size for
/// custom font families.
public enum LubaTextRole: CaseIterable, Hashable {
    case largeTitle
    case title
    case body
    case bodySmall
    case subheadline
    case footnote
    case caption
    case caption2
    case micro

    /// The style the role grows with.
    public var textStyle: Font.TextStyle {
        switch self {
        case .largeTitle: return .largeTitle
        case .title: return .title
        case .body: return .callout
        case .bodySmall, .subheadline: return .subheadline
        case .footnote: return .footnote
        case .caption: return .caption
        case .caption2, .micro: return .caption2
        }
    }

    /// The size at the default content size.
    public var nominalSize: CGFloat {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .body: return 16
        case .bodySmall: return 14
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        case .micro: return 10
        }
    }
}

/// Fixture font helpers.
public enum LubaTypography {
    /// The font of a role.
    public static func font(_ role: LubaTextRole) -> Font {
        Font.system(role.textStyle, design: .rounded, weight: role.weight)
    }

    /// An explicit size; scales only with `relativeTo:` and a custom family.
    public static func custom(size: CGFloat, weight: Font.Weight, relativeTo style: Font.TextStyle? = nil) -> Font {
        .system(size: size, weight: weight)
    }
}
