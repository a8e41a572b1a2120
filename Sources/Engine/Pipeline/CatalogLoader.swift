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
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads every discovered table (in parallel) into a `LocalizationCatalog`.
public enum CatalogLoader {
    package enum Loaded: Sendable {
        case strings(StringsTable)
        case plural(PluralTable)
        /// A String Catalog: its shared tables, and its devices' own branches apart.
        case catalog(strings: [StringsTable], plurals: [PluralTable], deviceStrings: [StringsTable], devicePlurals: [PluralTable],
                     states: [String: [String: Int]], suppressions: SuppressionComments)
        case unreadable(AuditInputError)
    }

    public struct Output: Sendable {
        public var catalog: LocalizationCatalog
        public var catalogStates: [String: [String: Int]]
        /// Every table's `lubaaudit:disable` directives, and those that could not be read.
        public var suppressions = SuppressionComments()
        /// The locales found that the app does not ship (`ShippedLocales`), with why, by
        /// locale: they are not in `catalog`, so no rule, count or report sees them.
        public var excludedLocales: [ShippedLocales.Exclusion] = []
        /// The `qqq` tables' text, for the translators' exports.
        public var messageDocumentation = MessageDocumentation()
    }

    /// Tables above this size are refused with a clear error instead of being read into memory:
    /// the largest real app tables are a few megabytes.
    public static let maximumFileSize = 256 << 20

    /// Reads the tables of the locales wanted (`locales`, all when nil) that the app ships
    /// (`shipped`). The locales it does not ship vanish here, at load time: every rule and
    /// report then agrees on which locales exist. `qqq` tables are read as documentation.
    public static func load(
        _ files: [TableFile], sourceLocale: String, locales: [String]?, shipped: ShippedLocales = ShippedLocales()
    ) throws -> Output {
        let wanted = locales.map { Set($0 + [sourceLocale]) }
        var exclusions: [String: String] = [:]
        func ships(_ locale: String) -> Bool {
            guard let reason = shipped.exclusionReason(locale, sourceLocale: sourceLocale) else { return true }
            exclusions[locale] = reason
            return false
        }
        func isDocumentation(_ locale: String) -> Bool { LocaleName.canonical(locale) == ShippedLocales.documentationLocale }
        // A String Catalog gives a table per locale and device (100,000 in a hostile one):
        // each locale is judged once, not once per table.
        var judged: [String: (wanted: Bool, documentation: Bool)] = [:]
        func judge(_ locale: String) -> (wanted: Bool, documentation: Bool) {
            if let known = judged[locale] { return known }
            let verdict = (wanted: (wanted?.contains(locale) ?? true) && ships(locale), documentation: isDocumentation(locale))
            judged[locale] = verdict
            return verdict
        }
        let selected = files.filter { file in
            file.format == .xcstrings || ((wanted.map { $0.contains(file.locale) } ?? true) && ships(file.locale))
                || (file.format == .strings && isDocumentation(file.locale))
        }
        let loaded = readAll(selected, sourceLocale: sourceLocale)
        var strings: [StringsTable] = []
        var plurals: [PluralTable] = []
        var deviceStrings: [StringsTable] = []
        var devicePlurals: [PluralTable] = []
        var documentation: [StringsTable] = []
        var states: [String: [String: Int]] = [:]
        var suppressions = SuppressionComments()
        for item in loaded {
            switch item {
            case .strings(let table):
                suppressions.append(table.suppressions)
                if isDocumentation(table.locale) {
                    documentation.append(table)
                } else {
                    strings.append(table)
                }
            case .plural(let table):
                suppressions.append(table.suppressions)
                plurals.append(table)
            case .catalog(let s, let p, let ds, let dp, let counts, let found):
                suppressions.append(found)
                documentation.append(contentsOf: s.filter { judge($0.locale).documentation })
                strings.append(contentsOf: s.filter { judge($0.locale).wanted })
                plurals.append(contentsOf: p.filter { judge($0.locale).wanted })
                take(ds, { judge($0.locale).wanted }, into: &deviceStrings)
                take(dp, { judge($0.locale).wanted }, into: &devicePlurals)
                for (locale, byState) in counts where ships(locale) {
                    states[locale, default: [:]].merge(byState, uniquingKeysWith: +)
                }
            case .unreadable(let error): throw error
            }
        }
        return Output(
            catalog: LocalizationCatalog(
                stringsTables: strings, pluralTables: plurals, deviceStringsTables: deviceStrings, devicePluralTables: devicePlurals,
                sourceLocale: sourceLocale),
            catalogStates: states,
            suppressions: suppressions,
            excludedLocales: exclusions.sorted { $0.key < $1.key }.map { ShippedLocales.Exclusion(locale: $0.key, reason: $0.value) },
            messageDocumentation: MessageDocumentation(documentation)
        )
    }

