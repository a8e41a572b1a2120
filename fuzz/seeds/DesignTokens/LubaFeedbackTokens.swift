import SwiftUI

// Fixture: feedback and navigation component sizes.

/// Menu rows.
public enum LubaMenuTokens {
    /// A row's height, which is its target.
    public static let itemHeight: CGFloat = 44

    /// Leading and trailing inset of a row.
    public static let itemPadding: CGFloat = LubaSpacing.md

    /// Inset above and below a compact row's title.
    public static let rowVerticalPadding: CGFloat = LubaSpacing.xs
}

/// Segmented tabs.
public enum LubaTabsTokens {
    /// PLANTED: a 32pt tab, fixed.
    public static let tabHeight: CGFloat = LubaSpacing.lg * 2

    /// Inset above and below a tab's title.
    public static let tabVerticalPadding: CGFloat = LubaSpacing.xs
}

/// Sheet header.
public enum LubaSheetTokens {
    /// The drawn close circle; the header expands its target.
    public static let closeButtonSize: CGFloat = 30
}

/// Toasts.
public enum LubaToastTokens {
    /// PLANTED: a 20pt tap target for the close glyph.
    public static let closeTapTarget: CGFloat = 20

    /// No longer drawn.
    @available(*, deprecated, message: "Kept so old call sites compile.")
    public static let messageFontSize: CGFloat = 14
}

/// Icon buttons.
public enum LubaIconTokens {
    /// Target of an icon button.
    public static let touchTarget: CGFloat = 44
}
