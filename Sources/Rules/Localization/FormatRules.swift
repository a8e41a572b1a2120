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
/// The format-specifier rules share one comparison per (source, translation) pair; each rule
/// reports its own kind of mismatch so config and baselines can treat them apart.
package enum FormatRules {
    package static let all: [any AuditRule] = [
        FormatTypeMismatch(), FormatWidthMismatch(), FormatCountMismatch(), FormatMixedPositional(),
        FormatPositionalGap(), FormatMalformed(), FormatFullwidthPercent(), FormatEscapedSpecifier(), RegistryArgumentCount(),
    ]

    /// Calls `body` with the mismatches of every translated value whose source or translation
    /// could hold a specifier; values without `%` or `％` are skipped without parsing.
    package static func forEachMismatch(
        _ context: AuditContext,
        _ body: (_ place: ValuePlace, _ source: StringsEntry, _ entry: StringsEntry, _ mismatches: [FormatMismatch]) -> Void
    ) {
        for result in context.formatMismatches {
            body(result.pair.place, result.pair.source, result.pair.entry, result.mismatches)
        }
    }

    /// The column of a scalar offset inside a value (exact when no escape precedes it).
    package static func location(_ entry: StringsEntry, offset: Int) -> SourceLocation {
        var location = entry.valueLocation
        location.column += 1 + offset
        return location
    }

    package static func report(
        _ sink: inout FindingSink, _ place: ValuePlace, _ source: StringsEntry, _ entry: StringsEntry,
        _ problems: [String], offset: Int?, fix: String, severity: Severity? = nil
    ) {
        guard !problems.isEmpty else { return }
        sink.emit(
            "\"\(entry.key)\" in \(place.label): " + problems.joined(separator: "; "),
            subject: place.subject(entry.key),
            at: offset.map { location(entry, offset: $0) } ?? entry.valueLocation,
            text: entry.value,
            evidence: place.evidence + [Evidence("source", source.value), Evidence("translation", entry.value)],
            fix: fix,
            related: [source.valueLocation],
            severity: severity
        )
    }
}

/// A String Catalog key "remove" whose en and de localizations vary by device: (iphone, other)
/// for each.
package func deviceExample(source: (String, String), translation: (String, String)) -> [String: String] {
    func localization(_ values: (String, String)) -> String {
        """
        {"variations":{"device":{
            "iphone":{"stringUnit":{"state":"translated","value":"\(values.0)"}},
            "other":{"stringUnit":{"state":"translated","value":"\(values.1)"}}}}}
        """
    }
    return ["Sources/Demo/Resources/Localizable.xcstrings": """
        {"sourceLanguage":"en","version":"1.0","strings":{"remove":{"localizations":{
          "en":\(localization(source)),
          "de":\(localization(translation))}}}}
        """]
}

/// Key "k" in en and de; `markValue` marks where the German value opens, where findings about
/// the value as a whole point.
private func formatExample(_ en: String, _ de: String, markValue: Bool = false) -> [String: String] {
    ExampleTree.strings(["en": "\"k\" = \"\(en)\";\n", "de": "\"k\" = \(markValue ? ExampleMarker.text : "")\"\(de)\";\n"])
}

