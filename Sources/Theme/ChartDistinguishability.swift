import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// How far apart two neighbouring chart colors look, for typical vision and the three
/// simulated deficiencies, drawn on the chart's surface.
public struct ChartNeighbourDifference: Hashable, Sendable {
    public var first: String
    public var second: String
    public var appearance: Appearance
    /// The smallest CIEDE2000 across conditions, and the condition it was found under.
    public var deltaE2000: Double
    public var deltaE2000Condition: VisionCondition
    /// The smallest ΔE_OK (×100, so it reads like ΔE) across conditions, and its condition.
    public var deltaEOK: Double
    public var deltaEOKCondition: VisionCondition
    public var location: SourceLocation?

    /// Whether the pair is too close to tell apart under some condition.
    public var isTooClose: Bool {
        deltaE2000 < ChartDistinguishability.ciede2000Minimum || deltaEOK < ChartDistinguishability.okMinimum
    }

    /// "chart2 next to chart3": the subject's pair name.
    public var name: String { "\(first) next to \(second)" }
}

/// Checks that neighbouring chart palette colors stay distinguishable for people with color
/// vision deficiencies. Series are told apart by color alone in a legend-keyed chart, which
/// WCAG 1.4.1 asks not to rely on; at the least, neighbours must not collapse into one color.
public enum ChartDistinguishability {
    /// Below about 10 CIEDE2000 units two small chart marks are easily confused; 2.3 is
    /// barely noticeable side by side. 10 keeps typical muted palettes quiet while catching
    /// pairs that merge under a simulation.
    public static let ciede2000Minimum = 10.0
    /// ΔE_OK ×100 below 5 (about two just-noticeable differences) is as close; ΔE_OK weighs
    /// lightness more than CIEDE2000 does, so the two catch different near-misses.
    public static let okMinimum = 5.0

    /// Every neighbouring pair (palette order: 1–2, 2–3, …) in each appearance the theme has.
    public static func neighbours(_ theme: Theme) -> [ChartNeighbourDifference] {
        let palette = theme.chartPalette
        guard palette.count >= 2 else { return [] }
        var result: [ChartNeighbourDifference] = []
        for appearance in theme.appearances {
            let page = ContrastAudit.pageColor(theme, appearance)
            let surface = theme.role("surface").map { Compositing.sourceOver($0.value(appearance).color, over: page).opaque } ?? page
            let shown = palette.map { Compositing.sourceOver($0.value(appearance).color, over: surface).opaque }
            for index in 0..<(palette.count &- 1) {
                var best2000 = (value: Double.infinity, condition: VisionCondition.normal)
                var bestOK = (value: Double.infinity, condition: VisionCondition.normal)
                for condition in VisionCondition.allCases {
                    let a = condition.apply(to: shown[index])
                    let b = condition.apply(to: shown[index &+ 1])
                    let d2000 = ColorDifference.ciede2000(a, b)
                    let dOK = ColorDifference.deltaEOK(a, b, scale: 100)
                    if d2000 < best2000.value { best2000 = (d2000, condition) }
                    if dOK < bestOK.value { bestOK = (dOK, condition) }
                }
                result.append(ChartNeighbourDifference(
                    first: palette[index].name, second: palette[index &+ 1].name, appearance: appearance,
                    deltaE2000: best2000.value, deltaE2000Condition: best2000.condition,
                    deltaEOK: bestOK.value, deltaEOKCondition: bestOK.condition,
                    location: palette[index &+ 1].value(appearance).location ?? palette[index &+ 1].location))
            }
        }
        return result
    }
}
