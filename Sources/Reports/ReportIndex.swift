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
/// Look-ups every renderer needs, built once per render so that 400,000 findings cost a
/// dictionary probe each rather than a scan of the rule list.
package struct ReportIndex: Sendable {
    package let rulesByID: [String: RuleDescription]
    package let ruleOrder: [String: Int]
    /// `fingerprint(_:)` of every finding, by position, worked out once (on every core) for
    /// all the reports of a run: each report hashed every identity again. Empty when built
    /// without them, for reports that name no finding by fingerprint (text, JUnit).
    package let fingerprints: [String]
    /// `Subject.identity` of every finding, by position, from the same pass (the JSON and SARIF
    /// reports write it too); empty when built without fingerprints.
    package let subjectIdentities: [String]
    /// Each rule's area, as the result gives it.
    package let areas: RuleAreas

    package init(_ result: AuditResult, fingerprints withFingerprints: Bool = true) {
        var byID: [String: RuleDescription] = [:]
        var order: [String: Int] = [:]
        for (index, rule) in result.rules.enumerated() where byID[rule.id] == nil {
            byID[rule.id] = rule
            order[rule.id] = index
        }
        rulesByID = byID
        ruleOrder = order
        areas = result.ruleAreas
        let findings = result.findings
        guard withFingerprints else {
            fingerprints = []
            subjectIdentities = []
            return
        }
        let chunk = 512
        let chunks = stride(from: 0, to: findings.count, by: chunk).map { $0..<min($0 + chunk, findings.count) }
            .parallelMap { range in
                range.map { position in
                    let identity = findings[position].subject.identity
                    return (identity, Self.fingerprint(ruleID: findings[position].ruleID, subjectIdentity: identity))
                }
            }
        subjectIdentities = chunks.flatMap { $0.map(\.0) }
        fingerprints = chunks.flatMap { $0.map(\.1) }
    }

    /// The finding's area: its rule's, or (for a rule that did not run) the one the rule
    /// declares, so a finding is never dropped from a per-area report.
    package func area(of finding: Finding) -> Area { areas[finding.ruleID] }

    package func area(ofRule id: String) -> Area { areas[id] }

    /// The key that ties findings to audited subjects (JUnit test cases): area plus subject identity.
    package static func subjectKey(_ area: Area, _ subject: Subject) -> String {
        area.rawValue + "\u{1F}" + subject.identity
    }

    /// The SARIF `partialFingerprints` value and the base of HTML anchors: a hash of rule id and
    /// subject identity, never of the line, so moving unrelated lines keeps it.
    package static func fingerprint(_ finding: Finding) -> String {
        ReportDigest.hex(finding.identity, length: 32)
    }

    /// The same, from the subject's identity already worked out.
    package static func fingerprint(ruleID: String, subjectIdentity: String) -> String {
        ReportDigest.hex(Finding.identity(ruleID: ruleID, subjectIdentity: subjectIdentity), length: 32)
    }
}

extension Set where Element == String {
    /// `name` if it is free, else the first free of `name` + separator + 2, 3, …; taken either
    /// way. Anchors and JUnit names stay unique in the order they are written.
    package mutating func claim(_ name: String, separator: String) -> String {
        var candidate = name
        var counter = 2
        while contains(candidate) {
            candidate = name + separator + String(counter)
            counter &+= 1
        }
        insert(candidate)
        return candidate
    }
}
