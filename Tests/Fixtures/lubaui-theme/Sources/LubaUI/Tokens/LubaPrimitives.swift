import SwiftUI

// Tier 1 values. Components reach these only through LubaColors.
public enum LubaPrimitives {
    public static let ink = Color(hex: 0x141414)
    public static let paper = Color.white

    public static let tealLight = Color(hex: 0x2C6E6A)
    public static let tealDark = Color(hex: 0x6FC2BA)
}

// Glass constants used by the glass tokens.
public extension LubaPrimitives {
    /// Edge highlight strength, light appearance.
    static let glassEdgeLight: CGFloat = 0.45
    /// Edge highlight strength, dark appearance.
    static let glassEdgeDark: CGFloat = 0.18
    static let glassShadeLight: CGFloat = 0.1
    static let glassShadeDark: CGFloat = 0.2
    static let spacingUnit: CGFloat = 4
}
