/// `l10n.ambiguous-translation`: one translation used for two different source strings. For a
/// VoiceOver user, "Checked" and "Selected" both read "Ausgewählt" and cannot be told apart.
struct AmbiguousTranslation: AuditRule {
    let info = RuleDescription(
        id: "l10n.ambiguous-translation",
        title: "One translation for different source strings",
        area: .localization,
        defaultSeverity: .info,
        summary: "Two keys with different source texts have the same translation in a locale. Sighted users may tell them apart by context; a VoiceOver user hears the same word for different states.",
        reference: References.wcagInfoRelationships,
        triggering: [
            RuleExample("checked and selected collapse", files: ExampleTree.strings([
                "en": "\"v.checked\" = \"Checked\";\n\"v.selected\" = \"Selected\";\n",
                "de": "\"v.checked\" = \"Ausgewählt\";\n\"v.selected\" = \"Ausgewählt\";\n",
            ])),
        ],
        nonTriggering: [
            RuleExample("distinct translations", files: ExampleTree.strings([
                "en": "\"v.checked\" = \"Checked\";\n\"v.selected\" = \"Selected\";\n",
                "de": "\"v.checked\" = \"Angehakt\";\n\"v.selected\" = \"Ausgewählt\";\n",
            ])),
            RuleExample("same source text twice", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n\"b\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n\"b\" = \"Schließen\";\n",
            ])),
        ]
    )

    /// Sources that differ only in case, final punctuation or a plural `s` ("Script" and
    /// "Scripts") may share a translation in languages without those distinctions.
    static func normalized(_ text: String) -> String {
        var scalars = Substring(text.lowercased()).unicodeScalars
        func trimmable(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace || scalar.properties.generalCategory.isPunctuation
        }
        while let first = scalars.first, trimmable(first) { scalars.removeFirst() }
        while let last = scalars.last, trimmable(last) { scalars.removeLast() }
        if scalars.last == "s" { scalars.removeLast() }
        return String(scalars)
    }

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for group in context.catalog.groups {
            guard let source = group[context.sourceLocale] else { continue }
            for locale in context.translationLocales {
                guard let table = group[locale] else { continue }
                // translation → first (key, source text) that used it
                var firstUse: [String: (key: String, source: String, entry: StringsEntry)] = [:]
                for key in table.orderedKeys {
                    guard let entry = table.strings[key], let sourceEntry = source.strings[key],
                          !EmptyValue.isBlank(entry.value), entry.value != sourceEntry.value else { continue }
                    let normalizedSource = Self.normalized(sourceEntry.value)
                    if let first = firstUse[entry.value] {
                        guard Self.normalized(first.source) != normalizedSource else { continue }
                        sink.emit(
                            "\"\(entry.value)\" translates both \"\(first.source)\" (\(first.key)) and \"\(sourceEntry.value)\" (\(key)) in \(locale)",
                            subject: AuditContext.subject(group.name, key, locale),
                            at: entry.valueLocation, text: entry.value,
                            evidence: [Evidence("source", sourceEntry.value), Evidence("same translation as", "\(first.key) = \"\(first.source)\"")],
                            fix: "give \"\(sourceEntry.value)\" a translation distinct from \"\(first.source)\"",
                            related: [first.entry.valueLocation]
                        )
                    } else {
                        firstUse[entry.value] = (key, sourceEntry.value, entry)
                    }
                }
            }
        }
    }
}

extension Unicode.GeneralCategory {
    var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
