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

/// Every input the fuzzers (fuzz/Targets, `make fuzz`) found to crash, leak or hang, replayed
/// through the same entry point, plus tests of the fixes themselves.
///
/// Inputs live in Tests/Fixtures/fuzz-regressions/<Target>/, one file each, named for the bug.
/// A leak cannot be seen from XCTest, so those files only prove the input still returns; the
/// fuzzer (run under AddressSanitizer) is what watches for the leak coming back.
final class FuzzRegressionTests: XCTestCase {
    static let regressions = TestSupport.fixtures.appendingPathComponent("fuzz-regressions")

    // MARK: - Replay

    /// Each stored input returns from its target's entry point, and every folder names a target.
    func testEveryStoredInputReturnsFromItsEntryPoint() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path).sorted()
        var replayed = 0
        for folder in folders where !folder.hasPrefix(".") {
            guard let entryPoint = FuzzEntryPoint(rawValue: folder) else {
                XCTFail("fuzz-regressions/\(folder) names no fuzz target (known: \(FuzzEntryPoint.allCases.map(\.rawValue)))")
                continue
            }
            for (name, bytes) in try Self.inputs(folder) {
                // Only returning matters here; what each bug should produce is tested below.
                XCTAssertGreaterThanOrEqual(entryPoint.run(bytes), 0, "\(folder)/\(name)")
                replayed += 1
            }
        }
        XCTAssertGreaterThanOrEqual(replayed, 4, "the stored regression inputs are missing")
    }

    // MARK: - Strings

    /// Foundation's `XMLParser` trapped on an attribute name that is not UTF-8 (`<plist a\xFF="1">`)
    /// while the reader looked for key lines; XML `.strings` now use the project's own plist parser.
    func testXMLStringsWithNonUTF8AttributeName() throws {
        let bytes = try Self.input("Strings", "xml-attribute-name-not-utf8.strings")
        XCTAssertTrue(bytes.contains(0xFF))
        let table = StringsReader.read(bytes, path: "x.strings", locale: "de", name: "x")
        XCTAssertEqual(table.entries, [])
        XCTAssertEqual(table.diagnostics, [])

        var valid = bytes
        valid.removeLast("<dict/></plist>".utf8.count)
        valid += Array("<dict><key>a</key><string>b</string></dict></plist>".utf8)
        let withEntry = StringsReader.read(valid, path: "x.strings", locale: "de", name: "x")
        XCTAssertEqual(withEntry.entries.map { [$0.key, $0.value] }, [["a", "b"]])
        XCTAssertEqual(withEntry.entries.first?.location.column, 26)
    }

    /// `PropertyListSerialization` leaked the error of every list it refused (here `<?xml`).
    func testTruncatedXMLStringsIsOneSyntaxDiagnostic() throws {
        let bytes = try Self.input("Strings", "truncated-xml-declaration.strings")
        let table = StringsReader.read(bytes, path: "x.strings", locale: "de", name: "x")
        XCTAssertEqual(table.entries, [])
        XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax])
        XCTAssertEqual(table.byteCount, bytes.count)
    }

    /// XML `.strings` keep what Foundation gave them: last duplicate wins, non-strings are reported,
    /// and now every key has its own line and column.
    func testXMLStringsValuesAndLocations() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <!-- Shown on the button. -->
              <key>ok</key><string>O&amp;K &#x1F600;</string>
              <key>n</key><integer>3</integer>
              <key>dup</key><string>first</string>
              <key>dup</key><string><![CDATA[<last>]]></string>
            </dict>
            </plist>
            """
        let table = StringsReader.read(Array(xml.utf8), path: "x.strings", locale: "de", name: "x")
        XCTAssertEqual(table.entries.map { [$0.key, $0.value] }, [["ok", "O&K 😀"], ["dup", "<last>"]])
        XCTAssertEqual(table.entries.map { [$0.location.line, $0.location.column] }, [[5, 8], [8, 8]])
        XCTAssertEqual(table.entries.map { [$0.valueLocation.line, $0.valueLocation.column] }, [[5, 24], [8, 25]])
        XCTAssertEqual(table.entries.first?.comment, "Shown on the button.")
        XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax, .unsupported])
        XCTAssertTrue(table.diagnostics[0].message.contains("duplicate key \"dup\""))
        XCTAssertTrue(table.diagnostics[1].message.contains("\"n\" is a number"))

        let array = StringsReader.read(Array("<plist><array/></plist>".utf8), path: "x.strings", locale: "de", name: "x")
        XCTAssertEqual(array.diagnostics.map(\.kind), [.unsupported])
        XCTAssertTrue(array.diagnostics[0].message.contains("an array"))
    }

    // MARK: - StringsDict

    /// `<![CDATA[…]]>` outside any element made the stray-text scan index the text slice at the
    /// `<` before it (out of bounds: a trap).
    func testTopLevelCDATAIsReportedNotTrapped() throws {
        let bytes = try Self.input("StringsDict", "top-level-cdata.stringsdict")
        let table = StringsDictReader.read(bytes, path: "x.stringsdict", locale: "de", name: "x")
        XCTAssertEqual(table.entries, [])
        XCTAssertTrue(table.diagnostics.contains { $0.kind == .syntax && $0.message.contains("text outside") })

        let inDict = StringsDictReader.read(
            Array("<plist><dict>\n<![CDATA[  x]]></dict></plist>".utf8), path: "x.stringsdict", locale: "de", name: "x")
        let stray = inDict.diagnostics.first { $0.message.contains("text outside") }
        XCTAssertEqual(stray.map { [$0.location.line, $0.location.column] }, [2, 12])
    }

    /// `bplist\xFF`: Foundation refused it and leaked the error; the own decoder reports it.
    func testTruncatedBinaryPlistIsOneSyntaxDiagnostic() throws {
        let bytes = try Self.input("StringsDict", "truncated-binary-plist.stringsdict")
        let table = StringsDictReader.read(bytes, path: "x.stringsdict", locale: "de", name: "x")
        XCTAssertEqual(table.entries, [])
        XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax])
        XCTAssertTrue(table.diagnostics[0].message.contains("binary property list"))
        XCTAssertEqual(table.diagnostics.first.map { [$0.location.line, $0.location.column] }, [1, 1])
    }

    // MARK: - Binary property lists (the decoder that replaced Foundation's)

    /// Whatever Foundation writes, the decoder reads back value for value: ASCII and UTF-16
    /// strings, long lengths, two-byte offsets, and every non-string type reported, not read.
    func testBinaryPlistAgreesWithFoundationOnWhatItWrites() throws {
        var plist: [String: Any] = [
            "ascii": "plain", "unicode": "Grüße 😀 \u{FFFD}", "empty": "", "long": String(repeating: "x", count: 300),
            "int": 7, "negative": -40_000, "big": UInt64.max, "real": 1.5, "bool": true,
            "date": Date(timeIntervalSinceReferenceDate: 86_400), "data": Data([1, 2, 3]),
            "array": ["a", 1] as [Any], "dict": ["k": "v"],
        ]
        for index in 0..<300 { plist["key\(index)"] = "value \(index) ü" }
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let table = StringsReader.read(data, path: "b.strings", locale: "de", name: "b")
        let strings = plist.compactMapValues { $0 as? String }
        XCTAssertEqual(table.entries.map(\.key), strings.keys.sorted())
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0.value) }), strings)
        let reported = table.diagnostics.compactMap { diagnostic in
            plist.keys.first { diagnostic.message.contains("\"\($0)\" is") }
        }
        XCTAssertEqual(Set(reported), Set(plist.keys).subtracting(strings.keys))
        XCTAssertTrue(table.diagnostics.allSatisfy { $0.kind == .unsupported })
    }

    func testBinaryPlistThatContainsItselfIsRefused() {
        // Object 0 is an array whose only element is object 0.
        let bytes = Self.binaryPlist([[0xA1, 0x00]])
        let table = StringsDictReader.read(bytes, path: "x.stringsdict", locale: "de", name: "x")
        XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax])
        XCTAssertTrue(table.diagnostics[0].message.contains("contains itself"))
    }

    /// Thirty arrays of fourteen references to the next one: 14^30 leaves in 500 bytes.
    func testBinaryPlistSharedObjectExplosionIsRefused() {
        var objects: [[UInt8]] = []
        for level in 0..<30 {
            objects.append([0xAE] + Array(repeating: UInt8(level + 1), count: 14))
        }
        objects.append([0x51, UInt8(ascii: "x")])
        let bytes = Self.binaryPlist(objects)
        let table = StringsReader.read(bytes, path: "x.strings", locale: "de", name: "x")
        XCTAssertEqual(table.entries, [])
        XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax])
        XCTAssertTrue(table.diagnostics[0].message.contains("expand"))
    }

    func testBinaryPlistSharedObjectsWithinTheBudgetAreRead() {
        // A dictionary whose two keys share one value object, as Foundation writes repeated strings.
        let bytes = Self.binaryPlist([
            [0xD2, 1, 2, 3, 3],
            [0x51, UInt8(ascii: "a")], [0x51, UInt8(ascii: "b")], [0x53] + Array("one".utf8),
        ])
        let table = StringsReader.read(bytes, path: "x.strings", locale: "de", name: "x")
        XCTAssertEqual(table.entries.map { [$0.key, $0.value] }, [["a", "one"], ["b", "one"]])
        XCTAssertEqual(table.diagnostics, [])
    }

    func testMalformedBinaryPlistsAreSyntaxDiagnostics() {
        let cases: [(String, [UInt8], String)] = [
            ("reference out of range", Self.binaryPlist([[0xA1, 0x05]]), "does not exist"),
            ("key that is not a string", Self.binaryPlist([[0xD1, 1, 1], [0xA0]]), "not a string"),
            ("string past the table", Self.binaryPlist([[0x5E, 0x41]]), "runs past"),
            ("non-ASCII ASCII string", Self.binaryPlist([[0x51, 0xE9]]), "above 0x7F"),
            ("unknown marker", Self.binaryPlist([[0x70]]), "marker"),
            ("version 01", Array("bplist01".utf8) + Array(Self.binaryPlist([[0xA0]]).dropFirst(8)), "version 00"),
            ("top object out of range", Self.binaryPlist([[0xA0]], top: 3), "trailer"),
        ]
        for (name, bytes, expected) in cases {
            let table = StringsDictReader.read(bytes, path: "x.stringsdict", locale: "de", name: "x")
            XCTAssertEqual(table.diagnostics.map(\.kind), [.syntax], name)
            XCTAssertTrue(table.diagnostics.first?.message.contains(expected) == true,
                          "\(name): \(table.diagnostics.first?.message ?? "no diagnostic")")
        }
    }

    // MARK: - Helpers

    static func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = regressions.appendingPathComponent(target)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { !$0.hasPrefix(".") }
            .map { ($0, try input(target, $0)) }
    }

    static func input(_ target: String, _ name: String) throws -> [UInt8] {
        let url = regressions.appendingPathComponent(target).appendingPathComponent(name)
        return [UInt8](try Data(contentsOf: url))
    }

    /// A `bplist00` holding `objects` (already encoded), with one-byte references.
    static func binaryPlist(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let offsetSize = bytes.count < 256 ? 1 : 2
        let table = bytes.count
        for offset in offsets {
            bytes += offsetSize == 1 ? [UInt8(offset)] : [UInt8(offset >> 8), UInt8(offset & 0xFF)]
        }
        func bigEndian64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1]
        bytes += bigEndian64(objects.count) + bigEndian64(top) + bigEndian64(table)
        return bytes
    }
}

/// The entry point of each fuzz target, called the way fuzz/Targets/<Name>.swift calls it.
/// Returns a number derived from the result so nothing is optimized away.
enum FuzzEntryPoint: String, CaseIterable {
    case strings = "Strings", stringsDict = "StringsDict", stringCatalog = "StringCatalog"
    case swiftRegistry = "SwiftRegistry", formatString = "FormatString", icuMessage = "ICUMessage"
    case config = "Config", baseline = "Baseline", json = "JSON"
    case dtcgPalette = "DTCGPalette", swiftTheme = "SwiftTheme"

    func run(_ bytes: [UInt8]) -> Int {
        switch self {
        case .strings:
            let table = StringsReader.read(bytes, path: "fuzz/Localizable.strings", locale: "de", name: "Localizable")
            return table.entries.count + table.diagnostics.count
        case .stringsDict:
            let table = StringsDictReader.read(bytes, path: "fuzz/Localizable.stringsdict", locale: "ru", name: "Localizable")
            return table.entries.count + table.diagnostics.count
        case .stringCatalog:
            return StringCatalogReader.read(bytes, path: "fuzz/Localizable.xcstrings").diagnostics.count
        case .swiftRegistry:
            let lexed = SwiftLexer.lex(bytes: bytes, path: "fuzz/Strings.swift")
            return lexed.tokens.count + KeyRegistryReader.read(lexed).calls.count
        case .formatString:
            let half = bytes.count / 2
            let source = bytes[..<half].withUnsafeBufferPointer { FormatString.parse(utf8: $0) }
            let translation = bytes[half...].withUnsafeBufferPointer { FormatString.parse(utf8: $0) }
            return FormatComparison.compare(source: source, translation: translation).count
                + FormatComparison.compare(source: translation, translation: source).count
        case .icuMessage:
            guard let control = bytes.first else { return 0 }
            let localeLength = min(Int(control & 0x0F), bytes.count - 1)
            let locale = String(decoding: bytes[1..<(1 + localeLength)], as: UTF8.self)
            let type: PluralRuleType = control & 0x10 == 0 ? .cardinal : .ordinal
            let message = String(decoding: bytes[(1 + localeLength)...], as: UTF8.self)
            var total = looksLikeICUMessage(message) ? 1 : 0
            if case .success = MessageFormatAnalysis.analyze(message, locale: locale) { total += 1 }
            for category in PluralCategories.of(locale: locale, type: type) {
                total += PluralCategories.samples(category: category, locale: locale, type: type).count
                if control & 0x20 != 0 {
                    total += PluralCategories.coversSingleInteger(category: category, locale: locale, type: type) == nil ? 0 : 1
                }
            }
            return total
        case .config:
            return (try? ConfigReader.read(Data(bytes), path: "fuzz/.lubaaudit.json")) == nil ? 0 : 1
        case .baseline:
            return (try? Baseline.read(Data(bytes), path: "fuzz/baseline.json"))?.identities.count ?? 0
        case .json:
            return JSONParser.parse(bytes, path: "fuzz/input.json").diagnostics.count
                + JSONParser(maxDepth: 4).parse(bytes, path: "fuzz/input.json").diagnostics.count
        case .dtcgPalette:
            let inputs = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).enumerated().map {
                DTCGPaletteReader.Input(path: "fuzz/palette\($0.offset).tokens.json", bytes: Array($0.element))
            }
            return (try? DTCGPaletteReader.read(inputs))?.roles.count ?? 0
        case .swiftTheme:
            let files = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).enumerated().map {
                SwiftSourceFile(path: "fuzz/Theme\($0.offset).swift", displayPath: "fuzz/Theme\($0.offset).swift", bytes: Array($0.element))
            }
            let declarations = SwiftThemeReader.declarations(files)
            return (SwiftThemeReader.read(files, source: "fuzz")?.roles.count ?? 0)
                + ComponentPairReader.read(files, declarations: declarations).pairs.count
        }
    }
}
