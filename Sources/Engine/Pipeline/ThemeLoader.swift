import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the contrast audit's theme comes from, in order of precedence:
/// 1. designer palettes (`--palette`, `--dark-palette`: W3C Design Tokens JSON), audited as
///    themselves unless `--base-theme luba` fills the rest from LubaUI's theme;
/// 2. a LubaUI checkout's Swift sources (`LubaColors`, `LubaPrimitives`, `LubaThemeColors`);
/// 3. with no package and no palette, LubaUI's built-in default theme.
/// A new accent (`--accent`, `--on-accent`) is then applied as `LubaThemeColors.accented(_:)`
/// would. Component pairs are read from the package's Swift sources whenever there are some.
public enum ThemeLoader {
    public struct Loaded: Sendable {
        public var theme: Theme?
        public var componentPairs: [ComponentColorPair]
        public init(theme: Theme?, componentPairs: [ComponentColorPair]) {
            self.theme = theme
            self.componentPairs = componentPairs
        }
    }

    /// Reads the theme the request asks for. Throws `AuditInputError` for unreadable input.
    public static func load(_ request: AuditRequest, discovered: DiscoveredInputs, sources: SwiftSourceStore) throws -> Loaded {
        let files = swiftFiles(discovered, sources: sources)
        var theme: Theme?
        if !request.palettePaths.isEmpty {
            var inputs: [DTCGPaletteReader.Input] = []
            for path in request.palettePaths {
                // Named by the user, so anywhere; but a regular file (a FIFO would hang the run).
                let bytes = try NamedFile.read(path, display: request.paths.display(path), what: "the palette file")
                let appearance: Appearance? = request.darkPalettePaths.contains(path) ? .dark : nil
                inputs.append(DTCGPaletteReader.Input(path: request.paths.display(path), bytes: bytes, appearance: appearance))
            }
            let base = request.baseTheme ?? request.config.baseTheme ?? DTCGPaletteReader.Base.none
            if base == .luba {
                // The reading before palettes were audited alone: a lone --palette next to
                // --dark-palette is the light one.
                if !request.darkPalettePaths.isEmpty {
                    for index in inputs.indices where inputs[index].appearance == nil { inputs[index].appearance = .light }
                }
                theme = try DTCGPaletteReader.read(inputs, roleMapping: request.config.roleMapping, base: .luba)
            } else {
                theme = try DTCGPaletteReader.read(inputs, roleMapping: request.config.roleMapping, base: .none)
                if request.accent != nil || request.onAccent != nil {
                    throw AuditInputError(
                        path: "--accent", reason: "--accent applies LubaUI's accent derivation: with --palette, add --base-theme luba (or change the palette's own brand tokens)")
                }
            }
            // Components may draw with package tokens directly (`LubaColors.gray100`): keep those.
            if !files.isEmpty, theme?.designer == nil, let package = SwiftThemeReader.read(files, source: "") {
                theme?.tokens = package.tokens
            }
        } else if !files.isEmpty {
            theme = SwiftThemeReader.read(files, source: "package at \(discovered.paths.display(discovered.root))")
        } else if request.useDefaultTheme || (request.packageRoot == nil && request.stringsDirectories.isEmpty) {
            theme = DefaultTheme.theme
        }
        if let accent = request.accent {
            theme = try AccentDerivation.apply(accent: accent, onAccent: request.onAccent, to: theme ?? DefaultTheme.theme)
        } else if let onAccent = request.onAccent {
            throw AuditInputError(path: "--on-accent", reason: "\"\(onAccent)\" needs --accent: it is the text color on a new accent")
        }
        var pairs: [ComponentColorPair] = []
        // A designer's palette has its own names: LubaUI components' role names are not in it.
        if var resolved = theme, !files.isEmpty, resolved.designer == nil {
            let read = ComponentPairReader.read(files, declarations: SwiftThemeReader.declarations(files))
            resolved.diagnostics.append(contentsOf: read.diagnostics)
            for pair in read.pairs {
                if let missing = unresolved(pair, in: resolved) {
                    resolved.diagnostics.append(ThemeDiagnostic(
                        message: "\(pair.title): the theme has no color `\(missing)`", location: pair.location, role: pair.title))
                } else {
                    pairs.append(pair)
                }
            }
            theme = resolved
        }
        return Loaded(theme: theme, componentPairs: pairs)
    }

    /// The first name in the pair the theme cannot resolve, in any appearance it audits.
    package static func unresolved(_ pair: ComponentColorPair, in theme: Theme) -> String? {
        for appearance in theme.appearances {
            for reference in [pair.foreground, pair.background] where reference.resolve(in: theme, appearance) == nil {
                return reference.name(in: appearance)
            }
        }
        return nil
    }

    /// The Swift files that can hold colors (a cheap byte check, taken when each was read,
    /// skips the rest).
    package static func swiftFiles(_ discovered: DiscoveredInputs, sources: SwiftSourceStore) -> [SwiftSourceFile] {
        sources.files(discovered.swiftFiles).filter(\.mentionsColor)
    }
}
