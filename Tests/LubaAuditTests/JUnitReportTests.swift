import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import LubaAudit

/// Reads JUnit back with Foundation's XMLParser: suites, cases, failures and text as a CI would.
private final class JUnitDocument: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var parentCase: Int?
    }

    var elements: [Element] = []
    private var stack: [Int] = []
    private var currentCase: Int?

    static func parse(_ xml: String) throws -> JUnitDocument {
        let document = JUnitDocument()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = document
        guard parser.parse() else {
            throw NSError(domain: "JUnitDocument", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(parser.parserError.map { "\($0)" } ?? "parse failed")"])
        }
        return document
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        elements.append(Element(name: name, attributes: attributes, parentCase: currentCase))
        if name == "testcase" { currentCase = elements.count - 1 }
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "testcase" { currentCase = nil }
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = stack.last { elements[last].text += string }
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }
}

final class JUnitReportTests: XCTestCase {
    func testSuitesCasesAndFailuresFollowAuditedSubjects() throws {
        let result = ReportFixture.realistic()
        let document = try JUnitDocument.parse(JUnitReport.render(result))
        let suites = document.all("testsuite")
        XCTAssertEqual(suites.map { $0.attributes["name"] ?? "" }, ["input", "localization", "icu", "contrast", "touch-target", "dynamic-type"])
        XCTAssertEqual(suites.map { $0.attributes["tests"] ?? "" }, ["1", "20", "4", "6", "3", "3"])
        XCTAssertEqual(suites.map { $0.attributes["failures"] ?? "" }, ["1", "2", "1", "1", "0", "0"])
        let cases = document.all("testcase")
        XCTAssertEqual(cases.count, 37)
        XCTAssertEqual(document.all("failure").count, 5)

        // Independent expectation: one case per distinct area + subject identity.
        var keys = Set(result.audited.all.map { "\($0.area.rawValue)|\($0.subject.identity)" })
        for finding in result.findings { keys.insert("\(ReportIndex(result).area(of: finding).rawValue)|\(finding.subject.identity)") }
        XCTAssertEqual(keys.count, cases.count)

        let names = cases.compactMap { $0.attributes["name"] }
        XCTAssertEqual(Set(names).count, names.count, "names must be unique in the file")
        let format = try XCTUnwrap(cases.first { $0.attributes["name"] == "luba.state.percent [de]" })
        XCTAssertEqual(format.attributes["classname"], "localization.de.Localizable")
        XCTAssertEqual(format.attributes["file"], "Sources/LubaUI/Resources/de.lproj/Localizable.strings")
        XCTAssertEqual(format.attributes["line"], "1", "the audited subject's own location wins")
        let failure = try XCTUnwrap(document.elements.first { $0.name == "failure" && $0.parentCase.map { document.elements[$0].attributes["name"] } == "luba.state.percent [de]" })
        XCTAssertEqual(failure.attributes["type"], "l10n.format-mismatch")
        XCTAssertEqual(failure.attributes["message"], "\"luba.state.percent\" in de: specifiers %d, %@ differ from the source's %@, %d")
        XCTAssertTrue(failure.text.contains("at Sources/LubaUI/Resources/de.lproj/Localizable.strings:4:23"))
        XCTAssertTrue(failure.text.contains("text: %d von %@ erledigt"))
        XCTAssertTrue(failure.text.contains("source: %@ of %d done"))
        XCTAssertTrue(failure.text.contains("fix: use positional specifiers"))

        let input = try XCTUnwrap(cases.first { $0.attributes["classname"] == "input.de.Localizable" })
        XCTAssertEqual(input.attributes["line"], "7", "a finding outside `audited` gets its own case at its location")
        let contrast = try XCTUnwrap(cases.first { $0.attributes["name"] == "textTertiary on surface [light]" })
        XCTAssertEqual(contrast.attributes["classname"], "contrast.light")
    }

    func testFindingsBelowFailOnAreReportedWithoutFailing() throws {
        var result = ReportFixture.realistic()
        let whitespace = try XCTUnwrap(JUnitDocument.parse(JUnitReport.render(result)).all("system-out").first { $0.text.contains("l10n.whitespace-parity") })
        XCTAssertTrue(whitespace.text.contains("localization.de.Localizable / luba.greeting [de]"))
        XCTAssertTrue(whitespace.text.contains("[warning] l10n.whitespace-parity"))

        result.failOn = .warning
        let document = try JUnitDocument.parse(JUnitReport.render(result))
        XCTAssertEqual(document.all("failure").count, 8, "warnings fail too at --fail-on warning")
        result.failOn = .note
        XCTAssertEqual(try JUnitDocument.parse(JUnitReport.render(result)).all("failure").count, 9)
    }

