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
/// A rule's options: the `.lubaaudit.json` settings its findings depend on, as one typed value
/// the rule declares beside its check (`struct Options: RuleOptions`) and reads through
/// `AuditContext.options(of:)`. Rules never read the config itself (a test holds them to it),
/// so what a rule depends on is what its type says, and its reference page lists exactly that.
public protocol RuleOptions: Sendable {
    /// Every setting the rule's findings depend on, for its reference page (`RuleDescription.options`):
    /// the ones this value holds, and the ones the readers and shared analyses apply before rules
    /// run (the registry's call names, the role mapping, the contrast level).
    static var documented: [RuleOption] { get }
    init(_ config: AuditConfig)
}

/// The options of a rule that depends on no setting.
public struct NoOptions: RuleOptions {
    public static var documented: [RuleOption] { [] }
    public init(_ config: AuditConfig) {}
}

extension AuditContext {
    /// `rule`'s options, read from the config.
    public func options<Rule: AuditRule>(of rule: Rule) -> Rule.Options { Rule.Options(config) }
}

/// The `.lubaaudit.json` settings rules read, for the rule reference. A test reads every
/// default back through `ConfigReader`: a page cannot promise another default than an absent
/// key gives.
extension RuleOption {
    private static let defaults = AuditConfig()

    package static let identicalAllowlist = RuleOption(
        key: "identicalAllowlist", defaultValue: json(defaults.identicalAllowlist.sorted()),
        summary: "values, or single words, that may stay identical to the source in every locale (besides the built-in brand and shared words)")
    package static let registryTable = RuleOption(
        key: "registryTable", defaultValue: json(defaults.registryTable),
        summary: "the table the Swift key registry's keys live in")
    package static let registryCallNames = RuleOption(
        key: "registryCallNames", defaultValue: json(RegistryCallNames.default.forms.map(\.displayName)),
        summary: "the calls that declare keys in Swift (`tr(_:_:)`: SwiftGen's `L10n.tr(table, key, …)`); another name is read as a wrapper shaped like `localized`")
    package static let wcagLevel = RuleOption(
        key: "wcagLevel", defaultValue: json(defaults.wcagLevel.rawValue),
        summary: "`\"AA\"` or `\"AAA\"`: the contrast thresholds pairs are held to")
    package static let apca = RuleOption(
        key: "apca", defaultValue: "false",
        summary: "gate on APCA lightness contrast: `true` for APCA's Bronze simple levels (|Lc| 75 text, 60 large text, 45 non-text), or `{\"text\": 90, \"large-text\": 75, \"non-text\": 60}`")
    package static let extraContrastPairs = RuleOption(
        key: "extraContrastPairs", defaultValue: "[]",
        summary: "more pairs to measure: `{\"foreground\", \"background\", \"usage\"}` with usage `text`, `large-text`, `non-text` or `decorative`")
    package static let roleMapping = RuleOption(
        key: "roleMapping", defaultValue: "{}",
        summary: "DTCG token path → its role where the name does not say it: `text`, `on-color`, `background`, `fill`, `border`, `divider`, `focus`, `icon`, `brand`, `status`, `disabled`, `chart`, `ignore`, or a LubaUI role name (the only kind `--base-theme luba` reads)")
    package static let minimumTouchTarget = RuleOption(
        key: "minimumTouchTarget", defaultValue: NumberText.points(defaults.minimumTouchTarget),
        summary: "the minimum touch target in points")
    package static let glyphLockedFonts = RuleOption(
        key: "glyphLockedFonts", defaultValue: json(defaults.glyphLockedFonts.sorted()),
        summary: "font names of glyph-locked decoration, which may use a fixed size")

    package static let componentFolders = RuleOption(
        key: "componentFolders", defaultValue: json(defaults.sourceNames.componentFolders),
        summary: "folders whose Swift files are components (any folder of the path)")
    package static let registryType = RuleOption(
        key: "registryType", defaultValue: json(defaults.sourceNames.registryType),
        summary: "the type whose members route user text through the string tables (its file, `<name>.swift`, is the key registry)")
    package static let motionPolicy = RuleOption(
        key: "motionPolicy", defaultValue: json(defaults.sourceNames.motionPolicy),
        summary: "expressions that are the motion policy: an animation from them honors Reduce Motion")
    package static let motionPolicyType = RuleOption(
        key: "motionPolicyType", defaultValue: json(defaults.sourceNames.motionPolicyType),
        summary: "the motion policy's type: its own code and values of it are the policy")
    package static let reduceMotionEnvironment = RuleOption(
        key: "reduceMotionEnvironment", defaultValue: json(defaults.sourceNames.reduceMotionEnvironment),
        summary: "the environment value a view reads to honor Reduce Motion itself")
    package static let themeStatics = RuleOption(
        key: "themeStatics", defaultValue: json(defaults.sourceNames.themeStatics),
        summary: "types whose statics are the default theme")
    package static let themeEnvironment = RuleOption(
        key: "themeEnvironment", defaultValue: json(defaults.sourceNames.themeEnvironment),
        summary: "what components read the theme from instead (`luba.colors`, `luba.fonts`)")
    package static let iconButtons = RuleOption(
        key: "iconButtons", defaultValue: json(defaults.sourceNames.iconButtons),
        summary: "design-system buttons whose content is an icon named by their first argument")

    /// The registry settings, which every rule comparing the registry with the tables reads.
    package static let registry = [registryTable, registryCallNames]

    private static func json(_ text: String) -> String {
        JSONStringLiteral.quoted(text)
    }

    private static func json(_ list: [String]) -> String {
        "[" + list.map(json).joined(separator: ", ") + "]"
    }
}

/// The options of the rules that compare the Swift key registry with the tables: which table the
/// registry's keys live in (the call names that declare keys are the registry reader's).
public struct RegistryOptions: RuleOptions {
    public static var documented: [RuleOption] { RuleOption.registry }
    public let registryTable: String

    public init(_ config: AuditConfig) {
        registryTable = config.registryTable
    }
}
