/// A fast 64-bit hash of a value's UTF-8 bytes, eight bytes at a step, for grouping equal
/// values by sorting. Not for hash tables of untrusted text: there a crafted set of colliding
/// values would make probing quadratic; a sort by (hash, bytes) stays O(n log n) whatever the
/// values are.
enum ValueHash {
    static func of(_ value: String) -> UInt64 {
        var value = value
        return value.withUTF8 { of($0) }
    }

    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
        var index = 0
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 32)
    }
}
