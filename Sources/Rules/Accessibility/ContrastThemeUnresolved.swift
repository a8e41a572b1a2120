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
/// `a11y.theme.unresolved`: a theme or component color expression the audit could not resolve,
/// so the pairs that use it are not measured. Said out loud instead of guessing a value.
package struct ContrastThemeUnresolved: AuditRule {
    package let info = RuleDescription(
        id: "a11y.theme.unresolved",
        title: "Theme color the audit cannot resolve",
        area: .contrast,
        defaultSeverity: .warning,
        summary: "A color in the theme sources, a palette token or a component's color choice could not be resolved to sRGB (a system color, a closure, an unsupported color space, a value that is not a color). Pairs using it are not measured; the finding names the file and line.",
        reference: SuccessCriterion.contrastMinimum.reference,
        options: Options.documented,
        triggering: [
            RuleExample("text color from a UIKit system color", files: ContrastExampleTree.theme(
                [("textTertiary", 0x5C5C5C, 0xA0A0A0)],
                extra: "    public static let textPrimary = Color(↓UIColor.label)")),
        ],
        nonTriggering: [
            RuleExample("every color a hex literal or an alias", files: ContrastExampleTree.theme(
                [("gray900", 0x1A1A1A, 0xF5F5F5)],
                extra: "    public static let textPrimary = gray900\n    public static let glass = Color.white.opacity(0.5)")),
        ]
    )

    /// Applied by the theme reader, which gives tokens their roles.
    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.roleMapping] }
        package init(_ config: AuditConfig) {}
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for diagnostic in context.theme?.diagnostics ?? [] {
            sink.emit(
                diagnostic.message, subject: Subject(role: diagnostic.role ?? "theme", detail: diagnostic.message),
                at: diagnostic.location, fix: "use a hex literal, an alias of another token, or .opacity(x) of one")
        }
    }
}
