import LubaAudit

/// The help text of each command, built from the flags the command accepts, so the help and
/// what the parser takes can never disagree.
enum Help {
    /// Every flag's line, in the order help lists them.
    static var flagLines: [(flag: String, text: String)] { [
        ("--package", "--package DIR          a LubaUI-shaped checkout: every *.lproj under Sources/, the key\n                         registry (LubaStrings.swift) and the Swift token and theme sources"),
        ("--strings", "--strings PATH         audit the .lproj tables under PATH, or PATH as one table file\n                         (overrides discovery; repeatable)"),
        ("--keys", "--keys FILE            Swift file(s) declaring keys (overrides discovery; repeatable)"),
        ("--source-locale", "--source-locale L      the locale translations are compared against (default: en)"),
        ("--palette", "--palette FILE[,FILE]  W3C Design Tokens (DTCG) palette files (repeatable): primitives and\n                         semantic, light and dark by file name, $themes or $extensions mode"),
        ("--dark-palette", "--dark-palette FILE    a palette file for the dark appearance only"),
        ("--base-theme", "--base-theme luba      map the palette onto LubaUI's roles, filling the ones it leaves out\n                         from LubaUI's theme (default: audit the palette alone, its own names)"),
        ("--accent", "--accent HEX           apply a new brand accent as LubaThemeColors.accented(_:) does"),
        ("--on-accent", "--on-accent HEX        the text color on the accent (default: keep the theme's)"),
        ("--config", "--config FILE          settings (default: .lubaaudit.json at the package root, else here)"),
        ("--locale", "--locale L             the translator's locale (one the catalog has)"),
        ("--format", "--format LIST          any of \(Arguments.formats(for: .audit).joined(separator: ",")) (default: html,junit + text\n                         summary); github writes Actions annotations to standard output"),
        ("--output", "--output DIR           where report files go (default: reports/)"),
        ("--fail-on", "--fail-on LEVEL        error (default), warning, note or never: the exit code is 1 when a\n                         finding is at or above LEVEL"),
        ("--baseline", "--baseline FILE        report and fail only on findings not in FILE"),
        ("--write-baseline", "--write-baseline FILE  record today's findings in FILE (and exit 0)"),
        ("--readme", "--readme FILE          with --format markdown: also replace the rule table between the lines\n                         \(READMERuleTable.begin) and \(READMERuleTable.end) in FILE"),
        ("--project-root", "--project-root DIR     the project: what report and export paths are relative to and where\n                         project files are read (default: the git work tree holding the\n                         audited folder, else the nearest folder with project files)"),
        ("--dry-run", "--dry-run              write nothing: print what would change as a unified diff per file"),
        ("--no-color", "--no-color             no ANSI colour (also when NO_COLOR is set or stderr is not a terminal)"),
        ("--quiet", "--quiet                no per-finding diagnostics on stderr, only the summary"),
    ] }

    static let exitCodes = "exit codes: 0 clean at --fail-on, 1 findings at or above it, 2 usage error, unreadable or\n            missing input, unknown rule id or locale, invalid config or baseline"

    /// Flags whose meaning differs for a command that writes no audit report: `rules` and
    /// `missing-keys` take one format (listed from `Arguments.formats(for:)`) and `--output`
    /// names what they write.
    static func flagOverrides(for command: Arguments.Command) -> [String: String] {
        switch command {
        case .rules:
            return [
                "--format": "--format FORMAT        \(alternatives(Arguments.formats(for: command), defaultFirst: true)): one line per rule on\n                         standard output, or the rule reference as files",
                "--output": "--output DIR           with --format markdown: write one page per rule and an index there",
            ]
        case .missingKeys:
            return [
                "--format": "--format FORMAT        \(alternatives(Arguments.formats(for: command), defaultFirst: true))",
                "--output": "--output FILE          write the list to FILE instead of standard output",
            ]
        default:
            return [:]
        }
    }

    /// `a, b or c`; with `defaultFirst`, the first marked as the default.
    static func alternatives(_ words: [String], defaultFirst: Bool = false) -> String {
        var words = words
        if defaultFirst, !words.isEmpty { words[0] += " (default)" }
        guard let last = words.popLast() else { return "" }
        return words.isEmpty ? last : words.joined(separator: ", ") + " or " + last
    }

    static func options(for command: Arguments.Command) -> String {
        let accepted = Arguments.accepted(by: command)
        let overrides = flagOverrides(for: command)
        var lines = flagLines.filter { accepted.contains($0.flag) }.map { "  " + (overrides[$0.flag] ?? $0.text) }
        lines.append("  --help                 this text")
        return lines.joined(separator: "\n")
    }

    static func text(for command: Arguments.Command) -> String {
        switch command {
        case .audit:
            return """
            usage: lubaaudit [audit] [options]

            Audits localization tables, the key registry and (with a theme) accessibility tokens.
            With no arguments it audits the embedded default catalog in ./Localizations.

            \(options(for: command))
              --version              print the version and exit

            commands: audit (default), strings, missing-keys, contrast, tokens, source, rules, import, help
            \(exitCodes)
            """
        case .strings:
            return """
            usage: lubaaudit strings [options]

            Audits localization only: keys, tables, translations, format specifiers, ICU messages, plurals.

            \(options(for: command))
            """
        case .missingKeys:
            return """
            usage: lubaaudit missing-keys --locale L [options]

            Lists every key that is missing, empty or still identical to the source in locale L,
            with the source text, the translator comment and a legend of the placeholders.

            \(options(for: command))
            """
        case .contrast:
            return """
            usage: lubaaudit contrast [options]

            WCAG contrast of every theme color pair in light and dark: a palette, a new accent on
            the current theme, or the theme of a LubaUI checkout (--package).

            \(options(for: command))
            """
        case .tokens:
            return """
            usage: lubaaudit tokens --package DIR [options]

            Touch-target and Dynamic Type checks on a LubaUI checkout's token sources, and
            the design tokens those checks need but cannot resolve.

            \(options(for: command))
            """
        case .source:
            return """
            usage: lubaaudit source --package DIR [options]

            What the SwiftUI views do: text that will not be localized, registry keys nothing
            uses, numbers put into text without a locale, controls VoiceOver cannot name,
            motion that ignores Reduce Motion, and theme statics read inside components.

            \(options(for: command))
            """
        case .rules:
            return """
            usage: lubaaudit rules [--format markdown --output DIR [--readme FILE]]

            Lists every rule: id, default severity, title. With --format markdown, writes the
            rule reference instead: one page per rule (id, area, severity, options, reference,
            rationale, examples with the finding's position marked) and an index by area, as
            \(RuleReference.command) keeps it in the repository.
            With --readme FILE it also writes the table of rules between two marker lines of
            FILE (the repository's README).

            \(options(for: command))
            """
        case .importTranslations:
            return """
            usage: lubaaudit import FILE [--locale L] [--dry-run] [options]

            Writes the translations of an XLIFF 1.2 file (from missing-keys --format xliff, or
            Xcode's export) or a CSV (from missing-keys --format csv: the translation column, else
            current) into the tables they belong to, as .strings, .stringsdict or .xcstrings,
            changing no other byte. Each translation is checked first with the audit's rules
            against its source; one with an error is not written and is reported at its unit.
            The locale is the file's target-language unless --locale names it (CSV needs it).
            exit codes: 0 every translation written, 1 some refused (the others written), 2 the
            file or a path in it cannot be imported (nothing written)

            \(options(for: command))
            """
        case .help:
            return """
            usage: lubaaudit help [command]

            Prints the help of a command (audit, strings, missing-keys, contrast, tokens, source, rules, import).
            """
        }
    }
}
