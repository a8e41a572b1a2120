import LubaAuditModel
import LubaAuditColor
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Findings accepted as known. A finding's identity is its rule and subject, never its line,
/// so moving lines does not resurface it.
public struct Baseline: Sendable, Hashable {
    public var identities: Set<String>
    /// Renamed rule ids the file still uses (each read as its new id), for the front end to warn about.
    public var deprecations: [String] = []

    public init(identities: Set<String>) {
        self.identities = identities
    }

    public init(findings: [Finding]) {
        self.identities = Set(findings.map(\.identity))
    }

    public func contains(_ finding: Finding) -> Bool { identities.contains(finding.identity) }

    /// A stable, diff-friendly file: one object with sorted identities, in the layout
    /// `JSONSerialization` (pretty-printed, sorted keys) wrote, so existing baselines do not churn.
    public func encoded() -> Data {
        var text = "{\n  \"findings\" : [\n"
        for (index, identity) in identities.sorted().enumerated() {
            if index > 0 { text += ",\n" }
            text += "    "
            Self.appendQuoted(identity, to: &text)
        }
        text += "\n  ],\n  \"tool\" : \"lubaaudit\",\n  \"version\" : 1\n}\n"
        return Data(text.utf8)
    }

    /// `JSONSerialization`'s string escapes: `/` escaped too, other controls as lowercase `\u00xx`.
    private static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "/": text += "\\/"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{0}"..."\u{F}": text += "\\u000" + String(scalar.value, radix: 16)
            case "\u{10}"..."\u{1F}": text += "\\u00" + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// The file as identities, and each identity's rule id with where it is written. Which rule
    /// ids exist is the engine's to say: `Baseline.read` (Pipeline/ConfigValidation.swift)
    /// checks them against the rule registry.
    public static func parse(_ data: Data, path: String) throws -> (baseline: Baseline, ruleIDs: [(identity: String, mention: RuleIDMention)]) {
        let located: JSONValue
        do {
            located = try ConfigJSON.parseLocated([UInt8](data), path: path)
        } catch {
            throw ConfigError(path: "\(path):\(error.line):\(error.column)", message: "not a lubaaudit baseline: not valid JSON: \(error.message)")
        }
        let document = ConfigJSON(located)
        guard let root = document.object else {
            throw ConfigError(path: path, message: "not a lubaaudit baseline (expected a JSON object)")
        }
        guard let version = root["version"]?.int, version == 1 else {
            throw ConfigError(path: path, message: "\"version\" must be 1")
        }
        guard let list = root["findings"]?.array, list.allSatisfy({ $0.string != nil }) else {
            throw ConfigError(path: path, message: "\"findings\" must be an array of strings")
        }
        var mentions: [(identity: String, mention: RuleIDMention)] = []
        if case .object(let members) = located.kind, let findings = members.last(where: { $0.key == "findings" }),
           case .array(let items) = findings.value.kind {
            for item in items {
                // An identity is "<rule id> <subject>": the rule id is its first word.
                guard let identity = item.stringValue else { continue }
                let id = String(identity.prefix { $0 != " " })
                mentions.append((identity, RuleIDMention(id: id, location: item.location, what: "the baseline")))
            }
        }
        return (Baseline(identities: Set(list.compactMap(\.string))), mentions)
    }
}
