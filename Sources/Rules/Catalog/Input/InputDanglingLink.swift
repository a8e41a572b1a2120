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
/// `input.dangling-link`: a symbolic link in the audited tree that leads to nothing. Discovery
/// has nothing to read there; said as a note so that a table or folder a link was meant to
/// bring in (a checkout without its submodule, a link committed with a path from someone's
/// machine) is not silently missing from the audit. The finding names the link only: where it
/// would lead is neither looked up further nor shown, as for `input.link-outside-root`.
package struct InputDanglingLink: AuditRule {
    package static let symlinks = Reference(
        "symlink(7): a link whose target does not exist is dangling; opening it fails with ENOENT",
        url: "https://man7.org/linux/man-pages/man7/symlink.7.html")

    package let info = RuleDescription(
        id: "input.dangling-link",
        title: "Link leads to nothing",
        area: .input,
        defaultSeverity: .note,
        summary: "A symbolic link in the audited tree points at a file or folder that does not exist, so there is nothing to read there. Often harmless (a build product not made yet), but when the link was meant to bring in tables (a submodule not checked out, a link made with a path on one machine), what it should have held is in none of the checks. The note names the link, never its target.",
        reference: symlinks,
        triggering: [
            RuleExample("a table linked to a file that does not exist", files: [
                ExampleTree.lproj("en"): "\"a\" = \"A\";\n",
            ], links: [
                "Sources/Demo/Resources/de.lproj/Localizable.strings": "↓../../Missing/de.strings",
            ]),
        ],
        nonTriggering: [
            RuleExample("a table linked to a file of the project", files: [
                ExampleTree.lproj("en"): "\"a\" = \"A\";\n",
                "Translations/de.strings": "\"a\" = \"B\";\n",
            ], links: [
                "Sources/Demo/Resources/de.lproj/Localizable.strings": "../../../../Translations/de.strings",
            ]),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for link in context.danglingLinks {
            sink.emit(
                "symbolic link leads to nothing: there is nothing to audit there",
                subject: Subject(detail: link),
                at: SourceLocation(file: link, line: 1, column: 1),
                fix: "commit what the link should bring in (or check out the submodule it points into), or remove the link")
        }
    }
}
