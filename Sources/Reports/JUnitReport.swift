import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
/// JUnit XML, so CI systems show the audit as test results. The mapping is the one lint tools
/// use (ESLint's junit formatter: one case per message, one passing case per clean file):
///
/// - one `<testsuite>` per area that has a case, in `Area.allCases` order;
/// - one `<testcase>` per finding: classname = the rule id, name = the subject's name and the
///   finding's severity (`"settings.title" [de] Localizable (warning)`), never a line number or
///   a message, so CI history follows a case from run to run. A finding that fails the run
///   (`result.fails`) holds a `<failure>` whose body carries every detail; one below `failOn`
///   passes, and its details go to the suite's `<system-out>`, under its classname and name
///   (up to `passingDetailBudget` per suite, then counted);
/// - one passing `<testcase>` per clean unit (`JUnitUnits`): a table file per locale for
///   localization, each audited pair × appearance, token or text role for the other areas.
///
/// - one `<testcase>` per suppressed finding, named as its finding would be plus
///   `(suppressed)`, holding a `<skipped>` that says where the directive stands and why;
///
/// So `tests` = findings + suppressed + clean units, `failures` = findings that fail the run
/// and `skipped` = suppressed findings; with
/// `--fail-on never` no `<failure>` is written at all (Jenkins would mark the build unstable).
///
/// Why not one case per audited key × locale: that made 106,000 cases and 23 MB on Home
/// Assistant, and GitLab rejects files over 30 MB or 250,000 XML objects, keeps only the first
/// case of a repeated classname + name, and ignores `file`, `line` and the failure's `message`
/// (hence the details in the body, and names made unique in the whole file). The output
/// validates as written against the strict Ant schema (windyroad junit.xsd: `package` and `id`
/// on suites, a timestamp without zone, `properties`, `system-out` and `system-err`, `type` on
/// failure, no `<system-out>` inside a case) and the Jenkins xUnit schema (no `file` or `line`
/// on a case).
public enum JUnitReport {
    public static func render(_ result: AuditResult) -> String {
        var stream = ReportStream()
        write(result, to: &stream)
        return stream.text
    }

    /// Streams the report into `out` (a file when the CLI writes it).
    public static func write(_ result: AuditResult, to out: inout ReportStream) {
        let plan = JUnitPlan(result)
        let timestamp = self.timestamp(result.date)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n")
        for (position, suite) in plan.suites.enumerated() {
            let area = suite.area
            out.append("  <testsuite name=\"\(area.rawValue)\" package=\"lubaaudit.\(area.rawValue)\" id=\"\(position)\"")
            out.append(" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"\(suite.skipped)\" time=\"0\"")
            out.append(" timestamp=\"\(timestamp)\" hostname=\"localhost\">\n")
            writeProperties(result, area: area, to: &out)
            for testCase in suite.cases {
                out.append("    <testcase name=\"")
                XMLEscaping.appendAttribute(testCase.name, to: &out)
                out.append("\" classname=\"")
                XMLEscaping.appendAttribute(testCase.classname, to: &out)
                out.append("\" time=\"0\"")
                if let position = testCase.suppressed {
                    let item = result.suppressed[position]
                    var message = "suppressed in source at \(item.directive)"
                    if let reason = item.justification { message += ": " + reason }
                    out.append(">\n      <skipped message=\"")
                    XMLEscaping.appendAttribute(JUnitFindingText.visible(message), to: &out)
                    out.append("\">")
                    JUnitFindingText.append(item.finding, to: &out)
                    out.append("</skipped>\n    </testcase>\n")
                    continue
                }
                guard let position = testCase.finding, testCase.fails else {
                    out.append("/>\n")
                    continue
                }
                let finding = result.findings[position]
                out.append(">\n      <failure message=\"")
                XMLEscaping.appendAttribute(JUnitFindingText.visible(finding.message), to: &out)
                out.append("\" type=\"")
                XMLEscaping.appendAttribute(finding.ruleID, to: &out)
                out.append("\">")
                JUnitFindingText.append(finding, to: &out)
                out.append("</failure>\n    </testcase>\n")
            }
            out.append("    <system-out>")
            writePassingDetails(suite, result, to: &out)
            out.append("</system-out>\n")
            out.append("    <system-err></system-err>\n")
            out.append("  </testsuite>\n")
        }
        out.append("</testsuites>\n")
    }

    /// How many bytes of a suite's `<system-out>` list the findings that pass. Home
    /// Assistant's 5,000 warnings and notes alone take 3 MB in full, more than the rest of the
    /// file; past the budget their cases stay, and the JSON report holds their details.
    package static let passingDetailBudget = 512 * 1024

    /// The strict schema allows no `<system-out>` inside a case: the findings that pass are
    /// spelled out in their suite's, each under the classname and name of its case (which say
    /// the subject, so its lines are left out), in order, up to `passingDetailBudget`; the
    /// rest are counted.
    private static func writePassingDetails(_ suite: JUnitPlan.Suite, _ result: AuditResult, to out: inout ReportStream) {
        var budget = passingDetailBudget
        var omitted = 0
        for testCase in suite.cases where !testCase.fails {
            guard let position = testCase.finding else { continue }
            guard budget > 0 else {
                omitted += 1
                continue
            }
            var block = ReportStream()
            XMLEscaping.appendText(testCase.classname, to: &block)
            block.append(" / ")
            XMLEscaping.appendText(testCase.name, to: &block)
            block.append("\n")
            JUnitFindingText.append(result.findings[position], subject: false, indent: true, to: &block)
            block.append("\n\n")
            let size = block.withBytes(\.count)
            if size > budget {
                // In order or not at all: a later, shorter block does not jump the queue.
                budget = 0
                omitted += 1
                continue
            }
            budget -= size
            out.append(block)
        }
        if omitted > 0 {
            out.append("\(omitted) more passing finding\(omitted == 1 ? "" : "s") (this listing stops at ")
            out.append("\(passingDetailBudget / 1024) KiB): each is a test case above, and the JSON report ")
            out.append("(--format json) holds every finding in full.\n")
        }
    }

    /// What the run was and what it did not check: CI shows suite properties beside the cases,
    /// and a reader must not take an unchecked dark appearance for a passing one. Each line of
    /// `unchecked` has a numbered name of its own, so readers that keep properties in a map
    /// lose none.
    private static func writeProperties(_ result: AuditResult, area: Area, to out: inout ReportStream) {
        var properties = [
            ("tool", result.tool.name), ("toolVersion", result.tool.version), ("icuVersion", result.tool.icuVersion),
            ("area", area.title), ("failOn", result.failOnWord), ("root", result.inputs.root), ("date", result.date),
        ]
        for (number, line) in result.inputs.unchecked.enumerated() {
            properties.append(("notChecked.\(number + 1)", line))
        }
        out.append("    <properties>\n")
        for (name, value) in properties {
            out.append("      <property name=\"\(name)\" value=\"")
            XMLEscaping.appendAttribute(value, to: &out)
            out.append("\"/>\n")
        }
        out.append("    </properties>\n")
    }

    /// Schema types the names as xs:token, which collapses whitespace: collapse it here so two
    /// names that differ only in whitespace are disambiguated rather than merged by a reader.
    package static func collapsed(_ text: String) -> String {
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
    package static func timestamp(_ date: String) -> String {
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
}
