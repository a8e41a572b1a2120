import LubaAuditModel
/// Source-over compositing as UIKit, SwiftUI and browsers do it by default: in gamma-encoded
/// sRGB with straight alpha, not in linear light. Matching the platform matters because the
/// audit must judge the color a person actually sees.
public enum Compositing {
    /// Porter–Duff source-over of `source` on `destination`:
    /// αo = αs + αd(1 − αs), c = (cs·αs + cd·αd·(1 − αs)) / αo.
    /// Over an opaque destination this is the familiar c = cs·α + cd·(1 − α) with αo = 1.
    /// Two fully transparent colors give transparent black.
    public static func sourceOver(_ source: SRGBColor, over destination: SRGBColor) -> SRGBColor {
        let sourceAlpha = source.alpha
        let destinationAlpha = destination.alpha
        if sourceAlpha >= 1 { return source }
        if destinationAlpha >= 1 {
            func blend(_ s: Double, _ d: Double) -> Double { s * sourceAlpha + d * (1 - sourceAlpha) }
            return SRGBColor(
                red: blend(source.red, destination.red),
                green: blend(source.green, destination.green),
                blue: blend(source.blue, destination.blue),
                alpha: 1
            )
        }
        let destinationWeight = destinationAlpha * (1 - sourceAlpha)
        let outAlpha = sourceAlpha + destinationWeight
        guard outAlpha > 0 else { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ s: Double, _ d: Double) -> Double {
            (s * sourceAlpha + d * destinationWeight) / outAlpha
        }
        return SRGBColor(
            red: mix(source.red, destination.red),
            green: mix(source.green, destination.green),
            blue: mix(source.blue, destination.blue),
            alpha: outAlpha
        )
    }

    /// The pair as displayed: the background composited over the page (which is taken as
    /// opaque — nothing shows through a window's base color), then the foreground over that.
    /// Both results are opaque, ready for `WCAGContrast.ratio`.
    public static func flatten(
        foreground: SRGBColor, background: SRGBColor, page: SRGBColor = .white
    ) -> (foreground: SRGBColor, background: SRGBColor) {
        let flatBackground = sourceOver(background, over: page.opaque).opaque
        let flatForeground = sourceOver(foreground, over: flatBackground).opaque
        return (flatForeground, flatBackground)
    }
}

extension SRGBColor {
    /// This color drawn over `destination` (source-over, gamma-encoded sRGB).
    public func composited(over destination: SRGBColor) -> SRGBColor {
        Compositing.sourceOver(self, over: destination)
    }
}
