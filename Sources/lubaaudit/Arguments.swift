/// A parsed command line: the subcommand, flags with values, and switches. Small on purpose:
/// no package beyond the toolchain may be fetched, and the grammar is simple.
struct Arguments {
    enum Command: String, CaseIterable {
        case audit
        case strings
        case missingKeys = "missing-keys"
        case contrast
        case tokens
    }

    struct UsageError: Error {
        var message: String
    }

    var command: Command = .audit
    var values: [String: [String]] = [:]
    var switches: Set<String> = []

    /// Flags that take a value, per command (all commands share the input flags).
    static let valueFlags: Set<String> = [
        "--package", "--strings", "--keys", "--source-locale", "--locale", "--format", "--output",
        "--fail-on", "--config", "--baseline", "--write-baseline", "--palette", "--dark-palette",
        "--accent", "--on-accent", "--theme",
    ]
    static let switchFlags: Set<String> = ["--help", "-h", "--version", "--no-color", "--quiet"]

    static func parse(_ argv: [String]) throws -> Arguments {
        var args = Arguments()
        var rest = argv[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard let command = Command(rawValue: first) else {
                throw UsageError(message: "unknown command '\(first)' (commands: \(Command.allCases.map(\.rawValue).joined(separator: ", ")))")
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
            if switchFlags.contains(flag) {
                guard inlineValue == nil else { throw UsageError(message: "\(flag) takes no value") }
                args.switches.insert(flag == "-h" ? "--help" : flag)
            } else if valueFlags.contains(flag) {
                guard let value = inlineValue ?? rest.popFirst(), inlineValue != nil || !value.hasPrefix("--") else {
                    throw UsageError(message: "\(flag) needs a value")
                }
                args.values[flag, default: []].append(value)
            } else if arg.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(arg)' (see lubaaudit \(args.command.rawValue) --help)")
            } else {
                throw UsageError(message: "unexpected argument '\(arg)' (see lubaaudit \(args.command.rawValue) --help)")
            }
        }
        return args
    }

    func value(_ flag: String) -> String? { values[flag]?.last }
    func all(_ flag: String) -> [String] { values[flag] ?? [] }
    func has(_ flag: String) -> Bool { switches.contains(flag) }
}