    func testValidatesAgainstJenkinsAndAntSchemas() throws {
        guard let xmllint = ExternalTool.find("xmllint") else {
            throw XCTSkip("xmllint absent: apt-get install -y libxml2-utils (the Makefile installs it)")
        }
        let schemas = [try ExternalTool.schema("jenkins-xunit-junit-10.xsd"), try ExternalTool.schema("junit.xsd")]
        var empty = ReportFixture.realistic()
        empty.audited = []
        empty.findings = []
        for (position, result) in [ReportFixture.realistic(), ReportFixture.hostile(), empty].enumerated() {
            let xml = JUnitReport.render(result)
            XCTAssertTrue(xml.contains(" file=\"") || result.findings.isEmpty)
            let stripped = xml.replacingOccurrences(of: " (file|line)=\"[^\"]*\"", with: "", options: .regularExpression)
            let file = try ExternalTool.temporaryFile("junit\(position).xml", contents: stripped, for: self)
            for schema in schemas {
                let run = try ExternalTool.run(xmllint, ["--noout", "--schema", schema, file.path])
                XCTAssertEqual(run.status, 0, "fixture \(position) against \(schema):\n\(run.stderr)")
            }
        }
    }

    func testReadsBackWithJunitparser() throws {
        let result = ReportFixture.hostile()
        let file = try ExternalTool.temporaryFile("junit.xml", contents: JUnitReport.render(result), for: self)
        let run = try ExternalTool.python("""
        import json, sys
        from junitparser import JUnitXml, Failure
        xml = JUnitXml.fromfile(sys.argv[1])
        out = {'suites': [], 'tests': 0, 'failures': 0, 'names': []}
        for suite in xml:
            cases = list(suite)
            failed = [c for c in cases if any(isinstance(r, Failure) for r in c.result)]
            assert suite.tests == len(cases), (suite.name, suite.tests, len(cases))
            assert suite.failures == len(failed), (suite.name, suite.failures, len(failed))
            out['suites'].append(suite.name)
            out['tests'] += len(cases)
            out['failures'] += len(failed)
            out['names'] += [c.name for c in cases]
        print(json.dumps(out))
        """, [file.path])
        let summary = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        // 37 realistic cases + 8 payload subjects; 5 + 5 error-level payload findings fail.
        XCTAssertEqual(summary["tests"] as? Int, 45)
        XCTAssertEqual(summary["failures"] as? Int, 10)
        XCTAssertEqual(summary["suites"] as? [String], ["input", "localization", "icu", "contrast", "touch-target", "dynamic-type"])
        let names = try XCTUnwrap(summary["names"] as? [String])
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertTrue(names.contains("key.\(ReportPayload.script) [de]"))
    }

    func testEveryPayloadIsEscapedAndForbiddenCharactersReplaced() throws {
        let xml = JUnitReport.render(ReportFixture.hostile())
        XCTAssertFalse(xml.unicodeScalars.contains { !XMLEscaping.isAllowed($0) }, "characters XML 1.0 forbids were written raw")
        XCTAssertFalse(xml.contains("<script"))
        XCTAssertFalse(xml.contains("<b id=pwned"))
        XCTAssertFalse(xml.contains("<pwned"))
        XCTAssertFalse(xml.contains("]]>"))
        XCTAssertFalse(xml.contains("CDATA"))
        let document = try JUnitDocument.parse(xml)
        XCTAssertNil(document.elements.first { $0.name == "pwned" || $0.name == "script" || $0.name == "b" })
        let bodies = document.all("failure").map(\.text).joined() + document.all("system-out").map(\.text).joined()
        for payload in [ReportPayload.script, ReportPayload.attribute, ReportPayload.singleQuote, ReportPayload.cdataBreak, ReportPayload.bidi] {
            XCTAssertTrue(bodies.contains("text: value " + payload), "payload text lost: \(payload.debugDescription)")
        }
        XCTAssertTrue(bodies.contains("text: value nul\\u{0}bell\\u{7}esc\\u{1B}del\u{7F}nonchar\\u{FFFF}\\u{FFFE}end"))
        let messages = document.all("failure").compactMap { $0.attributes["message"] }
        XCTAssertTrue(messages.contains("message " + ReportPayload.attribute))
        XCTAssertTrue(messages.contains("message " + ReportPayload.lineSeparator))
    }

