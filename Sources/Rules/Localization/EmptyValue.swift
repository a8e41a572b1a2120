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
/// `l10n.empty-value`: a value that is empty or only whitespace where the source has text.
/// VoiceOver reads nothing, and a button loses its label.
package struct EmptyValue: AuditRule {
    package let info = RuleDescription(
        id: "l10n.empty-value",
        title: "Empty or whitespace-only value",
        area: .localization,
        defaultSeverity: .error,
        summary: "The value is empty while the source has text: the control shows nothing and VoiceOver reads nothing. A value of only whitespace is a warning, since a space can be a deliberate separator (\" at \" between a date and a time reads as a space in Japanese or Korean).",
        reference: References.wcagLabelsInstructions,
        translationState: .empty,
        rootCauseRank: 0,
        triggering: [
            RuleExample("empty German value", files: ExampleTree.strings(["en": "\"a\" = \"Close\";\n", "de": "\"a\" = ↓\"\";\n"])),
            RuleExample("blank source value", files: ExampleTree.strings(["en": "\"a\" = ↓\"  \";\n"])),
            RuleExample("empty in one device's branch", files: ["Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{"close":{"localizations":{
                  "en":{"stringUnit":{"state":"translated","value":"Close"}},
                  "de":{"variations":{"device":{
                    "iphone":{"stringUnit":{"state":"translated","value":↓""}},
                    "other":{"stringUnit":{"state":"translated","value":"Schließen"}}}}}}}}}
                """]),
        ],
        nonTriggering: [
            RuleExample("source intentionally empty too", files: ExampleTree.strings(["en": "\"a\" = \"Close\";\n\"sep\" = \"\";\n", "de": "\"a\" = \"Zu\";\n\"sep\" = \"\";\n"])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // A device's own branch is a value of its own: empty on an iPhone is empty there.
        for group in context.catalog.valueGroups {
            let source = group[context.sourceLocale]
            for locale in context.catalog.locales where !LocaleFallback.isBase(locale) {
                guard let table = group[locale] else { continue }
                let place = group.place(locale)
                let entries = table.strings.entries
                for index in entries.indices where ValueShape.isBlank(entries[index].value) {
                    let entry = entries[index]
                    let key = entry.key
                    let sourceValue = locale == context.sourceLocale ? nil
                        : group.device == nil ? source?.strings[key]?.value : context.sourceEntry(key, in: group).strings?.value
                    if locale == context.sourceLocale {
                        // An empty source value is only a problem when it holds whitespace
                        // (an empty separator string is a deliberate choice).
                        guard !entry.value.isEmpty else { continue }
                    } else {
                        guard let sourceValue, !ValueShape.isBlank(sourceValue) else { continue }
                    }
                    sink.emit(
                        entry.value.isEmpty ? "\"\(key)\" is empty in \(place.label)" : "\"\(key)\" holds only whitespace in \(place.label)",
                        subject: place.subject(key),
                        at: entry.valueLocation,
                        text: entry.value,
                        evidence: place.evidence + (sourceValue.map { [Evidence("source", $0)] } ?? []),
                        fix: entry.value.isEmpty
                            ? (group.device.map { "translate the value, or remove the \($0) branch so the value every device shows is used" }
                                ?? "translate the value, or remove the key so the source text shows")
                            : "translate the value if the space is not a deliberate separator",
                        // Empty shows nothing: certain. A space may be a deliberate separator
                        // (a language that needs no word between a date and a time): likely.
                        severity: entry.value.isEmpty ? nil : .warning
                    )
                }
            }
        }
    }
}
