/// JUnit XML, so CI systems show the audit as test results with real counts: one `<testsuite>`
/// per area, one `<testcase>` per audited subject (key × locale, pair × appearance, token, text
/// role), passing subjects included. A test case fails when a finding at or above `failOn`
/// belongs to it. The output validates against both the strict Ant schema (windyroad junit.xsd)
/// and the Jenkins xUnit schema once the GitLab-style `file`/`line` attributes are removed.
/// Because the strict schema allows no `<system-out>` inside a test case, findings below
/// `failOn` on passing subjects are listed in their suite's `<system-out>`, each under its case's
/// classname and name; a failing case's `<failure>` body lists all of its findings.
public enum JUnitReport {
    public static func render(_ result: AuditResult) -> String {
        var stream = ReportStream()
        write(result, to: &stream)
        return stream.text
    }

    /// Streams the report: a run with 100,000 audited keys never holds the file in memory.
    public static func write(_ result: AuditResult, to out: inout ReportStream) {
        let plan = CasePlan(result)
        let timestamp = self.timestamp(result.date)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n")
        var names = NameAllocator(plan: plan, audited: result.audited)
        var position = 0
        for area in Area.allCases {
            let (tests, failures) = plan.counts(in: area)
            guard tests > 0 else { continue }
            out.append("  <testsuite name=\"\(area.rawValue)\" package=\"lubaaudit.\(area.rawValue)\" id=\"\(position)\"")
            out.append(" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\"")
            out.append(" timestamp=\"\(timestamp)\" hostname=\"localhost\">\n")
            position += 1
            out.append("    <properties>\n")
            for (name, value) in [
                ("tool", result.tool.name), ("toolVersion", result.tool.version), ("icuVersion", result.tool.icuVersion),
                ("area", area.title), ("failOn", result.failOnWord), ("root", result.inputs.root), ("date", result.date),
            ] {
                out.append("      <property name=\"\(name)\" value=\"")
                XMLEscaping.appendAttribute(value, to: &out)
                out.append("\"/>\n")
            }
            out.append("    </properties>\n")
            // Findings below failOn on passing cases go to the suite's <system-out>, which the
            // schema puts after every case: remember which cases, spell the text at the end
            // (on Home Assistant the text alone is 4.7 MB).
            var quietCases: [(classname: String, name: String, findings: [Int])] = []
            func write(_ testCase: CasePlan.TestCase) {
                let name = names.name(for: testCase)
                out.append("    <testcase name=\"")
                XMLEscaping.appendAttribute(name, to: &out)
                out.append("\" classname=\"")
                XMLEscaping.appendAttribute(testCase.classname, to: &out)
                out.append("\" time=\"0\"")
                if let file = testCase.file {
                    out.append(" file=\"")
                    XMLEscaping.appendAttribute(file, to: &out)
                    out.append("\"")
                    if testCase.line >= 1 {
                        out.append(" line=\"")
                        out.append(decimal: testCase.line)
                        out.append("\"")
                    }
                }
                let findings = testCase.findings.map { result.findings[$0] }
                let failures = findings.filter(result.fails)
                if let first = failures.first {
                    var message = first.message
                    if failures.count > 1 { message += " (and \(failures.count - 1) more at or above \(result.failOnWord))" }
                    out.append(">\n      <failure message=\"")
                    XMLEscaping.appendAttribute(message, to: &out)
                    out.append("\" type=\"")
                    XMLEscaping.appendAttribute(first.ruleID, to: &out)
                    out.append("\">")
                    XMLEscaping.appendText(findings.map(describe).joined(separator: "\n"), to: &out)
                    out.append("</failure>\n    </testcase>\n")
                } else {
                    out.append("/>\n")
                    if !findings.isEmpty { quietCases.append((testCase.classname, name, testCase.findings)) }
                }
            }
            for (position, group) in result.audited.keyGroups.enumerated() where group.area == area {
                // Most keys pass and have a plain name: their line is spelled from pre-escaped
                // parts, with nothing built per key but the escaped key itself.
                var classnameTail = ReportStream()
                classnameTail.append("\" classname=\"")
                XMLEscaping.appendAttribute(plan.classname(ofGroup: position), to: &classnameTail)
                classnameTail.append("\" time=\"0\"")
                if let file = group.file {
                    classnameTail.append(" file=\"")
                    XMLEscaping.appendAttribute(file, to: &classnameTail)
                    classnameTail.append("\"")
                }
                var localeBytes = ReportStream()
                localeBytes.append(" [")
                XMLEscaping.appendAttribute(group.locale, to: &localeBytes)
                localeBytes.append("]")
                plan.forEachKey(inGroup: position) { keyPosition, key, findings in
                    guard findings.isEmpty, names.isPlain(group: position, position: keyPosition) else {
                        write(plan.testCase(group: position, key: key, findings: findings))
                        return
                    }
                    out.append("    <testcase name=\"")
                    XMLEscaping.appendAttribute(key.key, to: &out)
                    out.append(localeBytes)
                    out.append(classnameTail)
                    if group.file != nil && key.line >= 1 {
                        out.append(" line=\"")
                        out.append(decimal: key.line)
                        out.append("\"")
                    }
                    out.append("/>\n")
                }
            }
            plan.forEachOtherCase(in: area, write)
            out.append("    <system-out>")
            for quiet in quietCases {
                XMLEscaping.appendText(quiet.classname + " / " + quiet.name + "\n", to: &out)
                for (number, finding) in quiet.findings.enumerated() {
                    if number > 0 { out.append("\n") }
                    XMLEscaping.appendText(describe(result.findings[finding]), to: &out)
                }
                out.append("\n\n")
            }
            out.append("</system-out>\n")
            out.append("    <system-err></system-err>\n")
            out.append("  </testsuite>\n")
        }
        out.append("</testsuites>\n")
    }

