import Foundation

/// Findings accepted as known. A finding's identity is its rule and subject, never its line,
/// so moving lines does not resurface it.
public struct Baseline: Sendable, Hashable {
    public var identities: Set<String>

    public init(identities: Set<String>) {
        self.identities = identities
    }

    public init(findings: [Finding]) {
        self.identities = Set(findings.map(\.identity))
    }

    public func contains(_ finding: Finding) -> Bool { identities.contains(finding.identity) }

    /// A stable, diff-friendly file: one object with sorted identities.
    public func encoded() -> Data {
        let object: [String: Any] = ["version": 1, "tool": "lubaaudit", "findings": identities.sorted()]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return data + Data("\n".utf8)
    }

    public static func read(_ data: Data, path: String) throws -> Baseline {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: []),
              let root = object as? [String: Any] else {
            throw ConfigError(path: path, message: "not a lubaaudit baseline (expected a JSON object)")
        }
        guard let version = root["version"] as? Int, version == 1 else {
            throw ConfigError(path: path, message: "\"version\" must be 1")
        }
        guard let list = root["findings"] as? [Any], list.allSatisfy({ $0 is String }) else {
            throw ConfigError(path: path, message: "\"findings\" must be an array of strings")
        }
        return Baseline(identities: Set(list.compactMap { $0 as? String }))
    }
}
