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
/// `input.link-outside-root`: a symbolic link in the audited tree whose target is outside the
/// audited folders. Discovery neither reads nor walks it: on a pull request the tree is
/// anyone's, and following such a link would copy whatever it points at (a secret file, or the
/// whole disk for a link to `/`) into the reports CI uploads. The finding names the link only,
/// never its target, whose path can itself be telling.
package struct InputLinkOutsideRoot: AuditRule {
    /// CWE-59: following a link the input controls to a file it should not reach.
    package static let linkFollowing = Reference(
        "CWE-59: Improper Link Resolution Before File Access ('Link Following')",
        url: "https://cwe.mitre.org/data/definitions/59.html")

    package let info = RuleDescription(
        id: "input.link-outside-root",
        title: "Link leads outside the audited folder",
        area: .input,
        defaultSeverity: .error,
        summary: "A symbolic link in the audited tree (to a file or a folder) leads outside the project root and the audited folders, so the audit neither reads nor walks it: what it points at is in none of the checks, and a passing report would claim more than was audited. The link may be a shared folder kept beside the repository, which the CI checkout does not have, or a pull request reaching for files that are no part of the project (a secret, or the whole disk). Links that stay inside the project are followed, each folder once. Where the link is meant (a folder shared by several packages of one repository), audit from a root that holds both, or set this rule's severity in the config.",
        reference: linkFollowing,
        triggering: [
            RuleExample("a folder linked to the file system's root", files: [
                ExampleTree.lproj("en"): "\"a\" = \"A\";\n",
            ], links: [
                "Sources/Demo/Shared": "↓/",
            ]),
        ],
        nonTriggering: [
            RuleExample("a table folder linked to a folder of the project outside Sources/", files: [
                ExampleTree.lproj("en"): "\"a\" = \"A\";\n",
                "Translations/de.lproj/Localizable.strings": "\"a\" = \"B\";\n",
            ], links: [
                "Sources/Demo/Resources/de.lproj": "../../../Translations/de.lproj",
            ]),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for link in context.outsideLinks {
            sink.emit(
                "symbolic link points outside the audited folder: not read, so what it points at is not audited",
                subject: Subject(detail: link),
                at: SourceLocation(file: link, line: 1, column: 1),
                fix: "commit the files themselves instead of a link, or audit the folder the link points at with --strings or --package")
        }
    }
}
