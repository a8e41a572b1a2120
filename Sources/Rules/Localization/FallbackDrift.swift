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
/// `l10n.fallback-drift`: the English fallback compiled into Swift differs from the `en`
/// table. Users without the resource bundle (previews, tests, SPM consumers that strip
/// resources) see different text than everyone else.
package struct FallbackDrift: AuditRule {
    package let info = RuleDescription(
        id: "l10n.fallback-drift",
        title: "Registry fallback differs from the source table",
        area: .localization,
        defaultSeverity: .warning,
        summary: "The `fallback:` text in the Swift registry differs from the source locale's table value. One of them is stale: the app shows the fallback whenever the bundle lookup fails.",
        reference: References.appleLocalization,
        options: Options.documented,
        triggering: [
            RuleExample("fallback says Close, table says Shut", files: ExampleTree.strings(
                ["en": "\"demo.close\" = \"Shut\";\n"],
                registry: ExampleTree.registry("    static var close: String { localized(↓\"demo.close\", fallback: \"Close\") }"))),
        ],
        nonTriggering: [
            RuleExample("same text", files: ExampleTree.strings(
                ["en": "\"demo.close\" = \"Close\";\n"],
                registry: ExampleTree.registry("    static var close: String { localized(\"demo.close\", fallback: \"Close\") }"))),
        ]
    )

    package typealias Options = RegistryOptions

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        guard let registry = context.registry,
              let source = context.catalog.group(named: options.registryTable)?[context.sourceLocale] else { return }
        var seen = Set<String>()
        for call in registry.calls {
            guard let fallback = call.fallback, seen.insert(call.key).inserted,
                  let entry = source.strings[call.key], entry.value != fallback else { continue }
            sink.emit(
                "fallback for \"\(call.key)\" is \"\(fallback)\" but the \(context.sourceLocale) table says \"\(entry.value)\"",
                subject: AuditContext.subject(options.registryTable, call.key, context.sourceLocale),
                at: call.location,
                text: fallback,
                evidence: [Evidence("fallback", fallback), Evidence("table value", entry.value), Evidence("table entry", entry.location.description)],
                fix: "make the fallback and the \(context.sourceLocale) value the same text",
                related: [entry.location]
            )
        }
    }
}
