import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Applies a new brand accent to a theme the way `LubaThemeColors.accented(_:)` derives it:
/// hover = accent at 85 % opacity, subtle = accent at 12 %, focus border = accent,
/// info = accent, info wash = the subtle accent, chart lead color = accent, and the text on
/// the accent from `onAccent` or else the theme's own. So a designer sees what a rebrand does
/// to every pair before shipping it.
public enum AccentDerivation {
    public static let hoverOpacity = 0.85
    public static let subtleOpacity = 0.12

    /// The theme with `accent` (and optionally `onAccent`) applied. Throws for a value that is
    /// not a hex color, naming the option it came from.
    public static func apply(accent: String, onAccent: String?, to theme: Theme) throws -> Theme {
        guard let accentColor = SRGBColor(hex: accent) else {
            throw AuditInputError(path: "--accent", reason: "\"\(accent)\" is not a hex color (use RRGGBB or #RRGGBB)")
        }
        var onAccentColor: SRGBColor?
        if let onAccent {
            guard let color = SRGBColor(hex: onAccent) else {
                throw AuditInputError(path: "--on-accent", reason: "\"\(onAccent)\" is not a hex color (use RRGGBB or #RRGGBB)")
            }
            onAccentColor = color
        }
        return apply(accent: accentColor, onAccent: onAccentColor, to: theme)
    }

    /// The theme with the accent applied; `onAccent` nil keeps the theme's text-on-accent.
    public static func apply(accent: SRGBColor, onAccent: SRGBColor?, to theme: Theme) -> Theme {
        let base = ThemeColorValue(accent).named("--accent")
        let accentValue = base.named("accent")
        let hover = base.withOpacity(hoverOpacity).named("accent")
        let subtle = base.withOpacity(subtleOpacity).named("accent")
        var derived: [String: ThemeColorValue] = [
            "accent": accentValue,
            "accentHover": hover,
            "accentSubtle": subtle,
            "borderFocused": accentValue,
            "info": accentValue,
            "infoSubtle": subtle.named("accentSubtle"),
        ]
        if let onAccent {
            derived["textOnAccent"] = ThemeColorValue(onAccent).named("--on-accent")
        }
        var result = theme
        result.source = theme.source + " with accent \(accent.hex)" + (onAccent.map { " on \($0.hex)" } ?? "")
        var seen = Set<String>()
        result.roles = theme.roles.map { role in
            guard let value = derived[role.name] else { return role }
            seen.insert(role.name)
            return ThemeRole(name: role.name, value: value, location: role.location)
        }
        for name in ThemeRoleNames.all where !seen.contains(name) {
            if let value = derived[name] { result.roles.append(ThemeRole(name: name, value: value, location: nil)) }
        }
        if let lead = theme.chartPalette.first {
            result.chartPalette[0] = ThemeRole(name: lead.name, value: accentValue.named(ThemeRoleNames.chartPalette), location: lead.location)
        } else {
            result.chartPalette = [ThemeRole(name: ThemeRoleNames.chartName(0), value: accentValue.named(ThemeRoleNames.chartPalette), location: nil)]
        }
        return result
    }
}
