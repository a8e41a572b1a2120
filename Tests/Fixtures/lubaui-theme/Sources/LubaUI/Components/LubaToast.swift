import SwiftUI

public enum LubaToastStyle {
    case info
    case success

    var icon: String {
        switch self {
        case .info: return "info.circle.fill"
        case .success: return "checkmark.circle.fill"
        }
    }

    var color: Color {
        switch self {
        case .info: return LubaColors.accent
        case .success: return LubaColors.success
        }
    }
}

/// A transient banner; its icon sits on the surface (covered by the status-on-surface pairs).
public struct LubaToast: View {
    private let message: String
    private let style: LubaToastStyle

    public var body: some View {
        HStack {
            Image(systemName: style.icon).foregroundStyle(style.color)
            Text(message).foregroundStyle(LubaColors.textPrimary)
        }
        .background(LubaColors.surface)
    }
}
