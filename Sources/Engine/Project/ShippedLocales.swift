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
/// The locales an app ships, as its own project says: a locale folder the app does not build
/// into its bundle is no language its users see, so the audit leaves it out (every rule,
/// count and report alike) and says why in one line.
///
/// Read from the project folder nearest the audited folder (`ProjectFolder`): the Xcode
/// project's `knownRegions` (a locale neither listed nor referenced by any file of the
/// project is not built), the `.lproj` folders an XcodeGen `project.yml` (and the specs it
/// includes) or a `Package.swift` excludes, and the config's `excludedLocales`. `qqq`
/// (translatewiki's message documentation) is never a locale. The source locale and `Base`
/// are never left out.
public struct ShippedLocales: Sendable, Equatable {
    /// A locale folder found and left out, with why.
    public struct Exclusion: Sendable, Hashable, Codable {
        public let locale: String
        public let reason: String

        public init(locale: String, reason: String) {
            self.locale = locale
            self.reason = reason
        }
    }

    /// Canonical locale (`LocaleName.canonical`) → why the project does not ship it.
    package var excluded: [String: String] = [:]
    /// An Xcode project's regions, with its folder's name (`Demo.xcodeproj`).
    package struct ProjectRegions: Sendable, Equatable {
        package let project: String
        package let regions: XcodeProjectRegions
    }

    /// The Xcode projects that list `knownRegions`.
    package var regions: [ProjectRegions] = []
    /// The development language the project declares (`developmentRegion`, `defaultLocalization`).
    public var developmentLanguage: String?
    /// Where `developmentLanguage` is declared, as a summary line says it
    /// (`the developmentRegion of Demo.xcodeproj`).
    public var developmentLanguageOrigin: String?
    /// The project files read, relative to the project folder (`project.yml`, `Demo.xcodeproj/project.pbxproj`).
    public var projectFiles: [String] = []

    /// The reason translatewiki's documentation pseudo-locale is never audited.
    public static let documentationReason = "message documentation (translatewiki's qqq), not a locale"
    public static let documentationLocale = "qqq"

    public init() {}

    /// Why `locale` is not shipped, or nil when it is.
    public func exclusionReason(_ locale: String, sourceLocale: String) -> String? {
        let canonical = LocaleName.canonical(locale)
        if canonical == Self.documentationLocale { return Self.documentationReason }
        if canonical == LocaleName.canonical(sourceLocale) || LocaleFallback.isBase(locale) { return nil }
        if let reason = excluded[canonical] { return reason }
        // Several projects in one folder: a locale any of them builds ships.
        if !regions.isEmpty && !regions.contains(where: { $0.regions.ships(locale) }) {
            return "not in the knownRegions of \(regions.map(\.project).joined(separator: ", ")), nor any file of it in the project"
        }
        return nil
    }

    /// The locales found, split into those audited and those left out (each with its reason),
    /// both in the order given.
    public func partition(_ locales: [String], sourceLocale: String) -> (shipped: [String], excluded: [Exclusion]) {
        var shipped: [String] = []
        var excluded: [Exclusion] = []
        for locale in locales {
            if let reason = exclusionReason(locale, sourceLocale: sourceLocale) {
                excluded.append(Exclusion(locale: locale, reason: reason))
            } else {
                shipped.append(locale)
            }
        }
        return (shipped, excluded)
    }

    /// The one summary line: `locales not audited: igl (excluded by project.yml), qqq (…)`.
    public static func summaryLine(_ exclusions: [Exclusion]) -> String? {
        guard !exclusions.isEmpty else { return nil }
        return "locales not audited: " + exclusions.map { "\($0.locale) (\($0.reason))" }.joined(separator: ", ")
    }

    /// What the config alone says: its `excludedLocales`.
    package static func configured(_ config: AuditConfig) -> ShippedLocales {
        var shipped = ShippedLocales()
        for locale in config.excludedLocales {
            shipped.excluded[LocaleName.canonical(locale)] = "excluded by the config's excludedLocales"
        }
        return shipped
    }

