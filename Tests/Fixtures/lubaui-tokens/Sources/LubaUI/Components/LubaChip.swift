import SwiftUI

/// Fixture chip sizes, declared next to the chip as LubaUI does.
public enum LubaChipTokens {
    /// The drawn pill height.
    public static let height: CGFloat = 30

    /// The drawn remove circle.
    public static let closeSize: CGFloat = 18
}

/// Fixture chip: small visuals, expanded targets.
public struct LubaChip: View {
    @LubaEnvironment private var luba
    private let title: String
    private let removable: Bool
    private let onTap: () -> Void
    private let onRemove: () -> Void

    public var body: some View {
        HStack(spacing: LubaSpacing.xs) {
            Text(title)
                .font(luba.fonts.footnote)

            if removable {
                Button(action: onRemove) {
                    Image(systemName: "xmark")
                        .font(.system(size: 10, weight: .bold))
                        .frame(width: LubaChipTokens.closeSize, height: LubaChipTokens.closeSize)
                        .lubaMinTouchTarget()
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.horizontal, LubaSpacing.md)
        .frame(minHeight: LubaChipTokens.height)
        .lubaMinTouchTarget()
        .onTapGesture(perform: onTap)
    }
}
