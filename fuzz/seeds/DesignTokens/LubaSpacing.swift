import SwiftUI

/// Fixture spacing scale: a 4pt grid.
public enum LubaSpacing {
    /// One grid step.
    public static let xs: CGFloat = 4

    /// Two grid steps.
    public static let sm: CGFloat = 8

    /// Three grid steps.
    public static let md: CGFloat = 12

    /// Four grid steps.
    public static let lg: CGFloat = 16
}
