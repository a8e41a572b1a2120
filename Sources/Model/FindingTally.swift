/// Findings counted per severity: one row of every count a report shows.
public struct SeverityCounts: Sendable, Hashable {
    private var counts: [Int] = [0, 0, 0]

    public init() {}

    public subscript(severity: Severity) -> Int { counts[severity.rank] }

    /// Every finding counted, whatever its severity.
    public var total: Int { counts[0] &+ counts[1] &+ counts[2] }

    /// The most severe severity counted; nil when nothing is.
    public var worst: Severity? { Severity.allCases.reversed().first { self[$0] > 0 } }

    /// The severities counted, most severe first, with their counts ("13 warnings, 195 notes").
    public var nonZero: [(Severity, Int)] {
        Severity.allCases.reversed().compactMap { self[$0] > 0 ? ($0, self[$0]) : nil }
    }

    package mutating func add(_ severity: Severity) { counts[severity.rank] &+= 1 }

    public static func + (lhs: SeverityCounts, rhs: SeverityCounts) -> SeverityCounts {
        var sum = lhs
        for index in sum.counts.indices { sum.counts[index] &+= rhs.counts[index] }
        return sum
    }
}

/// The area of each rule a result names: the rule as it ran, else the rule as it declares
/// itself (a finding of a rule the run did not describe), else `input`, so that a finding is
/// never dropped from a per-area report. Built from the result's own data, never from the rule
/// catalog: the engine copies into the result the descriptions a report needs.
public struct RuleAreas: Sendable, Hashable {
    private var areas: [String: Area] = [:]

    public init(rules: [RuleDescription], described: [RuleDescription]) {
        for rule in described where areas[rule.id] == nil { areas[rule.id] = rule.area }
        // The rule as it ran wins over its declaration; the first of a duplicated id wins.
        var seen: Set<String> = []
        for rule in rules where seen.insert(rule.id).inserted { areas[rule.id] = rule.area }
    }

    public subscript(ruleID: String) -> Area { areas[ruleID] ?? .input }
}

/// Every count and ranking a report shows of one result's findings, worked out once when the
/// result is assembled, so that the text summary, HTML, JSON and SARIF say the same numbers by
/// construction instead of each counting on its own.
public struct FindingTally: Sendable, Hashable {
    public private(set) var all = SeverityCounts()
    /// Only areas with at least one finding.
    public private(set) var byArea: [Area: SeverityCounts] = [:]
    /// Each rule with at least one finding, at each finding's own (effective) severity: a
    /// config or a rule may demote one finding of a rule and not another.
    public private(set) var byRule: [String: SeverityCounts] = [:]
    /// Each locale a finding names.
    public private(set) var byLocale: [String: SeverityCounts] = [:]
    /// The findings that name no locale (theme, tokens, sources).
    public private(set) var withoutLocale = SeverityCounts()
    /// The findings a `lubaaudit:disable` directive suppressed, per rule.
    public private(set) var suppressedByRule: [String: Int] = [:]
    /// The rules of `suppressedByRule`, most suppressed first, then by id.
    public private(set) var rankedSuppressedRules: [String] = []
    /// The rules with findings, those that fail the run first, then by worst severity, by
    /// count, and by id: the order of "the rules with the most findings".
    public private(set) var rankedRules: [String] = []
    /// The locales with findings or gaps, most errors first (then warnings, notes), then the
    /// least complete, then by name: "the locales needing the most work".
    public private(set) var rankedLocales: [String] = []

    public init() {}

    /// Counts `findings`, each in the area `areas` gives its rule, and the rule of each
    /// suppressed finding; `fails` says whether a severity fails the run, `completion` how
    /// complete each locale is (0...1).
    public init(
        _ findings: [Finding], suppressedRuleIDs: [String] = [], areas: RuleAreas, fails: (Severity) -> Bool,
        completion: [String: Double]
    ) {
        // By position, fields read in place: a copy of each finding cost more than the counting.
        // Findings arrive grouped by rule: the last rule's area answers most look-ups.
        var last: (rule: String, area: Area)?
        for position in findings.indices {
            let ruleID = findings[position].ruleID, severity = findings[position].severity
            let area: Area
            if let last, last.rule == ruleID {
                area = last.area
            } else {
                area = areas[ruleID]
                last = (ruleID, area)
            }
            all.add(severity)
            byArea[area, default: SeverityCounts()].add(severity)
            byRule[ruleID, default: SeverityCounts()].add(severity)
            if let locale = findings[position].subject.locale {
                byLocale[locale, default: SeverityCounts()].add(severity)
            } else {
                withoutLocale.add(severity)
            }
        }
        for ruleID in suppressedRuleIDs { suppressedByRule[ruleID, default: 0] &+= 1 }
        rankedSuppressedRules = suppressedByRule.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
        rankedRules = Self.rankRules(byRule, fails: fails)
        rankedLocales = Self.rankLocales(byLocale, completion: completion)
    }

    private static func rankRules(_ byRule: [String: SeverityCounts], fails: (Severity) -> Bool) -> [String] {
        byRule.sorted { lhs, rhs in
            let lw = lhs.value.worst ?? .note, rw = rhs.value.worst ?? .note
            let l = fails(lw), r = fails(rw)
            if l != r { return l }
            if lw != rw { return lw > rw }
            if lhs.value.total != rhs.value.total { return lhs.value.total > rhs.value.total }
            return lhs.key.utf8.lexicographicallyPrecedes(rhs.key.utf8)
        }.map(\.key)
    }

    private static func rankLocales(_ byLocale: [String: SeverityCounts], completion: [String: Double]) -> [String] {
        func share(_ locale: String) -> Double { completion[locale] ?? 1 }
        let locales = Set(byLocale.keys).union(completion.keys)
        return locales.filter { byLocale[$0] != nil || share($0) < 1 }.sorted { lhs, rhs in
            let l = byLocale[lhs] ?? SeverityCounts(), r = byLocale[rhs] ?? SeverityCounts()
            for severity in Severity.allCases.reversed() where l[severity] != r[severity] {
                return l[severity] > r[severity]
            }
            if share(lhs) != share(rhs) { return share(lhs) < share(rhs) }
            return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
    }
}
