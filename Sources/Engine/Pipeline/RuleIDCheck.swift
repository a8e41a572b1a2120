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
/// Rule ids a config, baseline or suppression names must be rules that exist: a misspelt id
/// would silently leave the rule at its default (or a baseline entry matching nothing). The
/// engine checks them against the rule registry; the configuration only reads them (with where
/// they are written, `RuleIDMention`). A renamed rule's old id still reads as the new one, with
/// a deprecation warning, so files written before the rename keep working until they are updated.
package enum RuleIDCheck {
    /// Old id → the id the rule has now. A renamed rule's old id is added here in the release
    /// that renames it and stays at least until the next major version; removed, it is an
    /// unknown id like any other (exit 2, with the nearest real id).
    package static let renamed: [String: String] = [:]

    package static var knownIDs: [String] { RuleCatalog.all.map(\.info.id) }

    /// The current id of `id`, written at `location`: `id` itself when a rule has it, the new id
    /// when it was renamed (with the warning to give), otherwise an error naming the nearest id.
    package static func resolve(
        _ id: String, at location: SourceLocation, what: String, renamed: [String: String] = renamed
    ) throws(ConfigError) -> (id: String, deprecation: String?) {
        let known = knownIDs
        if known.contains(id) { return (id, nil) }
        if let current = renamed[id], known.contains(current) {
            return (current, "\(location): rule id \"\(id)\" in \(what) is now \"\(current)\" (read as the new id; the old one stops working in the next major version)")
        }
        var message = "unknown rule id \"\(id)\" in \(what)"
        if let nearest = NearestName.nearest(to: id, among: known) {
            message += " (did you mean \"\(nearest)\"?)"
        } else {
            message += " (`lubaaudit rules` lists every rule)"
        }
        throw ConfigError(path: location.description, message: message)
    }
}
