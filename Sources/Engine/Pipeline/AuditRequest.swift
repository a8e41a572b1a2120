import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
/// What to audit and how: built by the CLI (or a test) from arguments, run by `Auditor`.
public struct AuditRequest: Sendable {
    /// A LubaUI-shaped checkout: `.lproj` tables under `Sources/`, the key registry, token sources.
    public var packageRoot: String?
    /// Directories whose `.lproj` tables are audited (overrides discovery under the package).
    public var stringsDirectories: [String]
    /// Swift files declaring keys (overrides discovery of `LubaStrings.swift`).
    public var keysFiles: [String]
    /// Locale whose tables are the source of truth; unless given, the project's development
    /// language when its tables hold it, else `en`.
    public var sourceLocale: String?
    /// Audit only these locales (the source locale is always read).
    public var locales: [String]?
    public var config: AuditConfig
    /// The least severity that fails the run; nil never fails it.
    public var failOn: Severity?
    public var baseline: Baseline?
    /// Which parts run. Empty means every part whose inputs exist.
    public var areas: Set<Area>
    /// W3C Design Tokens (DTCG) palettes: one file (light, or both via `$themes`), or light then dark.
    public var palettePaths: [String] = []
    /// The palettes of `palettePaths` given as the dark appearance (`--dark-palette`).
    public var darkPalettePaths: [String] = []
    /// `--base-theme luba`: fill roles a palette leaves out from LubaUI's built-in theme and
    /// map tokens to LubaUI's roles; nil audits the palette alone (or the config's `baseTheme`).
    public var baseTheme: DTCGPaletteReader.Base?
    /// A new brand accent (hex) applied as `LubaThemeColors.accented(_:)` derives it.
    public var accent: String?
    /// The text color on the new accent (hex); the theme's own when nil.
    public var onAccent: String?
    /// Audit LubaUI's built-in default theme even though a package is given (the embedded
    /// default: `Localizations/` has strings but no color sources).
    public var useDefaultTheme = false
    /// What every reported path is measured from (the current directory, the project root).
    public var paths: PathBase = .current()
    /// The command the request is for (`audit`, `strings`, `contrast`, `tokens`), as reports name it.
    public var command = "audit"
    /// The config file `config` was read from, if any.
    public var configPath: String?
    /// The largest Swift file the audit lexes; a larger one is reported by `input.unreadable`.
    public var swiftSourceLimit = SwiftSourceStore.maximumFileSize

    public init(
        packageRoot: String? = nil, stringsDirectories: [String] = [], keysFiles: [String] = [],
        sourceLocale: String? = nil, locales: [String]? = nil, config: AuditConfig = AuditConfig(),
        failOn: Severity? = .error, baseline: Baseline? = nil, areas: Set<Area> = [], paths: PathBase = .current()
    ) {
        self.packageRoot = packageRoot
        self.stringsDirectories = stringsDirectories
        self.keysFiles = keysFiles
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.config = config
        self.failOn = failOn
        self.baseline = baseline
        self.areas = areas
        self.paths = paths
    }

    /// The source locale when neither the user nor the project names one.
    public static let defaultSourceLocale = "en"

    /// The locale comparisons start from as the user gives it: the flag, then the config, then
    /// `en`. An audit then prefers the project's declared development language to `en`
    /// (`Auditor.prepare`; `AuditContext.sourceLocale` is the one it used).
    public var effectiveSourceLocale: String { sourceLocale ?? config.sourceLocale ?? Self.defaultSourceLocale }
}
