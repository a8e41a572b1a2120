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

/// Broken and hostile inputs: every case ends in a located finding or a one-line error with
/// exit code 2, within seconds, never a crash; the audited tree is never modified.
final class HostileInputTests: XCTestCase {
    func tree(_ files: [String: String] = [:], raw: [String: [UInt8]] = [:]) throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, raw: raw, under: root)
        return root
    }

    func testTruncatedAtEveryByteNeverCrashes() throws {
        let path = TestSupport.fixtures.appendingPathComponent("defects/Sources/LubaUI/Resources/de.lproj/Localizable.strings")
        let bytes = [UInt8](try Data(contentsOf: path))
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in String(decoding: bytes, as: UTF8.self).utf16 {
            utf16.append(UInt8(unit & 0xFF))
            utf16.append(UInt8(unit >> 8))
        }
        for source in [bytes, utf16] {
            for length in 0...source.count {
                let table = StringsReader.read(Array(source.prefix(length)), path: "t.strings", locale: "de", name: "t")
                for diagnostic in table.diagnostics {
                    XCTAssertGreaterThanOrEqual(diagnostic.location.line, 1)
                    XCTAssertGreaterThanOrEqual(diagnostic.location.column, 1)
                }
            }
        }
        let plist = Array(ExampleStringsDict.document(ExampleStringsDict.plural("k", branches: [("one", "%d a"), ("other", "%d b")])).utf8)
        for length in 0...plist.count {
            _ = StringsDictReader.read(Array(plist.prefix(length)), path: "t.stringsdict", locale: "en", name: "t")
        }
        let swift = Array(ExampleTree.registry("    static var a: String { localized(\"a\", fallback: \"\"\"\n    x \\(1)\n    \"\"\") }").utf8)
        for length in 0...swift.count {
            _ = KeyRegistryReader.read(source: String(decoding: swift.prefix(length), as: UTF8.self), path: "r.swift")
        }
    }

    func testBrokenEncodingsGiveLocatedFindings() throws {
        let root = try tree(raw: [
            ExampleTree.lproj("en"): Array("\"a\" = \"A\";\n".utf8),
            ExampleTree.lproj("de"): Array("\"a\" = \"".utf8) + [0xC3, 0x28, 0x00, 0xFF] + Array("\";\n".utf8),
            ExampleTree.lproj("fr"): [0xFF, 0xFE, 0x22, 0x00, 0x61, 0x00, 0x00, 0xD8, 0x22],  // lone surrogate, odd count
            ExampleTree.lproj("it"): (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) },  // binary garbage
        ])
        let result = try Auditor.run(AuditRequest(packageRoot: root.path))
        for locale in ["de", "fr", "it"] {
            let input = result.findings.filter { $0.ruleID.hasPrefix("input.") && $0.location?.file.contains("\(locale).lproj") == true }
            XCTAssertFalse(input.isEmpty, "\(locale): garbage must be reported")
            XCTAssertTrue(input.allSatisfy { ($0.location?.line ?? 0) >= 1 })
        }
    }

    func testDeepNestingDoesNotOverflowTheStack() throws {
        let depth = 200_000
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = JSONParser.parse(Array(json.utf8), path: "deep.json")
        XCTAssertFalse(document.diagnostics.isEmpty, "nesting beyond the limit is reported")
        let plist = "<plist><dict><key>k</key>" + String(repeating: "<array>", count: depth) + "</plist>"
        let table = StringsDictReader.read(Array(plist.utf8), path: "deep.stringsdict", locale: "en", name: "deep")
        XCTAssertFalse(table.diagnostics.isEmpty)
        let catalog = StringCatalogReader.read(Array(("{\"strings\":" + json + "}").utf8), path: "deep.xcstrings")
        XCTAssertFalse(catalog.diagnostics.isEmpty)
        let swift = String(repeating: "(", count: depth)
        _ = KeyRegistryReader.read(source: swift, path: "deep.swift")
        _ = MessageFormatAnalysis.analyze(String(repeating: "{a, select, other {", count: 5_000), locale: "en")
    }

    func testAHugeLineIsReadInSeconds() throws {
        let value = String(repeating: "x", count: 100 << 20)
        let bytes = Array("\"k\" = \"\(value)\";\n\"j\" = \"after\";\n".utf8)
        let table = StringsReader.read(bytes, path: "big.strings", locale: "en", name: "big")
        XCTAssertEqual(table.entries.count, 2)
        XCTAssertEqual(table.entries.last?.value, "after")
        XCTAssertEqual(table.entries.first?.value.utf8.count, 100 << 20)
    }

    func testAOneGigabyteTableIsRefusedClearly() throws {
        let root = try tree([ExampleTree.lproj("de"): "\"a\" = \"Ä\";\n"])
        let big = root.appendingPathComponent(ExampleTree.lproj("en"))
        try FileManager.default.createDirectory(at: big.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 1 << 30)  // sparse: no disk, no memory
        try handle.close()
        let run = try TestSupport.run(["--package", root.path, "--output", root.appendingPathComponent("out").path], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("too large"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
    }

    func testTreeOddities() throws {
        let root = try tree([
            "Sources/My App/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "Sources/My App/Resources/de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n",
            "Sources/Ünïcödé/Resources/fr.lproj/Über Strings.strings": "\"b\" = \"B\";\n",
            "Sources/Empty/Resources/ja.lproj/README.txt": "no tables here",
        ])
        // A symlink loop and a dangling link.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/loop").path, withDestinationPath: root.appendingPathComponent("Sources").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/dangling").path, withDestinationPath: "/nonexistent/nowhere")
        // An unreadable folder (skipped with a note; root ignores permissions, so only check no crash).
        let locked = root.appendingPathComponent("Sources/Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        addTeardownBlock { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let started = Date()
        let result = try Auditor.run(AuditRequest(packageRoot: root.path))
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "a symlink loop must not hang discovery")
        XCTAssertEqual(Set(result.inputs.locales), ["en", "de", "fr"])
        XCTAssertTrue(result.inputs.tables.contains { $0.path.contains("Ünïcödé") && $0.name == "Über Strings" })
        // A locale with no source-locale table: its obsolete keys are reported, nothing crashes.
        XCTAssertTrue(result.findings.allSatisfy { $0.location != nil })
    }

    func testNoSourceLocaleIsExplained() throws {
        let root = try tree([ExampleTree.lproj("de"): "\"a\" = \"Ä\";\n"])
        XCTAssertThrowsError(try Auditor.run(AuditRequest(packageRoot: root.path))) { error in
            XCTAssertEqual("\(error)", "the source locale (en unless --source-locale says otherwise): no en locale in the catalog; locales: de")
        }
        let named = try tree([ExampleTree.lproj("de-DE"): "\"a\" = \"Ä\";\n", ExampleTree.lproj("fr"): "\"a\" = \"B\";\n"])
        XCTAssertThrowsError(try Auditor.run(AuditRequest(packageRoot: named.path, sourceLocale: "DE"))) { error in
            XCTAssertEqual("\(error)", "--source-locale: no DE locale in the catalog (did you mean de-DE?); locales: de-DE, fr")
        }
    }

    func testUnreadableTableExitsTwo() throws {
        let root = try tree([ExampleTree.lproj("en"): "\"a\" = \"A\";\n", ExampleTree.lproj("de"): "\"a\" = \"Ä\";\n"])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: root.appendingPathComponent(ExampleTree.lproj("de")).path)
        // A format that writes no file: the run (from `/`) has no reports folder to check.
        var arguments = ["--package", root.path, "--format", "github"]
        if getuid() == 0 {
            // Root reads anything: drop to `nobody` so the permission bits apply.
            guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") else { throw XCTSkip("runuser is missing") }
            arguments = ["-u", "nobody", "--", try TestSupport.binary().path] + arguments
        }
        let process = Process()
        process.executableURL = getuid() == 0 ? URL(fileURLWithPath: "/usr/sbin/runuser") : try TestSupport.binary()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if stderr.contains("Permission denied") && stderr.contains("lubaaudit:") == false {
            throw XCTSkip("nobody cannot run the test binary here: \(stderr)")
        }
        XCTAssertEqual(process.terminationStatus, 2, stderr)
        XCTAssertTrue(stderr.contains("de.lproj/Localizable.strings: cannot read the file"), stderr)
        XCTAssertEqual(stderr.split(separator: "\n").count, 1, stderr)
    }
}
