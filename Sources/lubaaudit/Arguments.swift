import LubaAudit

/// A parsed command line: the subcommand, flags with values, and switches. Small on purpose:
/// no package beyond the toolchain may be fetched, and the grammar is simple. The flags, what
/// each takes and which commands take it are the library's table (`CommandFlags`), which help
/// prints too. Each command takes only the flags it uses: a flag it would ignore is a usage
/// error, never silence.
struct Arguments {
    struct UsageError: Error {
        var message: String
    }

    var command: AuditCommand = .audit
    var values: [String: [String]] = [:]
    var switches: Set<String> = []
    /// `help`'s topic: the command whose help to print.
    var topic: AuditCommand?
    /// `import`'s FILE.
    var operands: [String] = []

    static func parse(_ argv: [String]) throws -> Arguments {
        var args = Arguments()
        var rest = argv[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard let command = AuditCommand(rawValue: first) else {
                throw UsageError(message: "unknown command '\(first)'\(suggestion(first, AuditCommand.allCases.map(\.rawValue))) (commands: \(AuditCommand.allCases.map(\.rawValue).joined(separator: ", ")))")
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
            if let known = CommandFlags.named(flag), !known.takesValue {
                guard inlineValue == nil else { throw UsageError(message: "\(flag) takes no value") }
                try args.requireAccepted(known)
                args.switches.insert(known.spelling)
            } else if let known = CommandFlags.named(flag) {
                try args.requireAccepted(known)
                guard let value = inlineValue ?? rest.popFirst(), inlineValue != nil || !value.hasPrefix("--") else {
                    throw UsageError(message: "\(flag) needs a value")
                }
                if args.values[flag] != nil && !known.isRepeatable {
                    throw UsageError(message: "\(flag) is given twice ('\(args.values[flag]![0])' and '\(value)'): it takes one value")
                }
                if flag == "--format" { try args.requireKnownFormats(value) }
                args.values[flag, default: []].append(value)
            } else if arg.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(arg)'\(suggestion(flag, CommandFlags.spellings.sorted())) (see lubaaudit \(args.command.rawValue) --help)")
            } else if args.command == .help, args.topic == nil {
                guard let topic = AuditCommand(rawValue: arg) else {
                    throw UsageError(message: "no help for '\(arg)'\(suggestion(arg, AuditCommand.allCases.map(\.rawValue))) (commands: \(AuditCommand.allCases.map(\.rawValue).joined(separator: ", ")))")
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

    private func requireAccepted(_ flag: CommandFlag) throws {
        guard flag.commands.contains(command) else {
            throw UsageError(message: "\(command.rawValue) does not take \(flag.spelling) (see lubaaudit \(command.rawValue) --help)")
        }
    }

    /// Each word of `--format` must be one `AuditCommand.formats` lists for the command.
    private func requireKnownFormats(_ value: String) throws {
        let known = command.formats
        guard command.takesFormatList else {
            guard known.contains(value) else {
                throw UsageError(message: "\(command.rawValue) --format must be \(CommandFlags.alternatives(known)) (got '\(value)')")
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
