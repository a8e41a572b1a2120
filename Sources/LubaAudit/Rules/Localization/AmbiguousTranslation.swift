/// `l10n.ambiguous-translation`: one translation used for two different source strings. For a
/// VoiceOver user, "Checked" and "Selected" both read "Ausgewählt" and cannot be told apart.
struct AmbiguousTranslation: AuditRule {
    let info = RuleDescription(
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
    static func normalized(_ text: String) -> String {
        var scalars = Substring(text.lowercased()).unicodeScalars
        func trimmable(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isWhitespaceFast || scalar.properties.generalCategory.isPunctuation
        }
        while let first = scalars.first, trimmable(first) { scalars.removeFirst() }
        while let last = scalars.last, trimmable(last) { scalars.removeLast() }
        if scalars.last == "s" { scalars.removeLast() }
        return String(scalars)
    }

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
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
            // Equal translations found by sorting on (hash, bytes, position), not by a hash
            // table: a sort stays O(n log n) whatever the (untrusted) values are, and needs no
            // hasher per value. Each run of one value starts with its first use.
            var uses: [(hash: UInt64, index: Int32)] = []
            uses.reserveCapacity(table.count)
            for index in 0..<table.count where !table.isSameAsSource(index) && !table.shape(index).isBlank {
                uses.append((ValueHash.of(table.value(index)), Int32(index)))
            }
            Self.sortUses(&uses) { table.value(Int($0)) }
            var start = 0
            while start < uses.count {
                var end = start + 1
                let firstIndex = Int(uses[start].index)
                while end < uses.count && uses[end].hash == uses[start].hash
                    && UTF8Key.same(table.value(Int(uses[end].index)), table.value(firstIndex)) { end += 1 }
                defer { start = end }
                guard end - start > 1 else { continue }
                let value = table.value(firstIndex)
                let first = (key: table.key(firstIndex), source: table.sourceValue(firstIndex), location: table.pair(firstIndex).entry.valueLocation)
                for use in uses[(start + 1)..<end] {
                    let index = Int(use.index)
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

extension AmbiguousTranslation {
    /// Puts uses of equal values next to each other, each value's in position order: sorted
    /// on (hash, position) alone, and only where different values share a hash is that stretch
    /// sorted on their bytes too. The order is that of sorting on (hash, bytes, position).
    static func sortUses(_ uses: inout [(hash: UInt64, index: Int32)], value: (Int32) -> String) {
        uses.sort { lhs, rhs in lhs.hash != rhs.hash ? lhs.hash < rhs.hash : lhs.index < rhs.index }
        var run = 0
        while run < uses.count {
            var runEnd = run + 1
            while runEnd < uses.count && uses[runEnd].hash == uses[run].hash { runEnd += 1 }
            let first = value(uses[run].index)
            if runEnd - run > 1, uses[(run + 1)..<runEnd].contains(where: { !UTF8Key.same(value($0.index), first) }) {
                uses[run..<runEnd].sort { lhs, rhs in
                    let (left, right) = (value(lhs.index), value(rhs.index))
                    if !UTF8Key.same(left, right) { return left.utf8.lexicographicallyPrecedes(right.utf8) }
                    return lhs.index < rhs.index
                }
            }
            run = runEnd
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
