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
/// The README's rule table, generated from the rules' own descriptions like the rule reference
/// (`RuleReference`): one row per rule, by area in area order and by id within an area, each id
/// linking its page. It stands in the README between two marker comments; the command that
/// writes the reference replaces what is between them, and a test fails when it differs.
public enum READMERuleTable {
    public static let begin = "<!-- rules:begin -->"
    public static let end = "<!-- rules:end -->"
    /// The command that regenerates the rule reference and this table, as CONTRIBUTING gives it.
    public static let command = RuleReference.command + " --readme README.md"

    /// The table, the lines between the markers (each ending in a line break).
    public static func table(_ rules: [RuleDescription]) -> String {
        var out = "<!-- Generated from the rules' descriptions by `\(command)`: edit the rules, not this table. -->\n"
        out += "| id | area | default | what |\n| --- | --- | --- | --- |\n"
        for area in Area.allCases {
            for rule in rules.filter({ $0.area == area }).sorted(by: { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }) {
                let page = RuleReference.folder + "/" + SARIFPaths.percentEncoded(RuleReference.fileName(of: rule.id))
                out += "| [\(MarkdownText.code(rule.id, inTable: true))](<\(page)>) | \(MarkdownText.inline(area.title, inTable: true)) | \(rule.defaultSeverity.rawValue) | \(MarkdownText.inline(rule.title, inTable: true)) |\n"
            }
        }
        return out
    }

    /// `readme` with the lines between the markers replaced by the table; nil unless the text
    /// has each marker once, on a line of its own, the begin marker first.
    public static func replacing(in readme: String, rules: [RuleDescription]) -> String? {
        guard let (head, _, tail) = split(readme) else { return nil }
        return head + table(rules) + tail
    }

    /// What stands between the markers today; nil as for `replacing`.
    public static func current(in readme: String) -> String? {
        split(readme)?.table
    }

    /// The text up to and including the begin marker's line, the lines between, and the rest
    /// from the end marker's line on.
    private static func split(_ readme: String) -> (head: String, table: String, tail: String)? {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0 == begin }), let last = lines.firstIndex(where: { $0 == end }), first < last,
              lines.filter({ $0 == begin || $0 == end }).count == 2 else { return nil }
        let head = lines[...first].joined(separator: "\n") + "\n"
        let table = lines[(first + 1)..<last].map { $0 + "\n" }.joined()
        let tail = lines[last...].joined(separator: "\n")
        return (head, table, tail)
    }
}
