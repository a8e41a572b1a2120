#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-buffer writes to stdout and stderr (FileHandle is not in FoundationEssentials).
/// Unbuffered like FileHandle's, so they interleave with `print` exactly as before.
enum StandardStreams {
    static func writeError(_ text: String) { write(text, to: 2) }

    static func writeOutput(_ text: String) { write(text, to: 1) }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, next, left)
                #elseif canImport(Musl)
                let written = Musl.write(descriptor, next, left)
                #else
                let written = Darwin.write(descriptor, next, left)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    // A closed or broken stream: nothing left to tell.
                    return
                }
                next += written
                left -= written
            }
        }
    }
}
