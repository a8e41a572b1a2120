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
import LubaAuditEngine
import LubaAuditReports
/// The translation units of one plural key, as Xcode exports them: a `.stringsdict` entry is its
/// format string plus one unit per variable and category; a String Catalog plural is one unit
/// per category, and a catalog substitution its format string plus one unit per category of
/// each substitution. Ids follow Xcode's, so a file exported here reads like one Xcode wrote.
package enum PluralUnits {
    package enum Shape {
        case stringsDict, stringCatalog
    }

    package struct Unit: Equatable {
        package var id: String
        package var source: String
        package var current: String?
        package var variable: String?
        package var category: String?
    }

    /// The units of `source` for a locale whose plural categories are `categories` (ICU's).
    /// A form the source lacks (`few` for an English source) shows the source's `other`.
    package static func units(_ source: PluralEntry, translated: PluralEntry?, shape: Shape, categories: [String]) -> [Unit] {
        let key = source.key
        let catalogPlural = shape == .stringCatalog ? synthesizedVariable(source) : nil
        var units: [Unit] = []
        if catalogPlural == nil {
            let id = shape == .stringsDict ? "/\(key):dict/NSStringLocalizedFormatKey:dict/:string" : key
            units.append(Unit(id: id, source: source.formatKey, current: translated?.formatKey, variable: nil, category: nil))
        }
        for variable in source.variables {
            // `zero` is open to every locale in a .stringsdict: keep it where the source has it.
            var wanted = categories
            if variable.branches.contains(where: { $0.category == "zero" }), !wanted.contains("zero") { wanted.insert("zero", at: 0) }
            let translatedVariable = translated?.variables.first { $0.name == variable.name }
                ?? (variable.name == catalogPlural ? translated.flatMap(synthesizedVariable).flatMap { name in translated?.variables.first { $0.name == name } } : nil)
            for category in wanted {
                let text = variable.branches.first { $0.category == category }?.value
                    ?? variable.branches.first { $0.category == "other" }?.value ?? variable.branches.first?.value ?? ""
                let id: String
                switch shape {
                case .stringsDict: id = "/\(key):dict/\(variable.name):dict/\(category):dict/:string"
                case .stringCatalog where variable.name == catalogPlural: id = "\(key)|==|plural.\(category)"
                case .stringCatalog: id = "\(key)|==|substitutions.\(variable.name).plural.\(category)"
                }
                units.append(Unit(
                    id: id, source: text, current: translatedVariable?.branches.first { $0.category == category }?.value,
                    variable: variable.name, category: category))
            }
        }
        return units
    }

    /// The variable a String Catalog reader made for a key's own plural variation (its format
    /// string is that variable alone, named after the key), as opposed to a substitution.
    package static func synthesizedVariable(_ entry: PluralEntry) -> String? {
        guard let first = entry.variables.first, entry.formatKey == "%#@\(first.name)@",
              first.name.hasPrefix(StringCatalog.variableName(for: entry.key)) else { return nil }
        return first.name
    }
}
