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
/// `l10n.format-introduced`: a translation with format specifiers where the source has none.
/// Many apps format every string (SwiftGen's generated accessors call `String(format:)` on
/// each), and then `100%-ta` reads an argument nobody passes: garbage or a crash. Where the
/// sources show the key's value is formatted that is certain, so an error; where nothing shows
/// it, the app may never format the string and it is harmless, so a warning.
package struct FormatIntroduced: AuditRule {
    package let info = RuleDescription(
        id: "l10n.format-introduced",
        title: "Specifier the source does not have",
        area: .localization,
        defaultSeverity: .warning,
        summary: "The source has no `%` at all, but the translation holds text that parses as a format specifier (`100%-ta`, `50 %d`). An app that formats every string (SwiftGen's `tr`, `String(format:)`) reads an argument that is never passed: garbage or a crash. An error where the key registry shows the value is formatted (the call passes format arguments, is the format of `String(format:)`, or goes through a function whose body calls `String(format:)`, as SwiftGen's `tr` does), with that Swift line as a related location; a warning otherwise. Write `%%` if the string is formatted, or keep the `%` away from letters.",
        reference: References.appleFormatSpecifiers,
        options: Options.documented,
        triggering: [
            RuleExample("percent sign before letters", files: pairExample("Fully charged", "sv", "100%-ta laddat")),
            RuleExample("the registry formats every value (an error)", files: ExampleTree.strings(
                ["en": "\"demo.charged\" = \"Fully charged\";\n", "sv": "\"demo.charged\" = ↓\"100%-ta laddat\";\n"],
                registry: """
                    public enum LubaStrings {
                        static func localized(_ key: String, fallback: String, _ arguments: CVarArg...) -> String {
                            String(format: fallback, arguments: arguments)
                        }
                        static var charged: String { localized("demo.charged", fallback: "Fully charged") }
                    }
                    """)),
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

    package typealias Options = RegistryOptions

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        let formatted = context.registryFormatting
        forEachTranslatedPair(context, whereShapes: { source, value in value.hasPercentByte && !source.hasPercentByte }) { place, source, entry in
            let specifiers = FormatString.parse(entry.value).specifiers.filter { $0.variableName == nil }
            guard let first = specifiers.first else { return }
            let call = place.table == options.registryTable ? formatted[entry.key] : nil
            var message = "\"\(entry.key)\" in \(place.label): \"\(first.text)\" reads as a format specifier, and the source has none"
            var evidence = place.evidence + [Evidence("source", source.value), Evidence("specifiers", specifiers.map(\.text).joined(separator: " "))]
            var related: [SourceLocation] = []
            if let call, let how = call.formatting {
                message += "; the value is formatted (the registry call at \(call.location) \(how.summary)), so String(format:) reads an argument no one passes: garbage or a crash"
                evidence.append(Evidence("formatted", how.summary))
                related = [call.location]
                if how.location != call.location { related.append(how.location) }
            }
            sink.emit(
                message,
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: evidence,
                fix: call != nil
                    ? "write %% for a percent sign (\"100%%-ta\"): the app formats this string"
                    : "if the app formats this string, write %% for a percent sign; otherwise keep the % away from letters (\"100 %\")",
                related: related,
                severity: call != nil ? .error : nil
            )
        }
    }
}
