/// How a component names a color: a theme role, a literal (`.white` stays white in dark mode),
/// or either at an opacity.
public indirect enum ThemeColorReference: Hashable, Sendable {
    case role(String)
    case literal(SRGBColor, name: String)
    case opacity(ThemeColorReference, Double)
}

/// A foreground/background pair one component draws for one variant (and state).
/// STUB: owned and extended by the theme work.
public struct ComponentColorPair: Hashable, Sendable {
    public var component: String
    public var variant: String
    /// "pressed" for the pressed branch of a ternary; nil for the resting state.
    public var state: String?
    public var foreground: ThemeColorReference
    public var background: ThemeColorReference
    public var location: SourceLocation

    public init(component: String, variant: String, state: String? = nil, foreground: ThemeColorReference, background: ThemeColorReference, location: SourceLocation) {
        self.component = component
        self.variant = variant
        self.state = state
        self.foreground = foreground
        self.background = background
        self.location = location
    }
}
