/// Plural entries (`.stringsdict`, String Catalog plural variations) whose every branch is
/// still the source's text: as untranslated as an identical `.strings` value, and as common
/// (exports leave whole plural entries in English). A branch for a category the source lacks
/// (Russian `few`) counts as the source's when it is the source's `other`.
enum IdenticalPlurals {
    struct Found: Sendable {
        var key: String
        var location: SourceLocation?
        /// The source's `other` text, shown as evidence.
        var source: String
        var singleWord: Bool
    }

    /// The key `find` files a place's results under: `table + U+1F + locale`, and `+ U+1F +
    /// device` for a device's own branches.
    static func identity(_ place: ValuePlace) -> String {
        place.table + "\u{1F}" + place.locale + (place.device.map { "\u{1F}" + $0 } ?? "")
    }

    /// Per table and locale (`identity(_:)`): the identical plural entries, and how many plural
    /// entries were compared. A device's branches are compared with what the source shows on
    /// that device.
    static func find(_ catalog: LocalizationCatalog, allowlist: Set<String>, names: Set<String>) -> [String: (found: [Found], compared: Int)] {
        let allow = Set(allowlist.map { $0.lowercased() })
        var result: [String: (found: [Found], compared: Int)] = [:]
        for group in catalog.valueGroups {
            if group.device == nil {
                guard let source = group[catalog.sourceLocale], !source.plurals.entries.isEmpty else { continue }
            }
            for locale in catalog.translationLocales where !LocaleFallback.isBase(locale) && !LocaleFallback.isVariant(locale, of: catalog.sourceLocale) {
                guard let table = group[locale], !table.plurals.entries.isEmpty else { continue }
                var found: [Found] = []
                var compared = 0
                for entry in table.plurals.entries where entry.shouldTranslate {
                    guard let sourceEntry = catalog.sourceEntry(entry.key, in: group).plural else { continue }
                    compared += 1
                    guard isIdentical(entry, to: sourceEntry), let other = otherText(sourceEntry) else { continue }
                    let judgement = IdenticalTranslation.Judgement(other, allow: allow, names: names)
                    guard !judgement.legitimate(in: IdenticalWords.perLanguage(LocaleFallback.language(of: locale))) else { continue }
                    found.append(Found(key: entry.key, location: entry.variables.first?.branches.first?.location ?? entry.location,
                                       source: other, singleWord: judgement.singleWord))
                }
                if compared > 0 { result[identity(group.place(locale))] = (found, compared) }
            }
        }
        return result
    }

    /// Every branch of every variable, and the format key, as in the source.
    static func isIdentical(_ entry: PluralEntry, to source: PluralEntry) -> Bool {
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
    static func otherText(_ entry: PluralEntry) -> String? {
        guard let variable = entry.variables.first, let other = variable.branches.first(where: { $0.category == "other" }) else { return nil }
        let variableSpecifier = "%#@\(variable.name)@"
        let text = entry.formatKey.contains(variableSpecifier) ? entry.formatKey.replacingFirst(variableSpecifier, with: other.value) : other.value
        return NothingToTranslate.holds(text) ? nil : text
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced (unchanged when absent).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
