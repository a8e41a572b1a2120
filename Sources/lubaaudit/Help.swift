import LubaAudit

/// The help text of each command. Its flags are the library's table (`CommandFlags`), the
/// one the parser reads, so the help and what the parser takes can never disagree.
enum Help {
    static let exitCodes = "exit codes: 0 clean at --fail-on, 1 findings at or above it, 2 usage error, unreadable or\n            missing input, unknown rule id or locale, invalid config or baseline"

    static func options(for command: AuditCommand) -> String {
        CommandFlags.helpLines(for: command).joined(separator: "\n")
    }

    static func text(for command: AuditCommand) -> String {
        switch command {
        case .audit:
            return """
            usage: lubaaudit [audit] [options]

            Audits localization tables, the key registry and (with a theme) accessibility tokens.
            With no arguments it audits the embedded default catalog in ./Localizations.

            \(options(for: command))

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

            \(options(for: command))
            """
        }
    }
}
