import LubaAuditModel
import LubaAuditColor
/// An extra color pair a project asks the contrast audit to measure.
public struct ExtraContrastPair: Hashable, Codable, Sendable {
    public var foreground: String
    public var background: String
    /// "text", "large-text", "non-text" or "decorative".
    public var usage: String

    public init(foreground: String, background: String, usage: String) {
        self.foreground = foreground
        self.background = background
        self.usage = usage
    }
}

/// What `.lubaaudit.json` (or `--config`) can set. Every field has a default so an absent
/// file means "the defaults".
public struct AuditConfig: Sendable, Hashable {
    /// Rule id → severity, replacing the rule's default.
    public var severities: [String: Severity] = [:]
    public var disabledRules: Set<String> = []
    /// Values (or single words) that may legitimately stay identical to the source.
    public var identicalAllowlist: Set<String> = []
    /// Font names that are glyph-locked decoration and may use a fixed size.
    public var glyphLockedFonts: Set<String> = []
    public var extraContrastPairs: [ExtraContrastPair] = []
    /// When set, only these locales are audited.
    public var locales: [String]?
    /// Locale folders the app does not ship (`excludedLocales`): left out of the audit like
    /// those the project itself excludes (`ShippedLocales`).
    public var excludedLocales: [String] = []
    public var sourceLocale: String?
    public var wcagLevel: WCAGLevel = .aa
    /// The |Lc| each usage must reach when the project gates on APCA; nil (the default): WCAG 2
    /// alone decides and Lc is evidence.
    public var apcaMinimums: [ContrastUsage: Double]?
    public var minimumTouchTarget: Double = 44
    /// The call names that declare keys in Swift (default: localized, NSLocalizedString, String(localized:)).
    public var registryCallNames: [String]?
    /// The table the registry's keys live in.
    public var registryTable: String = "Localizable"
    /// The names the SwiftUI source rules read (components, registry, motion policy, theme).
    public var sourceNames = SourceNames()
    /// DTCG token path → LubaUI role name, added to the built-in mapping.
    public var roleMapping: [String: String] = [:]
    /// `"baseTheme": "luba"`: what fills the roles a `--palette` leaves out (see `--base-theme`).
    public var baseTheme: BaseTheme?
    /// `included` and `excluded`: which discovered tables and Swift files are audited.
    public var pathFilter = PathFilter()
    /// What the file says the old way (a renamed rule id), for the front end to warn about.
    public var deprecations: [String] = []

    public init() {}

    /// The severity a rule runs at, or nil when it is disabled.
    public func severity(for rule: RuleDescription) -> Severity? {
        if disabledRules.contains(rule.id) { return nil }
        return severities[rule.id] ?? rule.defaultSeverity
    }
}
