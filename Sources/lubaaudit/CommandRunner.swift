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

/// Turns parsed arguments into a request, runs it, and writes what was asked for.
struct CommandRunner {
    let arguments: Arguments

    var command: AuditCommand { arguments.command }

    func run() throws -> Int32 {
        if command == .importTranslations { return try runImport() }
        if command == .missingKeys { return try runMissingKeys(try makeRequest()) }
        let formats = try formats()
        if let folder = reportFolder(formats) { try folder.requireWritable() }
        if let path = arguments.value("--write-baseline") { try ReportFolder.requireWritableFile(path, what: "the baseline") }
        var request = try makeRequest()
        request.areas = command.areas
        if let path = arguments.value("--baseline") {
            request.baseline = try Baseline.read(try readFile(path), path: request.paths.display(path))
            warn(request.baseline?.deprecations ?? [])
        }
        let result = try Auditor.run(request)
        try writeReports(result, formats: formats)
        if let path = arguments.value("--write-baseline") {
            let baseline = Baseline(findings: result.findings)
            try AtomicWriter.write([UInt8](baseline.encoded()), to: path)
            // Recording is the point of the run: the findings it recorded do not fail it.
            StandardStreams.writeOutput("baseline: wrote \(baseline.identities.count) finding(s) to \(TerminalText.path(request.paths.display(path)))\n")
            finish(0, keeping: result)
        }
        finish(result.failed ? 1 : 0, keeping: result)
    }

    /// Ends the process while `result` is still alive: the kernel takes back its memory at
    /// once, where releasing every table entry and finding one by one took a twentieth of a
    /// large audit's time, on one core, after the reports were written.
    private func finish(_ code: Int32, keeping result: AuditResult) -> Never {
        // `exit` flushes what `print` buffered; the standard streams write unbuffered.
        withExtendedLifetime(result) { exit(code) }
    }

    /// A config or baseline named on the command line: a regular file only (a FIFO or a device
    /// would hang the read or never end), one line and exit 2 otherwise.
    func readFile(_ path: String) throws -> Data {
        Data(try NamedFile.read(path, display: path))
    }

    func makeRequest() throws -> AuditRequest {
        var request = AuditRequest()
        request.command = command.rawValue
        if let root = arguments.value("--project-root") {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory else {
                throw AuditInputError(path: root, reason: "--project-root must be a directory")
            }
        }
        request.packageRoot = arguments.value("--package")
        request.stringsDirectories = arguments.all("--strings")
        // The project root follows the audited folder, not the current directory: an export
        // names the same `original` paths wherever it runs.
        request.paths = AuditedFolder.projectRoot(
            explicit: arguments.value("--project-root"), audited: request.packageRoot ?? request.stringsDirectories.first)
        request.keysFiles = arguments.all("--keys")
        request.sourceLocale = arguments.value("--source-locale")
        // Several palette files (primitives, semantic light, semantic dark): repeat the flag or
        // give a comma list; a path that is itself a file keeps its commas.
        request.darkPalettePaths = Self.paletteList(arguments.all("--dark-palette"))
        request.palettePaths = Self.paletteList(arguments.all("--palette")) + request.darkPalettePaths
        if !request.darkPalettePaths.isEmpty && arguments.all("--palette").isEmpty {
            throw Arguments.UsageError(message: "--dark-palette needs --palette for the light appearance")
        }
        if let word = arguments.value("--base-theme") {
            guard let base = DTCGPaletteReader.Base(rawValue: word) else {
                throw Arguments.UsageError(message: "--base-theme must be luba or none (got '\(word)')")
            }
            request.baseTheme = base
        }
        request.accent = arguments.value("--accent")
        request.onAccent = arguments.value("--on-accent")
        // What to read when no flag names input for this command is the library's to say.
        let namesInput = CommandFlags.accepted(by: command).contains { $0.namesInput.contains(command) && arguments.values[$0.spelling] != nil }
        if !namesInput {
            switch command.inputWhenNoneNamed {
            case .nothing: break
            case .refused(let message): throw Arguments.UsageError(message: message)
            case .embeddedCatalog:
                let embedded = InputDefault.embeddedCatalogFolder
                guard FileManager.default.fileExists(atPath: embedded) else {
                    throw AuditInputError(path: embedded, reason: InputDefault.noEmbeddedCatalog)
                }
                request.packageRoot = embedded
                request.useDefaultTheme = true
            }
        }
        if let configPath = AuditCommand.configPath(named: arguments.value("--config"), packageRoot: request.packageRoot) {
            request.config = try ConfigReader.read(try readFile(configPath), path: request.paths.display(configPath))
            warn(request.config.deprecations)
            request.configPath = configPath
        }
        // One table named alone is audited in its own locale when no source locale is given:
        // its folder holds no other locale to compare it with.
        if request.sourceLocale == nil && request.config.sourceLocale == nil, let locale = AuditedFolder.singleTableLocale(request) {
            request.sourceLocale = locale
        }
        if let word = arguments.value("--fail-on") {
            if word == "never" {
                request.failOn = nil
            } else if let severity = Severity(word: word) {
                request.failOn = severity
            } else {
                throw Arguments.UsageError(message: "--fail-on must be error, warning, note or never (got '\(word)')")
            }
        }
        return request
    }

