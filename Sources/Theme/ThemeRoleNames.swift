import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// The semantic color roles of LubaUI's `LubaThemeColors`, in its declaration order, and how
/// each is used. Every reader (Swift, DTCG, the built-in default) produces these names, so the
/// pair catalog and reports speak one vocabulary whatever the source.
public enum ThemeRoleNames {
    public static let all: [String] = [
        "primary", "secondary", "accent", "accentHover", "accentSubtle",
        "background", "surface", "surfaceSecondary", "surfaceTertiary", "surfaceHover",
        "textPrimary", "textSecondary", "textTertiary", "textDisabled", "textOnAccent",
        "border", "borderStrong", "borderFocused", "divider", "fill",
        "success", "successSubtle", "warning", "warningSubtle", "error", "errorSubtle", "info", "infoSubtle",
        "chartGrid", "chartAxisLabel", "glassBorder", "glassShadow",
    ]

    /// The role holding the ordered chart palette; its entries become roles `chart1`, `chart2`, ….
    public static let chartPalette = "chartPalette"

    /// The name of chart palette entry `index` (0-based): `chart1` for the first.
    public static func chartName(_ index: Int) -> String { "chart\(index &+ 1)" }

    /// Roles drawn on top of something: text, icons, lines, series. Rows of the heat map.
    public static let foregrounds: [String] = [
        "textPrimary", "textSecondary", "textTertiary", "textDisabled", "textOnAccent",
        "primary", "secondary", "accent", "accentHover",
        "success", "warning", "error", "info",
        "border", "borderStrong", "borderFocused", "divider", "chartGrid", "chartAxisLabel",
    ]

    /// Roles things are drawn on: pages, containers, fills, filled controls. Columns of the heat map.
    public static let backgrounds: [String] = [
        "background", "surface", "surfaceSecondary", "surfaceTertiary", "surfaceHover",
        "accent", "accentHover", "accentSubtle", "fill",
        "success", "successSubtle", "warning", "warningSubtle", "error", "errorSubtle", "info", "infoSubtle",
    ]

    /// The page color everything else ultimately sits on.
    public static let page = "background"

    /// Whether `name` is a role or a chart palette entry name.
    public static func isRole(_ name: String) -> Bool {
        all.contains(name) || name == chartPalette || chartIndex(name) != nil
    }

    /// The 0-based palette index of `chart3` → 2; nil for any other name.
    public static func chartIndex(_ name: String) -> Int? {
        guard name.hasPrefix("chart"), let number = Int(name.dropFirst(5)), number >= 1, number <= 1000 else { return nil }
        return number &- 1
    }
}
