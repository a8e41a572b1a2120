import LubaAuditModel
import LubaAuditColor
/// A path pattern of `.lubaaudit.json`'s `included` and `excluded`, matched against paths
/// relative to the config file's folder, `/`-separated:
///
/// - `*` matches any run of characters within one path segment (none of them `/`);
/// - `?` matches one character other than `/`;
/// - `**` as a whole segment matches any number of segments, none included;
/// - anything else matches itself (case-sensitive, as file systems on CI are).
///
/// A pattern matches a file when it matches the file's path or one of its folders, so
/// `Sources/Generated` (as SwiftLint's `excluded` writes a folder) and `Sources/Generated/**`
/// both take everything under that folder.
public struct PathGlob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let segments: [Segment]

    private enum Segment: Hashable, Sendable {
        case anyDepth
        case name([Unicode.Scalar])
    }

    /// Nil for a pattern that can match nothing: empty, or only `/` and `.` segments.
    public init?(_ pattern: String) {
        self.pattern = pattern
        var segments: [Segment] = []
        for part in pattern.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "**" {
                if segments.last != .anyDepth { segments.append(.anyDepth) }
            } else {
                segments.append(.name(Array(part.unicodeScalars)))
            }
        }
        guard !segments.isEmpty, segments != [.anyDepth] || pattern.contains("**") else { return nil }
        self.segments = segments
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated; `..` segments allowed) or a folder above it matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { Array($0.unicodeScalars) }
        var memo: [Int: Bool] = [:]
        return match(0, 0, parts, &memo)
    }

    /// Glob segments from `g` against path segments from `p`; done when the glob is used up
    /// after at least one path segment (a folder above the file, or the file itself).
    private func match(_ g: Int, _ p: Int, _ parts: [[Unicode.Scalar]], _ memo: inout [Int: Bool]) -> Bool {
        let key = g &* (parts.count &+ 1) &+ p
        if let known = memo[key] { return known }
        let result: Bool
        if g == segments.count {
            result = p > 0
        } else {
            switch segments[g] {
            case .anyDepth:
                // Zero segments, or one more and stay on `**`.
                result = match(g + 1, p, parts, &memo) || (p < parts.count && match(g, p + 1, parts, &memo))
                    || (g + 1 == segments.count && p == parts.count && p > 0)
            case .name(let name):
                result = p < parts.count && Self.matchSegment(name[...], parts[p][...]) && match(g + 1, p + 1, parts, &memo)
            }
        }
        memo[key] = result
        return result
    }

    /// `*` and `?` within one segment, iteratively (the classic two-pointer wildcard match).
    package static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == name[n]) {
                p += 1
                n += 1
            } else if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}

/// `included` and `excluded` of one config file: which discovered tables and Swift files
/// are audited. An empty `included` admits everything; `excluded` wins over `included`.
public struct PathFilter: Hashable, Sendable {
    /// One pattern, with where the config writes it (for the finding when it matches nothing).
    public struct Entry: Hashable, Sendable {
        public var glob: PathGlob
        public var location: SourceLocation

        public init(glob: PathGlob, location: SourceLocation) {
            self.glob = glob
            self.location = location
        }
    }

    /// The config file's folder (relative to the current directory, or absolute): the
    /// patterns are relative to it.
    public var base: String
    public var included: [Entry]
    public var excluded: [Entry]

    public init(base: String = ".", included: [Entry] = [], excluded: [Entry] = []) {
        self.base = base
        self.included = included
        self.excluded = excluded
    }

    public var isEmpty: Bool { included.isEmpty && excluded.isEmpty }

    /// `path` relative to `base`, lexically, with `..` where it lies outside (both made absolute
    /// against `paths`' current directory).
    package func relative(_ path: String, paths: PathBase) -> String {
        let from = paths.absolute(base).split(separator: "/")
        let to = paths.absolute(path).split(separator: "/")
        var common = 0
        while common < from.count && common < to.count && from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }

    /// What filtering `files` does: the files kept, and which patterns matched any file.
    package func apply(_ files: [String], paths: PathBase, matched: inout Set<Entry>) -> [String] {
        guard !isEmpty else { return files }
        return files.filter { file in
            let relative = relative(file, paths: paths)
            var admitted = included.isEmpty
            for entry in included where entry.glob.matches(relative) {
                matched.insert(entry)
                admitted = true
            }
            for entry in excluded where entry.glob.matches(relative) {
                matched.insert(entry)
                admitted = false
            }
            return admitted
        }
    }
}