    /// `a.json,b.json` → both; a value naming an existing file is one path, commas and all.
    static func paletteList(_ values: [String]) -> [String] {
        values.flatMap { value -> [String] in
            guard value.contains(","), !FileManager.default.fileExists(atPath: value) else { return [value] }
            return value.split(separator: ",", omittingEmptySubsequences: true).map(String.init)
        }
    }

    func warn(_ deprecations: [String]) {
        for line in deprecations { StandardStreams.writeError("lubaaudit: warning: \(line)\n") }
    }

    var useColor: Bool {
        !arguments.has("--no-color") && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(2) != 0
    }

    func formats() throws -> [ReportFormat] {
        guard let list = arguments.value("--format") else { return [.html, .junit, .text] }
        var formats: [ReportFormat] = []
        for word in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingWhitespace()
            guard let format = ReportFormat(rawValue: name) else {
                let known = ReportFormat.allCases.map(\.rawValue)
                let hint = NearestName.nearest(to: name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                throw Arguments.UsageError(message: "unknown format '\(name)'\(hint) (formats: \(known.joined(separator: ", ")))")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    /// Where the reports are written, when any is: `--output`, else `reports`.
    func reportFolder(_ formats: [ReportFormat]) -> ReportFolder? {
        let output = arguments.value("--output")
        let writes = formats.contains { $0.defaultFileName != nil } || (formats.contains(.text) && output != nil)
        return writes ? ReportFolder(path: output ?? "reports") : nil
    }

    func writeReports(_ result: AuditResult, formats: [ReportFormat]) throws {
        let text = TextReport(color: useColor)
        // Annotations already carry every finding into the log: the diagnostics would repeat them.
        if !arguments.has("--quiet") && !formats.contains(.github) {
            // Written a few hundred lines at a time: one write each would cost a system call a
            // finding, one for all would hold every line of a large audit in memory.
            var lines: [TerminalText] = []
            for finding in result.findings {
                lines.append(text.diagnostic(finding))
                if lines.count == 512 {
                    StandardStreams.writeError(TerminalText(joining: lines) + "\n")
                    lines.removeAll(keepingCapacity: true)
                }
            }
            if !lines.isEmpty { StandardStreams.writeError(TerminalText(joining: lines) + "\n") }
        }
        if formats.contains(.github) {
            StandardStreams.writeWorkflowCommands(GitHubAnnotations.render(result))
        }
        let output = arguments.value("--output") ?? "reports"
        try ReportSet.write(result, formats: formats, to: output)
        if formats.contains(.text), arguments.value("--output") != nil {
            try AtomicWriter.write(TextReport(color: false).summary(result) + "\n", to: PathText.appending("lubaaudit.txt", to: output), durability: .atomic)
        }
        if command == .contrast, let accessibility = result.accessibility {
            StandardStreams.writeOutput(ContrastTextTable.text(accessibility, color: useColor && isatty(1) != 0) + "\n")
        }
        StandardStreams.writeOutput(text.summaryText(result) + "\n")
        let written = formats.filter { $0.defaultFileName != nil || ($0 == .text && arguments.value("--output") != nil) }
        if !written.isEmpty {
            let paths = written.map { TerminalText.path(result.paths.display(PathText.appending($0.defaultFileName ?? "lubaaudit.txt", to: output))) }
            StandardStreams.writeOutput("reports: \(TerminalText(joining: paths, separator: ", "))\n")
        }
        if formats.contains(.sarif) {
            let omitted = SARIFReport.omitted(result)
            if omitted.total > 0 {
                StandardStreams.writeError("lubaaudit: SARIF leaves out \(SARIFReport.omittedText(omitted)); every finding is in the other reports\n")
            }
        }
    }

    func runMissingKeys(_ request: AuditRequest) throws -> Int32 {
        guard let locale = arguments.value("--locale") else {
            throw Arguments.UsageError(message: "missing-keys needs --locale L (for example --locale de)")
        }
        var request = request
        request.areas = command.areas
        let prepared = try Auditor.prepare(request)
        try ShippedLocales.requireShipped(locale, excluded: prepared.excludedLocales, what: "--locale")
        try LocaleMatch.require(locale, among: prepared.context.catalog.locales, what: "--locale")
        let result = Auditor.evaluate(prepared, request: request)
        let report = TranslatorReport.build(prepared, result: result, locale: locale)
        let format = arguments.value("--format") ?? "text"
        let rendered: String
        switch format {
        case "text": rendered = TranslatorExport.text(report)
        case "csv": rendered = TranslatorExport.csv(report)
        case "xliff": rendered = TranslatorExport.xliff(report)
        case "json": rendered = TranslatorExport.json(report)
        default: throw Arguments.UsageError(message: "missing-keys --format must be text, csv, xliff or json (got '\(format)')")
        }
        if let path = arguments.value("--output") {
            try AtomicWriter.write(rendered, to: path)
        } else {
            // The text list is for people and logs: escaped and guarded. The others are data:
            // on a terminal they are shown escaped (for reading); into a pipe or a file they go
            // as they are, when nothing in them would act on a terminal or a CI log (XLIFF writes
            // such characters as references, so it always is); else one line and exit 2, since
            // escaping would change the data a redirect was meant to keep.
            if format == "text" || isatty(1) != 0 {
                StandardStreams.writeOutput(TerminalText(lines: format == "csv" ? rendered.replacing("\r\n", with: "\n") : rendered))
            } else if Self.isInert(rendered) {
                StandardStreams.writeExport(rendered)
            } else {
                throw Arguments.UsageError(message: "missing-keys: the \(format) export holds control, bidi or line-start characters a log would act on; write it with --output FILE")
            }
        }
        return 0
    }

    /// Whether `text` can go to a pipe or a log as it is: nothing in it a terminal or a CI
    /// runner acts on (what `TerminalText` would escape or guard), tabs and CSV's CR LF line
    /// ends aside, which move nothing.
    static func isInert(_ text: String) -> Bool {
        let plain = text.replacing("\r\n", with: "\n").replacing("\t", with: " ")
        return TerminalText(lines: plain).description == plain
    }

    func runImport() throws -> Int32 {
        guard let file = arguments.operands.first else {
            throw Arguments.UsageError(message: "import needs the file to import: lubaaudit import FILE [--locale L] (see lubaaudit import --help)")
        }
        let request = try makeRequest()
        let outcome: TranslationImport.Outcome
        do {
            outcome = try TranslationImport.plan(
                request, file: file, locale: arguments.value("--locale"), writing: !arguments.has("--dry-run")
            ) { StandardStreams.writeError("lubaaudit: \($0)\n") }
        } catch let error as ImportInputError {
            throw AuditInputError(path: error.location.line > 0 ? "\(error.location)" : error.location.file, reason: error.reason)
        }
        let text = TextReport(color: useColor)
        var lines: [TerminalText] = []
        for refusal in outcome.refusals {
            let finding = Finding(
                ruleID: refusal.ruleID, severity: .error, message: refusal.message + (refusal.fix.map { " (fix: \($0))" } ?? ""),
                subject: Subject(), location: refusal.location)
            lines.append(text.diagnostic(finding) + "\n")
        }
        StandardStreams.writeError(TerminalText(joining: lines, separator: ""))
        let files = TerminalText(joining: outcome.changes.map { TerminalText.path($0.displayPath) }, separator: ", ")
        let into: TerminalText = "\(outcome.locale) into \(outcome.changes.count) file(s)\(outcome.changes.isEmpty ? "" : ": ")\(files)"
        let tally: TerminalText = "\(outcome.refusals.count) refused, \(outcome.unchanged) unchanged"
        if arguments.has("--dry-run") {
            StandardStreams.writeOutput(TerminalText(lines: TranslationImport.diff(outcome)))
            StandardStreams.writeOutput("import (dry run): would write \(outcome.written) translation(s) for \(into); \(tally)\n")
        } else {
            try TranslationImport.commit(outcome)
            StandardStreams.writeOutput("import: wrote \(outcome.written) translation(s) for \(into); \(tally)\n")
        }
        return outcome.failed ? 1 : 0
    }
}
