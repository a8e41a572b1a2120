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
    /// Symbolic links (displayed paths) that lead outside the audited folders: neither read
    /// nor walked, and reported by `input.link-outside-root`.
    public var outsideLinks: [String] = []
    /// Symbolic links (displayed paths) that lead to nothing: reported by `input.dangling-link`,
    /// by their own path only.
    public var danglingLinks: [String] = []
}

/// Finds tables, the key registry and Swift sources. Walks the tree itself so that symlink
/// loops, unreadable folders and odd names cannot hang or crash it, and so that it reads
/// only inside the audited folders (`AuditedRoots`) and hands out only regular files.
public enum Discovery {
    package static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "node_modules", "Pods", "Carthage", "DerivedData"]

    public static func discover(_ request: AuditRequest, fileManager: FileManager = .default) throws -> DiscoveredInputs {
        var notes: [String] = []
        guard request.packageRoot != nil || !request.stringsDirectories.isEmpty else {
            // Colors only (a palette or the built-in theme): no tree to walk.
            return DiscoveredInputs(root: ".", tableFiles: [], registryFiles: request.keysFiles, swiftFiles: [], notes: [], paths: request.paths)
        }
        // A single table named with `--strings` is audited in its folder, which bounds it.
        let tableFilesNamed = try request.stringsDirectories.filter { try AuditedRoots.isTableFile($0, fileManager: fileManager) }
        let root = request.packageRoot ?? request.stringsDirectories.first.map(AuditedRoots.folder(forNamed:)) ?? "."
        try requireDirectory(root, fileManager: fileManager)
        // The folders the user named are the audit's bounds; a link inside them is followed
        // only as far as they reach.
        let roots = AuditedRoots((request.packageRoot.map { [$0] } ?? []) + request.stringsDirectories.map(AuditedRoots.folder(forNamed:)))
        var stringsRoots = request.stringsDirectories
        var swiftRoot: String?
        if let package = request.packageRoot {
            let sources = PathText.appending("Sources", to: package)
            var isDirectory = false
            // A `Sources` that links out of the package is not walked: the package is, and
            // reports the link where it meets it.
            if fileManager.fileExists(atPath: sources, isDirectory: &isDirectory), isDirectory, roots.contains(sources) {
                swiftRoot = sources
            } else {
                swiftRoot = package
            }
            if stringsRoots.isEmpty { stringsRoots = [swiftRoot ?? package] }
        }
        for dir in stringsRoots where !tableFilesNamed.contains(dir) { try requireDirectory(dir, fileManager: fileManager) }

        var tableFiles: [TableFile] = []
        var outsideLinks = Set<String>()
        var danglingLinks = Set<String>()
        var bundleFolders = BundleFolders(paths: request.paths)
        for dir in stringsRoots {
            let walk = tableFilesNamed.contains(dir) ? AuditedRoots.walkNamedFile(request.paths.absolute(dir), within: roots) : walkTree(dir, within: roots)
            notes.append(contentsOf: walk.problems)
            for note in specialFileNotes(walk.specialFiles, display: request.paths.display) where !notes.contains(note) { notes.append(note) }
            outsideLinks.formUnion(walk.outsideLinks.map { request.paths.display($0) })
            danglingLinks.formUnion(walk.danglingLinks.map { request.paths.display($0) })
            for path in walk.files {
                guard let file = tableFile(path, bundles: &bundleFolders, display: request.paths.display) else { continue }
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
            try NamedFile.requireRegular(file, display: request.paths.display(file), what: "the key registry file")
            guard fileManager.isReadableFile(atPath: file) else {
                throw AuditInputError(path: file, reason: "cannot read the key registry file")
            }
        }
        if let swiftRoot {
            let walk = walkTree(swiftRoot, within: roots)
            // Said once where the tables' walk went through the same folders.
            for note in specialFileNotes(walk.specialFiles, display: request.paths.display) where !notes.contains(note) { notes.append(note) }
            outsideLinks.formUnion(walk.outsideLinks.map { request.paths.display($0) })
            danglingLinks.formUnion(walk.danglingLinks.map { request.paths.display($0) })
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
        // A config found rather than named is the tree's too: one that links out of its folder
        // was passed over (`AuditCommand.configPath`), and is reported like any such link.
        for candidate in AuditCommand.configCandidates(packageRoot: request.packageRoot) {
            switch lookUp(candidate.path, within: AuditedRoots([candidate.folder])) {
            case .outside: outsideLinks.insert(request.paths.display(candidate.path))
            case .special(let kind): notes.append("\(request.paths.display(candidate.path)): \(kind), not a regular file: not read")
            case .dangling: danglingLinks.insert(request.paths.display(candidate.path))
            case .file, .folder, .nothing: break
            }
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
            unmatchedPatterns: (filter.included + filter.excluded).filter { !matched.contains($0) },
            outsideLinks: outsideLinks.sorted(),
            danglingLinks: danglingLinks.sorted()
        )
    }

    /// "Nothing to audit" said of the config's patterns, not of the folder, which had files.
    package static func filteredOut(_ filter: PathFilter, tables: Int, swift: Int, request: AuditRequest) -> AuditInputError {
        var found: [String] = []
        if tables > 0 { found.append("\(tables) table file(s)") }
        if swift > 0 { found.append("\(swift) Swift file(s)") }
        let place = request.configPath.map { request.paths.display($0) } ?? "the config"
        return AuditInputError(
            path: place,
            reason: "\"included\"/\"excluded\" leave nothing to audit: all \(found.joined(separator: " and ")) found were filtered out (patterns are relative to \(filter.base))")
    }

    package static func requireDirectory(_ path: String, fileManager: FileManager) throws {
        var isDirectory = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            // A named table (possibly a link to nothing) is not a folder the user misspelled.
            let namesTable = [".strings", ".stringsdict", ".xcstrings"].contains { path.hasSuffix($0) }
            throw AuditInputError(path: path, reason: namesTable ? "no such table file" : "no such directory")
        }
        guard isDirectory else {
            throw AuditInputError(path: path, reason: "not a directory")
        }
        guard fileManager.isReadableFile(atPath: path) else {
            throw AuditInputError(path: path, reason: "directory is not readable")
        }
    }

    /// The table a walked file is, if any: by its extension, its name without it and, for
    /// `.strings` and `.stringsdict`, the `.lproj` folder it sits in. Worked out on the path's
    /// text (Foundation's `URL` cost 26 µs a file, most of discovery); the display path is
    /// made only for tables.
    package static func tableFile(_ path: String, bundles: inout BundleFolders, display: (String) -> String) -> TableFile? {
        let utf8 = path.utf8
        let slash = utf8.lastIndex(of: UInt8(ascii: "/"))
        let componentStart = slash.map { utf8.index(after: $0) } ?? utf8.startIndex
        // A leading dot is a hidden file's name, not an extension.
        guard let dot = utf8[componentStart...].lastIndex(of: UInt8(ascii: ".")), dot != componentStart else { return nil }
        let format: TableFormat
        switch Substring(utf8[utf8.index(after: dot)...]) {
        case "strings": format = .strings
        case "stringsdict": format = .stringsdict
        case "xcstrings": format = .xcstrings
        default: return nil
        }
        let name = String(Substring(utf8[componentStart..<dot]))
        let folder = slash.map { String(Substring(utf8[..<$0])) } ?? ""
        // A String Catalog holds every locale itself; other tables take theirs from the folder.
        let locale: String
        let bundle: String
        if format == .xcstrings {
            locale = ""
            bundle = bundles.absolute(folder)
        } else {
            // The file system's separator is the byte, whatever follows it.
            let folderSlash = folder.utf8.lastIndex(of: UInt8(ascii: "/"))
            let parent = Substring(folder.utf8[(folderSlash.map { folder.utf8.index(after: $0) } ?? folder.utf8.startIndex)...])
            guard parent.hasSuffix(".lproj") else { return nil }
            locale = String(parent.dropLast(6))
            let parentFolder = folderSlash.map { String(Substring(folder.utf8[..<$0])) }
            bundle = bundles.absolute(parentFolder.map { $0.isEmpty ? "/" : $0 } ?? "")
        }
        return TableFile(path: path, displayPath: display(path), locale: locale, name: name, format: format, bundle: bundle)
    }

    /// Absolute, normalized bundle folders, remembered: a walk meets each folder's files together.
    package struct BundleFolders {
        package let paths: PathBase
        private var last: (folder: String, absolute: String)?

        package init(paths: PathBase) { self.paths = paths }

        package mutating func absolute(_ folder: String) -> String {
            if let last, last.folder == folder { return last.absolute }
            let absolute = paths.absolute(folder.isEmpty ? "." : folder)
            last = (folder, absolute)
            return absolute
        }
    }

    /// Tables of the same name in different bundles are different tables: where a name occurs
    /// in more than one bundle, it is qualified with the bundle's displayed path, so the
    /// tables are never compared with each other. The qualifier is the bundle's path under the
    /// audited root: an identity (baselines keep it) that does not change with the current
    /// directory. Returns the bundles' displayed paths.
    package static func qualifyByBundle(_ files: inout [TableFile], root: String, paths: PathBase) -> [String] {
        var bundlesByName: [String: Set<String>] = [:]
        for file in files { bundlesByName[file.name, default: []].insert(file.bundle) }
        for index in files.indices where (bundlesByName[files[index].name]?.count ?? 0) > 1 {
            let bundle = paths.absolute(files[index].bundle)
            let folder = PathBase.relative(bundle, under: paths.absolute(root)) ?? paths.display(bundle)
            files[index].name = (folder == "." || folder.isEmpty ? "" : folder + "/") + files[index].name
        }
        return Set(files.map(\.bundle)).map { paths.display($0) }.sorted()
    }

    package struct Walk {
        package var files: [String] = []
        package var problems: [String] = []
        /// Links whose target is outside the audited folders, by the path that reached them.
        package var outsideLinks: [String] = []
        /// Links that lead to nothing, by their own path.
        package var danglingLinks: [String] = []
        /// FIFOs, sockets and devices (or links to them) met on the way, with what each is.
        package var specialFiles: [(path: String, kind: String)] = []
    }

    /// Depth-first walk that follows symlinked folders once (by device and inode) and notes,
    /// rather than fails on, what it cannot read. Folders are read with `readdir`, whose entry
    /// types spare a `stat` per file (only links and unknown types are looked up), and which
    /// costs a fraction of `FileManager`'s listing. A link is followed only when what it leads
    /// to is inside `roots`; only regular files are handed out.
    package static func walkTree(_ root: String, within roots: AuditedRoots) -> Walk {
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
            guard let names = folderEntries(dir) else {
                walk.problems.append("\(dir): folder is not readable, skipped")
                continue
            }
            for (name, reported) in names.sorted(by: { $0.name < $1.name }) {
                let path = PathText.appending(name, to: dir)
                var kind = reported
                if kind == .other {
                    switch lookUp(path, within: roots) {
                    case .folder: kind = .folder
                    case .file: kind = .file
                    case .outside: walk.outsideLinks.append(path)
                    case .dangling: walk.danglingLinks.append(path)
                    case .special(let what): walk.specialFiles.append((path, what))
                    case .nothing: break
                    }
                }
                switch kind {
                case .folder: if !skippedDirectories.contains(name) { stack.append((path, depth + 1)) }
                case .file: walk.files.append(path)
                case .other: break
                }
            }
        }
        return walk
    }

    /// What an entry `readdir` did not type as a folder or a regular file is.
    package enum LookedUp: Equatable {
        case folder, file
        /// A link whose target is outside the roots: not followed.
        case outside
        /// Not a folder nor a regular file ("a FIFO", "a device", ...): not read.
        case special(String)
        /// A symbolic link to nothing (its target, or a folder on the way, does not exist).
        case dangling
        /// Gone, or a link loop: nothing to read.
        case nothing
    }

    /// Looks an entry up without following it first (`lstat`): a link is judged by where it
    /// really leads (`realpath`), and only then is its target's type asked.
    package static func lookUp(_ path: String, within roots: AuditedRoots) -> LookedUp {
        var entry = stat()
        guard lstat(path, &entry) == 0 else { return .nothing }
        if entry.st_mode & S_IFMT == S_IFLNK {
            // Only whether it resolves is asked: where a dangling link would lead is never
            // looked at nor named (the text can itself be telling), as for links that leave.
            guard let real = AuditedRoots.resolve(path) else { return errno == ENOENT ? .dangling : .nothing }
            guard roots.containsResolved(real) else { return .outside }
            guard stat(real, &entry) == 0 else { return .nothing }
        }
        switch entry.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .special(FileBytes.nonRegularKind(mode: entry.st_mode) ?? "a special file")
        }
    }

    /// One line per FIFO, socket or device named like a file the audit reads: never opened
    /// (a FIFO would block the run), and said, so that a table missing from the report is
    /// explained. Others (a socket a tool left in the tree) are no input and pass unsaid.
    package static func specialFileNotes(_ files: [(path: String, kind: String)], display: (String) -> String) -> [String] {
        let inputSuffixes = [".strings", ".stringsdict", ".xcstrings", ".swift"]
        return files.filter { file in inputSuffixes.contains { file.path.hasSuffix($0) } }
            .map { "\(display($0.path)): \($0.kind), not a regular file: not read" }
    }

    package enum EntryKind { case folder, file, other }

    /// The names in a folder, without `.` and `..`, with what `readdir` says they are; nil
    /// when the folder cannot be opened.
    package static func folderEntries(_ dir: String) -> [(name: String, kind: EntryKind)]? {
        guard let handle = opendir(dir) else { return nil }
        defer { closedir(handle) }
        var entries: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            guard name != "." && name != ".." else { continue }
            let type = Int32(entry.pointee.d_type)
            let kind: EntryKind = type == Int32(DT_DIR) ? .folder : type == Int32(DT_REG) ? .file : .other
            entries.append((name, kind))
        }
        return entries
    }
}
