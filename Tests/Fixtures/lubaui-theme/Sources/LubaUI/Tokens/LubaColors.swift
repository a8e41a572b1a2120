//
//  Test fixture: a teal theme in LubaColors' shape.
//

import SwiftUI

#if canImport(UIKit)
import UIKit
#endif

/// Semantic color tokens for the fixture theme.
public enum LubaColors {

    // MARK: Greys

    public static let black = Color(hex: 0x000000)

    /// Strongest grey.
    public static let gray900 = adaptive(
        light: LubaPrimitives.ink,
        dark: Color(hex: 0xF2F2F2)
    )

    public static let gray800 = adaptive(
        light: Color(hex: 0x2B2B2B),
        dark: Color(hex: 0xE0E0E0)
    )

    public static let gray600 = adaptive(
        light: Color(hex: 0x4D4D4D),
        dark: Color(hex: 0xB8B8B8)
    )

    public static let gray500 = adaptive(
        light: Color(hex: 0x616161),
        dark: Color(hex: 0x9E9E9E)
    )

    public static let gray400 = adaptive(
        light: Color(hex: 0x8C8C8C),
        dark: Color(hex: 0x707070)
    )

    public static let gray200 = adaptive(
        light: Color(hex: 0xE3E3E3),
        dark: Color(hex: 0x363636)
    )

    public static let gray100 = adaptive(
        light: Color(hex: 0xF3F3F3),
        dark: Color(hex: 0x202020)
    )

    public static let white = Color.white

    // MARK: Surfaces

    public static let background = adaptive(light: Color(hex: 0xF8F8F8), dark: Color(hex: 0x0F0F0F))
    public static let surface = adaptive(light: LubaPrimitives.paper, dark: Color(hex: 0x1A1A1A))
    public static let surfaceSecondary = adaptive(light: Color(hex: 0xF3F3F3), dark: Color(hex: 0x242424))
    public static let surfaceTertiary = adaptive(light: Color(hex: 0xEBEBEB), dark: Color(hex: 0x2E2E2E))

    // MARK: Accent

    public static let accent = adaptive(
        light: LubaPrimitives.tealLight,
        dark: LubaPrimitives.tealDark
    )
    public static let accentHover = adaptive(light: Color(hex: 0x24595A), dark: Color(hex: 0x86CFC8))
    public static let accentSubtle = adaptive(light: Color(hex: 0xE3F1EF), dark: Color(hex: 0x16302D))

    // MARK: Text

    public static let textPrimary = gray900
    public static let textSecondary = gray600
    public static let textTertiary = gray500
    public static let textDisabled = gray400
    public static let textOnAccent = adaptive(
        light: Color.white,
        dark: Color(hex: 0x141414)
    )

    // MARK: Status

    public static let success = adaptive(light: Color(hex: 0x2F6B45), dark: Color(hex: 0x6CC08A))
    public static let warning = adaptive(light: Color(hex: 0x8A5A00), dark: Color(hex: 0xE3B341))
    public static let error = adaptive(light: Color(hex: 0xA8322D), dark: Color(hex: 0xF08A84))
    public static let successSubtle = adaptive(light: Color(hex: 0xEAF4EE), dark: Color(hex: 0x14281B))
    public static let warningSubtle = adaptive(light: Color(hex: 0xFBF3E2), dark: Color(hex: 0x2A2110))
    public static let errorSubtle = adaptive(light: Color(hex: 0xFBECEB), dark: Color(hex: 0x2E1716))

    // MARK: Lines

    public static let border = gray200
    public static let borderFocused = accent

    // MARK: Glass

    public static let glassBorder = adaptive(
        light: Color.white.opacity(LubaPrimitives.glassEdgeLight),
        dark: Color.white.opacity(LubaPrimitives.glassEdgeDark)
    )
    public static let glassShadow = adaptive(
        light: Color.black.opacity(LubaPrimitives.glassShadeLight),
        dark: Color(hex: 0x000000, alpha: 0.2)
    )

    // MARK: Charts

    public enum Chart {
        /// Series colors; the accent leads.
        public static let palette: [Color] = [
            LubaColors.accent,
            adaptive(light: Color(hex: 0x3F6FB5), dark: Color(hex: 0x8FB3E8)),
            adaptive(light: Color(hex: 0xB5653F), dark: Color(hex: 0xE8A27F)),
            adaptive(light: Color(hex: 0x7A5BA8), dark: Color(hex: 0xB9A3E0)),
            adaptive(light: Color(hex: 0x8A7A2E), dark: Color(hex: 0xD6C67A)),
        ]

        public static let grid = adaptive(light: Color(hex: 0xE6E6E6), dark: Color(hex: 0x303030))
        public static let axisLabel = LubaColors.textTertiary
    }

    /// Picks the light or dark value by trait.
    public static func adaptive(light: Color, dark: Color) -> Color {
        #if canImport(UIKit)
        return Color(UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light)
        })
        #else
        return light
        #endif
    }
}

public extension Color {
    /// A color from a 0xRRGGBB literal.
    init(hex: UInt, alpha: Double = 1.0) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xFF) / 255.0,
            green: Double((hex >> 8) & 0xFF) / 255.0,
            blue: Double(hex & 0xFF) / 255.0,
            opacity: alpha
        )
    }
}
