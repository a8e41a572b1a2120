import LubaAuditModel
import LubaAuditColor
/// A rule id a config or baseline file names, with where: read as written here, checked by the
/// engine against the rule registry (the configuration does not know which rules exist).
public struct RuleIDMention: Hashable, Sendable {
    public var id: String
    public var location: SourceLocation
    /// How the message names the place (`"severity"`, `the baseline`).
    public var what: String

    public init(id: String, location: SourceLocation, what: String) {
        self.id = id
        self.location = location
        self.what = what
    }
}
