/// Eight bytes of UTF-8 looked at together. Report writers escape millions of keys that are
/// plain ASCII: they skip such words whole instead of deciding byte by byte. The tests are the
/// classic SWAR ones ("Bit Twiddling Hacks"); each mask is nonzero exactly when some byte of
/// the word qualifies (which byte is not reported, and need not be).
// Inlinable: the report escapers (a layer above) test a word per eight bytes of every key.
@usableFromInline package struct ByteWord {
    @usableFromInline package let bits: UInt64

    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` (the caller checks that they exist).
    @inlinable @inline(__always)
    package init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        bits = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
    }

    @inlinable
    package init(bits: UInt64) {
        self.bits = bits
    }

    /// Nonzero when some byte equals `byte`.
    @inlinable @inline(__always)
    package func matching(_ byte: UInt8) -> UInt64 {
        let difference = bits ^ (Self.ones &* UInt64(byte))
        return (difference &- Self.ones) & ~difference & Self.highs
    }

    /// Nonzero when some byte is below `limit`, which must be at most 0x80.
    @inlinable @inline(__always)
    package func below(_ limit: UInt8) -> UInt64 {
        (bits &- Self.ones &* UInt64(limit)) & ~bits & Self.highs
    }

    /// Nonzero when some byte is not ASCII.
    @inlinable @inline(__always)
    package var nonASCII: UInt64 { bits & Self.highs }
}

/// A 64-bit hash of a text that may be fed in parts ("key", " [", "de", "]") and equals the hash
/// of the parts joined. Whole words are mixed at once, so hashing a long key costs a few
/// multiplications rather than one per byte. Equal hashes only ever add a suffix to a JUnit
/// name that did not need one; they never merge two names.
package struct NameHash {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3
    private var pending: UInt64 = 0
    private var pendingCount = 0
    private var length = 0

    package static func of(_ text: String) -> UInt64 {
        var hash = NameHash()
        hash.feed(text)
        return hash.value
    }

    package mutating func feed(_ text: String) {
        text.withUTF8Bytes { feed($0) }
    }

    package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        if pendingCount == 0 {
            while index + 8 <= bytes.count {
                mix(ByteWord(bytes, at: index).bits)
                index += 8
            }
        }
        while index < bytes.count {
            pending |= UInt64(bytes[index]) << UInt64(8 * pendingCount)
            pendingCount += 1
            index += 1
            if pendingCount == 8 {
                mix(pending)
                pending = 0
                pendingCount = 0
            }
        }
        length += bytes.count
    }

    package mutating func feed(byte: UInt8) {
        withUnsafePointer(to: byte) { feed(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    package var value: UInt64 {
        var copy = self
        copy.mix(pending ^ UInt64(truncatingIfNeeded: length) << 56 ^ UInt64(truncatingIfNeeded: length))
        // A final avalanche (the murmur3 finalizer) so that names differing in the last word
        // differ in every bit.
        var x = copy.state
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }

    package init() {
    }
}
