import LubaAuditModel
/// The WCAG conformance level contrast is held to.
public enum WCAGLevel: String, Codable, Sendable {
    case aa = "AA"
    case aaa = "AAA"
}
