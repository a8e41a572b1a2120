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

/// A table file found in a `.lproj` folder.
public struct TableFile: Sendable, Hashable {
    public var path: String
    public var displayPath: String
    public var locale: String
    public var name: String
    public var format: TableFormat
    /// The folder that holds the `.lproj` folders (or the String Catalog): with the name, the
    /// table's identity. Two apps in one tree each have their own `Localizable`.
    public var bundle: String
}

/// What discovery found under the audited root, before anything is parsed.
public struct DiscoveredInputs: Sendable {
    public var root: String
    public var tableFiles: [TableFile]
    public var registryFiles: [String]
    /// Every Swift file under the package's `Sources/`, for the token and theme readers.
    public var swiftFiles: [String]
    public var notes: [String]
    public var paths: PathBase
    /// The config's `included` and `excluded` patterns that matched no discovered file.
    public var unmatchedPatterns: [PathFilter.Entry] = []
}

/// Finds tables, the key registry and Swift sources. Walks the tree itself so that symlink
/// loops, unreadable folders and odd names cannot hang or crash it.
public enum Discovery {
    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "node_modules", "Pods", "Carthage", "DerivedData"]

    public static func discover(_ request: AuditRequest, fileManager: FileManager = .default) throws -> DiscoveredInputs {
        var notes: [String] = []
        guard request.packageRoot != nil || !request.stringsDirectories.isEmpty else {
            // Colors only (a palette or the built-in theme): no tree to walk.
            return DiscoveredInputs(root: ".", tableFiles: [], registryFiles: request.keysFiles, swiftFiles: [], notes: [], paths: request.paths)
        }
        let root = request.packageRoot ?? request.stringsDirectories.first ?? "."
        try requireDirectory(root, fileManager: fileManager)
        var stringsRoots = request.stringsDirectories
        var swiftRoot: String?
        if let package = request.packageRoot {
            let sources = PathText.appending("Sources", to: package)
            var isDirectory = false
            if fileManager.fileExists(atPath: sources, isDirectory: &isDirectory), isDirectory {
                swiftRoot = sources
            } else {
                swiftRoot = package
            }
            if stringsRoots.isEmpty { stringsRoots = [swiftRoot ?? package] }
        }
        for dir in stringsRoots { try requireDirectory(dir, fileManager: fileManager) }

        var tableFiles: [TableFile] = []
        for dir in stringsRoots {
            let walk = walkTree(dir, fileManager: fileManager)
            notes.append(contentsOf: walk.problems)
            for path in walk.files {
                guard let file = tableFile(path, display: request.paths.display(path)) else { continue }
                tableFiles.append(file)
            }
        }
        tableFiles.sort { $0.displayPath < $1.displayPath }
        let filter = request.config.pathFilter
        var matched = Set<PathFilter.Entry>()
        let tablesFound = tableFiles.count
        if !filter.isEmpty {
            let kept = Set(filter.apply(tableFiles.map(\.path), paths: request.paths, matched: &matched))
            tableFiles.removeAll { !kept.contains($0.path) }
        }
        let bundles = qualifyByBundle(&tableFiles, root: root, paths: request.paths)

        var swiftFiles: [String] = []
        var registryFiles = request.keysFiles
        for file in registryFiles {
            guard fileManager.isReadableFile(atPath: file) else {
                throw AuditInputError(path: file, reason: "cannot read the key registry file")
            }
        }
        if let swiftRoot {
            let walk = walkTree(swiftRoot, fileManager: fileManager)
            swiftFiles = walk.files.filter { $0.hasSuffix(".swift") }.sorted()
            let swiftFound = swiftFiles.count
            swiftFiles = filter.apply(swiftFiles, paths: request.paths, matched: &matched)
            if tablesFound + swiftFound > 0 && tableFiles.isEmpty && swiftFiles.isEmpty {
                throw filteredOut(filter, tables: tablesFound, swift: swiftFound, request: request)
            }
            if registryFiles.isEmpty {
                let registryFile = request.config.sourceNames.registryType + ".swift"
                registryFiles = swiftFiles.filter { PathText.lastComponent(of: $0) == registryFile }
            }
        }
        if swiftRoot == nil && tablesFound > 0 && tableFiles.isEmpty {
            throw filteredOut(filter, tables: tablesFound, swift: 0, request: request)
        }
        let locales = Set(tableFiles.map(\.locale)).sorted()
        notes.insert("found \(tableFiles.count) table file(s) in \(locales.count) locale(s)\(locales.isEmpty ? "" : ": " + locales.joined(separator: ", "))", at: 0)
        if bundles.count > 1 {
            notes.insert("\(bundles.count) bundles, audited apart: " + bundles.joined(separator: ", "), at: 1)
        }
        if request.packageRoot != nil {
            notes.insert(registryFiles.isEmpty
                ? "no key registry (LubaStrings.swift) found: auditing the tables alone"
                : "key registry: " + registryFiles.map { request.paths.display($0) }.joined(separator: ", "), at: 1)
        }
        return DiscoveredInputs(
            root: root, tableFiles: tableFiles, registryFiles: registryFiles,
            swiftFiles: swiftFiles, notes: notes, paths: request.paths,
            unmatchedPatterns: (filter.included + filter.excluded).filter { !matched.contains($0) }
        )
    }

    /// "Nothing to audit" said of the config's patterns, not of the folder, which had files.
    static func filteredOut(_ filter: PathFilter, tables: Int, swift: Int, request: AuditRequest) -> AuditInputError {
        var found: [String] = []
        if tables > 0 { found.append("\(tables) table file(s)") }
        if swift > 0 { found.append("\(swift) Swift file(s)") }
        let place = request.configPath.map { request.paths.display($0) } ?? "the config"
        return AuditInputError(
            path: place,
            reason: "\"included\"/\"excluded\" leave nothing to audit: all \(found.joined(separator: " and ")) found were filtered out (patterns are relative to \(filter.base))")
    }

    static func requireDirectory(_ path: String, fileManager: FileManager) throws {
        var isDirectory = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AuditInputError(path: path, reason: "no such directory")
        }
        guard isDirectory else {
            throw AuditInputError(path: path, reason: "not a directory")
        }
        guard fileManager.isReadableFile(atPath: path) else {
            throw AuditInputError(path: path, reason: "directory is not readable")
        }
    }

    static func tableFile(_ path: String, display: String) -> TableFile? {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let format: TableFormat
        switch ext {
        case "strings": format = .strings
        case "stringsdict": format = .stringsdict
        case "xcstrings": format = .xcstrings
        default: return nil
        }
        let name = url.deletingPathExtension().lastPathComponent
        let parent = url.deletingLastPathComponent().lastPathComponent
        // A String Catalog holds every locale itself; other tables take theirs from the folder.
        let locale: String
        if format == .xcstrings {
            locale = ""
        } else if parent.hasSuffix(".lproj") {
            locale = String(parent.dropLast(6))
        } else {
            return nil
        }
        let bundle = format == .xcstrings
            ? url.deletingLastPathComponent().path
            : url.deletingLastPathComponent().deletingLastPathComponent().path
        return TableFile(path: path, displayPath: display, locale: locale, name: name, format: format, bundle: bundle)
    }

    /// Tables of the same name in different bundles are different tables: where a name occurs
    /// in more than one bundle, it is qualified with the bundle's displayed path, so the
    /// tables are never compared with each other. The qualifier is the bundle's path under the
    /// audited root: an identity (baselines keep it) that does not change with the current
    /// directory. Returns the bundles' displayed paths.
    static func qualifyByBundle(_ files: inout [TableFile], root: String, paths: PathBase) -> [String] {
        var bundlesByName: [String: Set<String>] = [:]
        for file in files { bundlesByName[file.name, default: []].insert(file.bundle) }
        for index in files.indices where (bundlesByName[files[index].name]?.count ?? 0) > 1 {
            let bundle = paths.absolute(files[index].bundle)
            let folder = PathBase.relative(bundle, under: paths.absolute(root)) ?? paths.display(bundle)
            files[index].name = (folder == "." || folder.isEmpty ? "" : folder + "/") + files[index].name
        }
        return Set(files.map(\.bundle)).map { paths.display($0) }.sorted()
    }

    struct Walk {
        var files: [String] = []
        var problems: [String] = []
    }

    /// Depth-first walk that follows symlinked folders once (by device and inode) and notes,
    /// rather than fails on, what it cannot read.
    static func walkTree(_ root: String, fileManager: FileManager) -> Walk {
        var walk = Walk()
        var seen = Set<String>()
        var stack: [(String, Int)] = [(root, 0)]
        while let (dir, depth) = stack.popLast() {
            guard depth < 64 else {
                walk.problems.append("\(dir): nested too deeply, not searched")
                continue
            }
            var info = stat()
            guard stat(dir, &info) == 0 else { continue }
            let identity = "\(info.st_dev):\(info.st_ino)"
            guard seen.insert(identity).inserted else { continue }
            let names: [String]
            do {
                names = try fileManager.contentsOfDirectory(atPath: dir)
            } catch {
                walk.problems.append("\(dir): folder is not readable, skipped")
                continue
            }
            for name in names.sorted() {
                let path = PathText.appending(name, to: dir)
                var entry = stat()
                guard stat(path, &entry) == 0 else { continue }
                if (entry.st_mode & S_IFMT) == S_IFDIR {
                    if !skippedDirectories.contains(name) { stack.append((path, depth + 1)) }
                } else if (entry.st_mode & S_IFMT) == S_IFREG {
                    walk.files.append(path)
                }
            }
        }
        return walk
    }
}
