/// Works out one value per failing foreground token and appearance (see `TokenFix`): the
/// OKLCH lightness, hue and chroma kept, at which the token passes against every background
/// it is paired with, including the pairs that pass today (a fix must not break them).
/// Where no lightness passes them all, the one that passes the most, nearest the current value.
enum TokenFixPlanner {
    /// A pair the changed color must keep or make passing: the other color, taken as
    /// displayed (opaque), and the ratio it needs.
    struct Constraint {
        var name: String
        var other: SRGBColor
        var required: Double
        var failing: Bool
    }

    /// The margin kept above each threshold, as the per-pair suggestion keeps it, so rounding
    /// in another tool does not push the value back under.
    static let margin = 0.05

    /// Plans every failing catalog token of `evaluations` and points each failing pair's
    /// suggestion at its token's one value (or at its background, when that is the smaller
    /// change). Component pairs keep their own suggestion: they draw their own colors.
    static func apply(_ evaluations: inout [ContrastEvaluation]) {
        var groups: [String: [Int]] = [:]
        for (index, evaluation) in evaluations.enumerated() where evaluation.origin == .catalog && !evaluation.isExempt {
            groups[evaluation.measurement.foreground + "\u{1F}" + evaluation.appearance.rawValue, default: []].append(index)
        }
        for key in groups.keys.sorted() {
            let members = groups[key] ?? []
            guard members.contains(where: { !evaluations[$0].measurement.passes }),
                  let fix = plan(members.map { evaluations[$0] }, all: evaluations) else { continue }
            for index in members {
                let background = evaluations[index].measurement.background
                evaluations[index].tokenFix = fix
                guard !evaluations[index].measurement.passes else { continue }
                evaluations[index].measurement.suggestedHex = fix.fixes.contains(background) ? fix.suggestedHex : nil
                evaluations[index].measurement.suggestedBackgroundHex = fix.backgroundAlternatives.first { $0.background == background }?.suggestedHex
            }
        }
    }

    /// The fix for one token in one appearance; `pairs` are all its measured catalog pairs.
    static func plan(_ pairs: [ContrastEvaluation], all: [ContrastEvaluation]) -> TokenFix? {
        guard let first = pairs.first, let current = SRGBColor(hex: first.measurement.foregroundHex) else { return nil }
        let constraints = pairs.compactMap { pair -> Constraint? in
            SRGBColor(hex: pair.measurement.effectiveBackgroundHex).map {
                Constraint(name: pair.measurement.background, other: $0, required: pair.requirement.minimumRatio, failing: !pair.measurement.passes)
            }
        }
        let best = bestLightness(for: current, against: constraints, changing: .foreground)
        let fixes = best.map { choice in constraints.filter { passes($0, choice.color, .foreground, margin: 0) }.map(\.name) } ?? []
        let cannot = constraints.filter { !fixes.contains($0.name) }.map(\.name)
        let tokenChange = best.map { abs($0.deltaL) } ?? .infinity
        var alternatives: [BackgroundFix] = []
        // A surface carries every text tone: there the token is the thing to change. A filled
        // control's color (accentHover under textOnAccent) may be the smaller change.
        for pair in pairs where !pair.measurement.passes && !ContrastPairCatalog.surfaces.contains(pair.measurement.background) {
            guard let background = SRGBColor(hex: pair.measurement.backgroundHex), background.alpha >= 1,
                  let foreground = SRGBColor(hex: pair.measurement.effectiveForegroundHex) else { continue }
            // Every pair on this background, in this appearance, must still pass after the change.
            var onBackground = all.filter {
                $0.origin == .catalog && !$0.isExempt && $0.appearance == pair.appearance
                    && $0.measurement.background == pair.measurement.background && $0.measurement.foreground != pair.measurement.foreground
            }.compactMap { other -> Constraint? in
                SRGBColor(hex: other.measurement.foregroundHex).map {
                    Constraint(name: other.measurement.foreground, other: $0, required: other.requirement.minimumRatio, failing: !other.measurement.passes)
                }
            }
            onBackground.append(Constraint(name: pair.measurement.foreground, other: foreground, required: pair.requirement.minimumRatio, failing: true))
            guard let change = bestLightness(for: background, against: onBackground, changing: .background),
                  onBackground.allSatisfy({ !$0.failing || passes($0, change.color, .background, margin: 0) }),
                  abs(change.deltaL) < tokenChange else { continue }
            alternatives.append(BackgroundFix(background: pair.measurement.background, suggestedHex: change.color.hex, deltaL: change.deltaL))
        }
        return TokenFix(
            token: first.measurement.foreground, appearance: first.appearance.rawValue, currentHex: first.measurement.foregroundHex,
            suggestedHex: best?.color.hex, deltaL: best?.deltaL ?? 0, fixes: fixes, cannotFix: cannot, backgroundAlternatives: alternatives)
    }

    enum Side { case foreground, background }

    /// The 8-bit color of `color`'s hue and chroma whose lightness passes the most constraints
    /// (with the margin where it can, else at the threshold), nearest the current lightness;
    /// nil when it would make no failing constraint pass.
    static func bestLightness(
        for color: SRGBColor, against constraints: [Constraint], changing side: Side
    ) -> (color: SRGBColor, deltaL: Double)? {
        let start = OKLCH(color)
        let alpha = side == .foreground ? color.alpha : 1
        func candidate(_ lightness: Double) -> SRGBColor {
            OKLCH(l: lightness, c: start.c, h: start.h).srgb(alpha: alpha, mapping: .reduceChroma).quantized
        }
        // Scored by (failing pairs fixed, all pairs passing, margin kept), then nearness.
        var best: (score: Int, color: SRGBColor, deltaL: Double)?
        let steps = 1000
        for step in 0...steps {
            for sign in [-1.0, 1.0] where !(step == 0 && sign > 0) {
                let lightness = start.l + sign * Double(step) / Double(steps)
                guard lightness >= 0, lightness <= 1 else { continue }
                let shown = candidate(lightness)
                var (fixed, passing, kept) = (0, 0, 0)
                for constraint in constraints {
                    let ratio = Self.ratio(constraint, shown, side)
                    guard ratio >= constraint.required else { continue }
                    passing += 1
                    if constraint.failing { fixed += 1 }
                    if ratio >= constraint.required + margin { kept += 1 }
                }
                let score = fixed * 1_000_000 + passing * 1_000 + kept
                if best.map({ score > $0.score }) ?? true {
                    best = (score, shown, OKLab(shown).l - start.l)
                }
            }
        }
        guard let best, best.score >= 1_000_000 else { return nil }
        return (best.color, best.deltaL)
    }

    static func passes(_ constraint: Constraint, _ shown: SRGBColor, _ side: Side, margin: Double) -> Bool {
        ratio(constraint, shown, side) >= constraint.required + margin
    }

    /// The pair's ratio with `shown` in place of the color being changed.
    static func ratio(_ constraint: Constraint, _ shown: SRGBColor, _ side: Side) -> Double {
        switch side {
        case .foreground:
            let backdrop = constraint.other.opaque
            return WCAGContrast.ratio(Compositing.sourceOver(shown, over: backdrop), backdrop)
        case .background:
            let backdrop = shown.opaque
            return WCAGContrast.ratio(Compositing.sourceOver(constraint.other, over: backdrop), backdrop)
        }
    }
}
