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
/// `l10n.url-changed`: a web address of the source broken or dropped in the translation. A
/// different address is left alone: pointing at a localized page is a translator's job.
package struct URLChanged: AuditRule {
    package let info = RuleDescription(
        id: "l10n.url-changed",
        title: "Web address broken or dropped",
        area: .localization,
        defaultSeverity: .warning,
        summary: "The translation breaks a web address of the source (`http: //`, a fullwidth `：//`), so it is no longer a link, or drops it altogether. A different address (a localized page) is not reported.",
        reference: References.appleLocalization,
        triggering: [
            RuleExample("space after the scheme", files: pairExample("Read more at https://example.com/help.", "Mehr unter https: //example.com/help.")),
            RuleExample("address dropped", files: pairExample("Read more at https://example.com/help.", "Mehr dazu in der Hilfe.")),
        ],
        nonTriggering: [
            RuleExample("kept", files: pairExample("Read more at https://example.com/help.", "Mehr unter https://example.com/help.", marked: false)),
            RuleExample("a localized page", files: pairExample("Read more at https://example.com/help.", "Mehr unter https://example.com/de/hilfe.", marked: false)),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // A source value's addresses are found once, not once per locale.
        var sourceAddresses: [String: [String]] = [:]
        forEachTranslatedPair(context, whereShapes: { source, _ in source.mayHoldAddress }) { place, source, entry in
            // A value kept as the source's keeps its addresses.
            guard !UTF8Key.same(entry.value, source.value) else { return }
            let addresses: [String]
            if let known = sourceAddresses[source.value] {
                addresses = known
            } else {
                addresses = ValueText.urls(source.value)
                sourceAddresses[source.value] = addresses
            }
            guard !addresses.isEmpty else { return }
            let problem: String
            if let broken = ValueText.brokenURL(entry.value), ValueText.brokenURL(source.value) == nil {
                problem = "the web address is broken (\"\(broken)\"): it is no longer a link"
            } else if ValueText.urls(entry.value).isEmpty {
                problem = "drops the web address \(addresses[0])"
            } else {
                return
            }
            sink.emit(
                "\"\(entry.key)\" in \(place.label): \(problem)",
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value), Evidence("source address", addresses.joined(separator: " "))],
                fix: "write the address as the source does: \(addresses.joined(separator: " "))"
            )
        }
    }
}
