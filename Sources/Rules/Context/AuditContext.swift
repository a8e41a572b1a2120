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
/// Everything rules may read: the models and the analyses several rules share, built once.
/// The config is here for the engine and the shared analyses that apply it; a rule reads its
/// settings through its own `Options` (`options(of:)`), never `config` itself.
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
    /// Every Swift file the audit read, each read, lexed and indexed once.
    public let sources: SwiftSourceStore
    /// What the SwiftUI views do with text, controls, motion and the theme, read once.
    public let views: ViewFacts
    /// Links discovery did not follow because they lead outside the audited folders.
    public let outsideLinks: [String]
    /// Links discovery met that lead to nothing.
    public let danglingLinks: [String]

    /// Every (source, translation) entry pair, per table, built once: a dozen rules walk them.
    /// The shared tables come first, then one per device with branches of its own.
    public let pairTables: [PairTable]
    private let pairTableIndex: [String: Int]
    /// The analyses of the pairs that several rules read, each worked out once, when first read.
    package let analyses: SharedAnalysisStore
    /// Every contrast evaluation, worked out once for the contrast rules and the summary.
    package let contrastEvaluations: OnceValue<[ContrastEvaluation]>
    /// Every touch-target token's assessment, worked out once for the two touch-target rules
    /// and the report's table and audited subjects.
    package let touchTargetAssessments: OnceValue<[TouchTargetAssessment]>
    /// The format-specifier mismatches of every pair that has some, compared once and shared
    /// by the format rules.
    public var formatMismatches: [FormatComparisonResult] { analyses.formatMismatches.value }
    /// Values that look like ICU messages, with ICU's analysis of each.
    package var icuMessages: [ICUMessages.Message] { analyses.icuMessages.value }
    /// Per pair table (same order), the values still identical to the source that are not
    /// legitimately so: the identical rule reports them and locale completion counts them as
    /// untranslated, from this one judgement.
    package var identicalValues: [(found: [IdenticalValues.Identical], compared: Int)] { analyses.identical.value.strings }
    /// The same for plural entries, by `table + U+1F + locale`.
    package var identicalPlurals: [String: (found: [IdenticalPlurals.Found], compared: Int)] { analyses.identical.value.plurals }
    /// The argument model of every plural entry, by position in `catalog.allPluralTables` and
    /// its entries: three rules ask it of every plural variable.
    package var pluralArguments: [[PluralArguments]] { analyses.pluralArguments.value }

    public init(
        root: String, catalog: LocalizationCatalog, registry: KeyRegistry?, config: AuditConfig,
        theme: Theme? = nil, componentPairs: [ComponentColorPair] = [], design: DesignSystem? = nil,
        sources: SwiftSourceStore = SwiftSourceStore(), views: ViewFacts = ViewFacts(),
        outsideLinks: [String] = [], danglingLinks: [String] = []
    ) {
        self.sources = sources
        self.outsideLinks = outsideLinks
        self.danglingLinks = danglingLinks
        self.views = views
        self.root = root
        self.catalog = catalog
        self.registry = registry
        self.config = config
        self.theme = theme
        self.componentPairs = componentPairs
        self.design = design
        let pairs = PairTable.all(catalog)
        self.pairTables = pairs
        var pairTableIndex: [String: Int] = [:]
        for (position, table) in pairs.enumerated() where table.device == nil {
            pairTableIndex[table.table + "\u{1F}" + table.locale] = position
        }
        self.pairTableIndex = pairTableIndex
        // Worked out when first read: the pipeline starts them beside the rules that read
        // none of them (see `Auditor`).
        analyses = SharedAnalysisStore(catalog: catalog, pairs: pairs, allowlist: config.identicalAllowlist)
        contrastEvaluations = OnceValue {
            theme.map { ContrastAudit.evaluate(theme: $0, componentPairs: componentPairs, config: config) } ?? []
        }
        touchTargetAssessments = OnceValue {
            design.map { TouchTargetAssessment.assess($0, minimum: config.minimumTouchTarget) } ?? []
        }
    }

    public var sourceLocale: String { catalog.sourceLocale }

    /// The pairs of one shared table in one translation locale.
    public func pairTable(_ table: String, locale: String) -> PairTable? {
        pairTablePosition(table, locale: locale).map { pairTables[$0] }
    }

    /// The position of that pair table in `pairTables` (and `identicalValues`).
    package func pairTablePosition(_ table: String, locale: String) -> Int? {
        pairTableIndex[table + "\u{1F}" + locale]
    }

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

    /// Registry calls by key whose value the sources show is formatted (the first such call of
    /// each key): `String(format:)` reads every `%` of their translations.
    public var registryFormatting: [String: RegistryCall] {
        var result: [String: RegistryCall] = [:]
        for call in registry?.calls ?? [] where call.formatting != nil && result[call.key] == nil {
            result[call.key] = call
        }
        return result
    }

    /// The subject of one key in one locale of one table.
    public static func subject(_ table: String, _ key: String, _ locale: String) -> Subject {
        Subject(table: table, key: key, locale: locale)
    }

    /// What the source locale shows for `key` where `group` is read (see
    /// `LocalizationCatalog.sourceEntry(_:in:)`).
    package func sourceEntry(_ key: String, in group: TableGroup) -> (strings: StringsEntry?, plural: PluralEntry?) {
        catalog.sourceEntry(key, in: group)
    }
}

