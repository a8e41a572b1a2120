/// Where a rule's requirement comes from (a WCAG success criterion, Apple's HIG, CLDR, ...).
public struct Reference: Hashable, Codable, Sendable {
    public var title: String
    public var url: String

    public init(_ title: String, url: String) {
        self.title = title
        self.url = url
    }
}

/// A tiny audited tree: relative path -> file content. Every rule ships some that must
/// trigger it and some that must not; one test runs them all through the real pipeline.
/// A triggering example marks each place its findings point at with `ExampleMarker` (`↓`).
public struct RuleExample: Hashable, Sendable {
    /// The files as documented: with the markers.
    public var files: [String: String]
    /// Files whose bytes are not valid text (for encoding examples); markers as UTF-8 bytes.
    public var rawFiles: [String: [UInt8]]
    /// Symbolic links: path -> target, as `ln -s target path` writes it. The target is the
    /// link's text (what git stores), so a marker at its start points at the link itself.
    public var links: [String: String]
    /// Extra command-line style settings for the example (for instance ["--source-locale", "fr"]).
    public var options: [String]
    public var note: String

    public init(_ note: String, files: [String: String], rawFiles: [String: [UInt8]] = [:], links: [String: String] = [:], options: [String] = []) {
        self.note = note
        self.files = files
        self.rawFiles = rawFiles
        self.links = links
        self.options = options
    }

    /// The text files as the audit reads them: markers removed.
    public var auditedFiles: [String: String] { files.mapValues { ExampleMarker.strip($0).text } }

    /// The raw files as the audit reads them: markers removed.
    public var auditedRawFiles: [String: [UInt8]] { rawFiles.mapValues { ExampleMarker.strip($0).bytes } }

    /// The links as the audit meets them: markers removed from their targets.
    public var auditedLinks: [String: String] { links.mapValues { ExampleMarker.strip($0).text } }

    /// Every marked position, in path order, with the file's path as written in the example.
    public var markedPositions: [SourceLocation] {
        var marked: [SourceLocation] = []
        for path in files.keys.sorted() {
            marked += ExampleMarker.strip(files[path]!).positions.map { SourceLocation(file: path, line: $0.line, column: $0.column) }
        }
        for path in rawFiles.keys.sorted() {
            marked += ExampleMarker.strip(rawFiles[path]!).positions.map { SourceLocation(file: path, line: $0.line, column: $0.column) }
        }
        for path in links.keys.sorted() {
            marked += ExampleMarker.strip(links[path]!).positions.map { SourceLocation(file: path, line: $0.line, column: $0.column) }
        }
        return marked
    }
}

/// A `.lubaaudit.json` setting a rule reads besides `severity` and `disabledRules`, which every
/// rule reads: its key, its default as the config would write it, and what it changes.
public struct RuleOption: Hashable, Sendable {
    public var key: String
    public var defaultValue: String
    public var summary: String

    public init(key: String, defaultValue: String, summary: String) {
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// What a rule's finding says about a translation when the finding is the translation's state
/// itself (not there, empty, still the source) rather than a defect in its text: the
/// localization matrix shows it in the cell, each locale's completion counts it, and the
/// translators' list gives it as the unit's status instead of a problem to fix.
public enum TranslationState: String, Sendable, Hashable {
    case missing
    case empty
    case identical
}

/// When a rule is checked. Most rules judge the audited files; the `import.*` rules judge the
/// units of a translation file `lubaaudit import` reads, and only that command reports them.
public enum RuleStage: String, Sendable, Hashable {
    case audit
    case translationImport = "import"
}

/// A rule as data: the id that config, baselines, SARIF and JUnit refer to, and its examples.
/// What a rule counts for beyond its own findings is said here too, so no other part of the
/// tool has to recognise a rule by its id.
public struct RuleDescription: Sendable {
    public var id: String
    public var title: String
    public var area: Area
    public var defaultSeverity: Severity
    public var summary: String
    public var reference: Reference
    public var options: [RuleOption]
    /// The translation state its findings are, or nil when they are defects in a value.
    public var translationState: TranslationState?
    /// For the rules that judge one value's text and specifiers, how telling a finding of this
    /// rule is about the value, 0 most: what makes the others follow (an empty or broken value)
    /// before what it leads to. The findings these rules make about one value fold into the
    /// most severe and most telling (`RootCause`); nil for every other rule.
    public var rootCauseRank: Int?
    public var stage: RuleStage
    /// The examples, built when asked for (by the tests, the rule pages and `lubaaudit rules`):
    /// an audit never reads them, and building every rule's at start takes a millisecond of
    /// each run, most of a small one.
    public var triggering: [RuleExample] { makeTriggering() }
    public var nonTriggering: [RuleExample] { makeNonTriggering() }
    private let makeTriggering: @Sendable () -> [RuleExample]
    private let makeNonTriggering: @Sendable () -> [RuleExample]

    public init(
        id: String, title: String, area: Area, defaultSeverity: Severity,
        summary: String, reference: Reference, options: [RuleOption] = [],
        translationState: TranslationState? = nil, rootCauseRank: Int? = nil, stage: RuleStage = .audit,
        triggering: @autoclosure @escaping @Sendable () -> [RuleExample],
        nonTriggering: @autoclosure @escaping @Sendable () -> [RuleExample]
    ) {
        self.id = id
        self.title = title
        self.area = area
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.reference = reference
        self.options = options
        self.translationState = translationState
        self.rootCauseRank = rootCauseRank
        self.stage = stage
        makeTriggering = triggering
        makeNonTriggering = nonTriggering
    }
}
