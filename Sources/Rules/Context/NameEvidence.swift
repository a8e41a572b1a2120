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
/// Values the catalog itself shows to be names. Translators who write another script than the
/// source's must decide about every word: where those of at least two such locales (Japanese,
/// Russian, Arabic…) write a capitalized phrase in the source's script inside their own
/// translations ("Verbinde mit Zeta Hub" in Latin is no evidence, "Zeta Hub に接続" is), the
/// phrase is a name (a product, a protocol, a brand), and a value that is only that phrase is
/// right to stay identical. So is a value those translators kept as it is where their tables
/// show they translate, when the source never writes its words in lower case. A value kept identical in a table that is largely identical proves
/// nothing: exports fill untranslated strings with the source, in every script alike.
package enum NameEvidence {
    /// At least this many other-script locales write the phrase inside their translations.
    package static let minimumLocales = 2
    /// A name is short; longer phrases kept in the source's script are quotations or code.
    package static let maximumWords = 4

    /// The lower-cased names shown by the catalog: phrases (runs of one to four words, whole)
    /// that at least `minimumLocales` locales of another script write in the source's script
    /// inside translations of their own, and values those locales' translators kept as they are
    /// where their tables show they translate (`trustedIdenticalShare`).
    /// `among`: the only phrases anyone will ask about (normalized, as `normalized(_:)` has
    /// them), when the caller knows them: the names found are then those of `among`, and the
    /// phrases of no interest are never kept.
    package static func names(_ tables: [PairTable], among wanted: Set<String>? = nil) -> Set<String> {
        evidence(tables, among: wanted).names
    }

    /// The names, and the phrases of common words only that other-script translators still
    /// write unchanged (`quoted`): an app named with everyday words ("Window Resize") or a
    /// UI label quoted as it is. Not proof of a name, but enough that a value which is only
    /// that phrase, kept identical, is a note rather than a warning.
    package static func evidence(_ tables: [PairTable], among wanted: Set<String>? = nil) -> (names: Set<String>, quoted: Set<String>) {
        if let wanted, wanted.isEmpty { return ([], []) }
        // Every locale's table of one name shares its source: its script is found once.
        let firstTables = Dictionary(tables.map { ($0.table, $0) }, uniquingKeysWith: { first, _ in first })
        let tableNames = Array(firstTables.keys).sorted()
        let sourceScripts = Dictionary(uniqueKeysWithValues: zip(tableNames, tableNames.parallelMap { dominantScript(firstTables[$0]!, source: true) }))
        let found = Array(tables.indices).parallelMap { phrases(of: tables[$0], sourceScripts: sourceScripts, among: wanted) }
        var byLocale: [String: Set<String>] = [:]
        for item in found where !item.phrases.isEmpty { byLocale[item.locale, default: []].formUnion(item.phrases) }
        var locales: [String: Int] = [:]
        for phrases in byLocale.values {
            for phrase in phrases { locales[phrase, default: 0] += 1 }
        }
        let repeated = locales.compactMap { $0.value >= minimumLocales ? $0.key : nil }.sorted()
        let kept = keptByTranslators(zip(tables, found).compactMap { $0.1.trusted ? $0.0 : nil }, among: wanted)
        guard !repeated.isEmpty || !kept.isEmpty else { return ([], []) }
        // A phrase of common words only ("Start", "Icon") is a UI label quoted in a sentence
        // ("tap Start"), and a value kept in every locale whose words the source also writes in
        // lower case is a string filled with the source until someone translates it: a name has
        // a word the source never writes in lower case. Only the words asked about are looked
        // for; a phrase asks every source, a kept value its own.
        let phraseWords = repeated.map { phrase in
            phrase.split(separator: " ").map { IdenticalValues.significantWords(String($0)).map { $0.lowercased() } }
        }
        let keptWords = kept.map { IdenticalValues.significantWords($0.value).map { $0.lowercased() } }
        let asked = Set(phraseWords.joined().joined()).union(keptWords.joined())
        let scanned = repeated.isEmpty ? Array(Set(kept.map { $0.table })).sorted() : tableNames
        let lowerCase = Dictionary(uniqueKeysWithValues: zip(scanned, scanned.parallelMap { lowerCaseWords(firstTables[$0]!.sourceEntries, among: asked) }))
        var common = Set<String>()
        for words in lowerCase.values { common.formUnion(words) }
        var evidenced = Set<String>()
        var quoted = Set<String>()
        for (phrase, words) in zip(repeated, phraseWords) {
            if words.contains(where: { $0.contains { !common.contains($0) } }) { evidenced.insert(phrase) } else { quoted.insert(phrase) }
        }
        for (item, words) in zip(kept, keptWords) where !words.contains(where: { lowerCase[item.table]?.contains($0) ?? false }) {
            evidenced.insert(item.name)
        }
        return (evidenced, quoted.subtracting(evidenced))
    }

    /// One locale's phrases in the source's script inside its own-script translations, and
    /// whether its translators are to be trusted with what they kept (`trustedIdenticalShare`).
    private static func phrases(of table: PairTable, sourceScripts: [String: Int?], among wanted: Set<String>?) -> (locale: String, phrases: Set<String>, trusted: Bool) {
        guard let source = sourceScripts[table.table].flatMap({ $0 }),
              let own = dominantScript(table, source: false), own != source else { return (table.locale, [], false) }
        var phrases = Set<String>()
        var identical = 0
        for index in 0..<table.count {
            guard !table.isSameAsSource(index) else {
                identical += 1
                continue
            }
            // Only a translation written in the locale's own script: an outdated source
            // text left in the table is not a translator's choice.
            let value = table.value(index)
            guard letters(of: value, in: own, atLeast: 2) else { continue }
            collectPhrases(value, script: source, into: &phrases, among: wanted)
        }
        let trusted = table.count > 0 && Double(identical) <= trustedIdenticalShare * Double(table.count)
        return (table.locale, phrases, trusted)
    }

    /// An other-script table with at most this share of values identical to the source is
    /// being translated: what its translators kept, they kept on purpose. Exports that fill
    /// untranslated strings with the source leave far more.
    package static let trustedIdenticalShare = 0.1

    /// The names (normalized) of one table's source values that its translators, of any
    /// script, kept as they are: kept identical in at least `minimumLocales` tables that are
    /// being translated (`trustedIdenticalShare`) and in two thirds of those that have the key,
    /// name-shaped, and with no word the source also writes in lower case ("Reset" kept as a
    /// loanword by a few languages is a word, not a name). What a locale lacking such a key
    /// shows, the source's value, is what those translators wrote.
    package static func keptIdentical(_ tables: [PairTable]) -> Set<String> {
        let trusted = tables.filter { table in
            guard table.count > 0 else { return false }
            var identical = 0
            for index in 0..<table.count where table.isSameAsSource(index) { identical += 1 }
            return Double(identical) <= trustedIdenticalShare * Double(table.count)
        }
        let kept = keptByTranslators(trusted)
        guard let sourceTable = trusted.first, !kept.isEmpty else { return [] }
        let keptWords = kept.map { IdenticalValues.significantWords($0.value).map { $0.lowercased() } }
        let common = lowerCaseWords(sourceTable.sourceEntries, among: Set(keptWords.joined()))
        var names = Set<String>()
        for (item, words) in zip(kept, keptWords) where !words.contains(where: common.contains) { names.insert(item.name) }
        return names
    }

    /// Values kept identical in at least `minimumLocales` trusted other-script tables and in two
    /// thirds of those that have the key, name-shaped (with `among`: those of it), with their
    /// table and normalized text; `names` then keeps those whose words the source never writes
    /// in lower case.
    package static func keptByTranslators(_ trusted: [PairTable], among wanted: Set<String>? = nil) -> [(table: String, value: String, name: String)] {
        var present: [String: [Int32]] = [:]
        var kept: [String: [Int32]] = [:]
        var sources: [String: PairTable] = [:]
        for table in trusted {
            var presentCounts = present.removeValue(forKey: table.table) ?? [Int32](repeating: 0, count: table.sourceEntries.count)
            var keptCounts = kept.removeValue(forKey: table.table) ?? [Int32](repeating: 0, count: table.sourceEntries.count)
            guard presentCounts.count == table.sourceEntries.count else { continue }
            for index in 0..<table.count {
                let position = Int(table.positions[index].source)
                presentCounts[position] += 1
                if table.isSameAsSource(index) { keptCounts[position] += 1 }
            }
            present[table.table] = presentCounts
            kept[table.table] = keptCounts
            sources[table.table] = sources[table.table] ?? table
        }
        var found: [(table: String, value: String, name: String)] = []
        for (name, keptCounts) in kept.sorted(by: { $0.key < $1.key }) {
            guard let presentCounts = present[name], let table = sources[name] else { continue }
            for position in keptCounts.indices where Int(keptCounts[position]) >= minimumLocales {
                guard 3 * Int(keptCounts[position]) >= 2 * Int(presentCounts[position]) else { continue }
                let value = table.sourceEntries[position].value
                guard hasNameShape(value) else { continue }
                let normalizedValue = normalized(value)
                if let wanted, !wanted.contains(normalizedValue) { continue }
                found.append((name, value, normalizedValue))
            }
        }
        return found
    }

    /// The words the source writes in lower case somewhere: common words, not names.
    /// With `among`, only those of it.
    package static func lowerCaseWords(_ entries: [StringsEntry], among asked: Set<String>? = nil) -> Set<String> {
        var words = Set<String>()
        for entry in entries {
            for word in IdenticalValues.significantWords(entry.value) {
                if let first = word.unicodeScalars.first(where: \.isLetterFast), first.isLowercaseFast {
                    let lower = word.lowercased()
                    if asked?.contains(lower) ?? true { words.insert(lower) }
                }
            }
        }
        return words
    }

    package static func letters(of value: String, in script: Int, atLeast minimum: Int) -> Bool {
        var found = 0
        forEachScript(value) { letter in
            if letter == script { found += 1 }
            return found < minimum
        }
        return found >= minimum
    }

    /// Calls `body` with the script class of each letter of `value`, read from its UTF-8
    /// bytes (the scalar view's indices cost more than the classes), until `body` says stop.
    @inline(__always)
    package static func forEachScript(_ value: String, _ body: (Int) -> Bool) {
        value.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                let (scalar, length) = ValidUTF8.scalar(in: bytes, at: index)
                index &+= length
                let script: Int?
                if scalar < 0x80 {
                    script = (scalar | 0x20) &- 0x61 < 26 ? 0 : nil
                } else {
                    script = scriptClass(Unicode.Scalar(scalar).unsafelyUnwrapped)
                }
                if let script, !body(script) { return }
            }
        }
    }

    /// Lower-cased, with runs of white space made one space and the ends trimmed: how phrases
    /// are compared.
    package static func normalized(_ value: String) -> String { normalized(lowered: value.lowercased()) }

    package static func normalized(lowered: String) -> String {
        // ASCII text (most values) is split on its bytes: each character is one byte there
        // (`\r\n` too is white space either way), and splitting on characters asks Unicode's
        // tables of every one.
        if lowered.utf8.allSatisfy({ $0 < 0x80 }) {
            return lowered.utf8.split(whereSeparator: { $0 == 0x20 || $0 &- 0x09 < 5 })
                .map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        }
        return lowered.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Every maximal run of one to `maximumWords` words in `script` inside `value`, lower-cased.
    /// Read from the UTF-8 bytes, words kept as byte ranges and made Strings only for a run
    /// short enough to keep: walking the scalar view's indices was most of this analysis.
    /// With `among`, only the phrases in it are kept.
    package static func collectPhrases(_ value: String, script: Int, into phrases: inout Set<String>, among wanted: Set<String>? = nil) {
        value.withUTF8Bytes { bytes in
            var words: [Range<Int>] = []
            var wordStart: Int?
            var pendingSpace = false
            func endWord(at end: Int) {
                if let start = wordStart { words.append(start..<end) }
                wordStart = nil
            }
            func endRun(at end: Int) {
                endWord(at: end)
                // The whole run only: "Core Location" written in Cyrillic text says nothing
                // about "Location" alone.
                if !words.isEmpty && words.count <= maximumWords {
                    let phrase = lowerCasedPhrase(words, in: bytes)
                    if wanted?.contains(phrase) ?? true { phrases.insert(phrase) }
                }
                words.removeAll(keepingCapacity: true)
            }
            var index = 0
            while index < bytes.count {
                if script == 0, Self.isNeverLatin(lead: bytes[index]) {
                    // No letter of a Latin-script phrase, nor anything that continues a word:
                    // the run ends here, and the scalars like it after it are skipped undecoded
                    // (most of a Cyrillic, Greek, Hebrew, Arabic or Han translation).
                    pendingSpace = false
                    endRun(at: index)
                    repeat {
                        index &+= bytes[index] < 0xE0 ? 2 : 3
                    } while index < bytes.count && Self.isNeverLatin(lead: bytes[index])
                    continue
                }
                let (value, length) = ValidUTF8.scalar(in: bytes, at: index)
                let inScript: Bool
                if value < 0x80 {
                    inScript = script == 0 && (value | 0x20) &- 0x61 < 26
                } else {
                    inScript = blockClass(value) == script && Unicode.Scalar(value).unsafelyUnwrapped.isLetterFast
                }
                // Digits, `-`, `'`, `’`, `&` and `.` continue a word; they never start one.
                if inScript || (wordStart != nil && (value &- 0x30 < 10 || value == 0x2D || value == 0x27 || value == 0x2019 || value == 0x26 || value == 0x2E)) {
                    pendingSpace = false
                    if wordStart == nil { wordStart = index }
                } else if value == 0x20 && wordStart != nil && !pendingSpace {
                    endWord(at: index)
                    pendingSpace = true
                } else {
                    pendingSpace = false
                    endRun(at: index)
                }
                index &+= length
            }
            endRun(at: bytes.count)
        }
    }

    /// A lead byte of U+0280–U+07FF or U+3000–U+9FFF: blocks that hold no Latin letter (the
    /// Latin blocks of `blockClass` end at U+024F below them) and no character that continues
    /// a word in `collectPhrases`.
    @inline(__always)
    package static func isNeverLatin(lead: UInt8) -> Bool {
        (lead &- 0xCA) < 0x16 || (lead &- 0xE3) < 0x07
    }

    /// The words joined by single spaces, lower-cased: ASCII words byte by byte into one string
    /// (most phrases are), others as `String.lowercased()` has them.
    package static func lowerCasedPhrase(_ words: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let isASCII = words.allSatisfy { word in bytes[word].allSatisfy { $0 < 0x80 } }
        guard isASCII else {
            return words.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self).lowercased() }.joined(separator: " ")
        }
        var phrase: [UInt8] = []
        phrase.reserveCapacity(words.reduce(words.count - 1) { $0 + $1.count })
        for word in words {
            if !phrase.isEmpty { phrase.append(0x20) }
            for byte in bytes[word] { phrase.append(byte &- 0x41 < 26 ? byte | 0x20 : byte) }
        }
        return String(decoding: phrase, as: UTF8.self)
    }

    /// One to four words, none starting with a lower-case letter: "Home Hub", "Zeta Sync",
    /// "Kelvin"; not "Tap to retry" or "Delete".
    package static func hasNameShape(_ value: String) -> Bool { hasNameShape(words: IdenticalValues.significantWords(value)) }

    package static func hasNameShape(words: [Substring]) -> Bool {
        guard !words.isEmpty, words.count <= maximumWords else { return false }
        return words.allSatisfy { word in
            guard let first = word.unicodeScalars.first(where: \.isLetterFast) else { return true }
            return !first.isLowercaseFast
        }
    }

    /// The script most of a table's letters are in (of its translations, or of its source's
    /// values), as a script class; nil when it has too few letters to tell. Read off the
    /// values, not the locale's name: `sr-Latn`, `zh` and a mislabelled folder are what they
    /// contain.
    package static func dominantScript(_ table: PairTable, source: Bool) -> Int? {
        var counts = ScriptCounts()
        let limit = 4_000
        if source {
            for entry in table.sourceEntries where counts.letters < limit { counts.add(entry.value) }
        } else {
            for index in 0..<table.count where counts.letters < limit && !table.isSameAsSource(index) {
                counts.add(table.value(index))
            }
        }
        guard counts.letters >= 20 else { return nil }
        return counts.top
    }

    /// Letters per script class: the classes below 16 (the named blocks) in an array (a
    /// dictionary update per letter was most of the work), the other blocks in a dictionary.
    private struct ScriptCounts {
        var named = [Int](repeating: 0, count: 16)
        var other: [Int: Int] = [:]
        var letters = 0

        mutating func add(_ value: String) {
            // Counted into the array's storage directly: through the array, every letter pays
            // a uniqueness check.
            var found = 0
            var others: [Int] = []
            named.withUnsafeMutableBufferPointer { named in
                NameEvidence.forEachScript(value) { script in
                    if script < 16 { named[script] &+= 1 } else { others.append(script) }
                    found &+= 1
                    return true
                }
            }
            letters += found
            for script in others { other[script, default: 0] += 1 }
        }

        /// The class with the most letters; of equal counts, the lowest class.
        var top: Int? {
            var best: (script: Int, count: Int)?
            for (script, count) in named.enumerated() where count > 0 && count > (best?.count ?? 0) { best = (script, count) }
            for (script, count) in other where count > (best?.count ?? 0) || (count == best?.count && script < best!.script) {
                best = (script, count)
            }
            return best?.script
        }
    }

    /// A coarse script class by Unicode block: enough to tell Latin from Cyrillic, Greek,
    /// Arabic, Hebrew, the Indic scripts, Thai, Hangul and Han with kana, without a table of
    /// every script.
    package static func scriptClass(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value < 0x80 { return scalar.isLetterFast ? 0 : nil }
        guard scalar.isLetterFast else { return nil }
        return blockClass(value)
    }

    /// The script class of the block holding a non-ASCII scalar, letter or not: asking it first
    /// spares the letter test for scalars of other scripts.
    @inline(__always)
    package static func blockClass(_ value: UInt32) -> Int {
        switch value {
        case 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF5A: return 0
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return 1
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return 2
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return 3
        case 0x370...0x3FF, 0x1F00...0x1FFF: return 4
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return 5
        default: return 16 + Int(value >> 7)
        }
    }
}
