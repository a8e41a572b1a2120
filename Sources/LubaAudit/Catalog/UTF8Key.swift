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
struct UTF8Key: Hashable, Sendable {
    /// Whether two texts are the same bytes: what "identical to the source" means in a file.
    static func same(_ a: String, _ b: String) -> Bool { UTF8Key(a) == UTF8Key(b) }

    let text: String

    init(_ text: String) {
        self.text = text
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        var (x, y) = (a.text, b.text)
        return x.withUTF8 { left in
            y.withUTF8 { right in
                left.count == right.count && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }
}
