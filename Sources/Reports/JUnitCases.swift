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
/// The JUnit test cases of a result, planned before a byte is written (a suite's `tests` and
/// `failures` come first in the file): per area, one case per finding in `result.findings`
/// order, then one per clean unit (`JUnitUnits`), key groups before subjects.
package struct JUnitPlan {
    package struct TestCase {
        package var classname: String
        package var name: String
        /// The finding the case reports, a position in `result.findings`; nil for a clean unit.
        package var finding: Int?
        /// Whether the finding fails the run: the case then holds a `<failure>`.
        package var fails: Bool
        /// The suppressed finding the case reports, a position in `result.suppressed`: the
        /// case is `<skipped>`, never a failure.
        package var suppressed: Int? = nil
    }

    package struct Suite {
        package var area: Area
        package var cases: [TestCase]
        package var failures: Int
        package var skipped: Int
    }

    /// Only areas with at least one case, in `Area.allCases` order.
    package let suites: [Suite]

    package init(_ result: AuditResult) {
        let findings = result.findings
        let index = ReportIndex(result, fingerprints: false)
        let areas = Self.areas(of: findings, index)
        let units = JUnitUnits(result, areas: areas)
        var drafts: [Area: [CaseNames.Draft]] = [:]
        for position in findings.indices {
            let severity = findings[position].severity
            drafts[areas[position], default: []].append(CaseNames.Draft(
                classname: CaseNames.token(findings[position].ruleID),
                name: CaseNames.subjectName(findings[position].subject, severity: severity),
                source: .finding(position), fails: result.fails(severity)))
        }
        for (position, item) in result.suppressed.enumerated() {
            let finding = item.finding
            drafts[index.area(of: finding), default: []].append(CaseNames.Draft(
                classname: CaseNames.token(finding.ruleID),
                name: CaseNames.subjectName(finding.subject, severity: finding.severity) + " (suppressed)",
                source: .suppressed(position), fails: false))
        }
        for position in units.keyGroups {
            let group = result.audited.keyGroups[position]
            drafts[group.area, default: []].append(CaseNames.Draft(
                classname: CaseNames.token("lubaaudit." + group.area.rawValue + "." + group.locale + "." + group.table),
                name: CaseNames.base(group.file ?? group.table), source: .keyGroup(position), fails: false))
        }
        for position in units.subjects {
            let audited = result.audited.subjects[position]
            drafts[audited.area, default: []].append(CaseNames.Draft(
                classname: "lubaaudit." + audited.area.rawValue, name: CaseNames.subjectName(audited.subject),
                source: .subject(position), fails: false))
        }
        let ordered = Area.allCases.compactMap { area in drafts[area].map { (area, $0) } }
        let names = CaseNames.unique(ordered.map(\.1)) { source in
            switch source {
            case .finding(let position):
                return findings[position].identity
            case .suppressed(let position):
                return result.suppressed[position].finding.identity
            case .keyGroup(let position):
                let group = result.audited.keyGroups[position]
                return [group.area.rawValue, group.table, group.locale, group.file ?? ""].joined(separator: "\u{1F}")
            case .subject(let position):
                let audited = result.audited.subjects[position]
                return ReportIndex.subjectKey(audited.area, audited.subject)
            }
        }
        suites = zip(ordered, names).map { entry, names in
            let cases = zip(entry.1, names).map { draft, name in
                TestCase(classname: draft.classname, name: name, finding: draft.source.finding, fails: draft.fails, suppressed: draft.source.suppressed)
            }
            return Suite(
                area: entry.0, cases: cases, failures: cases.reduce(0) { $0 + ($1.fails ? 1 : 0) },
                skipped: cases.reduce(0) { $0 + ($1.suppressed == nil ? 0 : 1) })
        }
    }

    /// Each finding's area. Findings come sorted by rule within an area, so a run of one rule
    /// costs one look-up.
    private static func areas(of findings: [Finding], _ index: ReportIndex) -> [Area] {
        var areas: [Area] = []
        areas.reserveCapacity(findings.count)
        var last: (rule: String, area: Area)?
        for position in findings.indices {
            let rule = findings[position].ruleID
            if let last, last.rule == rule {
                areas.append(last.area)
            } else {
                let area = index.area(of: findings[position])
                areas.append(area)
                last = (rule, area)
            }
        }
        return areas
    }
}

