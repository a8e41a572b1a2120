import LubaAuditModel
/// A `struct`, `enum`, `class`, `actor`, `protocol` or `extension` with its body.
public struct SwiftTypeDeclaration: Sendable, Hashable {
    /// As written after the keyword: `Color`, `Acme.Theme`.
    public var name: String
    public var keyword: String
    public var keywordIndex: Int
    /// The first token of the declaration: its first attribute or modifier.
    public var start: Int
    public var bodyOpen: Int
    public var bodyClose: Int
    /// Names after `:` (conformances, superclass, raw type).
    public var inherits: [String]
    /// The type's dotted path, outermost first: an extension's is its own name
    /// (`extension LubaColors.Chart` → `["LubaColors", "Chart"]`), a nested type's is its
    /// owner's and its name.
    public var path: [String]
    /// Declared inside a function's or closure's body: no part of the file's API.
    public var isLocal: Bool
}
