import LubaAuditModel
import LubaAuditICU
/// Every table of every locale that was read, grouped the way rules compare them: by table
/// name (`Localizable`), then by locale.
public struct LocalizationCatalog: Sendable {
    /// The tables every device reads (String Catalogs: through the `other` device).
    public var stringsTables: [StringsTable]
    public var pluralTables: [PluralTable]
    /// String Catalog devices' own branches (`StringsTable.device`), kept apart: keys, counts
    /// and completion are the shared tables'; only the value rules read these.
    public var deviceStringsTables: [StringsTable]
    public var devicePluralTables: [PluralTable] { Array(allPluralTables[pluralTables.count...]) }
    /// The shared plural tables, then the devices': the order `AuditContext.pluralArguments`
    /// keeps. Kept whole rather than joined on each call: several rules walk it, and a hostile
    /// catalog has 100,000 device tables, each copied again by every join.
    public let allPluralTables: [PluralTable]
    public var sourceLocale: String
    /// Sorted, source locale first.
    public let locales: [String]
    public let groups: [TableGroup]
    /// One group per table name and device with branches of its own, each locale holding only
    /// the branches written for that device; by table name, then device.
    public var deviceGroups: [TableGroup] { Array(valueGroups[groups.count...]) }
    /// The shared groups, then the device groups: every value the value rules judge. Kept
    /// whole rather than joined on each call: a dozen rules walk it, and a hostile catalog
    /// has 100,000 device groups, each retained again by every join.
    public let valueGroups: [TableGroup]
    private let groupIndex: [String: Int]
    /// Device groups' positions in `valueGroups` by table name and device: built once here, as
    /// rules asking it for a hostile catalog's 100,000 devices each built their own.
    private let deviceGroupIndex: [DeviceGroupID: Int]

    private struct DeviceGroupID: Hashable, Sendable {
        var name: String
        var device: String
    }

    /// Tables with a `device` go to the device tables, the others to `stringsTables` and
    /// `pluralTables`, in the order given.
    public init(stringsTables: [StringsTable], pluralTables: [PluralTable], sourceLocale: String) {
        self.init(
            stringsTables: stringsTables.filter { $0.device == nil }, pluralTables: pluralTables.filter { $0.device == nil },
            deviceStringsTables: stringsTables.filter { $0.device != nil }, devicePluralTables: pluralTables.filter { $0.device != nil },
            sourceLocale: sourceLocale)
    }

    /// The shared tables and the devices' own branches given apart, as the loader reads them:
    /// a hostile catalog's 100,000 device tables are then not copied by a filter on the way.
    /// Every device table has a `device`, no other table has one.
    package init(
        stringsTables: [StringsTable], pluralTables: [PluralTable],
        deviceStringsTables: [StringsTable], devicePluralTables: [PluralTable], sourceLocale: String
    ) {
        self.stringsTables = stringsTables
        self.pluralTables = pluralTables
        self.deviceStringsTables = deviceStringsTables
        self.allPluralTables = pluralTables + devicePluralTables
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
        var groupIndex: [String: Int] = [:]
        for (position, group) in groups.enumerated() { groupIndex[group.name] = position }
        self.groupIndex = groupIndex
        // Device branches are few in real catalogs (none in most), but a hostile one names
        // 100,000 devices: indexed here, on one core, each group built in place in an array,
        // found by its two names (no string joined per table), then put in name order.
        var devices: [TableGroup] = []
        var deviceIndex: [DeviceGroupID: Int] = [:]
        func deviceGroup(_ name: String, _ device: String?) -> Int {
            let id = DeviceGroupID(name: name, device: device ?? "")
            if let known = deviceIndex[id] { return known }
            deviceIndex[id] = devices.count
            devices.append(TableGroup(name: name, device: device))
            return devices.count - 1
        }
        for table in deviceStringsTables {
            devices[deviceGroup(table.name, table.device)].byLocale[table.locale, default: LocaleTable(locale: table.locale)].add(table)
        }
        for table in devicePluralTables {
            devices[deviceGroup(table.name, table.device)].byLocale[table.locale, default: LocaleTable(locale: table.locale)].add(table)
        }
        let order = devices.indices.sorted { a, b in
            (devices[a].name, devices[a].device ?? "") < (devices[b].name, devices[b].device ?? "")
        }
        var deviceGroupIndex: [DeviceGroupID: Int] = [:]
        deviceGroupIndex.reserveCapacity(order.count)
        var valueGroups = groups
        valueGroups.reserveCapacity(groups.count + order.count)
        for number in order {
            deviceGroupIndex[DeviceGroupID(name: devices[number].name, device: devices[number].device ?? "")] = valueGroups.count
            valueGroups.append(devices[number])
        }
        self.deviceGroupIndex = deviceGroupIndex
        self.valueGroups = valueGroups
    }

