import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
/// The contrast half of the report: every measured pair (exempt ones included, so the tables
/// show them), a heat map of every foreground role on every background role per appearance,
/// and the chart palette under each color-vision simulation.
package enum ContrastSummary {
    package static func build(_ context: AuditContext) -> AccessibilityReport? {
        guard let theme = context.theme else { return nil }
        let evaluations = context.contrastEvaluations.value
        var seen = Set<TokenFix>()
        let fixes = evaluations.compactMap(\.tokenFix).filter { seen.insert($0).inserted }
        var report = AccessibilityReport(
            pairs: evaluations.map(\.measurement), tokenFixes: fixes, heatMaps: heatMaps(theme, config: context.config),
            paletteSimulations: paletteSimulations(theme), palette: palette(theme))
        if let designer = theme.designer {
            report.unpairedTokens = designer.unpaired
            let specs = ContrastPairCatalog.pairs(for: theme, extra: context.config.extraContrastPairs)
            report.paletteCoverage = PaletteCoverage(
                colorTokens: designer.colorTokenCount, withRole: designer.roles.count, primitives: designer.primitiveCount,
                pairs: specs.count, appearances: theme.appearances.map(\.rawValue))
            report.paletteCoverage?.unusedPrimitives = designer.unusedPrimitiveCount
        }
        return report
    }

    /// One audited subject per measured (non-exempt) pair and appearance, and per chart
    /// neighbour pair: the same subjects the contrast rules' findings carry.
    package static func auditedSubjects(_ context: AuditContext) -> [AuditedSubject] {
        guard let theme = context.theme else { return [] }
        var subjects: [AuditedSubject] = []
        var seen = Set<Subject>()
        for evaluation in context.contrastEvaluations.value where !evaluation.isExempt {
            guard seen.insert(evaluation.subject).inserted else { continue }
            subjects.append(AuditedSubject(area: .contrast, subject: evaluation.subject, location: evaluation.location))
        }
        for difference in ChartDistinguishability.neighbours(theme) {
            let subject = Subject(pair: difference.name, appearance: difference.appearance.rawValue)
            guard seen.insert(subject).inserted else { continue }
            subjects.append(AuditedSubject(area: .contrast, subject: subject, location: difference.location))
        }
        return subjects
    }

    /// Every role in each appearance the theme defines, in role order, chart colors last.
    package static func palette(_ theme: Theme) -> [PaletteSwatch] {
        var swatches: [PaletteSwatch] = []
        for role in theme.roles + theme.chartPalette {
            for appearance in theme.appearances {
                let value = role.value(appearance)
                var swatch = PaletteSwatch(
                    role: role.name, appearance: appearance.rawValue, hex: value.color.hex, chain: value.chainDescription,
                    fromDefaultTheme: value.isFromDefaultTheme)
                swatch.kind = theme.designer?.roles[role.name]?.kind.rawValue
                swatches.append(swatch)
            }
        }
        return swatches
    }

    /// Every foreground role (and chart color) × every background role, per appearance, each
    /// row with the usage and threshold the pair catalog gives the role.
    package static func heatMaps(_ theme: Theme, config: AuditConfig = AuditConfig()) -> [ContrastHeatMap] {
        var foregrounds = ThemeRoleNames.foregrounds.compactMap { theme.role($0) } + theme.chartPalette
        var backgrounds = ThemeRoleNames.backgrounds.compactMap { theme.role($0) }
        if let designer = theme.designer {
            // The palette's own tokens: what is drawn on top in rows, what is drawn on in columns.
            let kinds: Set<PaletteTokenKind> = [.background, .fill]
            foregrounds = theme.roles.filter { designer.roles[$0.name].map { !kinds.contains($0.kind) } ?? false } + theme.chartPalette
            backgrounds = theme.roles.filter { designer.roles[$0.name].map { kinds.contains($0.kind) } ?? false }
                + theme.roles.filter { role in designer.roles.values.contains { $0.onTarget == role.name } }
        }
        guard !foregrounds.isEmpty, !backgrounds.isEmpty else { return [] }
        let specs = ContrastPairCatalog.pairs(for: theme, extra: config.extraContrastPairs)
        var usageByRole: [String: ContrastUsage] = [:]
        for spec in specs where usageByRole[spec.foreground] == nil { usageByRole[spec.foreground] = spec.usage }
        let usages = foregrounds.map { usageByRole[$0.name] ?? .normalText }
        let thresholds = usages.map { ContrastRequirement.requirement(for: $0, level: config.wcagLevel).minimumRatio }
        return theme.appearances.map { appearance in
            let page = ContrastAudit.pageColor(theme, appearance)
            let matrix = ContrastMatrix.compute(
                foregrounds: foregrounds.map { $0.value(appearance).color },
                backgrounds: backgrounds.map { $0.value(appearance).color },
                withSimulations: false, page: page)
            return ContrastHeatMap(
                appearance: appearance.rawValue, foregrounds: foregrounds.map(\.name), backgrounds: backgrounds.map(\.name),
                ratios: Array(matrix.ratios(for: .normal)), usages: usages.map(\.rawValue), thresholds: thresholds)
        }
    }

    /// The chart palette drawn on the surface, as each condition sees it.
    package static func paletteSimulations(_ theme: Theme) -> [PaletteSimulation] {
        guard !theme.chartPalette.isEmpty else { return [] }
        return theme.appearances.map { appearance in
            let page = ContrastAudit.pageColor(theme, appearance)
            let surface = theme.role(theme.designer == nil ? "surface" : theme.pageRole).map { Compositing.sourceOver($0.value(appearance).color, over: page).opaque } ?? page
            let shown = theme.chartPalette.map { Compositing.sourceOver($0.value(appearance).color, over: surface).opaque }
            var swatches: [String: [String]] = [:]
            for condition in VisionCondition.allCases {
                swatches[condition.rawValue] = shown.map { condition.apply(to: $0).hex }
            }
            return PaletteSimulation(appearance: appearance.rawValue, names: theme.chartPalette.map(\.name), swatches: swatches)
        }
    }
}
