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
/// `l10n.missing-key`: a key the Swift registry declares that the source locale's table lacks.
/// At run time every locale then shows the compiled-in fallback, and translators never see it.
package struct MissingKey: AuditRule {
    package let info = RuleDescription(
        id: "l10n.missing-key",
        title: "Declared key missing from the source table",
        area: .localization,
        defaultSeverity: .error,
        summary: "A key declared in Swift (`localized(\"…\", fallback:)`, `NSLocalizedString`, `String(localized:)`) is absent from the source locale's table. Translators never receive it and every language shows the English fallback.",
        reference: References.appleLocalization,
        options: Options.documented,
        translationState: .missing,
        triggering: [
            RuleExample("declared, not in en", files: ExampleTree.strings(
                ["en": "\"demo.a\" = \"A\";\n", "de": "\"demo.a\" = \"Ä\";\n"],
                registry: ExampleTree.registry("""
                    static var a: String { localized("demo.a", fallback: "A") }
                    static var b: String { localized(↓"demo.b", fallback: "B") }
                """))),
        ],
        nonTriggering: [
            RuleExample("every declared key present", files: ExampleTree.strings(
                ["en": "\"demo.a\" = \"A\";\n", "de": "\"demo.a\" = \"Ä\";\n"],
                registry: ExampleTree.registry("    static var a: String { localized(\"demo.a\", fallback: \"A\") }"))),
        ]
    )

    package typealias Options = RegistryOptions

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        guard let registry = context.registry else { return }
        let tableName = options.registryTable
        let source = context.catalog.group(named: tableName)?[context.sourceLocale]
        var reported = Set<String>()
        for call in registry.calls where source?.contains(call.key) != true {
            guard reported.insert(call.key).inserted else { continue }
            sink.emit(
                "key \"\(call.key)\" is declared in \(call.member.map { "LubaStrings.\($0)" } ?? call.callee) but missing from the \(context.sourceLocale) table \(tableName)",
                subject: AuditContext.subject(tableName, call.key, context.sourceLocale),
                at: call.location,
                evidence: [Evidence("declared at", call.location.description)] + (call.fallback.map { [Evidence("fallback", $0)] } ?? []),
                fix: "add \"\(call.key)\" = \"…\"; to \(context.sourceLocale).lproj/\(tableName).strings"
            )
        }
    }
}
