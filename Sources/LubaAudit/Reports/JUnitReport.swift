/// JUnit XML, so CI systems show the audit as test results with real counts: one `<testsuite>`
/// per area, one `<testcase>` per audited subject (key × locale, pair × appearance, token, text
/// role), passing subjects included. A test case fails when a finding at or above `failOn`
/// belongs to it. The output validates against both the strict Ant schema (windyroad junit.xsd)
/// and the Jenkins xUnit schema once the GitLab-style `file`/`line` attributes are removed.
/// Because the strict schema allows no `<system-out>` inside a test case, findings below
/// `failOn` on passing subjects are listed in their suite's `<system-out>`, each under its case's
/// classname and name; a failing case's `<failure>` body lists all of its findings.
public enum JUnitReport {
    /// One test case: a subject and the findings that belong to it.
    struct Case {
        var area: Area
        var subject: Subject
        var location: SourceLocation?
        var findings: [Finding] = []
        var classname = ""
        var name = ""
    }

    public static func render(_ result: AuditResult) -> String {
        let suites = cases(for: result)
        let timestamp = self.timestamp(result.date)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for (position, suite) in suites.enumerated() {
            let failing = suite.cases.filter { $0.findings.contains { $0.severity >= result.failOn } }.count
            out += "  <testsuite name=\"\(suite.area.rawValue)\" package=\"lubaaudit.\(suite.area.rawValue)\" id=\"\(position)\""
            out += " tests=\"\(suite.cases.count)\" failures=\"\(failing)\" errors=\"0\" skipped=\"0\" time=\"0\""
            out += " timestamp=\"\(timestamp)\" hostname=\"localhost\">\n"
            out += "    <properties>\n"
            for (name, value) in [
                ("tool", result.tool.name), ("toolVersion", result.tool.version), ("icuVersion", result.tool.icuVersion),
                ("area", suite.area.title), ("failOn", result.failOn.rawValue), ("root", result.inputs.root), ("date", result.date),
            ] {
                out += "      <property name=\"\(name)\" value=\"\(XMLEscaping.attribute(value))\"/>\n"
            }
            out += "    </properties>\n"
            var suiteOutput = ""
            for testCase in suite.cases {
                out += "    <testcase name=\"\(XMLEscaping.attribute(testCase.name))\" classname=\"\(XMLEscaping.attribute(testCase.classname))\" time=\"0\""
                if let location = testCase.location {
                    out += " file=\"\(XMLEscaping.attribute(location.file))\""
                    if location.line >= 1 { out += " line=\"\(location.line)\"" }
                }
                let failures = testCase.findings.filter { $0.severity >= result.failOn }
                if let first = failures.first {
                    var message = first.message
                    if failures.count > 1 { message += " (and \(failures.count - 1) more at or above \(result.failOn.rawValue))" }
                    out += ">\n      <failure message=\"\(XMLEscaping.attribute(message))\" type=\"\(XMLEscaping.attribute(first.ruleID))\">"
                    out += XMLEscaping.text(testCase.findings.map(describe).joined(separator: "\n"))
                    out += "</failure>\n    </testcase>\n"
                } else {
                    out += "/>\n"
                    if !testCase.findings.isEmpty {
                        suiteOutput += "\(testCase.classname) / \(testCase.name)\n"
                        suiteOutput += testCase.findings.map(describe).joined(separator: "\n") + "\n\n"
                    }
                }
            }
            out += "    <system-out>\(XMLEscaping.text(suiteOutput))</system-out>\n"
            out += "    <system-err></system-err>\n"
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Test cases per area, in `Area.allCases` order; areas without subjects get no suite.
    static func cases(for result: AuditResult) -> [(area: Area, cases: [Case])] {
        let index = ReportIndex(result)
        var all: [Case] = []
        var positions: [String: Int] = [:]
        for audited in result.audited {
            let key = ReportIndex.subjectKey(audited.area, audited.subject)
            if positions[key] == nil {
                positions[key] = all.count
                all.append(Case(area: audited.area, subject: audited.subject, location: audited.location))
            }
        }
        for finding in result.findings {
            let area = index.area(of: finding)
            let key = ReportIndex.subjectKey(area, finding.subject)
            let position: Int
            if let existing = positions[key] {
                position = existing
            } else {
                position = all.count
                positions[key] = position
                all.append(Case(area: area, subject: finding.subject, location: finding.location))
            }
            // In place: the array element is mutated without copying its findings.
            all[position].findings.append(finding)
            if all[position].location == nil { all[position].location = finding.location }
        }
        name(&all)
        return Area.allCases.compactMap { area in
            let cases = all.filter { $0.area == area }
            return cases.isEmpty ? nil : (area, cases)
        }
    }

    /// Classnames like "localization.de.Localizable" and names unique in the whole file (GitLab
    /// drops test cases whose names repeat). A repeated name gets a suffix hashed from the
    /// subject's area and identity, so it does not depend on the order of the cases.
    private static func name(_ cases: inout [Case]) {
        var baseCounts: [String: Int] = [:]
        for position in cases.indices {
            let subject = cases[position].subject
            let parts = [cases[position].area.rawValue, subject.locale ?? subject.appearance, subject.table ?? subject.component]
            cases[position].classname = collapsed(parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "."))
            var base = collapsed(subject.displayName)
            if base.isEmpty { base = collapsed(subject.identity) }
            if base.isEmpty { base = "(unnamed)" }
            cases[position].name = base
            baseCounts[base, default: 0] &+= 1
        }
        var used: Set<String> = []
        for position in cases.indices {
            var name = cases[position].name
            if baseCounts[name, default: 0] > 1 {
                let identity = ReportIndex.subjectKey(cases[position].area, cases[position].subject)
                name += " #" + ReportDigest.hex(identity, length: 8)
            }
            var candidate = name
            var counter = 2
            while used.contains(candidate) {
                candidate = name + " ~\(counter)"
                counter &+= 1
            }
            used.insert(candidate)
            cases[position].name = candidate
        }
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
            text += "\n  measured: \(measured)" + (finding.threshold.map { " (threshold \($0))" } ?? "")
        }
        for related in finding.related { text += "\n  related: \(related.file):\(related.line):\(related.column)" }
        if let fix = finding.fix { text += "\n  fix: " + fix }
        return text
    }
}
