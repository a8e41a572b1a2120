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
import LubaAuditRules
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs the pipeline left to right: discover → read → rules → findings (config, baseline) → result.
public enum Auditor {
    public static func run(_ request: AuditRequest, now: Date = Date()) throws -> AuditResult {
        evaluate(try prepare(request), request: request, now: now)
    }

    /// The models an audit runs on, read once; the translators' report reads them too.
    public struct Prepared: Sendable {
        public let context: AuditContext
        package let discovered: DiscoveredInputs
        package let loaded: CatalogLoader.Output
        package let notes: [String]
        /// The `lubaaudit:` directives of every table and Swift file read.
        package let suppressions: SuppressionComments
    }

    /// Discovers and reads every input. Throws `AuditInputError` when the input cannot be read at all.
    public static func prepare(_ request: AuditRequest) throws -> Prepared {
        let discovered = try Discovery.discover(request)
        let shipped = discovered.tableFiles.isEmpty ? ShippedLocales() : ShippedLocales.read(for: request)
        // Unless the user names it, the source is the one the project declares
        // (`developmentRegion`, `defaultLocalization`), else `en`.
        let given = request.sourceLocale ?? request.config.sourceLocale
        var declared = given == nil ? shipped.declaredSourceLocale(among: discovered.tableFiles) : nil
        var sourceLocale = given ?? declared ?? AuditRequest.defaultSourceLocale
        let wantedLocales = request.locales ?? request.config.locales
        var loaded = try CatalogLoader.load(discovered.tableFiles, sourceLocale: sourceLocale, locales: wantedLocales, shipped: shipped)
        if declared != nil && !loaded.catalog.locales.contains(sourceLocale) {
            // A String Catalog that does not hold the declared language: the default, as before.
            declared = nil
            sourceLocale = AuditRequest.defaultSourceLocale
            loaded = try CatalogLoader.load(discovered.tableFiles, sourceLocale: sourceLocale, locales: wantedLocales, shipped: shipped)
        }
        let sources = readSources(request, discovered: discovered)
        // The `lubaaudit:` directives of every Swift file read, found where each was read.
        var suppressions = loaded.suppressions
        for file in sources.files { suppressions.append(file.directives) }
        let registry = readRegistry(discovered, sources: sources, config: request.config)
        let wantsAccessibility = request.areas.isEmpty || request.areas.contains { $0.isAccessibility }
        let theme = wantsAccessibility ? try ThemeLoader.load(request, discovered: discovered, sources: sources) : ThemeLoader.Loaded(theme: nil, componentPairs: [])
        let design = wantsAccessibility ? DesignSystemLoader.load(request, discovered: discovered, sources: sources) : nil
        let views = request.areas.isEmpty || request.areas.contains(.source)
            ? ViewFactReader.read(sources.files(discovered.swiftFiles), names: request.config.sourceNames, isPackage: isSwiftPackage(request))
            : ViewFacts()
        try InputRequirements.check(
            request, discovered: discovered, catalog: loaded.catalog, registry: registry, theme: theme.theme, design: design, sources: sources, views: views,
            sourceLocale: sourceLocale, excluded: loaded.excludedLocales)
        let context = AuditContext(
            root: discovered.root, catalog: loaded.catalog, registry: registry, config: request.config,
            theme: theme.theme, componentPairs: theme.componentPairs, design: design, sources: sources, views: views,
            outsideLinks: discovered.outsideLinks, danglingLinks: discovered.danglingLinks)
        var notes = discovered.notes
        if let interrupted = InterruptedImport.notice(for: request) { notes.append(interrupted) }
        let catalogLocales = loaded.catalog.locales.filter { !$0.isEmpty }
        if discovered.tableFiles.contains(where: { $0.format == .xcstrings }) {
            // A String Catalog names its locales inside: discovery could not list them.
            notes[0] = "found \(discovered.tableFiles.count) table file(s) holding \(catalogLocales.count) locale(s): " + catalogLocales.joined(separator: ", ")
        }
        if let line = ShippedLocales.summaryLine(loaded.excludedLocales) { notes.insert(line, at: min(1, notes.count)) }
        if declared != nil, sourceLocale != AuditRequest.defaultSourceLocale, let origin = shipped.developmentLanguageOrigin {
            notes.insert("source locale: \(sourceLocale) (\(origin); --source-locale overrides it)", at: min(1, notes.count))
        }
        if request.areas.contains(.source) {
            // The source audit says what it read, not what the table audit would have.
            notes.removeAll { $0.hasPrefix("no key registry (") }
            notes.append(SourceReadNote.text(views))
        }
        return Prepared(context: context, discovered: discovered, loaded: loaded, notes: notes, suppressions: suppressions)
    }

