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
import LubaAuditEngine
import LubaAuditReports
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an import is about to do to the tables, on disk (and flushed) before it renames the
/// first new file into place, removed after the last: each table, the backup of its original
/// (a hard link, or a copy) and its new file. An import killed between two renames leaves the
/// tables part old, part new; the journal beside the lock lets the next import put every
/// table back as it was.
///
/// Recovery always rolls back, never forward: the killed import never said it wrote anything,
/// its new files may not all be complete, and putting the originals back is what the user can
/// check (`git diff` shows nothing) and redo (import the same file again).
///
/// The journal is a file in the project, so it is read as hostile: every path in it is relative
/// to its folder, without `..`, its folder's real path inside the journal's; a table is a
/// `.strings`, `.stringsdict` or `.xcstrings` file, and its backup and new file sit beside it
/// under the names only an import makes (`ImportTemporaries`). At worst a forged journal puts
/// such a file over the table it is named for, or removes a table, inside the project.
package struct ImportJournal: Sendable, Equatable {
    package static let fileName = InterruptedImport.journalFileName
    package static let header = "lubaaudit import journal 1"
    package static let maximumSize = 1 << 20

    /// One table; absolute paths.
    package struct Entry: Sendable, Equatable {
        package var table: String
        /// The original's backup; nil when the import creates the table.
        package var backup: String?
        /// The new bytes, renamed over the table.
        package var fresh: String
    }

    /// The journal's folder (the lock's): a real path.
    package var directory: String
    package var pid: Int32
    package var entries: [Entry]
    /// Folders the import made for a new locale (`de.lproj`), removed again if still empty.
    package var createdFolders: [String] = []

    package var path: String { PathText.appending(Self.fileName, to: directory) }

    package struct Invalid: Error {
        package var line: Int
        package var reason: String
    }

    // MARK: the file

    /// The journal's text; nil when a path is not inside the journal's folder.
    package func encoded() -> [UInt8]? {
        var lines = [Self.header, "pid \(pid)"]
        for folder in createdFolders {
            guard let relative = relative(folder) else { return nil }
            lines.append("folder " + Self.escaped(relative))
        }
        for entry in entries {
            guard let table = relative(entry.table), let fresh = relative(entry.fresh) else { return nil }
            var backup = "-"
            if let original = entry.backup {
                guard let relative = relative(original) else { return nil }
                backup = Self.escaped(relative)
            }
            lines.append("table " + Self.escaped(table) + "\t" + backup + "\t" + Self.escaped(fresh))
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    private func relative(_ path: String) -> String? {
        PathBase.relative(path, under: directory).flatMap { Self.isPlainRelative($0) ? $0 : nil }
    }

    /// The journal in `directory`, nil when there is none; throws when the file is not one this
    /// tool wrote.
    package static func read(in directory: String) throws(Invalid) -> ImportJournal? {
        let path = PathText.appending(fileName, to: directory)
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Invalid(line: 0, reason: "it is not a regular file") }
        guard case .success(let bytes) = FileBytes.read(path, limit: maximumSize) else {
            throw Invalid(line: 0, reason: "it cannot be read, or is over \(maximumSize >> 20) MB")
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header) else { throw Invalid(line: 1, reason: "the first line is not \"\(header)\"") }
        var journal = ImportJournal(directory: directory, pid: 0, entries: [])
        for (offset, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let number = offset + 1
            func path(_ text: Substring) throws(Invalid) -> String {
                guard let relative = unescaped(text), isPlainRelative(relative) else {
                    throw Invalid(line: number, reason: "a path that is not a plain relative path inside the journal's folder")
                }
                return PathText.appending(relative, to: directory)
            }
            if line.hasPrefix("pid "), let pid = Int32(line.dropFirst(4)), pid > 0 {
                journal.pid = pid
            } else if line.hasPrefix("folder ") {
                journal.createdFolders.append(try path(line.dropFirst(7)))
            } else if line.hasPrefix("table ") {
                let fields = line.dropFirst(6).split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 3 else { throw Invalid(line: number, reason: "a table line has not three fields") }
                let entry = Entry(table: try path(fields[0]), backup: fields[1] == "-" ? nil : try path(fields[1]), fresh: try path(fields[2]))
                let folder = parent(entry.table)
                let name = PathText.lastComponent(of: entry.table)
                guard TableKind.isTableName(name) else { throw Invalid(line: number, reason: "\(name) is not a table file") }
                guard parent(entry.fresh) == folder, ImportTemporaries.parse(PathText.lastComponent(of: entry.fresh), table: name)?.kind == .fresh,
                      entry.backup.map({ parent($0) == folder && ImportTemporaries.parse(PathText.lastComponent(of: $0), table: name)?.kind == .backup }) ?? true
                else { throw Invalid(line: number, reason: "the new file or the backup is not named as an import names them beside \(name)") }
                journal.entries.append(entry)
            } else {
                throw Invalid(line: number, reason: "an unknown line")
            }
        }
        return journal
    }

    /// `%`, controls and DEL as `%XX`: one path per field, whatever its name holds.
    package static func escaped(_ path: String) -> String {
        var out: [UInt8] = []
        for byte in path.utf8 {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                out += Array(("%" + StringsDecoding.hex(byte, width: 2)).utf8)
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    package static func unescaped(_ text: Substring) -> String? {
        var out: [UInt8] = []
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                out.append(byte)
                continue
            }
            guard bytes.count >= 2, let value = UInt8(String(decoding: bytes.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            out.append(value)
            bytes = bytes.dropFirst(2)
        }
        guard !out.contains(0) else { return nil }
        return String(decoding: out, as: UTF8.self)
    }

    package static func isPlainRelative(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    package static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    // MARK: rolling back

    /// Puts every table back as it was before the import and removes the journal; what could
    /// not be put back, one phrase each (the journal then stays, for the next try).
    package func rollBack() -> [String] {
        var problems: [String] = []
        let realDirectory = ImportTarget.realPath(directory) ?? directory
        for entry in entries.reversed() {
            // A folder that leads out of the journal's (a symbolic link) is not touched.
            if let folder = ImportTarget.realPath(Self.parent(entry.table)), PathBase.relative(folder, under: realDirectory) == nil {
                problems.append("\(entry.table) is outside \(directory)")
                continue
            }
            if let problem = Self.undo(entry) { problems.append(problem) }
        }
        for folder in createdFolders.reversed() {
            // A folder the import made holds only what the import put there: its temporaries
            // go, then the folder, if nothing else is in it.
            // (A journal is read as hostile: a folder that leads out of the journal's is left alone.)
            guard let real = ImportTarget.realPath(folder), PathBase.relative(real, under: realDirectory) != nil else { continue }
            ImportTemporaries.removeLeftovers(in: real)
            _ = rmdir(real)
        }
        if problems.isEmpty {
            _ = unlink(path)
            ImportCommit.syncFolder(directory)
        }
        return problems
    }

    /// One table back as it was. The new file still there means it was never renamed over
    /// the table, which is then the original; gone, the table is the new one, and the backup
    /// goes back over it (or the table goes, when the import created it). Running it twice
    /// does no harm: a backup already put back is no longer there.
    package static func undo(_ entry: Entry) -> String? {
        if kind(entry.fresh) == .regular {
            _ = unlink(entry.fresh)
            if let backup = entry.backup, kind(backup) == .regular { _ = unlink(backup) }
            return nil
        }
        if let backup = entry.backup {
            switch kind(backup) {
            case .absent: return nil
            case .other: return "the backup \(backup) is not a regular file"
            case .regular:
                if rename(backup, entry.table) != 0 { return "cannot put back \(entry.table): \(String(cString: strerror(errno)))" }
                return nil
            }
        }
        switch kind(entry.table) {
        case .absent: return nil
        case .other: return "\(entry.table) is not a regular file"
        case .regular:
            if unlink(entry.table) != 0 { return "cannot remove \(entry.table): \(String(cString: strerror(errno)))" }
            return nil
        }
    }

    package enum FileKind {
        case absent, regular, other
    }

    package static func kind(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .absent }
        return (info.st_mode & S_IFMT) == S_IFREG ? .regular : .other
    }
}
