import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// LubaUI's published default theme as data: the `LubaColors` values (light and dark hex,
/// alphas) and how each `LubaThemeColors` role reaches them. Audited when no package and no
/// palette is given, and the fallback for roles a designer's palette leaves out.
///
/// Values are LubaUI's published defaults; the structure (aliases, chart palette, derived
/// defaults such as `info = accent`) follows `LubaThemeColors.default`.
public enum DefaultTheme {
    public static let source = "built-in LubaUI default theme"

    /// A token's definition: literal light/dark values, or another token's name.
    package enum Definition {
        case adaptive(light: UInt32, dark: UInt32)
        case same(UInt32)
        case translucent(rgb: UInt32, light: Double, dark: Double)
        case alias(String)
    }

    /// `LubaColors` tokens, by the names LubaUI gives them.
    package static let tokens: [(String, Definition)] = [
        ("black", .same(0x000000)),
        ("gray900", .adaptive(light: 0x1A1A1A, dark: 0xF5F5F5)),
        ("gray800", .adaptive(light: 0x2E2E2E, dark: 0xE5E5E5)),
        ("gray600", .adaptive(light: 0x525252, dark: 0xB3B3B3)),
        ("gray500", .adaptive(light: 0x737373, dark: 0x8A8A8A)),
        ("gray400", .adaptive(light: 0xA3A3A3, dark: 0x5C5C5C)),
        ("gray200", .adaptive(light: 0xE5E5E5, dark: 0x333333)),
        ("gray100", .adaptive(light: 0xF5F5F5, dark: 0x1C1C1C)),
        ("gray50", .adaptive(light: 0xFAFAFA, dark: 0x161616)),
        ("white", .same(0xFFFFFF)),
        ("background", .adaptive(light: 0xFAFAFA, dark: 0x0D0D0D)),
        ("surface", .adaptive(light: 0xFFFFFF, dark: 0x171717)),
        ("surfaceSecondary", .adaptive(light: 0xF5F5F5, dark: 0x212121)),
        ("surfaceTertiary", .adaptive(light: 0xEFEFEF, dark: 0x2A2A2A)),
        ("accent", .adaptive(light: 0x5F7360, dark: 0x9AB897)),
        ("accentHover", .adaptive(light: 0x506350, dark: 0xAAC8A7)),
        ("accentSubtle", .adaptive(light: 0xEDF2EC, dark: 0x1D261D)),
        ("textPrimary", .alias("gray900")),
        ("textSecondary", .alias("gray600")),
        ("textTertiary", .alias("gray500")),
        ("textDisabled", .alias("gray400")),
        ("textOnAccent", .adaptive(light: 0xFFFFFF, dark: 0x1A1A1A)),
        ("success", .adaptive(light: 0x4A7C59, dark: 0x7CB88D)),
        ("warning", .adaptive(light: 0xB8860B, dark: 0xE0A832)),
        ("error", .adaptive(light: 0xB54A4A, dark: 0xE07A7A)),
        ("successSubtle", .adaptive(light: 0xEFF6F0, dark: 0x1A251B)),
        ("warningSubtle", .adaptive(light: 0xFDF6E7, dark: 0x252016)),
        ("errorSubtle", .adaptive(light: 0xFAEFEF, dark: 0x251A1A)),
        ("border", .alias("gray200")),
        ("borderFocused", .alias("accent")),
        ("glassBorder", .translucent(rgb: 0xFFFFFF, light: 0.5, dark: 0.2)),
        ("glassShadow", .translucent(rgb: 0x000000, light: 0.08, dark: 0.16)),
        ("Chart.grid", .adaptive(light: 0xE0E0E0, dark: 0x333333)),
        ("Chart.axisLabel", .alias("textTertiary")),
    ]

    /// `LubaColors.Chart.palette`: the accent leads, five muted tones follow.
    package static let chartPalette: [Definition] = [
        .alias("accent"),
        .adaptive(light: 0x5B7FA5, dark: 0x8CB4D8),
        .adaptive(light: 0xC47B5A, dark: 0xD9A68A),
        .adaptive(light: 0x8B7BA5, dark: 0xB5A8CC),
        .adaptive(light: 0x5A9E8F, dark: 0x8CCABC),
        .adaptive(light: 0xA5895B, dark: 0xCCB88A),
    ]

