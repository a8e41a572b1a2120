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
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder that holds an app's project files (an `*.xcodeproj`, an XcodeGen `project.yml`,
/// a `Package.swift`), found from the audited folder upwards, and the files themselves, read
/// only when they really are inside the project root (a link out of it is not followed).
package struct ProjectFolder: Sendable, Equatable {
    /// Absolute path of the folder.
    package let path: String
    /// Absolute paths of the `project.pbxproj` files of the `*.xcodeproj` folders in it, sorted.
    package let xcodeProjects: [String]
    package let xcodeGenSpec: String?
    package let packageManifest: String?

    /// The largest project file read: real `project.pbxproj` files are a few megabytes.
    package static let maximumFileSize = 32 << 20

    /// The nearest folder at or above `start` with a project file, not above `bound` (when
    /// `start` is inside it), reading only what lies inside `bound`. Nil when there is none.
    package static func nearest(from start: String, bound: String) -> ProjectFolder? {
        let inside = AuditedRoots.isWithin(start, root: bound)
        let roots = AuditedRoots([inside ? bound : start])
        var candidate = PathBase.normalized(start)
        while true {
            if let found = read(candidate, within: roots) { return found }
            // Not above the project root, nor above the audited folder when it lies outside it.
            if !inside || candidate == PathBase.normalized(bound) || candidate == "/" { return nil }
            let parent = candidate.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(Substring(candidate.utf8[..<$0])) } ?? ""
            candidate = parent.isEmpty ? "/" : parent
        }
    }

    /// The project files directly in `folder`, or nil when it has none.
    package static func read(_ folder: String, within roots: AuditedRoots) -> ProjectFolder? {
        guard let entries = Discovery.folderEntries(folder) else { return nil }
        func file(_ path: String) -> String? {
            Discovery.lookUp(path, within: roots) == .file ? path : nil
        }
        var projects: [String] = []
        var spec: String?
        var manifest: String?
        for (name, _) in entries {
            let path = PathText.appending(name, to: folder)
            if name.hasSuffix(".xcodeproj"), name.count > 10, let pbxproj = file(PathText.appending("project.pbxproj", to: path)) {
                projects.append(pbxproj)
            } else if name == "project.yml" {
                spec = file(path)
            } else if name == "Package.swift" {
                manifest = file(path)
            }
        }
        guard !projects.isEmpty || spec != nil || manifest != nil else { return nil }
        return ProjectFolder(path: folder, xcodeProjects: projects.sorted(), xcodeGenSpec: spec, packageManifest: manifest)
    }

    /// A project file's text; nil when it cannot be read or is too large to be a project file.
    package static func text(_ path: String) -> String? {
        guard case .success(let bytes) = FileBytes.read(path, limit: maximumFileSize) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
