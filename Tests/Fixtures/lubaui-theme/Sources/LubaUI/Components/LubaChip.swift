import SwiftUI

public enum LubaChipStyle {
    case filled
    case outlined
}

/// A selectable filter tag.
public struct LubaChip: View {
    @LubaEnvironment private var luba
    private let label: String
    private let style: LubaChipStyle
    private let isSelected: Bool

    public var body: some View {
        Text(label)
            .foregroundStyle(foregroundColor)
            .background(backgroundColor)
    }

    private var foregroundColor: Color {
        switch style {
        case .filled:
            return isSelected ? luba.colors.textOnAccent : luba.colors.accent
        case .outlined:
            return isSelected ? luba.colors.accent : luba.colors.textSecondary
        }
    }

    private var backgroundColor: Color {
        switch style {
        case .filled:
            return isSelected ? luba.colors.accent : luba.colors.accentSubtle
        case .outlined:
            return isSelected ? luba.colors.accentSubtle : Color.clear
        }
    }

    private var dismissBackground: Color {
        luba.colors.accent.opacity(0.15)
    }
}
