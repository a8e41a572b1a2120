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
/// One plural (an ICU plural argument or a `.stringsdict` variable) reduced to what the
/// category rules need.
package struct PluralUnderCheck: Sendable {
    package var place: ValuePlace
    package var key: String
    package var table: String { place.table }
    package var locale: String { place.locale }
    package var ordinal: Bool
    /// Category keywords written (`zero` … `other`), with where each branch is.
    package var categories: [(String, SourceLocation, String)]
    /// Explicit `=n` values (ICU only).
    package var explicitValues: [Double]
    package var location: SourceLocation
    package var isStringsDict: Bool
    /// Whether a branch shows the number: `#` (ICU) or a numeric specifier (`.stringsdict`).
    package var showsNumber: @Sendable (String) -> Bool
    package var text: String?
    /// Whether the `other` branch is still the source's text (or the whole message is).
    package var otherIsSourceText = false
    /// The categories the source's plural writes (`.stringsdict` and String Catalogs), when known.
    package var sourceCategories: Set<String>? = nil

    /// `all(context)`, gathered once for the rules that read it.
    package static func shared(_ context: AuditContext) -> [PluralUnderCheck] {
        context.analyses.pluralsUnderCheck.value { all(context) }
    }

    /// Every plural in the catalog, ICU messages and `.stringsdict` alike.
    package static func all(_ context: AuditContext) -> [PluralUnderCheck] {
        var result: [PluralUnderCheck] = []
        var sources: [String: LocaleTable] = [:]
        for group in context.catalog.groups { sources[group.name] = group[context.sourceLocale] }
        // What the source shows for `key` where `place` is read.
        func sourcePlural(_ key: String, _ place: ValuePlace) -> PluralEntry? {
            guard let device = place.device, let group = context.catalog.deviceGroup(named: place.table, device: device) else { return sources[place.table]?.plurals[key] }
            return context.sourceEntry(key, in: group).plural
        }
        func sourceStrings(_ key: String, _ place: ValuePlace) -> StringsEntry? {
            guard let device = place.device, let group = context.catalog.deviceGroup(named: place.table, device: device) else { return sources[place.table]?.strings[key] }
            return context.sourceEntry(key, in: group).strings
        }
        ICUMessages.forEachMessage(context) { place, entry, analysis in
            let locale = place.locale
            guard case .success(let structure) = analysis else { return }
            for argument in ICUMessages.pluralArguments(structure) {
                let branches = argument.selectors.filter { $0.explicitValue == nil }
                let shows: [String: Bool] = Dictionary(branches.map { selector in
                    (selector.keyword, !selector.message.replaceNumberOffsets.isEmpty || selector.message.arguments.contains { $0.name == argument.name })
                }, uniquingKeysWith: { $0 || $1 })
                result.append(PluralUnderCheck(
                    place: place, key: entry.key, ordinal: argument.type == .selectordinal,
                    categories: branches.map { ($0.keyword, ICUMessages.location(entry, offset: $0.start), text(of: $0.message)) },
                    explicitValues: argument.selectors.compactMap(\.explicitValue),
                    location: ICUMessages.location(entry, offset: argument.start), isStringsDict: false,
                    showsNumber: { shows[$0] ?? false }, text: entry.value,
                    otherIsSourceText: locale != context.sourceLocale && sourceStrings(entry.key, place)?.value == entry.value))
            }
        }
        ICUMessages.forEachPluralVariable(context) { site in
            let branches = site.variable.branches.filter { ICUMessages.cldrCategories.contains($0.category) }
            let arguments = site.arguments
            let sourceVariable = sourcePlural(site.entry.key, site.place)?.variables.first { $0.name == site.variable.name }
            let sourceOther = sourceVariable?.branches.first { $0.category == "other" }?.value
            let other = branches.first { $0.category == "other" }?.value
            result.append(PluralUnderCheck(
                place: site.place, key: site.entry.key, ordinal: false,
                categories: branches.map { ($0.category, $0.location, $0.value) },
                explicitValues: [], location: site.variable.location, isStringsDict: true,
                showsNumber: { category in
                    guard let branch = branches.first(where: { $0.category == category }) else { return false }
                    return arguments.showsOwnNumber(branch, in: site.variable)
                }, text: nil,
                otherIsSourceText: site.locale != context.sourceLocale && other != nil && other == sourceOther,
                sourceCategories: site.locale == context.sourceLocale ? nil : sourceVariable.map { Set($0.branches.map(\.category)) }))
        }
        return result
    }

    package static func text(of body: MessageBody) -> String {
        body.elements.map { element -> String in
            switch element {
            case .text(let part): return part.text
            case .argument(let argument): return "{\(argument.name)}"
            case .replaceNumber: return "#"
            }
        }.joined()
    }
}
