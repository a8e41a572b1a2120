import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tool that produced a result, shown in every report.
public struct ToolInfo: Codable, Sendable, Hashable {
    public var name: String
    public var version: String
    public var icuVersion: String

    public init(name: String = "lubaaudit", version: String = LubaAuditVersion.current, icuVersion: String) {
        self.name = name
        self.version = version
        self.icuVersion = icuVersion
    }
}

public enum LubaAuditVersion {
    public static let current = "0.1.0"
}

/// One table that was read, for the report's "inputs" summary.
public struct TableSummary: Codable, Sendable, Hashable {
    public var path: String
    public var locale: String
    public var name: String
    public var format: TableFormat
    public var entryCount: Int
    public var byteCount: Int

    public init(path: String, locale: String, name: String, format: TableFormat, entryCount: Int, byteCount: Int) {
        self.path = path
        self.locale = locale
        self.name = name
        self.format = format
        self.entryCount = entryCount
        self.byteCount = byteCount
    }
}

/// What was audited: the root, every table, the registry, the theme.
public struct AuditInputs: Codable, Sendable, Hashable {
    /// The audited root as given by the user (package or strings directory).
    public var root: String
    public var tables: [TableSummary]
    public var registryFiles: [String]
    public var locales: [String]
    public var sourceLocale: String
    /// Where colors came from ("built-in LubaUI default theme", a package, a DTCG file), if audited.
    public var themeSource: String?
    /// Human-readable lines saying what discovery found, for `--package`.
    public var notes: [String]
    /// What a reader might assume was checked but was not ("dark appearance: the palette has
    /// no dark values"): every report says it next to its verdict.
    public var unchecked: [String]
    /// The command that ran (`audit`, `strings`, `contrast`, `tokens`): SARIF's category.
    public var command: String
    /// The config file that was read, if any, as it opens from the current directory.
    public var configFile: String?
    /// The palette files the theme came from, as they open from the current directory.
    public var paletteFiles: [String]

    public init(
        root: String, tables: [TableSummary] = [], registryFiles: [String] = [], locales: [String] = [],
        sourceLocale: String = "en", themeSource: String? = nil, notes: [String] = [], unchecked: [String] = [],
        command: String = "audit", configFile: String? = nil, paletteFiles: [String] = []
    ) {
        self.root = root
        self.tables = tables
        self.registryFiles = registryFiles
        self.locales = locales
        self.sourceLocale = sourceLocale
        self.themeSource = themeSource
        self.notes = notes
        self.unchecked = unchecked
        self.command = command
        self.configFile = configFile
        self.paletteFiles = paletteFiles
    }

    /// The file a finding without a location of its own is anchored to where an output needs a
    /// file (SARIF, which GitHub rejects whole when a result has none): the palette that produced
    /// the theme, else the config that was read; nil when neither exists.
    public var anchorFile: String? { paletteFiles.first ?? configFile }
}

/// A thing the audit looked at, whether or not anything was wrong with it (see `AuditedSubjects`).
public struct AuditedSubject: Codable, Sendable, Hashable {
    public var area: Area
    public var subject: Subject
    public var location: SourceLocation?

    public init(area: Area, subject: Subject, location: SourceLocation? = nil) {
        self.area = area
        self.subject = subject
        self.location = location
    }
}

/// The state of one key in one locale, for the report's keys × locales matrix.
public enum CellState: String, Codable, Sendable {
    case ok
    case missing
    case empty
    case identical
    case error
    case warning

    /// How bad the state is, 0 (ok) to 5 (missing): where findings disagree about one cell,
    /// the worse state wins; the HTML report also keys its spelled-out cells by it.
    public var rank: Int {
        switch self {
        case .ok: return 0
        case .warning: return 1
        case .identical: return 2
        case .empty: return 3
        case .error: return 4
        case .missing: return 5
        }
    }
}

/// Keys × locales, one row per (table, key).
public struct LocalizationMatrix: Codable, Sendable, Hashable {
    public struct Row: Codable, Sendable, Hashable {
        public var table: String
        public var key: String
        public var source: String?
        /// One state per locale, in `locales` order.
        public var cells: [CellState]

        public init(table: String, key: String, source: String?, cells: [CellState]) {
            self.table = table
            self.key = key
            self.source = source
            self.cells = cells
        }
    }

    /// How far one locale is: of the keys it is expected to have, how many are translated
    /// (present, not blank, not still the source text unless legitimately so), missing, blank,
    /// or identical. The four add up to `expected`.
    public struct Completion: Codable, Sendable, Hashable {
        public var expected: Int
        public var translated: Int
        public var missing: Int
        public var empty: Int
        public var identical: Int

        public init(expected: Int, translated: Int = 0, missing: Int = 0, empty: Int = 0, identical: Int = 0) {
            self.expected = expected
            self.translated = translated
            self.missing = missing
            self.empty = empty
            self.identical = identical
        }

        /// translated ÷ expected (1 when nothing is expected).
        public var share: Double { expected == 0 ? 1 : Double(translated) / Double(expected) }
    }

    public var locales: [String]
    public var rows: [Row]
    /// Worked out from the tables, never from findings (a table reported once as partly
    /// untranslated still counts each identical value as untranslated).
    public var completionByLocale: [String: Completion]

    public init(locales: [String], rows: [Row], completionByLocale: [String: Completion]? = nil) {
        self.locales = locales
        self.rows = rows
        self.completionByLocale = completionByLocale ?? Self.counted(locales: locales, rows: rows)
    }

