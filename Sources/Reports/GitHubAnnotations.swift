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
/// GitHub Actions workflow commands (`--format github`): one `::error file=…,line=…,col=…,title=…::message`
/// line per finding, as SwiftLint's `github-actions-logging` reporter writes them, so findings
/// show inline on a pull request without uploading anything. Paths are relative to the
/// project root (the repository root in a checkout), as GitHub resolves them; a finding
/// without a file, or with one outside the project, is an annotation on the run.
public enum GitHubAnnotations {
    public static func render(_ result: AuditResult) -> String {
        var out = ""
        for finding in result.findings {
            out += line(finding, paths: result.paths)
            out += "\n"
        }
        return out
    }

    /// GitHub's words: `note` is `notice` there.
    package static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    package static func line(_ finding: Finding, paths: PathBase) -> String {
        var properties: [String] = []
        if let location = finding.location, let file = paths.projectRelative(location.file) {
            // Escaped as every log line is: a name with ESC or U+202E in it would reach the log
            // raw, and GitHub finds no file by such a name anyway.
            properties.append("file=" + escapedProperty(TerminalText.escaped(file)))
            if location.line >= 1 {
                properties.append("line=\(location.line)")
                if location.column >= 1 { properties.append("col=\(location.column)") }
            }
        }
        properties.append("title=" + escapedProperty(TerminalText.escaped(finding.ruleID)))
        var message = finding.message
        if let fix = finding.fix, !fix.isEmpty { message += " Fix: " + fix }
        // The one output that writes workflow commands on purpose, so it does not go through
        // `TerminalText`'s line guard; its properties and message are escaped as the runner
        // reads them, so nothing in them ends the command or starts another.
        return "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapedData(TerminalText.escaped(LogQuotes.shortened(message))))"
    }

    /// `@actions/core`'s escaping of a command's message.
    package static func escapedData(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case "\r\n": out += "%0D%0A"
            default: out.append(character)
            }
        }
        return out
    }

    /// `@actions/core`'s escaping of a property value: the message's, and `:` and `,`.
    package static func escapedProperty(_ text: String) -> String {
        var out = ""
        for character in escapedData(text) {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.append(character)
            }
        }
        return out
    }
}
