#if canImport(Glibc)
import Glibc
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(descriptor, buffer, count)
}
#elseif canImport(Musl)
import Musl
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Musl.write(descriptor, buffer, count)
}
#elseif canImport(Darwin)
import Darwin
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(descriptor, buffer, count)
}
#endif

/// Writes every changed table or none: each file's new bytes go to a temporary file beside it
/// (same file system, so the rename is atomic) and are flushed; only when all are written are
/// they renamed over the tables. A failure before the renames removes the temporaries and
/// leaves every table as it was.
enum ImportCommit {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var operation: String
        var code: Int32
        var description: String { "cannot write \(path): \(operation) failed: \(String(cString: strerror(code)))" }
    }

    static func write(_ files: [(path: String, bytes: [UInt8])]) throws(Failure) {
        var temporaries: [(temporary: String, target: String)] = []
        func discard() { for item in temporaries { _ = unlink(item.temporary) } }
        for file in files {
            let directory = file.path.lastIndex(of: "/").map { String(file.path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
            let temporary = directory + "/." + PathText.lastComponent(of: file.path) + ".import-\(getpid())-"
                + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            var folder = stat()
            if stat(directory, &folder) != 0 && mkdir(directory, 0o755) != 0 {
                let code = errno
                discard()
                throw Failure(path: directory, operation: "create directory", code: code)
            }
            var mode: mode_t = 0o644
            var info = stat()
            if stat(file.path, &info) == 0 { mode = info.st_mode & 0o7777 }
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            guard descriptor >= 0 else {
                let code = errno
                discard()
                throw Failure(path: file.path, operation: "open", code: code)
            }
            temporaries.append((temporary, file.path))
            var written = 0
            var failure: Int32 = 0
            file.bytes.withUnsafeBytes { raw in
                while written < raw.count {
                    let count = systemWrite(descriptor, raw.baseAddress! + written, raw.count - written)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    written += count
                }
            }
            if failure == 0 && fsync(descriptor) != 0 { failure = errno }
            if close(descriptor) != 0 && failure == 0 { failure = errno }
            if failure != 0 {
                discard()
                throw Failure(path: file.path, operation: "write", code: failure)
            }
        }
        for item in temporaries where rename(item.temporary, item.target) != 0 {
            let code = errno
            discard()
            throw Failure(path: item.target, operation: "rename", code: code)
        }
    }
}
