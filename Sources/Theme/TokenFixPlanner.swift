import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Works out one value per failing foreground token and appearance (see `TokenFix`): the
/// OKLCH lightness, hue and chroma kept, at which the token passes against every background
/// it is paired with, the pairs that pass today included: a fix never breaks a passing pair.
/// Where no single value passes them all, no value is offered for the token; the other side
/// (the background, a hover color) is offered where one value of it passes every pair it is
/// in, and otherwise the report says the pair cannot be fixed with one value.
package enum TokenFixPlanner {
    package enum Side { case foreground, background }

    /// A pair the changed color must keep or make passing.
    package struct Constraint {
        /// The pair's label in `fixes`/`cannotFix`: the other color's name (and variant).
        package var name: String
        /// The other color: for `.foreground`, the background as displayed (opaque); for
        /// `.background`, the foreground as declared (it may be translucent).
        package var other: SRGBColor
        package var required: Double
        package var failing: Bool
        /// Which side of this pair the changed color is on.
        package var side: Side
        /// What a translucent background is composited over.
        package var page: SRGBColor
    }

    /// The margin kept above each threshold where it can be, so rounding in another tool does
    /// not push the value back under.
    package static let margin = 0.05

    /// Plans every failing catalog token of `evaluations` and points each failing pair's
    /// suggestion at its token's one value, or at its background's. Component pairs keep their
    /// own suggestion: they draw their own colors. `surfaces` are the backgrounds that carry
    /// every text tone, `pages` the page color per appearance.
    package static func apply(
        _ evaluations: inout [ContrastEvaluation], surfaces: Set<String>, pages: [Appearance: SRGBColor],
        backgroundPages: [String: SRGBColor] = [:]
    ) {
        var groups: [String: [Int]] = [:]
        for (index, evaluation) in evaluations.enumerated() where evaluation.origin == .catalog && !evaluation.isExempt {
            groups[evaluation.measurement.foreground + "\u{1F}" + evaluation.appearance.rawValue, default: []].append(index)
        }
        // A background's one value depends on the background alone (every pair on it must
        // pass): worked out once per background and appearance, whichever token asks.
        var backgroundChanges = BackgroundChanges(evaluations)
        for key in groups.keys.sorted() {
            let members = groups[key] ?? []
            guard members.contains(where: { !evaluations[$0].measurement.passes }),
                  let fix = plan(
                      members.map { evaluations[$0] }, changes: &backgroundChanges, surfaces: surfaces, pages: pages,
                      backgroundPages: backgroundPages) else { continue }
            for index in members {
                evaluations[index].tokenFix = fix
                guard !evaluations[index].measurement.passes else { continue }
                let label = Self.label(evaluations[index].measurement)
                // Only a value that passes every pair of the token is offered for it.
                evaluations[index].measurement.suggestedHex = fix.fixes.contains(label) ? fix.suggestedHex : nil
                evaluations[index].measurement.suggestedBackgroundHex = fix.backgroundAlternatives.first { $0.background == evaluations[index].measurement.background }?.suggestedHex
            }
        }
    }

    /// "surface", or "surface (as text)" for a pair measured a second way.
    package static func label(_ measurement: ContrastMeasurement) -> String {
        measurement.variant.map { "\(measurement.background) (\($0))" } ?? measurement.background
    }

    /// The fix for one token in one appearance; `pairs` are all its measured catalog pairs.
    /// Background changes by background and appearance, and the catalog pairs they read.
    package struct BackgroundChanges {
        package var onBackground: [String: [ContrastEvaluation]] = [:]
        package var asForeground: [String: [ContrastEvaluation]] = [:]
        package var known: [String: (color: SRGBColor, deltaL: Double)?] = [:]

        package init(_ evaluations: [ContrastEvaluation]) {
            for evaluation in evaluations where evaluation.origin == .catalog && !evaluation.isExempt {
                let appearance = evaluation.appearance.rawValue
                onBackground[evaluation.measurement.background + "\u{1F}" + appearance, default: []].append(evaluation)
                asForeground[evaluation.measurement.foreground + "\u{1F}" + appearance, default: []].append(evaluation)
            }
        }

        package mutating func change(_ background: SRGBColor, named name: String, appearance: Appearance, page: SRGBColor) -> (color: SRGBColor, deltaL: Double)? {
            let key = name + "\u{1F}" + appearance.rawValue
            if let known = known[key] { return known }
            let found = TokenFixPlanner.backgroundChange(
                background, on: onBackground[key] ?? [], asForeground: asForeground[key] ?? [], page: page)
            known[key] = .some(found)
            return found
        }
    }

    /// The plan for one token over every pair of `all` (one-off use; `apply` shares its work).
    package static func plan(
        _ pairs: [ContrastEvaluation], all: [ContrastEvaluation], surfaces: Set<String>, pages: [Appearance: SRGBColor]
    ) -> TokenFix? {
        var changes = BackgroundChanges(all)
        return plan(pairs, changes: &changes, surfaces: surfaces, pages: pages)
    }

    /// `backgroundPages` (background + U+001F + appearance) is the page of a background that
    /// is read over another page than its appearance's (a `-dark` name in a light file).
    package static func plan(
        _ pairs: [ContrastEvaluation], changes: inout BackgroundChanges, surfaces: Set<String>, pages: [Appearance: SRGBColor],
        backgroundPages: [String: SRGBColor] = [:]
    ) -> TokenFix? {
        guard let first = pairs.first, let current = SRGBColor(hex: first.measurement.foregroundHex) else { return nil }
        let page = pages[first.appearance] ?? (first.appearance == .light ? .white : .black)
        let constraints = pairs.compactMap { pair -> Constraint? in
            SRGBColor(hex: pair.measurement.effectiveBackgroundHex).map {
                Constraint(name: label(pair.measurement), other: $0, required: pair.requirement.minimumRatio,
                           failing: !pair.measurement.passes, side: .foreground, page: page)
            }
        }
        let best = bestLightness(for: current, against: constraints)
        let passesAll = best.map { choice in constraints.allSatisfy { passes($0, choice.color, margin: 0) } } ?? false
        let fixes = passesAll ? constraints.map(\.name) : []
        let cannot = passesAll ? [] : constraints.filter { constraint in
            guard constraint.failing else { return false }
            return best.map { !passes(constraint, $0.color, margin: 0) } ?? true
        }.map(\.name)
        let tokenChange = passesAll ? best.map { abs($0.deltaL) } ?? .infinity : .infinity
        var alternatives: [BackgroundFix] = []
        var seen = Set<String>()
        for pair in pairs where !pair.measurement.passes {
            let name = pair.measurement.background
            // A surface carries every text tone: there the token is the thing to change, unless
            // no one value of the token passes.
            guard seen.insert(name).inserted, !(passesAll && surfaces.contains(name)),
                  let background = SRGBColor(hex: pair.measurement.backgroundHex),
                  let change = changes.change(
                      background, named: name, appearance: pair.appearance,
                      page: backgroundPages[name + "\u{1F}" + pair.appearance.rawValue] ?? page),
                  abs(change.deltaL) < tokenChange else { continue }
            alternatives.append(BackgroundFix(background: name, suggestedHex: change.color.hex, deltaL: change.deltaL))
        }
        return TokenFix(
            token: first.measurement.foreground, appearance: first.appearance.rawValue, currentHex: first.measurement.foregroundHex,
            suggestedHex: passesAll ? best?.color.hex : nil, deltaL: passesAll ? best?.deltaL ?? 0 : 0, fixes: fixes,
            cannotFix: cannot, backgroundAlternatives: alternatives)
    }

    /// One value of the background `name` (its alpha kept) that keeps every pair it is in
    /// passing, as background and as foreground, and makes every failing pair on it pass.
    package static func backgroundChange(
        _ background: SRGBColor, on onIt: [ContrastEvaluation], asForeground: [ContrastEvaluation], page: SRGBColor
    ) -> (color: SRGBColor, deltaL: Double)? {
        var constraints: [Constraint] = onIt.compactMap { other in
            SRGBColor(hex: other.measurement.foregroundHex).map {
                Constraint(name: other.measurement.foreground, other: $0, required: other.requirement.minimumRatio,
                           failing: !other.measurement.passes, side: .background, page: page)
            }
        }
        constraints += asForeground.compactMap { other in
            SRGBColor(hex: other.measurement.effectiveBackgroundHex).map {
                Constraint(name: label(other.measurement), other: $0, required: other.requirement.minimumRatio,
                           failing: !other.measurement.passes, side: .foreground, page: page)
            }
        }
        guard let change = bestLightness(for: background, against: constraints),
              constraints.allSatisfy({ passes($0, change.color, margin: 0) }) else { return nil }
        return change
    }

    /// The 8-bit color of `color`'s hue, chroma and alpha whose lightness breaks no passing
    /// constraint and fixes the most failing ones (with the margin where it can, else at the
    /// threshold), nearest the current lightness; nil when no such lightness fixes any.
    package static func bestLightness(for color: SRGBColor, against constraints: [Constraint]) -> (color: SRGBColor, deltaL: Double)? {
        let start = OKLCH(color)
        func candidate(_ lightness: Double) -> SRGBColor {
            OKLCH(l: lightness, c: start.c, h: start.h).srgb(alpha: color.alpha, mapping: .reduceChroma).quantized
        }
        // Scored by failing pairs fixed, then margins kept, then nearness; a candidate that
        // breaks a pair passing today is never chosen.
        var best: (score: Int, color: SRGBColor, deltaL: Double)?
        // No candidate can score above every failing pair fixed with every margin kept: once
        // one does, the nearer ones have all been tried and the scan can stop.
        let failingCount = constraints.reduce(0) { $0 + ($1.failing ? 1 : 0) }
        let perfect = failingCount * 1_000_000 + constraints.count
        // Neighbouring lightness steps often give the same 8-bit color, which scores the same
        // and so never replaces the nearer one already seen: measured once.
        var tried = Set<SRGBColor>()
        let measured = constraints.map(MeasuredConstraint.init)
        let steps = 1000
        scan: for step in 0...steps {
            for sign in [-1.0, 1.0] where !(step == 0 && sign > 0) {
                let lightness = start.l + sign * Double(step) / Double(steps)
                guard lightness >= 0, lightness <= 1 else { continue }
                let shown = candidate(lightness)
                guard tried.insert(shown).inserted else { continue }
                let shownLuminance = WCAGContrast.relativeLuminance(shown)
                var (fixed, kept, breaks) = (0, 0, false)
                for constraint in measured {
                    let ratio = constraint.ratio(shown, luminance: shownLuminance)
                    guard ratio >= constraint.base.required else {
                        if !constraint.base.failing {
                            breaks = true
                            break
                        }
                        continue
                    }
                    if constraint.base.failing { fixed += 1 }
                    if ratio >= constraint.base.required + margin { kept += 1 }
                }
                guard !breaks else { continue }
                let score = fixed * 1_000_000 + kept
                if best.map({ score > $0.score }) ?? true {
                    best = (score, shown, OKLab(shown).l - start.l)
                    if score >= perfect { break scan }
                }
            }
        }
        guard let best, best.score >= 1_000_000 else { return nil }
        return (best.color, best.deltaL)
    }

    /// A constraint with the luminance of its fixed, opaque side worked out once: the scan
    /// measures it against a thousand candidates. A translucent side is measured as `ratio`
    /// does, composited per candidate; the result is the same number either way.
    package struct MeasuredConstraint {
        package var base: Constraint
        /// The luminance of the other color when the pair's ratio is just the two colors'
        /// (it is opaque, or the backdrop it is read on is).
        package var otherLuminance: Double?

        package init(_ base: Constraint) {
            self.base = base
            switch base.side {
            case .foreground: otherLuminance = WCAGContrast.relativeLuminance(base.other.opaque)
            case .background: otherLuminance = base.other.alpha >= 1 ? WCAGContrast.relativeLuminance(base.other) : nil
            }
        }

        package func ratio(_ shown: SRGBColor, luminance: Double) -> Double {
            guard shown.alpha >= 1, let otherLuminance else { return TokenFixPlanner.ratio(base, shown) }
            switch base.side {
            case .foreground:
                // `shown` over the opaque backdrop is `shown`.
                return WCAGContrast.ratio(luminance: luminance, otherLuminance)
            case .background:
                // An opaque `shown` is its own backdrop, and the opaque other color is itself on it.
                return WCAGContrast.ratio(luminance: otherLuminance, luminance)
            }
        }
    }

    package static func passes(_ constraint: Constraint, _ shown: SRGBColor, margin: Double) -> Bool {
        ratio(constraint, shown) >= constraint.required + margin
    }

    /// The pair's ratio with `shown` in place of the color being changed, both composited as
    /// displayed: a translucent background over the page, a translucent foreground over its
    /// background.
    package static func ratio(_ constraint: Constraint, _ shown: SRGBColor) -> Double {
        switch constraint.side {
        case .foreground:
            let backdrop = constraint.other.opaque
            return WCAGContrast.ratio(Compositing.sourceOver(shown, over: backdrop), backdrop)
        case .background:
            let backdrop = Compositing.sourceOver(shown, over: constraint.page).opaque
            return WCAGContrast.ratio(Compositing.sourceOver(constraint.other, over: backdrop), backdrop)
        }
    }
}
