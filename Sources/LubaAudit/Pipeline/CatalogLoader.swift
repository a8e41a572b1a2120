import Foundation

/// Reads every discovered table (in parallel) into a `LocalizationCatalog`.
public enum CatalogLoader {
    enum Loaded: Sendable {
        case strings(StringsTable)
        case plural(PluralTable)
        case catalog(strings: [StringsTable], plurals: [PluralTable], states: [String: [String: Int]])
        case unreadable(AuditInputError)
    }

    public struct Output: Sendable {
        public var catalog: LocalizationCatalog
        public var catalogStates: [String: [String: Int]]
    }

    /// Tables above this size are refused with a clear error instead of being read into memory:
    /// the largest real app tables are a few megabytes.
    public static let maximumFileSize = 256 << 20

    public static func load(_ files: [TableFile], sourceLocale: String, locales: [String]?) throws -> Output {
        let wanted = locales.map { Set($0 + [sourceLocale]) }
        let selected = files.filter { file in
            file.format == .xcstrings || wanted.map { $0.contains(file.locale) } ?? true
        }
        let loaded = selected.parallelMap { file -> Loaded in
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
                return .strings(StringsReader.read(bytes, path: file.displayPath, locale: file.locale, name: file.name))
            case .stringsdict:
                return .plural(StringsDictReader.read(bytes, path: file.displayPath, locale: file.locale, name: file.name))
            case .xcstrings:
                let catalog = StringCatalogReader.read(bytes, path: file.displayPath)
                let tables = catalog.tables(name: file.name)
                return .catalog(strings: tables.strings, plurals: tables.plurals, states: catalog.stateCounts)
            }
        }
        var strings: [StringsTable] = []
        var plurals: [PluralTable] = []
        var states: [String: [String: Int]] = [:]
        for item in loaded {
            switch item {
            case .strings(let table): strings.append(table)
            case .plural(let table): plurals.append(table)
            case .catalog(let s, let p, let counts):
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
            catalogStates: states
        )
    }
}
