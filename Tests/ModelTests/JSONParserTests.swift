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

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONDocument {
        JSONParser(maxDepth: maxDepth).parse(Array(text.utf8), path: "t.json")
    }

    private func position(_ location: SourceLocation?) -> String {
        guard let location else { return "nil" }
        return "\(location.line):\(location.column)"
    }

    func testObjectsKeepMemberOrderAndEveryLocation() throws {
        let text = """
        {
          "zeta" : 1,
          "alpha" : [true, false, null],
        \t"mid": {"inner": "x"}
        }
        """
        let document = parse(text)
        XCTAssertEqual(document.diagnostics, [])
        let root = try XCTUnwrap(document.root)
        XCTAssertEqual(position(root.location), "1:1")
        let members = try XCTUnwrap(root.members)
        XCTAssertEqual(members.map(\.key), ["zeta", "alpha", "mid"])
        XCTAssertEqual(members.map { position($0.keyLocation) }, ["2:3", "3:3", "4:2"])
        XCTAssertEqual(members.map { position($0.value.location) }, ["2:12", "3:13", "4:9"])
        let alpha = try XCTUnwrap(root["alpha"]?.arrayValue)
        XCTAssertEqual(alpha.map { position($0.location) }, ["3:14", "3:20", "3:27"])
        XCTAssertEqual(alpha.map(\.kind), [.bool(true), .bool(false), .null])
        let inner = try XCTUnwrap(root["mid"]?.member("inner"))
        XCTAssertEqual(position(inner.keyLocation), "4:10")
        XCTAssertEqual(position(inner.value.location), "4:19")
        XCTAssertEqual(inner.value.stringValue, "x")
        XCTAssertEqual(root["zeta"]?.intValue, 1)
        XCTAssertNil(root["missing"])
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        // "é" is 2 bytes, "😀" 4 bytes, "e\u{301}" two scalars: columns count scalars.
        let text = "{\"é😀\": \"e\u{301}\", \"k\": 2}"
        let root = try XCTUnwrap(parse(text).root)
        let members = try XCTUnwrap(root.members)
        XCTAssertEqual(members[0].key, "é😀")
        XCTAssertEqual(position(members[0].value.location), "1:8")
        XCTAssertEqual(position(members[1].keyLocation), "1:14")
        XCTAssertEqual(position(members[1].value.location), "1:19")
    }

    func testLineBreaksLFCRLFAndCR() throws {
        let text = "{\r\n\"a\": 1,\r\"b\": 2,\n\"c\": 3}"
        let members = try XCTUnwrap(parse(text).root?.members)
        XCTAssertEqual(members.map { position($0.keyLocation) }, ["2:1", "3:1", "4:1"])
    }

    func testStringEscapesAndScalars() throws {
        let text = #"["a\"b\\c\/d", "\n\t\r\b\f", "\u00e9\u0041", "\ud83d\ude00", -0.5e+3, 0, 12, 1.25, 1E2]"#
        let values = try XCTUnwrap(parse(text).root?.arrayValue)
        XCTAssertEqual(values[0].stringValue, "a\"b\\c/d")
        XCTAssertEqual(values[1].stringValue, "\n\t\r\u{8}\u{C}")
        XCTAssertEqual(values[2].stringValue, "éA")
        XCTAssertEqual(values[3].stringValue, "😀")
        XCTAssertEqual(values[4].numberText, "-0.5e+3")
        XCTAssertEqual(values[4].doubleValue, -500)
        XCTAssertNil(values[4].intValue)
        XCTAssertEqual(values[5].intValue, 0)
        XCTAssertEqual(values[6].intValue, 12)
        XCTAssertEqual(values[7].doubleValue, 1.25)
        XCTAssertEqual(values[8].numberText, "1E2")
        XCTAssertEqual(values.map(\.typeName), ["string", "string", "string", "string", "number", "number", "number", "number", "number"])
    }

    func testEmptyContainersAndScalarRoots() throws {
        XCTAssertEqual(parse("{}").root?.members?.count, 0)
        XCTAssertEqual(parse(" [ ] ").root?.arrayValue?.count, 0)
        XCTAssertEqual(parse("\"x\"").root?.stringValue, "x")
        XCTAssertEqual(parse("  42\n").root?.intValue, 42)
        XCTAssertEqual(parse("  42\n").root.map { position($0.location) }, "1:3")
    }

    func testSyntaxErrorsAreLocated() {
        let cases: [(text: String, at: String, says: String)] = [
            ("", "1:1", "empty file"),
            ("   \n ", "2:2", "only whitespace"),
            ("{\"a\": 1,}", "1:9", "trailing comma"),
            ("[1, 2,\n]", "2:1", "trailing comma"),
            ("{\"a\" 1}", "1:6", "expected ':'"),
            ("{\"a\": 1\n \"b\": 2}", "2:2", "expected ',' or '}'"),
            ("[1 2]", "1:4", "expected ',' or ']'"),
            ("{\n  \"a\": \"open\n}", "2:13", "unterminated string"),
            ("[\"abc", "1:2", "unterminated string"),
            ("[\"a\\qb\"]", "1:4", "invalid escape \\q"),
            ("[\"\\u12g4\"]", "1:3", "four hex digits"),
            ("[01]", "1:3", "leading zero"),
            ("[1.]", "1:4", "digit after '.'"),
            ("[-]", "1:3", "digit after '-'"),
            ("[1e]", "1:4", "exponent"),
            ("{'a': 1}", "1:2", "string key"),
            ("[tru]", "1:2", "'tru'"),
            ("[nul", "1:2", "'nul'"),
            ("// c\n{}", "1:1", "expected a JSON value"),
            ("{} {}", "1:4", "after the top-level value"),
            ("{\"a\": [1, 2", "1:12", "not closed"),
            ("{\"a\":", "1:6", "not closed"),
            ("[\"tab\there\"]", "1:6", "control character U+0009"),
            ("{1: 2}", "1:2", "string key"),
            ("[NaN]", "1:2", "'NaN'"),
        ]
        for item in cases {
            let document = parse(item.text)
            XCTAssertNil(document.root, item.text)
            XCTAssertEqual(document.diagnostics.count, 1, item.text)
            let diagnostic = document.diagnostics.first
            XCTAssertEqual(diagnostic?.kind, .syntax, item.text)
            XCTAssertEqual(diagnostic?.location.file, "t.json")
            XCTAssertEqual(position(diagnostic?.location), item.at, "\(item.text): \(diagnostic?.message ?? "")")
            XCTAssertTrue(diagnostic?.message.contains(item.says) ?? false, "\(item.text): \(diagnostic?.message ?? "")")
        }
    }

    func testDuplicateKeysAreReportedAndTheLastWins() throws {
        let text = "{\"a\": 1,\n \"b\": 2,\n \"a\": 3}"
        let document = parse(text)
        let root = try XCTUnwrap(document.root)
        XCTAssertEqual(root.members?.map(\.key), ["a", "b", "a"])
        XCTAssertEqual(root.uniqueMembers?.map(\.key), ["b", "a"])
        XCTAssertEqual(root["a"]?.intValue, 3)
        XCTAssertEqual(document.diagnostics.count, 1)
        XCTAssertEqual(document.diagnostics.first?.kind, .syntax)
        XCTAssertEqual(position(document.diagnostics.first?.location), "3:2")
        XCTAssertTrue(document.diagnostics.first?.message.contains("first at 1:2") ?? false)
    }

    func testHundredThousandLevelsGiveADiagnosticNotACrash() {
        let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let document = parse(arrays)
        XCTAssertNil(document.root)
        XCTAssertEqual(document.diagnostics.count, 1)
        XCTAssertEqual(position(document.diagnostics.first?.location), "1:513")
        XCTAssertTrue(document.diagnostics.first?.message.contains("deeper than 512") ?? false)

        let objects = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        let objectDocument = parse(objects)
        XCTAssertNil(objectDocument.root)
        XCTAssertEqual(position(objectDocument.diagnostics.first?.location), "1:\(512 * 5 + 1)")
    }

    func testNestingUpToTheLimitParses() throws {
        let text = String(repeating: "[", count: 512) + "7" + String(repeating: "]", count: 512)
        var value = try XCTUnwrap(parse(text).root)
        var depth = 0
        while let inner = value.arrayValue?.first {
            value = inner
            depth += 1
        }
        XCTAssertEqual(depth, 512)
        XCTAssertEqual(value.intValue, 7)
        XCTAssertNil(parse(text, maxDepth: 511).root)
    }

    func testInvalidUTF8AndLoneSurrogatesAreRepairedAndReported() throws {
        var bytes = Array("{\"k\": \"a".utf8)
        bytes.append(0xFF)
        bytes += Array("b\", \"s\": \"\\ud800x\"}".utf8)
        let document = JSONParser.parse(bytes, path: "t.json")
        let root = try XCTUnwrap(document.root)
        XCTAssertEqual(root["k"]?.stringValue, "a\u{FFFD}b")
        XCTAssertEqual(root["s"]?.stringValue, "\u{FFFD}x")
        XCTAssertEqual(document.diagnostics.map(\.kind), [.encoding, .encoding])
        XCTAssertEqual(document.diagnostics.map { position($0.location) }, ["1:7", "1:20"])
    }

    func testByteOrderMarksUTF8AndUTF16() throws {
        let utf8 = [0xEF, 0xBB, 0xBF] + Array("{\"a\": \"é\"}".utf8)
        let fromUTF8 = JSONParser.parse(utf8, path: "t.json")
        XCTAssertEqual(fromUTF8.root?["a"]?.stringValue, "é")
        XCTAssertEqual(fromUTF8.root?.member("a").map { position($0.keyLocation) }, "1:2")

        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "{\n \"a\": \"😀\"}".utf16 {
            utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let fromUTF16 = JSONParser.parse(utf16, path: "t.json")
        XCTAssertEqual(fromUTF16.diagnostics, [])
        XCTAssertEqual(fromUTF16.root?["a"]?.stringValue, "😀")
        XCTAssertEqual(fromUTF16.root?.member("a").map { position($0.value.location) }, "2:7")
    }

    func testLongMinifiedLineKeepsExactColumns() throws {
        let count = 20_000
        let text = "[" + (0..<count).map { "\"v\($0)\"" }.joined(separator: ",") + "]"
        let values = try XCTUnwrap(parse(text).root?.arrayValue)
        XCTAssertEqual(values.count, count)
        // Element i starts after "[" and the i earlier elements with their commas.
        var expected = 2
        for index in 0..<count {
            if index == count - 1 {
                XCTAssertEqual(position(values[index].location), "1:\(expected)")
            }
            expected += "\"v\(index)\"".count + 1
        }
    }

    func testPathsReadUnambiguously() {
        let path = JSONPath().member("strings").member("Open %@").member("localizations").member("de").member("2x").element(3)
        XCTAssertEqual(path.text, #"strings["Open %@"].localizations.de["2x"][3]"#)
        XCTAssertEqual(JSONPath().member("a\"b").text, #"["a\"b"]"#)
        XCTAssertEqual(JSONPath().description, "the top level")
    }
}