    /// Runs the rules on prepared models and applies config and baseline, once.
    public static func evaluate(_ prepared: consuming Prepared, request: AuditRequest, now: Date = Date()) -> AuditResult {
        var ran = RuleRun(prepared, request: request)
        var suppressions = InSourceSuppressions(
            prepared.suppressions, unmatched: prepared.discovered.unmatchedPatterns, filter: request.config.pathFilter)
        // The rules' models (pair tables, value shapes, parsed formats) are done with: they go
        // on another thread while this one merges the findings, the audit's peak: released on
        // this thread, entry by entry, they would hold up the merge while the other core idles.
        // The catalog stays (reports list its keys).
        let models = consume prepared
        DispatchQueue.global().async { withExtendedLifetime(models) {} }
        var findings = ran.mergedFindings(request: request)
        RootCause.fold(&findings)
        // One defect, one finding; then in-source suppressions: they are explicit where they stand; the baseline then
        // hides what is left, their own findings included.
        var inSource = suppressions.apply(to: &findings, ran: Set(ran.effectiveRules.map(\.id)), config: request.config)
        var suppressed = 0
        if let baseline = request.baseline {
            let before = findings.count
            findings.removeAll { baseline.contains($0) }
            suppressed = before - findings.count
        }
        let (order, matrix) = orderAndMatrix(findings, presence: ran.presence)
        FindingOrder.permute(&findings, into: order)
        inSource = FindingOrder.sorted(inSource)
        return AuditResult(
            tool: ToolInfo(icuVersion: ICU.version),
            date: UTCTimestamp.iso8601(now),
            inputs: ran.inputs,
            rules: ran.effectiveRules,
            describedRules: describedRules(ran: ran.effectiveRules, findings: findings, suppressed: inSource),
            findings: findings,
            baselineSuppressed: suppressed,
            suppressed: inSource,
            failOn: request.failOn,
            audited: ran.audited,
            localizationMatrix: matrix,
            catalogStates: ran.catalogStates,
            accessibility: ran.accessibility,
            paths: request.paths
        )
    }

    /// The catalog's own description of every rule that ran or that a finding names, copied
    /// into the result: a report shows a rule's page and area from the result alone.
    package static func describedRules(ran: [RuleDescription], findings: [Finding], suppressed: [SuppressedFinding]) -> [RuleDescription] {
        var named = Set(ran.map(\.id))
        var last: String?
        for position in findings.indices where findings[position].ruleID != last {
            last = findings[position].ruleID
            named.insert(findings[position].ruleID)
        }
        for item in suppressed { named.insert(item.finding.ruleID) }
        return RuleCatalog.descriptions.filter { named.contains($0.id) }
    }

    /// What the rules and summaries produced, with nothing of the models they ran on but the
    /// catalog's entries that audited keys share.
    private struct RuleRun {
        let rules: [any AuditRule]
        /// Every rule that ran, with its effective severity.
        let effectiveRules: [RuleDescription]
        /// Each rule's findings, by the rule's position in `rules`.
        var perRule: [[Finding]]
        var presence: LocalizationSummary.Presence?
        var audited = AuditedSubjects()
        let inputs: AuditInputs
        let catalogStates: [String: [String: Int]]
        let accessibility: AccessibilityReport?

