// The theme layer measures; the context, which the rules share, holds the measurements once.
extension ContrastAudit {
    /// Every evaluation for the context, catalog pairs first; empty without a theme.
    public static func evaluate(_ context: AuditContext) -> [ContrastEvaluation] {
        // Six rules and the summary read the same evaluations: measured and planned once.
        context.contrastEvaluations.value
    }
}
