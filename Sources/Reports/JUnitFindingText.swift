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
/// One finding as the lines of a JUnit `<failure>` body (or of its suite's `<system-out>`),
/// XML-escaped straight into the stream. GitLab shows only the body, never the `message`
/// attribute nor `file`/`line`, so the body carries everything: severity, message and rule,
/// where, what, the measurement and the fix. Every value is made single-line (a translation's
/// line break would read as a new field) and its bidi controls visible.
package enum JUnitFindingText {
    /// Lines are separated by line feeds, with no line feed after the last. `subject: false`
    /// leaves out the key, locale, table… lines, for a listing that heads each finding with its
    /// case's name, which already says them; `indent` starts every line with two spaces.
    package static func append(_ finding: Finding, subject showsSubject: Bool = true, indent: Bool = false, to out: inout ReportStream) {
        var first = true
        func line(_ label: StaticString) {
            if !first { out.append(byte: 0x0A) }
            first = false
            if indent { out.append("  ") }
            out.append(label)
        }
        func value(_ text: String) { XMLEscaping.appendText(visible(text), to: &out) }
        func place(_ location: SourceLocation) {
            value(location.file)
            out.append(byte: UInt8(ascii: ":"))
            out.append(decimal: location.line)
            out.append(byte: UInt8(ascii: ":"))
            out.append(decimal: location.column)
        }

        line("")
        out.append(finding.severity.rawValue)
        out.append(": ")
        value(finding.message)
        out.append(" [")
        value(finding.ruleID)
        out.append("]")
        if let location = finding.location {
            line("at ")
            place(location)
        }
        if showsSubject {
            let subject = finding.subject
            func part(_ label: StaticString, _ text: String?) {
                guard let text else { return }
                line(label)
                value(text)
            }
            part("key: ", subject.key)
            part("locale: ", subject.locale)
            part("table: ", subject.table)
            part("component: ", subject.component)
            part("pair: ", subject.pair)
            part("appearance: ", subject.appearance)
            part("token: ", subject.token)
            part("role: ", subject.role)
            part("detail: ", subject.detail)
        }
        if let text = finding.text {
            line("text: ")
            value(text)
        }
        for evidence in finding.evidence {
            line("")
            value(evidence.name)
            out.append(": ")
            value(evidence.value)
        }
        if let measured = finding.measured {
            line("measured: ")
            value(NumberText.measured(measured, passing: finding.passing))
            if let threshold = finding.threshold {
                out.append(" (threshold ")
                value(NumberText.threshold(threshold, passing: finding.passing))
                out.append(")")
            }
        } else if let threshold = finding.threshold {
            line("threshold: ")
            value(NumberText.threshold(threshold, passing: finding.passing))
        }
        for related in finding.related {
            line("related: ")
            place(related)
        }
        if let fix = finding.fix {
            line("fix: ")
            value(fix)
        }
    }

    /// `TextReport.singleLine`, after a byte scan: nearly every value is printable ASCII.
    package static func visible(_ text: String) -> String {
        let plain = text.withUTF8Bytes { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        return plain ? text : TextReport.singleLine(text)
    }
}
