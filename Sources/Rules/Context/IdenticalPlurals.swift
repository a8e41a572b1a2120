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
/// Plural entries (`.stringsdict`, String Catalog plural variations) whose every branch is
/// still the source's text: as untranslated as an identical `.strings` value, and as common
/// (exports leave whole plural entries in English). A branch for a category the source lacks
/// (Russian `few`) counts as the source's when it is the source's `other`.
package enum IdenticalPlurals {
    package struct Found: Sendable {
        package var key: String
        package var location: SourceLocation?
        /// The source's `other` text, shown as evidence.
        package var source: String
        package var singleWord: Bool
    }

    /// The key `find` files a place's results under: `table + U+1F + locale`, and `+ U+1F +
    /// device` for a device's own branches.
    package static func identity(_ place: ValuePlace) -> String {
        place.table + "\u{1F}" + place.locale + (place.device.map { "\u{1F}" + $0 } ?? "")
    }

    /// The plural entries identical to the source's, before anyone judges their text. A
    /// device's branches are compared with what the source shows on that device.
    package struct Candidates {
        package struct Place {
            package var identity: String
            package var language: String
            package var compared: Int
            /// The identical entries: key, location, and the number of their text in `texts`.
            package var entries: [(key: String, location: SourceLocation?, text: Int)]
        }

        package var places: [Place] = []
        /// The distinct texts of identical entries (`otherText` of the source's).
        package var texts: [String] = []

        package init(_ catalog: LocalizationCatalog) {
            var numbers: [String: Int] = [:]
            // Worked out once, not per group: a hostile catalog has 100,000 device groups.
            let comparedLocales = catalog.translationLocales.filter { !LocaleFallback.isBase($0) && !LocaleFallback.isVariant($0, of: catalog.sourceLocale) }
            for group in catalog.valueGroups {
                if group.device == nil {
                    guard let source = group[catalog.sourceLocale], !source.plurals.entries.isEmpty else { continue }
                }
                for locale in comparedLocales {
                    guard let table = group[locale], !table.plurals.entries.isEmpty else { continue }
                    var place = Place(identity: identity(group.place(locale)), language: LocaleFallback.language(of: locale), compared: 0, entries: [])
                    for entry in table.plurals.entries where entry.shouldTranslate {
                        guard let sourceEntry = catalog.sourceEntry(entry.key, in: group).plural else { continue }
                        place.compared += 1
                        guard isIdentical(entry, to: sourceEntry), let other = otherText(sourceEntry) else { continue }
                        let number = numbers[other] ?? texts.count
                        if number == texts.count {
                            numbers[other] = number
                            texts.append(other)
                        }
                        place.entries.append((entry.key, entry.variables.first?.branches.first?.location ?? entry.location, number))
                    }
                    if place.compared > 0 { places.append(place) }
                }
            }
        }
    }

    /// Per table and locale (`identity(_:)`): the identical plural entries no judgement accepts,
    /// and how many plural entries were compared. `verdicts` judge `candidates.texts`, in order.
    package static func find(_ candidates: Candidates, verdicts: [IdenticalValues.Judgement]) -> [String: (found: [Found], compared: Int)] {
        var result: [String: (found: [Found], compared: Int)] = [:]
        for place in candidates.places {
            let words = IdenticalWords.perLanguage(place.language)
            var found: [Found] = []
            for entry in place.entries {
                let judgement = verdicts[entry.text]
                guard !judgement.legitimate(in: words) else { continue }
                found.append(Found(key: entry.key, location: entry.location, source: candidates.texts[entry.text], singleWord: judgement.singleWord))
            }
            result[place.identity] = (found, place.compared)
        }
        return result
    }

    /// Every branch of every variable, and the format key, as in the source.
    package static func isIdentical(_ entry: PluralEntry, to source: PluralEntry) -> Bool {
        guard entry.formatKey == source.formatKey, !entry.variables.isEmpty else { return false }
        for variable in entry.variables {
            guard let sourceVariable = source.variables.first(where: { $0.name == variable.name }), !variable.branches.isEmpty else { return false }
            let sourceOther = sourceVariable.branches.first { $0.category == "other" }?.value
            for branch in variable.branches {
                let sourceValue = sourceVariable.branches.first { $0.category == branch.category }?.value ?? sourceOther
                guard branch.value == sourceValue else { return false }
            }
        }
        return true
    }

    /// The text a reader sees most: the first variable's `other` branch within the format key.
    package static func otherText(_ entry: PluralEntry) -> String? {
        guard let variable = entry.variables.first, let other = variable.branches.first(where: { $0.category == "other" }) else { return nil }
        let variableSpecifier = "%#@\(variable.name)@"
        let text = entry.formatKey.contains(variableSpecifier) ? entry.formatKey.replacingFirst(variableSpecifier, with: other.value) : other.value
        return NothingToTranslate.holds(text) ? nil : text
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced (unchanged when absent).
    package func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
