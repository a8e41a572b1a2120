/// The `--help` text of each command.
enum Help {
    static let inputs = """
      --package DIR          a LubaUI-shaped checkout: every *.lproj under Sources/, the key
                             registry (LubaStrings.swift) and the token sources
      --strings DIR          audit the .lproj tables under DIR (overrides discovery; repeatable)
      --keys FILE            Swift file(s) declaring keys (overrides discovery; repeatable)
      --source-locale L      the locale translations are compared against (default: en)
      --config FILE          settings (default: .lubaaudit.json at the package root, if present)
    """
    static let outputs = """
      --format LIST          any of html,junit,sarif,json,text (default: html,junit + text summary)
      --output DIR           where report files go (default: reports/)
      --fail-on LEVEL        error (default), warning, info or never: the exit code is 1 when a
                             finding is at or above LEVEL
      --baseline FILE        report and fail only on findings not in FILE
      --write-baseline FILE  record today's findings in FILE
      --no-color             no ANSI colour (also when NO_COLOR is set or stderr is not a terminal)
      --quiet                no per-finding diagnostics on stderr, only the summary
    """

    static func text(for command: Arguments.Command) -> String {
        switch command {
        case .audit:
            return """
            usage: lubaaudit [audit] [options]

            Audits localization tables, the key registry and (with a theme) accessibility tokens.
            With no arguments it audits the embedded default catalog in ./Localizations.

            \(inputs)
            \(outputs)
              --version              print the version and exit

            commands: audit (default), strings, missing-keys, contrast, tokens
            exit codes: 0 clean at --fail-on, 1 findings at or above it, 2 usage error or unreadable input
            """
        case .strings:
            return """
            usage: lubaaudit strings [options]

            Audits localization only: keys, tables, translations, format specifiers, ICU messages, plurals.

            \(inputs)
            \(outputs)
            """
        case .missingKeys:
            return """
            usage: lubaaudit missing-keys --locale L [options]

            Lists every key that is missing, empty or still identical to the source in locale L,
            with the source text, the translator comment and a legend of the placeholders.

            \(inputs)
              --locale L             the translator's locale (required)
              --format F             text (default), csv, xliff or json; written to stdout
              --output FILE          write to FILE instead of stdout
            """
        case .contrast:
            return """
            usage: lubaaudit contrast [options]

            WCAG contrast of every theme color pair in light and dark.

              --package DIR          read the theme from a LubaUI checkout's Swift sources
              --palette FILE         a W3C Design Tokens (DTCG) JSON palette (light, or both with $themes)
              --dark-palette FILE    the dark palette, when light and dark are two files
              --accent HEX           apply a new brand accent as LubaThemeColors.accented(_:) does
              --on-accent HEX        the text color on the accent (default: keep the theme's)
            \(outputs)
            """
        case .tokens:
            return """
            usage: lubaaudit tokens [options]

            Touch-target and Dynamic Type checks on a LubaUI checkout's token sources, and
            the design tokens those checks need but cannot resolve.

              --package DIR          a LubaUI checkout
            \(outputs)
            """
        }
    }
}
