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
/// `a11y.touch-target.minimum`: a token that defines the minimum interactive size
/// (`minTouchTarget`, `touchTarget`, a menu's `itemHeight`) is below the configured minimum
/// (44 pt, Apple HIG). Every control that honors the token inherits the shortfall.
package struct TouchTargetMinimum: AuditRule {
    package let info = RuleDescription(
        id: "a11y.touch-target.minimum",
        title: "Minimum touch target below 44pt",
        area: .touchTarget,
        defaultSeverity: .error,
        summary: "A token that defines the minimum interactive size is smaller than the minimum touch target (44pt by default; Apple HIG 44pt, WCAG 2.5.5 AAA 44, WCAG 2.5.8 AA 24, Material 48). Every control sized by it is hard to hit.",
        reference: TokenReferences.appleAccessibility,
        options: Options.documented,
        triggering: [
            RuleExample("a 32pt minimum touch target", files: TokenExamples.files([
                "DemoTokens.swift": "import SwiftUI\n\npublic enum DemoButtonTokens {\n    public static let ↓minTouchTarget: CGFloat = 32\n}\n",
            ])),
            RuleExample("a menu row 4 × 10 = 40pt tall, through a spacing token", files: TokenExamples.files([
                "DemoSpacing.swift": "import SwiftUI\n\npublic enum DemoSpacing {\n    public static let unit: CGFloat = 4\n}\n",
                "DemoMenuTokens.swift": "import SwiftUI\n\npublic enum DemoMenuTokens {\n    public static let ↓itemHeight: CGFloat = DemoSpacing.unit * 10\n}\n",
            ])),
        ],
        nonTriggering: [
            RuleExample("a 44pt minimum touch target", files: TokenExamples.files([
                "DemoTokens.swift": "import SwiftUI\n\npublic enum DemoButtonTokens {\n    public static let minTouchTarget: CGFloat = 44\n}\n",
            ])),
            RuleExample("a small size that is no touch target", files: TokenExamples.files([
                "DemoTokens.swift": "import SwiftUI\n\npublic enum DemoBadgeTokens {\n    public static let dotSize: CGFloat = 8\n}\n",
            ])),
        ]
    )

    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.minimumTouchTarget] }
        package let minimumTouchTarget: Double
        package init(_ config: AuditConfig) { minimumTouchTarget = config.minimumTouchTarget }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        // Without a design system there is nothing assessed: the list is empty.
        let minimum = options.minimumTouchTarget
        for assessment in context.touchTargetAssessments.value where assessment.kind == .minimum && !assessment.passes {
            let token = assessment.token
            let met = TouchTargetLevel.met(by: assessment.value)
            sink.emit(
                "\(token.qualifiedName) is \(TokenExamples.points(assessment.value)), below the \(TokenExamples.points(minimum)) minimum touch target"
                    + (met.isEmpty ? " (it meets no target-size guideline)" : " (it meets only \(met.joined(separator: ", ")))"),
                subject: DesignSubjects.token(token),
                at: token.location,
                text: token.expression,
                evidence: [
                    Evidence("value", token.derivation),
                    Evidence("meets", met.isEmpty ? "none" : met.joined(separator: ", ")),
                    Evidence("required", "\(TokenExamples.points(minimum)) (Apple HIG 44, WCAG 2.5.5 AAA 44, Material 48)"),
                ],
                measured: assessment.value, threshold: minimum,
                fix: "raise \(token.name) to at least \(SizeToken.points(minimum))pt; a control that must look smaller can keep a visual size token and expand its hit area with .lubaMinTouchTarget()"
            )
        }
    }
}
