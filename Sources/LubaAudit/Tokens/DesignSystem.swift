/// STUB: the design-system sources the touch-target and Dynamic Type rules read (size tokens,
/// text roles, component facts). Owned and filled by the token work.
public struct DesignSystem: Sendable {
    public init() {}
}
