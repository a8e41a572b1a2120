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
/// Which locales ship, and which of the source's tables each must hold: the one decision
/// `l10n.missing-table`, `l10n.missing-translation` and locale completion share, so the
/// finding and the figure never disagree about what a locale lacks.
package enum ExpectedTables {
    /// The translation locales the audit treats as shipped: every locale folder (or String
    /// Catalog language) found, but the source and `Base`. Locales a project declares without
    /// a folder of their own belong here too once they are read.
    package static func shippedLocales(_ context: AuditContext) -> [String] {
        context.translationLocales
    }

    /// Whether `locale` needs no key of `group` of its own: a regional variant of the source
    /// language (`en-GB` shows `en`). A variant of another language (`es-MX`) falls back to
    /// its parent (`es`) key by key: see `parentTable`.
    package static func fallsBack(_ locale: String, for group: TableGroup?, sourceLocale: String, locales: [String]) -> Bool {
        LocaleFallback.isVariant(locale, of: sourceLocale)
    }

    /// The parent's table a regional variant falls back to (`es` for `es-MX`) before the
    /// source: a key missing from both is missing for the variant's users too.
    package static func parentTable(_ locale: String, for group: TableGroup, locales: [String]) -> (locale: String, table: LocaleTable)? {
        guard let parent = LocaleFallback.parent(of: locale, among: locales), let table = group[parent] else { return nil }
        return (parent, table)
    }

    /// The translation locales that can hold a table of their own: not the source, `Base`, nor
    /// a variant of the source language.
    package static func translationLocales(_ context: AuditContext) -> [String] {
        shippedLocales(context).filter { !LocaleFallback.isBase($0) && !LocaleFallback.isVariant($0, of: context.sourceLocale) }
    }

    /// Whether only the source locale has `group`: no translation locale of its bundle holds
    /// it (a table kept in the development language on purpose, or never sent to translators).
    /// One note says so, and completion does not count its keys.
    package static func isSourceOnly(_ group: TableGroup, _ context: AuditContext, bundles: LocalesByBundle) -> Bool {
        guard let source = group[context.sourceLocale] else { return false }
        let ownBundles = Set(source.paths.map(LocalesByBundle.bundle(of:)))
        let candidates = translationLocales(context).filter { locale in
            ownBundles.contains { bundles.locales[$0]?.contains(locale) ?? false }
        }
        return !candidates.isEmpty && candidates.allSatisfy { group[$0] == nil }
    }

    /// The shipped locales that lack `group` as a whole, whose users see every key of it in the
    /// source language: only where other translation locales hold it (a table no translation
    /// holds is `isSourceOnly`), and only in the locales its own bundle ships: two apps
    /// audited in one tree ship their own languages. A regional variant is left to its parent:
    /// when the parent lacks the table too, the one missing table is the parent's. A String
    /// Catalog creates a table for every language it holds any value of, so a catalog's locale
    /// is "lacking" only when the catalog holds nothing of that language; a language it holds
    /// for some keys is judged key by key.
    package static func lacking(_ group: TableGroup, _ context: AuditContext, bundles: LocalesByBundle) -> [String] {
        guard let source = group[context.sourceLocale], !isSourceOnly(group, context, bundles: bundles) else { return [] }
        let ownBundles = Set(source.paths.map(LocalesByBundle.bundle(of:)))
        let locales = context.catalog.locales
        return translationLocales(context).filter { locale in
            group[locale] == nil
                && ownBundles.contains { bundles.locales[$0]?.contains(locale) ?? false }
                && LocaleFallback.parent(of: locale, among: locales) == nil
        }
    }

    /// The keys a translation of `group` must hold: the source's, then (for the registry's
    /// table) the keys the Swift registry declares that the source lacks.
    package static func expectedKeys(_ group: TableGroup, _ context: AuditContext, registryTable: String) -> [String] {
        var expected = group[context.sourceLocale]?.orderedKeys ?? []
        if group.name == registryTable, let calls = context.registry?.calls, !calls.isEmpty {
            var seen = Set(expected)
            for call in calls where seen.insert(call.key).inserted {
                expected.append(call.key)
            }
        }
        return expected
    }
}

/// The locales each bundle (the folder holding the `.lproj` folders, or a String Catalog's own
/// folder) has tables in, from the tables' paths.
package struct LocalesByBundle {
    package let locales: [String: Set<String>]

    package init(_ catalog: LocalizationCatalog) {
        var locales: [String: Set<String>] = [:]
        for group in catalog.groups {
            for (locale, table) in group.byLocale {
                for path in table.paths { locales[Self.bundle(of: path), default: []].insert(locale) }
            }
        }
        self.locales = locales
    }

    /// `App/Res/de.lproj/Localizable.strings` → `App/Res`; `App/Res/Localizable.xcstrings` → `App/Res`.
    package static func bundle(of path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast()
        if let folder = components.last, folder.hasSuffix(".lproj") { components.removeLast() }
        return components.joined(separator: "/")
    }
}
