import XCTest
@testable import LubaAudit

/// `l10n.ambiguous-translation` groups equal translations by sorting their uses; the order must
/// be that of sorting on (hash, bytes, position) even where different values share a hash.
final class AmbiguousUseOrderTests: XCTestCase {
    func testUsesSortAsOnHashBytesAndPositionWhateverTheHashes() {
        let pieces = ["Open", "Close", "Öffnen", "a", "", "Open "]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<500 {
            let values = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            // Real hashes, one hash for everything, and a hash of two values: the collisions a
            // 64-bit hash makes rarely, made here on purpose.
            let hashes: [(String) -> UInt64] = [ValueHash.of, { _ in 7 }, { $0.count < 5 ? 1 : 2 }]
            for hash in hashes {
                var uses = values.indices.map { (hash: hash(values[$0]), index: Int32($0)) }.shuffled(using: &generator)
                AmbiguousTranslation.sortUses(&uses) { values[Int($0)] }
                let expected = values.indices.sorted { a, b in
                    let (ha, hb) = (hash(values[a]), hash(values[b]))
                    if ha != hb { return ha < hb }
                    if values[a] != values[b] { return values[a].utf8.lexicographicallyPrecedes(values[b].utf8) }
                    return a < b
                }
                XCTAssertEqual(uses.map { Int($0.index) }, expected, "round \(round): \(values)")
            }
        }
    }
}
