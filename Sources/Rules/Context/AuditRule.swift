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
/// A check over the audit's models. One rule, one file: its description (id, title, severity,
/// reference, examples) sits next to its check.
public protocol AuditRule: Sendable {
    /// The settings the rule reads, as one value (`RuleOptions`); its description's `options`
    /// are `Options.documented`.
    associatedtype Options: RuleOptions = NoOptions
    var info: RuleDescription { get }
    /// The context's shared analyses `check` reads: the pipeline runs it once they are done,
    /// and rules reading none beside them.
    var reads: SharedAnalysis { get }
    func check(_ context: AuditContext, _ sink: inout FindingSink)
}

extension AuditRule {
    public var reads: SharedAnalysis { [] }
}

/// Collects one rule's findings, stamping each with the rule's id and default severity so a
/// check only says what it found. Config overrides are applied later, once, by the pipeline.
public struct FindingSink: Sendable {
    public let rule: RuleDescription
    public private(set) var findings: [Finding] = []

    public init(rule: RuleDescription) {
        self.rule = rule
    }

    public mutating func emit(
        _ message: String, subject: Subject, at location: SourceLocation?, text: String? = nil,
        evidence: [Evidence] = [], measured: Double? = nil, threshold: Double? = nil, passing: NumberText.Passing = .atLeast,
        fix: String? = nil, related: [SourceLocation] = [], severity: Severity? = nil
    ) {
        findings.append(Finding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message,
            subject: subject, location: location, text: text, evidence: evidence,
            measured: measured, threshold: threshold, passing: passing, fix: fix, related: related
        ))
    }
}
