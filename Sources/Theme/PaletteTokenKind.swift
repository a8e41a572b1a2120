import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// What a designer's color token is for, read from its name: the pairs it belongs to follow
/// from this (text on backgrounds, `on-X` on `X`, borders on backgrounds, …).
public enum PaletteTokenKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Body, label and heading text (`color.text.subtle`, `fgColor-default`, `text-primary`).
    case text
    /// Text or icons drawn on one filled color (`on-primary`, `text-on-color`, `fgColor-onEmphasis`).
    case onColor = "on-color"
    /// A page, surface, layer or container (`bgColor-muted`, `layer-01`, `surface-container`).
    case background
    /// A filled control or banner: brand or status color used as a background
    /// (`color.background.brand.bold`, `bgColor-danger-emphasis`).
    case fill
    /// A boundary that must be seen (`borderColor-default`, `outline`, `border-strong`): 3:1.
    case border
    /// A hairline divider or a subtle border: decorative, exempt from 1.4.11.
    case divider
    /// The focus indicator (`focus`, `border.focused`): 3:1.
    case focus
    /// Icons and glyphs (`color.icon.subtle`): 3:1.
    case icon
    /// Brand, primary, accent, interactive and link colors, used as text and as graphics.
    case brand
    /// Success, warning, error, info colors, used as text and as graphics.
    case status
    /// Disabled text and controls: WCAG 1.4.3 exempts inactive components.
    case disabled
    /// A data-visualisation series color: 3:1 against the background it is drawn on.
    case chart

    /// The value a `roleMapping` entry may name, besides a LubaUI role name.
    public static func named(_ word: String) -> PaletteTokenKind? {
        switch DTCGRoleMapping.squash(word) {
        case "text", "foreground", "fg", "content": return .text
        case "oncolor", "on": return .onColor
        case "background", "bg", "surface": return .background
        case "fill": return .fill
        case "border": return .border
        case "divider", "decorative": return .divider
        case "focus": return .focus
        case "icon": return .icon
        case "brand", "accent", "link": return .brand
        case "status": return .status
        case "disabled": return .disabled
        case "chart", "datavis", "dataviz": return .chart
        default: return nil
        }
    }

    /// The kind of a LubaUI role name (`textSecondary` → text), for `roleMapping` entries
    /// written for the LubaUI mapping.
    public static func of(lubaRole role: String) -> PaletteTokenKind? {
        if ThemeRoleNames.chartIndex(role) != nil { return .chart }
        switch role {
        case "textOnAccent": return .onColor
        case "textDisabled": return .disabled
        case "textPrimary", "textSecondary", "textTertiary", "primary", "secondary", "chartAxisLabel": return .text
        case "background", "surface", "surfaceSecondary", "surfaceTertiary", "surfaceHover", "fill",
             "successSubtle", "warningSubtle", "errorSubtle", "infoSubtle", "accentSubtle": return .background
        case "accent", "accentHover": return .brand
        case "success", "warning", "error", "info": return .status
        case "borderStrong": return .border
        case "borderFocused": return .focus
        case "border", "divider", "chartGrid", "glassBorder": return .divider
        default: return nil
        }
    }
}

/// A token's inferred kind, and for an `on-X` token the token path it is drawn on.
public struct PaletteTokenRole: Hashable, Sendable {
    public var kind: PaletteTokenKind
    /// `md.sys.color.on-primary` → `md.sys.color.primary` when the palette has it.
    public var onTarget: String?
    /// Why: "path", "$description", "Figma scopes", "roleMapping".
    public var evidence: String

    public init(kind: PaletteTokenKind, onTarget: String? = nil, evidence: String) {
        self.kind = kind
        self.onTarget = onTarget
        self.evidence = evidence
    }
}
