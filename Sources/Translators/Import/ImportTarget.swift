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

/// The table file a unit writes into, worked out from untrusted names (XLIFF `original`, the
/// CSV table column) and refused when the name would lead out of the project or into another
/// locale's tables.
package struct ImportTarget: Hashable, Sendable {
    /// The source locale's file the unit was exported from (the catalog itself for `.xcstrings`).
    package var source: TableFile
    /// Where the translation goes: the target locale's file beside it, or the catalog.
    package var path: String
    package var displayPath: String
    package var format: TableFormat { source.format }
    package var name: String { source.name }

    /// The `<file original>` path checked and matched to a discovered source table.
    package static func resolve(
        original: String, locale: String, sourceLocale: String, files: [TableFile], paths: PathBase, roots: [String],
        at location: SourceLocation
    ) throws(ImportInputError) -> ImportTarget {
        var components = original.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // An absolute path inside the project (an export made by an older version, or by a
        // tool that writes full paths) is read as the path from the project root.
        let inside = original.hasPrefix("/") && !components.contains("..") ? paths.projectRelative(original) : nil
        if let inside { components = inside.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        if original.isEmpty || (original.hasPrefix("/") && (inside ?? "").isEmpty) || original.hasPrefix("~") || original.contains("\\")
            || components.contains("..") || original.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            throw ImportInputError(
                "original \"\(TextReport.singleLine(original))\" leaves the project: only paths inside the audited folder are imported",
                at: location)
        }
        var wanted = components.filter { $0 != "." && !$0.isEmpty }
        for (index, component) in wanted.enumerated() where component.hasSuffix(".lproj") {
            let named = String(component.dropLast(6))
            guard named == sourceLocale || named == locale else {
                throw ImportInputError(
                    "original \"\(TextReport.singleLine(original))\" names the \(named) tables, but the import is for \(locale) (from \(sourceLocale))",
                    at: location)
            }
            wanted[index] = sourceLocale + ".lproj"
        }
        let relative = wanted.joined(separator: "/")
        let candidates = files.filter { $0.format == .xcstrings || $0.locale == sourceLocale }
        func matches(_ file: TableFile) -> Bool {
            let full = paths.absolute(file.path)
            return paths.projectRelative(file.path) == relative || file.displayPath == relative
                || full.hasSuffix("/" + relative) || full == relative
        }
        // The exact path first; else the one path that ends with it (Xcode names files relative to its project).
        let exact = candidates.filter { paths.projectRelative($0.path) == relative || $0.displayPath == relative }
        let found = exact.isEmpty ? candidates.filter(matches) : exact
        guard let source = found.first else {
            throw ImportInputError("original \"\(TextReport.singleLine(original))\" names no table of the audited folder", at: location)
        }
        guard found.count == 1 else {
            throw ImportInputError(
                "original \"\(TextReport.singleLine(original))\" matches \(found.count) tables (\(found.map(\.displayPath).joined(separator: ", "))): name one by its path from the project root",
                at: location)
        }
        return try target(for: source, locale: locale, sourceLocale: sourceLocale, paths: paths, roots: roots, at: location)
    }

    /// The target locale's file for a source table, checked to stay inside the audited roots
    /// once symbolic links are followed.
    package static func target(
        for source: TableFile, locale: String, sourceLocale: String, paths: PathBase, roots: [String], at location: SourceLocation
    ) throws(ImportInputError) -> ImportTarget {
        var path = source.path
        if source.format != .xcstrings {
            var parts = source.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard let folder = parts.lastIndex(of: sourceLocale + ".lproj") else {
                throw ImportInputError("\(source.displayPath) is not in a \(sourceLocale).lproj folder", at: location)
            }
            parts[folder] = locale + ".lproj"
            path = parts.joined(separator: "/")
        }
        try requireInside(path, roots: roots, at: location)
        return ImportTarget(source: source, path: path, displayPath: paths.display(path))
    }

    /// Refuses a path whose real location (links followed, as far as it exists) is outside every root.
    package static func requireInside(_ path: String, roots: [String], at location: SourceLocation) throws(ImportInputError) {
        let realRoots = roots.compactMap(realPath)
        var existing = path
        var rest: [String] = []
        while realPath(existing) == nil {
            guard let slash = existing.lastIndex(of: "/") else { break }
            rest.insert(String(existing[existing.index(after: slash)...]), at: 0)
            existing = String(existing[..<slash])
            if existing.isEmpty { existing = "/" }
        }
        let resolved = (realPath(existing) ?? existing) + (rest.isEmpty ? "" : "/" + rest.joined(separator: "/"))
        guard realRoots.contains(where: { resolved == $0 || resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw ImportInputError("\(path) leads out of the project (a symbolic link to \(resolved)): refused", at: location)
        }
    }

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