/// One translated entry and its source entry: a position in a `PairTable`.
public struct TranslatedPair: Sendable {
    public let block: PairTable
    public let index: Int

    public var table: String { block.table }
    public var locale: String { block.locale }
    public var place: ValuePlace { block.place }
    public var source: StringsEntry { block.sourceEntries[Int(block.positions[index].source)] }
    public var entry: StringsEntry { block.entries[Int(block.positions[index].entry)] }
}

/// The (source, translation) entry pairs of one table in one translation locale. Rules walk
/// these rather than a flat list of pairs: the shared parts (names, entry arrays) are then
/// retained once per table, not once per pair on every core.
public struct PairTable: Sendable {
    public struct Position: Sendable {
        public let entry: Int32
        public let source: Int32
        /// The translation is the source's value, byte for byte.
        public let sameAsSource: Bool
    }

    /// The fields, held once behind a reference: a pair table is copied into every pair and
    /// finding that names it (`TranslatedPair.block`), and a hostile catalog has 100,000 device
    /// tables; a copy is then one retain, not one per name and array.
    private final class Storage: Sendable {
        let table: String
        let locale: String
        let device: String?
        let sourceEntries: [StringsEntry]
        let entries: [StringsEntry]
        let positions: [Position]
        let sourceShapes: [ValueShape]
        let shapes: [ValueShape]
        /// Worked out once: the format comparison and the identical rule ask it of every table.
        let sourceIdentity: String

        init(table: String, locale: String, device: String?, sourceEntries: [StringsEntry], entries: [StringsEntry],
             positions: [Position], sourceShapes: [ValueShape], shapes: [ValueShape]) {
            self.table = table
            self.locale = locale
            self.device = device
            self.sourceEntries = sourceEntries
            self.entries = entries
            self.positions = positions
            self.sourceShapes = sourceShapes
            self.shapes = shapes
            self.sourceIdentity = device.map { table + "\u{1F}" + $0 } ?? table
        }
    }

    private let storage: Storage

    package init(table: String, locale: String, device: String?, sourceEntries: [StringsEntry], entries: [StringsEntry],
         positions: [Position], sourceShapes: [ValueShape], shapes: [ValueShape]) {
        storage = Storage(table: table, locale: locale, device: device, sourceEntries: sourceEntries, entries: entries,
                          positions: positions, sourceShapes: sourceShapes, shapes: shapes)
    }

    public var table: String { storage.table }
    public var locale: String { storage.locale }
    /// The device whose own branches `entries` are; nil for the shared table. A device's
    /// `sourceEntries` are what the source shows on it: its branch, else the shared value.
    public var device: String? { storage.device }
    public var sourceEntries: [StringsEntry] { storage.sourceEntries }
    public var entries: [StringsEntry] { storage.entries }
    /// In the translation's key order.
    public var positions: [Position] { storage.positions }
    /// The shape of each value of `sourceEntries` (shared by every locale of the table) and of
    /// `entries`, by the same positions.
    package var sourceShapes: [ValueShape] { storage.sourceShapes }
    package var shapes: [ValueShape] { storage.shapes }

