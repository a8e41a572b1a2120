import Foundation
import XCTest
@testable import LubaAudit

/// Table files are read with read(2) into the scanner's array; what comes back must be the file,
/// whatever its size, and a file that cannot be read must say so rather than come back empty.
final class FileBytesTests: XCTestCase {
    func testReadsWholeFilesOfEverySize() throws {
        let root = try TestSupport.temporaryDirectory(self)
        for size in [0, 1, 4095, 65_536, 65_537, 300_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let path = root.appendingPathComponent("t\(size).strings").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(try FileBytes.read(path, limit: 1 << 20).get(), bytes, "size \(size)")
        }
    }

    func testFilesWithoutASizeAreReadToTheirEnd() throws {
        // procfs reports size 0 for files that have content.
        let path = "/proc/self/status"
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no /proc on this system") }
        let read = try FileBytes.read(path, limit: 1 << 20).get()
        XCTAssertTrue(String(decoding: read, as: UTF8.self).hasPrefix("Name:"))
    }

    func testRefusesWhatItCannotOrShouldNotRead() throws {
        let root = try TestSupport.temporaryDirectory(self)
        XCTAssertEqual(FileBytes.read(root.appendingPathComponent("absent.strings").path, limit: 100), .failure(.unreadable))
        XCTAssertEqual(FileBytes.read(root.path, limit: 100), .failure(.unreadable), "a directory")
        let big = root.appendingPathComponent("big.strings").path
        try Data(count: 101).write(to: URL(fileURLWithPath: big))
        XCTAssertEqual(FileBytes.read(big, limit: 100), .failure(.tooLarge(bytes: 101)))
    }
}

/// Display paths are relative to the audited root; the quick answer for walked paths must be
/// the one the URL-standardizing answer gives.
final class DisplayPathTests: XCTestCase {
    func testDisplayPaths() {
        XCTAssertEqual(Discovery.displayPath("/a/b/de.lproj/L.strings", root: "/a"), "b/de.lproj/L.strings")
        XCTAssertEqual(Discovery.displayPath("../x/de.lproj/L.strings", root: "../x"), "de.lproj/L.strings")
        XCTAssertEqual(Discovery.displayPath("/a/./b.strings", root: "/a"), "b.strings", "dot components go the long way")
        XCTAssertEqual(Discovery.displayPath("/a/../c.strings", root: "/a"), "/a/../c.strings", "outside the root stays as given")
        XCTAssertEqual(Discovery.displayPath("/ab/c.strings", root: "/a"), "/ab/c.strings", "a sibling sharing a prefix")
        XCTAssertEqual(Discovery.displayPath("/a/b.strings", root: "/a/"), "b.strings")
        XCTAssertEqual(Discovery.displayPath("/a//b.strings", root: "/a"), "b.strings")
        XCTAssertEqual(Discovery.displayPath("/a", root: "/a"), "/a")
    }
}

/// The audit date is spelled by hand; it must be what Foundation's ISO 8601 formatter writes.
final class UTCTimestampTests: XCTestCase {
    func testMatchesTheISO8601Formatter() {
        let formatter = ISO8601DateFormatter()
        var generator = SystemRandomNumberGenerator()
        let fixed: [TimeInterval] = [0, 59.999, 951_782_400, 1_709_164_800, 1_798_761_599, 4_102_444_800]
        let random = (0..<3_000).map { _ in TimeInterval.random(in: 0...4_102_444_800, using: &generator) }
        for seconds in fixed + random {
            let date = Date(timeIntervalSince1970: seconds)
            XCTAssertEqual(UTCTimestamp.iso8601(date), formatter.string(from: date), "\(seconds)")
        }
    }
}

/// Translations share the source's key strings; what they read must not change.
final class KeyInternerTests: XCTestCase {
    private func storage(_ text: String) -> UnsafePointer<UInt8>? {
        text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
    }

    func testTranslationsShareTheSourceKeysAndReadTheSame() {
        let source = StringsReader.read(Array("""
            "settings.details.location.title" = "Location";
            "settings.details.general.title" = "General";
            "about.acknowledgements.title" = "Acknowledgements";
            """.utf8), path: "en.lproj/Localizable.strings", locale: "en", name: "Localizable")
        let interner = KeyInterner(keys: source.entries.map(\.key))
        // Out of order, one key the source lacks, one escaped key equal to a source key.
        let text = Array("""
            "settings.details.general.title" = "Allgemein";
            "settings.details.location.title" = "Standort";
            "only.in.the.german.table.title" = "Nur hier";
            "about.acknowledgements\\U002Etitle" = "Danksagungen";
            """.utf8)
        let plain = StringsReader.read(text, path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable")
        let shared = StringsReader.read(text, path: "de.lproj/Localizable.strings", locale: "de", name: "Localizable", interner: interner)
        XCTAssertEqual(shared.entries, plain.entries, "interning changes no key, value or location")
        XCTAssertEqual(shared.diagnostics.map(\.message), plain.diagnostics.map(\.message))
        XCTAssertEqual(shared.entries.map(\.key), [
            "settings.details.general.title", "settings.details.location.title", "only.in.the.german.table.title", "about.acknowledgements.title",
        ])
        let sourceStorage = Dictionary(uniqueKeysWithValues: source.entries.map { ($0.key, storage($0.key)) })
        for entry in shared.entries {
            if let expected = sourceStorage[entry.key] {
                XCTAssertNotNil(expected)
                XCTAssertEqual(storage(entry.key), expected, "\(entry.key) shares the source's storage")
            } else {
                XCTAssertFalse(sourceStorage.keys.contains(entry.key))
            }
        }
        var guess = 0
        XCTAssertNil(interner.shared("settings.details.missing.title", guess: &guess))
    }
}
