import SwiftUI

/// What a button style reads to pick its colors.
public struct LubaButtonStyleContext {
    public let isPressed: Bool
    public let colorScheme: ColorScheme
    public let colors: LubaThemeColors
}

public protocol LubaButtonStyling {
    func foregroundColor(in context: LubaButtonStyleContext) -> Color
    func backgroundColor(in context: LubaButtonStyleContext) -> Color
    func borderColor(in context: LubaButtonStyleContext) -> Color?
}

public struct LubaPrimaryStyle: LubaButtonStyling {
    public init() {}

    public func foregroundColor(in context: LubaButtonStyleContext) -> Color {
        context.colors.textOnAccent
    }

    public func backgroundColor(in context: LubaButtonStyleContext) -> Color {
        context.isPressed ? context.colors.accentHover : context.colors.accent
    }

    public func borderColor(in context: LubaButtonStyleContext) -> Color? { nil }
}

public struct LubaGhostStyle: LubaButtonStyling {
    public init() {}

    public func foregroundColor(in context: LubaButtonStyleContext) -> Color {
        context.isPressed ? context.colors.accentHover : context.colors.accent
    }

    public func backgroundColor(in context: LubaButtonStyleContext) -> Color {
        context.isPressed ? context.colors.accentSubtle : .clear
    }

    public func borderColor(in context: LubaButtonStyleContext) -> Color? { nil }
}

public struct LubaDestructiveStyle: LubaButtonStyling {
    public init() {}

    public func foregroundColor(in context: LubaButtonStyleContext) -> Color {
        .white
    }

    public func backgroundColor(in context: LubaButtonStyleContext) -> Color {
        let base = context.colors.error
        return context.isPressed ? base.opacity(0.85) : base
    }

    public func borderColor(in context: LubaButtonStyleContext) -> Color? { nil }
}

public struct LubaGlassButtonStyle: LubaButtonStyling {
    public init() {}

    public func foregroundColor(in context: LubaButtonStyleContext) -> Color {
        context.colorScheme == .dark ? LubaColors.white : context.colors.textPrimary
    }

    public func backgroundColor(in context: LubaButtonStyleContext) -> Color {
        .clear
    }

    public func borderColor(in context: LubaButtonStyleContext) -> Color? { nil }
}
