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

/// The command, the one type every front end (the CLI, a plugin, a report naming its run) means
/// by it: what each audits, which flags it takes (`CommandFlags`), and where its config comes
/// from, decided here once so that they all behave alike. The raw value is how the command
/// line spells it.
public enum AuditCommand: String, CaseIterable, Sendable {
    case audit
    case strings
    case missingKeys = "missing-keys"
    case contrast
    case tokens
    case source
    /// The rule list, or the rule reference written as files.
    case rules
    /// Translations from an XLIFF or CSV file written into the tables.
    case importTranslations = "import"
    /// A command's help.
    case help

    /// The areas the command runs (each area says its command); empty means every area whose
    /// inputs exist. The source audit reports the Swift files it could not read (`input`) and
    /// runs the touch-target and Dynamic Type rules, which read Swift sources too. `import`
    /// chooses its own rules (`TranslationImport`); `rules` and `help` audit nothing.
    public var areas: Set<Area> {
        switch self {
        case .audit, .rules, .importTranslations, .help: return []
        case .missingKeys: return AuditCommand.strings.areas
        // Every rule judging Swift sources: the views', and the touch-target and Dynamic Type
        // checks of the sizes and fonts they use.
        case .source: return Set(Area.allCases.filter { $0.command == self }).union([.input, .touchTarget, .dynamicType, .design])
        case .strings, .contrast, .tokens: return Set(Area.allCases.filter { $0.command == self })
        }
    }

    /// What the command audits when its command line names no input (none of the flags
    /// `CommandFlag.namesInput` lists for it). The command plugin audits its package instead
    /// (`auditsPackageByDefault`).
    public var inputWhenNoneNamed: InputDefault {
        switch self {
        case .audit, .strings, .missingKeys: return .embeddedCatalog
        case .contrast, .rules, .help: return .nothing
        case .tokens: return .refused("tokens needs --package DIR: a LubaUI checkout with *Tokens, LubaConfig and LubaTypography sources")
        case .source: return .refused("source needs --package DIR: a Swift package or app whose SwiftUI sources to read")
        case .importTranslations: return .refused("import needs the tables to write into: --package DIR or --strings DIR")
        }
    }

    /// The config file to read: the one named, else `.lubaaudit.json` at the package root, else
    /// in the current directory (where a repository keeps it when it audits `--strings` tables
    /// or a palette). Nil when there is none; a named file that is missing is the reader's error.
    /// A found one is part of the audited tree, so it is taken only when it is a regular file
    /// inside its folder: a link to a secret file would show its first line in the config's
    /// syntax error. Discovery reports the one passed over (`skippedConfig`).
    public static func configPath(named: String?, packageRoot: String?, fileManager: FileManager = .default) -> String? {
        if let named { return named }
        return configCandidates(packageRoot: packageRoot).first { candidate in
            guard fileManager.fileExists(atPath: candidate.path) else { return false }
            switch Discovery.lookUp(candidate.path, within: AuditedRoots([candidate.folder])) {
            case .outside, .special: return false
            case .file, .folder, .nothing, .dangling: return true  // a folder stays the reader's clear error
            }
        }?.path
    }

    /// Where a config is looked for when none is named, each with the folder it must stay in.
    package static func configCandidates(packageRoot: String?) -> [(path: String, folder: String)] {
        var candidates: [(path: String, folder: String)] = []
        if let packageRoot { candidates.append((PathText.appending(".lubaaudit.json", to: packageRoot), packageRoot)) }
        candidates.append((".lubaaudit.json", "."))
        return candidates
    }
}

/// What a command reads when the command line names no input.
public enum InputDefault: Equatable, Sendable {
    /// Nothing is added: the command reads no input (`rules`), or audits LubaUI's built-in theme
    /// (`contrast`).
    case nothing
    /// The embedded default catalog, `./Localizations` (`embeddedCatalogFolder`), with LubaUI's
    /// built-in theme.
    case embeddedCatalog
    /// A usage error (exit 2) with this line: the command cannot guess what to read.
    case refused(String)

    public static let embeddedCatalogFolder = "Localizations"
    /// Why a run falls back to the embedded catalog and finds none.
    public static let noEmbeddedCatalog = "no input given and no ./Localizations folder here: pass --package DIR or --strings DIR"
}