package struct FormatTypeMismatch: AuditRule {
    package var reads: SharedAnalysis { .formatMismatches }
    package let info = RuleDescription(
        id: "l10n.format-type-mismatch",
        title: "Format specifier type differs from the source",
        area: .localization,
        defaultSeverity: .error,
        summary: "The translation reads an argument as a different type than the source (`%d` where the source has `%@`). String(format:) then prints garbage or crashes. Reordering with positions (`%2$@ … %1$@`) is correct and never flagged.",
        reference: References.appleFormatSpecifiers,
        rootCauseRank: 4,
        triggering: [
            RuleExample("%@ read as %d", files: formatExample("Remove %@", "↓%d entfernen")),
            RuleExample("in one device's branch, against the source's branch for that device", files: deviceExample(
                source: ("Tap to remove %@", "Click to remove %@"), translation: ("Tippen, um ↓%d zu entfernen", "Klicken, um %@ zu entfernen"))),
        ],
        nonTriggering: [
            RuleExample("reordered with positions", files: formatExample("%1$@ of %2$d", "%2$d von %1$@")),
            RuleExample("%d and %i are the same", files: formatExample("%d items", "%i Elemente")),
            RuleExample("every device's branch reads the source's arguments", files: deviceExample(
                source: ("Tap to remove %@", "Click to remove %@"), translation: ("Tippen, um %@ zu entfernen", "Klicken, um %@ zu entfernen"))),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        FormatRules.forEachMismatch(context) { place, source, entry, mismatches in
            var problems: [String] = []
            var offset: Int?
            for case let .typeMismatch(argument, _, _, sourceText, translationText, at) in mismatches {
                problems.append("argument \(argument) is \(sourceText) in the source but \(translationText) here")
                offset = offset ?? at
            }
            FormatRules.report(&sink, place, source, entry, problems, offset: offset,
                               fix: "use the source's specifier for each argument")
        }
    }
}

package struct FormatWidthMismatch: AuditRule {
    package var reads: SharedAnalysis { .formatMismatches }
    package let info = RuleDescription(
        id: "l10n.format-width-mismatch",
        title: "Format specifier size differs from the source",
        area: .localization,
        defaultSeverity: .error,
        summary: "The translation reads an integer or floating-point argument with another size (`%d` where the source has `%lld`). On 64-bit platforms a Swift `Int` read by `%d` loses its upper half and shifts later arguments.",
        reference: References.appleFormatSpecifiers,
        rootCauseRank: 8,
        triggering: [RuleExample("%lld read as %d", files: formatExample("%lld files", "↓%d Dateien"))],
        nonTriggering: [RuleExample("same size", files: formatExample("%lld files", "%lld Dateien"))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        FormatRules.forEachMismatch(context) { place, source, entry, mismatches in
            var problems: [String] = []
            var offset: Int?
            for case let .widthMismatch(argument, sourceText, translationText, at) in mismatches {
                problems.append("argument \(argument) is \(sourceText) in the source but \(translationText) here")
                offset = offset ?? at
            }
            FormatRules.report(&sink, place, source, entry, problems, offset: offset,
                               fix: "use the source's length modifier")
        }
    }
}

package struct FormatCountMismatch: AuditRule {
    package var reads: SharedAnalysis { .formatMismatches }
    package let info = RuleDescription(
        id: "l10n.format-count-mismatch",
        title: "Number of format arguments differs from the source",
        area: .localization,
        defaultSeverity: .error,
        summary: "The translation reads more arguments than the source supplies (the formatter reads past the real arguments: garbage or a crash), or fewer (a value the user needs is not shown; a warning).",
        reference: References.appleFormatSpecifiers,
        rootCauseRank: 7,
        triggering: [
            RuleExample("extra argument", files: formatExample("%@ removed", "%@ von %@ entfernt", markValue: true)),
            RuleExample("argument dropped", files: formatExample("%d percent", "Prozent", markValue: true)),
        ],
        nonTriggering: [RuleExample("same arguments", files: formatExample("%1$d of %2$d", "%1$d von %2$d"))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        FormatRules.forEachMismatch(context) { place, source, entry, mismatches in
            var extra: [Int] = []
            var missing: [Int] = []
            for mismatch in mismatches {
                if case .extraArgument(let n) = mismatch { extra.append(n) }
                if case .missingArgument(let n) = mismatch { missing.append(n) }
            }
            guard !extra.isEmpty || !missing.isEmpty else { return }
            var problems: [String] = []
            if !extra.isEmpty { problems.append("reads argument(s) \(extra.map(String.init).joined(separator: ", ")) that the source does not supply") }
            if !missing.isEmpty { problems.append("never shows argument(s) \(missing.map(String.init).joined(separator: ", ")) of the source") }
            FormatRules.report(&sink, place, source, entry, problems, offset: nil,
                               fix: "use exactly the source's arguments (reorder with %1$@, %2$@ if needed)",
                               severity: extra.isEmpty ? .warning : nil)
        }
    }
}

package struct FormatMixedPositional: AuditRule {
    package var reads: SharedAnalysis { .formatMismatches }
    package let info = RuleDescription(
        id: "l10n.format-mixed-positional",
        title: "Positional and plain specifiers mixed",
        area: .localization,
        defaultSeverity: .error,
        summary: "The value mixes numbered (`%1$@`) and unnumbered (`%@`) specifiers and its source does not. C leaves this undefined: unnumbered specifiers count from 1 regardless of the numbered ones.",
        reference: References.appleFormatSpecifiers,
        rootCauseRank: 5,
        triggering: [RuleExample("%2$@ with %@", files: formatExample("%1$@: %2$@", "%2$@ — %@", markValue: true))],
        nonTriggering: [RuleExample("all numbered", files: formatExample("%@: %@", "%2$@ — %1$@"))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        FormatRules.forEachMismatch(context) { place, source, entry, mismatches in
            guard mismatches.contains(.mixedPositionalNotInSource) else { return }
            FormatRules.report(&sink, place, source, entry, ["mixes numbered and unnumbered specifiers"], offset: nil,
                               fix: "number every specifier (%1$@, %2$@)")
        }
    }
}

package struct FormatPositionalGap: AuditRule {
    package var reads: SharedAnalysis { .formatMismatches }
    package let info = RuleDescription(
        id: "l10n.format-positional-gap",
        title: "Positional gap or conflicting reuse",
        area: .localization,
        defaultSeverity: .error,
        summary: "Numbered specifiers skip an argument (`%1$@ %3$@`: the formatter cannot know argument 2's type) or read one argument with conflicting types, where the source does not.",
        reference: References.appleFormatSpecifiers,
        rootCauseRank: 6,
        triggering: [
            RuleExample("gap", files: formatExample("%1$@ %2$@ %3$@", "%1$@ %3$@", markValue: true)),
            RuleExample("conflicting reuse", files: formatExample("%1$@ (%2$d)", "%1$@ %2$ld (%2$d)", markValue: true)),
        ],
        nonTriggering: [RuleExample("same-type reuse", files: formatExample("%1$@ and %2$@", "%1$@ und %2$@, %1$@"))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        FormatRules.forEachMismatch(context) { place, source, entry, mismatches in
            var problems: [String] = []
            for mismatch in mismatches {
                switch mismatch {
                case .positionalGapNotInSource(let missing):
                    problems.append("positions skip argument(s) \(missing.map(String.init).joined(separator: ", "))")
                case .positionalReuseNotInSource(let argument, let types):
                    problems.append("argument \(argument) is read as \(types.map(\.rawValue).joined(separator: " and "))")
                default: break
                }
            }
            FormatRules.report(&sink, place, source, entry, problems, offset: nil,
                               fix: "read every argument of the source once, with its type")
        }
    }
}

package struct FormatMalformed: AuditRule {
    package var reads: SharedAnalysis { .formatMismatches }
    package let info = RuleDescription(
        id: "l10n.format-malformed",
        title: "Malformed format specifier",
        area: .localization,
        defaultSeverity: .error,
        summary: "A `%` in a formatted string starts no valid specifier (`%` before a space or letter that is no conversion), usually a percent sign that should be `%%`; or `%%` in a translation whose source is not formatted (the user then sees `%%`; a warning, and nothing where the key registry shows the value is formatted, since `%%` then prints one `%`).",
        reference: References.appleFormatSpecifiers,
        options: Options.documented,
        rootCauseRank: 1,
        triggering: [RuleExample("bare percent in a formatted string", files: formatExample("%d%% done", "%d↓%k erledigt"))],
        nonTriggering: [
            RuleExample("percent in an unformatted string", files: formatExample("Battery", "100 % der Zeit")),
            RuleExample("%% where the registry formats every value", files: ExampleTree.strings(
                ["en": "\"demo.full\" = \"Battery full\";\n", "de": "\"demo.full\" = \"Akku 100 %%\";\n"],
                registry: """
                    public enum LubaStrings {
                        static func localized(_ key: String, fallback: String, _ arguments: CVarArg...) -> String {
                            String(format: fallback, arguments: arguments)
                        }
                        static var full: String { localized("demo.full", fallback: "Battery full") }
                    }
                    """)),
        ]
    )

    package typealias Options = RegistryOptions

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        let formatted = context.registryFormatting
        FormatRules.forEachMismatch(context) { place, source, entry, mismatches in
            var problems: [String] = []
            var offset: Int?
            var escapedOnly = true
            // A `%%` is right where the sources show the value is formatted: it prints one `%`.
            let isFormatted = place.table == options.registryTable && formatted[entry.key] != nil
            for mismatch in mismatches {
                switch mismatch {
                case .malformedNotInSource(let at, let text):
                    problems.append("\"\(text)\" is not a valid specifier")
                    offset = offset ?? at
                    escapedOnly = false
                case .escapedPercentNotInSource(let count):
                    guard !isFormatted else { continue }
                    problems.append("\(count) \"%%\" but the source is not a format string, so users may see \"%%\"")
                default: break
                }
            }
            FormatRules.report(&sink, place, source, entry, problems, offset: offset,
                               fix: escapedOnly ? "write a single % as the source does" : "write a literal percent sign as %%",
                               severity: escapedOnly ? .warning : nil)
        }
    }
}

package struct FormatFullwidthPercent: AuditRule {
    package var reads: SharedAnalysis { .formatMismatches }
    package let info = RuleDescription(
        id: "l10n.format-fullwidth-percent",
        title: "Fullwidth percent sign instead of a specifier",
        area: .localization,
        defaultSeverity: .error,
        summary: "A fullwidth `％` (U+FF05), typed by a CJK input method or a machine translation, stands where `%` should start a specifier (`％@`). The argument is never shown.",
        reference: References.appleFormatSpecifiers,
        rootCauseRank: 2,
        triggering: [RuleExample("fullwidth %@", files: ExampleTree.strings(["en": "\"k\" = \"Remove %@\";\n", "ja": "\"k\" = \"↓％@を削除\";\n"]))],
        nonTriggering: [RuleExample("fullwidth percent as text", files: ExampleTree.strings(["en": "\"k\" = \"Battery (%%)\";\n", "ja": "\"k\" = \"バッテリー（％）\";\n"]))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        FormatRules.forEachMismatch(context) { place, source, entry, mismatches in
            var problems: [String] = []
            var offset: Int?
            for case let .fullwidthPercent(at, text) in mismatches {
                problems.append("\"\(text)\" uses a fullwidth ％ (U+FF05)")
                offset = offset ?? at
            }
            FormatRules.report(&sink, place, source, entry, problems, offset: offset,
                               fix: "replace ％ with an ASCII %")
        }
    }
}

/// `l10n.format-escaped-specifier`: `%%@` where the source has `%@`. The doubled `%` is a
/// literal percent sign, so the formatter prints the specifier's letters and shows no argument;
/// the arguments after it shift onto the wrong specifiers.
package struct FormatEscapedSpecifier: AuditRule {
    package var reads: SharedAnalysis { .formatMismatches }
    package let info = RuleDescription(
        id: "l10n.format-escaped-specifier",
        title: "Specifier escaped as literal text",
        area: .localization,
        defaultSeverity: .error,
        summary: "The translation writes a specifier of its source with a doubled percent sign (`%%@` where the source has `%@`, `%%d` for `%d`), as a tool that escapes every `%` or a translator copying an example does. `%%` prints one percent sign, so users read \"%@\" where the source shows its argument, and the specifiers after it read the wrong arguments. The source's own `%%u` (a template shown to users as it is) is not reported.",
        reference: References.appleFormatSpecifiers,
        rootCauseRank: 3,
        triggering: [
            RuleExample("%@ written as %%@", files: formatExample("Shared by %@", "Geteilt von ↓%%@")),
            RuleExample("a numbered specifier escaped", files: formatExample("%1$@ of %2$d", "%1$@ von ↓%%2$d")),
        ],
        nonTriggering: [
            RuleExample("a percent sign beside the specifier", files: formatExample("%d%% done", "%d %% erledigt")),
            RuleExample("the source escapes it too", files: formatExample("Use %%u for the count (%u)", "Verwende %%u für die Anzahl (%u)")),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        FormatRules.forEachMismatch(context) { place, source, entry, mismatches in
            var problems: [String] = []
            var offset: Int?
            var specifiers: [String] = []
            for case let .escapedSpecifier(at, text, specifier, argument) in mismatches {
                let unshown = argument.map { "argument \($0)" } ?? "the argument"
                problems.append("\"\(text)\" escapes the percent sign, so users see \"\(specifier)\" as text instead of \(unshown)")
                offset = offset ?? at
                specifiers.append(specifier)
            }
            FormatRules.report(&sink, place, source, entry, problems, offset: offset,
                               fix: "write \(specifiers.joined(separator: ", ")) with a single % as the source does; %% prints a percent sign")
        }
    }
}

/// `l10n.registry-argument-count`: the Swift call passes a different number of arguments than
/// its value's specifiers read. Too few is undefined behavior (a crash for `%@`).
package struct RegistryArgumentCount: AuditRule {
    package let info = RuleDescription(
        id: "l10n.registry-argument-count",
        title: "Registry call passes the wrong number of arguments",
        area: .localization,
        defaultSeverity: .error,
        summary: "A `localized(\"key\", fallback:, args…)` call passes a different number of format arguments than the source value (and fallback) read. Too few arguments is undefined behavior; too many means a value is never shown.",
        reference: References.appleFormatSpecifiers,
        options: Options.documented,
        triggering: [
            RuleExample("two specifiers, one argument", files: ExampleTree.strings(
                ["en": "\"demo.rating\" = \"%1$d of %2$d\";\n"],
                registry: ExampleTree.registry("""
                    static func rating(_ value: Int) -> String { localized(↓"demo.rating", fallback: "%1$d of %2$d", value) }
                """))),
        ],
        nonTriggering: [
            RuleExample("counts agree", files: ExampleTree.strings(
                ["en": "\"demo.rating\" = \"%1$d of %2$d\";\n"],
                registry: ExampleTree.registry("""
                    static func rating(_ value: Int, of total: Int) -> String {
                        localized("demo.rating", fallback: "%1$d of %2$d", value, total)
                    }
                """))),
        ]
    )

    package typealias Options = RegistryOptions

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        guard let registry = context.registry else { return }
        let source = context.catalog.group(named: options.registryTable)?[context.sourceLocale]
        var seen = Set<String>()
        for call in registry.calls where seen.insert(call.key + "\u{1}" + call.location.description).inserted {
            let value = source?.strings[call.key]?.value ?? call.fallback
            guard let value else { continue }
            let format = FormatString.parse(value)
            // A call without arguments is not formatted, so its `%` are literal.
            guard call.argumentCount > 0 || format.looksLikeFormat else { continue }
            let reads = format.argumentCount
            guard reads != call.argumentCount else { continue }
            sink.emit(
                "\(call.member.map { "LubaStrings.\($0)" } ?? call.callee) passes \(call.argumentCount) argument(s) to \"\(call.key)\" but its value reads \(reads)",
                subject: AuditContext.subject(options.registryTable, call.key, context.sourceLocale),
                at: call.location,
                text: value,
                evidence: [Evidence("arguments passed", String(call.argumentCount)), Evidence("arguments read", String(reads))]
                    + (source?.strings[call.key].map { [Evidence("table entry", $0.location.description)] } ?? []),
                measured: Double(call.argumentCount), threshold: Double(reads),
                fix: reads > call.argumentCount ? "pass \(reads) arguments, or remove specifiers from the value" : "remove the extra arguments, or show them in the value"
            )
        }
    }
}
