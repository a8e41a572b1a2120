import LubaAuditModel
import LubaAuditICU
/// An entry that a table finds by its key.
public protocol KeyedEntry: Sendable {
    var key: String { get }
}

/// Key → position in an array of entries, keys compared by their UTF-8 bytes (as the runtime's
/// dictionary of a table compares them). The keys stay in the entries; a slot holds a position
/// and 32 bits of the key's hash: 8 bytes a slot, where a `[UTF8Key: Int]` took about 40 bytes
/// a key (4 MB of Home Assistant's model). Open addressing with linear probing; the hash is
/// seeded per process (see `hash(_:)`), so crafted keys cannot make probing quadratic.
@usableFromInline package struct KeyIndex: Sendable {
    /// `position + 1` in the low 32 bits (0: empty), the hash's low 32 bits above.
    @usableFromInline var slots: [UInt64] = []
    @usableFromInline package private(set) var count = 0
    /// The capacity asked for while keys were still walked, for when slots are made.
    private var reserved = 0

    /// Up to this many keys, at positions 0, 1, 2, … in order, have no slots: a lookup walks
    /// them. A String Catalog device's table holds one key in most catalogs, and a hostile one
    /// has 100,000 such tables; 16 slots each were an allocation (and zeroed pages) apiece.
    package static let linearLimit = 8

    @inlinable
    package static func hash(_ key: String) -> UInt32 {
        key.withUTF8Bytes { hash($0) }
    }

    /// The hash of the key whose UTF-8 is `bytes`: the same as `hash(_:)` of that key.
    /// Eight bytes a step, each folded in by a 64 × 64 → 128-bit multiply (as wyhash does),
    /// from a seed drawn once per process: a fifth of `Hasher`'s time on real keys (the
    /// catalog hashes every key of every table), and crafted keys still cannot aim at a
    /// bucket they cannot predict.
    @inlinable
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        var state = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index &+ 8 <= count {
                state = fold(state ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self), 0xE703_7ED1_A0B4_28DB)
                index &+= 8
            }
            if index < count {
                var tail: UInt64 = 0
                var shift: UInt64 = 0
                while index < count {
                    tail |= UInt64(raw.load(fromByteOffset: index, as: UInt8.self)) &<< shift
                    shift &+= 8
                    index &+= 1
                }
                state = fold(state ^ tail, 0x8EBC_6AF0_9C88_C6E3)
            }
        }
        return UInt32(truncatingIfNeeded: fold(state, 0x5899_65CC_7537_4CC3))
    }

    /// Drawn once per process.
    @usableFromInline static let seed = UInt64.random(in: .min ... .max) | 1

    /// The high and low halves of the full product, folded together.
    @inlinable @inline(__always)
    static func fold(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
        let (high, low) = value.multipliedFullWidth(by: multiplier)
        return high ^ low
    }

    /// The position of the key whose UTF-8 is `bytes`, nil when no entry has it.
    @inlinable
    package func position<Entry: KeyedEntry>(of bytes: UnsafeBufferPointer<UInt8>, in entries: [Entry]) -> Int? {
        position(hash: Self.hash(bytes), in: entries) { UTF8Key.same($0, bytes) }
    }

    /// The position of `key` in `entries`, nil when no entry has it.
    @inlinable
    package func position<Entry: KeyedEntry>(of key: String, in entries: [Entry]) -> Int? {
        position(of: key, hash: Self.hash(key), in: entries)
    }

    @inlinable
    func position<Entry: KeyedEntry>(of key: String, hash: UInt32, in entries: [Entry]) -> Int? {
        position(hash: hash, in: entries) { UTF8Key.same($0, key) }
    }

    /// The position of the entry with that hash whose key `matches`.
    @inlinable @inline(__always)
    func position<Entry: KeyedEntry>(hash: UInt32, in entries: [Entry], matches: (String) -> Bool) -> Int? {
        if slots.isEmpty {
            // A few keys at positions 0..<count, walked (see `linearLimit`).
            for position in 0..<count where matches(entries[position].key) { return position }
            return nil
        }
        let mask = slots.count - 1
        var bucket = Int(hash) & mask
        while true {
            let slot = slots[bucket]
            if slot == 0 { return nil }
            if UInt32(truncatingIfNeeded: slot >> 32) == hash {
                let position = Int(UInt32(truncatingIfNeeded: slot)) - 1
                if matches(entries[position].key) { return position }
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Records `position` for `key` unless an entry already has that key; returns the
    /// position already recorded, or nil when `position` was added.
    package mutating func insert<Entry: KeyedEntry>(_ key: String, at newPosition: Int, in entries: [Entry]) -> Int? {
        if slots.isEmpty {
            if let existing = (0..<count).first(where: { UTF8Key.same(entries[$0].key, key) }) { return existing }
            if newPosition == count && count < Self.linearLimit {
                count += 1
                return nil
            }
            // Past the few keys a walk serves (or out of order): every key so far gets a slot.
            var index = KeyIndex()
            index.grow(toHold: max(count + 1, reserved))
            for position in 0..<count { index.place(UInt64(Self.hash(entries[position].key)) << 32 | UInt64(position + 1)) }
            index.count = count
            self = index
        }
        let hash = Self.hash(key)
        if let existing = position(of: key, hash: hash, in: entries) { return existing }
        reserveCapacity(count + 1)
        place(UInt64(hash) << 32 | UInt64(newPosition + 1))
        count += 1
        return nil
    }

    /// Room for `count` keys without growing (at most three quarters of the slots used).
    package mutating func reserveCapacity(_ wanted: Int) {
        // Few keys are walked without slots; keys already walked get theirs in `insert`,
        // which has the entries to hash them from.
        if slots.isEmpty && (wanted <= Self.linearLimit || count > 0) {
            reserved = max(reserved, wanted)
            return
        }
        grow(toHold: wanted)
    }

    private mutating func grow(toHold wanted: Int) {
        guard wanted * 4 > slots.count * 3 else { return }
        var size = max(16, slots.count)
        while wanted * 4 > size * 3 { size *= 2 }
        let old = slots
        slots = [UInt64](repeating: 0, count: size)
        for slot in old where slot != 0 { place(slot) }
    }

    private mutating func place(_ slot: UInt64) {
        let mask = slots.count - 1
        var bucket = Int(UInt32(truncatingIfNeeded: slot >> 32)) & mask
        while slots[bucket] != 0 { bucket = (bucket + 1) & mask }
        slots[bucket] = slot
    }
}
