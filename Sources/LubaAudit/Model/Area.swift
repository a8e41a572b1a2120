/// The part of the audit a rule belongs to; reports group by it and JUnit has one suite per area.
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
    /// The `lubaaudit:` directives in the audited files: rules about the audit itself, which
    /// run with every command.
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
        case .suppression: return "Suppressions"
        }
    }
}
