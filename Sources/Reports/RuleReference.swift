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
/// The rule reference, generated from the rules' own descriptions: one Markdown page per rule
/// and an index by area (`lubaaudit rules --format markdown --output docs/rules`). Each page is
/// also its rule's `help.markdown` in SARIF. Rules in, file name → text out, nothing read from
/// disk and everything sorted, so a test can compare the committed pages with what the rules
/// generate today.
public enum RuleReference {
    /// Where the pages are kept in lubaaudit's repository.
    public static let folder = "docs/rules"
    public static let indexName = "README.md"
    public static let command = "lubaaudit rules --format markdown --output \(folder)"

    public static func fileName(of id: String) -> String { id + ".md" }

    /// The page's path in lubaaudit's repository, for reports that name it.
    public static func repositoryPath(of id: String) -> String { folder + "/" + fileName(of: id) }

    /// Every page by its name in the output folder: `<id>.md` per rule and the index.
    public static func pages(_ rules: [RuleDescription]) -> [String: String] {
        var pages = [indexName: index(rules)]
        for rule in rules { pages[fileName(of: rule.id)] = page(rule) }
        return pages
    }

    public static func page(_ rule: RuleDescription) -> String {
        var out = "# \(MarkdownText.code(rule.id)): \(MarkdownText.inline(rule.title))\n\n"
        out += "- Area: \(MarkdownText.inline(rule.area.title)) (\(MarkdownText.code(rule.area.rawValue)))\n"
        out += "- Default severity: \(MarkdownText.code(rule.defaultSeverity.rawValue))\n"
        out += "- Reference: \(MarkdownText.link(rule.reference.title, url: rule.reference.url))\n\n"
        out += MarkdownText.inline(rule.summary) + "\n\n"
        out += options(rule.options)
        out += "## Triggering examples\n\n"
        out += "\(ExampleMarker.text) marks where each finding points: the character its line:column names.\n\n"
        out += rule.triggering.map { example($0, marked: true) }.joined()
        out += "## Non-triggering examples\n\n"
        out += rule.nonTriggering.map { example($0, marked: false) }.joined()
        out += "*Generated from the rule's description by \(MarkdownText.code(command)).*\n"
        return out
    }

    public static func index(_ rules: [RuleDescription]) -> String {
        var out = "# Rules\n\n"
        out += "\(rules.count) rules, one page each, generated from the rules' own descriptions by "
        out += "\(MarkdownText.code(command)); a test fails when these pages differ from what the rules generate. "
        out += "A rule's id is what configs, baselines, SARIF and JUnit name it by. "
        out += "Every rule's severity is set under `severity` in `.lubaaudit.json` "
        out += "(`\"error\"`, `\"warning\"`, `\"note\"` or `\"off\"`) and a rule is switched off with `disabledRules`.\n\n"
        for area in Area.allCases {
            let inArea = rules.filter { $0.area == area }.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
            guard !inArea.isEmpty else { continue }
            out += "## \(MarkdownText.inline(area.title))\n\n"
            out += "| rule | default severity | title |\n| --- | --- | --- |\n"
            for rule in inArea {
                let link = "[\(MarkdownText.code(rule.id, inTable: true))](<\(SARIFPaths.percentEncoded(fileName(of: rule.id)))>)"
                out += "| \(link) | \(rule.defaultSeverity.rawValue) | \(MarkdownText.inline(rule.title, inTable: true)) |\n"
            }
            out += "\n"
        }
        return out
    }

    private static func options(_ options: [RuleOption]) -> String {
        var out = "## Options\n\n"
        guard !options.isEmpty else {
            return out + "None of its own besides `severity` and `disabledRules`, which every rule takes.\n\n"
        }
        out += "Set in `.lubaaudit.json`, besides `severity` and `disabledRules`, which every rule takes.\n\n"
        out += "| key | default | what it changes |\n| --- | --- | --- |\n"
        for option in options {
            out += "| \(MarkdownText.code(option.key, inTable: true)) | \(MarkdownText.code(option.defaultValue, inTable: true)) | \(MarkdownText.inline(option.summary, inTable: true)) |\n"
        }
        return out + "\n"
    }

    private static func example(_ example: RuleExample, marked: Bool) -> String {
        var out = "### \(MarkdownText.inline(example.note))\n\n"
        if !example.options.isEmpty {
            out += "Run with \(MarkdownText.code(example.options.joined(separator: " "))).\n\n"
        }
        for path in example.files.keys.sorted() {
            out += "\(MarkdownText.code(path))\n\n" + MarkdownText.fence(example.files[path]!, info: language(of: path)) + "\n"
        }
        for path in example.rawFiles.keys.sorted() {
            out += "\(MarkdownText.code(path)), not valid text: each invalid byte shows as U+FFFD (�)\n\n"
            out += MarkdownText.fence(String(decoding: example.rawFiles[path]!, as: UTF8.self), info: language(of: path)) + "\n"
        }
        for path in example.links.keys.sorted() {
            out += "\(MarkdownText.code(path)), a symbolic link to\n\n" + MarkdownText.fence(example.links[path]!, info: "") + "\n"
        }
        let positions = example.markedPositions
        if marked, !positions.isEmpty {
            let places = positions.map { MarkdownText.code($0.description) }.joined(separator: ", ")
            out += (positions.count == 1 ? "Finding at " : "Findings at ") + places + ".\n\n"
        }
        return out
    }

    /// The fence's language, for highlighting; `.strings` has no name highlighters know.
    private static func language(of path: String) -> String {
        if path.hasSuffix(".swift") { return "swift" }
        if path.hasSuffix(".stringsdict") || path.hasSuffix(".xml") { return "xml" }
        if path.hasSuffix(".xcstrings") || path.hasSuffix(".json") { return "json" }
        return ""
    }
}
