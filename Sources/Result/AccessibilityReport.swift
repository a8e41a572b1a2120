import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
/// Every foreground role against every background role in one appearance, for the heat map.
public struct ContrastHeatMap: Codable, Sendable, Hashable {
    public var appearance: String
    public var foregrounds: [String]
    public var backgrounds: [String]
    /// Row-major: ratios[f * backgrounds.count + b].
    public var ratios: [Double]
    /// How each foreground row is used ("text", "non-text", "decorative", …), as the pair catalog
    /// uses the role: a border is graded against 3:1, not against the text thresholds.
    public var usages: [String]
    /// The ratio each foreground row needs at the audit's WCAG level (1 for exempt usages).
    public var thresholds: [Double]
    /// WCAG's enhanced (AAA) threshold of each foreground row's usage, nil where it has none:
    /// the heat map grades a cell AAA from it, never from a threshold of its own.
    public var enhancedThresholds: [Double?]

    public init(
        appearance: String, foregrounds: [String], backgrounds: [String], ratios: [Double], usages: [String] = [],
        thresholds: [Double] = [], enhancedThresholds: [Double?] = []
    ) {
        self.appearance = appearance
        self.foregrounds = foregrounds
        self.backgrounds = backgrounds
        self.ratios = ratios
        self.usages = usages
        self.thresholds = thresholds
        self.enhancedThresholds = enhancedThresholds
    }
}

/// One role's value in one appearance, as the palette declares it: the swatches the HTML
/// report opens a contrast run with.
public struct PaletteSwatch: Codable, Sendable, Hashable {
    public var role: String
    public var appearance: String
    /// "#RRGGBB" or "#RRGGBBAA" as declared.
    public var hex: String
    /// "textPrimary → gray900 → #1A1A1A".
    public var chain: String
    /// True when the palette leaves the role out and it holds the default theme's value.
    public var fromDefaultTheme: Bool
    /// For a designer's palette, the role read from the token's name ("text", "background").
    public var kind: String?

    public init(role: String, appearance: String, hex: String, chain: String, fromDefaultTheme: Bool = false) {
        self.role = role
        self.appearance = appearance
        self.hex = hex
        self.chain = chain
        self.fromDefaultTheme = fromDefaultTheme
    }
}

/// A chart palette under each color-vision simulation.
public struct PaletteSimulation: Codable, Sendable, Hashable {
    public var appearance: String
    public var names: [String]
    /// Keyed by "normal", "protanopia", "deuteranopia", "tritanopia"; hex per palette entry.
    public var swatches: [String: [String]]

    public init(appearance: String, names: [String], swatches: [String: [String]]) {
        self.appearance = appearance
        self.names = names
        self.swatches = swatches
    }
}

/// One touch-target or size token, with the levels it meets.
public struct TouchTargetMeasurement: Codable, Sendable, Hashable {
    public var token: String
    public var value: Double
    public var location: SourceLocation?
    /// "minimum" (defines an interactive minimum) or "visual" (a control's visual size).
    public var kind: String
    /// Levels met: "WCAG 2.5.8 AA (24)", "WCAG 2.5.5 AAA (44)", "Apple HIG (44)", "Material (48)".
    public var meets: [String]
    public var expandedBy: String?

    public init(token: String, value: Double, location: SourceLocation?, kind: String, meets: [String], expandedBy: String? = nil) {
        self.token = token
        self.value = value
        self.location = location
        self.kind = kind
        self.meets = meets
        self.expandedBy = expandedBy
    }
}

/// One text role at every content size.
public struct TextRoleScale: Codable, Sendable, Hashable {
    public var role: String
    public var textStyle: String
    public var weight: String
    public var nominalSize: Double
    /// Content size name → point size, xSmall … AX5.
    public var sizes: [String: Double]
    /// Content sizes at which the role clips inside a fixed-height container, if any.
    public var clipsFrom: String?
    public var location: SourceLocation?

    public init(role: String, textStyle: String, weight: String, nominalSize: Double, sizes: [String: Double], clipsFrom: String? = nil, location: SourceLocation? = nil) {
        self.role = role
        self.textStyle = textStyle
        self.weight = weight
        self.nominalSize = nominalSize
        self.sizes = sizes
        self.clipsFrom = clipsFrom
        self.location = location
    }
}

/// The accessibility half of a result: contrast, touch targets and Dynamic Type tables.
public struct AccessibilityReport: Codable, Sendable, Hashable {
    public var pairs: [ContrastMeasurement]
    /// One value per failing foreground token and appearance (see `TokenFix`).
    public var tokenFixes: [TokenFix]
    public var heatMaps: [ContrastHeatMap]
    public var paletteSimulations: [PaletteSimulation]
    /// Every role of the theme in each appearance, in role order.
    public var palette: [PaletteSwatch]
    public var touchTargets: [TouchTargetMeasurement]
    public var textRoles: [TextRoleScale]
    /// xSmall … AX5 in order.
    public var contentSizes: [String]
    /// A designer's palette: its color tokens no pair measures, each with the config line
    /// that would pair it.
    public var unpairedTokens: [UnpairedToken] = []
    /// A designer's palette: how many color tokens it has, how many have a role, how many are
    /// primitives only reached through aliases. Nil for LubaUI's theme.
    public var paletteCoverage: PaletteCoverage?

    public init(
        pairs: [ContrastMeasurement] = [], tokenFixes: [TokenFix] = [], heatMaps: [ContrastHeatMap] = [], paletteSimulations: [PaletteSimulation] = [],
        touchTargets: [TouchTargetMeasurement] = [], textRoles: [TextRoleScale] = [], contentSizes: [String] = [],
        palette: [PaletteSwatch] = []
    ) {
        self.palette = palette
        self.pairs = pairs
        self.tokenFixes = tokenFixes
        self.heatMaps = heatMaps
        self.paletteSimulations = paletteSimulations
        self.touchTargets = touchTargets
        self.textRoles = textRoles
        self.contentSizes = contentSizes
    }
}

/// How much of a designer's palette the audit could pair.
public struct PaletteCoverage: Codable, Sendable, Hashable {
    public var colorTokens: Int
    /// Tokens with a role (from the name, `$description`, `$extensions` or `roleMapping`).
    public var withRole: Int
    /// Tokens without a role that other tokens alias (`neutral.950`): audited through them.
    public var primitives: Int
    /// Ramp steps no token aliases (`blue.100`): not audited, not listed one by one.
    public var unusedPrimitives: Int = 0
    /// Distinct pairs measured per appearance.
    public var pairs: Int
    /// "light and dark" or "light".
    public var appearances: [String]

    public init(colorTokens: Int, withRole: Int, primitives: Int, pairs: Int, appearances: [String]) {
        self.colorTokens = colorTokens
        self.withRole = withRole
        self.primitives = primitives
        self.pairs = pairs
        self.appearances = appearances
    }
}