        init(_ prepared: borrowing Prepared, request: AuditRequest) {
            let context = prepared.context
            rules = RuleCatalog.all.filter { rule in
                // The suppression rules judge the directives of whatever the command reads.
                request.config.severity(for: rule.info) != nil
                    && (request.areas.isEmpty || request.areas.contains(rule.info.area) || rule.info.area == .suppression)
            }
            effectiveRules = rules.map { rule -> RuleDescription in
                var info = rule.info
                info.defaultSeverity = request.config.severity(for: info) ?? info.defaultSeverity
                return info
            }
            perRule = Array(repeating: [], count: rules.count)
            for output in Auditor.schedule(rules).parallelMap({ $0.run(context) }) {
                switch output {
                case .findings(let position, let found): perRule[position] = found
                case .presence(let computed): presence = computed
                case .audited(let computed): audited = computed
                case .analyzed: break
                }
            }
            let (discovered, catalog) = (prepared.discovered, prepared.loaded.catalog)
            let tables = catalog.stringsTables.map {
                TableSummary(path: $0.path, locale: $0.locale, name: $0.name, format: $0.format, entryCount: $0.entries.count, byteCount: $0.byteCount)
            } + catalog.pluralTables.map {
                TableSummary(path: $0.path, locale: $0.locale, name: $0.name, format: $0.format, entryCount: $0.entries.count, byteCount: $0.byteCount)
            }
            inputs = AuditInputs(
                // A palette run has no folder: what it audited is the palette.
                root: request.packageRoot == nil && request.stringsDirectories.isEmpty && !request.palettePaths.isEmpty
                    ? request.palettePaths.map { request.paths.display($0) }.joined(separator: " + ")
                    : discovered.paths.display(discovered.root),
                tables: tables.sorted { $0.path < $1.path },
                registryFiles: discovered.registryFiles.map { discovered.paths.display($0) },
                locales: catalog.locales,
                sourceLocale: context.sourceLocale,
                themeSource: context.theme?.source,
                notes: prepared.notes,
                unchecked: context.theme.map(Auditor.uncheckedAppearances) ?? [],
                command: request.command,
                configFile: request.configPath.map { request.paths.display($0) },
                paletteFiles: request.palettePaths.map { request.paths.display($0) }
            )
            catalogStates = prepared.loaded.catalogStates
            accessibility = AccessibilitySummary.build(context)
        }

        /// Every rule's findings in one list, with the config's severities. Each rule's list is
        /// released as soon as it is copied.
        mutating func mergedFindings(request: AuditRequest) -> [Finding] {
            let total = perRule.reduce(0) { $0 + $1.count }
            // Moved, not copied: copying retains a dozen strings and arrays per finding, on
            // one core while the other idles. Each rule's list is taken (unique), its findings
            // moved out, and its slots refilled with a placeholder that owns nothing.
            let placeholder = Finding(ruleID: "", severity: .note, message: "", subject: Subject())
            return [Finding](unsafeUninitializedCapacity: total) { buffer, initialized in
                initialized = 0
                for (number, rule) in rules.enumerated() {
                    var found = perRule[number]
                    perRule[number] = []
                    if let override = request.config.severities[rule.info.id] {
                        for index in found.indices { found[index].severity = override }
                    }
                    found.withUnsafeMutableBufferPointer { source in
                        guard let from = source.baseAddress, let to = buffer.baseAddress, !source.isEmpty else { return }
                        (to + initialized).moveInitialize(from: from, count: source.count)
                        from.initialize(repeating: placeholder, count: source.count)
                        initialized += source.count
                    }
                }
            }
        }
    }

    /// The report order and the locale matrix, which only read the findings, worked out side by side.
    private static func orderAndMatrix(_ findings: [Finding], presence: LocalizationSummary.Presence?) -> ([Int], LocalizationMatrix?) {
        let parts = [TailPart.order, .matrix].parallelMap { part -> TailPart.Output in
            switch part {
            case .order: return .order(FindingOrder.order(of: findings))
            case .matrix: return .matrix(LocalizationSummary.matrix(presence, findings: findings))
            }
        }
        guard case .order(let order) = parts[0], case .matrix(let matrix) = parts[1] else { preconditionFailure("tail parts out of order") }
        return (order, matrix)
    }

    /// The two read-only steps after the findings are final.
    private enum TailPart: Sendable {
        case order, matrix

        enum Output: Sendable {
            case order([Int])
            case matrix(LocalizationMatrix?)
        }
    }

    /// One batch for the pool, which takes its jobs in order: the shared analyses first,
    /// the longest first; then the rules that read none of them and the summary of audited
    /// subjects; then the rules and the completion summary that read them, those waiting on
    /// the identical-value analysis (much the longest) last. One batch, not analyses then
    /// rules: a core that finished its analyses takes rules instead of idling until the
    /// longest analysis is done. Without `summaries`, the rules and what they read only (the
    /// import's check of the tables as they would be).
    package static func schedule(_ rules: [any AuditRule], summaries: Bool = true) -> [Job] {
        let boxes = rules.enumerated().map { RuleBox(rule: $1, position: $0) }
        let free = boxes.filter { $0.rule.reads.isEmpty }
        let reading = boxes.filter { !$0.rule.reads.isEmpty && !$0.rule.reads.contains(.identicalValues) }
        let waitingLongest = boxes.filter { $0.rule.reads.contains(.identicalValues) }
        // Only what a rule or the completion summary (identical values) reads is worked out.
        let read = rules.reduce(summaries ? SharedAnalysis.identicalValues : []) { $0.union($1.reads) }
        return SharedAnalysis.each.filter { read.contains($0) }.map(Job.analysis)
            + free.map(Job.rule) + (summaries ? [.audited] : []) + reading.map(Job.rule)
            + (summaries ? [.presence] : []) + waitingLongest.map(Job.rule)
    }

