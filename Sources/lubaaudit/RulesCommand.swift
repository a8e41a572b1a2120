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
            StandardStreams.writeOutput(TerminalText(lines: TextReport.ruleList(rules)) + "\n")
        case "markdown":
            guard let folder = arguments.value("--output") else {
                throw Arguments.UsageError(message: "rules --format markdown needs --output DIR: it writes one page per rule")
            }
            try write(RuleReference.pages(rules), to: folder)
        case let other:
            throw Arguments.UsageError(message: "rules --format must be text or markdown (got '\(other)')")
        }
        return 0
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
