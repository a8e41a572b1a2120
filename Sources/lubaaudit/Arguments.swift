import LubaAudit

/// A parsed command line: the subcommand, flags with values, and switches. Small on purpose:
/// no package beyond the toolchain may be fetched, and the grammar is simple. Each command
/// takes only the flags it uses: a flag it would ignore is a usage error, never silence.
struct Arguments {
    enum Command: String, CaseIterable {
        case audit
        case strings
        case missingKeys = "missing-keys"
        case contrast
        case tokens
        case source
        case rules
        case importTranslations = "import"
        case help
    }

    struct UsageError: Error {
        var message: String
    }

    var command: Command = .audit
    var values: [String: [String]] = [:]
    var switches: Set<String> = []
    /// `help`'s topic: the command whose help to print.
    var topic: Command?
    /// `import`'s FILE.
    var operands: [String] = []

    static let valueFlags: Set<String> = [
        "--package", "--strings", "--keys", "--source-locale", "--locale", "--format", "--output",
        "--fail-on", "--config", "--baseline", "--write-baseline", "--palette", "--dark-palette",
        "--accent", "--on-accent", "--project-root", "--base-theme", "--readme",
    ]
    static let switchFlags: Set<String> = ["--help", "-h", "--version", "--no-color", "--quiet", "--dry-run"]

    static let reportFlags: Set<String> = [
        "--format", "--output", "--fail-on", "--baseline", "--write-baseline", "--no-color", "--quiet", "--project-root", "--config",
    ]
    static let tableFlags: Set<String> = ["--package", "--strings", "--keys", "--source-locale"]
    static let colorFlags: Set<String> = ["--palette", "--dark-palette", "--accent", "--on-accent", "--base-theme"]

    /// The flags each command takes (besides `--help` and `--version`, which every one takes).
    static func accepted(by command: Command) -> Set<String> {
        switch command {
        case .audit: return reportFlags.union(tableFlags).union(colorFlags)
        case .strings: return reportFlags.union(tableFlags)
        case .missingKeys: return tableFlags.union(["--config", "--locale", "--format", "--output"])
        case .contrast: return reportFlags.union(colorFlags).union(["--package"])
        case .tokens: return reportFlags.union(["--package"])
        case .source: return reportFlags.union(tableFlags)
        case .rules: return ["--format", "--output", "--readme"]
        case .importTranslations: return ["--package", "--strings", "--source-locale", "--config", "--locale", "--dry-run", "--project-root", "--no-color"]
        case .help: return []
        }
    }

    /// The `--format` values each command takes, in the order help lists them; empty for a
    /// command without `--format`. The parser checks every word of `--format` against it, and
    /// help prints it, so the two cannot disagree.
    static func formats(for command: Command) -> [String] {
        switch command {
        case .audit, .strings, .contrast, .tokens, .source: return ReportFormat.allCases.map(\.rawValue)
        case .missingKeys: return ["text", "csv", "xliff", "json"]
        case .rules: return ["text", "markdown"]
        case .importTranslations, .help: return []
        }
    }

    /// Whether `--format` takes a comma-separated list (the audit's reports) or one value.
    static func takesFormatList(_ command: Command) -> Bool {
        ![.missingKeys, .rules].contains(command)
    }

    /// Flags that may be given more than once; the others name one thing.
    static let repeatable: Set<String> = ["--strings", "--keys", "--palette", "--dark-palette"]

    static func parse(_ argv: [String]) throws -> Arguments {
        var args = Arguments()
        var rest = argv[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard let command = Command(rawValue: first) else {
                throw UsageError(message: "unknown command '\(first)'\(suggestion(first, Command.allCases.map(\.rawValue))) (commands: \(Command.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            args.command = command
            rest = rest.dropFirst()
        }
        while let arg = rest.popFirst() {
            var flag = arg
            var inlineValue: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                flag = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            let canonical = flag == "-h" ? "--help" : flag
            if switchFlags.contains(flag) {
                guard inlineValue == nil else { throw UsageError(message: "\(flag) takes no value") }
                try args.requireAccepted(canonical)
                args.switches.insert(canonical)
            } else if valueFlags.contains(flag) {
                try args.requireAccepted(flag)
                guard let value = inlineValue ?? rest.popFirst(), inlineValue != nil || !value.hasPrefix("--") else {
                    throw UsageError(message: "\(flag) needs a value")
                }
                if args.values[flag] != nil && !repeatable.contains(flag) {
                    throw UsageError(message: "\(flag) is given twice ('\(args.values[flag]![0])' and '\(value)'): it takes one value")
                }
                if flag == "--format" { try args.requireKnownFormats(value) }
                args.values[flag, default: []].append(value)
            } else if arg.hasPrefix("-") {
                let flags = (valueFlags.union(switchFlags)).sorted()
                throw UsageError(message: "unknown option '\(arg)'\(suggestion(flag, flags)) (see lubaaudit \(args.command.rawValue) --help)")
            } else if args.command == .help, args.topic == nil {
                guard let topic = Command(rawValue: arg) else {
                    throw UsageError(message: "no help for '\(arg)'\(suggestion(arg, Command.allCases.map(\.rawValue))) (commands: \(Command.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                args.topic = topic
            } else if args.command == .importTranslations, args.operands.isEmpty {
                args.operands.append(arg)
            } else {
                throw UsageError(message: "unexpected argument '\(arg)' (see lubaaudit \(args.command.rawValue) --help)")
            }
        }
        return args
    }

    private func requireAccepted(_ flag: String) throws {
        guard flag != "--help" && flag != "--version" else { return }
        guard Self.accepted(by: command).contains(flag) else {
            throw UsageError(message: "\(command.rawValue) does not take \(flag) (see lubaaudit \(command.rawValue) --help)")
        }
    }

    /// Each word of `--format` must be one `formats(for:)` lists for the command.
    private func requireKnownFormats(_ value: String) throws {
        let known = Self.formats(for: command)
        guard Self.takesFormatList(command) else {
            guard known.contains(value) else {
                throw UsageError(message: "\(command.rawValue) --format must be \(Help.alternatives(known)) (got '\(value)')")
            }
            return
        }
        for word in value.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingWhitespace()
            guard known.contains(name) else {
                throw UsageError(message: "unknown format '\(name)'\(Self.suggestion(name, known)) (formats: \(known.joined(separator: ", ")))")
            }
        }
    }

    private static func suggestion(_ word: String, _ candidates: [String]) -> String {
        NearestName.nearest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    func value(_ flag: String) -> String? { values[flag]?.last }
    func all(_ flag: String) -> [String] { values[flag] ?? [] }
    func has(_ flag: String) -> Bool { switches.contains(flag) }
}
