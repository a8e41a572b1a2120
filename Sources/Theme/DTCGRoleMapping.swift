import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Maps a DTCG token path to a LubaUI role name: `color.text.primary`, `text.primary`,
/// `textPrimary` and `text-primary` all mean `textPrimary`; `chart.palette.3` and `chart-3`
/// mean the third chart color. A project's `roleMapping` (token path → role) comes first.
public struct DTCGRoleMapping: Sendable {
    public var explicit: [String: String]

    public init(explicit: [String: String] = [:]) {
        self.explicit = explicit
    }

    /// Namespaces designers put in front of role names; dropped before matching.
    package static let namespaces: Set<String> = ["color", "colors", "semantic", "theme", "sys", "system", "luba", "lubaui", "status", "feedback", "palette"]
    /// Words that only say "the plain one" at the end of a path (`surface.default`).
    package static let plainSuffixes: Set<String> = ["default", "base", "value", "main"]

    /// Squashed lowercase spellings → role, for the role names themselves and common synonyms.
    package static let spellings: [String: String] = {
        var table: [String: String] = [:]
        for role in ThemeRoleNames.all { table[role.lowercased()] = role }
        let synonyms: [String: String] = [
            "onaccent": "textOnAccent", "textonprimary": "textOnAccent", "onprimary": "textOnAccent",
            "accenthovered": "accentHover", "accentpressed": "accentHover", "accentactive": "accentHover",
            "accentmuted": "accentSubtle", "accentweak": "accentSubtle",
            "page": "background", "canvas": "background", "backgroundpage": "background",
            "surfaceprimary": "surface", "surfaceraised": "surface",
            "textplaceholder": "textTertiary", "textmuted": "textTertiary",
            "bordersubtle": "border", "borderfocus": "borderFocused", "focusring": "borderFocused",
            "separator": "divider", "danger": "error", "dangersubtle": "errorSubtle", "critical": "error",
            "positive": "success", "caution": "warning",
            "chartaxis": "chartAxisLabel", "chartlabel": "chartAxisLabel", "chartgridline": "chartGrid",
        ]
        for (spelling, role) in synonyms where table[spelling] == nil { table[spelling] = role }
        return table
    }()

    /// What a token path stands for.
    public enum Target: Hashable, Sendable {
        case role(String)
        /// A chart palette entry by the number written in its path (`chart.palette.3` → 3);
        /// the reader decides whether the palette counts from 0 or 1.
        case chart(Int)
    }

    /// What `path` stands for: a role, a chart palette entry, or nil.
    public func target(for path: String) -> Target? {
        if let role = explicit[path] {
            if let index = ThemeRoleNames.chartIndex(role) { return .chart(index &+ 1) }
            return .role(role)
        }
        var segments = path.split(separator: ".").map { Self.squash(String($0)) }.filter { !$0.isEmpty }
        while let first = segments.first, Self.namespaces.contains(first), segments.count > 1 { segments.removeFirst() }
        while let last = segments.last, Self.plainSuffixes.contains(last), segments.count > 1 { segments.removeLast() }
        guard !segments.isEmpty else { return nil }
        if let number = Self.chartNumber(segments) { return .chart(number) }
        return Self.spellings[segments.joined()].map { .role($0) }
    }

    /// `chart.palette.3` / `chart.3` / `chart3` / `chart-series-3` → 3.
    package static func chartNumber(_ segments: [String]) -> Int? {
        let joined = segments.joined()
        guard joined.hasPrefix("chart") else { return nil }
        var rest = Substring(joined.dropFirst(5))
        if rest.hasPrefix("palette") { rest = rest.dropFirst(7) }
        if rest.hasPrefix("series") { rest = rest.dropFirst(6) }
        guard !rest.isEmpty, rest.count <= 4, let number = Int(rest) else { return nil }
        return number
    }

    /// Lowercase ASCII letters and digits only (`On-Accent` → `onaccent`).
    package static func squash(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: scalars.append(Unicode.Scalar(scalar.value + 32) ?? scalar)
            case 0x61...0x7A, 0x30...0x39: scalars.append(scalar)
            default: continue
            }
        }
        return String(scalars)
    }
}
