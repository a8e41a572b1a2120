import LubaAuditModel
import LubaAuditICU
/// The source locale's keys and values, offered to the readers of its translations: a key
/// that every locale repeats is then stored once, not once per locale (35 copies of each key in
/// Home Assistant, a fifth of the model's memory), and so is a value a translation keeps as the
/// source's (a third of many catalogs' values: exports fill untranslated strings with the source).
public struct KeyInterner: Sendable {
    private struct SharedEntry: KeyedEntry {
        let key: String
        let value: String
    }

    private var entries = KeyedEntries<SharedEntry>()

    /// The source's entries, in file order (a repeated key keeps its last value, as at run time).
    public init(entries: [(key: String, value: String)]) {
        for entry in entries { _ = self.entries.set(SharedEntry(key: entry.key, value: entry.value)) }
    }

    /// The source's key and its value, for `key`. `guess` is where the previous key matched
    /// plus one: translations are usually in the source's order.
    public func sharedEntry(_ key: String, guess: inout Int) -> (key: String, value: String)? {
        entries.position(of: key, guess: &guess).map { (entries.entries[$0].key, entries.entries[$0].value) }
    }

    /// The source's key whose UTF-8 is `bytes`, and its value.
    public func sharedEntry(_ bytes: UnsafeBufferPointer<UInt8>, guess: inout Int) -> (key: String, value: String)? {
        entries.position(of: bytes, guess: &guess).map { (entries.entries[$0].key, entries.entries[$0].value) }
    }
}
