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

/// Writes every changed table or none, with the import lock held.
///
/// 1. Each table's new bytes go to a temporary file beside it (same file system, so the rename
///    is atomic), with the original's permission bits (and, as root, its owner and group),
///    flushed.
/// 2. Each original gets a backup beside it: a hard link (the same file, no copy), or a copy
///    where the file system has no hard links.
/// 3. The journal (`ImportJournal`) lists them all, flushed, before the first rename.
/// 4. The new files are renamed over the tables. If one rename fails, every table already
///    replaced gets its backup back, and the import says nothing changed; if the process dies,
///    the next import finds the journal and does the same.
/// 5. The journal goes, then the backups.
package enum ImportCommit {
    package struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var operation: String
        package var code: Int32
        /// What could not be put back after a failed rename; empty when every table is as it was.
        package var unrestored: [String] = []
        package var journal: String?

        package var description: String {
            let cause = "cannot write \(path): \(operation) failed: \(String(cString: strerror(code)))"
            if unrestored.isEmpty { return cause + "; nothing changed (every table is as it was)" }
            return cause + "; putting the tables back failed too (\(unrestored.joined(separator: "; ")))"
                + ": \(journal ?? ImportJournal.fileName) keeps what the next import needs to put them back"
        }
    }

    package struct File {
        package var path: String
        /// The path as messages name it.
        package var display: String
        package var bytes: [UInt8]
        /// What the import read, under the lock: the backup when the file system cannot link.
        package var before: [UInt8]
    }

    package static func write(_ files: [File], journalDirectory: String) throws(Failure) {
        guard !files.isEmpty else { return }
        let fault = ImportFault.current()
        var journal = ImportJournal(directory: journalDirectory, pid: getpid(), entries: [])
        var folders: [String] = []
        var journalWritten = false
        /// Before the first rename: everything made so far goes, and no table was touched.
        func abandon(_ failure: Failure) -> Failure {
            for entry in journal.entries { _ = ImportJournal.undo(entry) }
            for folder in journal.createdFolders.reversed() { _ = rmdir(folder) }
            if journalWritten { _ = unlink(journal.path) }
            return failure
        }
        var createdFolders = 0
        for file in files {
            let name = PathText.lastComponent(of: file.path)
            let named = ImportJournal.parent(file.path)
            if ImportTarget.realPath(named) == nil {
                // The journal names a folder before it is made: an import killed from here on
                // leaves a journal whose rollback removes the folder (and what it holds of this
                // import's), never an empty `de.lproj` no one accounts for.
                guard let above = ImportTarget.realPath(ImportJournal.parent(named)) else {
                    throw abandon(Failure(path: named, operation: "create directory", code: ENOENT))
                }
                journal.createdFolders.append(PathText.appending(PathText.lastComponent(of: named), to: above))
                guard let text = journal.encoded() else {
                    throw abandon(Failure(path: journal.path, operation: "journal (a folder outside \(journalDirectory))", code: EXDEV))
                }
                do {
                    try AtomicWriter.write(text, to: journal.path, durability: .durable)
                    journalWritten = true
                } catch {
                    throw abandon(Failure(path: error.path, operation: "journal (\(error.operation))", code: error.code))
                }
                guard mkdir(named, 0o755) == 0, ImportTarget.realPath(named) != nil else {
                    let code = errno
                    journal.createdFolders.removeLast()
                    throw abandon(Failure(path: named, operation: "create directory", code: code))
                }
                createdFolders += 1
                if fault == .killAfterFolder(createdFolders) { _ = kill(getpid(), SIGKILL) }
            }
            guard let folder = ImportTarget.realPath(named) else { throw abandon(Failure(path: named, operation: "open directory", code: errno)) }
            if !folders.contains(folder) { folders.append(folder) }
            let table = PathText.appending(name, to: folder)
            var original = stat()
            let existing = lstat(table, &original) == 0
            if existing && (original.st_mode & S_IFMT) == S_IFLNK {
                throw abandon(Failure(path: file.display, operation: "replace a symbolic link", code: EPERM))
            }
            let isRegular = existing && (original.st_mode & S_IFMT) == S_IFREG
            let fresh = PathText.appending(ImportTemporaries.name(for: name, .fresh), to: folder)
            var entry = ImportJournal.Entry(table: table, backup: nil, fresh: fresh)
            if let failure = create(fresh, bytes: file.bytes, like: isRegular ? original : nil) {
                throw abandon(Failure(path: file.display, operation: failure.operation, code: failure.code))
            }
            if isRegular {
                let backup = PathText.appending(ImportTemporaries.name(for: name, .backup), to: folder)
                // A hard link is the original itself; a copy of the bytes read where the file system has none.
                if linkat(AT_FDCWD, table, AT_FDCWD, backup, 0) != 0, let failure = create(backup, bytes: file.before, like: original) {
                    journal.entries.append(entry)
                    throw abandon(Failure(path: file.display, operation: "back up (\(failure.operation))", code: failure.code))
                }
                entry.backup = backup
            }
            journal.entries.append(entry)
        }
        for folder in folders { syncFolder(folder) }
        guard let text = journal.encoded() else {
            throw abandon(Failure(path: journal.path, operation: "journal (a table outside \(journalDirectory))", code: EXDEV))
        }
        do {
            try AtomicWriter.write(text, to: journal.path, durability: .durable)
        } catch {
            throw abandon(Failure(path: error.path, operation: "journal (\(error.operation))", code: error.code))
        }
        for (index, entry) in journal.entries.enumerated() {
            var code: Int32 = 0
            if fault == .failRename(index + 1) {
                code = EIO
            } else if rename(entry.fresh, entry.table) != 0 {
                code = errno
            }
            if code != 0 {
                let failed = files[index].display
                let problems = journal.rollBack()
                throw Failure(path: failed, operation: "rename", code: code, unrestored: problems, journal: problems.isEmpty ? nil : journal.path)
            }
            if fault == .killAfterRename(index + 1) { _ = kill(getpid(), SIGKILL) }
        }
        for folder in folders { syncFolder(folder) }
        _ = unlink(journal.path)
        syncFolder(journalDirectory)
        for entry in journal.entries {
            if let backup = entry.backup { _ = unlink(backup) }
        }
        for folder in folders { ImportTemporaries.removeLeftovers(in: folder) }
    }

    /// Writes `bytes` to a new file at `path` with `original`'s permission bits, and its owner
    /// and group when this process may give them (root; otherwise the group, best effort).
    /// Without an original, the mode a new file gets (0666 less the umask).
    private static func create(_ path: String, bytes: [UInt8], like original: stat?) -> (operation: String, code: Int32)? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, original == nil ? 0o666 : 0o600)
        guard descriptor >= 0 else { return ("open", errno) }
        var failure: (String, Int32)?
        if let original {
            // Owner first: a change of owner clears the set-id bits, which fchmod then sets.
            if geteuid() == 0 {
                if fchown(descriptor, original.st_uid, original.st_gid) != 0 { failure = ("fchown", errno) }
            } else if original.st_gid != getegid() {
                _ = fchown(descriptor, uid_t.max, original.st_gid)
            }
            if failure == nil && fchmod(descriptor, original.st_mode & 0o7777) != 0 { failure = ("fchmod", errno) }
        }
        if failure == nil {
            let code = bytes.withUnsafeBufferPointer { DescriptorOutput.writeAll($0, to: descriptor) }
            if code != 0 { failure = ("write", code) }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = ("fsync", errno) }
        if close(descriptor) != 0 && failure == nil { failure = ("close", errno) }
        if failure != nil { _ = unlink(path) }
        return failure
    }

    /// Makes renames and new names in `folder` durable. Best effort: some file systems refuse
    /// fsync on directories.
    package static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}

/// Failures a test asks for, to reach the roll-back code with real files: the environment
/// variable `LUBAAUDIT_TEST_IMPORT_FAULT` set to `rename-fails:N` (the Nth rename fails with
/// EIO) or `kill-after-rename:N` (the process kills itself with SIGKILL after the Nth rename).
/// Unset, or any other value, it does nothing.
package enum ImportFault: Equatable {
    case failRename(Int)
    case killAfterRename(Int)
    /// Killed once the n-th new folder is made, before the journal lists any table.
    case killAfterFolder(Int)

    package static let variable = "LUBAAUDIT_TEST_IMPORT_FAULT"

    package static func current() -> ImportFault? {
        guard let value = getenv(variable).map({ String(cString: $0) }) else { return nil }
        let parts = value.split(separator: ":")
        guard parts.count == 2, let number = Int(parts[1]), number > 0 else { return nil }
        switch parts[0] {
        case "rename-fails": return .failRename(number)
        case "kill-after-rename": return .killAfterRename(number)
        case "kill-after-folder": return .killAfterFolder(number)
        default: return nil
        }
    }
}
