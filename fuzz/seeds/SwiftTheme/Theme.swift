import SwiftUI

public enum LubaPrimitives {
    public static let clay = Color(hex: 0x8A4B2F)
    public static let sand = Color(red: 0.95, green: 0.92, blue: 0.86)
    static let veil: CGFloat = 0.35
}

public enum LubaColors {
    public static let textStrong = adaptive(light: LubaPrimitives.clay, dark: Color(hex: 0xF0E6DA))
    public static let canvas = adaptive(light: LubaPrimitives.sand, dark: .black)
    public static let scrim = Color.black.opacity(LubaPrimitives.veil)
    public static let tint = textStrong
}

public struct LubaThemeColors {
    public let accent: Color
    public let textPrimary: Color
    public let background: Color
    public let accentSubtle: Color

    public init(accent: Color = LubaColors.tint, textPrimary: Color = LubaColors.textStrong,
                background: Color = LubaColors.canvas, accentSubtle: Color? = nil) {
        self.accent = accent
        self.textPrimary = textPrimary
        self.background = background
        self.accentSubtle = accentSubtle ?? accent.opacity(0.15)
    }

    public static let `default` = LubaThemeColors()
}

public struct LubaTag: View {
    @LubaEnvironment private var luba
    public var body: some View {
        Text("tag")
            .foregroundStyle(luba.colors.textPrimary)
            .background(luba.colors.accentSubtle)
    }
}
