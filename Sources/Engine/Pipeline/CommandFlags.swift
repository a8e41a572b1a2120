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
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
/// One command-line flag: how it is spelled, what value it takes, which commands take it and
/// what help says of it. The CLI parses and prints help from `CommandFlags.all`, and the
/// command plugin's lists are generated from it (a test checks they agree), so no front end
/// keeps a list of its own.
public struct CommandFlag: Sendable, Hashable {
    /// What follows the flag on the command line.
    public enum Value: Sendable, Hashable {
        /// Nothing: a switch.
        case none
        /// One value, the placeholder help shows (`DIR`); given twice it is a usage error.
        case one(String)
        /// A value that may be given more than once.
        case repeatable(String)

        public var placeholder: String? {
            switch self {
            case .none: return nil
            case .one(let name), .repeatable(let name): return name
            }
        }
    }

    /// What help says for one command where the flag means something else there.
    public struct Usage: Sendable, Hashable {
        public var placeholder: String?
        /// The description; each `\n` starts a continuation line.
        public var text: String

        public init(placeholder: String?, text: String) {
            self.placeholder = placeholder
            self.text = text
        }
    }

    /// `--package`.
    public var spelling: String
    /// Other spellings of the same flag (`-h`), accepted but not listed on their own.
    public var aliases: [String]
    public var value: Value
    public var commands: Set<AuditCommand>
    /// The description help prints after the flag and its placeholder; each `\n` starts a
    /// continuation line.
    public var text: String
    /// The commands for which the flag means something else, and what help says there.
    public var usages: [AuditCommand: Usage]
    /// The commands for which giving the flag names what is audited: a front end that audits
    /// its own package by default (the command plugin) adds none then.
    public var namesInput: Set<AuditCommand>

    public init(
        _ spelling: String, aliases: [String] = [], value: Value = .none, commands: Set<AuditCommand>, text: String,
        usages: [AuditCommand: Usage] = [:], namesInput: Set<AuditCommand> = []
    ) {
        self.spelling = spelling
        self.aliases = aliases
        self.value = value
        self.commands = commands
        self.text = text
        self.usages = usages
        self.namesInput = namesInput
    }

    public var takesValue: Bool { value != .none }
    public var isRepeatable: Bool { if case .repeatable = value { return true } else { return false } }

    /// What help shows for `command`: the placeholder and description.
    public func usage(for command: AuditCommand) -> Usage {
        usages[command] ?? Usage(placeholder: value.placeholder, text: text)
    }
}

/// Every flag of the command line, in the order help lists them.
public enum CommandFlags {
    /// Commands that write the audit's reports.
    package static let reporting: Set<AuditCommand> = [.audit, .strings, .contrast, .tokens, .source]
    /// Commands that read string tables.
    package static let readingTables: Set<AuditCommand> = [.audit, .strings, .missingKeys, .source]
    /// Commands that read a palette or an accent.
    package static let readingColors: Set<AuditCommand> = [.audit, .contrast]
    package static let everyCommand = Set(AuditCommand.allCases)

