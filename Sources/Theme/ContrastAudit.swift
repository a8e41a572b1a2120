import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// One pair measured in one appearance, with what rules and reports need beyond the numbers.
public struct ContrastEvaluation: Sendable {
    public enum Origin: String, Sendable {
        /// A pair from the catalog (or the project's extra pairs).
        case catalog
        /// A pair read from component source.
        case component
    }

    public var measurement: ContrastMeasurement
    public var requirement: ContrastRequirement
    public var origin: Origin
    public var appearance: Appearance
    /// The subject findings and JUnit use: `pair: "textTertiary on surface", appearance: "dark"`.
    public var subject: Subject
    /// Where to change the pair: the foreground's literal, else its role, else the component.
    public var location: SourceLocation?
    /// The other places involved (the background's literal, the role's declaration).
    public var related: [SourceLocation]
    /// The simulation that gave `worstSimulatedRatio`.
    public var worstCondition: VisionCondition?
    /// The one value for this pair's foreground token in this appearance, when it fails
    /// somewhere (catalog pairs only).
    public var tokenFix: TokenFix?
    /// The pair's cap on its finding's severity (see `ContrastPairSpec.severity`).
    public var severity: Severity?

    public var isExempt: Bool { requirement.isExempt }
}

/// Measures every pair that matters for a theme: the catalog's role pairs and the pairs
/// components draw, in each appearance the theme defines. Translucent backgrounds are
/// composited over the page (the `background` role), translucent foregrounds over their
/// background, and ratios are compared unrounded.
public enum ContrastAudit {
    public static func evaluate(theme: Theme, componentPairs: [ComponentColorPair] = [], config: AuditConfig = AuditConfig()) -> [ContrastEvaluation] {
        var result: [ContrastEvaluation] = []
        let specs = ContrastPairCatalog.pairs(for: theme, extra: config.extraContrastPairs)
        // A token's family and its roles are looked up once per name: a palette of a hundred
        // tokens implies thousands of pairs, each asking the same questions.
        var families: [String: Set<String>] = [:]
        func familyOf(_ name: String) -> Set<String> {
            if let known = families[name] { return known }
            let found = family(of: name, in: theme)
            families[name] = found
            return found
        }
        var rolesByName: [String: ThemeRole] = [:]
        for spec in specs {
            for name in [spec.foreground, spec.background] where rolesByName[name] == nil {
                rolesByName[name] = theme.role(name)
            }
        }
        // A palette naming both appearances in one set of names (`canvas-dark`) reads a
        // dark-named pair over its dark page, not over the light one.
        var tokenPages: [String: SRGBColor] = [:]
        func pageOf(_ spec: ContrastPairSpec, _ appearance: Appearance, default light: SRGBColor) -> SRGBColor {
            guard let designer = theme.designer,
                  (designer.modes[spec.foreground] ?? designer.modes[spec.background]) == .dark else { return light }
            let darkPage = designer.darkPage.flatMap { theme.role($0)?.value(appearance).color }
            return darkPage.map { Compositing.sourceOver($0, over: .black).opaque } ?? .black
        }
        for appearance in theme.appearances {
            let defaultPage = pageColor(theme, appearance)
            let candidates = tokenCandidates(theme, appearance)
            var candidatesFor: [String: [(name: String, color: SRGBColor)]] = [:]
            for spec in specs {
                guard let foregroundRole = rolesByName[spec.foreground], let backgroundRole = rolesByName[spec.background] else { continue }
                let offered: [(name: String, color: SRGBColor)]
                if let known = candidatesFor[spec.foreground] {
                    offered = known
                } else {
                    let family = familyOf(spec.foreground)
                    offered = candidates.filter { $0.name != spec.foreground && family.contains($0.name) }
                    candidatesFor[spec.foreground] = offered
                }
                let page = pageOf(spec, appearance, default: defaultPage)
                if page != defaultPage, theme.designer?.modes[spec.background] == .dark {
                    tokenPages[spec.background + "\u{1F}" + appearance.rawValue] = page
                }
                var evaluation = measure(
                    foreground: foregroundRole.value(appearance), foregroundName: spec.foreground,
                    background: backgroundRole.value(appearance), backgroundName: spec.background,
                    usage: spec.usage, level: config.wcagLevel, page: page, appearance: appearance,
                    candidates: offered, suggestsLightness: false)
                evaluation.subject.pair = spec.name
                evaluation.measurement.variant = spec.variant
                evaluation.severity = spec.severity
                // An aliasing token (`{neutral.950}`) is located where it is written, the
                // primitive's literal it reaches is related.
                let foregroundValue = foregroundRole.value(appearance), backgroundValue = backgroundRole.value(appearance)
                evaluation.location = foregroundValue.declaration ?? foregroundValue.location ?? foregroundRole.location ?? backgroundValue.location
                var related: [SourceLocation] = []
                for place in [foregroundValue.location, backgroundValue.declaration, backgroundValue.location, foregroundRole.location] {
                    if let place, place != evaluation.location, !related.contains(place) { related.append(place) }
                }
                evaluation.related = related
                result.append(evaluation)
            }
        }
        for appearance in theme.appearances {
            let page = pageColor(theme, appearance)
            let candidates = tokenCandidates(theme, appearance)
            for pair in componentPairs {
                guard let foreground = pair.foreground.resolve(in: theme, appearance),
                      let background = pair.background.resolve(in: theme, appearance) else { continue }
                let foregroundName = pair.foreground.name(in: appearance)
                var evaluation = measure(
                    foreground: foreground, foregroundName: foregroundName,
                    background: background, backgroundName: pair.background.name(in: appearance),
                    usage: .normalText, level: config.wcagLevel, page: page, appearance: appearance,
                    candidates: { let family = familyOf(foregroundName); return candidates.filter { $0.name != foregroundName && family.contains($0.name) } }())
                evaluation.origin = .component
                evaluation.measurement.component = pair.title
                evaluation.subject.component = pair.title
                evaluation.location = pair.location
                evaluation.related = [foreground.location, background.location].compactMap { $0 }
                result.append(evaluation)
            }
        }
        var pages: [Appearance: SRGBColor] = [:]
        for appearance in theme.appearances { pages[appearance] = pageColor(theme, appearance) }
        TokenFixPlanner.apply(
            &result, surfaces: theme.designer?.surfaces ?? Set(ContrastPairCatalog.surfaces), pages: pages, backgroundPages: tokenPages)
        return result
    }