    public var place: ValuePlace { ValuePlace(table: table, locale: locale, device: device) }
    /// What the source's formats and identical values are shared by: a table name, or a table
    /// name and device (whose source entries are its own).
    package var sourceIdentity: String { storage.sourceIdentity }
    public var count: Int { storage.positions.count }
    public func value(_ index: Int) -> String { storage.entries[Int(storage.positions[index].entry)].value }
    public func sourceValue(_ index: Int) -> String { storage.sourceEntries[Int(storage.positions[index].source)].value }
    public func key(_ index: Int) -> String { storage.entries[Int(storage.positions[index].entry)].key }
    public func pair(_ index: Int) -> TranslatedPair { TranslatedPair(block: self, index: index) }
    package func sourceShape(_ index: Int) -> ValueShape { storage.sourceShapes[Int(storage.positions[index].source)] }
    package func shape(_ index: Int) -> ValueShape { storage.shapes[Int(storage.positions[index].entry)] }
    public func isSameAsSource(_ index: Int) -> Bool { storage.positions[index].sameAsSource }

    /// Every translation locale's tables (not the source, not `Base`), per table name.
    package static func all(_ catalog: LocalizationCatalog) -> [PairTable] {
        var jobs: [JobBox] = []
        for group in catalog.groups {
            for locale in catalog.translationLocales where !LocaleFallback.isBase(locale) {
                if let table = group[locale] { jobs.append(JobBox(group: group, table: table, locale: locale)) }
            }
        }
        let sourceLocale = catalog.sourceLocale
        // Source shapes first, once per table name: every locale of the table shares them.
        let sourceTables = catalog.groups.compactMap { group in group[sourceLocale].map { (group.name, $0.strings.entries) } }
        let computed = sourceTables.map(\.1).parallelMap { ValueShape.all($0) }
        var sourceShapes: [String: [ValueShape]] = [:]
        for (table, shapes) in zip(sourceTables.map(\.0), computed) { sourceShapes[table] = shapes }
        let sharedSourceShapes = sourceShapes
        return jobs.parallelMap { job -> PairTable? in
            guard let source = job.group[sourceLocale] else { return nil }
            var positions: [Position] = []
            let entries = job.table.strings.entries
            positions.reserveCapacity(entries.count)
            // Entries are unique and in the translation's key order: one look-up per entry,
            // skipped when the translation follows the source's order (exports usually do) and
            // the key is simply the one after the previous match.
            let sourceEntries = source.strings.entries
            var guess = 0
            // Through buffers: the arrays' elements read in place, not retained for each entry.
            entries.withUnsafeBufferPointer { entries in
                sourceEntries.withUnsafeBufferPointer { sourceEntries in
                    for index in entries.indices {
                        guard let sourcePosition = source.strings.position(of: entries[index].key, guess: &guess) else { continue }
                        positions.append(Position(
                            entry: Int32(index), source: Int32(sourcePosition),
                            sameAsSource: UTF8Key.same(entries[index].value, sourceEntries[sourcePosition].value)))
                    }
                }
            }
            let sourceShapes = sharedSourceShapes[job.group.name] ?? ValueShape.all(source.strings.entries)
            return PairTable(
                table: job.group.name, locale: job.locale, device: nil, sourceEntries: source.strings.entries,
                entries: job.table.strings.entries, positions: positions,
                sourceShapes: sourceShapes, shapes: shapes(of: entries, positions: positions, sourceShapes: sourceShapes))
        }.compactMap { $0 } + devicePairs(catalog)
    }

    /// The shape of each entry's value. A value kept as the source's has the source's shape:
    /// it is taken from there, not worked out again (a third of many catalogs' values).
    package static func shapes(of entries: [StringsEntry], positions: [Position], sourceShapes: [ValueShape]) -> [ValueShape] {
        var shapes: [ValueShape] = []
        shapes.reserveCapacity(entries.count)
        // The positions are in entry order: one walk over both.
        var next = 0
        for index in entries.indices {
            if next < positions.count && Int(positions[next].entry) == index {
                let position = positions[next]
                next += 1
                if position.sameAsSource {
                    shapes.append(sourceShapes[Int(position.source)])
                    continue
                }
            }
            shapes.append(ValueShape(entries[index].value))
        }
        return shapes
    }

