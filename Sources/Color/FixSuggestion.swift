import LubaAuditModel
/// A foreground recolored to pass: the same OKLCH hue and chroma at a new lightness.
public struct LightnessFix: Hashable, Codable, Sendable {
    /// The suggested foreground, 8-bit quantized so `color.hex` is exactly what was checked.
    public var color: SRGBColor
    /// Its contrast ratio against the background (after compositing if translucent).
    public var ratio: Double
    /// OKLab lightness change, new − old (negative = darker), in 0...1 units.
    public var deltaL: Double
    /// True when the hue/lightness asked for lay outside sRGB and chroma had to be lowered.
    public var chromaReduced: Bool

    public init(color: SRGBColor, ratio: Double, deltaL: Double, chromaReduced: Bool) {
        self.color = color
        self.ratio = ratio
        self.deltaL = deltaL
        self.chromaReduced = chromaReduced
    }
}

/// An existing design token that passes where the current color fails.
public struct PassingToken: Hashable, Codable, Sendable {
    public var name: String
    public var color: SRGBColor
    /// Its contrast ratio against the background.
    public var ratio: Double
    /// ΔE_OK from the foreground it would replace (smaller = looks more alike).
    public var deltaE: Double

    public init(name: String, color: SRGBColor, ratio: Double, deltaE: Double) {
        self.name = name
        self.color = color
        self.ratio = ratio
        self.deltaE = deltaE
    }
}

/// Fixes to propose for a failing contrast pair. Designers accept a change of lightness far
/// more readily than a change of hue, so the search keeps hue and chroma and moves only L.
public enum FixSuggestion {
    /// The nearest lightness (OKLCH L, searched darker and lighter by bisection) at which the
    /// foreground reaches `required + margin` against `background`, keeping the foreground's
    /// hue, chroma (reduced only where sRGB cannot show it) and alpha.
    ///
    /// The margin keeps the suggestion off the threshold, so small edits or rounding in another
    /// tool do not push it under. When no lightness reaches the margin in a direction but the
    /// extreme (black or white) still reaches `required`, that direction aims for `required`.
    /// Every returned color is quantized to 8 bits and re-checked against its target, so the
    /// suggestion always passes and `ratio` is the ratio of `color.hex`. Returns the foreground unchanged (ΔL 0) when it already passes,
    /// and nil when neither black nor white at this alpha can reach `required`.
    /// `background` is taken as opaque; composite it over the page first.
    public static func lightness(
        foreground: SRGBColor, background: SRGBColor, required: Double, margin: Double = 0.05,
        weights: LuminanceWeights = .wcag
    ) -> LightnessFix? {
        let backdrop = background.opaque
        let backdropLuminance = WCAGContrast.relativeLuminance(backdrop, weights: weights)
        func ratio(_ candidate: SRGBColor) -> Double {
            let shown = Compositing.sourceOver(candidate, over: backdrop)
            return WCAGContrast.ratio(
                luminance: WCAGContrast.relativeLuminance(shown, weights: weights), backdropLuminance)
        }
        let start = OKLCH(foreground)
        let current = ratio(foreground)
        if current >= required {
            return LightnessFix(color: foreground, ratio: current, deltaL: 0, chromaReduced: false)
        }
        guard required.isFinite, margin.isFinite else { return nil }
        let alpha = foreground.alpha
        func candidate(_ lightness: Double) -> SRGBColor {
            OKLCH(l: lightness, c: start.c, h: start.h).srgb(alpha: alpha, mapping: .reduceChroma)
        }
        let aimed = min(required + max(margin, 0), 21)

        // lighter: search L in [start.l, 1]; darker: L in [0, start.l].
        var options: [LightnessFix] = []
        for towardWhite in [false, true] {
            let extremeL = towardWhite ? 1.0 : 0.0
            let extremeRatio = ratio(candidate(extremeL).quantized)
            let target: Double
            if extremeRatio >= aimed {
                target = aimed
            } else if extremeRatio >= required {
                target = required
            } else {
                continue
            }
            // Bisection between a failing L (the start) and a passing L (the extreme).
            var failing = start.l
            var passing = extremeL
            for _ in 0..<48 {
                let middle = (failing + passing) / 2
                if ratio(candidate(middle)) >= target { passing = middle } else { failing = middle }
            }
            // Quantize, and walk on toward the extreme until the 8-bit color reaches the target
            // too (bounded: the extreme's 8-bit color reaches it, by the choice of target).
            let step = towardWhite ? 0.0005 : -0.0005
            var lightness = passing
            var chosen = candidate(lightness).quantized
            var steps = 0
            while ratio(chosen) < target && steps < 2100 {
                lightness += step
                if towardWhite ? lightness >= 1 : lightness <= 0 { lightness = extremeL }
                chosen = candidate(lightness).quantized
                steps += 1
            }
            let chosenRatio = ratio(chosen)
            guard chosenRatio >= required else { continue }
            let unreduced = OKLCH(l: lightness, c: start.c, h: start.h).lab.isInSRGBGamut
            options.append(
                LightnessFix(
                    color: chosen, ratio: chosenRatio, deltaL: OKLab(chosen).l - start.l,
                    chromaReduced: !unreduced))
        }
        return options.min { abs($0.deltaL) < abs($1.deltaL) }
    }

    /// Among `candidates` (design tokens, by name), the one that passes `required` against
    /// `background` and looks most like `foreground` (smallest ΔE_OK); nil when none passes.
    /// Ties go to the earlier candidate. Translucent candidates are judged composited over
    /// `background`, which is taken as opaque.
    public static func nearestPassingToken(
        to foreground: SRGBColor, candidates: [(name: String, color: SRGBColor)],
        against background: SRGBColor, required: Double, weights: LuminanceWeights = .wcag
    ) -> PassingToken? {
        let backdrop = background.opaque
        let reference = OKLab(Compositing.sourceOver(foreground, over: backdrop))
        var best: PassingToken?
        for (name, color) in candidates {
            let shown = Compositing.sourceOver(color, over: backdrop)
            let ratio = WCAGContrast.ratio(shown, backdrop, weights: weights)
            guard ratio >= required else { continue }
            let distance = ColorDifference.deltaEOK(OKLab(shown), reference)
            if best.map({ distance < $0.deltaE }) ?? true {
                best = PassingToken(name: name, color: color, ratio: ratio, deltaE: distance)
            }
        }
        return best
    }
}
