import LubaAuditModel
import LubaAuditICU
/// One branch of a plural variable: the CLDR category (`zero one two few many other`) or
/// an explicit value, and its text.
public struct PluralBranch: Hashable, Sendable {
    public var category: String
    public var value: String
    public var location: SourceLocation

    public init(category: String, value: String, location: SourceLocation) {
        self.category = category
        self.value = value
        self.location = location
    }
}

/// A `%#@name@` variable of a `.stringsdict` entry (or a String Catalog plural variation).
public struct PluralVariable: Hashable, Sendable {
    public var name: String
    /// `NSStringPluralRuleType`, `NSStringVariableWidthRuleType`, ...
    public var specType: String?
    /// `NSStringFormatValueTypeKey`: the specifier without `%` (`d`, `lld`, `@`).
    public var valueType: String?
    public var branches: [PluralBranch]
    public var location: SourceLocation
    /// String Catalog substitutions only: the `argNum` that fixes the argument the variable is
    /// chosen by; nil when the file leaves it to the format key's order.
    public var argumentNumber: Int?
    /// String Catalog substitutions only: the `formatSpecifier` that `%arg` in the branches
    /// stands for. Branch values keep `%arg` as written, so findings quote the file.
    public var argumentSpecifier: String?
    /// String Catalog plural variations only: each branch is the whole value, read from
    /// argument 1 as the string unit would be, and the plural is chosen by the argument the
    /// branches print their number with (what `valueType` was taken from).
    public var isWholeValue: Bool

    public init(
        name: String, specType: String?, valueType: String?, branches: [PluralBranch], location: SourceLocation,
        argumentNumber: Int? = nil, argumentSpecifier: String? = nil, isWholeValue: Bool = false
    ) {
        self.name = name
        self.specType = specType
        self.valueType = valueType
        self.branches = branches
        self.location = location
        self.argumentNumber = argumentNumber
        self.argumentSpecifier = argumentSpecifier
        self.isWholeValue = isWholeValue
    }
}

/// One key of a `.stringsdict`: its `NSStringLocalizedFormatKey` and the variables it uses.
public struct PluralEntry: Hashable, Sendable, KeyedEntry {
    public var key: String
    public var formatKey: String
    public var formatLocation: SourceLocation
    public var variables: [PluralVariable]
    public var location: SourceLocation
    public var comment: String?
    public var state: String?
    /// False for String Catalog keys marked "Don't translate": rules about translations skip them.
    public var shouldTranslate: Bool
    /// True for a String Catalog key whose `extractionState` is `stale` (see `StringsEntry.isStale`).
    public var isStale: Bool

    public init(
        key: String, formatKey: String, formatLocation: SourceLocation,
        variables: [PluralVariable], location: SourceLocation, comment: String? = nil, state: String? = nil,
        shouldTranslate: Bool = true, isStale: Bool = false
    ) {
        self.key = key
        self.formatKey = formatKey
        self.formatLocation = formatLocation
        self.variables = variables
        self.location = location
        self.comment = comment
        self.state = state
        self.shouldTranslate = shouldTranslate
        self.isStale = isStale
    }
}

/// The plural entries of one table of one locale.
public struct PluralTable: Sendable {
    public var path: String
    public var locale: String
    public var name: String
    public var format: TableFormat
    public var entries: [PluralEntry]
    public var diagnostics: [ReadDiagnostic]
    public var byteCount: Int
    /// The `<!-- lubaaudit:disable … -->` comments before its entries.
    public var suppressions = SuppressionComments()
    /// String Catalogs only: the device whose own branches these entries are (see
    /// `StringsTable.device`); nil everywhere else.
    public var device: String?

    public init(
        path: String, locale: String, name: String, format: TableFormat = .stringsdict,
        entries: [PluralEntry] = [], diagnostics: [ReadDiagnostic] = [], byteCount: Int = 0, device: String? = nil
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
