import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
/// The positions whose values are byte for byte equal, found in one pass: a table of each
/// distinct value's first position, bucketed by `KeyIndex`'s hash (seeded per process, so
/// crafted values cannot aim at one bucket), and each later use chained behind its value's
/// first: O(n), where sorting the uses is O(n log n), over every translation of every table.
package struct EqualValueGroups {
    /// Each value used more than once: its positions, ascending, in the order of their first
    /// positions.
    package private(set) var repeated: [[Int32]] = []

    /// `positions` ascending, all below `limit`; `value` gives the value at a position. `hash`
    /// is for tests that make values collide.
    package init(
        _ positions: [Int32], limit: Int,
        hash: (UnsafeBufferPointer<UInt8>) -> UInt32 = KeyIndex.hash, value: (Int32) -> String
    ) {
        guard positions.count > 1 else { return }
        var size = 16
        while size < positions.count * 2 { size *= 2 }
        let mask = size - 1
        // The hash's 32 bits, then the group's number + 1 (0: an empty slot).
        var slots = [UInt64](repeating: 0, count: size)
        var first: [Int32] = []
        var last: [Int32] = []
        var count: [Int32] = []
        var next = [Int32](repeating: -1, count: limit)
        for position in positions {
            value(position).withUTF8Bytes { bytes in
                let hash = hash(bytes)
                var bucket = Int(hash) & mask
                while true {
                    let slot = slots[bucket]
                    if slot == 0 {
                        slots[bucket] = UInt64(hash) << 32 | UInt64(first.count + 1)
                        first.append(position)
                        last.append(position)
                        count.append(1)
                        return
                    }
                    if UInt32(truncatingIfNeeded: slot >> 32) == hash {
                        let group = Int(UInt32(truncatingIfNeeded: slot)) - 1
                        if UTF8Key.same(value(first[group]), bytes) {
                            next[Int(last[group])] = position
                            last[group] = position
                            count[group] += 1
                            return
                        }
                    }
                    bucket = (bucket + 1) & mask
                }
            }
        }
        for group in first.indices where count[group] > 1 {
            var members: [Int32] = []
            members.reserveCapacity(Int(count[group]))
            var position = first[group]
            while position >= 0 {
                members.append(position)
                position = next[Int(position)]
            }
            repeated.append(members)
        }
    }
}