    /// The group of `device`'s own branches of the table `name`, if it has any.
    public func deviceGroup(named name: String, device: String) -> TableGroup? {
        deviceGroupIndex[DeviceGroupID(name: name, device: device)].map { valueGroups[$0] }
    }

    /// Locales other than the source, in order.
    public var translationLocales: [String] { locales.filter { $0 != sourceLocale } }

    /// The shared (not a device's) group of that name.
    public func group(named name: String) -> TableGroup? { groupIndex[name].map { groups[$0] } }


    /// What the source locale shows for `key` where `group` is read: a device group's source
    /// branch for that device when the source has one, else the value every device shows.
    public func sourceEntry(_ key: String, in group: TableGroup) -> (strings: StringsEntry?, plural: PluralEntry?) {
        if let own = group[sourceLocale], own.contains(key) { return (own.strings[key], own.plurals[key]) }
        guard group.device != nil, let shared = self.group(named: group.name)?[sourceLocale] else { return (nil, nil) }
        return (shared.strings[key], shared.plurals[key])
    }
}

/// One table name across locales (for a device group: that device's own branches).
public struct TableGroup: Sendable {
    public let name: String
    /// The device whose branches the group holds; nil for the shared tables.
    public let device: String?
    public internal(set) var byLocale: [String: LocaleTable] = [:]

    package init(name: String, device: String? = nil) {
        self.name = name
        self.device = device
    }

    public subscript(locale: String) -> LocaleTable? { byLocale[locale] }

    /// The place of one locale's values of this group, as rules name it.
    public func place(_ locale: String) -> ValuePlace { ValuePlace(table: name, locale: locale, device: device) }
}

/// Entries by key as the runtime sees them: one per key, the last duplicate winning, stored
/// once in an array (rules iterate it) with a key → position index beside it.
// The look-ups are inlinable: the rules and the engine call them with their own entry types in
// every pair loop, and across a module boundary an unspecialized generic call asks the runtime
// for metadata and reads each key through a witness table.
public struct KeyedEntries<Entry: KeyedEntry>: Sendable {
    public private(set) var entries: [Entry] = []
    @usableFromInline var positions = KeyIndex()

    @inlinable
    public subscript(key: String) -> Entry? {
        guard let position = positions.position(of: key, in: entries) else { return nil }
        return entries[position]
    }

    @inlinable
    public func position(of key: String) -> Int? { positions.position(of: key, in: entries) }

    /// The position of `key`, trying `guess` first and leaving it just past the match: a table
    /// walked in another's key order (as exports usually are) finds most keys without a hash.
    @inlinable
    package func position(of key: String, guess: inout Int) -> Int? {
        let found: Int?
        if guess < entries.count && UTF8Key.same(key, entries[guess].key) {
            found = guess
        } else {
            found = position(of: key)
        }
        if let found { guess = found + 1 }
        return found
    }

    /// The same for a key given as its UTF-8 bytes, compared byte for byte.
    @inlinable
    package func position(of bytes: UnsafeBufferPointer<UInt8>, guess: inout Int) -> Int? {
        let found: Int?
        if guess < entries.count && UTF8Key.same(entries[guess].key, bytes) {
            found = guess
        } else {
            found = positions.position(of: bytes, in: entries)
        }
        if let found { guess = found + 1 }
        return found
    }

    /// The index itself, shared (not copied) with audited keys.
    package var positionIndex: KeyIndex { positions }

    /// Adds or replaces the entry for `key`; true when the key is new.
    package mutating func set(_ entry: Entry) -> Bool {
        if let position = positions.insert(entry.key, at: entries.count, in: entries) {
            entries[position] = entry
            return false
        }
        entries.append(entry)
        return true
    }

