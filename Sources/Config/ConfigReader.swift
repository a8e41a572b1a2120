import LubaAuditModel
import LubaAuditColor
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A config or baseline file that cannot be used, naming the key at fault.
public struct ConfigError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Reads `.lubaaudit.json`. Unknown keys and wrong types are errors that name the key: a typo
/// in a config file must not silently switch a check off.
public enum ConfigReader {
    package static let knownKeys: Set<String> = [
        "severity", "disabledRules", "identicalAllowlist", "glyphLockedFonts", "extraContrastPairs",
        "locales", "excludedLocales", "sourceLocale", "wcagLevel", "minimumTouchTarget", "registryCallNames",
        "registryTable", "roleMapping", "baseTheme", "apca", "included", "excluded", "$schema",
        "componentFolders", "registryType", "motionPolicy", "motionPolicyType", "reduceMotionEnvironment",
        "themeStatics", "themeEnvironment", "iconButtons",
    ]

    /// The file as plain values, and every rule id it names with where. Which rule ids exist is
    /// the engine's to say: `ConfigReader.read` (Pipeline/ConfigValidation.swift) checks them
    /// against the rule registry, so this layer never learns the rule set.
    public static func parse(_ data: Data, path: String) throws -> (config: AuditConfig, ruleIDs: [RuleIDMention]) {
        let located: JSONValue
        do {
            located = try ConfigJSON.parseLocated([UInt8](data), path: path)
        } catch {
            throw ConfigError(path: "\(path):\(error.line):\(error.column)", message: "not valid JSON: \(error.message)")
        }
        let document = ConfigJSON(located)
        guard let root = document.object else {
            throw ConfigError(path: path, message: "the top level must be a JSON object")
        }
        var config = AuditConfig()
        for key in root.keys.sorted() where !knownKeys.contains(key) {
            throw ConfigError(path: path, message: "unknown key \"\(key)\" (known: \(knownKeys.filter { $0 != "$schema" }.sorted().joined(separator: ", ")))")
        }
        func fail(_ key: String, _ expected: String) -> ConfigError {
            ConfigError(path: path, message: "\"\(key)\" must be \(expected)")
        }
        func strings(_ key: String) throws -> [String]? {
            guard let value = root[key] else { return nil }
            guard let array = value.array, array.allSatisfy({ $0.string != nil }) else {
                throw fail(key, "an array of strings")
            }
            return array.compactMap(\.string)
        }
        if let value = root["severity"] {
            guard let dict = value.object else { throw fail("severity", "an object of rule id → \"error\"|\"warning\"|\"note\"|\"off\"") }
            for (rule, level) in dict {
                guard let word = level.string else { throw fail("severity.\(rule)", "a string") }
                if word == "off" {
                    config.disabledRules.insert(rule)
                } else if let severity = Severity(word: word) {
                    config.severities[rule] = severity
                } else {
                    throw fail("severity.\(rule)", "one of \"error\", \"warning\", \"note\", \"off\" (got \"\(word)\")")
                }
            }
        }
        if let list = try strings("disabledRules") { config.disabledRules.formUnion(list) }
        if let list = try strings("identicalAllowlist") { config.identicalAllowlist = Set(list) }
        if let list = try strings("glyphLockedFonts") { config.glyphLockedFonts = Set(list) }
        if let list = try strings("locales") { config.locales = list }
        if let list = try strings("excludedLocales") {
            // A locale's name, as its folder is named without `.lproj`: a path or a pattern
            // here would exclude nothing, and the locale would be audited as shipped.
            for name in list where !isLocaleName(name) {
                let folder = name.split(separator: "/").last { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
                let hint = folder.flatMap { isLocaleName($0) ? " (write \"\($0)\")" : nil } ?? ""
                throw fail("excludedLocales", "an array of locale names such as \"igl\" or \"pt-BR\", not folders or patterns (got \"\(name)\"\(hint))")
            }
            config.excludedLocales = list
        }
        if let list = try strings("registryCallNames") { config.registryCallNames = list }
        if let value = root["sourceLocale"] {
            guard let locale = value.string else { throw fail("sourceLocale", "a string") }
            config.sourceLocale = locale
        }
        if let list = try strings("componentFolders") { config.sourceNames.componentFolders = list }
        if let list = try strings("motionPolicy") { config.sourceNames.motionPolicy = list }
        if let list = try strings("themeStatics") { config.sourceNames.themeStatics = list }
        if let list = try strings("iconButtons") { config.sourceNames.iconButtons = list }
        for (key, path) in [("registryType", \SourceNames.registryType), ("motionPolicyType", \SourceNames.motionPolicyType),
                            ("reduceMotionEnvironment", \SourceNames.reduceMotionEnvironment), ("themeEnvironment", \SourceNames.themeEnvironment)] {
            guard let value = root[key] else { continue }
            guard let name = value.string, !name.isEmpty else { throw fail(key, "a non-empty string") }
            config.sourceNames[keyPath: path] = name
        }
        if let value = root["registryTable"] {
            guard let table = value.string else { throw fail("registryTable", "a string") }
            config.registryTable = table
        }
        if let value = root["wcagLevel"] {
            guard let word = value.string, let level = WCAGLevel(rawValue: word.uppercased()) else {
                throw fail("wcagLevel", "\"AA\" or \"AAA\"")
            }
            config.wcagLevel = level
        }
        if let value = root["apca"] {
            let expected = "true, false, or an object of |Lc| levels with keys text, large-text, non-text"
            if case .bool(let flag) = value {
                config.apcaMinimums = flag
                    ? Dictionary(uniqueKeysWithValues: ContrastUsage.allCases.compactMap { usage in APCAContrast.bronzeMinimum(for: usage).map { (usage, $0) } })
                    : nil
            } else if let members = value.object {
                var minimums: [ContrastUsage: Double] = [:]
                for (key, level) in members {
                    guard let usage = ContrastUsage(rawValue: key), APCAContrast.bronzeMinimum(for: usage) != nil,
                          let number = level.number, number.isFinite, number >= 0, number <= 110 else { throw fail("apca", expected) }
                    minimums[usage] = number
                }
                config.apcaMinimums = minimums
            } else {
                throw fail("apca", expected)
            }
        }
        if let value = root["minimumTouchTarget"] {
            guard let number = value.number, number > 0, number.isFinite else {
                throw fail("minimumTouchTarget", "a positive number of points")
            }
            config.minimumTouchTarget = number
        }
        if let value = root["roleMapping"] {
            guard let dict = value.object, dict.values.allSatisfy({ $0.string != nil }) else {
                throw fail("roleMapping", "an object of token path → role name")
            }
            config.roleMapping = dict.compactMapValues(\.string)
        }
        if let value = root["baseTheme"] {
            guard let word = value.string, let base = BaseTheme(rawValue: word) else {
                throw fail("baseTheme", "\"luba\" or \"none\"")
            }
            config.baseTheme = base
        }
        if let value = root["extraContrastPairs"] {
            guard let array = value.array else { throw fail("extraContrastPairs", "an array of objects") }
            for (index, item) in array.enumerated() {
                let key = "extraContrastPairs[\(index)]"
                guard let pair = item.object else { throw fail(key, "an object") }
                for field in pair.keys where !["foreground", "background", "usage"].contains(field) {
                    throw ConfigError(path: path, message: "unknown key \"\(key).\(field)\"")
                }
                guard let fg = pair["foreground"]?.string else { throw fail("\(key).foreground", "a role name") }
                guard let bg = pair["background"]?.string else { throw fail("\(key).background", "a role name") }
                let usage = pair["usage"] ?? .string("text")
                guard let usageWord = usage.string,
                      ["text", "large-text", "non-text", "decorative"].contains(usageWord) else {
                    throw fail("\(key).usage", "\"text\", \"large-text\", \"non-text\" or \"decorative\"")
                }
                config.extraContrastPairs.append(ExtraContrastPair(foreground: fg, background: bg, usage: usageWord))
            }
        }
        config.pathFilter = try pathFilter(located, path: path)
        return (config, ruleIDMentions(located))
    }

    /// A name a locale folder can have: letters, digits, `-` and `_` (`pt-BR`, `zh_Hans`, `qqq`).
    package static func isLocaleName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.count <= 64 && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }

    /// `included` and `excluded`: arrays of path patterns relative to the config's folder, each
    /// kept with where it is written.
    package static func pathFilter(_ root: JSONValue, path: String) throws(ConfigError) -> PathFilter {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        var filter = PathFilter(base: folder.isEmpty ? "/" : folder)
        guard case .object(let members) = root.kind else { return filter }
        for member in members where member.key == "included" || member.key == "excluded" {
            guard case .array(let items) = member.value.kind else {
                throw ConfigError(path: member.value.location.description, message: "\"\(member.key)\" must be an array of path patterns (`*`, `?`, `**`), relative to the config's folder")
            }
            var entries: [PathFilter.Entry] = []
            for item in items {
                guard let text = item.stringValue else {
                    throw ConfigError(path: item.location.description, message: "\"\(member.key)\" must be an array of path patterns, found a \(item.typeName)")
                }
                guard let glob = PathGlob(text) else {
                    throw ConfigError(path: item.location.description, message: "\"\(text)\" in \"\(member.key)\" matches no path: write a folder or file pattern such as \"Sources/Generated\" or \"**/*.generated.swift\"")
                }
                entries.append(PathFilter.Entry(glob: glob, location: item.location))
            }
            if member.key == "included" { filter.included = entries } else { filter.excluded = entries }
        }
        return filter
    }

    /// Every rule id under `severity` and in `disabledRules`, in the order written, each with
    /// where it is written so an error about it can point there.
    package static func ruleIDMentions(_ root: JSONValue) -> [RuleIDMention] {
        guard case .object(let members) = root.kind else { return [] }
        var mentions: [RuleIDMention] = []
        for member in members {
            switch (member.key, member.value.kind) {
            case ("severity", .object(let rules)):
                for rule in rules {
                    mentions.append(RuleIDMention(id: rule.key, location: rule.keyLocation, what: "\"severity\""))
                }
            case ("disabledRules", .array(let items)):
                for item in items {
                    guard let id = item.stringValue else { continue }
                    mentions.append(RuleIDMention(id: id, location: item.location, what: "\"disabledRules\""))
                }
            default: continue
            }
        }
        return mentions
    }
}