    /// `LubaThemeColors`' default for each role: the token it takes (role → token name).
    package static let roles: [(String, String)] = [
        ("primary", "gray900"), ("secondary", "gray600"),
        ("accent", "accent"), ("accentHover", "accentHover"), ("accentSubtle", "accentSubtle"),
        ("background", "background"), ("surface", "surface"), ("surfaceSecondary", "surfaceSecondary"),
        ("surfaceTertiary", "surfaceTertiary"), ("surfaceHover", "gray100"),
        ("textPrimary", "textPrimary"), ("textSecondary", "textSecondary"), ("textTertiary", "textTertiary"),
        ("textDisabled", "textDisabled"), ("textOnAccent", "textOnAccent"),
        ("border", "border"), ("borderStrong", "gray400"), ("borderFocused", "accent"), ("divider", "border"),
        ("fill", "gray200"),
        ("success", "success"), ("successSubtle", "successSubtle"), ("warning", "warning"),
        ("warningSubtle", "warningSubtle"), ("error", "error"), ("errorSubtle", "errorSubtle"),
        ("info", "accent"), ("infoSubtle", "accentSubtle"),
        ("chartGrid", "Chart.grid"), ("chartAxisLabel", "Chart.axisLabel"),
        ("glassBorder", "glassBorder"), ("glassShadow", "glassShadow"),
    ]

    /// The theme `LubaThemeColors.default` describes.
    public static let theme: Theme = build()

    /// The default value of one role, chain included ("surface → #FFFFFF"); nil for unknown names.
    public static func role(_ name: String) -> ThemeRole? { theme.role(name) }

    package static func build() -> Theme {
        let definitions = Dictionary(tokens, uniquingKeysWith: { first, _ in first })
        func resolve(_ definition: Definition, depth: Int) -> ThemeColorValue {
            switch definition {
            case .adaptive(let light, let dark):
                let lightColor = SRGBColor(rgb: light)
                let darkColor = SRGBColor(rgb: dark)
                // LubaUI writes its white light values as `Color.white`.
                let lightChain = light == 0xFFFFFF ? ["white", "#FFFFFF"] : [ThemeColorValue.literalText(lightColor)]
                return ThemeColorValue(
                    light: ResolvedColor(color: lightColor, chain: lightChain),
                    dark: ResolvedColor(color: darkColor, chain: [ThemeColorValue.literalText(darkColor)]))
            case .same(let rgb):
                return ThemeColorValue(SRGBColor(rgb: rgb))
            case .translucent(let rgb, let light, let dark):
                // `Color.white.opacity(…)` / `Color.black.opacity(…)`.
                let base = ThemeColorValue(SRGBColor(rgb: rgb)).named(rgb == 0xFFFFFF ? "white" : "black")
                return ThemeColorValue(light: base.withOpacity(light).light, dark: base.withOpacity(dark).dark)
            case .alias(let name):
                guard depth < 8, let target = definitions[name] else { return ThemeColorValue(SRGBColor.black) }
                return resolve(target, depth: depth + 1).named(name)
            }
        }
        func token(_ name: String) -> ThemeColorValue {
            resolve(.alias(name), depth: 0)
        }
        let roles = Self.roles.map { role, tokenName in
            ThemeRole(name: role, value: token(tokenName), location: nil)
        }
        let chart = chartPalette.enumerated().map { index, definition in
            ThemeRole(
                name: ThemeRoleNames.chartName(index),
                value: resolve(definition, depth: 0).named("Chart.palette").named(ThemeRoleNames.chartPalette),
                location: nil)
        }
        let tokenRoles = tokens.map { name, _ in ThemeRole(name: name, value: token(name), location: nil) }
        return Theme(source: source, roles: roles, chartPalette: chart, tokens: tokenRoles)
    }
}