    /// Appends the tables `wanted` keeps to `list`. A catalog's device tables (100,000 in a
    /// hostile one) are taken whole, sharing the array, when every one is kept and `list` is
    /// still empty, as it is for the first catalog: a copy retained each table's fields again.
    private static func take<Table>(_ tables: [Table], _ wanted: (Table) -> Bool, into list: inout [Table]) {
        if list.isEmpty, tables.allSatisfy(wanted) {
            list = tables
        } else {
            list.append(contentsOf: tables.filter(wanted))
        }
    }

    /// Every file read and parsed on every core, in discovery order. The source locale's
    /// `.strings` tables are read first, the largest first: each translation of a table then
    /// shares the source's key strings instead of holding its own copy of each key. A
    /// translation starts once its own table's source is read, not once every source is:
    /// translations of the small tables are read while a core still reads the largest source.
    /// The pool hands out jobs in order, so every source has a reader before any translation
    /// waits for one.
    private static func readAll(_ files: [TableFile], sourceLocale: String) -> [Loaded] {
        let isSource = files.map { $0.format == .strings && $0.locale == sourceLocale }
        var sourceBytes: [String: Int] = [:]
        var sizes = [Int](repeating: 0, count: files.count)
        for index in files.indices where isSource[index] {
            var info = stat()
            sizes[index] = stat(files[index].path, &info) == 0 ? Int(info.st_size) : 0
            sourceBytes[files[index].name, default: 0] += sizes[index]
        }
        let sources = files.indices.filter { isSource[$0] }.sorted { sizes[$0] > sizes[$1] }
        // Tables without a source, then those whose source is read soonest.
        let translations = files.indices.filter { !isSource[$0] }.sorted { (sourceBytes[files[$0].name] ?? 0) < (sourceBytes[files[$1].name] ?? 0) }
        let order = sources + translations
        let results = UnsafeMutableBufferPointer<Loaded?>.allocate(capacity: files.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        var interners: [String: OnceValue<KeyInterner>] = [:]
        var sourceDone: [Int: DispatchGroup] = [:]
        for name in sourceBytes.keys {
            let group = DispatchGroup()
            let readers = sources.filter { files[$0].name == name }
            for _ in readers { group.enter() }
            interners[name] = OnceValue {
                group.wait()
                var entries: [(key: String, value: String)] = []
                for index in readers.sorted() {
                    if case .strings(let table)? = slots[index] { entries.append(contentsOf: table.entries.map { ($0.key, $0.value) }) }
                }
                return KeyInterner(entries: entries)
            }
            // The group is left by each source's reader.
            for index in readers { sourceDone[index] = group }
        }
        let done = sourceDone
        let shared = interners
        order.withUnsafeBufferPointer { order in
            nonisolated(unsafe) let jobs = order
            DispatchQueue.concurrentPerform(iterations: jobs.count) { position in
                let index = jobs[position]
                let file = files[index]
                if let group = done[index] {
                    slots[index] = read(file, interner: nil)
                    group.leave()
                } else {
                    slots[index] = read(file, interner: shared[file.name]?.value)
                }
            }
        }
        return results.movedOut()
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
            return .catalog(strings: tables.strings, plurals: tables.plurals, deviceStrings: devices.strings, devicePlurals: devices.plurals,
                            states: catalog.stateCounts, suppressions: catalog.suppressions)
        }
    }
}