    /// Takes `entries` as they are (sharing the array, not copying it) when no key repeats;
    /// false, leaving everything empty, when one does.
    package mutating func adopt(_ entries: [Entry]) -> Bool {
        var positions = KeyIndex()
        positions.reserveCapacity(entries.count)
        for index in entries.indices {
            guard positions.insert(entries[index].key, at: index, in: entries) == nil else { return false }
        }
        self.positions = positions
        self.entries = entries
        return true
    }

    package mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        positions.reserveCapacity(count)
    }
}

/// One table name in one locale: the `.strings` entries and the `.stringsdict` entries,
/// indexed by key as the runtime sees them (the last duplicate wins).
public struct LocaleTable: Sendable {
    /// The fields, held once behind a reference: a group hands out a copy of the table on
    /// every look-up, and rules look up every locale of every group (a hostile catalog has
    /// 100,000 device groups); a copy is then one retain, not one per name, array and index.
    /// Never changed once made: `add` makes a new one.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let locale: String
        @usableFromInline let fields: Fields

        init(locale: String, fields: Fields) {
            self.locale = locale
            self.fields = fields
        }
    }

    @usableFromInline struct Fields: Sendable {
        @usableFromInline var strings = KeyedEntries<StringsEntry>()
        @usableFromInline var plurals = KeyedEntries<PluralEntry>()
        var paths: [String] = []
        /// A list, not a set (a table has a file or two): a set per table was an allocation
        /// for each of a hostile catalog's 100,000 device tables.
        var unrepeatedFiles: [String] = []
    }

    @usableFromInline var storage: Storage

    public var locale: String { storage.locale }
    @inlinable public var strings: KeyedEntries<StringsEntry> { storage.fields.strings }
    @inlinable public var plurals: KeyedEntries<PluralEntry> { storage.fields.plurals }
    /// Keys in file order, each once: the strings keys, then the plural keys the strings lack.
    /// Built on each call from the entries rather than stored beside them (millions of keys).
    public var orderedKeys: [String] {
        var keys = strings.entries.map(\.key)
        for entry in plurals.entries where strings.position(of: entry.key) == nil { keys.append(entry.key) }
        return keys
    }
    /// The files this table was read from, for locations of table-level findings.
    public var paths: [String] { storage.fields.paths }
    /// Files whose entries were indexed whole because no key repeats in them: nothing for
    /// `l10n.duplicate-key` to look at there.
    public var filesWithoutRepeatedKeys: Set<String> { Set(storage.fields.unrepeatedFiles) }

    package init(locale: String) {
        storage = Storage(locale: locale, fields: Fields())
    }

    /// Changes the fields in place: the storage is let go of first, so that arrays only it
    /// held are changed without a copy.
    private mutating func change(_ body: (inout Fields) -> Void) {
        let locale = storage.locale
        var fields = storage.fields
        storage = Self.released
        body(&fields)
        storage = Storage(locale: locale, fields: fields)
    }

    /// What a table holds for the moment `change` works on its fields.
    private static let released = Storage(locale: "", fields: Fields())

    package mutating func add(_ table: StringsTable) {
        change { fields in
            fields.paths.append(table.path)
            // The usual case, one file per table without repeated keys: its entries are shared.
            if fields.strings.entries.isEmpty && fields.plurals.entries.isEmpty && table.entries.allSatisfy(\.shouldTranslate)
                && fields.strings.adopt(table.entries) {
                if !fields.unrepeatedFiles.contains(table.path) { fields.unrepeatedFiles.append(table.path) }
                return
            }
            fields.strings.reserveCapacity(fields.strings.entries.count + table.entries.count)
            // "Don't translate" catalog keys take part in no comparison.
            for entry in table.entries where entry.shouldTranslate {
                _ = fields.strings.set(entry)
            }
        }
    }

    package mutating func add(_ table: PluralTable) {
        change { fields in
            fields.paths.append(table.path)
            for entry in table.entries where entry.shouldTranslate {
                _ = fields.plurals.set(entry)
            }
        }
    }

    public func contains(_ key: String) -> Bool { strings.position(of: key) != nil || plurals.position(of: key) != nil }

    /// The location of a key in this locale, whichever kind of table holds it.
    public func location(of key: String) -> SourceLocation? {
        strings[key]?.location ?? plurals[key]?.location
    }
}