    /// Schema types the names as xs:token, which collapses whitespace: collapse it here so two
    /// names that differ only in whitespace are disambiguated rather than merged by a reader.
    static func collapsed(_ text: String) -> String {
        // Nearly every name is already clean: check the bytes before splitting anything.
        var previousSpace = true
        var clean = true
        for byte in text.utf8 {
            let space = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if space && (previousSpace || byte != 0x20) { clean = false; break }
            previousSpace = space
        }
        if clean && !previousSpace { return text }
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// The strict schema wants `YYYY-MM-DDTHH:MM:SS` without a zone; `date` is UTC ISO 8601.
    static func timestamp(_ date: String) -> String {
        let prefix = Array(date.utf8.prefix(19))
        let pattern = Array("dddd-dd-ddTdd:dd:dd".utf8)
        guard prefix.count == 19 else { return "1970-01-01T00:00:00" }
        for (byte, expected) in zip(prefix, pattern) {
            if expected == UInt8(ascii: "d") {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return "1970-01-01T00:00:00" }
            } else if byte != expected {
                return "1970-01-01T00:00:00"
            }
        }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// One finding as plain text: severity, rule, message, location, text, evidence, fix.
    static func describe(_ finding: Finding) -> String {
        var text = "[\(finding.severity.rawValue)] \(finding.ruleID): \(finding.message)"
        if let location = finding.location { text += "\n  at \(location.file):\(location.line):\(location.column)" }
        if let value = finding.text { text += "\n  text: " + value }
        for evidence in finding.evidence { text += "\n  " + evidence.name + ": " + evidence.value }
        if let measured = finding.measured {
            text += "\n  measured: " + NumberText.measured(measured, passing: finding.passing)
                + (finding.threshold.map { " (threshold " + NumberText.threshold($0, passing: finding.passing) + ")" } ?? "")
        }
        for related in finding.related { text += "\n  related: \(related.file):\(related.line):\(related.column)" }
        if let fix = finding.fix { text += "\n  fix: " + fix }
        return text
    }
}
