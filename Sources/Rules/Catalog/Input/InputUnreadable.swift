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
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
/// `input.unreadable`: a Swift source the audit could not read. Whatever it declares (registry
/// keys, theme colors, tokens, views) is missing from every check, so a clean report would
/// claim more than was audited.
package struct InputUnreadable: AuditRule {
    package let info = RuleDescription(
        id: "input.unreadable",
        title: "Swift source not read",
        area: .input,
        defaultSeverity: .error,
        summary: "A Swift file under the package's sources could not be read (no permission, a read error, or larger than the audit lexes: generated data rather than code). Its registry keys, theme colors, design tokens and views are in none of the checks, so the other findings describe the rest of the package only.",
        reference: References.swiftPackageResources,
        triggering: [
            RuleExample("a file above the size limit (the example lowers the limit to 16 bytes)", files: [
                "Sources/Demo/Generated.swift": "↓// generated table\nlet table = [1, 2, 3]\n",
            ], options: ["--swift-source-limit", "16"]),
        ],
        nonTriggering: [
            RuleExample("a readable file", files: [
                "Sources/Demo/Generated.swift": "// generated table\nlet table = [1, 2, 3]\n",
                ExampleTree.lproj("en"): "\"a\" = \"A\";\n",
            ]),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for file in context.sources.unreadable {
            sink.emit(
                file.reason + ": its keys, colors, tokens and views were not audited",
                subject: Subject(detail: file.displayPath),
                at: SourceLocation(file: file.displayPath, line: 1, column: 1),
                fix: "make the file readable, or move generated data out of the package's Swift sources")
        }
    }
}