    /// The page everything sits on: the `background` role made opaque over white (light) or
    /// black (dark), since nothing shows through a window.
    public static func pageColor(_ theme: Theme, _ appearance: Appearance) -> SRGBColor {
        let base: SRGBColor = appearance == .light ? .white : .black
        guard let page = theme.role(theme.pageRole)?.value(appearance).color else { return base }
        return Compositing.sourceOver(page, over: base).opaque
    }

    /// Roles a failing foreground could switch to: the foreground roles meant to be read or
    /// seen (not decorative lines, not disabled text).
    package static func tokenCandidates(_ theme: Theme, _ appearance: Appearance) -> [(name: String, color: SRGBColor)] {
        if let designer = theme.designer {
            let offered: Set<PaletteTokenKind> = [.text, .onColor, .border, .focus, .icon, .brand]
            return theme.roles.filter { designer.roles[$0.name].map { offered.contains($0.kind) } ?? false }
                .map { ($0.name, $0.value(appearance).color) }
        }
        let excluded: Set<String> = ["border", "divider", "chartGrid", "textDisabled"]
        return ThemeRoleNames.foregrounds.filter { !excluded.contains($0) }.compactMap { name in
            // A role the palette leaves out holds the default theme's value: not the palette's to offer.
            guard let role = theme.role(name), !role.value(appearance).isFromDefaultTheme else { return nil }
            return (name, role.value(appearance).color)
        }
    }

    /// Roles a designer would swap for one another: text tones for text tones, borders for
    /// borders. A status color is never offered for another ("or info" for success text), nor
    /// a chart role for text.
    package static let roleFamilies: [[String]] = [
        ["textPrimary", "textSecondary", "textTertiary", "primary", "secondary"],
        ["border", "borderStrong", "borderFocused", "divider"],
        ["accent", "accentHover"],
    ]

