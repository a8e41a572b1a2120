import LubaAuditModel
import LubaAuditICU
/// An Xcode String Catalog (`.xcstrings`) as written, with locations, before it is flattened
/// into per-locale tables. Rules that care about catalog-only facts (extraction state,
/// "Don't translate", device variations) read this; everything else reads `tables(name:)`.
public struct StringCatalog: Sendable {
    /// The path as shown to the user.
    public var path: String
    /// `sourceLanguage`: the locale developers write in; nil when the file lacks it.
    public var sourceLanguage: String?
    /// `version` ("1.0", "1.1", ...).
    public var version: String?
    /// The keys of `strings`, in file order (a duplicated key keeps only its last occurrence).
    public var entries: [CatalogEntry]
    public var diagnostics: [ReadDiagnostic]
    /// The number of bytes read, for throughput figures.
    public var byteCount: Int
    /// `lubaaudit:disable` directives in the entries' `comment` fields (JSON has no comments).
    public var suppressions = SuppressionComments()

    public init(
        path: String, sourceLanguage: String? = nil, version: String? = nil,
        entries: [CatalogEntry] = [], diagnostics: [ReadDiagnostic] = [], byteCount: Int = 0
    ) {
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.diagnostics = diagnostics
        self.byteCount = byteCount
    }
}

/// One key of a String Catalog.
public struct CatalogEntry: Hashable, Sendable {
    public var key: String
    /// Where the key's opening quote stands.
    public var location: SourceLocation
    /// The developer's comment for translators.
    public var comment: String?
    /// `manual`, `extracted_with_value`, `stale`, `migrated`, ...; nil means extracted from code.
    public var extractionState: String?
    /// False when the key is marked "Don't translate".
    public var shouldTranslate: Bool
    /// One per language, in file order.
    public var localizations: [CatalogLocalization]

    /// Xcode no longer finds the key in the code: it stays in the catalog until someone removes it.
    public var isStale: Bool { extractionState == "stale" }

    public init(
        key: String, location: SourceLocation, comment: String? = nil, extractionState: String? = nil,
        shouldTranslate: Bool = true, localizations: [CatalogLocalization] = []
    ) {
        self.key = key
        self.location = location
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
    }

    /// The localization for `locale`, if the key has one.
    public func localization(_ locale: String) -> CatalogLocalization? {
        localizations.first { $0.locale == locale }
    }
}

/// What one key says in one language: a plain string unit, variations, or a string unit
/// whose `%#@name@` placeholders are filled by substitutions.
public struct CatalogLocalization: Hashable, Sendable {
    public var locale: String
    /// Where the language key (`"de"`) stands.
    public var location: SourceLocation
    public var stringUnit: CatalogStringUnit?
    public var variations: CatalogVariations?
    /// In file order.
    public var substitutions: [CatalogSubstitution]

    public init(
        locale: String, location: SourceLocation, stringUnit: CatalogStringUnit? = nil,
        variations: CatalogVariations? = nil, substitutions: [CatalogSubstitution] = []
    ) {
        self.locale = locale
        self.location = location
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
    }
}

/// `{"state": "translated", "value": "…"}`.
public struct CatalogStringUnit: Hashable, Sendable {
    /// `translated`, `new`, `needs_review`, `stale`; nil when absent.
    public var state: String?
    public var value: String
    /// Where the `"stringUnit"` key stands.
    public var location: SourceLocation
    /// Where the value's opening quote stands.
    public var valueLocation: SourceLocation

    public init(state: String?, value: String, location: SourceLocation, valueLocation: SourceLocation) {
        self.state = state
        self.value = value
        self.location = location
        self.valueLocation = valueLocation
    }
}

/// `"variations": {"plural": {...}, "device": {...}}`.
public struct CatalogVariations: Hashable, Sendable {
    /// CLDR category (or any other key written) → case, in file order.
    public var plural: [CatalogVariant]
    /// Device (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `other`) → case.
    public var device: [CatalogVariant]
    /// Where the `"variations"` key stands.
    public var location: SourceLocation

    public init(plural: [CatalogVariant] = [], device: [CatalogVariant] = [], location: SourceLocation) {
        self.plural = plural
        self.device = device
        self.location = location
    }

    public var isEmpty: Bool { plural.isEmpty && device.isEmpty }
}

/// One case of a variation: a string unit, or (for a device case) further plural variations.
public struct CatalogVariant: Hashable, Sendable {
    /// The plural category or device name.
    public var name: String
    /// Where the case's key (`"one"`, `"ipad"`) stands.
    public var location: SourceLocation
    public var stringUnit: CatalogStringUnit?
    public var variations: CatalogVariations?

    public init(
        name: String, location: SourceLocation, stringUnit: CatalogStringUnit? = nil,
        variations: CatalogVariations? = nil
    ) {
        self.name = name
        self.location = location
        self.stringUnit = stringUnit
        self.variations = variations
    }
}

/// A `%#@name@` placeholder of a localization's string unit and the plural cases that fill it.
/// Inside the cases, `%arg` stands for the substituted argument itself.
public struct CatalogSubstitution: Hashable, Sendable {
    public var name: String
    /// Where the substitution's name key stands.
    public var location: SourceLocation
    /// The 1-based format argument the plural is chosen by; nil when the file leaves it out.
    public var argNum: Int?
    /// The specifier without `%` (`lld`, `d`, `@`).
    public var formatSpecifier: String?
    public var variations: CatalogVariations?

    public init(
        name: String, location: SourceLocation, argNum: Int? = nil, formatSpecifier: String? = nil,
        variations: CatalogVariations? = nil
    ) {
        self.name = name
        self.location = location
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
    }

    /// The plural cases, in file order.
    public var plural: [CatalogVariant] { variations?.plural ?? [] }
}
