import LubaAuditModel
import LubaAuditICU
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A string compared and hashed by its UTF-8 bytes. Rules that index every value of a corpus
/// ("has this translation been used before?") use it: `String` hashes and compares by
/// canonical equivalence, which normalizes every non-ASCII value first. Two values that differ
/// only in normalization are different bytes in the file, and a translator sees them as such.
@usableFromInline package struct UTF8Key: Hashable, Sendable {
    /// Whether two texts are the same bytes: what "identical to the source" means in a file.
    /// Called for every pair of a corpus: it reads the strings in place, without the copies
    /// (and their reference counting) that `withUTF8` on a `var` makes.
    @inlinable @inline(__always)
    package static func same(_ a: String, _ b: String) -> Bool {
        let (left, right) = (a.utf8, b.utf8)
        guard left.count == right.count else { return false }
        let compared = left.withContiguousStorageIfAvailable { l in
            right.withContiguousStorageIfAvailable { r in
                // One string's storage (a value kept as the source's shares it) is equal to itself.
                l.count == 0 || l.baseAddress == r.baseAddress || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0
            }
        }
        if let compared, let result = compared { return result }
        return left.elementsEqual(right)
    }

    /// Whether a text is the given UTF-8 bytes.
    @inlinable @inline(__always)
    package static func same(_ a: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let utf8 = a.utf8
        guard utf8.count == bytes.count else { return false }
        if let result = utf8.withContiguousStorageIfAvailable({ l in
            l.count == 0 || memcmp(l.baseAddress!, bytes.baseAddress!, l.count) == 0
        }) { return result }
        return utf8.elementsEqual(bytes)
    }

    package let text: String

    package init(_ text: String) {
        self.text = text
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        text.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    @usableFromInline package static func == (a: UTF8Key, b: UTF8Key) -> Bool { same(a.text, b.text) }
}
