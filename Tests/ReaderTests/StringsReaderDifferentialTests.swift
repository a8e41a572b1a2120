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
import Foundation
import XCTest


/// The reader against Foundation's `PropertyListSerialization`, which on Linux runs CoreFoundation's own
/// old-style plist parser (CFOldStylePList.c) — the parser that reads `.strings` files on Apple platforms.
/// Where Foundation returns a table, the reader's key→value map (last value wins) must equal it.
final class StringsReaderDifferentialTests: XCTestCase {
    /// `shared/corpora` beside the repository: the first ancestor of this file's folder that holds it.
    static func corporaDirectory() -> URL? {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<4 {
            directory = directory.deletingLastPathComponent()
            let candidate = directory.appendingPathComponent("shared/corpora")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }

    static func stringsFiles(under root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "strings" { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }

    /// Foundation's reading: the string values of the table, or nil when it rejects the bytes or they
    /// hold no dictionary.
    static func foundationMap(_ bytes: [UInt8]) -> [String: String]? {
        guard !bytes.isEmpty,
              let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let dictionary = object as? [String: Any]
        else { return nil }
        return dictionary.compactMapValues { $0 as? String }
    }

    static func readerMap(_ table: StringsTable, beforeLine line: Int = .max) -> [String: String] {
        var map: [String: String] = [:]
        for entry in table.entries where entry.location.line < line { map[entry.key] = entry.value }
        return map
    }

    // MARK: Real corpora

    func testCorpusFilesReadLikeFoundation() throws {
        guard let root = Self.corporaDirectory() else {
            throw XCTSkip("shared/corpora is absent next to the repository; the corpus comparison needs it")
        }
        var totalFiles = 0
        var totalEntries = 0
        for project in ["homeassistant-ios", "element-x-ios"] {
            let directory = root.appendingPathComponent(project)
            guard FileManager.default.fileExists(atPath: directory.path) else {
                throw XCTSkip("shared/corpora/\(project) is absent")
            }
            let files = Self.stringsFiles(under: directory)
            XCTAssertGreaterThan(files.count, 0, "no .strings files in \(project)")
            var compared = 0
            var entries = 0
            var rejected = 0
            for url in files {
                let bytes = [UInt8](try Data(contentsOf: url))
                let table = StringsReader.read(bytes, path: url.path, locale: "x", name: url.deletingPathExtension().lastPathComponent)
                if let theirs = Self.foundationMap(bytes) {
                    XCTAssertEqual(Self.readerMap(table), theirs, "\(url.path) reads differently from Foundation")
                    XCTAssertTrue(table.diagnostics.allSatisfy { $0.kind != .encoding }, "\(url.path): encoding problem Foundation did not see")
                    compared += 1
                    entries += theirs.count
                } else if !bytes.isEmpty {
                    // Foundation refuses the file: the reader must have said why.
                    XCTAssertTrue(
                        table.diagnostics.contains { $0.kind == .syntax || $0.kind == .encoding },
                        "Foundation rejects \(url.path) but the reader reported nothing")
                    rejected += 1
                }
            }
            XCTAssertGreaterThan(compared, 0, "no file of \(project) could be compared")
            print("strings differential: \(project): \(files.count) files, \(compared) compared with \(entries) entries, \(rejected) rejected by Foundation")
            totalFiles += compared
            totalEntries += entries
        }
        print("strings differential: \(totalFiles) files and \(totalEntries) entries equal to Foundation")
    }

    // MARK: Tricky inputs

    enum Expectation {
        /// Foundation reads a table; the reader's map must equal it.
        case same
        /// Foundation stops quietly at an error on an earlier line; the reader reads on. Entries before
        /// `line` must equal Foundation's table.
        case sameBefore(line: Int)
        /// Foundation returns no table; the reader must report a syntax problem.
        case foundationRejects
    }

    static let allNeXTSTEPOctals: String = (0o200...0o377).map { "\\" + String($0, radix: 8) }.joined()

    static let trickyInputs: [(name: String, text: String, expectation: Expectation)] = [
        ("simple escapes", #""k" = "n\n t\t r\r a\a b\b f\f v\v q\" s\' bs\\";"#, .same),
        ("U escapes", #""k" = "\U00e9\UD83D\UDE00 \U41z \U0041\U004 \Uxyz";"#, .same),
        ("lone surrogates", #""k" = "a\UD83Db\UDE00c\UDBFF";"#, .same),
        ("octal", #""k" = "\101\60\7\1012\0\376\377\400\777\12345";"#, .same),
        ("every NeXTSTEP octal", "\"k\" = \"\(allNeXTSTEPOctals)\";", .same),
        ("unknown escapes", #""k" = "\q\u203A\ה\x41\/\%\😀";"#, .same),
        ("backslash line continuation", "\"k\" = \"a\\\nb\\\rc\";\n\"n\" = \"x\";", .same),
        ("unquoted tokens", "a/b:c.d-e_f$ = x-y;\n12 = 3.5;\nkey;\n$ = _;", .same),
        ("shorthand", "\"k\";\n'q' ;\nplain;", .same),
        ("comments everywhere", "/* h */ // x\n\"k\" /* a */ = /* b */ \"v\" /* c */ ; // d\n\"a//b\" = \"c/*d*/\";\na//b = c;", .same),
        ("mixed quotes", "'a\"b' = \"c'd\";\n\"e\" = 'f\\'g';", .same),
        ("Apple whitespace", "\"a\"\u{B}=\u{C}\"1\";\u{2028}\"b\"\u{2029}=\t\"2\";\r\n\"c\" = \"3\";\r\"d\" = \"4\";", .same),
        ("duplicates", "\"a\" = \"1\";\n\"a\" = \"2\";\n\"b\" = \"3\";\n\"a\" = \"4\";", .same),
        ("braced table", "{ \"a\" = \"1\"; b = 2; }", .same),
        ("empty key and value", "\"\" = \"\";\n\"e\" = \"\";", .same),
        ("non-BMP and combining", "\"😀\" = \"e\u{301}\";\n\"ключ\" = \"中文\";", .same),
        ("raw line breaks in value", "\"k\" = \"one\ntwo\r\nthree\";\n\"n\" = \"x\";", .same),
        ("NUL characters", "\"k\" = \"a\u{0}b\";\n\"z\" = \"\\0\";", .same),
        ("dictionary value", "\"a\" = { b = c; };\n\"d\" = e;\n\"f\" = (g, h);\n\"i\" = <0fab>;", .same),
        ("byte order mark mid-file", "\"a\" = \"1\";\u{FEFF}\"b\" = \"2\";", .same),
        ("stray semicolon", "\"a\" = \"1\";;\n\"b\" = \"2\";", .sameBefore(line: 2)),
        ("unterminated comment", "\"a\" = \"1\";\n/* x\n\"b\" = \"2\";", .sameBefore(line: 2)),
        ("NEXT LINE between entries", "\"a\" = \"1\";\u{85}\n\"b\" = \"2\";", .sameBefore(line: 2)),
        ("missing semicolon", "\"a\" = \"1\"\n\"b\" = \"2\";", .foundationRejects),
        ("missing equals", "\"a\" \"1\";", .foundationRejects),
        ("unterminated string", "\"a\" = \"1\";\n\"b\" = \"2;", .foundationRejects),
        ("garbage first", "@\"a\" = \"1\";", .foundationRejects),
        ("key alone", "\"a\"", .foundationRejects),
        ("junk after braces", "{ \"a\" = \"1\"; } x", .foundationRejects),
    ]

    func testTrickyInputsReadLikeFoundation() {
        var compared = 0
        for (name, text, expectation) in Self.trickyInputs {
            for encoding in [StringsReaderTests.Encoding.utf8, .utf8BOM, .utf16LE, .utf16BE] {
                let bytes = StringsReaderTests.bytes(text, encoding)
                let table = StringsReader.read(bytes, path: "t.strings", locale: "x", name: "t")
                let theirs = Self.foundationMap(bytes)
                let label = "\(name) [\(encoding)]"
                switch expectation {
                case .same:
                    XCTAssertNotNil(theirs, "\(label): Foundation should read this")
                    XCTAssertEqual(Self.readerMap(table), theirs, label)
                    XCTAssertFalse(table.diagnostics.contains {
                        $0.kind == .syntax && $0.message.contains("rejects")
                    }, "\(label): the reader calls a file Foundation reads rejected")
                case .sameBefore(let line):
                    XCTAssertNotNil(theirs, "\(label): Foundation should read this")
                    XCTAssertEqual(Self.readerMap(table, beforeLine: line), theirs, label)
                    XCTAssertGreaterThan(table.entries.count, theirs?.count ?? 0, "\(label): the reader should read on")
                    XCTAssertTrue(table.diagnostics.contains { $0.kind == .syntax }, label)
                case .foundationRejects:
                    XCTAssertNil(theirs, "\(label): Foundation should reject this")
                    XCTAssertTrue(table.diagnostics.contains { $0.kind == .syntax }, label)
                }
                compared += 1
            }
        }
        print("strings differential: \(Self.trickyInputs.count) tricky inputs in 4 encodings, \(compared) comparisons")
    }

    /// Real files with random damage: the reader never traps, and every undamaged file-order entry
    /// before the first damaged byte is still read.
    func testDamagedCorpusFilesNeverCrash() throws {
        guard let root = Self.corporaDirectory() else {
            throw XCTSkip("shared/corpora is absent next to the repository; the damage test needs it")
        }
        let files = Self.stringsFiles(under: root).filter { $0.lastPathComponent == "Localizable.strings" }.prefix(4)
        XCTAssertGreaterThan(files.count, 0)
        var rng = SeededRandom(seed: 42)
        let damage: [UInt8] = Array("\"';=/*\\\n{(<".utf8) + [0x00, 0xE2, 0xFF, 0xC3]
        for url in files {
            let original = [UInt8](try Data(contentsOf: url))
            let clean = StringsReader.read(original, path: url.path, locale: "x", name: "L")
            for _ in 0..<50 {
                var bytes = original
                var first = bytes.count
                for _ in 0..<Int(1 + rng.next() % 4) {
                    let at = Int(rng.next() % UInt64(bytes.count))
                    bytes[at] = damage[Int(rng.next() % UInt64(damage.count))]
                    first = min(first, at)
                }
                let table = StringsReader.read(bytes, path: url.path, locale: "x", name: "L")
                // Entries that end well before the first damaged byte are untouched: compare by line.
                let damagedLine = bytes[..<first].filter { $0 == 0x0A }.count + 1
                let before = clean.entries.filter { $0.location.line < damagedLine - 1 }
                XCTAssertEqual(Array(table.entries.prefix(before.count)), before, url.path)
            }
        }
    }

    func testInvalidUTF8IsRejectedByFoundationAndReported() {
        let bytes = Array("\"a\" = \"x".utf8) + [0xFF] + Array("\";".utf8)
        XCTAssertNil(Self.foundationMap(bytes))
        let table = StringsReader.read(bytes, path: "t.strings", locale: "x", name: "t")
        XCTAssertEqual(table.diagnostics.map(\.kind), [.encoding])
        XCTAssertEqual(table.entries.map(\.value), ["x\u{FFFD}"])
    }
}
