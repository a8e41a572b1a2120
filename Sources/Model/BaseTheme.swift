/// What fills the roles a palette leaves out (`--base-theme`, the config's `baseTheme`): a plain
/// value here, below both the configuration that names it and the palette reader that uses it
/// (`DTCGPaletteReader.Base`).
public enum BaseTheme: String, Sendable, CaseIterable {
    /// Nothing: only the palette is audited, under its own token names.
    case none
    /// LubaUI's built-in theme (`--base-theme luba`): tokens map to LubaUI's roles.
    case luba
}
