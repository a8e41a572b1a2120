/// STUB: where the contrast audit's theme comes from. Owned by the theme work.
public enum ThemeLoader {
    public struct Loaded: Sendable {
        public var theme: Theme?
        public var componentPairs: [ComponentColorPair]
        public init(theme: Theme?, componentPairs: [ComponentColorPair]) {
            self.theme = theme
            self.componentPairs = componentPairs
        }
    }

    /// Reads the theme the request asks for: a package's Swift sources, DTCG palettes, the
    /// built-in default, with an accent applied. Throws `AuditInputError` for unreadable input.
    public static func load(_ request: AuditRequest, discovered: DiscoveredInputs) throws -> Loaded {
        Loaded(theme: nil, componentPairs: [])
    }
}
