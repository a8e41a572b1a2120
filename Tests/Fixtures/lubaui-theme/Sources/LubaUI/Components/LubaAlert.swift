import SwiftUI

public enum LubaAlertStyle {
    case info
    case success
    case warning
    case error

    public var role: LubaStatusRole {
        switch self {
        case .info: return .info
        case .success: return .success
        case .warning: return .warning
        case .error: return .error
        }
    }

    /// Icon color under a palette.
    func color(_ colors: LubaThemeColors) -> Color { colors.status(role) }

    /// Banner wash under a palette.
    func backgroundColor(_ colors: LubaThemeColors) -> Color { colors.statusSubtle(role) }

    var color: Color { color(.default) }
    var backgroundColor: Color { backgroundColor(.default) }
}

/// An inline banner.
public struct LubaAlert: View {
    @LubaEnvironment private var luba
    private let message: String
    private let style: LubaAlertStyle

    public var body: some View {
        Text(message)
            .foregroundStyle(luba.colors.textSecondary)
            .background(style.backgroundColor(luba.colors))
    }
}
