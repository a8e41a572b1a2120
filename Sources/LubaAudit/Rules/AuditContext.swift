/// Everything rules may read: the models, built once, and the config.
public struct AuditContext: Sendable {
    public let root: String
    public let catalog: LocalizationCatalog
    public let registry: KeyRegistry?
    public let config: AuditConfig
    /// The resolved theme, when colors are audited.
    public let theme: Theme?
    /// Foreground/background pairs read from component sources.
    public let componentPairs: [ComponentColorPair]
    /// Size tokens, text roles and component facts, when a package is audited.
    public let design: DesignSystem?

    public init(
        root: String, catalog: LocalizationCatalog, registry: KeyRegistry?, config: AuditConfig,
        theme: Theme? = nil, componentPairs: [ComponentColorPair] = [], design: DesignSystem? = nil
    ) {
        self.root = root
        self.catalog = catalog
        self.registry = registry
        self.config = config
        self.theme = theme
        self.componentPairs = componentPairs
        self.design = design
    }

    public var sourceLocale: String { catalog.sourceLocale }

    /// Locales compared against the source: not the source, not `Base`.
    public var translationLocales: [String] {
        catalog.translationLocales.filter { !LocaleFallback.isBase($0) }
    }

    /// Registry calls by key (the first declaration of each key).
    public var registryByKey: [String: RegistryCall] {
        var result: [String: RegistryCall] = [:]
        for call in registry?.calls ?? [] where result[call.key] == nil {
            result[call.key] = call
        }
        return result
    }

    /// The subject of one key in one locale of one table.
    public static func subject(_ table: String, _ key: String, _ locale: String) -> Subject {
        Subject(table: table, key: key, locale: locale)
    }
}
