/// The source locale's keys, offered to the readers of its translations: a key that every
/// locale repeats is then stored once, not once per locale (35 copies of each key in Home
/// Assistant, a fifth of the model's memory).
public struct KeyInterner: Sendable {
    private struct SharedKey: KeyedEntry {
        let key: String
    }

    private var keys = KeyedEntries<SharedKey>()

    public init(keys: [String]) {
        for key in keys { _ = self.keys.set(SharedKey(key: key)) }
    }

    /// The source's instance of `key`, if the source has that key. `guess` is where the
    /// previous key matched plus one: translations are usually in the source's order.
    public func shared(_ key: String, guess: inout Int) -> String? {
        keys.position(of: key, guess: &guess).map { keys.entries[$0].key }
    }

    /// The source's key whose UTF-8 is `bytes`, if the source has one.
    public func shared(_ bytes: UnsafeBufferPointer<UInt8>, guess: inout Int) -> String? {
        keys.position(of: bytes, guess: &guess).map { keys.entries[$0].key }
    }
}
