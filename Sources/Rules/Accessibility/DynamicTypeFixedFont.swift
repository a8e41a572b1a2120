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
/// `a11y.dynamic-type.fixed-font`: running text in a fixed-size font (`.system(size:)`,
/// `Font.custom(_:fixedSize:)`, `LubaTypography.custom(size:)` / `luba.fonts.custom(size:)`
/// without `relativeTo:`) does not grow when a person enlarges text. SF Symbols, marks sized
/// from the frame around them (initials in an avatar) and names in `glyphLockedFonts` are
/// glyph-locked decoration and allowed. A `glyphLockedFonts` entry names a custom font family
/// (`Font.custom("Icons", fixedSize:)`), a component (`LubaBadge`) or a component's member
/// (`LubaBadge.body`).
package struct DynamicTypeFixedFont: AuditRule {
    package let info = RuleDescription(
        id: "a11y.dynamic-type.fixed-font",
        title: "Fixed-size font on text",
        area: .dynamicType,
        defaultSeverity: .warning,
        summary: "Text uses a font with a fixed point size, so it stays the same size when a person turns up Dynamic Type. Use a text role, or relativeTo: for a custom size.",
        reference: TokenReferences.wcagResizeText,
        options: Options.documented,
        triggering: [
            RuleExample("Text with .system(size:)", files: TokenExamples.files([
                "DemoToast.swift": TokenExamples.view("DemoToast", "        Text(\"Saved\")\n            .↓font(.system(size: 14))"),
            ])),
            RuleExample("LubaTypography.custom(size:) without relativeTo:", files: TokenExamples.files([
                "DemoLabel.swift": TokenExamples.view("DemoLabel", "        Text(\"Volume\")\n            .↓font(LubaTypography.custom(size: 15, weight: .regular))"),
            ])),
        ],
        nonTriggering: [
            RuleExample("an SF Symbol at a fixed size, and text in a text style", files: TokenExamples.files([
                "DemoToast.swift": TokenExamples.view("DemoToast", """
                        HStack {
                            Image(systemName: "checkmark")
                                .font(.system(size: 14))
                            Text("Saved")
                                .font(.body)
                        }
                """),
            ])),
            RuleExample("a custom size relative to a text style", files: TokenExamples.files([
                "DemoLabel.swift": TokenExamples.view("DemoLabel", "        Text(\"Volume\")\n            .font(LubaTypography.custom(size: 15, weight: .regular, relativeTo: .subheadline))"),
            ])),
        ]
    )

    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.glyphLockedFonts] }
        package let glyphLockedFonts: Set<String>
        package init(_ config: AuditConfig) { glyphLockedFonts = config.glyphLockedFonts }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        guard let design = context.design else { return }
        let allowed = options.glyphLockedFonts
        for (site, subject) in DesignSubjects.fontSites(design) {
            guard case .fixed(let size, let expression) = site.font, site.geometryLock == nil else { continue }
            let bareMember = site.member.split(separator: "(").first.map(String.init) ?? site.member
            let names = [site.family, site.component, "\(site.component).\(site.member)", "\(site.component).\(bareMember)"]
            if names.contains(where: { $0.map(allowed.contains) ?? false }) { continue }
            // A size computed from the view's own geometry (an avatar's initials at half its
            // width) follows the frame, not the reader's text size: glyph-locked by construction.
            if size == nil, ["geometry", "size.width", "size.height", "proxy."].contains(where: { expression.contains($0) }) { continue }
            let sizeText = size.map { TokenExamples.points($0) } ?? "(\(expression))"
            sink.emit(
                "\(site.view) in \(site.component).\(site.member) uses a fixed \(sizeText) font: it does not grow with Dynamic Type",
                subject: subject,
                at: site.location,
                text: site.expression,
                evidence: [
                    Evidence("font", site.expression),
                    Evidence("size", size.map { SizeToken.points($0) + "pt at every content size" } ?? expression),
                ],
                measured: size,
                fix: "use a text role (luba.fonts.bodySmall), or pass relativeTo: for a custom size; list glyph-locked decoration in glyphLockedFonts"
            )
        }
    }
}
