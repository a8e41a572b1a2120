import LubaAuditModel
/// Every Swift file one audit reads, each read, lexed and indexed once, in discovery order.
/// A value built by the pipeline and handed to every Swift reader; nothing global.
///
/// A file that cannot be read (or is above `maximumFileSize`) is kept in `unreadable` and
/// reported by `input.unreadable`: one policy for the registry, the theme and the tokens, so
/// one unreadable component never hides the others' findings nor passes silently.
public struct SwiftSourceStore: Sendable {
    public struct Unreadable: Sendable, Hashable {
        public var displayPath: String
        public var reason: String
    }

    /// How often the store built each stage of one file: the read-once contract, recorded
    /// where it is kept so a test can hold the pipeline to it.
    public struct Builds: Sendable, Hashable {
        public var reads = 0
        public var lexes = 0
        public var indexes = 0
    }

    /// Hand-written Swift is far below this; a file above it is generated data the audit
    /// reports instead of lexing.
    public static let maximumFileSize = 16 << 20

    public private(set) var files: [SwiftSourceFile]
    public private(set) var unreadable: [Unreadable]
    /// By display path.
    public private(set) var builds: [String: Builds]
    private var positionByPath: [String: Int]

    public init(files: [SwiftSourceFile] = [], unreadable: [Unreadable] = []) {
        self.files = files
        self.unreadable = unreadable
        var builds: [String: Builds] = [:]
        var positions: [String: Int] = [:]
        for (position, file) in files.enumerated() {
            builds[file.displayPath, default: Builds()].reads += 1
            builds[file.displayPath, default: Builds()].lexes += 1
            builds[file.displayPath, default: Builds()].indexes += 1
            if positions[file.path] == nil { positions[file.path] = position }
        }
        for item in unreadable { builds[item.displayPath, default: Builds()].reads += 1 }
        self.builds = builds
        self.positionByPath = positions
    }

    /// Reads `paths` (duplicates once, first place kept), in parallel.
    public static func read(
        _ paths: [String], display: @Sendable (String) -> String, limit: Int = maximumFileSize
    ) -> SwiftSourceStore {
        var seen = Set<String>()
        let unique = paths.filter { seen.insert($0).inserted }
        enum Outcome: Sendable {
            case file(SwiftSourceFile)
            case unreadable(Unreadable)
        }
        let outcomes = unique.parallelMap { path -> Outcome in
            let shown = display(path)
            switch FileBytes.read(path, limit: limit) {
            case .success(let bytes):
                return .file(SwiftSourceFile(path: path, displayPath: shown, bytes: bytes))
            case .failure(.tooLarge(let size)):
                return .unreadable(Unreadable(
                    displayPath: shown,
                    reason: "this Swift file is too large to audit (\(NumberText.count(size)) bytes; the limit is \(NumberText.count(limit)))"))
            case .failure(.unreadable):
                return .unreadable(Unreadable(displayPath: shown, reason: "cannot read this Swift file"))
            }
        }
        var files: [SwiftSourceFile] = []
        files.reserveCapacity(outcomes.count)
        var unreadable: [Unreadable] = []
        for outcome in outcomes {
            switch outcome {
            case .file(let file): files.append(file)
            case .unreadable(let item): unreadable.append(item)
            }
        }
        return SwiftSourceStore(files: files, unreadable: unreadable)
    }

    /// The file discovery found at `path`.
    public func file(_ path: String) -> SwiftSourceFile? {
        positionByPath[path].map { files[$0] }
    }

    /// The files at `paths` that could be read, in that order.
    public func files(_ paths: [String]) -> [SwiftSourceFile] {
        paths.compactMap(file)
    }
}
