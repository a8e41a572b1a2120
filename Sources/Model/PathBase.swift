#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two directories every reported path is measured from.
///
/// - Diagnostics, the text, HTML, JUnit and JSON reports and the translators' files name a file
///   so that it opens from where the command ran: relative to the current directory when the
///   file is under it, otherwise absolute. A terminal, an editor or Xcode opens it as written.
/// - SARIF and GitHub annotations name it relative to the project root, because code scanning
///   and pull-request annotations resolve paths against the repository root (GitHub ignores
///   `uriBaseId`): `--project-root`, else the git work tree the command ran in, else the
///   current directory.
///
/// Paths are worked out lexically (`.` and `..` resolved on the text), as a shell prints them.
public struct PathBase: Sendable, Hashable {
    /// Absolute, normalized, without a trailing `/` (except the root itself).
    public let currentDirectory: String
    /// Absolute, normalized, without a trailing `/` (except the root itself).
    public let projectRoot: String

    public init(currentDirectory: String, projectRoot: String? = nil) {
        let current = Self.normalized(currentDirectory.hasPrefix("/") ? currentDirectory : "/" + currentDirectory)
        self.currentDirectory = current
        self.projectRoot = projectRoot.map { Self.normalized($0.hasPrefix("/") ? $0 : current + "/" + $0) } ?? current
    }

    /// The process's working directory, and the project root given (relative to it) or found:
    /// the enclosing git work tree, else the working directory.
    public static func current(projectRoot: String? = nil) -> PathBase {
        let directory = workingDirectory()
        if let projectRoot { return PathBase(currentDirectory: directory, projectRoot: projectRoot) }
        return PathBase(currentDirectory: directory, projectRoot: gitWorkTree(containing: directory))
    }

    /// `path` (relative to the current directory, or absolute) as an absolute, normalized path.
    public func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return Self.normalized(path) }
        return Self.normalized(currentDirectory + "/" + path)
    }

    /// The path that opens from the current directory: relative under it, absolute elsewhere.
    public func display(_ path: String) -> String {
        if Self.isPlainRelative(path) { return path }
        let full = absolute(path)
        return Self.relative(full, under: currentDirectory) ?? full
    }

    /// The path relative to the project root, or nil when the file lies outside it.
    public func projectRelative(_ path: String) -> String? {
        Self.relative(absolute(path), under: projectRoot)
    }

    /// A relative path without empty, `.` or `..` components: already in its final form, so
    /// the thousands of table paths of a large app cost no work.
    package static func isPlainRelative(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return hasPlainComponents(path.utf8[...])
    }

    /// Whether `utf8` is components joined by single `/`, none empty, `.` or `..`.
    private static func hasPlainComponents(_ utf8: Substring.UTF8View) -> Bool {
        var componentLength = 0
        var dots = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return componentLength > 0 && !(componentLength == dots && dots <= 2)
    }

    /// `absolute` relative to `base` ("." for `base` itself), or nil when it is not under it.
    package static func relative(_ absolute: String, under base: String) -> String? {
        if absolute == base { return "." }
        if base == "/" { return String(absolute.dropFirst()) }
        guard absolute.utf8.starts(with: base.utf8),
              absolute.utf8.dropFirst(base.utf8.count).first == UInt8(ascii: "/") else { return nil }
        return String(Substring(absolute.utf8.dropFirst(base.utf8.count + 1)))
    }

    /// An absolute path with runs of `/`, `.` and `..` resolved (`..` above the root stays at it).
    package static func normalized(_ absolute: String) -> String {
        // Most paths are normal already: they are returned as they are, without splitting.
        if absolute == "/" || (absolute.hasPrefix("/") && hasPlainComponents(absolute.utf8.dropFirst())) { return absolute }
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    /// The nearest directory at or above `directory` that holds `.git` (a folder, or the file a
    /// linked work tree or submodule has).
    package static func gitWorkTree(containing directory: String) -> String? {
        var candidate = normalized(directory)
        while true {
            var info = stat()
            if stat(candidate == "/" ? "/.git" : candidate + "/.git", &info) == 0 { return candidate }
            if candidate == "/" { return nil }
            let parent = candidate.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(Substring(candidate.utf8[..<$0])) } ?? ""
            candidate = parent.isEmpty ? "/" : parent
        }
    }

    package static func workingDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