/// Test case names: stable from run to run (built from subjects, never from lines or
/// messages) and unique per classname in the whole file, because GitLab keeps only the first
/// case of a repeated classname + name. A name several cases of one classname share gets a
/// suffix hashed from each case's identity, so it does not depend on the order of the cases;
/// cases whose identities are equal too get `~2`, `~3`… in file order.
package enum CaseNames {
    package struct Draft {
        package var classname: String
        /// The name before disambiguation, already a token (`base`).
        package var name: String
        package var source: Source
        package var fails: Bool
    }

    /// What a case reports, for the identity its disambiguating hash is taken from.
    package enum Source {
        /// A position in `result.findings`; its identity is `Finding.identity`.
        case finding(Int)
        /// A position in `result.suppressed`.
        case suppressed(Int)
        /// A position in `result.audited.keyGroups`.
        case keyGroup(Int)
        /// A position in `result.audited.subjects`.
        case subject(Int)

        package var finding: Int? {
            if case .finding(let position) = self { return position }
            return nil
        }

        package var suppressed: Int? {
            if case .suppressed(let position) = self { return position }
            return nil
        }
    }

    /// The final names, suite by suite, case by case. `identity` is asked only for the cases
    /// whose name another case of their classname shares.
    package static func unique(_ suites: [[Draft]], identity: (Source) -> String) -> [[String]] {
        let bases = suites.map { $0.map(\.name) }
        // Repeats are found by a 64-bit hash of classname and name: a clash would only add a
        // suffix to a name that did not need one, and the output stays unique and deterministic.
        var uses: [UInt64: Int] = [:]
        uses.reserveCapacity(bases.reduce(0) { $0 + $1.count })
        var hashes = zip(suites, bases).map { suite, names in zip(suite, names).map { Self.hash($0.classname, $1) } }
        var shared = false
        for suite in hashes {
            for hash in suite {
                uses[hash, default: 0] += 1
                shared = shared || uses[hash] != 1
            }
        }
        guard shared else { return bases }
        // Names used once are kept as they are, even one that looks suffixed ("k #0a1b2c3d"):
        // they are claimed first, and a generated name that meets one moves on to `~2`.
        var taken: [String: Set<String>] = [:]
        for (suite, (names, suiteHashes)) in zip(suites, zip(bases, hashes)) {
            for (draft, (name, hash)) in zip(suite, zip(names, suiteHashes)) where uses[hash] == 1 {
                taken[draft.classname, default: []].insert(name)
            }
        }
        hashes = []
        return zip(suites, bases).map { suite, names in
            zip(suite, names).map { draft, name in
                guard uses[Self.hash(draft.classname, name)] != 1 else { return name }
                return taken[draft.classname, default: []].claim(
                    name + " #" + ReportDigest.hex(identity(draft.source), length: 8), separator: " ~")
            }
        }
    }

    private static func hash(_ classname: String, _ name: String) -> UInt64 {
        var hash = NameHash()
        hash.feed(classname)
        hash.feed(byte: 0)
        hash.feed(name)
        return hash.value
    }

    /// `"settings.title" [de] Localizable (warning)`, `textTertiary on surface [light]`,
    /// `caption`: what the subject is, its locale, appearance and detail in brackets, a key's
    /// table last, then the severity when given; a token (`base`). The key is quoted because
    /// keys are often English sentences.
    package static func subjectName(_ subject: Subject, severity: Severity? = nil) -> String {
        func length(_ part: String?) -> Int { (part?.utf8.count ?? 0) + 2 }
        var name = ""
        name.reserveCapacity(length(subject.component) + length(subject.key) + length(subject.pair) + length(subject.token)
            + length(subject.role) + length(subject.table) + length(subject.locale) + length(subject.appearance)
            + length(subject.detail) + 4)
        func add(_ part: String?, quoted: Bool = false) {
            guard let part else { return }
            if !name.isEmpty { name += " " }
            if quoted { name += "\"" }
            name += part
            if quoted { name += "\"" }
        }
        add(subject.component)
        add(subject.key, quoted: true)
        add(subject.pair)
        add(subject.token)
        add(subject.role)
        let tableFirst = name.isEmpty
        if tableFirst { add(subject.table) }
        var bracketOpen = false
        func addBracketed(_ part: String?) {
            guard let part else { return }
            name += bracketOpen ? ", " : " ["
            name += part
            bracketOpen = true
        }
        addBracketed(subject.locale)
        addBracketed(subject.appearance)
        addBracketed(subject.detail)
        if bracketOpen { name += "]" }
        if !tableFirst { add(subject.table) }
        guard let severity else { return base(name) }
        return base(name) + " (" + severity.rawValue + ")"
    }

    /// A name, never empty.
    package static func base(_ name: String) -> String {
        let base = token(name)
        return base.isEmpty ? "(unnamed)" : base
    }

    /// The schema types names and classnames as xs:token, which collapses whitespace:
    /// collapsed here, so two names a reader would merge are told apart. Controls and bidi
    /// overrides are shown visibly (a name is one line in every CI view).
    package static func token(_ text: String) -> String {
        JUnitFindingText.visible(JUnitReport.collapsed(text))
    }
}
