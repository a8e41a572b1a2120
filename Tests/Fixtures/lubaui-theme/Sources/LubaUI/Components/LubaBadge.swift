import SwiftUI

public enum LubaBadgeStyle {
    case accent
    case subtle
    case neutral
    case success
    case error
}

/// A capsule label for counts and status.
public struct LubaBadge: View {
    @LubaEnvironment private var luba
    private let text: String
    private let style: LubaBadgeStyle

    public init(_ text: String, style: LubaBadgeStyle = .accent) {
        self.text = text
        self.style = style
    }

    public var body: some View {
        Text(text)
            .foregroundStyle(foregroundColor)
            .background(backgroundColor)
            .clipShape(Capsule())
    }

    private var foregroundColor: Color {
        switch style {
        case .accent:
            return luba.colors.textOnAccent
        case .subtle:
            return luba.colors.accent
        case .neutral:
            return luba.colors.textSecondary
        case .success:
            return .white
        case .error:
            return Color.white
        }
    }

    private var backgroundColor: Color {
        switch style {
        case .accent: return luba.colors.accent
        case .subtle: return luba.colors.accentSubtle
        case .neutral: return luba.colors.surfaceHover
        case .success: return luba.colors.success
        case .error: return luba.colors.error
        }
    }
}
