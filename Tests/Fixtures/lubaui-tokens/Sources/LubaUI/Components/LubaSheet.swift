import SwiftUI

/// Fixture sheet header: a 30pt close circle in a 44pt target.
public struct LubaSheetHeader: View {
    @LubaEnvironment private var luba
    private let title: String
    private let onClose: () -> Void

    public var body: some View {
        HStack {
            Text(title)
                .font(luba.fonts.title)
            Spacer()
            Button {
                onClose()
            } label: {
                Image(systemName: "xmark")
                    .frame(width: LubaSheetTokens.closeButtonSize, height: LubaSheetTokens.closeButtonSize)
                    .background(Circle().fill(luba.colors.surface))
                    .frame(minWidth: luba.minimumTouchTarget, minHeight: luba.minimumTouchTarget)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        }
    }
}
