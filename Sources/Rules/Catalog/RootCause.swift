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
/// One defect, one finding. Several rules look at one value from different sides, so one
/// mistake ("%1$d" where the source has "%@") shows as a type mismatch, a mixed-positional
/// error, a conflicting reuse and an argument never shown; an empty value also "never shows"
/// the source's arguments. Of the findings these rules make about one value (one table, key
/// and locale, and for a String Catalog device branch the device: each branch is a value of its
/// own), the most severe and most telling is kept and the others become its evidence.
package enum RootCause {
    /// The rules that judge a value's text and specifiers, by id, with how telling each is
    /// (`RuleDescription.rootCauseRank`, 0 most): each rule says so on its description.
    package static let rank: [String: Int] = {
        var rank: [String: Int] = [:]
        for rule in RuleCatalog.descriptions {
            if let position = rule.rootCauseRank { rank[rule.id] = position }
        }
        return rank
    }()

    package static func fold(_ findings: inout [Finding]) {
        let rank = Self.rank
        var groups: [ValueIdentity: [Int]] = [:]
        // Room for a group per finding at once (the most there can be): 100,000 findings of a
        // hostile catalog grew the dictionary by doubling, rehashing every key each time. The
        // groups are independent, so the order they are visited in changes nothing.
        groups.reserveCapacity(findings.count)
        // Fields read by position: a copy of each finding retains a dozen strings and arrays,
        // and this runs on one core. Findings come grouped by rule, so the rule's rank is looked
        // up once per run of equal ids.
        var lastRule: (id: String, isValueRule: Bool)?
        for index in findings.indices {
            let ruleID = findings[index].ruleID
            let isValueRule: Bool
            if let lastRule, lastRule.id == ruleID {
                isValueRule = lastRule.isValueRule
            } else {
                isValueRule = rank[ruleID] != nil
                lastRule = (ruleID, isValueRule)
            }
            guard isValueRule, let key = findings[index].subject.key, let locale = findings[index].subject.locale else { continue }
            let subject = findings[index].subject
            groups[ValueIdentity(table: subject.table ?? "", key: key, locale: locale, detail: subject.detail), default: []].append(index)
        }
        var folded: [Int] = []
        for members in groups.values where members.count > 1 {
            let kept = members.min { left, right in
                let (a, b) = (findings[left], findings[right])
                if a.severity != b.severity { return a.severity > b.severity }
                if rank[a.ruleID]! != rank[b.ruleID]! { return rank[a.ruleID]! < rank[b.ruleID]! }
                return left < right
            }!
            let symptoms = members.filter { $0 != kept }.sorted { (rank[findings[$0].ruleID]!, $0) < (rank[findings[$1].ruleID]!, $1) }
            var root = findings[kept]
            let said = symptoms.map { problem(of: findings[$0]) }
            root.message += "; also " + said.joined(separator: "; ")
            for index in symptoms {
                let symptom = findings[index]
                root.evidence.append(Evidence("also \(symptom.ruleID)", problem(of: symptom)))
                if let location = symptom.location, location != root.location, !root.related.contains(location) {
                    root.related.append(location)
                }
            }
            findings[kept] = root
            folded.append(contentsOf: symptoms)
        }
        guard !folded.isEmpty else { return }
        // Compacted in place, in order: findings are large and many.
        let drop = Set(folded)
        var write = 0
        for read in findings.indices where !drop.contains(read) {
            if write != read { findings.swapAt(write, read) }
            write += 1
        }
        findings.removeLast(findings.count - write)
    }

    /// The message without the `"key" in locale: ` every value rule starts with.
    package static func problem(of finding: Finding) -> String {
        let message = finding.message
        guard message.hasPrefix("\""), let range = message.firstRange(of: ": ") else { return message }
        return String(message[range.upperBound...])
    }

    package struct ValueIdentity: Hashable {
        package let table: String
        package let key: String
        package let locale: String
        /// Which device's branch (`device iphone`); nil for the value every device shows.
        package let detail: String?
    }
}