    /// Rules are existentials; boxing keeps `parallelMap`'s element `Sendable` and simple. The
    /// position is the rule's in the run's list: its findings go back there, whatever the order
    /// the schedule ran it in.
    package struct RuleBox: Sendable {
        package let rule: any AuditRule
        package let position: Int
    }

    /// One unit of the evaluation batch: a shared analysis, a rule, or a summary that needs
    /// no findings.
    package enum Job: Sendable {
        case analysis(SharedAnalysis)
        case rule(RuleBox)
        case presence
        case audited

        package enum Output: Sendable {
            case analyzed
            case findings(position: Int, [Finding])
            case presence(LocalizationSummary.Presence?)
            case audited(AuditedSubjects)
        }

        package func run(_ context: AuditContext) -> Output {
            switch self {
            case .analysis(let analysis):
                context.analyses.prepare(analysis)
                return .analyzed
            case .rule(let box):
                var sink = FindingSink(rule: box.rule.info)
                box.rule.check(context, &sink)
                return .findings(position: box.position, sink.findings)
            case .presence:
                return .presence(LocalizationSummary.presence(context))
            case .audited:
                return .audited(AuditedSubjects(
                    keyGroups: LocalizationSummary.auditedKeys(context), subjects: AccessibilitySummary.auditedSubjects(context)))
            }
        }
    }

    /// The appearances a theme has no values for: a light-only palette checks no dark pair,
    /// and every report must say so rather than let "no findings" read as "dark passes".
    package static func uncheckedAppearances(_ theme: Theme) -> [String] {
        Appearance.allCases.filter { !theme.appearances.contains($0) }.map { appearance in
            "the \(appearance.rawValue) appearance: \(theme.source) has no \(appearance.rawValue) values"
        }
    }

    /// Every Swift file the requested areas read, read, lexed and indexed once: the key
    /// registry always, the rest of the package's sources when an area needs them.
    package static func readSources(_ request: AuditRequest, discovered: DiscoveredInputs) -> SwiftSourceStore {
        let wantsSources = request.areas.isEmpty || request.areas.contains { $0.needsSwiftSources }
        let paths = discovered.registryFiles + (wantsSources ? discovered.swiftFiles : [])
        let base = discovered.paths
        return SwiftSourceStore.read(paths, display: { base.display($0) }, limit: request.swiftSourceLimit)
    }

    /// A `Package.swift` at the audited root: its strings live in `Bundle.module`, never in the
    /// main bundle a bare `Text("…")` looks in.
    package static func isSwiftPackage(_ request: AuditRequest) -> Bool {
        guard let root = request.packageRoot else { return false }
        return FileManager.default.fileExists(atPath: PathText.appending("Package.swift", to: root))
    }

    package static func readRegistry(_ discovered: DiscoveredInputs, sources: SwiftSourceStore, config: AuditConfig) -> KeyRegistry? {
        guard !discovered.registryFiles.isEmpty else { return nil }
        var registry = KeyRegistry()
        let callNames = config.registryCallNames.map { RegistryCallNames(names: $0) } ?? .default
        for file in discovered.registryFiles {
            // An unreadable registry file is `input.unreadable`'s finding, like any Swift file.
            guard let source = sources.file(file) else { continue }
            let read = KeyRegistryReader.read(source, callNames: callNames)
            registry.files.append(source.displayPath)
            registry.calls.append(contentsOf: read.calls)
            registry.diagnostics.append(contentsOf: read.diagnostics)
            registry.functions.append(contentsOf: read.functions)
        }
        // A function declared in one registry file serves the calls of every other.
        registry.resolveFormatting()
        return registry
    }
}

/// Findings in report order: most severe first, then area, rule, file, line.
public enum FindingOrder {
    /// `findings` in `precedes` order. Rule ids and files are ranked once, so most comparisons
    /// are of integers; identities are built only for findings that tie on everything else.
    public static func sorted(_ findings: [Finding]) -> [Finding] {
        var sorted = findings
        sort(&sorted)
        return sorted
    }

