/// Everything rules may read: the models, built once, and the config.
public struct AuditContext: Sendable {
    public let root: String
    public let catalog: LocalizationCatalog
    public let registry: KeyRegistry?
    public let config: AuditConfig
    /// The resolved theme, when colors are audited.
    public let theme: Theme?
    /// Foreground/background pairs read from component sources.
    public let componentPairs: [ComponentColorPair]
    /// Size tokens, text roles and component facts, when a package is audited.
    public let design: DesignSystem?

    /// Every (source, translation) entry pair, built once: a dozen rules walk them.
    public let translatedPairs: [TranslatedPair]
    /// The format-specifier mismatches of every pair that has some, compared once and shared
    /// by the format rules.
    public let formatMismatches: [FormatComparisonResult]

    public init(
        root: String, catalog: LocalizationCatalog, registry: KeyRegistry?, config: AuditConfig,
        theme: Theme? = nil, componentPairs: [ComponentColorPair] = [], design: DesignSystem? = nil
    ) {
        self.root = root
        self.catalog = catalog
        self.registry = registry
        self.config = config
        self.theme = theme
        self.componentPairs = componentPairs
        self.design = design
        let pairs = TranslatedPair.all(catalog)
        self.translatedPairs = pairs
        self.formatMismatches = FormatComparisonResult.all(pairs)
    }

    public var sourceLocale: String { catalog.sourceLocale }

    /// Locales compared against the source: not the source, not `Base`.
    public var translationLocales: [String] {
        catalog.translationLocales.filter { !LocaleFallback.isBase($0) }
    }

    /// Registry calls by key (the first declaration of each key).
    public var registryByKey: [String: RegistryCall] {
        var result: [String: RegistryCall] = [:]
        for call in registry?.calls ?? [] where result[call.key] == nil {
            result[call.key] = call
        }
        return result
    }

    /// The subject of one key in one locale of one table.
    public static func subject(_ table: String, _ key: String, _ locale: String) -> Subject {
        Subject(table: table, key: key, locale: locale)
    }
}

/// One translated entry and its source entry. Holds the tables' entry arrays (shared, not
/// copied) and positions in them: a corpus has hundreds of thousands of pairs.
public struct TranslatedPair: Sendable {
    public let table: String
    public let locale: String
    private let sourceEntries: [StringsEntry]
    private let sourcePosition: Int
    private let entries: [StringsEntry]
    private let position: Int

    public var source: StringsEntry { sourceEntries[sourcePosition] }
    public var entry: StringsEntry { entries[position] }

    /// Pairs of every translation locale (not the source, not `Base`), per table, in file order.
    static func all(_ catalog: LocalizationCatalog) -> [TranslatedPair] {
        var jobs: [JobBox] = []
        for group in catalog.groups {
            for locale in catalog.translationLocales where !LocaleFallback.isBase(locale) {
                if let table = group[locale] { jobs.append(JobBox(group: group, table: table, locale: locale)) }
            }
        }
        let sourceLocale = catalog.sourceLocale
        let perTable = jobs.parallelMap { job -> [TranslatedPair] in
            guard let source = job.group[sourceLocale] else { return [] }
            let sourceEntries = source.strings.entries
            let entries = job.table.strings.entries
            var pairs: [TranslatedPair] = []
            pairs.reserveCapacity(job.table.orderedKeys.count)
            for key in job.table.orderedKeys {
                guard let position = job.table.strings.position(of: key),
                      let sourcePosition = source.strings.position(of: key) else { continue }
                pairs.append(TranslatedPair(
                    table: job.group.name, locale: job.locale, sourceEntries: sourceEntries,
                    sourcePosition: sourcePosition, entries: entries, position: position))
            }
            return pairs
        }
        var all: [TranslatedPair] = []
        all.reserveCapacity(perTable.reduce(0) { $0 + $1.count })
        for pairs in perTable { all.append(contentsOf: pairs) }
        return all
    }

    struct JobBox: Sendable {
        let group: TableGroup
        let table: LocaleTable
        let locale: String
    }
}

/// A pair whose format specifiers differ, with how.
public struct FormatComparisonResult: Sendable {
    public let pair: TranslatedPair
    public let mismatches: [FormatMismatch]

    static func all(_ pairs: [TranslatedPair]) -> [FormatComparisonResult] {
        let chunk = 4096
        let ranges = stride(from: 0, to: pairs.count, by: chunk).map { $0..<min($0 + chunk, pairs.count) }
        return ranges.parallelMap { range -> [FormatComparisonResult] in
            var found: [FormatComparisonResult] = []
            for pair in pairs[range] {
                guard FormatString.mayHoldSpecifier(pair.source.value) || FormatString.mayHoldSpecifier(pair.entry.value) else { continue }
                let mismatches = FormatComparison.compare(
                    source: FormatString.parse(pair.source.value), translation: FormatString.parse(pair.entry.value))
                if !mismatches.isEmpty { found.append(FormatComparisonResult(pair: pair, mismatches: mismatches)) }
            }
            return found
        }.flatMap { $0 }
    }
}
