/// How much a finding matters. Ordered so that `--fail-on` can compare.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case info
    case warning
    case error

    var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The word Xcode and CI log parsers expect in `path:line:col: <word>: message`.
    public var diagnosticWord: String {
        switch self {
        case .info: return "note"
        case .warning: return "warning"
        case .error: return "error"
        }
    }
}
