/// What a finding is about. Its `identity` (not the line number) is what baselines
/// and SARIF fingerprints match on, so moving lines never resurfaces a finding.
public struct Subject: Hashable, Codable, Sendable {
    public var table: String?
    public var key: String?
    public var locale: String?
    /// A color pair such as "textTertiary on surface".
    public var pair: String?
    /// "light" or "dark".
    public var appearance: String?
    public var token: String?
    public var role: String?
    public var component: String?
    /// Anything else that tells two subjects of one rule apart (a plural category, an argument).
    public var detail: String?

    public init(
        table: String? = nil, key: String? = nil, locale: String? = nil,
        pair: String? = nil, appearance: String? = nil, token: String? = nil,
        role: String? = nil, component: String? = nil, detail: String? = nil
    ) {
        self.table = table
        self.key = key
        self.locale = locale
        self.pair = pair
        self.appearance = appearance
        self.token = token
        self.role = role
        self.component = component
        self.detail = detail
    }

    /// A stable, human-readable identity: the non-empty parts joined in a fixed order.
    public var identity: String {
        // Appended into one string: reports and the baseline ask this of every finding.
        var identity = ""
        identity.reserveCapacity(64)
        func add(_ label: StaticString, _ value: String?) {
            guard let value else { return }
            if !identity.isEmpty { identity.append(" ") }
            identity.append(label.description)
            identity.append("=")
            identity.append(value)
        }
        add("table", table)
        add("key", key)
        add("locale", locale)
        add("component", component)
        add("pair", pair)
        add("appearance", appearance)
        add("token", token)
        add("role", role)
        add("detail", detail)
        return identity
    }

    /// A short name for lists and JUnit test cases ("luba.state.percent [de]").
    public var displayName: String {
        var head = [component, key, pair, token, role].compactMap { $0 }.joined(separator: " ")
        if head.isEmpty { head = table ?? "" }
        var tail = [locale, appearance].compactMap { $0 }
        if let detail { tail.append(detail) }
        return tail.isEmpty ? head : "\(head) [\(tail.joined(separator: ", "))]"
    }
}