    public static let all: [CommandFlag] = [
        CommandFlag(
            "--package", value: .one("DIR"), commands: reporting.union([.missingKeys, .importTranslations]),
            text: "a LubaUI-shaped checkout: every *.lproj under Sources/, the key\nregistry (LubaStrings.swift) and the Swift token and theme sources",
            namesInput: everyCommand),
        CommandFlag(
            "--strings", value: .repeatable("PATH"), commands: readingTables.union([.importTranslations]),
            text: "audit the .lproj tables under PATH, or PATH as one table file\n(overrides discovery; repeatable)",
            namesInput: everyCommand),
        CommandFlag(
            "--keys", value: .repeatable("FILE"), commands: readingTables,
            text: "Swift file(s) declaring keys (overrides discovery; repeatable)"),
        CommandFlag(
            "--source-locale", value: .one("L"), commands: readingTables.union([.importTranslations]),
            text: "the locale translations are compared against (default: en)"),
        CommandFlag(
            "--palette", value: .repeatable("FILE[,FILE]"), commands: readingColors,
            text: "W3C Design Tokens (DTCG) palette files (repeatable): primitives and\nsemantic, light and dark by file name, $themes or $extensions mode",
            namesInput: [.contrast]),
        CommandFlag(
            "--dark-palette", value: .repeatable("FILE"), commands: readingColors,
            text: "a palette file for the dark appearance only", namesInput: [.contrast]),
        CommandFlag(
            "--base-theme", value: .one("luba"), commands: readingColors,
            text: "map the palette onto LubaUI's roles, filling the ones it leaves out\nfrom LubaUI's theme (default: audit the palette alone, its own names)"),
        CommandFlag(
            "--accent", value: .one("HEX"), commands: readingColors,
            text: "apply a new brand accent as LubaThemeColors.accented(_:) does", namesInput: [.contrast]),
        CommandFlag(
            "--on-accent", value: .one("HEX"), commands: readingColors,
            text: "the text color on the accent (default: keep the theme's)"),
        CommandFlag(
            "--config", value: .one("FILE"), commands: reporting.union([.missingKeys, .importTranslations]),
            text: "settings (default: .lubaaudit.json at the package root, else here)"),
        CommandFlag(
            "--locale", value: .one("L"), commands: [.missingKeys, .importTranslations],
            text: "the translator's locale (one the catalog has)"),
        CommandFlag(
            "--format", value: .one("LIST"), commands: reporting.union([.missingKeys, .rules]),
            text: "any of \(AuditCommand.audit.formats.joined(separator: ",")) (default: html,junit + text\nsummary); github writes Actions annotations to standard output",
            usages: [
                .rules: CommandFlag.Usage(
                    placeholder: "FORMAT",
                    text: "\(alternatives(AuditCommand.rules.formats, defaultFirst: true)): one line per rule on\nstandard output, or the rule reference as files"),
                .missingKeys: CommandFlag.Usage(placeholder: "FORMAT", text: alternatives(AuditCommand.missingKeys.formats, defaultFirst: true)),
            ]),
        CommandFlag(
            "--output", value: .one("DIR"), commands: reporting.union([.missingKeys, .rules]),
            text: "where report files go (default: reports/)",
            usages: [
                .rules: CommandFlag.Usage(placeholder: "DIR", text: "with --format markdown: write one page per rule and an index there"),
                .missingKeys: CommandFlag.Usage(placeholder: "FILE", text: "write the list to FILE instead of standard output"),
            ]),
        CommandFlag(
            "--readme", value: .one("FILE"), commands: [.rules],
            text: "with --format markdown: also replace the rule table between FILE's two\nmarker lines (`<!-- rules:begin -->`, `<!-- rules:end -->`)"),
        CommandFlag(
            "--fail-on", value: .one("LEVEL"), commands: reporting,
            text: "error (default), warning, note or never: the exit code is 1 when a\nfinding is at or above LEVEL"),
        CommandFlag(
            "--baseline", value: .one("FILE"), commands: reporting,
            text: "report and fail only on findings not in FILE"),
        CommandFlag(
            "--write-baseline", value: .one("FILE"), commands: reporting,
            text: "record today's findings in FILE (and exit 0)"),
        CommandFlag(
            "--project-root", value: .one("DIR"), commands: reporting.union([.importTranslations]),
            text: "the project: what report and export paths are relative to and where\nproject files are read (default: the git work tree holding the\naudited folder, else the nearest folder with project files)"),
        CommandFlag(
            "--dry-run", commands: [.importTranslations],
            text: "write nothing: print what would change as a unified diff per file"),
        CommandFlag(
            "--no-color", commands: reporting.union([.importTranslations]),
            text: "no ANSI colour (also when NO_COLOR is set or stderr is not a terminal)"),
        CommandFlag(
            "--quiet", commands: reporting,
            text: "no per-finding diagnostics on stderr, only the summary"),
        // Every command takes these two, and neither runs it: no input is needed.
        CommandFlag("--help", aliases: ["-h"], commands: everyCommand, text: "this text", namesInput: everyCommand),
        CommandFlag("--version", commands: everyCommand, text: "print the version and exit", namesInput: everyCommand),
    ]

    /// The flag spelled `spelling` (or one of its aliases).
    public static func named(_ spelling: String) -> CommandFlag? {
        all.first { $0.spelling == spelling || $0.aliases.contains(spelling) }
    }

    /// Every spelling the parser knows, aliases included.
    public static var spellings: [String] { all.flatMap { [$0.spelling] + $0.aliases } }

    /// The flags `command` takes, in help's order.
    public static func accepted(by command: AuditCommand) -> [CommandFlag] {
        all.filter { $0.commands.contains(command) }
    }

    /// `a, b or c`; with `defaultFirst`, the first marked as the default.
    public static func alternatives(_ words: [String], defaultFirst: Bool = false) -> String {
        var words = words
        if defaultFirst, !words.isEmpty { words[0] += " (default)" }
        guard let last = words.popLast() else { return "" }
        return words.isEmpty ? last : words.joined(separator: ", ") + " or " + last
    }

    /// `command`'s help lines for its flags: the flag and its placeholder in a column, the
    /// description after it, continuation lines under the description.
    public static func helpLines(for command: AuditCommand) -> [String] {
        accepted(by: command).map { flag in
            let usage = flag.usage(for: command)
            let head = usage.placeholder.map { "\(flag.spelling) \($0)" } ?? flag.spelling
            let column = head.count >= 23 ? head + "  " : head + String(repeating: " ", count: 23 - head.count)
            let indent = "\n" + String(repeating: " ", count: 25)
            return "  " + column + usage.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: indent)
        }
    }
}

extension AuditCommand {
    /// The `--format` values the command takes, in the order help lists them; empty for a
    /// command without `--format`. The audit's are `ReportFormat`'s raw values (a test checks
    /// they agree: the reports sit above this layer).
    public var formats: [String] {
        switch self {
        case .audit, .strings, .contrast, .tokens, .source: return ["html", "junit", "sarif", "json", "text", "github"]
        case .missingKeys: return ["text", "csv", "xliff", "json"]
        case .rules: return ["text", "markdown"]
        case .importTranslations, .help: return []
        }
    }

    /// Whether `--format` takes a comma-separated list (the audit's reports) or one value.
    public var takesFormatList: Bool { CommandFlags.reporting.contains(self) }

    /// Whether a front end run inside a package (the command plugin) audits that package when
    /// the command line names no input (`CommandFlag.namesInput`). The CLI on its own falls back
    /// to ./Localizations instead; `import` writes, so it is never pointed at a folder unasked.
    public var auditsPackageByDefault: Bool {
        CommandFlags.named("--package")!.commands.contains(self) && self != .importTranslations
    }
}
