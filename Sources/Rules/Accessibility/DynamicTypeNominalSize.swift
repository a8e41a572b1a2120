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
/// `a11y.dynamic-type.nominal-size`: a text role's nominal size differs from the size of the text
/// style it scales with at the default (Large) content size. The system font renders the
/// style's size and a custom family the nominal one, so the same role has two sizes, and the
/// scale drifts from Apple's at every other content size.
package struct DynamicTypeNominalSize: AuditRule {
    package let info = RuleDescription(
        id: "a11y.dynamic-type.nominal-size",
        title: "Text role size differs from its text style",
        area: .dynamicType,
        defaultSeverity: .warning,
        summary: "A text role's nominal point size is not its Apple text style's size at the default (Large) content size: system fonts render the style's size, custom families the nominal one.",
        reference: TokenReferences.appleTypography,
        triggering: [
            RuleExample("body at 15pt scaling with .callout (16pt)", files: TokenExamples.files([
                "DemoTypography.swift": TokenExamples.roles([("body", "callout", 15, "regular")], markingSizeOf: "body"),
            ])),
        ],
        nonTriggering: [
            RuleExample("body at 16pt scaling with .callout (16pt)", files: TokenExamples.files([
                "DemoTypography.swift": TokenExamples.roles([("body", "callout", 16, "regular"), ("caption", "caption", 12, "regular")]),
            ])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        guard let design = context.design else { return }
        for role in design.textRoles {
            guard let style = role.textStyle, let nominal = role.nominalSize else { continue }
            let expected = DynamicTypeTable.pointSize(style, .large)
            guard abs(nominal - expected) > 0.01 else { continue }
            let styleName = role.textStyleName ?? "." + style.rawValue
            sink.emit(
                "\(role.enumName).\(role.name) is \(TokenExamples.points(nominal)) but scales with \(styleName), which is \(TokenExamples.points(expected)) at the default text size",
                subject: DesignSubjects.role(role),
                at: role.bestLocation,
                evidence: [
                    Evidence("nominal size", TokenExamples.points(nominal)),
                    Evidence("text style", "\(styleName): \(TokenExamples.points(expected)) at Large"),
                    Evidence("renders", "system font \(TokenExamples.points(expected)), custom family \(TokenExamples.points(nominal))"),
                ],
                measured: nominal, threshold: expected,
                fix: "make the nominal size \(SizeToken.points(expected)), or map the role to the text style whose default size is \(SizeToken.points(nominal))pt",
                related: role.textStyleLocation.map { [$0] } ?? []
            )
        }
    }
}
