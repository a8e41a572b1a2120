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
/// `l10n.unbalanced-brackets`: a bracket or quote left open or closed alone in a translation
/// whose source balances it (or has none): `熱門]` for "Popular", `(optional` or `„Save`. The
/// stray mark shows on screen, usually the remains of a placeholder or link the translator
/// half removed.
package struct UnbalancedBrackets: AuditRule {
    package let info = RuleDescription(
        id: "l10n.unbalanced-brackets",
        title: "Bracket or quote left unbalanced",
        area: .localization,
        defaultSeverity: .warning,
        summary: "The translation opens a bracket it never closes, or closes one it never opened, or has an odd number of quotes, where the source is balanced. Brackets pair with their fullwidth forms (`(` with `）`); CJK brackets `「」『』【】《》〈〉〔〕` pair among themselves. Quotes are counted by kind, whichever way a language turns them (`„…“`, `“…”`, `”…”`, `«…»`, `»…«`, `‚…‘`); a mark between letters (`l’app`, `don’t`, Uzbek `o‘`) is not a quote, and ASCII `'` is never counted. Emoticons (`:)`) are not brackets.",
        reference: References.appleLocalization,
        triggering: [
            RuleExample("a closing bracket the source does not have", files: pairExample("Popular", "zh-Hant", "熱門]")),
            RuleExample("a quote left open", files: pairExample("Tap “Save”", "Tippe auf „Sichern")),
        ],
        nonTriggering: [
            RuleExample("other brackets and quotes, balanced", files: ExampleTree.strings([
                "en": "\"a\" = \"Name (optional)\";\n\"b\" = \"Tap “Save”\";\n\"c\" = \"Don’t show again\";\n\"d\" = \"Edit poll\";\n",
                "de": "\"a\" = \"Name（optional）\";\n\"b\" = \"Tippe auf „Sichern“\";\n\"c\" = \"Nicht mehr zeigen :)\";\n",
                "fr": "\"a\" = \"Nom (facultatif)\";\n\"b\" = \"Touchez « Enregistrer »\";\n\"c\" = \"Ne plus afficher l’alerte\";\n",
                "uz": "\"d\" = \"So‘rovnomani tahrirlash\";\n",
                "hu": "\"b\" = \"Koppints: „Mentés\\\"\";\n",
                "ja": "\"a\" = \"名前（任意）\";\n\"b\" = \"「保存」をタップ\";\n\"c\" = \"今後表示しない\";\n",
            ])),
            RuleExample("the source is unbalanced too", files: pairExample("1) Open the app", "1) Öffne die App", marked: false)),
        ]
    )

    /// A kind of bracket or quote: paired marks nest, quotes only count.
    package struct Kind: Hashable {
        package var name: String
        package var opening: Set<Unicode.Scalar>
        package var closing: Set<Unicode.Scalar>
        /// Quotes whose opening and closing mark depend on the language: only their number's
        /// parity means anything.
        package var counted: Bool { closing.isEmpty }
    }

    package static let kinds: [Kind] = [
        Kind(name: "( )", opening: ["(", "（"], closing: [")", "）"]),
        Kind(name: "[ ]", opening: ["[", "［"], closing: ["]", "］"]),
        Kind(name: "{ }", opening: ["{", "｛"], closing: ["}", "｝"]),
        Kind(name: "【 】", opening: ["【"], closing: ["】"]),
        Kind(name: "「 」", opening: ["「", "｢"], closing: ["」", "｣"]),
        Kind(name: "『 』", opening: ["『"], closing: ["』"]),
        Kind(name: "《 》", opening: ["《"], closing: ["》"]),
        Kind(name: "〈 〉", opening: ["〈"], closing: ["〉"]),
        Kind(name: "〔 〕", opening: ["〔"], closing: ["〕"]),
        Kind(name: "« »", opening: ["«", "»"], closing: []),
        Kind(name: "‹ ›", opening: ["‹", "›"], closing: []),
        // A straight `"` may close what `„` or `“` opened: one kind of double quote.
        Kind(name: "“ ”", opening: ["“", "”", "„", "‟", "\""], closing: []),
        Kind(name: "‘ ’", opening: ["‘", "’", "‚", "‛"], closing: []),
    ]

    /// Whether the UTF-8 bytes hold any mark of `kinds`: most values hold none, and this runs
    /// for every translated value of a catalog. ASCII brackets and `"`; `«` `»` (C2 AB/BB);
    /// quotes `‘` to `‟` and `‹` `›` (E2 80 98–9F, B9–BA); CJK brackets `〈` to `〕` (E3 80
    /// 88–95); fullwidth and halfwidth forms (EF BC/BD).
    package static func mayHoldMark(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte == 0x28 || byte == 0x29 || byte == 0x5B || byte == 0x5D || byte == 0x7B || byte == 0x7D || byte == 0x22 { return true }
                } else if index + 1 < count {
                    let next = bytes[index + 1]
                    switch byte {
                    case 0xC2: if next == 0xAB || next == 0xBB { return true }
                    case 0xE2: if next == 0x80, index + 2 < count, (0x98...0x9F).contains(bytes[index + 2]) || bytes[index + 2] == 0xB9 || bytes[index + 2] == 0xBA { return true }
                    case 0xE3: if next == 0x80, index + 2 < count, (0x88...0x95).contains(bytes[index + 2]) { return true }
                    case 0xEF: if next == 0xBC || next == 0xBD { return true }
                    default: break
                    }
                }
                index += 1
            }
            return false
        }
    }

    /// The kinds `value` leaves unbalanced, each with the first mark that shows it.
    package static func unbalanced(_ value: String, skipBraces: Bool = false) -> [(kind: Kind, mark: Unicode.Scalar)] {
        guard mayHoldMark(value) else { return [] }
        let scalars = Array(value.unicodeScalars)
        // One pass over the value for every kind at once.
        var depth = [Int](repeating: 0, count: kinds.count)
        var stray = [Unicode.Scalar?](repeating: nil, count: kinds.count)
        var broken = [Bool](repeating: false, count: kinds.count)
        var singleOpener = false
        for (index, scalar) in scalars.enumerated() {
            guard let (number, opens) = markKinds[scalar] else { continue }
            let kind = kinds[number]
            if skipBraces && kind.name == "{ }" { continue }
            if kind.counted {
                if kind.name == "‘ ’" {
                    // A mark between letters is an apostrophe (`l’app`, `n‘a`) or a letter
                    // (Uzbek `o‘`, `g‘`), not a quote.
                    let before = index > 0 && scalars[index - 1].isLetterFast
                    let after = index + 1 < scalars.count && scalars[index + 1].isLetterFast
                    if before && after { continue }
                    if scalar != "’" { singleOpener = true }
                }
                depth[number] += 1
                if stray[number] == nil { stray[number] = scalar }
                continue
            }
            guard !broken[number], !isEmoticon(scalars, at: index) else { continue }
            if opens {
                depth[number] += 1
                if depth[number] == 1 && stray[number] == nil { stray[number] = scalar }
            } else if depth[number] == 0 {
                stray[number] = scalar
                broken[number] = true
            } else {
                depth[number] -= 1
                if depth[number] == 0 { stray[number] = nil }
            }
        }
        var found: [(Kind, Unicode.Scalar)] = []
        for (number, kind) in kinds.enumerated() {
            guard let mark = stray[number] else { continue }
            if kind.counted {
                // Single quotes count only where a mark that only quotes (‘ ‚) shows they are
                // used as quotes at all: `’` alone is an apostrophe in too many languages.
                if kind.name == "‘ ’" && !singleOpener { continue }
                if depth[number] % 2 == 1 { found.append((kind, mark)) }
            } else if broken[number] || depth[number] != 0 {
                found.append((kind, mark))
            }
        }
        return found
    }

    /// Each mark's kind (its position in `kinds`) and whether it opens.
    package static let markKinds: [Unicode.Scalar: (Int, Bool)] = {
        var table: [Unicode.Scalar: (Int, Bool)] = [:]
        for (number, kind) in kinds.enumerated() {
            for mark in kind.opening { table[mark] = (number, true) }
            for mark in kind.closing { table[mark] = (number, false) }
        }
        return table
    }()

    /// `:)`, `;-)`, `:(`, `(:`: a face, not a bracket.
    package static func isEmoticon(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let eyes: Set<Unicode.Scalar> = [":", ";", "="]
        var before = index - 1
        if before >= 0, scalars[before] == "-" { before -= 1 }
        if before >= 0, eyes.contains(scalars[before]) {
            // `(a: b)`: a colon after a word and a space before the bracket is not a face.
            return before + 1 == index || scalars[before + 1] == "-"
        }
        if index + 1 < scalars.count, eyes.contains(scalars[index + 1]), scalars[index] == "(" { return index + 2 >= scalars.count || scalars[index + 2].isWhitespaceFast }
        return false
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        forEachTranslatedPair(context, whereShapes: { _, value in value.mayHoldBrackets && !value.isBlank }) { place, source, entry in
            let icu = looksLikeICUMessage(source.value)
            let stray = Self.unbalanced(entry.value, skipBraces: icu)
            guard !stray.isEmpty else { return }
            let sourceKinds = Set(Self.unbalanced(source.value, skipBraces: icu).map(\.kind))
            let new = stray.filter { !sourceKinds.contains($0.kind) }
            guard let first = new.first else { return }
            let what = first.kind.counted
                ? "an odd number of \(first.kind.name) quotes (the first `\(first.mark)`)"
                : (first.kind.closing.contains(first.mark) ? "`\(first.mark)` closes a bracket never opened" : "`\(first.mark)` opens a bracket never closed")
            sink.emit(
                "\"\(entry.key)\" in \(place.label): \(what), and the source's \(first.kind.name) are balanced"
                    + (new.count > 1 ? " (and \(new.count - 1) more kind\(new.count > 2 ? "s" : ""))" : ""),
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value), Evidence("unbalanced", new.map(\.kind.name).joined(separator: ", "))],
                fix: "close or remove the stray `\(first.mark)`, as the source reads"
            )
        }
    }
}
