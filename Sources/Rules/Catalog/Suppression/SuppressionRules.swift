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
/// The two rules about suppressions themselves. Their findings come from the pipeline
/// (`InSourceSuppressions`, once every other rule has reported): whether a directive silenced
/// anything is known only then, so `check` adds nothing.
package enum SuppressionRules {
    package static let all: [any AuditRule] = [UnusedSuppression(), InvalidSuppression()]
    package static let ids = all.map(\.info.id)

    package static let reference = Reference(
        "SwiftLint: disable rules in code (the directive syntax lubaaudit follows)",
        url: "https://github.com/realm/SwiftLint#disable-rules-in-code")

    package static let swiftFile = "Sources/Demo/Views/Badge.swift"

    /// A view whose fixed font size `a11y.dynamic-type.fixed-font` reports.
    package static func view(_ lines: String) -> String {
        "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n\(lines)    }\n}\n"
    }
}

/// `lubaaudit.unused-suppression`: a directive naming a rule that reports nothing where it
/// points, so a suppression left behind by a fix cannot hide the next real problem there.
package struct UnusedSuppression: AuditRule {
    package let info = RuleDescription(
        id: "lubaaudit.unused-suppression",
        title: "Suppression that silences nothing",
        area: .suppression,
        defaultSeverity: .warning,
        summary: "A `lubaaudit:disable` comment names a rule that reports nothing in the entry or lines it covers: the problem was fixed, or the comment stands in the wrong place. Left there, it would silence the next real finding of that rule. Reported at the rule id, once per id; a rule that did not run (another command's, or one the config turns off) is not judged. An `included` or `excluded` pattern in `.lubaaudit.json` that matches no file the audit found is reported here too, at the pattern: it excludes (or includes) nothing, most often because a folder was renamed.",
        reference: SuppressionRules.reference,
        triggering: [
            RuleExample("a table entry that is translated", files: ExampleTree.strings([
                "en": "\"a\" = \"Tap for more information\";\n",
                "de": "/* lubaaudit:disable ↓l10n.identical-translation — brand name */\n\"a\" = \"Für mehr Informationen tippen\";\n",
            ])),
            RuleExample("a Swift line without the finding", files: ExampleTree.strings(["en": "\"a\" = \"A\";\n"], registry: ExampleTree.registry(
                "    // lubaaudit:disable:next ↓l10n.missing-key\n    public static var a: String { localized(\"a\", fallback: \"A\") }\n"))),
        ],
        nonTriggering: [
            RuleExample("the suppression silences the finding", files: ExampleTree.strings([
                "en": "\"a\" = \"Tap for more information\";\n",
                "de": "/* lubaaudit:disable l10n.identical-translation — brand name */\n\"a\" = \"Tap for more information\";\n",
            ])),
            RuleExample("the rule is off in the config, so it is not judged", files: ExampleTree.strings([
                "en": "\"a\" = \"Tap\";\n", "de": "// lubaaudit:disable l10n.identical-translation\n\"a\" = \"Tippen\";\n",
            ]), options: ["--config", "{\"disabledRules\": [\"l10n.identical-translation\"]}"]),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {}

    package init() {
    }
}

/// `lubaaudit.invalid-suppression`: a directive that cannot work: an unknown rule id, no id,
/// a misspelt directive, or one standing where it covers nothing.
package struct InvalidSuppression: AuditRule {
    package let info = RuleDescription(
        id: "lubaaudit.invalid-suppression",
        title: "Suppression that cannot work",
        area: .suppression,
        defaultSeverity: .error,
        summary: "A comment starting `lubaaudit:` that is not a working directive: a rule id that does not exist (with the nearest real one), no rule id, a misspelt `disable`/`enable` or scope, a scope a table has no use for, or a directive that stands before no entry. Whoever wrote it expects a finding to be silenced, and it is not.",
        reference: SuppressionRules.reference,
        triggering: [
            RuleExample("a misspelt rule id", files: ExampleTree.strings([
                "en": "/* lubaaudit:disable ↓l10n.identical-translaton */\n\"a\" = \"A\";\n",
            ])),
            RuleExample("a misspelt directive", files: ExampleTree.strings([
                "en": "// ↓lubaaudit:disabel l10n.empty-value\n\"a\" = \"A\";\n",
            ])),
            RuleExample("no rule id in Swift", files: ExampleTree.strings(["en": "\"a\" = \"A\";\n"]).merging([
                SuppressionRules.swiftFile: SuppressionRules.view("        // ↓lubaaudit:disable:next\n        Text(\"New\")\n"),
            ]) { $1 }),
        ],
        nonTriggering: [
            RuleExample("several ids and a reason", files: ExampleTree.strings([
                "en": "/* lubaaudit:disable l10n.empty-value, l10n.identical-translation - kept blank on purpose */\n\"a\" = \"\";\n",
            ])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {}

    package init() {
    }
}
