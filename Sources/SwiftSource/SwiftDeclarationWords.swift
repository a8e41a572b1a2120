import LubaAuditModel
/// The words that make a declaration, shared by the scanner and the readers that walk a
/// declaration's header.
package enum SwiftDeclarationWords {
    package static let members: Set<String> = ["func", "var", "let", "subscript", "init", "deinit"]

    package static let types: Set<String> = ["struct", "enum", "class", "extension", "protocol", "actor"]

    /// Declarations that are neither members nor types: each ends the stored property before it.
    package static let others: Set<String> = ["case", "typealias", "associatedtype", "import", "operator", "precedencegroup"]

    package static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final",
        "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional",
        "required", "convenience", "nonisolated", "indirect", "prefix", "postfix", "infix",
        "consuming", "borrowing", "distributed", "isolated",
    ]
}
