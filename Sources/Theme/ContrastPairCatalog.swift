import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// A foreground role drawn on a background role for a purpose; the usage sets the threshold.
public struct ContrastPairSpec: Hashable, Sendable {
    public var foreground: String
    public var background: String
    public var usage: ContrastUsage
    /// What the pair is in the interface ("body text on cards"), for reports.
    public var purpose: String
    /// "as text" for a brand or status color measured as text beside its non-text pair.
    public var variant: String?
    /// A cap on the finding's severity where the pair's use is likely but not certain (a
    /// border that may be decorative, a brand color that may never be body text).
    public var severity: Severity?

    public init(foreground: String, background: String, usage: ContrastUsage, purpose: String) {
        self.foreground = foreground
        self.background = background
        self.usage = usage
        self.purpose = purpose
    }

    /// "textTertiary on surface": the pair's name in findings, baselines and JUnit.
    public var name: String { variant.map { "\(foreground) \($0) on \(background)" } ?? "\(foreground) on \(background)" }
}

/// The role pairs that matter in a LubaUI interface, as data. A project adds its own with
/// `extraContrastPairs` in `.lubaaudit.json`.
public enum ContrastPairCatalog {
    /// Everything text is put on: the page and each container level.
    public static let surfaces = ["background", "surface", "surfaceSecondary", "surfaceTertiary", "surfaceHover"]
    public static let statuses = ["success", "warning", "error", "info"]

    public static let base: [ContrastPairSpec] = {
        var pairs: [ContrastPairSpec] = []
        func add(_ foreground: String, _ backgrounds: [String], _ usage: ContrastUsage, _ purpose: String) {
            for background in backgrounds {
                pairs.append(ContrastPairSpec(foreground: foreground, background: background, usage: usage, purpose: purpose))
            }
        }
        add("textPrimary", surfaces, .normalText, "body and heading text")
        add("textSecondary", surfaces, .normalText, "descriptions and secondary labels")
        add("textTertiary", surfaces, .normalText, "placeholders, hints, helper text")
        add("primary", ["background", "surface"], .normalText, "legacy strong foreground tone")
        add("secondary", ["background", "surface"], .normalText, "legacy muted foreground tone")
        add("textOnAccent", ["accent", "accentHover"], .normalText, "labels on filled accent controls")
        add("accent", ["background", "surface", "surfaceSecondary", "surfaceTertiary", "accentSubtle"], .normalText, "accent text, links and icons")
        for status in statuses {
            add(status, [status + "Subtle", "surface"], .normalText, "\(status) text and icons")
            add("textPrimary", [status + "Subtle"], .normalText, "titles on \(status) banners")
            add("textSecondary", [status + "Subtle"], .normalText, "messages on \(status) banners")
        }
        add("borderStrong", ["background", "surface", "surfaceSecondary"], .nonText, "unselected control boundaries (checkbox, radio)")
        add("borderFocused", ["background", "surface", "surfaceSecondary"], .nonText, "focus indicator")
        add("border", ["background", "surface"], .decorative, "hairline borders (decorative)")
        add("divider", ["background", "surface"], .decorative, "separators (decorative)")
        add("fill", ["surface"], .decorative, "tracks and skeletons (decorative)")
        add("chartGrid", ["surface"], .decorative, "chart grid lines (decorative)")
        add("chartAxisLabel", ["surface", "background"], .normalText, "chart axis labels")
        add("textDisabled", ["background", "surface"], .incidental, "disabled text (WCAG 1.4.3 exempts inactive controls)")
        return pairs
    }()

    /// The pairs to measure for `theme`: the base catalog, each chart color on the surface, and
    /// the project's extra pairs (duplicates dropped), limited to roles the theme has.
    public static func pairs(for theme: Theme, extra: [ExtraContrastPair] = []) -> [ContrastPairSpec] {
        var result: [ContrastPairSpec] = []
        var seen = Set<String>()
        func add(_ spec: ContrastPairSpec) {
            guard theme.role(spec.foreground) != nil, theme.role(spec.background) != nil,
                  seen.insert(spec.name).inserted else { return }
            result.append(spec)
        }
        if let designer = theme.designer {
            // A designer's palette: the pairs its own names imply, no LubaUI catalog.
            designer.pairs.forEach(add)
        } else {
            base.forEach(add)
        }
        for role in theme.chartPalette {
            add(ContrastPairSpec(foreground: role.name, background: "surface", usage: .nonText, purpose: "chart series"))
        }
        for pair in extra {
            let usage = ContrastUsage(rawValue: pair.usage) ?? .normalText
            add(ContrastPairSpec(foreground: pair.foreground, background: pair.background, usage: usage, purpose: "project pair (.lubaaudit.json)"))
        }
        return result
    }
}
