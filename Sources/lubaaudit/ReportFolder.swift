#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LubaAudit

/// The folder the reports go to, checked before the audit reads anything: a folder that
/// cannot be written is a usage error, told in one line, not found after a long audit and a
/// screenful of diagnostics. Nothing is created here: the writers create what is missing.
struct ReportFolder {
    let path: String
    /// What is written there, for the message: "reports", "the baseline".
    var what = "reports"
    /// Whether messages name the folder itself too (when the user named a file in it).
    var namesItself = false

    /// Throws when the folder, or the nearest folder above it that exists (where the missing
    /// ones will be created), is not a folder this process can write into.
    func requireWritable() throws {
        var current = path
        while true {
            var status = stat()
            if stat(current, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw AuditInputError(path: path, reason: current == path && !namesItself
                        ? "cannot write \(what) here: it is not a folder"
                        : "cannot write \(what) here: \(current) is not a folder")
                }
                guard access(current, W_OK | X_OK) == 0 else {
                    throw AuditInputError(path: path, reason: "cannot write \(what) here: \(current) is not writable (\(String(cString: strerror(errno))))")
                }
                return
            }
            // Missing (ENOENT), or under a file (ENOTDIR): the parent says which.
            guard errno == ENOENT || errno == ENOTDIR else {
                throw AuditInputError(path: path, reason: "cannot write \(what) here: \(String(cString: strerror(errno)))")
            }
            let parent = Self.parent(of: current)
            guard parent != current else {
                throw AuditInputError(path: path, reason: "cannot write \(what) here: \(current) does not exist")
            }
            current = parent
        }
    }

    /// Throws unless a file can be written at `file` (a new file renamed into place, as the
    /// atomic writer does): it is not a folder, and its folder can be written into.
    static func requireWritableFile(_ file: String, what: String) throws {
        var status = stat()
        if stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw AuditInputError(path: file, reason: "cannot write \(what) here: it is a folder")
        }
        do {
            try ReportFolder(path: parent(of: file), what: what, namesItself: true).requireWritable()
        } catch let error as AuditInputError {
            throw AuditInputError(path: file, reason: error.reason)
        }
    }

    /// The folder holding `path` ("." for a bare name, "/" for a top-level one).
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        var parent = trimmed[..<slash]
        while parent.count > 1 && parent.hasSuffix("/") { parent.removeLast() }
        return String(parent)
    }
}