    package static func family(of role: String, in theme: Theme? = nil) -> Set<String> {
        if let designer = theme?.designer { return designer.family(of: role) }
        return Set(roleFamilies.first { $0.contains(role) } ?? [role])
    }

    /// Measures one pair: ratio, threshold for its usage at `level`, the worst simulated ratio,
    /// and for a failing pair a lightness fix, the nearest passing role, and the content size
    /// from which body text passes as large text. Catalog pairs skip the lightness fix
    /// (`suggestsLightness: false`): `TokenFixPlanner` replaces it with one value per token.
    public static func measure(
        foreground: ResolvedColor, foregroundName: String, background: ResolvedColor, backgroundName: String,
        usage: ContrastUsage, level: WCAGLevel, page: SRGBColor, appearance: Appearance,
        candidates: [(name: String, color: SRGBColor)] = [], suggestsLightness: Bool = true
    ) -> ContrastEvaluation {
        let flat = Compositing.flatten(foreground: foreground.color, background: background.color, page: page)
        let ratio = WCAGContrast.ratio(flat.foreground, flat.background)
        let requirement = ContrastRequirement.requirement(for: usage, level: level)
        let passes = requirement.isMet(by: ratio)
        var worst: (ratio: Double, condition: VisionCondition)?
        for condition in VisionCondition.allCases where condition != .normal {
            let simulated = WCAGContrast.ratio(condition.apply(to: flat.foreground), condition.apply(to: flat.background))
            if worst.map({ simulated < $0.ratio }) ?? true { worst = (simulated, condition) }
        }
        var measurement = ContrastMeasurement(
            foreground: foregroundName, background: backgroundName, appearance: appearance.rawValue,
            foregroundHex: foreground.color.hex, backgroundHex: background.color.hex,
            effectiveForegroundHex: flat.foreground.hex, effectiveBackgroundHex: flat.background.hex,
            foregroundChain: foreground.chainDescription, backgroundChain: background.chainDescription,
            usage: usage.rawValue, ratio: ratio, required: requirement.minimumRatio,
            enhanced: enhancedThreshold(usage), passes: passes, worstSimulatedRatio: worst?.ratio)
        measurement.apcaLc = APCAContrast.lightnessContrast(text: flat.foreground, background: flat.background)
        if !passes && !requirement.isExempt {
            if suggestsLightness, let fix = FixSuggestion.lightness(foreground: foreground.color, background: flat.background, required: requirement.minimumRatio) {
                measurement.suggestedHex = fix.color.hex
            }
            if let token = FixSuggestion.nearestPassingToken(
                to: foreground.color, candidates: sameFamily(foreground.color, candidates), against: flat.background,
                required: requirement.minimumRatio) {
                measurement.suggestedToken = token.name
            }
            if usage == .normalText, ContrastRequirement.requirement(for: .largeText, level: level).isMet(by: ratio) {
                measurement.passesAsLargeFrom = DynamicTypeTable.firstLargeTextCategory(.body)?.shortName
            }
        }
        let subject = Subject(pair: "\(foregroundName) on \(backgroundName)", appearance: appearance.rawValue)
        return ContrastEvaluation(
            measurement: measurement, requirement: requirement, origin: .catalog, appearance: appearance, subject: subject,
            location: foreground.location, related: [], worstCondition: worst?.condition)
    }

    /// Candidates a designer would accept in place of `color`: grays for a gray (or white),
    /// colors within 45° of hue for a color. ΔE alone would offer amber for a gray border.
    package static func sameFamily(_ color: SRGBColor, _ candidates: [(name: String, color: SRGBColor)]) -> [(name: String, color: SRGBColor)] {
        let neutral = 0.03
        let own = OKLCH(color)
        return candidates.filter { candidate in
            let other = OKLCH(candidate.color)
            if own.c < neutral || other.c < neutral { return own.c < neutral && other.c < neutral }
            let difference = abs(own.h - other.h).truncatingRemainder(dividingBy: 360)
            return min(difference, 360 - difference) <= 45
        }
    }

    /// WCAG's AAA threshold for a usage, when it has one (1.4.6).
    package static func enhancedThreshold(_ usage: ContrastUsage) -> Double? {
        switch usage {
        case .normalText: return 7
        case .largeText: return 4.5
        default: return nil
        }
    }
}
