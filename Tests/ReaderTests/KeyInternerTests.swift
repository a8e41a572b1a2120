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

/// A translation read with its source's keys must read exactly as one read alone: the interner
/// only decides whose storage a key uses.
final class KeyInternerTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testKeysAreFoundByTheirBytesAndTheGuessMovesPastTheMatch() {
        let interner = KeyInterner(entries: ["alpha", "beta", "gamma", "é"].map { ($0, "") })
        var guess = 0
        let found = bytes("beta").withUnsafeBufferPointer { interner.sharedEntry($0, guess: &guess)?.key }
        XCTAssertEqual(found, "beta")
        XCTAssertEqual(guess, 2)
        let next = bytes("gamma").withUnsafeBufferPointer { interner.sharedEntry($0, guess: &guess)?.key }
        XCTAssertEqual(next, "gamma")
        XCTAssertEqual(guess, 3)
        // Bytes, not canonical equivalence: "e" + U+0301 is not the source's "é".
        let decomposed = bytes("e\u{301}").withUnsafeBufferPointer { interner.sharedEntry($0, guess: &guess)?.key }
        XCTAssertNil(decomposed)
        XCTAssertEqual(guess, 3, "a miss leaves the guess where it was")
        XCTAssertNil(bytes("delta").withUnsafeBufferPointer { interner.sharedEntry($0, guess: &guess)?.key })
        XCTAssertNil(bytes("").withUnsafeBufferPointer { interner.sharedEntry($0, guess: &guess)?.key })
        XCTAssertEqual(bytes("é").withUnsafeBufferPointer { interner.sharedEntry($0, guess: &guess)?.key }, "é")
    }

    func testATranslationReadWithTheSourceKeysReadsAsOneReadAlone() {
        let source = """
        "plain" = "Plain";
        "esc\\"aped" = "Escaped";
        shorthand;
        "unicode ключ" = "Unicode";
        """
        let translation = """
        "unicode ключ" = "Юникод";
        "esc\\"aped" = "Entkommen";
        "plain" = "Schlicht";
        "shorthand";
        "only here" = "Nur hier";
        'single' = 'Einfach';
        unquoted = "Ohne Anführungszeichen";
        """
        let sourceTable = StringsReader.read(bytes(source), path: "en.strings", locale: "en", name: "Localizable")
        let interner = KeyInterner(entries: sourceTable.entries.map { ($0.key, $0.value) })
        let shared = StringsReader.read(bytes(translation), path: "de.strings", locale: "de", name: "Localizable", interner: interner)
        let alone = StringsReader.read(bytes(translation), path: "de.strings", locale: "de", name: "Localizable")
        XCTAssertEqual(shared.entries, alone.entries)
        XCTAssertEqual(shared.diagnostics.map(\.message), alone.diagnostics.map(\.message))
        XCTAssertEqual(shared.entries.map(\.key), ["unicode ключ", "esc\"aped", "plain", "shorthand", "only here", "single", "unquoted"])
        XCTAssertEqual(shared.entries.map(\.value), ["Юникод", "Entkommen", "Schlicht", "shorthand", "Nur hier", "Einfach", "Ohne Anführungszeichen"])
    }

    /// Every translation waits for its own table's source, whatever order the pool reads the
    /// files in: each key it shares with the source is the source's string (same storage), in
    /// every locale and table, and so is each value kept as the source's; the tables come back
    /// in discovery order.
    func testTranslationsShareTheirOwnSourcesKeys() throws {
        let root = try TestSupport.temporaryDirectory(self)
        var files: [String: String] = [:]
        let tables = ["Localizable": 400, "Small": 3, "Other": 40]
        for locale in ["en", "de", "fr", "ja"] {
            for (name, count) in tables {
                files["Sources/Demo/Resources/\(locale).lproj/\(name).strings"] = (0..<count).map {
                    // Japanese keeps the English values (an export that fills untranslated strings).
                    "\"\(name).a.key.long.enough.to.be.stored.apart.\($0)\" = \"\(locale == "ja" ? "en" : locale) value \($0), long enough to be stored apart\";\n"
                }.joined()
            }
        }
        try TestSupport.write(files, under: root)
        let discovered = try Discovery.discover(AuditRequest(packageRoot: root.path))
        let output = try CatalogLoader.load(discovered.tableFiles, sourceLocale: "en", locales: nil)
        XCTAssertEqual(output.catalog.stringsTables.map(\.path), discovered.tableFiles.map(\.displayPath), "discovery order")
        func storage(_ key: String) -> UnsafeRawPointer? {
            key.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        for group in output.catalog.groups {
            let source = try XCTUnwrap(group["en"])
            for locale in ["de", "fr", "ja"] {
                let table = try XCTUnwrap(group[locale])
                XCTAssertEqual(table.strings.entries.count, tables[group.name])
                for entry in table.strings.entries {
                    let shared = try XCTUnwrap(source.strings[entry.key])
                    XCTAssertEqual(storage(entry.key), storage(shared.key), "\(group.name) \(locale) \(entry.key)")
                    if locale == "ja" {
                        XCTAssertEqual(entry.value, shared.value)
                        XCTAssertEqual(storage(entry.value), storage(shared.value), "a value kept as the source's is the source's string")
                    } else {
                        XCTAssertNotEqual(storage(entry.value), storage(shared.value))
                    }
                }
            }
        }
    }
}
