#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LubaAudit

/// `lubaaudit rules`: the rule list on standard output, or with `--format markdown --output DIR`
/// the rule reference written as files.
enum RulesCommand {
    static func run(_ arguments: Arguments) throws -> Int32 {
        let rules = RuleCatalog.descriptions
        switch arguments.value("--format") ?? "text" {
        case "text":
            guard arguments.value("--output") == nil else {
                throw Arguments.UsageError(message: "rules --output needs --format markdown (the text list goes to standard output)")
            }
            guard arguments.value("--readme") == nil else {
                throw Arguments.UsageError(message: "rules --readme needs --format markdown (the table links the rule pages)")
            }
            StandardStreams.writeOutput(TerminalText(lines: TextReport.ruleList(rules)) + "\n")
        case "markdown":
            guard let folder = arguments.value("--output") else {
                throw Arguments.UsageError(message: "rules --format markdown needs --output DIR: it writes one page per rule")
            }
            // Read and checked before any page is written: a README without its markers
            // changes nothing.
            let readme = try arguments.value("--readme").map { path in (path, try readmeWithTable(path, rules: rules)) }
            try write(RuleReference.pages(rules), to: folder)
            if let (path, text) = readme {
                try AtomicWriter.write(text, to: path)
                StandardStreams.writeOutput("rules: wrote the rule table of \(rules.count) rule(s) into \(TerminalText.path(path))\n")
            }
        case let other:
            throw Arguments.UsageError(message: "rules --format must be text or markdown (got '\(other)')")
        }
        return 0
    }

    /// The README named by `--readme` with its rule table (between `READMERuleTable.begin` and
    /// `.end`) replaced. A developer's own file, but read as any file: only a regular one, of
    /// up to 16 MB, as UTF-8.
    private static func readmeWithTable(_ path: String, rules: [RuleDescription]) throws -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw AuditInputError(path: path, reason: "--readme must name a regular file")
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= 16 << 20 else {
            throw AuditInputError(path: path, reason: "--readme file cannot be read (or is above 16 MB)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AuditInputError(path: path, reason: "--readme file cannot be read as UTF-8")
        }
        guard let replaced = READMERuleTable.replacing(in: text, rules: rules) else {
            throw AuditInputError(path: path, reason: "--readme file needs the lines \(READMERuleTable.begin) and \(READMERuleTable.end), once each, around the rule table")
        }
        return replaced
    }

    private static func write(_ pages: [String: String], to folder: String) throws {
        for name in pages.keys.sorted() {
            try AtomicWriter.write(pages[name]!, to: PathText.appending(name, to: folder))
        }
        // A page no rule writes any more is a renamed or removed rule's; removing files in a
        // folder the user named is left to them.
        let stale = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".md") && pages[$0] == nil }.sorted()
        for name in stale {
            StandardStreams.writeError("lubaaudit: \(TerminalText.path(PathText.appending(name, to: folder))) is no rule's page (a renamed or removed rule?): remove it\n")
        }
        StandardStreams.writeOutput("rules: wrote \(pages.count) page(s) to \(TerminalText.path(folder))\n")
    }
}