    func testRepeatedNamesAreDisambiguatedIndependentOfOrder() throws {
        var result = ReportFixture.realistic()
        result.findings = []
        let subjects: [(Area, Subject)] = [
            (.localization, Subject(table: "A", key: "k", locale: "de")),
            (.localization, Subject(table: "B", key: "k", locale: "de")),
            (.icu, Subject(table: "A", key: "k", locale: "de")),
            (.localization, Subject(table: "C", key: "k  two", locale: "de")),
            (.localization, Subject(table: "C", key: "k two", locale: "de")),
            (.localization, Subject(table: "C", key: "unique", locale: "de")),
        ]
        // Each subject's location file tells the cases apart when reading back.
        result.audited = AuditedSubjects(keyGroups: [], subjects: subjects.enumerated().map { position, entry in
            AuditedSubject(area: entry.0, subject: entry.1, location: SourceLocation(file: "subject\(position)", line: 1, column: 1))
        })
        func names(_ result: AuditResult) throws -> [String: String] {
            let cases = try JUnitDocument.parse(JUnitReport.render(result)).all("testcase")
            XCTAssertEqual(cases.count, subjects.count)
            return Dictionary(uniqueKeysWithValues: cases.map { ($0.attributes["file"] ?? "", $0.attributes["name"] ?? "") })
        }
        let forward = try names(result)
        XCTAssertEqual(Set(forward.values).count, subjects.count)
        XCTAssertEqual(forward["subject5"], "unique [de]", "a name that is already unique stays plain")
        for position in 0..<5 {
            let name = try XCTUnwrap(forward["subject\(position)"])
            XCTAssertTrue(name.hasPrefix("k [de] #") || name.hasPrefix("k two [de] #"), name)
        }
        result.audited.subjects.reverse()
        XCTAssertEqual(try names(result), forward)
    }

    /// Audited keys are written through a fast path that spells `key [locale]` from parts; it
    /// must produce exactly what the general path makes of the same subjects listed one by one.
    func testKeyGroupsRenderLikeTheSameSubjectsListed() throws {
        for var grouped in [ReportFixture.realistic(), ReportFixture.hostile()] {
            grouped.audited.keyGroups.append(AuditedKeys(
                table: "Tricky", locale: "de", file: "de.lproj/Tricky.strings",
                keys: ["k", "k  two", "k two", "a #1", " lead", "tab\tkey", "", "luba.state.percent", "x ~2"].enumerated().map {
                    AuditedKeys.Key(key: $0.element, line: $0.offset + 1, column: 3)
                }))
            grouped.audited.keyGroups.append(AuditedKeys(
                table: "Tricky", locale: "fr", file: nil, keys: [AuditedKeys.Key(key: "k", line: 0, column: 0)]))
            var listed = grouped
            listed.audited = AuditedSubjects(keyGroups: [], subjects: grouped.audited.all)
            let fast = JUnitReport.render(grouped)
            XCTAssertEqual(fast, JUnitReport.render(listed))
            let names = try JUnitDocument.parse(fast).all("testcase").compactMap { $0.attributes["name"] }
            XCTAssertEqual(Set(names).count, names.count, "names stay unique")
            XCTAssertTrue(names.contains("a #1 [de]"), "a plain name that looks suffixed is kept as is")
        }
    }

    func testKeyNameHashIsTheHashOfTheSpelledName() {
        XCTAssertEqual(NameAllocator.keyNameHash("luba.save", "de"), NameHash.of("luba.save [de]"))
        XCTAssertEqual(NameAllocator.keyNameHash("two words", "pt-BR"), NameHash.of("two words [pt-BR]"))
        XCTAssertEqual(
            NameAllocator.keyNameHash("settings.details.location.long.title", "zh-Hans"),
            NameHash.of("settings.details.location.long.title [zh-Hans]"))
        for unclean in ["", " lead", "trail ", "two  spaces", "tab\tkey", "new\nline", "a #1", "x ~2",
                        "a.long.key.with  two.spaces", "a.long.key.ending.in.a.space ", "eight.by#es.then.hash"] {
            XCTAssertNil(NameAllocator.keyNameHash(unclean, "de"), unclean.debugDescription)
        }
    }

    func testOutputIsDeterministicAndTimestampFitsStrictSchema() {
        XCTAssertEqual(JUnitReport.render(ReportFixture.hostile()), JUnitReport.render(ReportFixture.hostile()))
        XCTAssertEqual(JUnitReport.timestamp("2025-11-30T14:05:09Z"), "2025-11-30T14:05:09")
        XCTAssertEqual(JUnitReport.timestamp("2025-11-30T14:05:09.123+00:00"), "2025-11-30T14:05:09")
        XCTAssertEqual(JUnitReport.timestamp("yesterday"), "1970-01-01T00:00:00")
        XCTAssertEqual(JUnitReport.timestamp("２０２５-11-30T14:05:09Z"), "1970-01-01T00:00:00")
    }
}
