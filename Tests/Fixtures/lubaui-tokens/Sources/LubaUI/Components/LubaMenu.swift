import SwiftUI

/// Fixture menu row that grows with its text.
public struct LubaMenuRow: View {
    @LubaEnvironment private var luba
    private let title: String
    private let icon: String
    private let action: () -> Void

    public var body: some View {
        Button(action: action) {
            HStack(spacing: LubaSpacing.sm) {
                Image(systemName: icon)
                    .font(.system(size: 15))
                Text(title)
                    .font(luba.fonts.body)
                Spacer()
            }
            .padding(.horizontal, LubaMenuTokens.itemPadding)
            .frame(minHeight: LubaMenuTokens.itemHeight)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// Fixture compact row: PLANTED, a fixed 44pt row around body text.
public struct LubaMenuCompactRow: View {
    @LubaEnvironment private var luba
    private let title: String

    public var body: some View {
        HStack {
            Text(title)
                .font(luba.fonts.body)
        }
        .padding(.vertical, LubaMenuTokens.rowVerticalPadding)
        .frame(height: LubaMenuTokens.itemHeight)
    }
}
