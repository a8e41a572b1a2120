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

/// Entries by key as the runtime sees them: one per key, the last duplicate winning, stored
/// once in an array (rules iterate it) with a key → position index beside it.
public struct KeyedEntries<Entry: Sendable>: Sendable {
    public private(set) var entries: [Entry] = []
    private var positions: [String: Int] = [:]

    public subscript(key: String) -> Entry? {
        guard let position = positions[key] else { return nil }
        return entries[position]
    }

    public func position(of key: String) -> Int? { positions[key] }

    /// Adds or replaces the entry for `key`; true when the key is new.
    mutating func set(_ entry: Entry, for key: String) -> Bool {
        if let position = positions[key] {
            entries[position] = entry
            return false
        }
        positions[key] = entries.count
        entries.append(entry)
        return true
    }

    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        positions.reserveCapacity(count)
    }
}

/// One table name in one locale: the `.strings` entries and the `.stringsdict` entries,
/// indexed by key as the runtime sees them (the last duplicate wins).
public struct LocaleTable: Sendable {
    public let locale: String
    public private(set) var strings = KeyedEntries<StringsEntry>()
    public private(set) var plurals = KeyedEntries<PluralEntry>()
    /// Keys in file order, each once.
    public private(set) var orderedKeys: [String] = []
    /// The files this table was read from, for locations of table-level findings.
    public private(set) var paths: [String] = []

    init(locale: String) {
        self.locale = locale
    }

    mutating func add(_ table: StringsTable) {
        paths.append(table.path)
        strings.reserveCapacity(strings.entries.count + table.entries.count)
        // "Don't translate" catalog keys take part in no comparison.
        for entry in table.entries where entry.shouldTranslate {
            if strings.set(entry, for: entry.key), plurals[entry.key] == nil {
                orderedKeys.append(entry.key)
            }
        }
    }

    mutating func add(_ table: PluralTable) {
        paths.append(table.path)
        for entry in table.entries where entry.shouldTranslate {
            if plurals.set(entry, for: entry.key), strings[entry.key] == nil {
                orderedKeys.append(entry.key)
            }
        }
    }

    public func contains(_ key: String) -> Bool { strings.position(of: key) != nil || plurals.position(of: key) != nil }

    /// The location of a key in this locale, whichever kind of table holds it.
    public func location(of key: String) -> SourceLocation? {
        strings[key]?.location ?? plurals[key]?.location
    }
}
