import SwiftUI

/// Fixture stepper: its buttons take the stepper's own (too small) minimum.
public struct LubaStepper: View {
    @LubaEnvironment private var luba
    @Binding private var value: Int

    public var body: some View {
        HStack(spacing: 0) {
            Button(action: { value -= 1 }) {
                Image(systemName: "minus")
                    .frame(minWidth: LubaStepperTokens.minimumTouchTarget, minHeight: LubaStepperTokens.minimumTouchTarget)
            }
            Text("\(value)")
                .font(luba.fonts.body)
                .monospacedDigit()
        }
    }
}
