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

/// Why a report could not be written; names the step and the system error so the CLI can say
/// something better than "failed".
public struct AtomicWriteError: Error, Sendable, CustomStringConvertible {
    public var path: String
    /// The step that failed: "create directory", "open", "write", "fsync", "rename".
    public var operation: String
    public var code: Int32

    public init(path: String, operation: String, code: Int32) {
        self.path = path
        self.operation = operation
        self.code = code
    }

    public var description: String {
        let reason = String(cString: strerror(code))
        return "cannot write \(path): \(operation) failed: \(reason)"
    }
}

/// Writes a report so that readers see either the old file or the whole new one, never a torn
/// one: CI uploads reports while other jobs may still be writing into the same directory.
/// The bytes go to a uniquely named temporary file in the target's directory (same file system,
/// so `rename(2)` is atomic), are flushed with `fsync` when they must survive a power loss,
/// then renamed over the target. A symbolic link at the target is replaced by the file, not
/// followed.
public enum AtomicWriter {
    /// What a write promises beyond atomicity.
    public enum Durability: Sendable {
        /// Readers see the old or the whole new file; a power loss may lose the new one. For
        /// reports, which the next run writes again: flushing 20 MB of them to disk took longer
        /// than the audit.
        case atomic
        /// Also on disk before the rename (file and directory `fsync`): for files people keep,
        /// such as a baseline they commit.
        case durable
    }

    /// Writes `text` as UTF-8 to `path`, creating missing parent directories.
    public static func write(_ text: String, to path: String, durability: Durability = .durable) throws(AtomicWriteError) {
        try write(Array(text.utf8), to: path, durability: durability)
    }

    /// Writes `bytes` to `path`, creating missing parent directories.
    public static func write(_ bytes: [UInt8], to path: String, durability: Durability = .durable) throws(AtomicWriteError) {
        try write(to: path, durability: durability) { stream in
            bytes.withUnsafeBufferPointer { stream.append($0) }
        }
    }

    /// Writes whatever `render` appends to its stream to `path`, creating missing parent
    /// directories. The stream drains into the temporary file as it fills, so a report of any
    /// size costs only the stream's buffer.
    public static func write(
        to path: String, durability: Durability = .durable, _ render: (inout ReportStream) -> Void
    ) throws(AtomicWriteError) {
        let target = URL(fileURLWithPath: path)
        let directory = target.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AtomicWriteError(path: directory, operation: "create directory", code: posixCode(of: error))
        }
        let temporary = directory + "/." + target.lastPathComponent + ".tmp-\(getpid())-"
            + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw AtomicWriteError(path: temporary, operation: "open", code: errno) }
        var closed = false
        defer {
            if !closed { _ = close(descriptor) }
        }
        do throws(AtomicWriteError) {
            var stream = ReportStream { chunk in DescriptorOutput.writeAll(chunk, to: descriptor) }
            render(&stream)
            stream.flush()
            if stream.failure != 0 { throw AtomicWriteError(path: temporary, operation: "write", code: stream.failure) }
            if durability == .durable, fsync(descriptor) != 0 { throw AtomicWriteError(path: temporary, operation: "fsync", code: errno) }
            closed = true
            if close(descriptor) != 0 { throw AtomicWriteError(path: temporary, operation: "close", code: errno) }
            if rename(temporary, target.path) != 0 { throw AtomicWriteError(path: path, operation: "rename", code: errno) }
        } catch {
            _ = unlink(temporary)
            throw error
        }
        if durability == .durable { syncDirectory(directory) }
        removeStaleTemporaries(of: target.lastPathComponent, in: directory)
    }

    /// A run killed outright (SIGKILL, a runner's timeout) leaves its temporary file behind.
    /// The next run that writes the same report removes such files when their process is gone
    /// and they are older than ten minutes: a live writer in another PID namespace (a shared CI
    /// volume) could look gone, but not for that long. Best effort; nothing else is touched.
    package static func removeStaleTemporaries(of name: String, in directory: String, now: time_t = time(nil)) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        let prefix = "." + name + ".tmp-"
        while let entry = readdir(stream) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard file.hasPrefix(prefix) else { continue }
            let rest = file.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                  rest[rest.index(after: dash)...].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { continue }
            if kill(pid, 0) == 0 || errno != ESRCH { continue }
            let path = directory + "/" + file
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = info.st_mtimespec.tv_sec
            #else
            let modified = info.st_mtim.tv_sec
            #endif
            guard now - modified > 600 else { continue }
            _ = unlink(path)
        }
    }

    /// The POSIX error behind a Foundation file error.
    private static func posixCode(of error: any Error) -> Int32 {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        // FileManager's CocoaError holds its cause as a POSIXError (the NSError bridging once
        // used here never found it on Linux, and every such failure said EIO).
        if let underlying = (error as? CocoaError)?.underlying as? POSIXError { return underlying.code.rawValue }
        return EIO
    }

    /// Makes the rename itself durable. Best effort: some file systems refuse fsync on directories.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}
