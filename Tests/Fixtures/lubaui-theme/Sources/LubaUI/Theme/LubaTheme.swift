//
//  Test fixture: LubaThemeColors' shape (roles, defaults, derived defaults).
//

import SwiftUI

public struct LubaThemeConfiguration {
    public let colors: LubaThemeColors

    public init(colors: LubaThemeColors = .default) {
        self.colors = colors
    }

    public static let `default` = LubaThemeConfiguration()
}

/// The roles components read.
public struct LubaThemeColors {
    public let primary: Color
    public let secondary: Color
    public let accent: Color
    public let accentHover: Color
    public let accentSubtle: Color

    public let background: Color
    public let surface: Color
    public let surfaceSecondary: Color
    public let surfaceTertiary: Color
    public let surfaceHover: Color

    public let textPrimary: Color
    public let textSecondary: Color
    public let textTertiary: Color
    public let textDisabled: Color
    public let textOnAccent: Color

    public let border: Color
    public let borderStrong: Color
    public let borderFocused: Color
    public let divider: Color
    public let fill: Color

    public let success: Color
    public let successSubtle: Color
    public let warning: Color
    public let warningSubtle: Color
    public let error: Color
    public let errorSubtle: Color
    public let info: Color
    public let infoSubtle: Color

    public let chartPalette: [Color]
    public let chartGrid: Color
    public let chartAxisLabel: Color

    public let glassBorder: Color
    public let glassShadow: Color

    public init(
        accent: Color = LubaColors.accent,
        accentHover: Color? = nil,
        accentSubtle: Color? = nil,
        textOnAccent: Color = LubaColors.textOnAccent,
        background: Color = LubaColors.background,
        surface: Color = LubaColors.surface,
        surfaceSecondary: Color = LubaColors.surfaceSecondary,
        surfaceTertiary: Color = LubaColors.surfaceTertiary,
        surfaceHover: Color = LubaColors.gray100,
        textPrimary: Color = LubaColors.textPrimary,
        textSecondary: Color = LubaColors.textSecondary,
        textTertiary: Color = LubaColors.textTertiary,
        textDisabled: Color = LubaColors.textDisabled,
        primary: Color = LubaColors.gray900,
        secondary: Color = LubaColors.gray600,
        border: Color = LubaColors.border,
        borderStrong: Color = LubaColors.gray400,
        borderFocused: Color? = nil,
        divider: Color = LubaColors.border,
        fill: Color = LubaColors.gray200,
        success: Color = LubaColors.success,
        successSubtle: Color = LubaColors.successSubtle,
        warning: Color = LubaColors.warning,
        warningSubtle: Color = LubaColors.warningSubtle,
        error: Color = LubaColors.error,
        errorSubtle: Color = LubaColors.errorSubtle,
        info: Color? = nil,
        infoSubtle: Color? = nil,
        chartPalette: [Color]? = nil,
        chartGrid: Color = LubaColors.Chart.grid,
        chartAxisLabel: Color = LubaColors.Chart.axisLabel,
        glassBorder: Color = LubaColors.glassBorder,
        glassShadow: Color = LubaColors.glassShadow
    ) {
        // The stock accent keeps its hand-tuned ramp; any other accent derives one.
        let usesStockAccent = accent == LubaColors.accent
        self.accent = accent
        self.accentHover = accentHover ?? (usesStockAccent ? LubaColors.accentHover : accent.opacity(0.85))
        self.accentSubtle = accentSubtle ?? (usesStockAccent ? LubaColors.accentSubtle : accent.opacity(0.12))
        self.textOnAccent = textOnAccent

        self.background = background
        self.surface = surface
        self.surfaceSecondary = surfaceSecondary
        self.surfaceTertiary = surfaceTertiary
        self.surfaceHover = surfaceHover

        self.textPrimary = textPrimary
        self.textSecondary = textSecondary
        self.textTertiary = textTertiary
        self.textDisabled = textDisabled
        self.primary = primary
        self.secondary = secondary

        self.border = border
        self.borderStrong = borderStrong
        self.borderFocused = borderFocused ?? accent
        self.divider = divider
        self.fill = fill

        self.success = success
        self.successSubtle = successSubtle
        self.warning = warning
        self.warningSubtle = warningSubtle
        self.error = error
        self.errorSubtle = errorSubtle
        self.info = info ?? accent
        self.infoSubtle = infoSubtle ?? accentSubtle ?? (usesStockAccent ? LubaColors.accentSubtle : accent.opacity(0.12))

        if let chartPalette, !chartPalette.isEmpty {
            self.chartPalette = chartPalette
        } else if usesStockAccent {
            self.chartPalette = LubaColors.Chart.palette
        } else {
            self.chartPalette = [accent] + LubaColors.Chart.palette.dropFirst()
        }
        self.chartGrid = chartGrid
        self.chartAxisLabel = chartAxisLabel
        self.glassBorder = glassBorder
        self.glassShadow = glassShadow
    }

    public static let `default` = LubaThemeColors()

    /// One brand color in, a coherent palette out.
    public static func accented(_ accent: Color, onAccent: Color = LubaColors.textOnAccent) -> LubaThemeColors {
        LubaThemeColors(accent: accent, textOnAccent: onAccent)
    }

    public func status(_ role: LubaStatusRole) -> Color {
        switch role {
        case .info: return info
        case .success: return success
        case .warning: return warning
        case .error: return error
        }
    }

    public func statusSubtle(_ role: LubaStatusRole) -> Color {
        switch role {
        case .info: return infoSubtle
        case .success: return successSubtle
        case .warning: return warningSubtle
        case .error: return errorSubtle
        }
    }
}

public enum LubaStatusRole: CaseIterable, Hashable {
    case info
    case success
    case warning
    case error
}
