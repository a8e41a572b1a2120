/// The part of the audit a rule belongs to; reports group by it and JUnit has one suite per area.
/// What each area needs and which command runs it is said here, once: the pipeline, the CLI
/// and the reports read it instead of keeping their own lists.
public enum Area: String, Codable, Sendable, CaseIterable {
    case input
    case localization
    case icu
    case contrast
    case touchTarget = "touch-target"
    case dynamicType = "dynamic-type"
    /// Design tokens the touch-target and Dynamic Type checks need but cannot read: a rule
    /// about both, so it belongs to neither.
    case design
    /// What SwiftUI views do with strings, controls, motion and the theme, read from their source.
    case source
    /// The `lubaaudit:` directives in the audited files: rules about the audit itself, which
    /// run with every command (the pipeline runs them whatever the areas asked).
    case suppression

    public var title: String {
        switch self {
        case .input: return "Input files"
        case .localization: return "Localization"
        case .icu: return "ICU messages and plurals"
        case .contrast: return "Color contrast"
        case .touchTarget: return "Touch targets"
        case .dynamicType: return "Dynamic Type"
        case .design: return "Design tokens"
        case .source: return "SwiftUI sources"
        case .suppression: return "Suppressions"
        }
    }

    /// The area reads the package's Swift sources (beyond the key registry): a run of only
    /// other areas never lexes them. Contrast reads them for a theme and component pairs.
    public var needsSwiftSources: Bool {
        switch self {
        case .input, .localization, .icu, .suppression: return false
        case .contrast, .touchTarget, .dynamicType, .design, .source: return true
        }
    }

    /// The area's rules judge colors, sizes or views: the accessibility summary and the
    /// theme are read for it.
    public var isAccessibility: Bool {
        switch self {
        case .input, .localization, .icu, .source, .suppression: return false
        case .contrast, .touchTarget, .dynamicType, .design: return true
        }
    }
}
