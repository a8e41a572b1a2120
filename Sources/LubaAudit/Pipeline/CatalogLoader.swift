#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads every discovered table (in parallel) into a `LocalizationCatalog`.
public enum CatalogLoader {
    enum Loaded: Sendable {
        case strings(StringsTable)
        case plural(PluralTable)
        case catalog(strings: [StringsTable], plurals: [PluralTable], states: [String: [String: Int]], suppressions: SuppressionComments)
        case unreadable(AuditInputError)
    }

    public struct Output: Sendable {
        public var catalog: LocalizationCatalog
        public var catalogStates: [String: [String: Int]]
        /// Every table's `lubaaudit:disable` directives, and those that could not be read.
        public var suppressions = SuppressionComments()
    }

    /// Tables above this size are refused with a clear error instead of being read into memory:
    /// the largest real app tables are a few megabytes.
    public static let maximumFileSize = 256 << 20

    public static func load(_ files: [TableFile], sourceLocale: String, locales: [String]?) throws -> Output {
        let wanted = locales.map { Set($0 + [sourceLocale]) }
        let selected = files.filter { file in
            file.format == .xcstrings || wanted.map { $0.contains(file.locale) } ?? true
        }
        // The source locale's .strings tables first: every translation of a table then shares
        // the source's key strings instead of holding its own copy of each key.
        let isSource = selected.map { $0.format == .strings && $0.locale == sourceLocale }
        let readSources = selected.indices.filter { isSource[$0] }.map { selected[$0] }.parallelMap { read($0, interner: nil) }
        var sourceKeys: [String: [String]] = [:]
        for item in readSources {
            if case .strings(let table) = item { sourceKeys[table.name, default: []].append(contentsOf: table.entries.map(\.key)) }
        }
        var interners: [String: KeyInterner] = [:]
        for (name, keys) in sourceKeys { interners[name] = KeyInterner(keys: keys) }
        let shared = interners
        let readTranslations = selected.indices.filter { !isSource[$0] }.map { selected[$0] }
            .parallelMap { read($0, interner: shared[$0.name]) }
        // Back in discovery order.
        var loaded: [Loaded] = []
        loaded.reserveCapacity(selected.count)
        var (nextSource, nextTranslation) = (0, 0)
        for source in isSource {
            if source {
                loaded.append(readSources[nextSource])
                nextSource += 1
            } else {
                loaded.append(readTranslations[nextTranslation])
                nextTranslation += 1
            }
        }
        var strings: [StringsTable] = []
        var plurals: [PluralTable] = []
        var states: [String: [String: Int]] = [:]
        var suppressions = SuppressionComments()
        for item in loaded {
            switch item {
            case .strings(let table):
                suppressions.append(table.suppressions)
                strings.append(table)
            case .plural(let table):
                suppressions.append(table.suppressions)
                plurals.append(table)
            case .catalog(let s, let p, let counts, let found):
                suppressions.append(found)
                strings.append(contentsOf: s.filter { wanted?.contains($0.locale) ?? true })
                plurals.append(contentsOf: p.filter { wanted?.contains($0.locale) ?? true })
                for (locale, byState) in counts {
                    states[locale, default: [:]].merge(byState, uniquingKeysWith: +)
                }
            case .unreadable(let error): throw error
            }
        }
        return Output(
            catalog: LocalizationCatalog(stringsTables: strings, pluralTables: plurals, sourceLocale: sourceLocale),
            catalogStates: states,
            suppressions: suppressions
        )
    }

    /// One table file, read and parsed; a file that cannot be read becomes its error.
    private static func read(_ file: TableFile, interner: KeyInterner?) -> Loaded {
        let bytes: [UInt8]
        switch FileBytes.read(file.path, limit: maximumFileSize) {
        case .success(let read): bytes = read
        case .failure(.tooLarge(let size)):
            return .unreadable(AuditInputError(
                path: file.displayPath,
                reason: "file is too large to audit (\(size >> 20) MB; the limit is \(maximumFileSize >> 20) MB)"))
        case .failure(.unreadable):
            return .unreadable(AuditInputError(path: file.displayPath, reason: "cannot read the file"))
        }
        switch file.format {
        case .strings:
            return .strings(StringsReader.read(bytes, path: file.displayPath, locale: file.locale, name: file.name, interner: interner))
        case .stringsdict:
            return .plural(StringsDictReader.read(bytes, path: file.displayPath, locale: file.locale, name: file.name))
        case .xcstrings:
            let catalog = StringCatalogReader.read(bytes, path: file.displayPath)
            let tables = catalog.tables(name: file.name)
            let devices = catalog.deviceTables(name: file.name)
            return .catalog(strings: tables.strings + devices.strings, plurals: tables.plurals + devices.plurals,
                            states: catalog.stateCounts, suppressions: catalog.suppressions)
        }
    }
}
