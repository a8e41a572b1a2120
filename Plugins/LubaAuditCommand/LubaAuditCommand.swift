import Foundation
import PackagePlugin

/// `swift package lubaaudit [arguments]`: the CLI, run at the root of the package the command is
/// invoked in, with the arguments as given. Its stdout and stderr pass through unchanged, each
/// diagnostic line is also handed to SwiftPM (or Xcode) as a `Diagnostics` entry so IDEs can
/// show it on the line, and the plugin ends with the CLI's exit status.
@main
struct LubaAuditCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "lubaaudit")
        let status = try LubaAuditInvocation.run(
            tool: tool.url,
            arguments: LubaAuditInvocation.arguments(arguments),
            directory: context.package.directoryURL
        )
        LubaAuditInvocation.finish(status)
    }
}

enum LubaAuditInvocation {
    // A plugin cannot import the library, so the policy it needs from the library's flag table
    // (`CommandFlags`, `AuditCommand.auditsPackageByDefault`) is generated into the lines between
    // the markers; `CommandFlagsTests.testCommandPluginListsAreGeneratedFromTheFlagTable` fails
    // with the lines to paste when the table changes.
    // BEGIN generated from CommandFlags
    /// Commands that audit the package they run in when the arguments name no input.
    static let auditingCommands: Set<String> = ["audit", "contrast", "missing-keys", "source", "strings", "tokens"]
    /// Per command, the flags that name what is audited, or that run nothing (help, version).
    static let inputFlags: [String: Set<String>] = [
        "audit": ["--help", "--package", "--strings", "--version", "-h"],
        "contrast": ["--accent", "--dark-palette", "--help", "--package", "--palette", "--version", "-h"],
        "missing-keys": ["--help", "--package", "--strings", "--version", "-h"],
        "source": ["--help", "--package", "--strings", "--version", "-h"],
        "strings": ["--help", "--package", "--strings", "--version", "-h"],
        "tokens": ["--help", "--package", "--version", "-h"],
    ]
    // END generated from CommandFlags

    /// The user's arguments, plus `--package .` when they name no input: the CLI on its own
    /// falls back to ./Localizations, which is not what "audit this package" means. The
    /// arguments are otherwise passed through unparsed: the CLI parses them from the table.
    /// SwiftPM's own plugin options (`--allow-writing-to-package-directory` and friends) are
    /// taken out when they are written after the verb: they are SwiftPM's, not lubaaudit's.
    static func arguments(_ given: [String]) -> [String] {
        var arguments: [String] = []
        var rest = given[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--allow-writing-to-package-directory", "--disable-sandbox":
                continue
            case "--allow-writing-to-directory", "--allow-network-connections":
                _ = rest.popFirst()
                continue
            default:
                arguments.append(argument)
            }
        }
        let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "audit"
        guard auditingCommands.contains(command) else { return arguments }
        let flags = Set(arguments.map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? $0 })
        if !flags.isDisjoint(with: inputFlags[command] ?? []) { return arguments }
        return arguments + ["--package", "."]
    }

    /// Runs lubaaudit in `directory`, streams its output through and reports its diagnostic
    /// lines; returns its exit status.
    static func run(tool: URL, arguments: [String], directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        var pending = Data()
        let handle = errors.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            FileHandle.standardError.write(chunk)
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                report(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self), base: directory)
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { report(String(decoding: pending, as: UTF8.self), base: directory) }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("lubaaudit ended by signal \(process.terminationStatus)", file: nil, line: nil)
            return 128 + process.terminationStatus
        }
        return process.terminationStatus
    }

    /// One stderr line: `path:line:column: severity: message [rule]` becomes a located
    /// diagnostic; `lubaaudit: message` (usage errors, exit 2) an error without a location.
    static func report(_ line: String, base: URL) {
        if let diagnostic = DiagnosticLine(line) {
            let path = diagnostic.path.hasPrefix("/") ? diagnostic.path : base.appendingPathComponent(diagnostic.path).path
            Diagnostics.emit(diagnostic.severity, diagnostic.message, file: path, line: diagnostic.line)
        } else if let (severity, message) = DiagnosticLine.unlocated(line) {
            // A finding with no file of its own (the built-in theme): no made-up location.
            Diagnostics.emit(severity, message, file: nil, line: nil)
        } else if line.hasPrefix("lubaaudit: ") {
            let message = String(line.dropFirst("lubaaudit: ".count))
            if message.hasPrefix("warning: ") {
                Diagnostics.warning(String(message.dropFirst("warning: ".count)), file: nil, line: nil)
            } else {
                Diagnostics.error(message, file: nil, line: nil)
            }
        }
    }

    /// Ends the plugin with lubaaudit's status. `swift package` itself exits 1 for any plugin
    /// that fails (SwiftPM keeps only "ended cleanly or not"), so the status is also said in the
    /// last line: a script can still tell findings (1) from a usage or input error (2).
    static func finish(_ status: Int32) {
        guard status != 0 else { return }
        Diagnostics.error("lubaaudit exited with status \(status)", file: nil, line: nil)
        exit(status)
    }
}

/// `path:line:column: error|warning|note: message [rule-id]`, the CLI's diagnostic form.
struct DiagnosticLine {
    var path: String
    var line: Int
    var column: Int
    var severity: Diagnostics.Severity
    var message: String

    static var severities: [(String, Diagnostics.Severity)] { [("error", .error), ("warning", .warning), ("note", .remark)] }

    /// `warning: message [rule-id]`: a finding without a location.
    static func unlocated(_ text: String) -> (Diagnostics.Severity, String)? {
        for (word, severity) in severities where text.hasPrefix("\(word): ") {
            return (severity, String(text.dropFirst(word.count + 2)))
        }
        return nil
    }

    init?(_ text: String) {
        // The path may itself hold colons; the severity word anchors the split.
        for (word, severity) in Self.severities {
            guard let marker = text.range(of: ": \(word): ") else { continue }
            let location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let line = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else { continue }
            self.path = location.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            self.severity = severity
            self.message = String(text[marker.upperBound...])
            return
        }
        return nil
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode (File > Packages or the project navigator's context menu): the same run at the
/// project's directory.
extension LubaAuditCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "lubaaudit")
        let status = try LubaAuditInvocation.run(
            tool: tool.url,
            arguments: LubaAuditInvocation.arguments(arguments),
            directory: context.xcodeProject.directoryURL
        )
        LubaAuditInvocation.finish(status)
    }
}
#endif
