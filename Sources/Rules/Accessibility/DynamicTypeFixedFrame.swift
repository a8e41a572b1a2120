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
/// `a11y.dynamic-type.fixed-frame`: a view that holds text growing with Dynamic Type gets a fixed
/// `frame(height:)`. The text grows, the frame does not: it clips or overflows. Use `minHeight`.
package struct DynamicTypeFixedFrame: AuditRule {
    package let info = RuleDescription(
        id: "a11y.dynamic-type.fixed-frame",
        title: "Fixed height around scaling text",
        area: .dynamicType,
        defaultSeverity: .warning,
        summary: "A view holding text that scales with Dynamic Type has a fixed frame(height:); at larger text sizes the text no longer fits. Use frame(minHeight:).",
        reference: TokenReferences.wcagResizeText,
        triggering: [
            RuleExample("Text in a 32pt fixed frame", files: TokenExamples.files([
                "DemoRow.swift": TokenExamples.view("DemoRow", "        Text(\"Inbox\")\n            .font(.body)\n            .↓frame(height: 32)"),
            ])),
            RuleExample("a stack of text in a fixed frame", files: TokenExamples.files([
                "DemoRow.swift": TokenExamples.view("DemoRow", "        VStack {\n            Text(\"Inbox\")\n            Text(\"3 new\")\n        }\n        .↓frame(width: 120, height: 40)"),
            ])),
        ],
        nonTriggering: [
            RuleExample("a minimum height grows with the text", files: TokenExamples.files([
                "DemoRow.swift": TokenExamples.view("DemoRow", "        Text(\"Inbox\")\n            .font(.body)\n            .frame(minHeight: 32)"),
            ])),
            RuleExample("a fixed frame around a symbol, and around fixed-size text", files: TokenExamples.files([
                "DemoRow.swift": TokenExamples.view("DemoRow", "        HStack {\n            Image(systemName: \"tray\")\n                .frame(height: 32)\n            Text(\"9+\")\n                .font(.system(size: 9))\n                .frame(width: 16, height: 16)\n        }"),
            ])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        guard let design = context.design else { return }
        for (site, subject) in DesignSubjects.fixedFrames(design) {
            let height = site.height.map { TokenExamples.points($0) } ?? site.heightExpression
            var evidence = [Evidence("height", site.heightToken.map { "\($0) = \(height)" } ?? height)]
            if let from = site.clipsFrom, let content = site.contentHeight(from) {
                evidence.append(Evidence("clips from", "\(from.shortName) (content about \(TokenExamples.points(content)))"))
            }
            sink.emit(
                "\(site.component).\(site.member) gives text that scales with Dynamic Type a fixed height (\(site.heightExpression)): at larger text sizes it no longer fits",
                subject: subject,
                at: site.location,
                text: site.heightExpression,
                evidence: evidence,
                measured: site.height,
                fix: "use .frame(minHeight: \(site.heightExpression)) so the view grows with its text"
            )
        }
    }
}
