import SwiftUI

/// Fixture segmented tabs: PLANTED, a fixed 32pt tab around scaling text.
public struct LubaTabs: View {
    @LubaEnvironment private var luba
    @Binding private var selection: Int
    private let titles: [String]

    public var body: some View {
        HStack(spacing: 2) {
            ForEach(titles.indices, id: \.self) { index in
                segment(index)
            }
        }
    }

    private func segment(_ index: Int) -> some View {
        Button {
            selection = index
        } label: {
            Text(titles[index])
                .font(luba.fonts.footnote)
                .padding(.vertical, LubaTabsTokens.tabVerticalPadding)
                .frame(maxWidth: .infinity)
                .frame(height: LubaTabsTokens.tabHeight)
        }
        .buttonStyle(.plain)
    }
}
