import SwiftUI

/// Fixture count badge: a fixed 9pt count (allowed only when listed as glyph-locked).
public struct LubaBadge: View {
    private let count: Int

    public var body: some View {
        Text("\(count)")
            .font(.system(size: 9, weight: .bold))
            .padding(.horizontal, 4)
            .background(Capsule().fill(Color.red))
    }
}
