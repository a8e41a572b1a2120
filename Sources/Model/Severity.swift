/// How much a finding matters. Ordered so that `--fail-on` can compare. The raw values are the
/// one vocabulary every output uses: the words of Xcode's and CI log parsers' diagnostics
/// (`error:`, `warning:`, `note:`), which SARIF's levels share.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case note
    case warning
    case error

    package var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The severity a config file or `--fail-on` names. `info` is read as `note`: configs
    /// written before the vocabulary was unified keep working, and every output says `note`.
    public init?(word: String) {
        if word == "info" {
            self = .note
        } else {
            self.init(rawValue: word)
        }
    }

    /// The plural the summaries use ("3 errors", "1 note").
    public func counted(_ count: Int) -> String {
        "\(count) \(rawValue)\(count == 1 ? "" : "s")"
    }
}
