import SwiftUI

/// Fixture toast: PLANTED, a fixed-size message font and a 20pt close target.
public struct LubaToast: View {
    @LubaEnvironment private var luba
    private let message: String
    private let onClose: () -> Void

    public var body: some View {
        HStack(spacing: LubaSpacing.sm) {
            Image(systemName: "info.circle")
                .font(.system(size: 16, weight: .medium))
            Text(message)
                .font(.system(size: 14))
            Spacer(minLength: 4)
            Button(action: onClose) {
                Image(systemName: "xmark")
                    .frame(width: LubaToastTokens.closeTapTarget, height: LubaToastTokens.closeTapTarget)
            }
        }
        .padding(LubaSpacing.md)
    }
}

#Preview("Toast") {
    Text("Preview only")
        .font(.system(size: 30))
        .frame(height: 20)
}
