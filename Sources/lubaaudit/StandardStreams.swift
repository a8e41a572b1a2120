import LubaAudit

/// stdout and stderr, written whole and unbuffered like FileHandle's, so they interleave with
/// `print` exactly as before. A closed or broken stream is ignored: nothing left to tell.
enum StandardStreams {
    static func writeError(_ text: String) { DescriptorOutput.writeAll(text, to: 2) }

    static func writeOutput(_ text: String) { DescriptorOutput.writeAll(text, to: 1) }
}
