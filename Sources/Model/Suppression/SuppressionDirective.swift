/// One `lubaaudit:disable` or `lubaaudit:enable` comment, as written: which rules, what it
/// covers and why. Readers only record directives; `InSourceSuppressions` applies them.
public struct SuppressionDirective: Hashable, Sendable {
    public enum Action: String, Hashable, Sendable {
        case disable
        case enable
    }

    /// What the directive covers. Tables have one scope, the entry the comment stands before
    /// (or, trailing on its line, after); Swift has SwiftLint's four.
    public enum Scope: String, Hashable, Sendable {
        /// A table entry: `span` says where it is.
        case entry
        /// From the directive's line to the line before the matching `enable` (or the file's end).
        case region
        case nextLine = "next"
        case thisLine = "this"
        case previousLine = "previous"
    }

    /// A rule id as written, and where, so a typo or an unused id is pointed at exactly.
    public struct RuleName: Hashable, Sendable {
        public var id: String
        public var location: SourceLocation

        public init(_ id: String, at location: SourceLocation) {
            self.id = id
            self.location = location
        }
    }

    public var action: Action
    public var scope: Scope
    public var rules: [RuleName]
    /// The text after ` — ` or ` - `, trimmed; nil when none is given.
    public var reason: String?
    /// Where `lubaaudit:` starts.
    public var location: SourceLocation
    /// For `.entry`: the entry covered.
    public var span: SuppressionSpan?

    public init(
        action: Action, scope: Scope, rules: [RuleName], reason: String?, location: SourceLocation, span: SuppressionSpan? = nil
    ) {
        self.action = action
        self.scope = scope
        self.rules = rules
        self.reason = reason
        self.location = location
        self.span = span
    }
}

/// A stretch of one file from `start` up to, not including, `end` (nil: the file's end), in
/// lines and scalar columns as locations count them.
public struct SuppressionSpan: Hashable, Sendable {
    public var file: String
    public var start: Position
    public var end: Position?

    public struct Position: Hashable, Sendable, Comparable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public init(_ location: SourceLocation) {
            self.init(line: location.line, column: location.column)
        }

        public static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    public init(file: String, start: Position, end: Position?) {
        self.file = file
        self.start = start
        self.end = end
    }

    public func contains(_ location: SourceLocation) -> Bool {
        guard location.file == file else { return false }
        let position = Position(location)
        return position >= start && end.map { position < $0 } ?? true
    }
}

/// A comment that starts like a directive but cannot be one (`lubaaudit:disabel`, no rule
/// id, a scope a table has no use for): reported as `lubaaudit.invalid-suppression`, never
/// ignored, since whoever wrote it expects something to be silenced.
public struct SuppressionProblem: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// What one file's comments hold: the directives, and those that could not be read.
public struct SuppressionComments: Hashable, Sendable {
    public var directives: [SuppressionDirective] = []
    public var problems: [SuppressionProblem] = []

    public init(directives: [SuppressionDirective] = [], problems: [SuppressionProblem] = []) {
        self.directives = directives
        self.problems = problems
    }

    public var isEmpty: Bool { directives.isEmpty && problems.isEmpty }

    public mutating func append(_ other: SuppressionComments) {
        directives += other.directives
        problems += other.problems
    }
}

/// A finding a directive silenced: kept, counted and shown as suppressed, never dropped.
public struct SuppressedFinding: Hashable, Sendable {
    public var finding: Finding
    /// The directive's reason, if it gives one.
    public var justification: String?
    /// Where the directive that silenced it stands.
    public var directive: SourceLocation

    public init(finding: Finding, justification: String?, directive: SourceLocation) {
        self.finding = finding
        self.justification = justification
        self.directive = directive
    }
}
