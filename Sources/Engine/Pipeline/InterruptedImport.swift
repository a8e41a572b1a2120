import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an import keeps its lock and journal. The engine knows it because an audit, which
/// writes nothing, still says when an import was killed between its renames; the import itself
/// (Translators) writes, reads and rolls back the journal in this folder.
public enum InterruptedImport {
    package static let journalFileName = "lubaaudit-import.journal"

    /// The folder the lock and journal live in: the git work tree holding every table root the
    /// request names, so `--package App` and `--strings App/Resources` lock the same tables;
    /// without one, the roots' deepest common folder; nil when it names none. Real paths: a
    /// symbolic link to the project locks the same file. A table named alone (`--strings
    /// App/One.xcstrings`) counts as its folder: the lock cannot live inside a file.
    package static func lockDirectory(for request: AuditRequest) -> String? {
        let named = request.stringsDirectories.isEmpty ? request.packageRoot.map { [$0] } ?? [] : request.stringsDirectories
        guard !named.isEmpty else { return nil }
        let roots = named.map { AuditedRoots.folder(forNamed: AuditedRoots.resolve(request.paths.absolute($0)) ?? request.paths.absolute($0)) }
        var common = roots[0].split(separator: "/", omittingEmptySubsequences: true)
        for root in roots.dropFirst() {
            let parts = root.split(separator: "/", omittingEmptySubsequences: true)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        let folder = "/" + common.joined(separator: "/")
        return PathBase.gitWorkTree(containing: folder) ?? folder
    }

    /// The note an audit (or a dry run) shows while an interrupted import's journal is there.
    public static func notice(for request: AuditRequest) -> String? {
        guard let directory = lockDirectory(for: request) else { return nil }
        let path = PathText.appending(journalFileName, to: directory)
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return "an interrupted import left \(request.paths.display(path)): its tables may be part old, part new;"
            + " run the import again to roll them back (this run changes nothing)"
    }
}
