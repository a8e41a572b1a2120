/// STUB: the touch-target and Dynamic Type rules, owned by the token work.
enum TokenRules {
    static let all: [any AuditRule] = []
}
