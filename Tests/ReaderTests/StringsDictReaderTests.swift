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

final class StringsDictReaderTests: XCTestCase {
    /// A realistic `.stringsdict` written for these tests. Line N of the file is `lines[N - 1]`.
    private static let lines = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
        #"<plist version="1.0">"#,
        "<dict>",
        "\t<!-- Shown under the inbox title. -->",
        "\t<key>inbox.unread</key>",
        "\t<dict>",
        "\t\t<key>NSStringLocalizedFormatKey</key>",
        "\t\t<string>%#@messages@</string>",
        "\t\t<key>messages</key>",
        "\t\t<dict>",
        "\t\t\t<key>NSStringFormatSpecTypeKey</key>",
        "\t\t\t<string>NSStringPluralRuleType</string>",
        "\t\t\t<key>NSStringFormatValueTypeKey</key>",
        "\t\t\t<string>lld</string>",
        "\t\t\t<key>one</key>",
        "\t\t\t<string>%lld unread message</string>",
        "\t\t\t<key>other</key>",
        "\t\t\t<string>%lld unread messages</string>",
        "\t\t</dict>",
        "\t</dict>",
        "\t<key>sync.summary</key>",
        "\t<dict>",
        "\t\t<key>NSStringLocalizedFormatKey</key>",
        "\t\t<string>%1$#@files@ in %2$#@folders@</string>",
        "\t\t<key>files</key>",
        "\t\t<dict>",
        "\t\t\t<key>NSStringFormatSpecTypeKey</key>",
        "\t\t\t<string>NSStringPluralRuleType</string>",
        "\t\t\t<key>NSStringFormatValueTypeKey</key>",
        "\t\t\t<string>d</string>",
        "\t\t\t<key>zero</key>",
        "\t\t\t<string>No files</string>",
        "\t\t\t<key>one</key>",
        "\t\t\t<string>%d file</string>",
        "\t\t\t<key>other</key>",
        "\t\t\t<string>%d files</string>",
        "\t\t</dict>",
        "\t\t<key>folders</key>",
        "\t\t<dict>",
        "\t\t\t<key>NSStringFormatSpecTypeKey</key>",
        "\t\t\t<string>NSStringPluralRuleType</string>",
        "\t\t\t<key>NSStringFormatValueTypeKey</key>",
        "\t\t\t<string>d</string>",
        "\t\t\t<key>one</key>",
        "\t\t\t<string>%d folder</string>",
        "\t\t\t<key>other</key>",
        "\t\t\t<string>%d folders</string>",
        "\t\t\t<key>=2</key>",
        "\t\t\t<string>a pair of folders</string>",
        "\t\t</dict>",
        "\t</dict>",
        "\t<!-- Uses entities: &, <, > and quotes. -->",
        "\t<!-- Second comment line. -->",
        "\t<key>escapes &amp; entities</key>",
        "\t<dict>",
        "\t\t<key>NSStringLocalizedFormatKey</key>",
        "\t\t<string>Plain text, no variable</string>",
        "\t\t<key>count</key>",
        "\t\t<dict>",
        "\t\t\t<key>NSStringFormatSpecTypeKey</key>",
        "\t\t\t<string>NSStringPluralRuleType</string>",
        "\t\t\t<key>NSStringFormatValueTypeKey</key>",
        "\t\t\t<string>@</string>",
        "\t\t\t<key>other</key>",
        "\t\t\t<string>&lt;b&gt; &quot;Ünïcödé&quot; &apos;x&apos; &#38; &#x1F600; <![CDATA[<raw> & more]]></string>",
        "\t\t</dict>",
        "\t</dict>",
        "\t<key>greeting.width</key>",
        "\t<dict>",
        "\t\t<key>NSStringVariableWidthRuleType</key>",
        "\t\t<dict>",
        "\t\t\t<key>20</key>",
        "\t\t\t<string>Hi</string>",
        "\t\t\t<key>50</key>",
        "\t\t\t<string>Hello there</string>",
        "\t\t</dict>",
        "\t</dict>",
        "</dict>",
        "</plist>",
    ]

    private func read(_ text: String, path: String = "de.lproj/Localizable.stringsdict") -> PluralTable {
        StringsDictReader.read(Array(text.utf8), path: path, locale: "de", name: "Localizable")
    }

    private func read(lines: [String]) -> PluralTable {
        read(lines.joined(separator: "\n"))
    }

    private func position(_ location: SourceLocation?) -> String {
        guard let location else { return "nil" }
        return "\(location.line):\(location.column)"
    }

    // MARK: - Structure

    func testReadsEveryStructureWithExactLocations() throws {
        let table = read(lines: Self.lines)
        XCTAssertEqual(table.path, "de.lproj/Localizable.stringsdict")
        XCTAssertEqual(table.locale, "de")
        XCTAssertEqual(table.name, "Localizable")
        XCTAssertEqual(table.format, .stringsdict)
        XCTAssertEqual(table.byteCount, Self.lines.joined(separator: "\n").utf8.count)
        XCTAssertEqual(table.entries.map(\.key), ["inbox.unread", "sync.summary", "escapes & entities", "greeting.width"])

        let inbox = table.entries[0]
        XCTAssertEqual(inbox.formatKey, "%#@messages@")
        XCTAssertEqual(position(inbox.location), "6:7")
        XCTAssertEqual(inbox.location.file, "de.lproj/Localizable.stringsdict")
        XCTAssertEqual(position(inbox.formatLocation), "9:11")
        XCTAssertEqual(inbox.comment, "Shown under the inbox title.")
        XCTAssertNil(inbox.state)
        XCTAssertTrue(inbox.shouldTranslate)
        XCTAssertEqual(inbox.variables.count, 1)
        let messages = inbox.variables[0]
        XCTAssertEqual(messages.name, "messages")
        XCTAssertEqual(position(messages.location), "10:8")
        XCTAssertEqual(messages.specType, "NSStringPluralRuleType")
        XCTAssertEqual(messages.valueType, "lld")
        XCTAssertEqual(messages.branches.map(\.category), ["one", "other"])
        XCTAssertEqual(messages.branches.map(\.value), ["%lld unread message", "%lld unread messages"])
        XCTAssertEqual(messages.branches.map { position($0.location) }, ["17:12", "19:12"])

        let sync = table.entries[1]
        XCTAssertNil(sync.comment)
        XCTAssertEqual(sync.formatKey, "%1$#@files@ in %2$#@folders@")
        XCTAssertEqual(position(sync.location), "22:7")
        XCTAssertEqual(sync.variables.map(\.name), ["files", "folders"])
        XCTAssertEqual(sync.variables.map { position($0.location) }, ["26:8", "39:8"])
        XCTAssertEqual(sync.variables[0].valueType, "d")
        XCTAssertEqual(sync.variables[0].branches.map(\.category), ["zero", "one", "other"])
        XCTAssertEqual(sync.variables[0].branches.map { position($0.location) }, ["33:12", "35:12", "37:12"])
        // A key Apple does not know stays a branch so that a rule can flag it.
        XCTAssertEqual(sync.variables[1].branches.map(\.category), ["one", "other", "=2"])
        XCTAssertEqual(sync.variables[1].branches.last?.value, "a pair of folders")
        XCTAssertEqual(sync.variables[1].branches.last.map { position($0.location) }, "50:12")

        let escapes = table.entries[2]
        XCTAssertEqual(position(escapes.location), "55:7")
        XCTAssertEqual(escapes.comment, "Uses entities: &, <, > and quotes.\nSecond comment line.")
        XCTAssertEqual(escapes.formatKey, "Plain text, no variable")
        XCTAssertEqual(escapes.variables.first?.valueType, "@")
        XCTAssertEqual(escapes.variables.first?.branches.first?.value, "<b> \"Ünïcödé\" 'x' & 😀 <raw> & more")
        XCTAssertEqual(escapes.variables.first?.branches.first.map { position($0.location) }, "66:12")

        let width = table.entries[3]
        XCTAssertEqual(width.formatKey, "%#@NSStringVariableWidthRuleType@")
        XCTAssertEqual(position(width.formatLocation), "69:7")
        XCTAssertEqual(width.variables.first?.specType, "NSStringVariableWidthRuleType")
        XCTAssertEqual(width.variables.first?.branches.map(\.category), ["20", "50"])
        XCTAssertEqual(width.variables.first?.branches.map(\.value), ["Hi", "Hello there"])
        XCTAssertEqual(width.variables.first.map { position($0.location) }, "71:8")

        // The width variant is the only thing reported, as unsupported.
        XCTAssertEqual(table.diagnostics.map(\.kind), [.unsupported])
        XCTAssertEqual(table.diagnostics.map { position($0.location) }, ["71:8"])
    }

    func testCRLFFilesHaveTheSameLocations() {
        let lf = read(lines: Self.lines)
        let crlf = read(Self.lines.joined(separator: "\r\n"))
        XCTAssertEqual(crlf.entries, lf.entries)
        XCTAssertEqual(crlf.diagnostics, lf.diagnostics)
    }

    func testUTF16WithByteOrderMarkReadsLikeUTF8() {
        let text = Self.lines.joined(separator: "\n")
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let table = StringsDictReader.read(bytes, path: "de.lproj/Localizable.stringsdict", locale: "de", name: "Localizable")
        XCTAssertEqual(table.entries, read(text).entries)
        XCTAssertEqual(table.byteCount, bytes.count)
    }

    func testVariableSpecTypeVariableWidthIsKeptAndReportedUnsupported() {
        let table = read(lines: [
            "<plist><dict>",
            "<key>title</key><dict>",
            "<key>NSStringLocalizedFormatKey</key><string>%#@w@</string>",
            "<key>w</key><dict>",
            "<key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string>",
            "<key>1</key><string>T</string>",
            "</dict></dict></dict></plist>",
        ])
        XCTAssertEqual(table.entries.first?.variables.first?.specType, "NSStringVariableWidthRuleType")
        XCTAssertEqual(table.entries.first?.variables.first?.branches.map(\.category), ["1"])
        XCTAssertEqual(table.diagnostics.map(\.kind), [.unsupported])
        XCTAssertEqual(table.diagnostics.map { position($0.location) }, ["5:45"])
    }

    func testRootDictWithoutPlistWrapperAndSelfClosingElements() {
        let table = read("<dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string/><key>v</key><dict/></dict></dict>")
        XCTAssertEqual(table.diagnostics, [])
        XCTAssertEqual(table.entries.first?.formatKey, "")
        XCTAssertEqual(table.entries.first?.variables.map(\.name), ["v"])
        XCTAssertEqual(table.entries.first?.variables.first?.branches, [])
    }

    // MARK: - Malformed input

    func testMismatchedEndTagIsLocatedAndEarlierEntriesSurvive() {
        let table = read(lines: [
            "<plist version=\"1.0\">",
            "<dict>",
            "  <key>a</key>",
            "  <dict>",
            "    <key>NSStringLocalizedFormatKey</key>",
            "    <string>%#@n@</string>",
            "  </dict>",
            "  <key>b</key>",
            "  <dict>",
            "    <key>NSStringLocalizedFormatKey</key>",
            "    <string>x</dict>",
            "  </dict>",
            "</dict>",
            "</plist>",
        ])
        XCTAssertEqual(table.entries.map(\.key), ["a"])
        XCTAssertEqual(table.diagnostics.count, 1)
        XCTAssertEqual(table.diagnostics.first?.kind, .syntax)
        XCTAssertEqual(position(table.diagnostics.first?.location), "11:14")
        XCTAssertTrue(table.diagnostics.first?.message.contains("expected </string>") ?? false)
    }

    func testEachMalformedInputGivesALocatedDiagnostic() {
        let entry = "<key>e</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
        let cases: [(text: String, at: String, says: String)] = [
            ("<plist><dict><!-- never closed", "1:14", "unterminated comment"),
            ("<plist><dict><key>a < b</key>", "1:21", "'<' must start a tag"),
            ("<plist>\n<dict>\n<key>a</key>", "3:13", "<dict> opened at 2:1 is not closed"),
            ("<plist><dict></plist>", "1:14", "expected </dict>"),
            ("</plist>", "1:1", "no element is open"),
            ("<?xml version=\"1.0\"", "1:1", "processing instruction"),
            ("<!DOCTYPE plist [ <!ENTITY x \"y\">", "1:1", "unterminated DOCTYPE"),
            ("<plist><dict><key><![CDATA[x</key>", "1:19", "CDATA"),
            ("<plist><dict><key>a</key><string x=1>", "1:36", "must be quoted"),
            ("<plist><dict><key>a</key><!x>", "1:26", "unknown markup"),
            ("", "1:1", "no property list value"),
            ("<plist><array/></plist>", "1:8", "top-level value must be a <dict>"),
            ("<plist><dict><key>a</key><string>x</string></dict></plist>", "1:34", "entry \"a\" must be a <dict>, found <string>"),
            ("<plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><integer>3</integer></dict></dict></plist>",
             "1:78", "must be a <string>, found <integer>"),
            ("<plist><dict><key>a</key><dict><key>n</key><dict/></dict></dict></plist>", "1:19", "has no NSStringLocalizedFormatKey"),
            ("<plist><dict>\(entry)</dict><key>m</key><string>x</string></dict></dict></plist>", "1:136",
             "variable \"m\" of \"e\" must be a <dict>"),
            ("<plist><dict>\(entry)<key>one</key><dict/></dict></dict></dict></plist>", "1:123",
             "\"one\" of variable \"n\" in \"e\" must be a <string>, found <dict>"),
            ("<plist><dict><string>x</string></dict></plist>", "1:22", "<string> in a <dict> without a <key>"),
            ("<plist><dict><key>a</key></dict></plist>", "1:19", "key \"a\" has no value"),
            ("<plist><dict><foo/></dict></plist>", "1:14", "unknown property list element <foo>"),
            ("<plist><dict><key>a<b/></key></dict></plist>", "1:20", "<b> inside <key>"),
            ("<plist><dict>oops</dict></plist>", "1:14", "text outside"),
            ("<plist><dict><key>a &nbsp; b</key><dict/></dict></plist>", "1:21", "invalid entity reference &nbsp;"),
            ("<plist><dict><key>Tom & Jerry</key><dict/></dict></plist>", "1:23", "'&' must start an entity"),
            ("<plist><dict><key>a</key><dict/></dict><dict/></plist>", "1:40", "one top-level value"),
            ("<plist><dict><key>a</key><dict><key>b</key><plist/></dict></dict></plist>", "1:44", "<plist> may only be the top-level"),
            ("<plist><array><key>a</key></array></plist>", "1:15", "<key> outside a <dict>"),
            ("<plist><dict><key>a</key><dict/><key>b</key><true>x</true></dict></plist>", "1:51", "must be empty"),
        ]
        for item in cases {
            let table = read(item.text)
            let syntax = table.diagnostics.filter { $0.kind == .syntax }
            XCTAssertFalse(syntax.isEmpty, item.text)
            let match = syntax.first { $0.message.contains(item.says) }
            XCTAssertNotNil(match, "\(item.text): \(syntax.map(\.message))")
            XCTAssertEqual(position(match?.location), item.at, "\(item.text): \(match?.message ?? "")")
            XCTAssertEqual(match?.location.file, "de.lproj/Localizable.stringsdict")
        }
    }

    func testDuplicateKeysAreReportedAndTheLastWins() {
        let table = read(lines: [
            "<plist><dict>",
            "<key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>first</string></dict>",
            "<key>b</key><dict><key>NSStringLocalizedFormatKey</key><string>b</string></dict>",
            "<key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>second</string></dict>",
            "</dict></plist>",
        ])
        XCTAssertEqual(table.entries.map(\.key), ["a", "b"])
        XCTAssertEqual(table.entries.first?.formatKey, "second")
        XCTAssertEqual(position(table.entries.first?.location), "4:6")
        XCTAssertEqual(table.diagnostics.count, 1)
        XCTAssertEqual(position(table.diagnostics.first?.location), "4:6")
        XCTAssertTrue(table.diagnostics.first?.message.contains("duplicate key \"a\" (first at 2:6)") ?? false)
    }

    func testEntityReferencesKeepTheirTextWhenInvalid() {
        let table = read("<plist><dict><key>a &nbsp; &#0; &#xZZ; b</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict></dict></plist>")
        XCTAssertEqual(table.entries.first?.key, "a &nbsp; &#0; &#xZZ; b")
        XCTAssertEqual(table.diagnostics.count, 3)
    }

    func testInvalidUTF8IsRepairedAndReported() {
        var bytes = Array("<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>a".utf8)
        bytes.append(0xC3)
        bytes += Array("</string></dict></dict></plist>".utf8)
        let table = StringsDictReader.read(bytes, path: "x.stringsdict", locale: "de", name: "x")
        XCTAssertEqual(table.entries.first?.formatKey, "a\u{FFFD}")
        XCTAssertEqual(table.diagnostics.map(\.kind), [.encoding])
        XCTAssertEqual(position(table.diagnostics.first?.location), "1:77")
    }

    func testHundredThousandNestedElementsGiveADiagnosticNotACrash() {
        let dicts = "<plist>" + String(repeating: "<dict><key>a</key>", count: 100_000)
            + String(repeating: "</dict>", count: 100_000) + "</plist>"
        let table = read(dicts)
        XCTAssertEqual(table.entries, [])
        XCTAssertEqual(table.diagnostics.count, 1)
        // The plist and 255 dicts fill 256 levels: the 255th dict's <key> is one too many.
        XCTAssertEqual(position(table.diagnostics.first?.location), "1:\(7 + 254 * 18 + 6 + 1)")
        XCTAssertTrue(table.diagnostics.first?.message.contains("deeper than 256") ?? false)

        let arrays = String(repeating: "<array>", count: 100_000)
        let arrayTable = read(arrays)
        XCTAssertEqual(arrayTable.entries, [])
        XCTAssertTrue(arrayTable.diagnostics.contains { $0.message.contains("deeper than 256") && position($0.location) == "1:\(256 * 7 + 1)" })
    }

    // MARK: - Binary property lists

    func testBinaryPropertyListIsReadWithSortedKeysAtLineOne() throws {
        let plist: [String: Any] = [
            "zeta": [
                "NSStringLocalizedFormatKey": "%#@n@",
                "n": [
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
                    "NSStringFormatValueTypeKey": "d",
                    "one": "%d Datei",
                    "other": "%d Dateien",
                ] as [String: Any],
            ] as [String: Any],
            "alpha": ["NSStringLocalizedFormatKey": "plain"] as [String: Any],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let table = StringsDictReader.read(data, path: "b.stringsdict", locale: "de", name: "b")
        XCTAssertEqual(table.diagnostics, [])
        XCTAssertEqual(table.entries.map(\.key), ["alpha", "zeta"])
        let zeta = table.entries[1]
        XCTAssertEqual(zeta.formatKey, "%#@n@")
        XCTAssertEqual(zeta.variables.first?.valueType, "d")
        XCTAssertEqual(zeta.variables.first?.branches.map(\.value), ["%d Datei", "%d Dateien"])
        XCTAssertEqual(position(zeta.location), "1:1")
        XCTAssertEqual(zeta.location.file, "b.stringsdict")

        let truncated = StringsDictReader.read(Array(data.prefix(20)), path: "b.stringsdict", locale: "de", name: "b")
        XCTAssertEqual(truncated.entries, [])
        XCTAssertEqual(truncated.diagnostics.map(\.kind), [.syntax])
        XCTAssertEqual(position(truncated.diagnostics.first?.location), "1:1")
    }

    // MARK: - Real-world corpus

    /// Every Element X `.stringsdict` reads without a diagnostic, agrees with Foundation's own
    /// plist parser value for value, and every location points at the text it claims.
    func testElementXCorpusReadsCleanlyAndAgreesWithFoundation() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/corpora/element-x-ios").standardizedFileURL
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw XCTSkip("Element X corpus absent at \(corpus.path)")
        }
        let files = (FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "stringsdict" }
            .sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 40)
        var englishEntries = 0
        var totalBytes = 0
        var elapsed: Double = 0
        for file in files {
            let data = try Data(contentsOf: file)
            let locale = file.deletingLastPathComponent().deletingPathExtension().lastPathComponent
            let name = file.deletingPathExtension().lastPathComponent
            let start = Date()
            let table = StringsDictReader.read(data, path: file.path, locale: locale, name: name)
            elapsed += Date().timeIntervalSince(start)
            totalBytes += data.count
            XCTAssertEqual(table.diagnostics, [], file.path)
            if locale == "en", name == "Localizable" { englishEntries = table.entries.count }

            let foundation = try XCTUnwrap(
                PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
            XCTAssertEqual(Set(table.entries.map(\.key)), Set(foundation.keys), file.path)
            let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n").map { Array($0.unicodeScalars) }
            for entry in table.entries {
                let expected = try XCTUnwrap(foundation[entry.key] as? [String: Any])
                XCTAssertEqual(entry.formatKey, expected["NSStringLocalizedFormatKey"] as? String, entry.key)
                XCTAssertEqual(entry.variables.count, expected.count - 1, entry.key)
                assertLocation(entry.location, after: "<key>", text: entry.key, lines: lines)
                assertLocation(entry.formatLocation, after: "<string>", text: entry.formatKey, lines: lines)
                for variable in entry.variables {
                    let fields = try XCTUnwrap(expected[variable.name] as? [String: String], variable.name)
                    XCTAssertEqual(variable.specType, fields["NSStringFormatSpecTypeKey"])
                    XCTAssertEqual(variable.valueType, fields["NSStringFormatValueTypeKey"])
                    XCTAssertEqual(variable.branches.count, fields.count - 2, "\(entry.key).\(variable.name)")
                    assertLocation(variable.location, after: "<key>", text: variable.name, lines: lines)
                    for branch in variable.branches {
                        XCTAssertEqual(branch.value, fields[branch.category], "\(entry.key).\(variable.name).\(branch.category)")
                        assertLocation(branch.location, after: "<string>", text: branch.value, lines: lines)
                    }
                }
            }
        }
        XCTAssertGreaterThan(englishEntries, 0)
        print("Element X stringsdict: \(files.count) files, \(totalBytes) bytes, \(Int(Double(totalBytes) / max(elapsed, 1e-9) / 1_000_000)) MB/s")
    }

    /// The location is right after `tag`, and the text there starts with `text` (when the
    /// text is written without entities on one line).
    private func assertLocation(
        _ location: SourceLocation, after tag: String, text: String, lines: [[Unicode.Scalar]],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard location.line >= 1, location.line <= lines.count else {
            return XCTFail("line \(location.line) out of range", file: file, line: line)
        }
        let scalars = lines[location.line - 1]
        let column = location.column - 1
        let tagScalars = Array(tag.unicodeScalars)
        guard column >= tagScalars.count, column <= scalars.count else {
            return XCTFail("column \(location.column) out of range", file: file, line: line)
        }
        XCTAssertEqual(String(String.UnicodeScalarView(scalars[(column - tagScalars.count)..<column])), tag, file: file, line: line)
        let plain = !text.contains { "&<>\"'\n\r".contains($0) }
        if plain {
            let written = String(String.UnicodeScalarView(scalars[column...].prefix(text.unicodeScalars.count)))
            XCTAssertEqual(written, text, file: file, line: line)
        }
    }
}
