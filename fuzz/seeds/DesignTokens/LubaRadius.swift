import SwiftUI

/// Fixture corner radii.
public enum LubaRadius {
    public static let xs: CGFloat = 4
    public static let sm: CGFloat = 8
    public static let pill: CGFloat = 9999
}
