import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
/// Everything the audit looked at, whether or not something was wrong with it: JUnit gives
/// each clean table file and subject a passing case, and the JSON report lists them all.
///
/// Keys × locales are most of a large run (106,000 in Home Assistant), so they are kept
/// grouped by table, locale and file, one small record per key, rather than as a full
/// `Subject` each; every other subject (color pairs, tokens, text roles) is listed as is.
public struct AuditedSubjects: Sendable, Hashable, ExpressibleByArrayLiteral {
    public var keyGroups: [AuditedKeys]
    public var subjects: [AuditedSubject]

    public init() {
        self.init(keyGroups: [], subjects: [])
    }

    public init(keyGroups: [AuditedKeys], subjects: [AuditedSubject]) {
        self.keyGroups = keyGroups
        self.subjects = subjects
    }

    public init(arrayLiteral subjects: AuditedSubject...) {
        self.init(keyGroups: [], subjects: subjects)
    }

    public var count: Int { keyGroups.reduce(0) { $0 + $1.count } + subjects.count }

    public var isEmpty: Bool { count == 0 }

    /// Every subject as one list, key groups first: for tests and small results; reports walk
    /// the groups instead.
    public var all: [AuditedSubject] {
        var list: [AuditedSubject] = []
        list.reserveCapacity(count)
        for group in keyGroups {
            for position in 0..<group.count {
                let key = group[position]
                list.append(AuditedSubject(area: group.area, subject: group.subject(key), location: group.location(key)))
            }
        }
        list.append(contentsOf: subjects)
        return list
    }
}

/// The keys of one table in one locale that were read from one file.
public struct AuditedKeys: Sendable, Hashable {
    public struct Key: Sendable, Hashable {
        public var key: String
        /// 1-based; 0 when the reader had no position.
        public var line: Int
        public var column: Int

        public init(key: String, line: Int, column: Int) {
            self.key = key
            self.line = line
            self.column = column
        }
    }

    public var area: Area
    public var table: String
    public var locale: String
    /// The file the keys were read from, relative to the root when possible.
    public var file: String?
    /// Keys listed one by one, or (when `listed` is empty) a table's entries shared with the
    /// catalog: the usual case, which then costs nothing per key.
    private var listed: [Key]
    private var entries: [StringsEntry]
    /// The table's key → position index that comes with shared entries: finding the few keys
    /// that have findings costs a look-up each instead of a walk over every key.
    private var index: KeyIndex?

    public init(area: Area = .localization, table: String, locale: String, file: String?, keys: [Key] = []) {
        self.area = area
        self.table = table
        self.locale = locale
        self.file = file
        self.listed = keys
        self.entries = []
    }

    /// The keys of `entries`, all read from `file`, without copying them.
    package init(area: Area = .localization, table: String, locale: String, file: String, entries: [StringsEntry]) {
        self.init(area: area, table: table, locale: locale, file: file)
        self.entries = entries
    }

    /// The keys of a table's entries, all read from `file`, with the table's index beside them.
    package init(area: Area = .localization, table: String, locale: String, file: String, keyed: KeyedEntries<StringsEntry>) {
        self.init(area: area, table: table, locale: locale, file: file, entries: keyed.entries)
        self.index = keyed.positionIndex
    }

    /// Whether `position(of:)` can answer: the group shares a table's entries and index.
    package var isIndexed: Bool { listed.isEmpty && index != nil }

    /// The position of `key` in an indexed group, nil when the group lacks it.
    package func position(of key: UTF8Key) -> Int? { listed.isEmpty ? index?.position(of: key.text, in: entries) : nil }

    public static func == (a: AuditedKeys, b: AuditedKeys) -> Bool {
        guard a.area == b.area, a.table == b.table, a.locale == b.locale, a.file == b.file, a.count == b.count else { return false }
        return (0..<a.count).allSatisfy { a[$0] == b[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(area)
        hasher.combine(table)
        hasher.combine(locale)
        hasher.combine(file)
        hasher.combine(count)
    }

    public var count: Int { listed.isEmpty ? entries.count : listed.count }

    public subscript(position: Int) -> Key {
        if listed.isEmpty {
            // Field by field: copying the whole entry retained its value, file and comment too.
            let (line, column) = entries[position].keyLineAndColumn
            return Key(key: entries[position].key, line: line, column: column)
        }
        return listed[position]
    }

    /// Every key as a list (built for shared entries: reports use `count` and the subscript).
    public var keys: [Key] {
        get { listed.isEmpty ? entries.indices.map { self[$0] } : listed }
        set {
            listed = newValue
            entries = []
            index = nil
        }
    }

    /// Appends one listed key (a group that shares entries is first turned into a list).
    public mutating func append(_ key: Key) {
        if listed.isEmpty && !entries.isEmpty { listed = keys }
        entries = []
        index = nil
        listed.append(key)
    }

    /// The subject of one of these keys, as findings about it name it.
    public func subject(_ key: Key) -> Subject {
        Subject(table: table, key: key.key, locale: locale)
    }

    public func location(_ key: Key) -> SourceLocation? {
        file.map { SourceLocation(file: $0, line: key.line, column: key.column) }
    }
}
