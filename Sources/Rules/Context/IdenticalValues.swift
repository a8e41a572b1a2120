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
/// Values identical to their source and whether the identity is legitimate: worked out once
/// per audit (`SharedAnalyses`) and read by `l10n.identical-translation`, the missing-translation
/// rule and the translators' report.
package enum IdenticalValues {
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
            let words = significantWords(value)
            singleWord = words.count <= 1
            residual = []
            nameQuery = nil
            if allow.contains(lowered) || IdenticalWords.everywhere.contains(lowered) || words.isEmpty {
                legitimate = true
                return
            }
            for word in words where !looksLikeName(word) {
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
