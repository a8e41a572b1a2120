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

/// A config file as a run uses it: read into plain values by `ConfigReader.parse` (Config/),
/// then every rule id it names checked against the rule registry here, where the rule set is
/// known. An unknown id is a `ConfigError` naming where it is written and the nearest real id;
/// a renamed one is read as its new id, with the warning in `deprecations`.
extension ConfigReader {
    public static func read(_ data: Data, path: String) throws -> AuditConfig {
        try read(data, path: path, renamed: RuleIDCheck.renamed)
    }

    package static func read(_ data: Data, path: String, renamed: [String: String]) throws -> AuditConfig {
        let (config, mentions) = try parse(data, path: path)
        return try validated(config, ruleIDs: mentions, renamed: renamed)
    }

    /// `config` with its rule ids resolved: each must name a rule (checked in the order the
    /// file writes them, so the first error is the first mistake); renamed ones are moved to
    /// their new ids.
    package static func validated(_ config: AuditConfig, ruleIDs: [RuleIDMention], renamed: [String: String]) throws(ConfigError) -> AuditConfig {
        var config = config
        for mention in ruleIDs {
            let resolved = try RuleIDCheck.resolve(mention.id, at: mention.location, what: mention.what, renamed: renamed)
            guard let deprecation = resolved.deprecation else { continue }
            if let severity = config.severities.removeValue(forKey: mention.id), config.severities[resolved.id] == nil {
                config.severities[resolved.id] = severity
            }
            if config.disabledRules.remove(mention.id) != nil { config.disabledRules.insert(resolved.id) }
            config.deprecations.append(deprecation)
        }
        return config
    }
}

/// A baseline as a run uses it: read by `Baseline.parse` (Config/), each entry's rule id then
/// checked against the rule registry, a renamed one rewritten to the new id findings carry.
extension Baseline {
    public static func read(_ data: Data, path: String) throws -> Baseline {
        try read(data, path: path, renamed: RuleIDCheck.renamed)
    }

    package static func read(_ data: Data, path: String, renamed: [String: String]) throws -> Baseline {
        let (parsed, mentions) = try parse(data, path: path)
        var identities = parsed.identities
        var deprecations: [String] = []
        var warned = Set<String>()
        for (identity, mention) in mentions {
            let resolved = try RuleIDCheck.resolve(mention.id, at: mention.location, what: mention.what, renamed: renamed)
            guard let deprecation = resolved.deprecation else { continue }
            // Findings carry the new id, so the entry must too to match them.
            identities.remove(identity)
            identities.insert(resolved.id + identity.dropFirst(mention.id.count))
            if warned.insert(mention.id).inserted { deprecations.append(deprecation) }
        }
        var baseline = Baseline(identities: identities)
        baseline.deprecations = deprecations
        return baseline
    }
}
