import LubaAuditModel
import LubaAuditColor
/// The names the SwiftUI source rules look for, so they work on any design system or app:
/// LubaUI's by default, each settable in `.lubaaudit.json`.
public struct SourceNames: Sendable, Hashable {
    /// Folders whose Swift files are components (any path component matches).
    public var componentFolders: [String] = ["Components", "Primitives"]
    /// The type whose members route user text through the string tables.
    public var registryType = "LubaStrings"
    /// Expressions that are the motion policy (`luba.motion.animation(…)`).
    public var motionPolicy: [String] = ["luba.motion"]
    /// The policy's type: its own code, and values of that type, are the policy.
    public var motionPolicyType = "LubaMotionPolicy"
    /// The environment value a view reads to honor Reduce Motion itself.
    public var reduceMotionEnvironment = "accessibilityReduceMotion"
    /// Types whose statics are the default theme (`LubaColors.accent`).
    public var themeStatics: [String] = ["LubaColors", "LubaTypography"]
    /// What a component reads instead (`luba.colors`, `luba.fonts`), for the fix.
    public var themeEnvironment = "luba"
    /// Design-system buttons whose whole content is an icon (`icon:` names its symbol).
    public var iconButtons: [String] = ["LubaIconButton"]

    public init() {}
}
