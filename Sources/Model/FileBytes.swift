#if canImport(Glibc)
import Glibc
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Glibc.read(descriptor, buffer, count)
}
#elseif canImport(Musl)
import Musl
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Musl.read(descriptor, buffer, count)
}
#elseif canImport(Darwin)
import Darwin
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Darwin.read(descriptor, buffer, count)
}
#endif

/// A table file's bytes, read with read(2) straight into the array the readers scan: going
/// through `Data` cost a second copy of every corpus byte.
package enum FileBytes {
    package enum Failure: Error, Equatable {
        case unreadable
        case tooLarge(bytes: Int)
    }

    /// The whole file, or why not. A file above `limit` bytes is refused before it is read.
    /// Only a regular file is read: a FIFO would block the audit forever, a device such as
    /// `/dev/zero` never ends, and `/proc` files report no size; any of them is `.unreadable`.
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        // O_NONBLOCK: opening a FIFO without it waits for a writer that never comes, before
        // fstat could say what the file is. O_NOCTTY: a terminal named here never becomes
        // the process's controlling terminal.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.unreadable) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable) }
        // A regular file ignores O_NONBLOCK; cleared anyway so a read is an ordinary one.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        let size = Int(status.st_size)
        if size > limit { return .failure(.tooLarge(bytes: size)) }

        // The size fstat gave, then on in chunks: a file that grew meanwhile, or one that
        // reports no size, is still read to its end.
        var bytes: [UInt8] = []
        var wanted = size > 0 ? size : 1 << 16
        while true {
            guard let chunk = readChunk(descriptor, upTo: wanted) else { return .failure(.unreadable) }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            if bytes.count > limit { return .failure(.tooLarge(bytes: bytes.count)) }
            if chunk.count < wanted { return .success(bytes) }
            wanted = 1 << 16
        }
    }

    /// Up to `count` bytes, fewer only at the end of the file; nil on a read error.
    private static func readChunk(_ descriptor: Int32, upTo count: Int) -> [UInt8]? {
        var failed = false
        let chunk = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var filled = 0
            while filled < count {
                let got = systemRead(descriptor, buffer.baseAddress! + filled, count - filled)
                if got < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    break
                }
                if got == 0 { break }
                filled += got
            }
            initialized = filled
        }
        return failed ? nil : chunk
    }

    /// What a path is when it is not a regular file ("a FIFO", "a device", ...), for a message
    /// that says why it was not read; nil for a regular file or a path that does not exist.
    /// Follows links: the user named the path, and what it leads to is what would be read.
    package static func nonRegularKind(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return nonRegularKind(mode: status.st_mode)
    }

    package static func nonRegularKind(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "a special file"
        }
    }
}