    /// One pair table per device group and translation locale: each branch against what the
    /// source shows on that device (its own branch, else the shared value). A translation
    /// without a branch for the device shows its shared value there, which the shared table
    /// already compares: nothing more to pair.
    package static func devicePairs(_ catalog: LocalizationCatalog) -> [PairTable] {
        var tables: [PairTable] = []
        let locales = catalog.translationLocales.filter { !LocaleFallback.isBase($0) }
        // One device's locales, paired before its source list is complete; kept between
        // groups (emptied, its room kept): a catalog can hold a group per device name, and a
        // key can name 100,000 devices.
        var paired: [(locale: String, entries: [StringsEntry], positions: [Position])] = []
        for group in catalog.deviceGroups {
            // The source entries one device's pairs read, shared by its locales; found by a
            // walk while they are few (one, for most devices), through a dictionary past that.
            var sourceEntries: [StringsEntry] = []
            var sourcePosition: [String: Int32] = [:]
            func known(_ key: String) -> Int32? {
                if sourceEntries.count <= 8 {
                    return sourceEntries.firstIndex { UTF8Key.same($0.key, key) }.map { Int32($0) }
                }
                return sourcePosition[key]
            }
            paired.removeAll(keepingCapacity: true)
            for locale in locales {
                guard let table = group[locale] else { continue }
                let entries = table.strings.entries
                var positions: [Position] = []
                for index in entries.indices {
                    let key = entries[index].key
                    let position: Int32
                    if let found = known(key) {
                        position = found
                    } else {
                        guard let source = catalog.sourceEntry(key, in: group).strings else { continue }
                        position = Int32(sourceEntries.count)
                        sourceEntries.append(source)
                        if sourceEntries.count == 9 {
                            for (number, entry) in sourceEntries.enumerated() { sourcePosition[entry.key] = Int32(number) }
                        } else if sourceEntries.count > 9 {
                            sourcePosition[key] = position
                        }
                    }
                    positions.append(Position(
                        entry: Int32(index), source: position,
                        sameAsSource: UTF8Key.same(entries[index].value, sourceEntries[Int(position)].value)))
                }
                guard !positions.isEmpty else { continue }
                paired.append((locale, entries, positions))
            }
            guard !paired.isEmpty else { continue }
            // Every locale's table reads the one list, complete once all are paired.
            let sourceShapes = ValueShape.all(sourceEntries)
            for item in paired {
                tables.append(PairTable(
                    table: group.name, locale: item.locale, device: group.device, sourceEntries: sourceEntries, entries: item.entries,
                    positions: item.positions, sourceShapes: sourceShapes, shapes: ValueShape.all(item.entries)))
            }
        }
        return tables
    }

    package struct JobBox: Sendable {
        package let group: TableGroup
        package let table: LocaleTable
        package let locale: String
    }
}

/// A pair whose format specifiers differ, with how.
public struct FormatComparisonResult: Sendable {
    public let pair: TranslatedPair
    public let mismatches: [FormatMismatch]

    package static func all(_ tables: [PairTable]) -> [FormatComparisonResult] {
        // Each source value is parsed once, not once per locale: a table's locales share it.
        var number: [String: Int] = [:]
        var sources: [(entries: [StringsEntry], shapes: [ValueShape])] = []
        // Each table's source by number, looked up once here: a device group is a source
        // identity of its own, and one key can have as many devices as a file can name.
        let sourceOf = tables.map { table -> Int in
            if let known = number[table.sourceIdentity] { return known }
            number[table.sourceIdentity] = sources.count
            sources.append((table.sourceEntries, table.sourceShapes))
            return sources.count - 1
        }
        // The shapes know which values hold a `%`: the others are never touched.
        let parsed = sources.parallelMap { source in
            zip(source.entries, source.shapes).map { entry, shape in shape.mayHoldSpecifier ? FormatString.parse(entry.value) : nil }
        }
        return Array(tables.indices).parallelMap { position -> [FormatComparisonResult] in
            let table = tables[position]
            var found: [FormatComparisonResult] = []
            let formats = parsed[sourceOf[position]]
            // A value byte for byte the source's reads the source's arguments.
            for index in 0..<table.count where !table.isSameAsSource(index) {
                let sourceFormat = formats[Int(table.positions[index].source)]
                guard sourceFormat != nil || table.shape(index).mayHoldSpecifier else { continue }
                let source = sourceFormat ?? FormatString.parse(table.sourceValue(index))
                let mismatches = FormatComparison.compare(source: source, translation: FormatString.parse(table.value(index)))
                if !mismatches.isEmpty { found.append(FormatComparisonResult(pair: table.pair(index), mismatches: mismatches)) }
            }
            return found
        }.flatMap { $0 }
    }
}
