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
/// A run that would check nothing, or compare against a locale that is not there, stops with
/// one clear line (exit 2) instead of passing: "No findings" must mean something was checked.
package enum InputRequirements {
    package static func check(
        _ request: AuditRequest, discovered: DiscoveredInputs, catalog: LocalizationCatalog, registry: KeyRegistry?,
        theme: Theme?, design: DesignSystem?, sources: SwiftSourceStore, views: ViewFacts,
        sourceLocale resolved: String? = nil, excluded: [ShippedLocales.Exclusion] = []
    ) throws(AuditInputError) {
        let searched = searchedText(request, discovered: discovered)
        let tableAreas = AuditCommand.strings.areas
        let wantsTables = request.areas.isEmpty || !request.areas.isDisjoint(with: tableAreas)
        let localizationOnly = !request.areas.isEmpty && request.areas.isSubset(of: tableAreas)
        let hasTables = !discovered.tableFiles.isEmpty
        let hasDesign = design.map { design in
            !design.sizeTokens.isEmpty || !design.textRoles.isEmpty || !design.fontSites.isEmpty || !design.fixedFrames.isEmpty
                || !design.diagnostics.isEmpty
        } ?? false
        // Swift sources count when the view checks found something in them to judge.
        let hasSources = !sources.unreadable.isEmpty || !views.texts.isEmpty || !views.controls.isEmpty
            || !views.motions.isEmpty || !views.themeReads.isEmpty || !views.unlocalizedFormats.isEmpty
            || !views.inputs.isEmpty || !views.images.isEmpty
        // A link out of the audited folders is reported, not followed: a tree holding only such
        // links has that finding to say, not "nothing to audit", which would hide why.
        let hasOutsideLinks = !discovered.outsideLinks.isEmpty || !discovered.danglingLinks.isEmpty
        if localizationOnly && !hasTables && !hasOutsideLinks && (registry?.calls.isEmpty ?? true) {
            throw AuditInputError(path: searched, reason: "no .strings, .stringsdict or .xcstrings table in any *.lproj folder (or String Catalog) there: nothing to audit")
        }
        if request.areas == [.contrast] && theme == nil {
            throw AuditInputError(path: searched, reason: "no theme colors there (LubaColors / LubaThemeColors sources): pass --palette FILE, --accent HEX or a LubaUI checkout")
        }
        if !request.areas.isEmpty && request.areas.isSubset(of: AuditCommand.tokens.areas) && !hasDesign {
            throw AuditInputError(path: searched, reason: "no size tokens or text roles in its Swift sources: nothing for the touch-target and Dynamic Type checks")
        }
        if request.areas.isSubset(of: AuditCommand.source.areas) && request.areas.contains(.source)
            && !hasSources {
            throw AuditInputError(path: searched, reason: "no SwiftUI text, controls, motion or theme reads in its Swift sources: nothing for the source checks")
        }
        if request.areas.isEmpty && !hasTables && theme == nil && !hasDesign && !hasSources && !hasOutsideLinks && (registry?.calls.isEmpty ?? true) {
            throw AuditInputError(path: searched, reason: "no localization tables, theme colors or design tokens there: nothing to audit")
        }
        guard wantsTables && hasTables else { return }
        let locales = catalog.locales.filter { !$0.isEmpty }
        let sourceLocale = resolved ?? request.effectiveSourceLocale
        if !locales.isEmpty && !catalog.locales.contains(sourceLocale) {
            let source = request.sourceLocale != nil ? "--source-locale" : (request.config.sourceLocale != nil ? "sourceLocale in the config" : "the source locale (en unless --source-locale says otherwise)")
            try LocaleMatch.require(sourceLocale, among: locales, what: source)
        }
        for locale in request.locales ?? request.config.locales ?? [] where !locales.contains(locale) {
            try LocaleMatch.require(locale, among: locales, what: request.locales != nil ? "locales" : "\"locales\" in the config")
        }
        let found = catalog.locales + discovered.tableFiles.map(\.locale) + excluded.map(\.locale)
        try ShippedLocales.requireConfigured(request.config, found: found, sourceLocale: sourceLocale)
    }

    /// The folders that were searched, as the user can open them.
    package static func searchedText(_ request: AuditRequest, discovered: DiscoveredInputs) -> String {
        var places = request.stringsDirectories
        if places.isEmpty, let package = request.packageRoot { places = [package] }
        if places.isEmpty { places = request.palettePaths }
        return places.isEmpty ? "." : places.map { request.paths.display($0) }.joined(separator: ", ")
    }
}
