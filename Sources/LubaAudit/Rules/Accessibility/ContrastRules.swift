/// STUB: the contrast rules, owned by the theme work.
enum ContrastRules {
    static let all: [any AuditRule] = []
}