    /// Sorts in place: a sorted copy beside the original doubled the findings' memory at the
    /// audit's peak.
    public static func sort(_ findings: inout [Finding]) {
        let order = order(of: findings)
        permute(&findings, into: order)
    }

    /// The position each finding takes in report order: `order[i]` is the finding that belongs
    /// at i. It only reads the findings, so other read-only work can run beside it.
    package static func order(of findings: [Finding]) -> [Int] {
        // Fields are read by position, never copied: a copy retains a dozen strings and arrays.
        // Findings arrive grouped by rule and mostly by file, so the last rank seen answers most
        // lookups with one comparison of equal strings instead of hashing.
        var ruleRank = RankTable()
        var fileRank = RankTable()
        for index in findings.indices {
            ruleRank.note(findings[index].ruleID)
            fileRank.note(findings[index].location?.file ?? "")
        }
        ruleRank.rankSorted()
        fileRank.rankSorted()
        struct Key: Comparable {
            var severity: Int, rule: Int, file: Int, line: Int, column: Int
            static func < (a: Key, b: Key) -> Bool {
                (a.severity, a.rule, a.file, a.line, a.column) < (b.severity, b.rule, b.file, b.line, b.column)
            }
        }
        var keys: [Key] = []
        keys.reserveCapacity(findings.count)
        for index in findings.indices {
            let location = findings[index].location
            keys.append(Key(
                severity: -findings[index].severity.rank, rule: ruleRank.rank(findings[index].ruleID),
                file: fileRank.rank(location?.file ?? ""), line: location?.line ?? 0, column: location?.column ?? 0))
        }
        // Sort indices, not the (large) findings themselves: moving structs dominated the sort.
        var order = findings.indices.sorted { keys[$0] < keys[$1] }
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && keys[order[end]] == keys[order[start]] { end += 1 }
            if end - start > 1 {
                let tied = order[start..<end].map { ($0, findings[$0].subject.identity) }
                order.replaceSubrange(start..<end, with: tied.sorted { $0.1 < $1.1 }.map(\.0))
            }
            start = end
        }
        return order
    }

    /// Puts the findings in `order` (from `order(of:)`): each cycle of the permutation is
    /// followed, every finding moved straight into its place through one spare slot.
    package static func permute(_ findings: inout [Finding], into order: [Int]) {
        precondition(order.count == findings.count, "an order for other findings")
        var placed = [Bool](repeating: false, count: order.count)
        findings.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let spare = UnsafeMutablePointer<Finding>.allocate(capacity: 1)
            defer { spare.deallocate() }
            for start in order.indices where !placed[start] {
                spare.moveInitialize(from: base + start, count: 1)
                var current = start
                while true {
                    placed[current] = true
                    let next = order[current]
                    if next == start {
                        (base + current).moveInitialize(from: spare, count: 1)
                        break
                    }
                    (base + current).moveInitialize(from: base + next, count: 1)
                    current = next
                }
            }
        }
    }

    /// Ranks of the distinct strings noted (rule ids, files) in sorted order.
    private struct RankTable {
        private var ranks: [String: Int] = [:]
        private var last: (text: String, rank: Int)?

        mutating func note(_ text: String) {
            if last?.text == text { return }
            ranks[text] = 0
            last = (text, 0)
        }

        mutating func rankSorted() {
            for (rank, text) in ranks.keys.sorted().enumerated() { ranks[text] = rank }
            last = nil
        }

        mutating func rank(_ text: String) -> Int {
            if let last, last.text == text { return last.rank }
            let rank = ranks[text] ?? 0
            last = (text, rank)
            return rank
        }
    }

    /// Suppressed findings in the order of the findings they were (few: compared directly).
    public static func sorted(_ suppressed: [SuppressedFinding]) -> [SuppressedFinding] {
        suppressed.sorted { precedes($0.finding, $1.finding) }
    }

    public static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        let (la, lb) = (a.location, b.location)
        if la?.file != lb?.file { return (la?.file ?? "") < (lb?.file ?? "") }
        if la?.line != lb?.line { return (la?.line ?? 0) < (lb?.line ?? 0) }
        if la?.column != lb?.column { return (la?.column ?? 0) < (lb?.column ?? 0) }
        return a.subject.identity < b.subject.identity
    }
}
