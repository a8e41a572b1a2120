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

/// One import at a time per project: an exclusive `flock` on `lubaaudit-import.lock` in the
/// project's folder (`ImportLock.directory`), taken before the tables are read and held until
/// they are written. Two translators importing into the same tables at once each read the
/// tables, and the second rename threw away the first one's translations; a second import now
/// waits (a bounded wait), then reads the tables the first one wrote.
///
/// The file exists only while an import holds it: the holder removes it before it lets go, and
/// a waiter that then gets the lock on the removed file sees that the name now leads elsewhere
/// (another inode, or none) and tries again. A killed holder's lock is let go by the kernel; its
/// file stays and the next import takes it over.
package struct ImportLock: Sendable {
    package static let fileName = "lubaaudit-import.lock"
    /// How long a second import waits for the first, unless `LUBAAUDIT_IMPORT_WAIT` says otherwise.
    package static let defaultWaitSeconds = 120

    /// The real path of the folder holding the lock and the journal.
    package let directory: String
    package let path: String
    private let descriptor: Int32
    private let device: UInt64
    private let inode: UInt64


    /// The wait `LUBAAUDIT_IMPORT_WAIT` asks for (seconds), else the default.
    package static func waitSeconds() -> Int {
        guard let text = getenv("LUBAAUDIT_IMPORT_WAIT").map({ String(cString: $0) }), let seconds = Int(text), seconds >= 0 else {
            return defaultWaitSeconds
        }
        return seconds
    }

    /// Takes the lock, waiting up to `waitSeconds` for another import to finish; `say` is told
    /// once that this one waits. Throws (the CLI exits 2) when the wait runs out or the lock
    /// file cannot be made; nil instead for the latter when the caller `mayGoWithout` it (a dry
    /// run, which writes nothing, on a read-only checkout).
    package static func acquire(
        in directory: String, display: String, waitSeconds: Int, mayGoWithout: Bool = false, say: (String) -> Void
    ) throws(AuditInputError) -> ImportLock? {
        let path = PathText.appending(fileName, to: directory)
        let deadline = time(nil) + time_t(waitSeconds)
        var told = false
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else {
                if mayGoWithout { return nil }
                throw AuditInputError(path: display, reason: "cannot create the import lock: \(String(cString: strerror(errno))); nothing changed")
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let holder = holderPID(descriptor)
                _ = close(descriptor)
                guard code == EWOULDBLOCK || code == EAGAIN || code == EINTR else {
                    throw AuditInputError(path: display, reason: "cannot lock: \(String(cString: strerror(code))); nothing changed")
                }
                let who = holder.map { "another import (pid \($0))" } ?? "another import"
                if time(nil) >= deadline {
                    throw AuditInputError(
                        path: display,
                        reason: "\(who) is writing these tables; waited \(waitSeconds) s for it: nothing changed (run the import again once it has finished)")
                }
                if !told {
                    say("waiting for \(who) to finish writing these tables (\(display))")
                    told = true
                }
                usleep(50_000)
                continue
            }
            var held = stat()
            var named = stat()
            guard fstat(descriptor, &held) == 0, lstat(path, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino else {
                // The holder removed the file as it let go: this lock guards nothing any more.
                _ = close(descriptor)
                continue
            }
            let pid = Array("\(getpid())\n".utf8)
            if ftruncate(descriptor, 0) == 0 {
                pid.withUnsafeBufferPointer { _ = DescriptorOutput.writeAll($0, to: descriptor) }
            }
            return ImportLock(
                directory: directory, path: path, descriptor: descriptor,
                device: UInt64(truncatingIfNeeded: held.st_dev), inode: UInt64(truncatingIfNeeded: held.st_ino))
        }
    }

    /// The pid the holder wrote into the file, when it is there yet.
    private static func holderPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingWhitespace())
    }

    /// Removes the lock file and lets go. Only while the descriptor is still this lock's: a
    /// second call finds it closed (or reused) and does nothing.
    package func release() {
        var held = stat()
        guard fstat(descriptor, &held) == 0, UInt64(truncatingIfNeeded: held.st_dev) == device,
              UInt64(truncatingIfNeeded: held.st_ino) == inode else { return }
        var named = stat()
        if lstat(path, &named) == 0, named.st_dev == held.st_dev, named.st_ino == held.st_ino { _ = unlink(path) }
        _ = close(descriptor)
    }
}
