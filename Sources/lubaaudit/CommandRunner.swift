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

    func run() throws -> Int32 {
        var request = try makeRequest()
        switch arguments.command {
        case .missingKeys:
            return try runMissingKeys(request)
        case .strings:
            request.areas = [.input, .localization, .icu]
        case .contrast:
            request.areas = [.contrast]
        case .tokens:
            request.areas = [.touchTarget, .dynamicType, .design]
        case .audit:
            break
        }
        if let path = arguments.value("--baseline") {
            request.baseline = try Baseline.read(try readFile(path), path: path)
        }
        let result = try Auditor.run(request)
        try writeReports(result)
        if let path = arguments.value("--write-baseline") {
            try AtomicWriter.write([UInt8](Baseline(findings: result.findings).encoded()), to: path)
        }
        return result.failed && !failsNever ? 1 : 0
    }

    func readFile(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AuditInputError(path: path, reason: "cannot read the file")
        }
        return data
    }

    func makeRequest() throws -> AuditRequest {
        var request = AuditRequest()
        request.packageRoot = arguments.value("--package")
        request.stringsDirectories = arguments.all("--strings")
        request.keysFiles = arguments.all("--keys")
        request.sourceLocale = arguments.value("--source-locale")
        request.palettePaths = arguments.all("--palette") + arguments.all("--dark-palette")
        if !arguments.all("--dark-palette").isEmpty && arguments.all("--palette").isEmpty {
            throw Arguments.UsageError(message: "--dark-palette needs --palette for the light appearance")
        }
        request.accent = arguments.value("--accent")
        request.onAccent = arguments.value("--on-accent")
        let colorOnly = arguments.command == .contrast && (!request.palettePaths.isEmpty || request.accent != nil)
        if request.packageRoot == nil && request.stringsDirectories.isEmpty && !colorOnly && arguments.command != .contrast {
            // No input named: the embedded default catalog.
            if arguments.command == .tokens {
                throw Arguments.UsageError(message: "tokens needs --package DIR: a LubaUI checkout with *Tokens, LubaConfig and LubaTypography sources")
            }
            let embedded = "Localizations"
            guard FileManager.default.fileExists(atPath: embedded) else {
                throw AuditInputError(path: embedded, reason: "no input given and no ./Localizations folder here: pass --package DIR or --strings DIR")
            }
            request.packageRoot = embedded
            request.useDefaultTheme = true
        }
        let configPath = arguments.value("--config")
            ?? request.packageRoot.map { PathText.appending(".lubaaudit.json", to: $0) }
        if let configPath, FileManager.default.fileExists(atPath: configPath) || arguments.value("--config") != nil {
            request.config = try ConfigReader.read(try readFile(configPath), path: configPath)
        }
        if let word = arguments.value("--fail-on") {
            switch word {
            case "never": request.failOn = .error
            case "note": request.failOn = .info
            default:
                guard let severity = Severity(rawValue: word) else {
                    throw Arguments.UsageError(message: "--fail-on must be error, warning, info or never (got '\(word)')")
                }
                request.failOn = severity
            }
        }
        return request
    }

    var failsNever: Bool { arguments.value("--fail-on") == "never" }

    var useColor: Bool {
        !arguments.has("--no-color") && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(2) != 0
    }

    func formats() throws -> [ReportFormat] {
        guard let list = arguments.value("--format") else { return [.html, .junit, .text] }
        return try list.split(separator: ",").map { word in
            guard let format = ReportFormat(rawValue: word.trimmingWhitespace()) else {
                throw Arguments.UsageError(message: "unknown format '\(word)' (formats: html, junit, sarif, json, text)")
            }
            return format
        }
    }

    func writeReports(_ result: AuditResult) throws {
        let formats = try formats()
        let text = TextReport(color: useColor)
        if !arguments.has("--quiet") {
            var lines = ""
            for finding in result.findings {
                lines += text.diagnostic(finding)
                lines += "\n"
                if lines.utf8.count > 1 << 16 {
                    StandardStreams.writeError(lines)
                    lines = ""
                }
            }
            StandardStreams.writeError(lines)
        }
        let output = arguments.value("--output") ?? "reports"
        try ReportSet.write(result, formats: formats, to: output)
        if formats.contains(.text), arguments.value("--output") != nil {
            try AtomicWriter.write(TextReport(color: false).summary(result) + "\n", to: PathText.appending("lubaaudit.txt", to: output))
        }
        if arguments.command == .contrast, let accessibility = result.accessibility {
            print(ContrastTextTable.render(accessibility, color: useColor && isatty(1) != 0))
        }
        print(text.summary(result))
        let written = formats.filter { $0 != .text || arguments.value("--output") != nil }
        if !written.isEmpty {
            print("reports: " + written.map { PathText.appending($0.defaultFileName ?? "lubaaudit.txt", to: output) }.joined(separator: ", "))
        }
    }

    func runMissingKeys(_ request: AuditRequest) throws -> Int32 {
        guard let locale = arguments.value("--locale") else {
            throw Arguments.UsageError(message: "missing-keys needs --locale L (for example --locale de)")
        }
        var request = request
        request.areas = [.input, .localization, .icu]
        let prepared = try Auditor.prepare(request)
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
            StandardStreams.writeOutput(rendered)
        }
        return 0
    }
}