    /// What the project at or above `auditedFolder` (and not above `projectRoot`) and the config
    /// say. Reads only project files inside `projectRoot` (inside `auditedFolder` when that
    /// lies outside the root); anything unreadable says nothing.
    public static func read(auditedFolder: String, projectRoot: String, config: AuditConfig) -> ShippedLocales {
        var shipped = configured(config)
        guard let folder = ProjectFolder.nearest(from: auditedFolder, bound: projectRoot) else { return shipped }
        let within = AuditedRoots([AuditedRoots.isWithin(folder.path, root: projectRoot) ? projectRoot : folder.path])
        func name(_ path: String) -> String { PathBase.relative(path, under: folder.path) ?? path }
        for project in folder.xcodeProjects {
            guard let text = ProjectFolder.text(project) else { continue }
            let regions = XcodeProjectRegions(text: text)
            shipped.projectFiles.append(name(project))
            let projectName = PathText.lastComponent(of: String(project.dropLast("/project.pbxproj".count)))
            if !regions.knownRegions.isEmpty { shipped.regions.append(ProjectRegions(project: projectName, regions: regions)) }
            if shipped.developmentLanguage == nil, let region = regions.developmentRegion {
                shipped.developmentLanguage = region
                shipped.developmentLanguageOrigin = "the developmentRegion of \(projectName)"
            }
        }
        if let spec = folder.xcodeGenSpec {
            // The spec and those it includes, each once, a few levels deep.
            var pending = [(spec, 0)]
            var seen = Set<String>()
            while let (path, depth) = pending.popLast(), seen.count < 32 {
                guard seen.insert(path).inserted, let text = ProjectFolder.text(path) else { continue }
                let read = XcodeGenSpec(text: text)
                let specName = name(path)
                shipped.projectFiles.append(specName)
                for locale in read.excludedLocales where shipped.excluded[LocaleName.canonical(locale)] == nil {
                    shipped.excluded[LocaleName.canonical(locale)] = "excluded by \(specName)"
                }
                // The Xcode project, when there is one, is what XcodeGen generated from it.
                if shipped.developmentLanguage == nil, let language = read.developmentLanguage {
                    shipped.developmentLanguage = language
                    shipped.developmentLanguageOrigin = "the developmentLanguage of \(specName)"
                }
                guard depth < 4 else { continue }
                let base = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
                for include in read.includes where !include.hasPrefix("/") && !include.contains("\\") {
                    let included = PathBase.normalized(base + "/" + include)
                    if Discovery.lookUp(included, within: within) == .file { pending.append((included, depth + 1)) }
                }
            }
        }
        if let manifest = folder.packageManifest, let text = ProjectFolder.text(manifest) {
            let read = PackageManifestLocales(text: text)
            shipped.projectFiles.append(name(manifest))
            for locale in read.excludedLocales where shipped.excluded[LocaleName.canonical(locale)] == nil {
                shipped.excluded[LocaleName.canonical(locale)] = "excluded by Package.swift"
            }
            if shipped.developmentLanguage == nil, let language = read.defaultLocalization {
                shipped.developmentLanguage = language
                shipped.developmentLanguageOrigin = "the defaultLocalization of \(name(manifest))"
            }
        }
        return shipped
    }
}

extension ShippedLocales {
    /// Refuses (exit 2) a locale named on the command line that the app does not ship, saying
    /// why: without it, the locale would read as unknown.
    public static func requireShipped(_ locale: String, excluded: [Exclusion], what: String) throws(AuditInputError) {
        guard let exclusion = excluded.first(where: { LocaleName.canonical($0.locale) == LocaleName.canonical(locale) }) else { return }
        throw AuditInputError(path: what, reason: "\(exclusion.locale) is not a locale the app ships (\(exclusion.reason)): it is not audited")
    }
}

extension Auditor.Prepared {
    /// The locales found that the app does not ship, with why: not in the catalog.
    public var excludedLocales: [ShippedLocales.Exclusion] { loaded.excludedLocales }
}

extension ShippedLocales {
    /// Refuses (exit 2) a config whose `excludedLocales` names the source locale (which is
    /// always audited, so the entry would silently do nothing) or a locale no table has (a
    /// typo: the locale meant would be audited as shipped), as `locales` refuses its unknown
    /// names. `found` is every locale the tables hold, those left out included.
    public static func requireConfigured(_ config: AuditConfig, found: [String], sourceLocale: String) throws(AuditInputError) {
        let what = "\"excludedLocales\" in the config"
        var seen = Set<String>()
        let available = found.filter { !$0.isEmpty && !LocaleFallback.isBase($0) && LocaleName.canonical($0) != documentationLocale && seen.insert($0).inserted }
        for name in config.excludedLocales {
            let canonical = LocaleName.canonical(name)
            if canonical == LocaleName.canonical(sourceLocale) {
                throw AuditInputError(path: what, reason: "\(name) is the source locale, which is always audited: remove it, or give the source with --source-locale or \"sourceLocale\"")
            }
            // `qqq` is never audited anyway: naming it is harmless wherever it is absent.
            guard canonical != documentationLocale, !found.contains(where: { LocaleName.canonical($0) == canonical }) else { continue }
            try LocaleMatch.require(name, among: available, what: what)
        }
    }
}

extension ShippedLocales {
    /// The source locale the project declares, spelled as the tables' folder spells it
    /// (`developmentRegion = German` reads `de.lproj`): nil when it declares none, or when no
    /// table is in it (an `en` project whose tables sit in `Base.lproj`), where the audit keeps
    /// its default. A String Catalog names its locales inside, so with one the declared name is
    /// returned as written, for the caller to check against what the catalog holds.
    public func declaredSourceLocale(among files: [TableFile]) -> String? {
        guard let language = developmentLanguage, !LocaleFallback.isBase(language) else { return nil }
        let wanted = LocaleName.canonical(language)
        if let file = files.first(where: { $0.format != .xcstrings && LocaleName.canonical($0.locale) == wanted }) { return file.locale }
        return files.contains { $0.format == .xcstrings } ? language : nil
    }
}
