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
/// The machine- and human-readable report kinds `lubaaudit` can write. The CLI's `--format`
/// names are the raw values, so they are part of the command-line contract: do not rename.
public enum ReportFormat: String, CaseIterable, Codable, Sendable {
    /// One self-contained page for people (inline CSS and JS, no network).
    case html
    /// JUnit XML so CI systems (Jenkins, GitLab, GitHub test reporters) show real test counts.
    case junit
    /// SARIF 2.1.0 for code-scanning dashboards.
    case sarif
    /// The whole result with a versioned schema (docs/report-schema.json) for other tools.
    case json
    /// `path:line:column: error: message [rule]` diagnostics on standard error.
    case text
    /// GitHub Actions annotations (`::error file=…::…`) on standard output.
    case github

    /// The file name used when the user names a directory rather than a file, so repeated runs
    /// overwrite the same report instead of piling up. `text` and `github` go to the standard streams: none.
    public var defaultFileName: String? {
        switch self {
        case .html: return "lubaaudit.html"
        case .junit: return "junit.xml"
        case .sarif: return "lubaaudit.sarif"
        case .json: return "lubaaudit.json"
        case .text, .github: return nil
        }
    }

    /// Whether the report names findings by `ReportIndex.fingerprint(_:)` (SARIF's
    /// `partialFingerprints`, HTML anchors, JSON's `fingerprint`).
    package var namesFingerprints: Bool {
        switch self {
        case .html, .sarif, .json: return true
        case .junit, .text, .github: return false
        }
    }
}
