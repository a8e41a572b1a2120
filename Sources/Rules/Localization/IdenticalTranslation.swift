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
/// `l10n.identical-translation`: a translation equal to its source, the usual sign of a string
/// that was never translated. Tuned to stay quiet where identity is legitimate.
package struct IdenticalTranslation: AuditRule {
    package var reads: SharedAnalysis { .identicalValues }
    package let info = RuleDescription(
        id: "l10n.identical-translation",
        title: "Value identical to the source",
        area: .localization,
        defaultSeverity: .warning,
        summary: "A translation is exactly the source text (for a plural entry, every branch): a warning for a phrase, a note for a single word (loanwords are common), a licence name, a version string, or a phrase of common words that translators of other scripts write unchanged inside their translations (an app named `Window Resize`), and one warning per table when more than a quarter of it is identical (the translators' report lists every key). Not flagged: regional variants of the source language, values without letters (numbers, placeholders, punctuation), Apple product and technical names, units, words a language shares with English (German `Avatar`, `Information`, `Status`), names the catalog itself shows (a short capitalized value that the translators of at least two locales of another script write unchanged inside their own translations, as in `Zeta Hub に接続`), and the config's `identicalAllowlist` (put your product's names there).",
        reference: References.appleLocalization,
        options: [.identicalAllowlist],
        translationState: .identical,
        triggering: [
            RuleExample("untranslated sentence", files: ExampleTree.strings([
                "en": "\"a\" = \"Tap for more information\";\n", "de": "\"a\" = ↓\"Tap for more information\";\n",
            ])),
            RuleExample("a plural entry still English in every branch", files: [
                ExampleTree.lproj("en", "Localizable.stringsdict"): pluralExample("%d message", "%d messages"),
                ExampleTree.lproj("de", "Localizable.stringsdict"): pluralExample("↓%d message", "%d messages"),
            ]),
        ],
        nonTriggering: [
            RuleExample("shared word and placeholder-only value", files: ExampleTree.strings([
                "en": "\"a\" = \"Avatar, %@\";\n\"b\" = \"%1$@: %2$@\";\n\"c\" = \"OK\";\n\"d\" = \"Information\";\n",
                "de": "\"a\" = \"Avatar, %@\";\n\"b\" = \"%1$@: %2$@\";\n\"c\" = \"OK\";\n\"d\" = \"Information\";\n",
            ])),
            RuleExample("a name the translators of other scripts write unchanged", files: ExampleTree.strings([
                "en": "\"brand\" = \"Zeta Hub\";\n\"connect\" = \"Connect to Zeta Hub\";\n\"close\" = \"Close the window\";\n",
                "fr": "\"brand\" = \"Zeta Hub\";\n\"connect\" = \"Se connecter à Zeta Hub\";\n\"close\" = \"Fermer la fenêtre\";\n",
                "ja": "\"brand\" = \"ゼータハブ\";\n\"connect\" = \"Zeta Hub に接続します\";\n\"close\" = \"このウィンドウを閉じてください\";\n",
                "ru": "\"brand\" = \"Зета Хаб\";\n\"connect\" = \"Подключиться к Zeta Hub\";\n\"close\" = \"Закрыть окно\";\n",
            ])),
            RuleExample("regional variant", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n", "en-GB": "\"a\" = \"Close\";\n",
            ])),
        ]
    )

    /// Above this share of identical values (and `summaryMinimum` of them) a table is reported
    /// once as partly untranslated instead of key by key: 2,000 warnings about one locale that
    /// a translation platform exported half-done bury every other finding.
    package static let summaryShare = 0.25
    package static let summaryMinimum = 20

    /// One identical value: its key and its position in the pair table (the entries stay
    /// where they are; a mostly untranslated table has thousands of these).
    package struct Identical {
        package var key: String
        package var index: Int
        /// At most one significant word: one shared word (a loanword such as "Standby" or
        /// "Pipeline") is often right, a whole phrase left in the source language rarely is.
        package var singleWord: Bool
    }

    /// What one distinct value's words say, worked out once for every table that has it.
    package struct Judgement: Sendable {
        package var legitimate: Bool
        package var singleWord: Bool
        /// The lower-cased value and the lower-cased words no list accepts: a language's own
        /// words can still accept them.
        package var lowered: String
        package var residual: [String]
        /// The value as `NameEvidence` compares phrases, while only the catalog's evidence of
        /// names can still make it legitimate (a name-shaped value no list accepts).
        package var nameQuery: String?

        /// The judgement by the value's words and the lists alone; `settle(names:)` adds the
        /// catalog's evidence.
        package init(_ value: String, allow: Set<String>) {
            lowered = value.lowercased()
            let words = IdenticalTranslation.significantWords(value)
            singleWord = words.count <= 1
            residual = []
            nameQuery = nil
            if allow.contains(lowered) || IdenticalWords.everywhere.contains(lowered) || words.isEmpty {
                legitimate = true
                return
            }
            for word in words where !IdenticalTranslation.looksLikeName(word) {
                let lower = word.lowercased()
                if !allow.contains(lower) && !IdenticalWords.everywhere.contains(lower) { residual.append(lower) }
            }
            legitimate = residual.isEmpty
            if !legitimate && NameEvidence.hasNameShape(words: words) {
                nameQuery = NameEvidence.normalized(lowered: lowered)
            }
        }

        /// A value the catalog shows to be a name is legitimate whatever its words; one that
        /// other-script translators write unchanged though its words are common is a note.
        package mutating func settle(names: Set<String>, quoted: Set<String> = []) {
            if let query = nameQuery, names.contains(query) {
                legitimate = true
                residual = []
            } else if let query = nameQuery, quoted.contains(query) {
                singleWord = true
            }
            nameQuery = nil
        }

        package func legitimate(in language: Set<String>) -> Bool {
            legitimate || language.contains(lowered) || residual.allSatisfy(language.contains)
        }
    }

    /// Judges each value, asking the catalog for evidence of names (`NameEvidence`, from
    /// `evidence`) only about the values nothing else settles: the evidence is most of the
    /// work, and most values need none of it.
    package static func judge(_ values: [String], allow: Set<String>, evidence: [PairTable]) -> [Judgement] {
        let chunk = 256
        var verdicts = stride(from: 0, to: values.count, by: chunk).map { $0..<min($0 + chunk, values.count) }
            .parallelMap { range in values[range].map { Judgement($0, allow: allow) } }
            .flatMap { $0 }
        let found = NameEvidence.evidence(evidence, among: Set(verdicts.compactMap(\.nameQuery)))
        for index in verdicts.indices { verdicts[index].settle(names: found.names, quoted: found.quoted) }
        return verdicts
    }

    /// The identical, not legitimately identical, values of one table in one locale.
    package static func identicalValues(_ context: AuditContext, group: TableGroup, locale: String) -> (found: [Identical], compared: Int) {
        guard let position = context.pairTablePosition(group.name, locale: locale) else { return ([], 0) }
        return context.identicalValues[position]
    }

    /// The same for every pair table of a context (worked out once, in `AuditContext`).
    package static func identicalValues(_ context: AuditContext, tables: [PairTable]) -> [(found: [Identical], compared: Int)] {
        let candidates = Candidates(tables, sourceLocale: context.sourceLocale)
        let verdicts = judge(candidates.values, allow: lowerCased(context.config.identicalAllowlist), evidence: context.pairTables)
        return identicalValues(tables, sourceLocale: context.sourceLocale, candidates: candidates, verdicts: verdicts)
    }

    /// The allowlist as values are compared with it.
    package static func lowerCased(_ allowlist: Set<String>) -> Set<String> { Set(allowlist.map { $0.lowercased() }) }

    /// The values of each table still identical to the source, before anyone judges them: an
    /// untranslated string is usually untranslated in every locale, so each distinct value is
    /// judged once for all of them.
    package struct Candidates {
        /// Per table: the positions of its identical, non-blank values.
        package var lists: [[Int]]
        /// Per source (`PairTable.sourceIdentity`): the number of each source entry's value in
        /// `values`, -1 where no table kept it.
        package var slots: [String: [Int32]]
        package var values: [String]

        package init(_ tables: [PairTable], sourceLocale: String) {
            lists = tables.parallelMap { table -> [Int] in
                guard !LocaleFallback.isVariant(table.locale, of: sourceLocale) else { return [] }
                var list: [Int] = []
                for index in 0..<table.count where table.isSameAsSource(index) && !table.shape(index).isBlank {
                    list.append(index)
                }
                return list
            }
            // An identical value is its source's value: a source entry stands for it, so the
            // distinct values are found by position, without hashing a string.
            slots = [:]
            values = []
            for (table, list) in zip(tables, lists) where !list.isEmpty {
                var slot = slots.removeValue(forKey: table.sourceIdentity) ?? [Int32](repeating: -1, count: table.sourceEntries.count)
                for index in list {
                    let source = Int(table.positions[index].source)
                    if slot[source] < 0 {
                        slot[source] = Int32(values.count)
                        values.append(table.sourceValue(index))
                    }
                }
                slots[table.sourceIdentity] = slot
            }
        }
    }

    /// The identical, not legitimately identical, values of each table. Extra per-language
    /// words can only make a value more legitimate, so a value legitimate without them is
    /// legitimate in every language; the others are judged again only where the language has
    /// words of its own. `verdicts` judge `candidates.values`, in order.
    package static func identicalValues(
        _ tables: [PairTable], sourceLocale: String, candidates: Candidates, verdicts: [Judgement]
    ) -> [(found: [Identical], compared: Int)] {
        // What every language agrees on, read without copying a judgement (its strings) for
        // each of the tens of thousands of identical values.
        let legitimate = verdicts.map(\.legitimate)
        let singleWord = verdicts.map(\.singleWord)
        return zip(tables, candidates.lists).map { table, list in
            guard !LocaleFallback.isVariant(table.locale, of: sourceLocale) else { return ([], 0) }
            guard !list.isEmpty, let slot = candidates.slots[table.sourceIdentity] else { return ([], table.count) }
            let words = IdenticalWords.perLanguage(LocaleFallback.language(of: table.locale))
            var found: [Identical] = []
            for index in list {
                let number = Int(slot[Int(table.positions[index].source)])
                if legitimate[number] || (!words.isEmpty && verdicts[number].legitimate(in: words)) { continue }
                found.append(Identical(key: table.key(index), index: index, singleWord: singleWord[number]))
            }
            return (found, table.count)
        }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let tables = context.pairTables
        let results = context.identicalValues
        var pluralsLeft = context.identicalPlurals
        for (table, (found, compared)) in zip(tables, results) {
            let plurals = pluralsLeft.removeValue(forKey: IdenticalPlurals.identity(table.place)) ?? ([], 0)
            report(context, place: table.place, strings: found.count, string: { number in
                let (item, pair) = (found[number], table.pair(found[number].index))
                return Item(key: item.key, location: pair.entry.valueLocation, text: pair.entry.value, source: pair.source.value,
                            asNote: item.singleWord || Self.isNameLike(pair.source.value))
            }, plurals: plurals.found, compared: compared + plurals.compared, &sink)
        }
        // Tables with plural entries and no strings in this locale.
        for (identity, plurals) in pluralsLeft.sorted(by: { $0.key < $1.key }) where !plurals.found.isEmpty {
            let parts = identity.split(separator: "\u{1F}", omittingEmptySubsequences: false)
            let place = ValuePlace(table: String(parts[0]), locale: String(parts[1]), device: parts.count > 2 ? String(parts[2]) : nil)
            report(context, place: place, strings: 0, string: { _ in fatalError("no strings") },
                   plurals: plurals.found, compared: plurals.compared, &sink)
        }
    }

    /// A licence name ("MIT License", "GNU GPL v3") or a version string ("Version 2.1"): the same
    /// text in every language more often than not, so a note rather than a warning.
    package static func isNameLike(_ value: String) -> Bool {
        let lowered = value.lowercased()
        if ["license", "licence", "gpl", "creative commons", "cc by", "cc0", "public domain"].contains(where: { lowered.contains($0) }),
           significantWords(value).count <= 5 {
            return true
        }
        // A version: digits, a dot, digits, in a value of at most two words besides.
        let scalars = Array(value.unicodeScalars)
        let version = scalars.indices.dropFirst().dropLast().contains { index in
            scalars[index] == "." && scalars[index - 1].value &- 0x30 < 10 && scalars[index + 1].value &- 0x30 < 10
        }
        return version && significantWords(value).filter { word in word.unicodeScalars.contains { $0.isLetterFast } }.count <= 2
    }

    /// One identical value or plural entry, as reported.
    package struct Item {
        package var key: String
        package var location: SourceLocation?
        package var text: String?
        package var source: String
        /// A single word or a licence or version: reported as a note.
        package var asNote: Bool
    }

    /// Reports one table's identical values (`strings` of them, made on demand by `string`:
    /// a folded table needs only the first) and plural entries.
    private func report(
        _ context: AuditContext, place: ValuePlace, strings: Int, string: (Int) -> Item,
        plurals: [IdenticalPlurals.Found], compared: Int, _ sink: inout FindingSink
    ) {
        let (name, locale) = (place.table, place.locale)
        let count = strings + plurals.count
        guard count > 0 else { return }
        func item(_ number: Int) -> Item {
            if number < strings { return string(number) }
            let plural = plurals[number - strings]
            return Item(key: plural.key, location: plural.location, text: nil, source: plural.source, asNote: plural.singleWord)
        }
        let share = Double(count) / Double(max(compared, 1))
        if count >= Self.summaryMinimum && share > Self.summaryShare {
            let first = (0..<min(5, count)).map(item)
            // The first identical value: the place a translator starts, not line 1.
            sink.emit(
                "\(count) of \(compared) values in \(place.label) \(name) (\(NumberText.percent(share, digits: 0, passing: .atMost))) are identical to the \(context.sourceLocale) source: the table looks partly untranslated",
                subject: Subject(table: name, locale: locale, detail: ValuePlace.detail(device: place.device, "untranslated share")),
                at: first[0].location,
                evidence: place.evidence + [Evidence("identical", String(count)), Evidence("compared", String(compared))]
                    + (plurals.isEmpty ? [] : [Evidence("identical plural entries", String(plurals.count))])
                    + [Evidence("first keys", first.map(\.key).joined(separator: ", "))],
                measured: share, threshold: Self.summaryShare, passing: .atMost,
                fix: "run `lubaaudit missing-keys --locale \(locale)` for the full list to translate"
            )
            return
        }
        for number in 0..<count {
            let item = item(number)
            let plural = number >= strings
            sink.emit(
                plural
                    ? "plural entry \"\(item.key)\" in \(place.label) is identical to the \(context.sourceLocale) source in every branch"
                    : "\"\(item.key)\" in \(place.label) is identical to the \(context.sourceLocale) source",
                subject: place.subject(item.key),
                at: item.location,
                text: item.text,
                evidence: place.evidence + [Evidence("source", item.source)],
                fix: plural
                    ? "translate every plural branch for \(locale)"
                    : "translate it, or add the value to identicalAllowlist in .lubaaudit.json if it is the same in \(locale)",
                severity: item.asNote ? .note : nil
            )
        }
    }

    /// Words with letters, after dropping format specifiers, URLs, e-mail addresses, `{…}` and
    /// `$…` placeholders, each trimmed to its first and last letter. Read from the UTF-8 bytes,
    /// with a `Substring` made only for a word that is kept: this runs for every identical value
    /// of a corpus and every source value, and walking the scalar view's indices was most of it.
    package static func significantWords(_ value: String) -> [Substring] {
        var words: [Substring] = []
        value.withUTF8Bytes { bytes in
            let n = bytes.count
            var index = 0
            while index < n {
                var (scalar, length) = ValidUTF8.scalar(in: bytes, at: index)
                while Unicode.Scalar(scalar).unsafelyUnwrapped.isWhitespaceFast {
                    index &+= length
                    guard index < n else { return }
                    (scalar, length) = ValidUTF8.scalar(in: bytes, at: index)
                }
                let start = index
                let first = scalar
                var hasAt = false
                var hasDot = false
                var hasColon = false
                // The bytes of the first letter and just past the last, when there is one.
                var letters: Range<Int>?
                while true {
                    if scalar == 0x40 { hasAt = true } else if scalar == 0x2E { hasDot = true } else if scalar == 0x3A { hasColon = true }
                    if Unicode.Scalar(scalar).unsafelyUnwrapped.isLetterFast {
                        letters = (letters?.lowerBound ?? index)..<(index &+ length)
                    }
                    index &+= length
                    guard index < n else { break }
                    (scalar, length) = ValidUTF8.scalar(in: bytes, at: index)
                    if Unicode.Scalar(scalar).unsafelyUnwrapped.isWhitespaceFast { break }
                }
                guard let letters, first != 0x25, first != 0x7B, first != 0x24 else { continue }
                if hasAt && hasDot { continue }
                // The bytes only show where the word may hold an address; `String` decides, as
                // it compares characters.
                if hasDot || hasColon, ValueShape.holdsAddress(UnsafeBufferPointer(rebasing: bytes[start..<index])) {
                    let raw = Self.substring(value, start..<index)
                    if (hasDot && raw.hasPrefix("www.")) || (hasColon && raw.contains("://")) { continue }
                }
                words.append(Self.substring(value, letters))
            }
        }
        return words
    }

    /// The part of `value` between two of its UTF-8 offsets on scalar boundaries.
    private static func substring(_ value: String, _ range: Range<Int>) -> Substring {
        let utf8 = value.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return Substring(value.unicodeScalars[lower..<upper])
    }

    /// Brand-like spellings no language translates: `iPhone`, `HomeKit`, `API`, `MQTT`.
    package static func looksLikeName(_ word: Substring) -> Bool {
        var letters = 0
        var allUpper = true
        var seenLower = false
        var camel = false
        // An ASCII word (most are) by its bytes; the scalars only for the others.
        var ascii = true
        for byte in word.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if byte &- 0x61 < 26 {
                letters += 1
                seenLower = true
                allUpper = false
            } else if byte &- 0x41 < 26 {
                letters += 1
                if seenLower { camel = true }
            }
        }
        if ascii {
            guard letters >= 2 else { return true }
            return (allUpper && letters <= 6) || camel
        }
        (letters, allUpper, seenLower, camel) = (0, true, false, false)
        for scalar in word.unicodeScalars where scalar.isLetterFast {
            letters += 1
            if scalar.isLowercaseFast {
                seenLower = true
                allUpper = false
            } else if scalar.value < 0x80 ? scalar.value &- 0x41 < 26 : scalar.properties.isUppercase {
                if seenLower { camel = true }
            } else {
                allUpper = false
            }
        }
        guard letters >= 2 else { return true }
        return (allUpper && letters <= 6) || camel
    }
}

/// A `.stringsdict` with one plural entry, "`%#@count@ left`".
private func pluralExample(_ one: String, _ other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>left</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@count@ left</string>
        <key>count</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>\(one)</string>
          <key>other</key>
          <string>\(other)</string>
        </dict>
      </dict>
    </dict>
    </plist>

    """
}
