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
/// `l10n.double-space`: two spaces in a row that the translator introduced. Usually a typo;
/// a note, since a few are deliberate alignment.
package struct DoubleSpace: AuditRule {
    package let info = RuleDescription(
        id: "l10n.double-space",
        title: "Double space the source does not have",
        area: .localization,
        defaultSeverity: .note,
        summary: "The translation has two spaces in a row where the source has none: usually a typing slip that shows as a gap.",
        reference: References.appleLocalization,
        triggering: [RuleExample("typed twice", files: pairExample("Save your changes", "Änderungen  sichern"))],
        nonTriggering: [RuleExample("the source has one too", files: pairExample("Name:  %@", "Name:  %@", marked: false))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        forEachTranslatedPair(context, whereShapes: { source, value in value.hasDoubleSpace && !source.hasDoubleSpace }) { place, source, entry in
            sink.emit(
                "\"\(entry.key)\" in \(place.label) has a double space the source does not have",
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value)],
                fix: "replace the two spaces with one"
            )
        }
    }
}
