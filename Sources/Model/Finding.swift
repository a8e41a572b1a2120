/// One named measurement or fact behind a finding ("ratio" = "4.35:1").
public struct Evidence: Hashable, Codable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// One problem found by one rule, with what a reader needs to act on it.
public struct Finding: Hashable, Codable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var subject: Subject
    public var location: SourceLocation?
    /// The offending text itself (a translation, a specifier), shown with invisibles made visible.
    public var text: String?
    /// Named measurements and context: source text, threshold, alias chain, ...
    public var evidence: [Evidence]
    /// A measured value and the threshold it was compared against, when the rule measures.
    public var measured: Double?
    public var threshold: Double?
    /// Whether `measured` passes by reaching `threshold` or by staying below it: outputs cut
    /// the shown numbers toward failing (`NumberText`).
    public var passing: NumberText.Passing
    /// What to do about it, in words.
    public var fix: String?
    /// Other places that take part (the first of two duplicate keys, the source entry).
    public var related: [SourceLocation]

    public init(
        ruleID: String, severity: Severity, message: String, subject: Subject,
        location: SourceLocation? = nil, text: String? = nil, evidence: [Evidence] = [],
        measured: Double? = nil, threshold: Double? = nil, passing: NumberText.Passing = .atLeast, fix: String? = nil,
        related: [SourceLocation] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.subject = subject
        self.location = location
        self.text = text
        self.evidence = evidence
        self.measured = measured
        self.threshold = threshold
        self.passing = passing
        self.fix = fix
        self.related = related
    }

    /// The identity baselines and fingerprints use: rule and subject, never the line.
    public var identity: String { Self.identity(ruleID: ruleID, subjectIdentity: subject.identity) }

    /// The same from a subject identity already worked out (the reports work each out once).
    package static func identity(ruleID: String, subjectIdentity: String) -> String { ruleID + " " + subjectIdentity }
}
