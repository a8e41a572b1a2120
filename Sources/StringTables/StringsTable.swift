import LubaAuditModel
import LubaAuditICU
/// The kinds of localization table a `.lproj` folder can hold.
public enum TableFormat: String, Codable, Sendable {
    case strings
    case stringsdict
    case xcstrings
}

/// One `"key" = "value";` of a table, with where it stands and the comment written before it.
/// Both positions are kept as 32-bit line and column numbers beside one file name: a large
/// corpus holds millions of entries, and two full `SourceLocation`s were a third of each.
public struct StringsEntry: Hashable, Sendable, KeyedEntry {
    public var key: String
    public var value: String
    /// The file the entry was read from (both locations are in it).
    public var file: String
    private var keyLine: Int32
    private var keyColumn: Int32
    private var valueLine: Int32
    private var valueColumn: Int32
    /// What most entries lack (no `.strings` entry of Home Assistant or Element X has a
    /// comment; only String Catalogs have states), kept out of line: none costs 8 bytes where
    /// the three fields took 33 in each of millions of entries. An array of none or one, not an
    /// optional: with an optional reference in it, each entry built is copied into its array
    /// and the original destroyed (Swift 6.3), four retains and releases for every entry.
    private var annotations: [Annotations]

    /// The translator's context: the comment right before the entry, trimmed, without delimiters.
    public var comment: String? {
        get { annotations.first?.comment }
        set { annotations = Annotations.make(comment: newValue, state: state, shouldTranslate: shouldTranslate, isStale: isStale) }
    }

    /// String Catalog translation state (`translated`, `new`, `needs_review`, `stale`); nil elsewhere.
    public var state: String? {
        get { annotations.first?.state }
        set { annotations = Annotations.make(comment: comment, state: newValue, shouldTranslate: shouldTranslate, isStale: isStale) }
    }

    /// False for String Catalog keys marked "Don't translate": rules about translations skip them.
    public var shouldTranslate: Bool {
        get { annotations.first?.shouldTranslate ?? true }
        set { annotations = Annotations.make(comment: comment, state: state, shouldTranslate: newValue, isStale: isStale) }
    }

    /// True for a String Catalog key whose `extractionState` is `stale`: Xcode no longer finds
    /// it in the code, so the app may never show it. Not the unit's translation `state`.
    public var isStale: Bool {
        get { annotations.first?.isStale ?? false }
        set { annotations = Annotations.make(comment: comment, state: state, shouldTranslate: shouldTranslate, isStale: newValue) }
    }

    public init(
        key: String, value: String, location: SourceLocation, valueLocation: SourceLocation,
        comment: String? = nil, state: String? = nil, shouldTranslate: Bool = true, isStale: Bool = false
    ) {
        self.init(
            key: key, value: value, file: location.file, keyAt: (location.line, location.column),
            valueAt: (valueLocation.line, valueLocation.column), comment: comment, state: state, shouldTranslate: shouldTranslate, isStale: isStale)
    }

    /// An entry read from `file`, its key and value at those lines and columns.
    package init(
        key: String, value: String, file: String, keyAt: (line: Int, column: Int), valueAt: (line: Int, column: Int),
        comment: String?, state: String? = nil, shouldTranslate: Bool = true, isStale: Bool = false
    ) {
        self.key = key
        self.value = value
        self.file = file
        keyLine = Int32(clamping: keyAt.line)
        keyColumn = Int32(clamping: keyAt.column)
        valueLine = Int32(clamping: valueAt.line)
        valueColumn = Int32(clamping: valueAt.column)
        annotations = Annotations.make(comment: comment, state: state, shouldTranslate: shouldTranslate, isStale: isStale)
    }

    /// Where the key starts, without the file: for walks over every key that know the file.
    public var keyLineAndColumn: (line: Int, column: Int) { (Int(keyLine), Int(keyColumn)) }

    /// Where the key starts.
    public var location: SourceLocation {
        get { SourceLocation(file: file, line: Int(keyLine), column: Int(keyColumn)) }
        set {
            file = newValue.file
            keyLine = Int32(clamping: newValue.line)
            keyColumn = Int32(clamping: newValue.column)
        }
    }

    /// Where the value starts (the key's location for the `"key";` shorthand), in the same file.
    public var valueLocation: SourceLocation {
        get { SourceLocation(file: file, line: Int(valueLine), column: Int(valueColumn)) }
        set {
            valueLine = Int32(clamping: newValue.line)
            valueColumn = Int32(clamping: newValue.column)
        }
    }
}

/// An entry's comment, state, translate flag and staleness, compared by value.
private final class Annotations: Hashable, Sendable {
    let comment: String?
    let state: String?
    let shouldTranslate: Bool
    let isStale: Bool

    private init(comment: String?, state: String?, shouldTranslate: Bool, isStale: Bool) {
        self.comment = comment
        self.state = state
        self.shouldTranslate = shouldTranslate
        self.isStale = isStale
    }

    /// None when every field has its default, as for nearly every entry.
    static func make(comment: String?, state: String?, shouldTranslate: Bool, isStale: Bool) -> [Annotations] {
        if comment == nil && shouldTranslate && !isStale {
            guard let state else { return [] }
            // A String Catalog gives every entry a state: the usual ones are shared.
            if let shared = stateOnly.first(where: { $0[0].state == state }) { return shared }
        }
        return [Annotations(comment: comment, state: state, shouldTranslate: shouldTranslate, isStale: isStale)]
    }

    private static let stateOnly = ["translated", "new", "needs_review", "stale"].map {
        [Annotations(comment: nil, state: $0, shouldTranslate: true, isStale: false)]
    }

    static func == (a: Annotations, b: Annotations) -> Bool {
        a.comment == b.comment && a.state == b.state && a.shouldTranslate == b.shouldTranslate && a.isStale == b.isStale
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(comment)
        hasher.combine(state)
        hasher.combine(shouldTranslate)
        hasher.combine(isStale)
    }
}

/// One table of one locale (`de.lproj/Localizable.strings`), entries in file order.
public struct StringsTable: Sendable {
    /// The path as shown to the user.
    public var path: String
    /// From the `.lproj` folder name (`de`, `pt-BR`, `Base`).
    public var locale: String
    /// The table name: the file name without extension (`Localizable`).
    public var name: String
    public var format: TableFormat
    public var entries: [StringsEntry]
    public var diagnostics: [ReadDiagnostic]
    /// The number of bytes read, for throughput figures.
    public var byteCount: Int
    /// The `lubaaudit:disable` comments before its entries (String Catalogs: in their comments).
    public var suppressions = SuppressionComments()
    /// String Catalogs only: the device (`iphone`, `ipad`, `mac`, …) whose own branches these
    /// entries are. Nil for the value every device without a branch of its own shows, which is
    /// what every other table holds.
    public var device: String?

    public init(
        path: String, locale: String, name: String, format: TableFormat = .strings,
        entries: [StringsEntry] = [], diagnostics: [ReadDiagnostic] = [], byteCount: Int = 0, device: String? = nil
    ) {
        self.path = path
        self.locale = locale
        self.name = name
        self.format = format
        self.entries = entries
        self.diagnostics = diagnostics
        self.byteCount = byteCount
        self.device = device
    }
}
