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
/// `l10n.whitespace-parity`: whitespace that shows or joins text differently from the source:
/// leading whitespace added or lost, a trailing space the source has and the translation lost
/// (code concatenates such strings, and the words glue together), or another number of line
/// breaks. An extra trailing space shows nothing and is not reported: on real apps it was
/// nearly all of this rule's findings and none was worth changing.
package struct WhitespaceParity: AuditRule {
    package let info = RuleDescription(
        id: "l10n.whitespace-parity",
        title: "Whitespace differs from the source",
        area: .localization,
        defaultSeverity: .warning,
        summary: "Leading whitespace differs from the source, the translation lost the source's trailing whitespace, or the number of line breaks differs. A warning where spaces join or indent text (concatenated strings glue together) or a translation breaks a line the source writes as one; a note where only the layout of lines differs (a blank line more or fewer, a paragraph laid out otherwise, a leading or trailing line break), which translators often choose. A trailing space only the translation has is invisible and not reported.",
        reference: References.appleLocalization,
        triggering: [
            RuleExample("lost trailing space", files: ExampleTree.strings(["en": "\"a\" = \"Name: \";\n", "de": "\"a\" = ↓\"Name:\";\n"])),
            RuleExample("extra line break", files: ExampleTree.strings(["en": "\"a\" = \"One line\";\n", "de": "\"a\" = ↓\"Eine\\nZeile\";\n"])),
            RuleExample("lost leading space (an appended label)", files: ExampleTree.strings(["en": "\"a\" = \" (default)\";\n", "ru": "\"a\" = ↓\"(по умолчанию)\";\n"])),
            RuleExample("paragraphs laid out otherwise (a note)", files: ExampleTree.strings(["en": "\"a\" = \"Saved.\\n\\nYou can close this.\";\n", "de": "\"a\" = ↓\"Gespeichert. Du kannst das schließen.\";\n"])),
        ],
        nonTriggering: [
            RuleExample("same shape", files: ExampleTree.strings(["en": "\"a\" = \" Line one\\nLine two \";\n", "de": "\"a\" = \" Zeile eins\\nZeile zwei \";\n"])),
            RuleExample("an extra trailing space", files: ExampleTree.strings(["en": "\"a\" = \"Done\";\n", "de": "\"a\" = \"Fertig \";\n"])),
        ]
    )

    package static func leading(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.prefix { $0.isWhitespaceFast }))
    }
    package static func trailing(_ s: String) -> String {
        let scalars = s.unicodeScalars
        var index = scalars.endIndex
        while index > scalars.startIndex, scalars[scalars.index(before: index)].isWhitespaceFast {
            index = scalars.index(before: index)
        }
        return String(scalars[index...])
    }
    /// CJK text and fullwidth punctuation (`（`, `」`) join without spaces: a lost space
    /// beside them glues nothing.
    package static func spacesItself(_ scalar: Unicode.Scalar?) -> Bool {
        guard let value = scalar?.value else { return false }
        return (0x3000...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value)
    }

    package static func newlines(_ s: String) -> Int {
        s.withUTF8Bytes { bytes in
            var count = 0
            for byte in bytes where byte == 0x0A { count &+= 1 }
            return count
        }
    }

    package static func visible(_ s: some StringProtocol) -> String {
        s.isEmpty ? "nothing" : s.unicodeScalars.map { scalar -> String in
            switch scalar {
            case " ": return "␠"
            case "\n": return "↵"
            case "\t": return "⇥"
            case "\u{A0}": return "⍽"
            default: return "U+" + String(scalar.value, radix: 16, uppercase: true)
            }
        }.joined()
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        forEachTranslatedPair(context, whereShapes: { !$1.isBlank && $0.whitespaceShowsDifferently(from: $1) }) { place, source, entry in
            var problems: [String] = []
            // Spaces that join or indent text are warnings; a blank line more or less, or a
            // paragraph laid out otherwise, is layout a translator may choose: a note.
            var joinsText = false
            let (sl, tl) = (Self.leading(source.value), Self.leading(entry.value))
            if sl.isEmpty != tl.isEmpty {
                problems.append("leading whitespace \(Self.visible(sl)) in the source, \(Self.visible(tl)) here")
                if !(sl + tl).contains("\n"), !Self.spacesItself(entry.value.unicodeScalars.first) { joinsText = true }
            }
            let (st, tt) = (Self.trailing(source.value), Self.trailing(entry.value))
            if !st.isEmpty, tt.isEmpty {
                problems.append("trailing whitespace \(Self.visible(st)) in the source, \(Self.visible(tt)) here")
                if !st.contains("\n"), !Self.spacesItself(entry.value.unicodeScalars.last) { joinsText = true }
            }
            let (sn, tn) = (Self.newlines(source.value), Self.newlines(entry.value))
            if sn != tn {
                problems.append("\(sn) line break(s) in the source, \(tn) here")
                // A break in a value the source writes on one line splits a sentence or adds
                // a blank line.
                if sn == 0 { joinsText = true }
            }
            guard !problems.isEmpty else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label): " + problems.joined(separator: "; "),
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value)],
                fix: "match the source's leading/trailing whitespace and line breaks",
                severity: joinsText ? nil : .note
            )
        }
    }
}

/// Calls `body` for every (source entry, translated entry) of every translation locale (and
/// device branch) whose value shapes (worked out once, when the pairs were) pass `wanted`.
package func forEachTranslatedPair(
    _ context: AuditContext,
    whereShapes wanted: (_ source: ValueShape, _ translation: ValueShape) -> Bool,
    _ body: (_ place: ValuePlace, _ source: StringsEntry, _ entry: StringsEntry) -> Void
) {
    forEachTranslatedPair(context, matching: { wanted($0.sourceShape($1), $0.shape($1)) }, body)
}

/// Both tests: the values are read only for pairs whose shapes pass.
package func forEachTranslatedPair(
    _ context: AuditContext,
    whereShapes wantedShapes: (_ source: ValueShape, _ translation: ValueShape) -> Bool,
    andValues wantedValues: (_ sourceValue: String, _ value: String) -> Bool,
    _ body: (_ place: ValuePlace, _ source: StringsEntry, _ entry: StringsEntry) -> Void
) {
    forEachTranslatedPair(context, matching: {
        wantedShapes($0.sourceShape($1), $0.shape($1)) && wantedValues($0.sourceValue($1), $0.value($1))
    }, body)
}

/// The walk the forms share: `wanted` looks at a pair by its table and position.
private func forEachTranslatedPair(
    _ context: AuditContext,
    matching wanted: (PairTable, Int) -> Bool,
    _ body: (_ place: ValuePlace, _ source: StringsEntry, _ entry: StringsEntry) -> Void
) {
    for table in context.pairTables {
        let place = table.place
        for index in 0..<table.count where wanted(table, index) {
            let pair = table.pair(index)
            body(place, pair.source, pair.entry)
        }
    }
}
