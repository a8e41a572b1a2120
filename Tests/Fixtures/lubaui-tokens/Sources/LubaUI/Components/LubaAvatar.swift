import SwiftUI

/// Fixture avatar: initials sized from the diameter are glyph-locked.
public struct LubaAvatar: View {
    @LubaEnvironment private var luba
    private let initials: String
    private let diameter: CGFloat

    public var body: some View {
        ZStack {
            Circle()
                .fill(luba.colors.accentSubtle)
            Text(initials)
                .font(luba.fonts.custom(size: diameter * 0.4, weight: .semibold))
        }
        .frame(width: diameter, height: diameter)
    }
}
