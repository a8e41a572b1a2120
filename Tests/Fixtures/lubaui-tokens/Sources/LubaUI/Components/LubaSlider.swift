import SwiftUI

/// Fixture slider: PLANTED, its drag area is only as tall as the thumb.
public struct LubaSlider: View {
    @LubaEnvironment private var luba
    @Binding private var value: Double
    private let title: String

    public var body: some View {
        VStack(alignment: .leading, spacing: LubaSpacing.sm) {
            HStack {
                Text(title)
                    .font(LubaTypography.custom(size: 15, weight: .regular))
                Spacer()
                Text(valueText)
                    .font(LubaTypography.custom(size: 13, weight: .medium, relativeTo: .footnote))
            }
            track
        }
    }

    private var track: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule()
                    .frame(height: LubaSliderTokens.trackHeight)
                Circle()
                    .frame(width: LubaSliderTokens.thumbSize, height: LubaSliderTokens.thumbSize)
                    .offset(x: proxy.size.width * value)
            }
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0).onChanged { change in
                value = max(0, min(1, change.location.x / max(proxy.size.width, 1)))
            })
        }
        .frame(height: LubaSliderTokens.thumbSize)
    }

    private var valueText: String { String(Int(value * 100)) }
}
