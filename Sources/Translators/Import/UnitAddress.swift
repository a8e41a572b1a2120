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
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a unit's id names inside a table: a key's value, a plural key's format string, or one
/// branch of one of its variables.
package enum UnitPart: Hashable, Sendable {
    case value
    case format
    case branch(variable: String, category: String)
    /// A String Catalog plural variation (`key|==|plural.one`): the key's own variable.
    case catalogPlural(category: String)
    /// `key|==|substitutions.name.plural.one`
    case substitution(name: String, category: String)
}

package enum UnitAddress {
    package static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// A `.stringsdict` unit id in Xcode's shape: `/key:dict/NSStringLocalizedFormatKey:dict/:string`
    /// or `/key:dict/variable:dict/one:dict/:string`. `keys` are the plural keys of the source,
    /// so a key holding `:dict/` still reads right.
    package static func stringsDict(_ id: String, keys: [String]) -> (key: String, part: UnitPart)? {
        let suffix = ":dict/:string"
        guard id.hasPrefix("/"), id.hasSuffix(suffix) else { return nil }
        let matches = keys.filter { id.hasPrefix("/" + $0 + ":dict/") }.sorted { $0.utf8.count > $1.utf8.count }
        for key in matches {
            let bytes = Array(id.utf8)
            guard bytes.count >= key.utf8.count + 7 + suffix.utf8.count else { continue }
            let body = String(decoding: bytes.dropFirst(key.utf8.count + 7).dropLast(suffix.utf8.count), as: UTF8.self)
            if body == "NSStringLocalizedFormatKey" { return (key, .format) }
            let parts = body.components(separatedBy: ":dict/")
            if parts.count == 2, categories.contains(parts[1]) { return (key, .branch(variable: parts[0], category: parts[1])) }
        }
        return nil
    }

    /// A String Catalog unit id: the key, `key|==|plural.one` or `key|==|substitutions.name.plural.one`.
    package static func stringCatalog(_ id: String) -> (key: String, part: UnitPart)? {
        guard let marker = id.firstRange(of: "|==|") else { return (id, .value) }
        let key = String(id[..<marker.lowerBound])
        let rest = String(id[marker.upperBound...])
        if rest.hasPrefix("plural."), categories.contains(String(rest.dropFirst(7))) {
            return (key, .catalogPlural(category: String(rest.dropFirst(7))))
        }
        if rest.hasPrefix("substitutions."), let plural = rest.ranges(of: ".plural.").last {
            let name = String(rest[rest.index(rest.startIndex, offsetBy: 14)..<plural.lowerBound])
            let category = String(rest[plural.upperBound...])
            if !name.isEmpty, categories.contains(category) { return (key, .substitution(name: name, category: category)) }
        }
        return nil
    }
}
