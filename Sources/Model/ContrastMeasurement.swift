/// One color pair measured in one appearance.
public struct ContrastMeasurement: Codable, Sendable, Hashable {
    public var foreground: String
    public var background: String
    /// "as text" for a brand or status color measured as text beside its non-text pair.
    public var variant: String?
    /// "light" or "dark".
    public var appearance: String
    /// "#RRGGBB" or "#RRGGBBAA" as declared, and the composited opaque value measured.
    public var foregroundHex: String
    public var backgroundHex: String
    public var effectiveForegroundHex: String
    public var effectiveBackgroundHex: String
    /// "textPrimary → gray900 → #1A1A1A".
    public var foregroundChain: String
    public var backgroundChain: String
    /// "text", "large-text", "non-text", "decorative", "incidental".
    public var usage: String
    public var ratio: Double
    public var required: Double
    /// The AAA threshold for the usage, when WCAG has one.
    public var enhanced: Double?
    public var passes: Bool
    /// Worst ratio under protanopia, deuteranopia and tritanopia simulations.
    public var worstSimulatedRatio: Double?
    /// A suggested passing foreground (keeps hue and chroma) and the nearest passing token.
    public var suggestedHex: String?
    public var suggestedToken: String?
    /// The component and variant that draws this pair, when it came from component source.
    public var component: String?
    /// The content size from which a failing pair passes as large text, when it does.
    public var passesAsLargeFrom: String?
    /// A background value that makes this failing pair pass with a smaller change than its
    /// token's fix (and keeps the background's other pairs passing).
    public var suggestedBackgroundHex: String?
    /// APCA lightness contrast of the displayed colors (evidence; WCAG 2 decides unless the
    /// config gates on APCA).
    public var apcaLc: Double?

    public init(
        foreground: String, background: String, appearance: String, foregroundHex: String,
        backgroundHex: String, effectiveForegroundHex: String, effectiveBackgroundHex: String,
        foregroundChain: String, backgroundChain: String, usage: String, ratio: Double, required: Double,
        enhanced: Double?, passes: Bool, worstSimulatedRatio: Double? = nil, suggestedHex: String? = nil,
        suggestedToken: String? = nil, component: String? = nil, passesAsLargeFrom: String? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
        self.foregroundHex = foregroundHex
        self.backgroundHex = backgroundHex
        self.effectiveForegroundHex = effectiveForegroundHex
        self.effectiveBackgroundHex = effectiveBackgroundHex
        self.foregroundChain = foregroundChain
        self.backgroundChain = backgroundChain
        self.usage = usage
        self.ratio = ratio
        self.required = required
        self.enhanced = enhanced
        self.passes = passes
        self.worstSimulatedRatio = worstSimulatedRatio
        self.suggestedHex = suggestedHex
        self.suggestedToken = suggestedToken
        self.component = component
        self.passesAsLargeFrom = passesAsLargeFrom
    }
}
