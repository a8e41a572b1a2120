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

/// The folders an audit may read: the project root and the audited folders, as the file
/// system resolves them. A symbolic link is followed only when the path it really leads to
/// (`realpath`) is inside one of them: the audited tree is anyone's pull request, and a link
/// to `/etc/passwd` or `/` must neither put a secret into the reports CI uploads nor walk the
/// whole disk.
package struct AuditedRoots: Sendable {
    /// The roots, resolved and normalized; a root that does not resolve is left out.
    package let resolved: [String]

    package init(_ roots: [String]) {
        // Resolved once here: `/tmp` is itself a link on some systems (`/private/tmp`), and
        // a resolved path under it would never start with the unresolved root.
        var resolved: [String] = []
        for root in roots {
            guard let path = Self.resolve(root), !resolved.contains(path) else { continue }
            resolved.append(path)
        }
        self.resolved = resolved
    }

    /// Whether what `path` leads to, every link on the way followed, is inside a root. A path
    /// that does not resolve (a dangling link, a loop) is not inside: nothing can be read there.
    package func contains(_ path: String) -> Bool {
        guard let real = Self.resolve(path) else { return false }
        return containsResolved(real)
    }

    /// Whether an already resolved path is inside a root.
    package func containsResolved(_ real: String) -> Bool {
        resolved.contains { Self.isWithin(real, root: $0) }
    }

    /// The file system's answer: absolute, no `.`, `..` or links left; nil when it has none.
    package static func resolve(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` is `root` or below it, compared by whole components after lexical normalizing,
    /// so `/proj2` is not inside `/proj` and `/proj/a/../..` is not inside `/proj`. Both are
    /// meant to be absolute; `resolve` gives such paths, this makes the comparison safe for
    /// any spelling of them.
    package static func isWithin(_ path: String, root: String) -> Bool {
        let path = normalized(path)
        let root = normalized(root)
        if root.isEmpty { return true }  // "/": every absolute path is below it
        return path.count >= root.count && zip(path, root).allSatisfy { $0.elementsEqual($1) }
    }

    /// The components of an absolute path with empty ones, `.` and `..` worked out as text;
    /// `..` above the top stays at the top, as the file system does. Split on the byte `/`,
    /// not on characters: a name may begin with a combining mark, which would join the `/`
    /// before it into one character.
    package static func normalized(_ path: String) -> [ArraySlice<UInt8>] {
        var components: [ArraySlice<UInt8>] = []
        for component in Array(path.utf8).split(separator: UInt8(ascii: "/")) {
            if component.elementsEqual([UInt8(ascii: ".")]) { continue }
            if component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
        return components
    }

    /// The folder a named path bounds: the path itself, or a named file's folder.
    package static func folder(forNamed path: String) -> String {
        guard isRegularFile(path) else { return path }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `path` names one table file (`.strings`, `.stringsdict`, `.xcstrings`) rather
    /// than a folder; another kind of file is refused in one line.
    package static func isTableFile(_ path: String, fileManager: FileManager) throws -> Bool {
        guard isRegularFile(path) else { return false }
        guard [".strings", ".stringsdict", ".xcstrings"].contains(where: { path.hasSuffix($0) }) else {
            throw AuditInputError(path: path, reason: "not a directory nor a .strings, .stringsdict or .xcstrings table")
        }
        guard fileManager.isReadableFile(atPath: path) else {
            throw AuditInputError(path: path, reason: "file is not readable")
        }
        return true
    }

    /// The walk of one named table: the file, when what it leads to stays inside the roots.
    package static func walkNamedFile(_ path: String, within roots: AuditedRoots) -> Discovery.Walk {
        var walk = Discovery.Walk()
        switch Discovery.lookUp(path, within: roots) {
        case .file: walk.files = [path]
        case .outside: walk.outsideLinks = [path]
        case .special(let kind): walk.specialFiles = [(path, kind)]
        case .dangling: walk.danglingLinks = [path]
        case .folder, .nothing: break
        }
        return walk
    }

    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
