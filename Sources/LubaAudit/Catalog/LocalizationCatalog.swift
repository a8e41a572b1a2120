/// Every table of every locale that was read, grouped the way rules compare them: by table
/// name (`Localizable`), then by locale.
public struct LocalizationCatalog: Sendable {
    public var stringsTables: [StringsTable]
    public var pluralTables: [PluralTable]
    public var sourceLocale: String
    /// Sorted, source locale first.
    public let locales: [String]
    public let groups: [TableGroup]

    public init(stringsTables: [StringsTable], pluralTables: [PluralTable], sourceLocale: String) {
        self.stringsTables = stringsTables
        self.pluralTables = pluralTables
        self.sourceLocale = sourceLocale
        var localeSet = Set(stringsTables.map(\.locale))
        localeSet.formUnion(pluralTables.map(\.locale))
        self.locales = localeSet.sorted { a, b in
            if a == sourceLocale { return b != sourceLocale }
            if b == sourceLocale { return false }
            return a < b
        }
        var byName: [String: TableGroup] = [:]
        for table in stringsTables {
            byName[table.name, default: TableGroup(name: table.name)].add(table)
        }
        for table in pluralTables {
            byName[table.name, default: TableGroup(name: table.name)].add(table)
        }
        self.groups = byName.keys.sorted().compactMap { byName[$0] }
    }

    /// Locales other than the source, in order.
    public var translationLocales: [String] { locales.filter { $0 != sourceLocale } }

    public func group(named name: String) -> TableGroup? { groups.first { $0.name == name } }
}

/// One table name across locales.
public struct TableGroup: Sendable {
    public let name: String
    public private(set) var byLocale: [String: LocaleTable] = [:]

    init(name: String) {
        self.name = name
    }

    mutating func add(_ table: StringsTable) {
        byLocale[table.locale, default: LocaleTable(locale: table.locale)].add(table)
    }

    mutating func add(_ table: PluralTable) {
        byLocale[table.locale, default: LocaleTable(locale: table.locale)].add(table)
    }

    public subscript(locale: String) -> LocaleTable? { byLocale[locale] }
}

/// One table name in one locale: the `.strings` entries and the `.stringsdict` entries,
/// indexed by key as the runtime sees them (the last duplicate wins).
public struct LocaleTable: Sendable {
    public let locale: String
    public private(set) var strings: [String: StringsEntry] = [:]
    public private(set) var plurals: [String: PluralEntry] = [:]
    /// Keys in file order, each once.
    public private(set) var orderedKeys: [String] = []
    /// The files this table was read from, for locations of table-level findings.
    public private(set) var paths: [String] = []

    init(locale: String) {
        self.locale = locale
    }

    mutating func add(_ table: StringsTable) {
        paths.append(table.path)
        strings.reserveCapacity(strings.count + table.entries.count)
        // "Don't translate" catalog keys take part in no comparison.
        for entry in table.entries where entry.shouldTranslate {
            if strings.updateValue(entry, forKey: entry.key) == nil, plurals[entry.key] == nil {
                orderedKeys.append(entry.key)
            }
        }
    }

    mutating func add(_ table: PluralTable) {
        paths.append(table.path)
        for entry in table.entries where entry.shouldTranslate {
            if plurals.updateValue(entry, forKey: entry.key) == nil, strings[entry.key] == nil {
                orderedKeys.append(entry.key)
            }
        }
    }

    public func contains(_ key: String) -> Bool { strings[key] != nil || plurals[key] != nil }

    /// The location of a key in this locale, whichever kind of table holds it.
    public func location(of key: String) -> SourceLocation? {
        strings[key]?.location ?? plurals[key]?.location
    }
}
