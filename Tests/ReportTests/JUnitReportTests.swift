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
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Reads JUnit back with Foundation's XMLParser: suites, cases, failures and text as a CI would.
private final class JUnitDocument: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var parent: Int?
    }

    var elements: [Element] = []
    /// Elements plus attributes: what GitLab counts against its 250,000 limit.
    var objects = 0
    private var stack: [Int] = []

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
        elements.append(Element(name: name, attributes: attributes, parent: stack.last))
        objects += 1 + attributes.count
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = stack.last { elements[last].text += string }
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    func children(of position: Int, named name: String) -> [Element] {
        elements.filter { $0.parent == position && $0.name == name }
    }

    var suites: [(position: Int, element: Element)] {
        elements.enumerated().filter { $0.element.name == "testsuite" }.map { ($0.offset, $0.element) }
    }

    /// Every case as (classname, name, the failure it holds).
    var cases: [(classname: String, name: String, failure: Element?, children: Int)] {
        elements.enumerated().filter { $0.element.name == "testcase" }.map { position, element in
            let children = elements.filter { $0.parent == position }
            return (element.attributes["classname"] ?? "", element.attributes["name"] ?? "",
                    children.first { $0.name == "failure" }, children.count)
        }
    }

    func testCase(_ classname: String, _ name: String) -> (classname: String, name: String, failure: Element?, children: Int)? {
        cases.first { $0.classname == classname && $0.name == name }
    }

    func systemOut(_ suite: String) -> String {
        guard let position = suites.first(where: { $0.element.attributes["name"] == suite })?.position else { return "" }
        return children(of: position, named: "system-out").map(\.text).joined()
    }
}

final class JUnitReportTests: XCTestCase {
    /// The realistic fixture's clean units, worked out by hand: the ar table (de, fr and ja have
    /// findings, fr's missing translation pointing at the en file), three Plurals subjects of
    /// four, five pairs × appearances of six, two tokens and two text roles of three.
    private let realisticCleanUnits: [String: Int] = ["localization": 1, "icu": 3, "contrast": 5, "touch-target": 2, "dynamic-type": 2]

    func testCasesAreFindingsPlusCleanUnitsPerSuiteAndInTotal() throws {
        let result = ReportFixture.realistic()
        let document = try JUnitDocument.parse(JUnitReport.render(result))
        let suites = document.suites
        XCTAssertEqual(suites.map { $0.element.attributes["name"] ?? "" }, ["input", "localization", "icu", "contrast", "touch-target", "dynamic-type"])
        XCTAssertEqual(suites.map { $0.element.attributes["id"] ?? "" }, ["0", "1", "2", "3", "4", "5"])
        let index = ReportIndex(result)
        for (position, suite) in suites {
            let name = try XCTUnwrap(suite.attributes["name"])
            let findings = result.findings.filter { index.area(of: $0).rawValue == name }
            let cases = document.children(of: position, named: "testcase")
            let expected = findings.count + (realisticCleanUnits[name] ?? 0)
            XCTAssertEqual(suite.attributes["tests"], "\(expected)", name)
            XCTAssertEqual(cases.count, expected, name)
            let failing = findings.filter(result.fails).count
            XCTAssertEqual(suite.attributes["failures"], "\(failing)", name)
            XCTAssertEqual(document.elements.filter { $0.name == "failure" && $0.parent.flatMap { document.elements[$0].parent } == position }.count, failing, name)
            XCTAssertEqual(suite.attributes["errors"], "0")
            XCTAssertEqual(suite.attributes["skipped"], "0")
        }
        XCTAssertEqual(document.all("testcase").count, result.findings.count + realisticCleanUnits.values.reduce(0, +))
        XCTAssertEqual(document.all("testcase").count, 22)
        XCTAssertEqual(document.all("failure").count, result.findings.filter(result.fails).count)
        XCTAssertEqual(document.all("failure").count, 5)
        XCTAssertTrue(document.all("skipped").isEmpty)
        XCTAssertTrue(document.all("testcase").allSatisfy { $0.attributes["file"] == nil && $0.attributes["line"] == nil },
                      "neither schema has file or line on a test case")

        // Finding cases: classname = rule id, name = subject and severity.
        for finding in result.findings {
            XCTAssertNotNil(document.cases.first { $0.classname == finding.ruleID }, finding.ruleID)
        }
        XCTAssertNotNil(document.testCase("l10n.format-mismatch", "\"luba.state.percent\" [de] Localizable (error)"))
        XCTAssertNotNil(document.testCase("a11y.contrast.text", "textTertiary on surface [light] (error)"))
        XCTAssertNotNil(document.testCase("a11y.touch-target.minimum", "buttonHeightSmall (warning)"))
        // Clean subject cases: classname lubaaudit.<area>, name = the subject.
        XCTAssertNotNil(document.testCase("lubaaudit.contrast", "textTertiary on surface [dark]"))
        XCTAssertNil(document.testCase("lubaaudit.contrast", "textTertiary on surface [light]"), "a subject with a finding has no passing case")
        XCTAssertNotNil(document.testCase("lubaaudit.icu", "\"luba.items.count\" [de] Plurals"))
        XCTAssertNil(document.testCase("lubaaudit.icu", "\"luba.items.count\" [ar] Plurals"))
        XCTAssertNotNil(document.testCase("lubaaudit.dynamic-type", "body"))
    }

