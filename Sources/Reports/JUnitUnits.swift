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
/// The units JUnit gives a passing case when nothing was found in them: what the audit looked
/// at, at the grain a reader fixes things. For localization that is a table file in one locale
/// (a group of `result.audited.keyGroups`), not each key, which would be millions of cases; for
/// the other areas each audited subject (pair × appearance, token, text role), which are few.
///
/// A finding belongs to a key group (table T, locale L, file F), whatever the finding's area,
/// when the finding's subject has locale L and
/// - the finding is located in F (this covers `input.*` findings, whose subject names the file
///   rather than the table), or
/// - its subject has table T and it is located in none of the files of T in L (it has no
///   location, or points elsewhere: a missing translation points at the source's line). Such
///   a finding belongs to every group of T in L.
///
/// A finding belongs to an audited subject when it has the subject's area and identity.
///
/// Units with a finding get no passing case: their findings are their cases. Groups of one
/// area, table, locale and file are one unit, and so are subjects of one area and identity.
package struct JUnitUnits {
    /// Positions in `result.audited.keyGroups` of the clean groups, each unit once.
    package let keyGroups: [Int]
    /// Positions in `result.audited.subjects` of the clean subjects, each unit once.
    package let subjects: [Int]

    /// `areas` holds the area of each finding, in `result.findings` order.
    package init(_ result: AuditResult, areas: [Area]) {
        let groups = result.audited.keyGroups
        var byLocaleFile: [Pair: [Int]] = [:]
        var byTableLocale: [Pair: [Int]] = [:]
        for (position, group) in groups.enumerated() {
            if let file = group.file { byLocaleFile[Pair(group.locale, file), default: []].append(position) }
            byTableLocale[Pair(group.table, group.locale), default: []].append(position)
        }
        var touched = [Bool](repeating: false, count: groups.count)
        var touchedSubjects: Set<String> = []
        let findings = result.findings
        for position in findings.indices {
            let subject = findings[position].subject
            if !result.audited.subjects.isEmpty { touchedSubjects.insert(ReportIndex.subjectKey(areas[position], subject)) }
            guard !groups.isEmpty, let locale = subject.locale else { continue }
            var inOwnTable = false
            if let file = findings[position].location?.file, let located = byLocaleFile[Pair(locale, file)] {
                for group in located { touched[group] = true }
                inOwnTable = located.contains { groups[$0].table == subject.table }
            }
            if !inOwnTable, let table = subject.table, let sameTable = byTableLocale[Pair(table, locale)] {
                for group in sameTable { touched[group] = true }
            }
        }

        var clean: [Int] = []
        var seen: Set<[String]> = []
        for (position, group) in groups.enumerated() where !touched[position] {
            if seen.insert([group.area.rawValue, group.table, group.locale, group.file ?? ""]).inserted { clean.append(position) }
        }
        keyGroups = clean

        var cleanSubjects: [Int] = []
        var seenSubjects: Set<String> = []
        for (position, audited) in result.audited.subjects.enumerated() {
            let key = ReportIndex.subjectKey(audited.area, audited.subject)
            if !touchedSubjects.contains(key) && seenSubjects.insert(key).inserted { cleanSubjects.append(position) }
        }
        subjects = cleanSubjects
    }

    /// Two strings as one dictionary key, without joining them.
    private struct Pair: Hashable {
        var first: String
        var second: String

        init(_ first: String, _ second: String) {
            self.first = first
            self.second = second
        }
    }
}
