/// `l10n.format-introduced`: a translation with format specifiers where the source has none.
/// Many apps format every string (SwiftGen's generated accessors call `String(format:)` on
/// each), and then `100%-ta` reads an argument nobody passes: garbage or a crash. Where the
/// app never formats the string it is harmless, so a warning.
struct FormatIntroduced: AuditRule {
    let info = RuleDescription(
        id: "l10n.format-introduced",
        title: "Specifier the source does not have",
        area: .localization,
        defaultSeverity: .warning,
        summary: "The source has no `%` at all, but the translation holds text that parses as a format specifier (`100%-ta`, `50 %d`). An app that formats every string (SwiftGen's `tr`, `String(format:)`) reads an argument that is never passed. Write `%%` if the string is formatted, or keep the `%` away from letters.",
        reference: References.appleFormatSpecifiers,
        triggering: [
            RuleExample("percent sign before letters", files: pairExample("Fully charged", "sv", "100%-ta laddat")),
            RuleExample("a device branch", files: ["Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{"charged":{"localizations":{
                  "en":{"stringUnit":{"state":"translated","value":"Fully charged"}},
                  "sv":{"variations":{"device":{
                    "mac":{"stringUnit":{"state":"translated","value":↓"100%-ta laddad"}},
                    "other":{"stringUnit":{"state":"translated","value":"Fullt laddad"}}}}}}}}}
                """]),
        ],
        nonTriggering: [
            RuleExample("percent sign before a space", files: pairExample("Fully charged", "sv", "Laddat till 100 %", marked: false)),
            RuleExample("the source has specifiers", files: pairExample("%d%% charged", "%d %% geladen", marked: false)),
        ]
    )

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
        forEachTranslatedPair(context, where: { source, value in
            containsByte(value) { $0 == UInt8(ascii: "%") } && !containsByte(source) { $0 == UInt8(ascii: "%") }
        }) { place, source, entry in
            let specifiers = FormatString.parse(entry.value).specifiers.filter { $0.variableName == nil }
            guard let first = specifiers.first else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label): \"\(first.text)\" reads as a format specifier, and the source has none",
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value), Evidence("specifiers", specifiers.map(\.text).joined(separator: " "))],
                fix: "if the app formats this string, write %% for a percent sign; otherwise keep the % away from letters (\"100 %\")"
            )
        }
    }
}
