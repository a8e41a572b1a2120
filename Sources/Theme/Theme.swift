import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// One appearance's value of a role, with how it was reached
/// ("textTertiary → gray500 → #737373").
public struct ResolvedColor: Hashable, Sendable {
    public var color: SRGBColor
    /// Names from the role down to the literal, e.g. ["textTertiary", "gray500", "#737373"].
    public var chain: [String]
    /// Where the literal value was written (`Color(hex: 0x737373)`, a DTCG `$value`), when known:
    /// the place to change when the pair fails.
    public var location: SourceLocation?
    /// Where the token itself was given its value, when that is an alias to another place
    /// (`"$value": "{neutral.950}"`): findings about the token point here, the literal is related.
    public var declaration: SourceLocation?

    public init(color: SRGBColor, chain: [String], location: SourceLocation? = nil, declaration: SourceLocation? = nil) {
        self.color = color
        self.chain = chain
        self.location = location
        self.declaration = declaration
    }

    public var chainDescription: String { chain.joined(separator: " → ") }

    /// The link a palette reader puts in the chain of a role the palette leaves out.
    public static let defaultThemeLink = "default theme"

    /// A role the palette did not define, holding the built-in default's value.
    public var isFromDefaultTheme: Bool { chain.contains(Self.defaultThemeLink) }
}

/// A semantic color role in light and dark, and where it was declared.
public struct ThemeRole: Hashable, Sendable {
    public var name: String
    public var light: ResolvedColor
    public var dark: ResolvedColor
    public var location: SourceLocation?

    public init(name: String, light: ResolvedColor, dark: ResolvedColor, location: SourceLocation? = nil) {
        self.name = name
        self.light = light
        self.dark = dark
        self.location = location
    }

    public func value(_ appearance: Appearance) -> ResolvedColor {
        appearance == .light ? light : dark
    }

    /// "textTertiary → gray500 → #737373 light, #8A8A8A dark".
    public var chainDescription: String {
        let shared = Array(light.chain.dropLast())
        if shared == Array(dark.chain.dropLast()), let l = light.chain.last, let d = dark.chain.last {
            return (shared + ["\(l) light, \(d) dark"]).joined(separator: " → ")
        }
        return "light: \(light.chainDescription); dark: \(dark.chainDescription)"
    }
}

public enum Appearance: String, Hashable, Sendable, CaseIterable, Codable {
    case light
    case dark
}

/// An expression a theme reader could not resolve: a warning, never a silent default.
public struct ThemeDiagnostic: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation
    /// The role (or token, or component) left unresolved, which keeps findings apart.
    public var role: String?

    public init(message: String, location: SourceLocation, role: String? = nil) {
        self.message = message
        self.location = location
        self.role = role
    }
}

/// A resolved theme: every semantic role (LubaThemeColors' names) in both appearances and
/// the chart palette, from whichever source it came.
public struct Theme: Sendable {
    /// "built-in LubaUI default theme", "package at …", "palette.tokens.json".
    public var source: String
    /// Roles in declaration order.
    public var roles: [ThemeRole]
    /// The categorical chart palette, in order (named chart1, chart2, …).
    public var chartPalette: [ThemeRole]
    public var diagnostics: [ThemeDiagnostic]
    /// Named colors that are not roles (`LubaColors.gray100`, `LubaColors.Chart.grid`), which
    /// component code may use directly.
    public var tokens: [ThemeRole]
    /// The appearances the source defines: a single light palette has no dark values to audit.
    public var appearances: [Appearance]
    /// Set for a designer's palette audited as itself: roles are its token paths, and the pairs
    /// come from what its names imply rather than LubaUI's catalog.
    public var designer: DesignerPalette?

    public init(
        source: String, roles: [ThemeRole], chartPalette: [ThemeRole] = [], diagnostics: [ThemeDiagnostic] = [],
        tokens: [ThemeRole] = [], appearances: [Appearance] = Appearance.allCases
    ) {
        self.source = source
        self.roles = roles
        self.chartPalette = chartPalette
        self.diagnostics = diagnostics
        self.tokens = tokens
        self.appearances = appearances
    }

    /// The role the page color comes from.
    public var pageRole: String { designer.map { $0.page ?? "" } ?? ThemeRoleNames.page }

    public func role(_ name: String) -> ThemeRole? { roles.first { $0.name == name } ?? chartPalette.first { $0.name == name } }
}
