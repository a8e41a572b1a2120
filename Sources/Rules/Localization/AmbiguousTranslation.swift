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
/// `l10n.ambiguous-translation`: one translation used for two different source strings. For a
/// VoiceOver user, "Checked" and "Selected" both read "Ausgewählt" and cannot be told apart.
package struct AmbiguousTranslation: AuditRule {
    package let info = RuleDescription(
        id: "l10n.ambiguous-translation",
        title: "One translation for different source strings",
        area: .localization,
        defaultSeverity: .note,
        summary: "Two keys with different source texts have the same translation in a locale. Sighted users may tell them apart by context; a VoiceOver user hears the same word for different states.",
        reference: References.wcagInfoRelationships,
        triggering: [
            RuleExample("checked and selected collapse", files: ExampleTree.strings([
                "en": "\"v.checked\" = \"Checked\";\n\"v.selected\" = \"Selected\";\n",
                "de": "\"v.checked\" = \"Ausgewählt\";\n\"v.selected\" = ↓\"Ausgewählt\";\n",
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
    package static func normalized(_ text: String) -> String {
        var scalars = Substring(text.lowercased()).unicodeScalars
        func trimmable(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isWhitespaceFast || scalar.properties.generalCategory.isPunctuation
        }
        while let first = scalars.first, trimmable(first) { scalars.removeFirst() }
        while let last = scalars.last, trimmable(last) { scalars.removeLast() }
        if scalars.last == "s" { scalars.removeLast() }
        return String(scalars)
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // Normalizing is the expensive part: once per source entry, whatever the number of
        // locales, and only for translations used twice.
        var normalizedSources: [String: [String?]] = [:]
        // A device's branch says the same thing in other words for that device: not two sources.
        for table in context.pairTables where table.device == nil {
            var normalized = normalizedSources.removeValue(forKey: table.table) ?? [String?](repeating: nil, count: table.sourceEntries.count)
            func normalizedSource(_ index: Int) -> String {
                let position = Int(table.positions[index].source)
                if let known = normalized[position] { return known }
                let computed = Self.normalized(table.sourceEntries[position].value)
                normalized[position] = computed
                return computed
            }
            defer { normalizedSources[table.table] = normalized }
            var uses: [Int32] = []
            uses.reserveCapacity(table.count)
            for index in 0..<table.count where !table.isSameAsSource(index) && !table.shape(index).isBlank {
                uses.append(Int32(index))
            }
            for group in EqualValueGroups(uses, limit: table.count, value: { table.value(Int($0)) }).repeated {
                let firstIndex = Int(group[0])
                let value = table.value(firstIndex)
                let first = (key: table.key(firstIndex), source: table.sourceValue(firstIndex), location: table.pair(firstIndex).entry.valueLocation)
                for use in group.dropFirst() {
                    let index = Int(use)
                    guard normalizedSource(firstIndex) != normalizedSource(index) else { continue }
                    let sourceValue = table.sourceValue(index)
                    let (key, locale, location) = (table.key(index), table.locale, table.pair(index).entry.valueLocation)
                    sink.emit(
                        "\"\(value)\" translates both \"\(first.source)\" (\(first.key)) and \"\(sourceValue)\" (\(key)) in \(locale)",
                        subject: AuditContext.subject(table.table, key, locale),
                        at: location, text: value,
                        evidence: [Evidence("source", sourceValue), Evidence("same translation as", "\(first.key) = \"\(first.source)\"")],
                        fix: "give \"\(sourceValue)\" a translation distinct from \"\(first.source)\"",
                        related: [first.location]
                    )
                }
            }
        }
    }
}

extension Unicode.GeneralCategory {
    package var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