    func testSuitePropertiesSayWhatRanAndWhatWasNotChecked() throws {
        var result = ReportFixture.realistic()
        result.inputs.unchecked = ["dark appearance not checked: the palette has no dark values", "Dynamic Type not checked: no text roles"]
        let document = try JUnitDocument.parse(JUnitReport.render(result))
        let suite = try XCTUnwrap(document.suites.first { $0.element.attributes["name"] == "contrast" })
        let properties = document.elements.filter { $0.name == "property" && $0.parent.flatMap { document.elements[$0].parent } == suite.position }
        let values = Dictionary(properties.map { ($0.attributes["name"] ?? "", $0.attributes["value"] ?? "") }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(properties.count, values.count, "property names are unique")
        XCTAssertEqual(values["tool"], "lubaaudit")
        XCTAssertEqual(values["area"], "Color contrast")
        XCTAssertEqual(values["failOn"], "error")
        XCTAssertEqual(values["root"], "/work/example/LubaUI")
        XCTAssertEqual(values["notChecked.1"], "dark appearance not checked: the palette has no dark values")
        XCTAssertEqual(values["notChecked.2"], "Dynamic Type not checked: no text roles")
        XCTAssertEqual(document.suites.first?.element.attributes["package"], "lubaaudit.input")
        XCTAssertEqual(document.suites.first?.element.attributes["timestamp"], "2025-11-30T14:05:09")
    }

    func testFailureBodyHoldsEveryDetail() throws {
        let result = ReportFixture.realistic()
        let document = try JUnitDocument.parse(JUnitReport.render(result))
        let format = try XCTUnwrap(document.testCase("l10n.format-mismatch", "\"luba.state.percent\" [de] Localizable (error)")?.failure)
        XCTAssertEqual(format.attributes["type"], "l10n.format-mismatch")
        XCTAssertEqual(format.attributes["message"], "\"luba.state.percent\" in de: specifiers %d, %@ differ from the source's %@, %d")
        XCTAssertEqual(format.text, """
        error: "luba.state.percent" in de: specifiers %d, %@ differ from the source's %@, %d [l10n.format-mismatch]
        at Sources/LubaUI/Resources/de.lproj/Localizable.strings:4:23
        key: luba.state.percent
        locale: de
        table: Localizable
        text: %d von %@ erledigt
        source: %@ of %d done
        fix: use positional specifiers: %2$d von %1$@
        """)
        let contrast = try XCTUnwrap(document.testCase("a11y.contrast.text", "textTertiary on surface [light] (error)")?.failure)
        for line in ["at Sources/LubaUI/Theme/Colors.swift:31:9", "pair: textTertiary on surface", "appearance: light",
                     "foreground: textTertiary → gray500 → #7A7A7A", "measured: 4.35 (threshold 4.50)", "fix: use #6E6E6E"] {
            XCTAssertTrue(contrast.text.contains(line), line)
        }
        let hostile = try JUnitDocument.parse(JUnitReport.render(ReportFixture.hostile()))
        let payload = try XCTUnwrap(hostile.cases.first { $0.classname == "l10n.payload" && $0.failure != nil }?.failure)
        XCTAssertTrue(payload.text.contains("\nrelated: en.lproj/"), payload.text)
    }

    func testFindingsBelowFailOnAreOwnPassingCasesDetailedInSystemOut() throws {
        var result = ReportFixture.realistic()
        let document = try JUnitDocument.parse(JUnitReport.render(result))
        let name = "\"luba.greeting\" [de] Localizable (warning)"
        let warning = try XCTUnwrap(document.testCase("l10n.whitespace-parity", name))
        XCTAssertNil(warning.failure)
        XCTAssertEqual(warning.children, 0, "no failure, no skipped, nothing inside")
        let out = document.systemOut("localization")
        XCTAssertTrue(out.contains("l10n.whitespace-parity / " + name + "\n  warning: \"luba.greeting\" in de: trailing whitespace"), out)
        XCTAssertTrue(out.contains("\n  at Sources/LubaUI/Resources/de.lproj/Localizable.strings:9:20\n"), out)
        XCTAssertTrue(out.contains("\n  text: \\tHallo,\u{A0}Welt\u{200B}\\n\n"), "the text stays on one line: \(out)")
        XCTAssertTrue(out.contains("\n  fix: match the source's leading/trailing whitespace and line breaks\n"), out)
        XCTAssertTrue(out.contains("l10n.identical-translation / \"luba.button.save\" [ja] Localizable (note)"), out)
        XCTAssertFalse(out.contains("l10n.format-mismatch"), "a failure's details are in its body only")
        XCTAssertTrue(document.systemOut("touch-target").contains("measured: 28.00 (threshold 44.00)"))

        // The cases and their names stay; only which of them fail moves with failOn.
        let names = document.cases.map { "\($0.classname) \($0.name)" }
        for (failOn, failures) in [(Severity.warning, 8), (.note, 9), (.error, 5)] {
            result.failOn = failOn
            let other = try JUnitDocument.parse(JUnitReport.render(result))
            XCTAssertEqual(other.all("failure").count, failures, "\(failOn)")
            XCTAssertEqual(other.cases.map { "\($0.classname) \($0.name)" }, names, "\(failOn)")
        }
        XCTAssertTrue(try JUnitDocument.parse(JUnitReport.render(result)).systemOut("dynamic-type").contains("a11y.dynamic-type.clipping / caption (warning)"))
        result.failOn = .note
        XCTAssertEqual(try JUnitDocument.parse(JUnitReport.render(result)).systemOut("localization"), "", "nothing passes with a finding at --fail-on note")
    }

    /// Thousands of passing findings would make the listing larger than the rest of the file:
    /// it lists them in order up to its budget, then counts the rest, which stay cases.
    func testPassingDetailsStopAtTheBudgetAndAreCounted() throws {
        var result = ReportFixture.large(findings: 5000)
        result.failOn = nil
        let document = try JUnitDocument.parse(JUnitReport.render(result))
        // de has every finding; ar, fr, ja, 4 Plurals subjects, 6 pairs, 3 tokens, 3 roles are clean.
        XCTAssertEqual(document.all("testcase").count, 5000 + 19)
        let out = document.systemOut("localization")
        XCTAssertLessThanOrEqual(out.utf8.count, JUnitReport.passingDetailBudget + 200)
        let listed = out.components(separatedBy: "l10n.missing-translation / ").count - 1
        XCTAssertGreaterThan(listed, 500)
        XCTAssertLessThan(listed, 5000)
        XCTAssertTrue(out.hasPrefix("l10n.missing-translation / \"key.0\" [de] Localizable (error)\n  error: \"key.0\" has no translation in de"), String(out.prefix(200)))
        XCTAssertTrue(out.contains("\"key.\(listed - 1)\" [de] Localizable (error)\n"), "listed in order")
        XCTAssertFalse(out.contains("\"key.\(listed)\" [de] Localizable (error)\n"))
        XCTAssertTrue(out.hasSuffix("\n\n\(5000 - listed) more passing findings (this listing stops at 512 KiB): each is a test case above, "
                                    + "and the JSON report (--format json) holds every finding in full.\n"), String(out.suffix(300)))
    }

    func testFailOnNeverWritesNoFailure() throws {
        var result = ReportFixture.realistic()
        result.failOn = nil
        let xml = JUnitReport.render(result)
        XCTAssertFalse(xml.contains("<failure"))
        let document = try JUnitDocument.parse(xml)
        XCTAssertEqual(document.all("testcase").count, 22)
        XCTAssertTrue(document.suites.allSatisfy { $0.element.attributes["failures"] == "0" })
        XCTAssertTrue(document.all("property").contains { $0.attributes["name"] == "failOn" && $0.attributes["value"] == "never" })
        let out = document.all("system-out").map(\.text).joined()
        for finding in result.findings {
            XCTAssertTrue(out.contains("\(finding.severity.rawValue): \(TextReport.singleLine(finding.message)) [\(finding.ruleID)]"), finding.ruleID)
        }
    }

    func testOneCasePerCleanTableFileAndNoneForAFileWithFindings() throws {
        var result = ReportFixture.realistic()
        var document = try JUnitDocument.parse(JUnitReport.render(result))
        let tables = document.cases.filter { $0.classname.hasPrefix("lubaaudit.localization.") }
        XCTAssertEqual(tables.map(\.classname), ["lubaaudit.localization.ar.Localizable"])
        XCTAssertEqual(tables.map(\.name), ["Sources/LubaUI/Resources/ar.lproj/Localizable.strings"])
        XCTAssertEqual(tables.first?.children, 0)
        XCTAssertFalse(document.cases.contains { $0.name.contains("luba.title.settings") }, "a key is never a case of its own")

        func group(_ table: String, _ locale: String, _ file: String?) -> AuditedKeys {
            AuditedKeys(table: table, locale: locale, file: file, keys: (0..<50).map { AuditedKeys.Key(key: "k\($0)", line: $0 + 1, column: 1) })
        }
        result.audited.keyGroups += [
            group("Settings", "de", "de.lproj/Settings.strings"),
            group("Settings", "de", "de.lproj/Settings.strings"),  // the same file listed twice: one unit
            group("Settings", "fr", "fr.lproj/Settings.strings"),  // a finding without location
            group("Settings", "fr", "fr.lproj/Settings.stringsdict"),
            group("Settings", "it", "it.lproj/Settings.strings"),  // an input finding located in the file
            group("Settings", "es", "es.lproj/Settings.strings"),  // a finding located in its other file
            group("Settings", "es", "es.lproj/Settings.stringsdict"),
        ]
        result.findings += [
            Finding(ruleID: "l10n.empty-value", severity: .error, message: "empty", subject: ReportFixture.subject("k1", "fr", table: "Settings")),
            Finding(ruleID: "input.syntax", severity: .error, message: "syntax", subject: Subject(table: "it.lproj/Settings.strings", locale: "it", detail: "2:1"),
                    location: SourceLocation(file: "it.lproj/Settings.strings", line: 2, column: 1)),
            Finding(ruleID: "icu.plural-categories", severity: .error, message: "plural", subject: ReportFixture.subject("k2", "es", table: "Settings"),
                    location: SourceLocation(file: "es.lproj/Settings.stringsdict", line: 4, column: 1)),
        ]
        document = try JUnitDocument.parse(JUnitReport.render(result))
        let settings = document.cases.filter { $0.classname.hasPrefix("lubaaudit.localization.") && $0.classname.hasSuffix(".Settings") }
        XCTAssertEqual(settings.map(\.name), ["de.lproj/Settings.strings", "es.lproj/Settings.strings"])
        XCTAssertEqual(settings.map(\.classname), ["lubaaudit.localization.de.Settings", "lubaaudit.localization.es.Settings"])
        XCTAssertEqual(document.all("testcase").count, result.findings.count + realisticCleanUnits.values.reduce(0, +) + 2)
    }

    func testClassnameAndNameAreUniqueInTheFile() throws {
        var result = ReportFixture.realistic()
        let twin = try XCTUnwrap(result.findings.first { $0.ruleID == "l10n.format-mismatch" })
        var moved = twin
        moved.location?.line = 40
        moved.message = "another message"
        func finding(_ key: String, table: String = "Localizable") -> Finding {
            Finding(ruleID: "l10n.format-mismatch", severity: .error, message: key, subject: ReportFixture.subject(key, "de", table: table))
        }
        result.findings += [
            moved,                          // one rule, one subject, twice
            finding("k  two"), finding("k two"), finding("k\ttwo"),  // names that collapse alike
            finding("unique"),
            finding("luba.state.percent", table: "Other"),  // one key in another table: another name
        ]
        var otherRule = twin
        otherRule.ruleID = "l10n.format-type-mismatch"
        result.findings.append(otherRule)  // another rule on the same subject: its own classname
        let document = try JUnitDocument.parse(JUnitReport.render(result))
        let pairs = document.cases.map { $0.classname + "\u{0}" + $0.name }
        XCTAssertEqual(Set(pairs).count, pairs.count, "classname + name repeats: \(pairs.sorted())")

        let format = document.cases.filter { $0.classname == "l10n.format-mismatch" }.map(\.name)
        let base = "\"luba.state.percent\" [de] Localizable (error)"
        let suffixed = format.filter { $0.hasPrefix(base + " #") }
        XCTAssertEqual(suffixed.count, 2, "\(format)")
        XCTAssertEqual(Set(suffixed).count, 2)
        XCTAssertTrue(suffixed.contains { $0.hasSuffix(" ~2") }, "equal identities are told apart in file order: \(suffixed)")
        XCTAssertEqual(format.filter { $0.hasPrefix("\"k two\" [de] Localizable (error) #") }.count, 3, "\(format)")
        XCTAssertTrue(format.contains("\"unique\" [de] Localizable (error)"), "a name used once stays plain")
        XCTAssertTrue(format.contains("\"luba.state.percent\" [de] Other (error)"))
        XCTAssertNotNil(document.testCase("l10n.format-type-mismatch", base), "another classname keeps the plain name")

        // Hashed suffixes come from identities, not from the order of the findings.
        func names(_ result: AuditResult) throws -> [String: String] {
            let cases = try JUnitDocument.parse(JUnitReport.render(result)).cases.filter { $0.classname == "l10n.format-mismatch" && $0.name.contains("two") }
            return Dictionary(uniqueKeysWithValues: cases.map { ($0.failure?.attributes["message"] ?? "", $0.name) })
        }
        var reversed = result
        reversed.findings.reverse()
        XCTAssertEqual(try names(reversed), try names(result))
    }

    func testValidatesAgainstBothSchemasAsWritten() throws {
        guard let xmllint = ExternalTool.find("xmllint") else {
            throw XCTSkip("xmllint absent: apt-get install -y libxml2-utils (the Makefile installs it)")
        }
        let schemas = [try ExternalTool.schema("jenkins-xunit-junit-10.xsd"), try ExternalTool.schema("junit.xsd")]
        var realistic = ReportFixture.realistic()
        realistic.inputs.unchecked = ["dark appearance not checked: \"palette.json\" has no dark values"]
        var never = ReportFixture.realistic()
        never.failOn = nil
        var notes = ReportFixture.hostile()
        notes.failOn = .note
        var empty = ReportFixture.realistic()
        empty.audited = []
        empty.findings = []
        let fixtures = [("realistic", realistic), ("hostile", ReportFixture.hostile()), ("fail-on never", never),
                        ("fail-on note", notes), ("empty", empty)]
        for (label, result) in fixtures {
            let xml = JUnitReport.render(result)
            let file = try ExternalTool.temporaryFile("junit.xml", contents: xml, for: self)
            for schema in schemas {
                let run = try ExternalTool.run(xmllint, ["--noout", "--schema", schema, file.path])
                XCTAssertEqual(run.status, 0, "\(label) against \(schema):\n\(run.stderr)")
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
            out['names'] += [c.classname + ' / ' + c.name for c in cases]
        print(json.dumps(out))
        """, [file.path])
        let summary = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        // 22 realistic cases + 8 payload findings (their tables have findings: no clean case);
        // 5 + 5 error-level payload findings fail.
        XCTAssertEqual(summary["tests"] as? Int, 30)
        XCTAssertEqual(summary["failures"] as? Int, 10)
        XCTAssertEqual(summary["suites"] as? [String], ["input", "localization", "icu", "contrast", "touch-target", "dynamic-type"])
        let names = try XCTUnwrap(summary["names"] as? [String])
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertTrue(names.contains("l10n.payload / \"key.\(ReportPayload.script)\" [de] Local\(ReportPayload.script) (warning)"), "\(names)")
    }

    func testEveryPayloadIsEscapedAndForbiddenCharactersReplaced() throws {
        let xml = JUnitReport.render(ReportFixture.hostile())
        XCTAssertFalse(xml.unicodeScalars.contains { !XMLEscaping.isAllowed($0) }, "characters XML 1.0 forbids were written raw")
        XCTAssertFalse(xml.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x7F }, "bidi overrides and DEL are shown, not written")
        XCTAssertFalse(xml.contains("<script"))
        XCTAssertFalse(xml.contains("<b id=pwned"))
        XCTAssertFalse(xml.contains("<pwned"))
        XCTAssertFalse(xml.contains("]]>"))
        XCTAssertFalse(xml.contains("CDATA"))
        let document = try JUnitDocument.parse(xml)
        XCTAssertNil(document.elements.first { $0.name == "pwned" || $0.name == "script" || $0.name == "b" })
        let bodies = document.all("failure").map(\.text).joined() + document.all("system-out").map(\.text).joined()
        for payload in [ReportPayload.script, ReportPayload.attribute, ReportPayload.singleQuote, ReportPayload.cdataBreak, ReportPayload.lineSeparator] {
            XCTAssertTrue(bodies.contains("text: value " + payload + "\n"), "payload text lost: \(payload.debugDescription)")
            XCTAssertTrue(bodies.contains("fix: fix " + payload), "payload fix lost: \(payload.debugDescription)")
        }
        XCTAssertTrue(bodies.contains("text: value invoice\\u{202E}fdp.exe\n"))
        XCTAssertTrue(bodies.contains("text: value nul\\u{0}bell\\u{7}esc\\u{1B}del\\u{7F}nonchar\\u{FFFF}\\u{FFFE}end\n"))
        let messages = document.all("failure").compactMap { $0.attributes["message"] }
        XCTAssertTrue(messages.contains("message " + ReportPayload.attribute))
        XCTAssertTrue(messages.contains("message " + ReportPayload.lineSeparator))
        XCTAssertTrue(document.cases.contains { $0.name == "\"key.\(ReportPayload.cdataBreak)\" [ar] Local\(ReportPayload.cdataBreak) (warning)" })
    }

    func testOutputIsDeterministicAndTimestampFitsStrictSchema() {
        XCTAssertEqual(JUnitReport.render(ReportFixture.hostile()), JUnitReport.render(ReportFixture.hostile()))
        XCTAssertEqual(JUnitReport.timestamp("2025-11-30T14:05:09Z"), "2025-11-30T14:05:09")
        XCTAssertEqual(JUnitReport.timestamp("2025-11-30T14:05:09.123+00:00"), "2025-11-30T14:05:09")
        XCTAssertEqual(JUnitReport.timestamp("yesterday"), "1970-01-01T00:00:00")
        XCTAssertEqual(JUnitReport.timestamp("２０２５-11-30T14:05:09Z"), "1970-01-01T00:00:00")
    }

    /// Home Assistant's catalogs (35 locales, about 5,000 findings): the file GitLab and Jenkins
    /// get stays far below GitLab's 30 MB and 250,000 elements + attributes.
    func testHomeAssistantReportStaysSmall() throws {
        let root = try TestSupport.sharedPath("corpora/homeassistant-ios/Sources/App/Resources")
        let result = try Auditor.run(AuditRequest(stringsDirectories: [root.path], areas: [.input, .localization, .icu]))
        let start = Date()
        let xml = JUnitReport.render(result)
        let elapsed = Date().timeIntervalSince(start)
        let document = try JUnitDocument.parse(xml)
        print("Home Assistant JUnit: \(xml.utf8.count) bytes, \(document.objects) elements + attributes, \(result.findings.count) findings, "
              + "\(result.audited.keyGroups.count) table files, \(document.all("testcase").count) cases, rendered in \(elapsed) s")
        XCTAssertLessThan(xml.utf8.count, 2_000_000)
        XCTAssertLessThan(document.objects, 250_000)
        let units = JUnitUnits(result, areas: result.findings.map(ReportIndex(result).area(of:)))
        XCTAssertEqual(document.all("testcase").count, result.findings.count + units.keyGroups.count + units.subjects.count)
        XCTAssertGreaterThan(units.keyGroups.count, 0, "some table files are clean")
        XCTAssertEqual(document.all("failure").count, result.findings.filter(result.fails).count)
        let pairs = document.cases.map { $0.classname + "\u{0}" + $0.name }
        XCTAssertEqual(Set(pairs).count, pairs.count)
    }
}