    /// translated ÷ expected keys per locale (0...1): the one completion figure of every report.
    public var completion: [String: Double] { completionByLocale.mapValues(\.share) }

    /// Completion read off the cells, for a matrix built without the tables (tests, other
    /// front ends): a flagged cell counts as translated unless its state says otherwise. A row
    /// with fewer cells than locales counts as missing where it has none.
    package static func counted(locales: [String], rows: [Row]) -> [String: Completion] {
        var counts = locales.map { _ in Completion(expected: rows.count) }
        for row in rows {
            for column in counts.indices {
                switch column < row.cells.count ? row.cells[column] : .missing {
                case .ok, .error, .warning: counts[column].translated &+= 1
                case .missing: counts[column].missing &+= 1
                case .empty: counts[column].empty &+= 1
                case .identical: counts[column].identical &+= 1
                }
            }
        }
        var result: [String: Completion] = [:]
        for (column, locale) in locales.enumerated() { result[locale] = counts[column] }
        return result
    }
}

/// Everything one audit run found. Every report renders this; none re-runs a check.
public struct AuditResult: Sendable {
    public var tool: ToolInfo
    /// ISO 8601, UTC.
    public var date: String
    public var inputs: AuditInputs
    /// Every rule that ran, with its effective severity.
    public var rules: [RuleDescription] { didSet { recount() } }
    /// The rules as they declare themselves (their own default severity), copied by the engine
    /// for every rule that ran or that a finding names: the rule pages a report embeds, and the
    /// area of a finding whose rule did not run. Reports never consult the rule catalog.
    public var describedRules: [RuleDescription] { didSet { recount() } }
    /// Findings after config and baseline, sorted by severity, area, rule, location.
    public var findings: [Finding] { didSet { recount() } }
    /// Findings hidden because the baseline already holds them.
    public var baselineSuppressed: Int
    /// Findings a `lubaaudit:disable` directive silenced where they stand, in finding order:
    /// counted and shown as suppressed by every report, never failing the run.
    public var suppressed: [SuppressedFinding] { didSet { recount() } }
    /// The least severity that fails the run; nil for `--fail-on never` (no finding fails it,
    /// and no report may say one did).
    public var failOn: Severity? { didSet { recount() } }
    public var audited: AuditedSubjects
    public var localizationMatrix: LocalizationMatrix? { didSet { recount() } }
    /// Per-locale counts of String Catalog states (`new`, `needs_review`, `stale`).
    public var catalogStates: [String: [String: Int]]
    /// Accessibility sections; nil when that part was not audited.
    public var accessibility: AccessibilityReport?
    /// What the paths in `findings` and `inputs` are relative to.
    public var paths: PathBase
    /// Each rule's area, from `rules` then `describedRules`.
    public private(set) var ruleAreas: RuleAreas
    /// Every count and ranking of the findings a report shows, worked out once here, where the
    /// engine assembles the result, and again whenever what they are counted from is replaced:
    /// a result never carries counts its findings contradict.
    public private(set) var tally: FindingTally

    public init(
        tool: ToolInfo, date: String, inputs: AuditInputs, rules: [RuleDescription], describedRules: [RuleDescription] = [],
        findings: [Finding], baselineSuppressed: Int = 0, suppressed: [SuppressedFinding] = [], failOn: Severity? = .error,
        audited: AuditedSubjects = [], localizationMatrix: LocalizationMatrix? = nil, catalogStates: [String: [String: Int]] = [:],
        accessibility: AccessibilityReport? = nil, paths: PathBase = .current()
    ) {
        self.tool = tool
        self.date = date
        self.inputs = inputs
        self.rules = rules
        self.describedRules = describedRules
        self.findings = findings
        self.baselineSuppressed = baselineSuppressed
        self.suppressed = suppressed
        self.failOn = failOn
        self.audited = audited
        self.localizationMatrix = localizationMatrix
        self.catalogStates = catalogStates
        self.accessibility = accessibility
        self.paths = paths
        // Placeholders until `recount()` can run on the whole value.
        ruleAreas = RuleAreas(rules: [], described: [])
        tally = FindingTally()
        recount()
    }

    private mutating func recount() {
        ruleAreas = RuleAreas(rules: rules, described: describedRules)
        let failOn = failOn
        tally = FindingTally(
            findings, suppressedRuleIDs: suppressed.map(\.finding.ruleID), areas: ruleAreas, fails: { severity in failOn.map { severity >= $0 } ?? false },
            completion: localizationMatrix?.completion ?? [:])
    }

    /// True when any finding is at or above the `--fail-on` severity.
    public var failed: Bool { Severity.allCases.contains { tally.all[$0] > 0 && fails($0) } }

    /// Whether this finding alone fails the run.
    public func fails(_ finding: Finding) -> Bool { failOn.map { finding.severity >= $0 } ?? false }

    /// Whether a finding of this severity fails the run.
    public func fails(_ severity: Severity) -> Bool { failOn.map { severity >= $0 } ?? false }

    /// `error`, `warning`, `note` or `never`, as `--fail-on` spells it.
    public var failOnWord: String { failOn?.rawValue ?? "never" }

    public func count(_ severity: Severity) -> Int { tally.all[severity] }

    public func rule(_ id: String) -> RuleDescription? { rules.first { $0.id == id } }

    /// The rule as it declares itself (its own default severity), else as it ran.
    public func describedRule(_ id: String) -> RuleDescription? { describedRules.first { $0.id == id } ?? rule(id) }
}
