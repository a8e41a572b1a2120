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
        // Each (table name, locale) is indexed on its own core; strings tables first, as read.
        struct Job: Sendable {
            var name: String
            var locale: String
            var strings: [StringsTable] = []
            var plurals: [PluralTable] = []
        }
        var jobs: [Job] = []
        var jobOf: [String: Int] = [:]
        func job(_ name: String, _ locale: String) -> Int {
            let id = name + "\u{1F}" + locale
            if let known = jobOf[id] { return known }
            jobOf[id] = jobs.count
            jobs.append(Job(name: name, locale: locale))
            return jobs.count - 1
        }
        for table in stringsTables { jobs[job(table.name, table.locale)].strings.append(table) }
        for table in pluralTables { jobs[job(table.name, table.locale)].plurals.append(table) }
        let built = jobs.parallelMap { job -> LocaleTable in
            var table = LocaleTable(locale: job.locale)
            for strings in job.strings { table.add(strings) }
            for plurals in job.plurals { table.add(plurals) }
            return table
        }
        var byName: [String: TableGroup] = [:]
        for (job, table) in zip(jobs, built) {
            byName[job.name, default: TableGroup(name: job.name)].byLocale[job.locale] = table
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
    public internal(set) var byLocale: [String: LocaleTable] = [:]

    init(name: String) {
        self.name = name
    }

    public subscript(locale: String) -> LocaleTable? { byLocale[locale] }
}

/// Entries by key as the runtime sees them: one per key, the last duplicate winning, stored
/// once in an array (rules iterate it) with a key → position index beside it.
public struct KeyedEntries<Entry: KeyedEntry>: Sendable {
    public private(set) var entries: [Entry] = []
    private var positions = KeyIndex()

    public subscript(key: String) -> Entry? {
        guard let position = positions.position(of: key, in: entries) else { return nil }
        return entries[position]
    }

    public func position(of key: String) -> Int? { positions.position(of: key, in: entries) }

    /// The position of `key`, trying `guess` first and leaving it just past the match: a table
    /// walked in another's key order (as exports usually are) finds most keys without a hash.
    func position(of key: String, guess: inout Int) -> Int? {
        let found: Int?
        if guess < entries.count && UTF8Key.same(key, entries[guess].key) {
            found = guess
        } else {
            found = position(of: key)
        }
        if let found { guess = found + 1 }
        return found
    }

    /// The index itself, shared (not copied) with audited keys.
    var positionIndex: KeyIndex { positions }

    /// Adds or replaces the entry for `key`; true when the key is new.
    mutating func set(_ entry: Entry) -> Bool {
        if let position = positions.insert(entry.key, at: entries.count, in: entries) {
            entries[position] = entry
            return false
        }
        entries.append(entry)
        return true
    }

    /// Takes `entries` as they are (sharing the array, not copying it) when no key repeats;
    /// false, leaving everything empty, when one does.
    mutating func adopt(_ entries: [Entry]) -> Bool {
        var positions = KeyIndex()
        positions.reserveCapacity(entries.count)
        for index in entries.indices {
            guard positions.insert(entries[index].key, at: index, in: entries) == nil else { return false }
        }
        self.positions = positions
        self.entries = entries
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
    /// Keys in file order, each once: the strings keys, then the plural keys the strings lack.
    /// Built on each call from the entries rather than stored beside them (millions of keys).
    public var orderedKeys: [String] {
        var keys = strings.entries.map(\.key)
        for entry in plurals.entries where strings.position(of: entry.key) == nil { keys.append(entry.key) }
        return keys
    }
    /// The files this table was read from, for locations of table-level findings.
    public private(set) var paths: [String] = []
    /// Files whose entries were indexed whole because no key repeats in them: nothing for
    /// `l10n.duplicate-key` to look at there.
    public private(set) var filesWithoutRepeatedKeys: Set<String> = []

    init(locale: String) {
        self.locale = locale
    }

    mutating func add(_ table: StringsTable) {
        paths.append(table.path)
        // The usual case, one file per table without repeated keys: its entries are shared.
        if strings.entries.isEmpty && plurals.entries.isEmpty && table.entries.allSatisfy(\.shouldTranslate)
            && strings.adopt(table.entries) {
            filesWithoutRepeatedKeys.insert(table.path)
            return
        }
        strings.reserveCapacity(strings.entries.count + table.entries.count)
        // "Don't translate" catalog keys take part in no comparison.
        for entry in table.entries where entry.shouldTranslate {
            _ = strings.set(entry)
        }
    }

    mutating func add(_ table: PluralTable) {
        paths.append(table.path)
        for entry in table.entries where entry.shouldTranslate {
            _ = plurals.set(entry)
        }
    }

    public func contains(_ key: String) -> Bool { strings.position(of: key) != nil || plurals.position(of: key) != nil }

    /// The location of a key in this locale, whichever kind of table holds it.
    public func location(of key: String) -> SourceLocation? {
        strings[key]?.location ?? plurals[key]?.location
    }
}
