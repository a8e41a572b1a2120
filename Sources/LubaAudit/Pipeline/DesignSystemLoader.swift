/// STUB: reads size tokens, text roles and component facts. Owned by the token work.
public enum DesignSystemLoader {
    public static func load(_ request: AuditRequest, discovered: DiscoveredInputs) throws -> DesignSystem? {
        nil
    }
}
