/// One value for a failing color token in one appearance: a token has one value, so the fix is
/// the value that passes against every background the token is paired with, not one suggestion
/// per pair.
public struct TokenFix: Codable, Sendable, Hashable {
    /// The foreground role ("textTertiary").
    public var token: String
    /// "light" or "dark".
    public var appearance: String
    public var currentHex: String
    /// The suggested value (same OKLCH hue and chroma, the smallest lightness change that
    /// passes the most pairs); nil when no lightness makes any failing pair pass.
    public var suggestedHex: String?
    /// OKLab lightness change, new − old (negative = darker).
    public var deltaL: Double
    /// The backgrounds it makes pass (or keeps passing) — every pair of the token checked.
    public var fixes: [String]
    /// The backgrounds no single lightness of this hue reaches alongside the others.
    public var cannotFix: [String]
    /// Failing pairs where changing the background is the smaller change.
    public var backgroundAlternatives: [BackgroundFix]

    public init(
        token: String, appearance: String, currentHex: String, suggestedHex: String?, deltaL: Double,
        fixes: [String], cannotFix: [String], backgroundAlternatives: [BackgroundFix]
    ) {
        self.token = token
        self.appearance = appearance
        self.currentHex = currentHex
        self.suggestedHex = suggestedHex
        self.deltaL = deltaL
        self.fixes = fixes
        self.cannotFix = cannotFix
        self.backgroundAlternatives = backgroundAlternatives
    }
}

/// A background value that makes a failing pair pass with a smaller lightness change than the
/// token fix, and keeps every other pair on that background passing.
public struct BackgroundFix: Codable, Sendable, Hashable {
    public var background: String
    public var suggestedHex: String
    public var deltaL: Double

    public init(background: String, suggestedHex: String, deltaL: Double) {
        self.background = background
        self.suggestedHex = suggestedHex
        self.deltaL = deltaL
    }
}
