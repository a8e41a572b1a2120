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

    /// Whether `text` can be one of `types`' words, by its length and first byte: the scanner
    /// asks it of every identifier of every file, and most fail it without hashing.
    @inline(__always)
    package static func mayBeType(_ text: String) -> Bool {
        let utf8 = text.utf8
        switch utf8.count {
        case 4, 5, 6, 8, 9: break
        default: return false
        }
        switch utf8.first {
        case UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "c"), UInt8(ascii: "p"), UInt8(ascii: "a"): return true
        default: return false
        }
    }

    /// Whether `text` can be one of `members`' words (see `mayBeType`).
    @inline(__always)
    package static func mayBeMember(_ text: String) -> Bool {
        let utf8 = text.utf8
        switch utf8.count {
        case 3, 4, 6, 9: break
        default: return false
        }
        switch utf8.first {
        case UInt8(ascii: "f"), UInt8(ascii: "v"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "d"): return true
        default: return false
        }
    }
}
