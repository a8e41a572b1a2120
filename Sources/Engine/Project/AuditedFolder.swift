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

/// The folder an audit is about (`--package`, else the first `--strings`; a single table's
/// folder), and the project root worked out from it rather than from the current directory:
/// paths in exports are then the same wherever the command runs.
public enum AuditedFolder {
    /// The audited folder, absolute; nil when the request names no tree.
    public static func of(_ request: AuditRequest) -> String? {
        guard let named = request.packageRoot ?? request.stringsDirectories.first else { return nil }
        let path = request.paths.absolute(named)
        guard isRegularFile(path), let slash = path.lastIndex(of: "/") else { return path }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The project root for paths the audit writes (XLIFF `original`, SARIF): the one given;
    /// else the git work tree holding the audited folder; else the nearest folder at or above
    /// it with an `*.xcodeproj`, a `project.yml` or a `Package.swift`; else the git work tree
    /// of the current directory (or the directory itself) when it holds the audited folder;
    /// else the audited folder itself.
    public static func projectRoot(explicit: String?, audited: String?, current: PathBase = .current()) -> PathBase {
        if let explicit { return PathBase(currentDirectory: current.currentDirectory, projectRoot: explicit) }
        guard let audited = audited.map(current.absolute) else { return current }
        if let tree = PathBase.gitWorkTree(containing: audited) {
            return PathBase(currentDirectory: current.currentDirectory, projectRoot: tree)
        }
        if let folder = ProjectFolder.nearest(from: audited, bound: "/") {
            return PathBase(currentDirectory: current.currentDirectory, projectRoot: folder.path)
        }
        if AuditedRoots.isWithin(audited, root: current.projectRoot) { return current }
        return PathBase(currentDirectory: current.currentDirectory, projectRoot: audited)
    }

    /// The locale of the `.lproj` folder of the one table `--strings` names (and of every
    /// table it names, when they share one); nil when it names a folder.
    public static func singleTableLocale(_ request: AuditRequest) -> String? {
        guard request.packageRoot == nil, !request.stringsDirectories.isEmpty else { return nil }
        var locales = Set<String>()
        for named in request.stringsDirectories {
            let path = request.paths.absolute(named)
            guard isRegularFile(path), !path.hasSuffix(".xcstrings") else { return nil }
            let folders = path.split(separator: "/").dropLast()
            guard let folder = folders.last, let locale = LocaleName.lproj(folder) else { return nil }
            locales.insert(locale)
        }
        return locales.count == 1 ? locales.first : nil
    }

    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}

extension ShippedLocales {
    /// What the project of `request`'s audited folder ships: its project files no higher than
    /// the request's project root.
    public static func read(for request: AuditRequest) -> ShippedLocales {
        guard let folder = AuditedFolder.of(request) else { return configured(request.config) }
        // A library caller's paths may start from elsewhere: the project is then the audited folder's own.
        let root = AuditedRoots.isWithin(folder, root: request.paths.projectRoot)
            ? request.paths.projectRoot : AuditedFolder.projectRoot(explicit: nil, audited: folder, current: request.paths).projectRoot
        return read(auditedFolder: folder, projectRoot: root, config: request.config)
    }
}
