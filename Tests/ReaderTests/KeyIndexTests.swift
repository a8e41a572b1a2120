@testable import LubaAuditModel
@testable import LubaAuditColor
@testable import LubaAuditICU
@testable import LubaAuditSwiftSource
@testable import LubaAuditStringTables
@testable import LubaAuditConfig
@testable import LubaAuditPlatform
@testable import LubaAuditTheme
@testable import LubaAuditDesignSystem
@testable import LubaAuditResult
@testable import LubaAuditRuleContext
@testable import LubaAuditLocalizationRules
@testable import LubaAuditAccessibilityRules
@testable import LubaAuditRules
@testable import LubaAuditEngine
@testable import LubaAuditReports
@testable import LubaAuditTranslators
import LubaAuditTestSupport
import XCTest

/// The compact key index against a dictionary of the keys' bytes, on keys made to collide in
/// every way that matters: equal strings in other normal forms, prefixes, repeats, empty keys.
final class KeyIndexTests: XCTestCase {
    private struct Entry: KeyedEntry {
        let key: String
    }

    private func randomKey(_ generator: inout SystemRandomNumberGenerator) -> String {
        let pieces = ["a", "b", "é", "e\u{301}", ".", " ", "key", "\u{1F600}", "\\", "\""]
        let count = Int.random(in: 0...5, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    func testAgreesWithADictionaryOfBytes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var keyed = KeyedEntries<Entry>()
            var reference: [[UInt8]: Int] = [:]
            var order: [[UInt8]] = []
            for _ in 0..<Int.random(in: 0...3_000, using: &generator) {
                let key = randomKey(&generator)
                let isNew = keyed.set(Entry(key: key))
                XCTAssertEqual(isNew, reference[Array(key.utf8)] == nil, key)
                if isNew {
                    reference[Array(key.utf8)] = order.count
                    order.append(Array(key.utf8))
                }
            }
            XCTAssertEqual(keyed.entries.count, order.count)
            for (bytes, position) in reference {
                XCTAssertEqual(keyed.position(of: String(decoding: bytes, as: UTF8.self)), position)
            }
            for _ in 0..<500 {
                let probe = randomKey(&generator)
                XCTAssertEqual(keyed.position(of: probe), reference[Array(probe.utf8)], probe)
            }
        }
    }

    func testFewKeysAreWalkedAndMoreGetSlotsWithoutLosingAny() {
        // Up to `linearLimit` keys have no slots; the next key gives every one so far its slot.
        for count in 0...(KeyIndex.linearLimit * 2 + 1) {
            let keys = (0..<count).map { "k\($0)" }
            var keyed = KeyedEntries<Entry>()
            for key in keys { XCTAssertTrue(keyed.set(Entry(key: key)), key) }
            for key in keys { XCTAssertFalse(keyed.set(Entry(key: key)), "\(key) of \(count) is a repeat") }
            XCTAssertEqual(keyed.entries.map(\.key), keys)
            for (position, key) in keys.enumerated() { XCTAssertEqual(keyed.position(of: key), position, "\(key) of \(count)") }
            XCTAssertNil(keyed.position(of: "k\(count)"))
            XCTAssertNil(keyed.position(of: ""))
        }
    }

    func testRoomAskedForWhileWalkingAndKeysAddedOutOfOrderAreKept() {
        let entries = (0..<40).map { Entry(key: "key \($0)") }
        var index = KeyIndex()
        XCTAssertNil(index.insert(entries[0].key, at: 0, in: entries))
        XCTAssertNil(index.insert(entries[1].key, at: 1, in: entries))
        // Room for many once keys are walked: kept for later, the walked keys still found.
        index.reserveCapacity(30)
        XCTAssertEqual(index.position(of: entries[1].key, in: entries), 1)
        // A position out of order gives every key a slot at once.
        XCTAssertNil(index.insert(entries[7].key, at: 7, in: entries))
        XCTAssertEqual(index.count, 3)
        XCTAssertEqual(index.insert(entries[0].key, at: 9, in: entries), 0)
        for position in [0, 1, 7] { XCTAssertEqual(index.position(of: entries[position].key, in: entries), position) }
        XCTAssertNil(index.position(of: entries[2].key, in: entries))
    }

    func testCanonicallyEquivalentKeysAreDifferentKeys() {
        var keyed = KeyedEntries<Entry>()
        XCTAssertTrue(keyed.set(Entry(key: "caf\u{E9}")))
        XCTAssertTrue(keyed.set(Entry(key: "cafe\u{301}")))
        XCTAssertFalse(keyed.set(Entry(key: "caf\u{E9}")))
        XCTAssertEqual(keyed.position(of: "cafe\u{301}"), 1)
        XCTAssertNil(keyed.position(of: "cafe"))
    }

    func testAdoptRefusesRepeatedKeysAndIndexesTheRest() {
        var keyed = KeyedEntries<Entry>()
        XCTAssertFalse(keyed.adopt([Entry(key: "a"), Entry(key: "b"), Entry(key: "a")]))
        XCTAssertTrue(keyed.entries.isEmpty)
        let keys = (0..<10_000).map { "key.\($0)" }
        XCTAssertTrue(keyed.adopt(keys.map(Entry.init)))
        for (position, key) in keys.enumerated() { XCTAssertEqual(keyed.position(of: key), position) }
        XCTAssertNil(keyed.position(of: "key.10000"))
        XCTAssertEqual(keyed["key.42"]?.key, "key.42")
    }

    func testGuessedLookUpFindsKeysOutOfOrder() {
        var keyed = KeyedEntries<Entry>()
        _ = keyed.adopt(["a", "b", "c", "d"].map(Entry.init))
        var guess = 0
        XCTAssertEqual(keyed.position(of: "a", guess: &guess), 0)
        XCTAssertEqual(guess, 1)
        XCTAssertEqual(keyed.position(of: "d", guess: &guess), 3)
        XCTAssertEqual(guess, 4)
        XCTAssertNil(keyed.position(of: "z", guess: &guess))
        XCTAssertEqual(guess, 4)
        XCTAssertEqual(keyed.position(of: "b", guess: &guess), 1)
    }

    /// Every byte and the length count, whatever the string's storage; equal bytes hash equal.
    func testHashSeesEveryByteAndTheLength() {
        XCTAssertEqual(KeyIndex.hash("Ausgewählt"), KeyIndex.hash(String("xAusgewählt".dropFirst())))
        var seen = Set<UInt32>()
        for length in 0..<40 {
            seen.insert(KeyIndex.hash(String(repeating: "a", count: length)))
            seen.insert(KeyIndex.hash(String(repeating: "a", count: length) + "b"))
            seen.insert(KeyIndex.hash(String(repeating: "\0", count: length + 1)))
        }
        XCTAssertEqual(seen.count, 120, "lengths, a last differing byte and zero bytes change the hash")
    }
}
