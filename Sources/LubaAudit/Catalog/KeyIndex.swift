/// An entry that a table finds by its key.
public protocol KeyedEntry: Sendable {
    var key: String { get }
}

/// Key → position in an array of entries, keys compared by their UTF-8 bytes (as the runtime's
/// dictionary of a table compares them). The keys stay in the entries; a slot holds a position
/// and 32 bits of the key's hash: 8 bytes a slot, where a `[UTF8Key: Int]` took about 40 bytes
/// a key (4 MB of Home Assistant's model). Open addressing with linear probing; the hash is
/// `Hasher`'s, seeded per process, so crafted keys cannot make probing quadratic.
struct KeyIndex: Sendable {
    /// `position + 1` in the low 32 bits (0: empty), the hash's low 32 bits above.
    private var slots: [UInt64] = []
    private(set) var count = 0

    static func hash(_ key: String) -> UInt32 {
        var key = key
        return key.withUTF8 { hash($0) }
    }

    /// The hash of the key whose UTF-8 is `bytes`: the same as `hash(_:)` of that key.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }

    /// The position of the key whose UTF-8 is `bytes`, nil when no entry has it.
    func position<Entry: KeyedEntry>(of bytes: UnsafeBufferPointer<UInt8>, in entries: [Entry]) -> Int? {
        position(hash: Self.hash(bytes), in: entries) { UTF8Key.same($0, bytes) }
    }

    /// The position of `key` in `entries`, nil when no entry has it.
    func position<Entry: KeyedEntry>(of key: String, in entries: [Entry]) -> Int? {
        position(of: key, hash: Self.hash(key), in: entries)
    }

    private func position<Entry: KeyedEntry>(of key: String, hash: UInt32, in entries: [Entry]) -> Int? {
        position(hash: hash, in: entries) { UTF8Key.same($0, key) }
    }

    /// The position of the entry with that hash whose key `matches`.
    @inline(__always)
    private func position<Entry: KeyedEntry>(hash: UInt32, in entries: [Entry], matches: (String) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
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
    mutating func insert<Entry: KeyedEntry>(_ key: String, at newPosition: Int, in entries: [Entry]) -> Int? {
        let hash = Self.hash(key)
        if let existing = position(of: key, hash: hash, in: entries) { return existing }
        reserveCapacity(count + 1)
        place(UInt64(hash) << 32 | UInt64(newPosition + 1))
        count += 1
        return nil
    }

    /// Room for `count` keys without growing (at most three quarters of the slots used).
    mutating func reserveCapacity(_ wanted: Int) {
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
