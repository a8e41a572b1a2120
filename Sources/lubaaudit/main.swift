#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LubaAudit

// The CLI parses arguments, calls the library, writes reports and sets the exit code.
// Exit codes: 0 clean at --fail-on, 1 findings at or above it, 2 usage error, unreadable or missing
// input, an unknown rule id or locale, an invalid config or baseline.

func fail(_ message: String) -> Never {
    StandardStreams.writeError("lubaaudit: \(message)\n")
    exit(2)
}

let arguments: Arguments
do {
    arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch let error as Arguments.UsageError {
    fail(error.message)
} catch {
    fail("\(error)")
}

if arguments.has("--help") {
    StandardStreams.writeOutput(TerminalText(lines: Help.text(for: arguments.command)) + "\n")
    exit(0)
}
if arguments.command == .help {
    StandardStreams.writeOutput(TerminalText(lines: Help.text(for: arguments.topic ?? .audit)) + "\n")
    exit(0)
}
if arguments.has("--version") {
    StandardStreams.writeOutput("lubaaudit \(LubaAuditVersion.current) (ICU \(ICU.version))\n")
    exit(0)
}

#if canImport(Glibc)
// Commands that read string tables: their allocations are what huge pages speed up.
if [.audit, .strings, .missingKeys, .importTranslations].contains(arguments.command) { HugePageAdvice.adviseIfUseful() }
#endif

do {
    let code = arguments.command == .rules ? try RulesCommand.run(arguments) : try CommandRunner(arguments: arguments).run()
    exit(code)
} catch let error as Arguments.UsageError {
    fail(error.message)
} catch let error as AuditInputError {
    fail(error.description)
} catch let error as ConfigError {
    fail(error.description)
} catch {
    fail("\(error)")
}
