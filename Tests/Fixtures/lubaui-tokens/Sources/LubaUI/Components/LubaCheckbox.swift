import SwiftUI

/// Fixture checkbox: a small box in a row that is the target.
public struct LubaCheckbox: View {
    @LubaEnvironment private var luba
    @Binding private var isOn: Bool
    private let title: String

    public var body: some View {
        Button(action: { isOn.toggle() }) {
            HStack(spacing: LubaSpacing.sm) {
                box
                Text(title)
                    .font(luba.fonts.bodySmall)
                Spacer(minLength: 0)
            }
            .frame(minHeight: LubaSelectionTokens.minTouchTarget)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }

    private var box: some View {
        RoundedRectangle(cornerRadius: LubaSelectionTokens.boxRadius)
            .strokeBorder(luba.colors.border, lineWidth: 1)
            .frame(width: LubaSelectionTokens.controlSize, height: LubaSelectionTokens.controlSize)
    }
}
