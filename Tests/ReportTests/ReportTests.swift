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

/// The JSON report, the shared escaping and hashing, report formats and large-run behaviour.
final class ReportTests: XCTestCase {
    // MARK: Formats and primitives

    func testReportFormatDefaultFileNames() {
        XCTAssertEqual(ReportFormat.allCases.map(\.rawValue), ["html", "junit", "sarif", "json", "text", "github"])
        XCTAssertEqual(ReportFormat.html.defaultFileName, "lubaaudit.html")
        XCTAssertEqual(ReportFormat.junit.defaultFileName, "junit.xml")
        XCTAssertEqual(ReportFormat.sarif.defaultFileName, "lubaaudit.sarif")
        XCTAssertEqual(ReportFormat.json.defaultFileName, "lubaaudit.json")
        XCTAssertNil(ReportFormat.text.defaultFileName)
    }

    func testSHA256KnownVectors() {
        XCTAssertEqual(ReportDigest.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(ReportDigest.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(ReportDigest.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(ReportDigest.hex(String(repeating: "a", count: 1_000)),
                       "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        XCTAssertEqual(ReportDigest.base64("abc"), "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }

    func testXMLEscapingCoversMarkupQuotesAndForbiddenCharacters() {
        XCTAssertEqual(XMLEscaping.text("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&apos;")
        XCTAssertEqual(XMLEscaping.text("x]]>y"), "x]]&gt;y")
        XCTAssertEqual(XMLEscaping.text("a\u{0}b\u{1B}c\u{FFFE}d\u{FFFF}"), "a\\u{0}b\\u{1B}c\\u{FFFE}d\\u{FFFF}")
        XCTAssertEqual(XMLEscaping.attribute("line1\nline2\tx\ry"), "line1&#10;line2&#9;x&#13;y")
        XCTAssertEqual(XMLEscaping.text("keep\ttab\nnewline"), "keep\ttab\nnewline")
        XCTAssertEqual(XMLEscaping.text("emoji 😀 é"), "emoji 😀 é")
    }

    func testHTMLEscapingShowsInvisiblesAndNeutralizesBidi() {
        XCTAssertEqual(HTMLEscaping.text("<a href='x'>&</a>"), "&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;")
        let bidi = HTMLEscaping.text("abc\u{202E}def")
        XCTAssertFalse(bidi.unicodeScalars.contains("\u{202E}"))
        XCTAssertTrue(bidi.contains("⟨U+202E⟩"))
        let visible = HTMLEscaping.visible("  a\tb\nc\u{A0}d\u{200B}e ")
        XCTAssertTrue(visible.hasPrefix("<span class=\"cp\" title=\"space\">␣</span><span class=\"cp\" title=\"space\">␣</span>a"))
        XCTAssertTrue(visible.contains("⇥"))
        XCTAssertTrue(visible.contains("↵</span><br>"))
        XCTAssertTrue(visible.contains("⟨NBSP⟩"))
        XCTAssertTrue(visible.contains("⟨U+200B⟩"))
        XCTAssertTrue(visible.hasSuffix("e<span class=\"cp\" title=\"space\">␣</span>"))
        XCTAssertEqual(HTMLEscaping.visible("a b"), "a b", "inner spaces stay plain")
        XCTAssertEqual(HTMLEscaping.attribute("\"x\u{1}\u{2066}"), "&quot;x⟨U+0001⟩⟨U+2066⟩")
    }

    // MARK: JSON

    func testJSONTopLevelShapeAndSummary() throws {
        let result = ReportFixture.realistic()
        let json = try parse(JSONReport.render(result))
        XCTAssertEqual(Set(json.keys), ["schemaVersion", "tool", "date", "inputs", "summary", "rules", "findings", "suppressed", "audited",
                                        "localizationMatrix", "catalogStates", "accessibility"])
        XCTAssertEqual((json["suppressed"] as? [Any])?.count, 0, "none in the fixture")
        XCTAssertEqual(json["schemaVersion"] as? Int, 3)
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(summary["failed"] as? Bool, true)
        XCTAssertEqual(summary["failOn"] as? String, "error")
        XCTAssertEqual(summary["findings"] as? Int, 9)
        XCTAssertEqual(summary["bySeverity"] as? [String: Int], ["error": 5, "warning": 3, "note": 1])
        let byArea = try XCTUnwrap(summary["byArea"] as? [String: [String: Int]])
        XCTAssertEqual(byArea["localization"], ["error": 2, "warning": 1, "note": 1])
        XCTAssertEqual(byArea["touch-target"], ["error": 0, "warning": 1, "note": 0])
        XCTAssertEqual(summary["baselineSuppressed"] as? Int, 2)
        XCTAssertEqual(summary["suppressed"] as? Int, 0)
        let rules = try XCTUnwrap(json["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, result.rules.count)
        XCTAssertEqual(Set(rules[0].keys), ["id", "title", "area", "defaultSeverity", "summary", "reference"])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 9)
        let contrast = try XCTUnwrap(findings.first { $0["ruleId"] as? String == "a11y.contrast.text" })
        XCTAssertEqual(contrast["measured"] as? Double, 4.35)
        XCTAssertEqual(contrast["threshold"] as? Double, 4.5)
        XCTAssertEqual(contrast["area"] as? String, "contrast")
        XCTAssertEqual(contrast["subject"] as? [String: String], ["pair": "textTertiary on surface", "appearance": "light"])
        XCTAssertEqual((contrast["location"] as? [String: Any])?["line"] as? Int, 31)
        XCTAssertTrue(contrast["text"] is NSNull)
        let audited = try XCTUnwrap(json["audited"] as? [String: Any])
        let groups = try XCTUnwrap(audited["keys"] as? [[String: Any]])
        let keyCount = groups.reduce(0) { $0 + (($1["keyCount"] as? Int) ?? 0) }
        XCTAssertEqual(keyCount + ((audited["subjects"] as? [Any])?.count ?? -1), result.audited.count)
        let german = try XCTUnwrap(groups.first { $0["locale"] as? String == "de" })
        XCTAssertEqual(german["file"] as? String, "Sources/LubaUI/Resources/de.lproj/Localizable.strings")
        XCTAssertEqual(german["table"] as? String, "Localizable")
        XCTAssertEqual(german["keyCount"] as? Int, result.audited.keyGroups.first { $0.locale == "de" }?.count)
        XCTAssertNil(german["keys"], "the keys themselves are the matrix's rows: listing them again per locale doubled the report")
        let matrix = try XCTUnwrap(json["localizationMatrix"] as? [String: Any])
        XCTAssertEqual((matrix["completion"] as? [String: Double])?["fr"], 0.8)
        XCTAssertEqual((json["catalogStates"] as? [String: [String: Int]])?["de"]?["needs_review"], 2)
        let accessibility = try XCTUnwrap(json["accessibility"] as? [String: Any])
        XCTAssertEqual((accessibility["pairs"] as? [Any])?.count, 6)
        XCTAssertEqual((accessibility["contentSizes"] as? [String])?.last, "AX5")
    }

    func testJSONKeysAreSortedAtEveryLevel() throws {
        let json = JSONReport.render(ReportFixture.hostile())
        let file = try ExternalTool.temporaryFile("report.json", contents: json, for: self)
        try ExternalTool.python("""
        import json, sys
        def check(pairs):
            keys = [k for k, _ in pairs]
            encoded = [k.encode('utf-8') for k in keys]
            assert encoded == sorted(encoded), keys
            assert len(set(keys)) == len(keys), keys
            return dict(pairs)
        with open(sys.argv[1], encoding='utf-8') as f:
            json.load(f, object_pairs_hook=check)
        print('sorted')
        """, [file.path])
    }

    func testJSONValidatesAgainstPublishedSchema() throws {
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/report-schema.json")
        guard FileManager.default.fileExists(atPath: schema.path) else { throw XCTSkip("docs/report-schema.json absent at \(schema.path)") }
        var empty = ReportFixture.realistic()
        empty.accessibility = nil
        empty.localizationMatrix = nil
        empty.findings = []
        let files = try [ReportFixture.realistic(), ReportFixture.hostile(), empty].enumerated().map {
            try ExternalTool.temporaryFile("report\($0.offset).json", contents: JSONReport.render($0.element), for: self).path
        }
        let run = try ExternalTool.python("""
        import json, sys, jsonschema
        with open(sys.argv[1], encoding='utf-8') as f:
            schema = json.load(f)
        validator = jsonschema.Draft7Validator(schema)
        jsonschema.Draft7Validator.check_schema(schema)
        for path in sys.argv[2:]:
            with open(path, encoding='utf-8') as f:
                document = json.load(f)
            errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
            for error in errors[:10]:
                print(path, list(error.path), error.message)
            assert not errors, path
        # The schema must reject what it promises to: a wrong version and a stray key.
        document['schemaVersion'] = 1
        assert not validator.is_valid(document)
        document['schemaVersion'] = 3
        document['findings'] = [{'ruleId': 'x'}]
        assert not validator.is_valid(document)
        document['findings'] = []
        document['audited']['keys'] = [{'area': 'localization', 'table': 't', 'locale': 'de', 'file': None, 'keyCount': -1}]
        assert not validator.is_valid(document), 'a count is never negative'
        document['audited']['keys'][0]['keyCount'] = 2
        assert validator.is_valid(document)
        print('valid', len(sys.argv) - 2)
        """, [schema.path] + files)
        XCTAssertTrue(run.stdout.contains("valid 3"), run.stdout)
    }

    func testJSONRoundTripsEveryPayloadExactly() throws {
        let result = ReportFixture.hostile()
        let text = JSONReport.render(result)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "raw control characters in JSON")
        XCTAssertFalse(text.unicodeScalars.contains("\u{2028}"))
        let json = try parse(text)
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        for payload in ReportPayload.all {
            let finding = try XCTUnwrap(findings.first { $0["message"] as? String == "message " + payload }, "payload \(payload.debugDescription)")
            XCTAssertEqual(finding["text"] as? String, "value " + payload)
            XCTAssertEqual((finding["subject"] as? [String: String])?["key"], "key." + payload)
            XCTAssertEqual((finding["location"] as? [String: Any])?["file"] as? String, "Sources/" + ((finding["subject"] as? [String: String])?["locale"] ?? "") + ".lproj/\(payload).strings")
            XCTAssertEqual((finding["evidence"] as? [[String: String]])?.first?["name"], "comment " + payload)
        }
        let pairs = try XCTUnwrap((json["accessibility"] as? [String: Any])?["pairs"] as? [[String: Any]])
        XCTAssertTrue(pairs.last?["ratio"] is NSNull, "NaN must become null")
        XCTAssertEqual(pairs.last?["foreground"] as? String, ReportPayload.script)
    }

    func testJSONIsDeterministic() {
        let first = ReportFixture.hostile()
        var second = ReportFixture.hostile()
        // Rebuild the dictionaries in another insertion order: output must not change.
        second.catalogStates = Dictionary(uniqueKeysWithValues: first.catalogStates.reversed().map { ($0.key, Dictionary(uniqueKeysWithValues: $0.value.reversed().map { ($0.key, $0.value) })) })
        XCTAssertEqual(JSONReport.render(first), JSONReport.render(second))
        XCTAssertEqual(JSONReport.render(first), JSONReport.render(first))
    }

    func testJSONStringEscapes() throws {
        let value = JSONOutput.object([("b", .string("q\"\\\n\r\t\u{1}\u{7F}\u{2028}é")), ("a", .double(.infinity)), ("c", .double(1e-7))])
        XCTAssertEqual(value.serialized(), "{\n  \"a\": null,\n  \"b\": \"q\\\"\\\\\\n\\r\\t\\u0001\\u007f\\u2028é\",\n  \"c\": 1e-07\n}\n")
    }

    // MARK: Large runs

    func testLargeRunsStayBoundedAndFast() throws {
        // LUBAAUDIT_REPORT_BENCH_COUNT=400000 reproduces the sizes of a huge corpus run.
        let count = ProcessInfo.processInfo.environment["LUBAAUDIT_REPORT_BENCH_COUNT"].flatMap(Int.init) ?? 30_000
        let result = ReportFixture.large(findings: count)
        var timings: [String: Double] = [:]
        func measure(_ name: String, _ body: () -> String) -> String {
            let start = Date()
            let output = body()
            timings[name] = Date().timeIntervalSince(start)
            return output
        }
        let html = measure("html") { HTMLReport.render(result) }
        let json = measure("json") { JSONReport.render(result) }
        let junit = measure("junit") { JUnitReport.render(result) }
        let sarif = measure("sarif") { SARIFReport.render(result) }
        XCTAssertTrue(html.contains("\(NumberText.count(count - 500)) more findings of this rule"), "the rest are counted")
        let rows = HTMLReportOptions().matrixRows
        XCTAssertTrue(count <= rows || html.contains("Showing \(rows) of \(count) rows"))
        XCTAssertLessThan(html.utf8.count, 4_000_000, "HTML must stay small when capped")
        XCTAssertEqual(occurrences("<li class=\"finding\"", in: html), 500)
        XCTAssertGreaterThan(json.utf8.count, count * 100)
        XCTAssertEqual(occurrences("<failure ", in: junit), count)
        XCTAssertEqual(occurrences("\"ruleId\"", in: sarif), min(count, SARIFReportOptions().maximumResults))
        let sizes = ["html": html.utf8.count, "json": json.utf8.count, "junit": junit.utf8.count, "sarif": sarif.utf8.count]
        print("report timings for \(count) findings (s): \(timings.sorted { $0.key < $1.key }), bytes: \(sizes.sorted { $0.key < $1.key })")
    }

    /// Counts non-overlapping occurrences with strstr (fast on 100 MB strings, even in debug;
    /// the reports hold no NUL byte, which every format escapes).
    private func occurrences(_ needle: String, in haystack: String) -> Int {
        var count = 0
        haystack.withCString { text in
            needle.withCString { wanted in
                var cursor = text
                while let found = strstr(cursor, wanted) {
                    count += 1
                    cursor = UnsafePointer(found) + needle.utf8.count
                }
            }
        }
        return count
    }

    private func parse(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any])
    }
}
