import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// How a component names a color: a theme role, a `LubaColors` token, a literal (`.white`
/// stays white in dark mode), a color at an opacity, or a choice by appearance
/// (`colorScheme == .dark ? a : b`).
public indirect enum ThemeColorReference: Hashable, Sendable {
    /// `luba.colors.accent`, `theme.colors.accent`, `context.colors.accent`.
    case role(String)
    case literal(SRGBColor, name: String)
    case opacity(ThemeColorReference, Double)
    /// `LubaColors.gray100`, `LubaColors.Chart.grid` (the path after `LubaColors.`).
    case token(String)
    case adaptive(light: ThemeColorReference, dark: ThemeColorReference)

    /// The reference as it reads in one appearance ("success", "white", "error @ 85%").
    public func name(in appearance: Appearance) -> String {
        switch self {
        case .role(let name), .token(let name): return name
        case .literal(_, let name): return name
        case .opacity(let base, let amount):
            let percent = (amount * 1000).rounded() / 10
            let text = percent == percent.rounded() ? String(Int(percent)) : String(percent)
            return "\(base.name(in: appearance)) @ \(text)%"
        case .adaptive(let light, let dark):
            return (appearance == .light ? light : dark).name(in: appearance)
        }
    }

    /// The color this reference shows in `appearance` under `theme`, with its chain; nil when
    /// the theme has no such role or token.
    public func resolve(in theme: Theme, _ appearance: Appearance) -> ResolvedColor? {
        resolve(in: theme, appearance, depth: 0)
    }

    private func resolve(in theme: Theme, _ appearance: Appearance, depth: Int) -> ResolvedColor? {
        guard depth < 16 else { return nil }
        switch self {
        case .role(let name):
            return (theme.role(name) ?? theme.tokens.first { $0.name == name })?.value(appearance)
        case .token(let name):
            return (theme.tokens.first { $0.name == name } ?? theme.role(name))?.value(appearance)
        case .literal(let color, let name):
            return ResolvedColor(color: color, chain: [name, ThemeColorValue.literalText(color)])
        case .opacity(let base, let amount):
            guard let value = base.resolve(in: theme, appearance, depth: depth + 1) else { return nil }
            return ThemeColorValue.applyOpacity(value, amount)
        case .adaptive(let light, let dark):
            return (appearance == .light ? light : dark).resolve(in: theme, appearance, depth: depth + 1)
        }
    }
}

/// A foreground/background pair one component draws for one variant (and state).
public struct ComponentColorPair: Hashable, Sendable {
    /// "LubaBadge", or "LubaButton" for a `LubaButtonStyling` conformer.
    public var component: String
    /// The style case (".success") or button style ("primary"); "" when the component has one look.
    public var variant: String
    /// "pressed" for the pressed branch of a ternary (`isPressed ? a : b`), "selected" for
    /// `isSelected ? a : b`; nil for the resting state.
    public var state: String?
    public var foreground: ThemeColorReference
    public var background: ThemeColorReference
    /// Where the foreground is chosen.
    public var location: SourceLocation

    public init(component: String, variant: String, state: String? = nil, foreground: ThemeColorReference, background: ThemeColorReference, location: SourceLocation) {
        self.component = component
        self.variant = variant
        self.state = state
        self.foreground = foreground
        self.background = background
        self.location = location
    }

    /// "LubaBadge .success", "LubaButton primary (pressed)": how reports name the pair's owner.
    public var title: String {
        var text = component
        if !variant.isEmpty { text += " " + variant }
        if let state { text += " (\(state))" }
        return text
    }
}
