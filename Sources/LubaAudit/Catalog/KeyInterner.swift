/// The source locale's keys, offered to the readers of its translations: a key that every
/// locale repeats is then stored once, not once per locale (35 copies of each key in Home
/// Assistant, a fifth of the model's memory).
public struct KeyInterner: Sendable {
    private let keys: [String]
    private let positions: [UTF8Key: Int]

    public init(keys: [String]) {
        self.keys = keys
        var positions: [UTF8Key: Int] = [:]
        positions.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() { positions[UTF8Key(key)] = position }
        self.positions = positions
    }

    /// The source's instance of `key`, if the source has that key. `guess` is where the
    /// previous key matched plus one: translations are usually in the source's order, and a
    /// byte comparison with the guess spares the hash.
    public func shared(_ key: String, guess: inout Int) -> String? {
        if guess < keys.count && UTF8Key.same(key, keys[guess]) {
            guess += 1
            return keys[guess - 1]
        }
        guard let position = positions[UTF8Key(key)] else { return nil }
        guess = position + 1
        return keys[position]
    }
}
