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
/// `a11y.dynamic-type.clipping`: a text role sits in a fixed-height container (a 32pt tab, a
/// 44pt menu row) that its line no longer fits at some content size: Apple's line height for
/// the role's text style, plus the container's vertical padding, stack spacing and fixed-height
/// siblings, exceeds the height. Reports the first content size that clips.
package struct DynamicTypeClipping: AuditRule {
    package static let roles = TokenExamples.roles([("body", "body", 17, "regular")])

    /// A banner of `height` points; `marked` marks its frame, where the finding points.
    package static func row(height: Int, marked: Bool = false) -> [String: String] {
        TokenExamples.files([
            "DemoTypography.swift": roles,
            "DemoBannerTokens.swift": "import SwiftUI\n\npublic enum DemoBannerTokens {\n    public static let height: CGFloat = \(height)\n}\n",
            "DemoBanner.swift": TokenExamples.view("DemoBanner", "        Text(\"Inbox\")\n            .font(LubaTypography.font(.body))\n            .padding(.vertical, 4)\n            .\(marked ? ExampleMarker.text : "")frame(height: DemoBannerTokens.height)"),
        ])
    }

    package let info = RuleDescription(
        id: "a11y.dynamic-type.clipping",
        title: "Text role clips in a fixed-height container",
        area: .dynamicType,
        defaultSeverity: .warning,
        summary: "A text role inside a fixed-height container no longer fits from some content size on: its line height plus the container's padding exceeds the height, so the text is clipped for people who use larger text.",
        reference: TokenReferences.wcagResizeText,
        triggering: [
            RuleExample("body with 4pt padding in a 32pt banner clips from xxLarge", files: row(height: 32, marked: true)),
        ],
        nonTriggering: [
            RuleExample("body with 4pt padding in a 120pt banner fits up to AX5", files: row(height: 120)),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        guard let design = context.design else { return }
        let clipping = DesignSubjects.clipping(design)
        for role in design.textRoles {
            guard let (site, from) = clipping[role.name], let height = site.height,
                  let content = site.contentHeight(from) else { continue }
            let container = site.heightToken.map { "\(TokenExamples.points(height)) \($0)" } ?? TokenExamples.points(height)
            var sizes: [String] = []
            for category in ContentSizeCategory.allCases where category >= .large {
                if let value = site.contentHeight(category) { sizes.append("\(category.shortName) \(SizeToken.points(value))") }
            }
            sink.emit(
                "\(role.name) text clips in \(site.component).\(site.member) (\(container) high) from \(from.shortName): it needs about \(TokenExamples.points(content)) there",
                subject: DesignSubjects.role(role),
                at: site.location,
                evidence: [
                    Evidence("container", "\(site.heightExpression) = \(TokenExamples.points(height))"),
                    Evidence("clips from", from.shortName),
                    Evidence("content height", sizes.joined(separator: ", ")),
                ],
                measured: content, threshold: height, passing: .atMost,
                fix: "let the container grow (.frame(minHeight:)) or allow the text to wrap",
                related: [role.location]
            )
        }
    }
}
