/// `l10n.unbalanced-brackets`: a bracket or quote left open or closed alone in a translation
/// whose source balances it (or has none): `熱門]` for "Popular", `(optional` or `„Save`. The
/// stray mark shows on screen, usually the remains of a placeholder or link the translator
/// half removed.
struct UnbalancedBrackets: AuditRule {
    let info = RuleDescription(
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
    struct Kind: Hashable {
        var name: String
        var opening: Set<Unicode.Scalar>
        var closing: Set<Unicode.Scalar>
        /// Quotes whose opening and closing mark depend on the language: only their number's
        /// parity means anything.
        var counted: Bool { closing.isEmpty }
    }

    static let kinds: [Kind] = [
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

    /// The kinds `value` leaves unbalanced, each with the first mark that shows it.
    static func unbalanced(_ value: String, skipBraces: Bool = false) -> [(kind: Kind, mark: Unicode.Scalar)] {
        let scalars = Array(value.unicodeScalars)
        var found: [(Kind, Unicode.Scalar)] = []
        for kind in kinds {
            if skipBraces && kind.name == "{ }" { continue }
            if kind.counted {
                var count = 0
                var first: Unicode.Scalar?
                var singleOpener = false
                for (index, scalar) in scalars.enumerated() where kind.opening.contains(scalar) {
                    if kind.name == "‘ ’" {
                        // A mark between letters is an apostrophe (`l’app`, `n‘a`) or a letter
                        // (Uzbek `o‘`, `g‘`), not a quote.
                        let before = index > 0 && scalars[index - 1].isLetterFast
                        let after = index + 1 < scalars.count && scalars[index + 1].isLetterFast
                        if before && after { continue }
                        if scalar != "’" { singleOpener = true }
                    }
                    count += 1
                    if first == nil { first = scalar }
                }
                // Single quotes count only where a mark that only quotes (‘ ‚) shows they are
                // used as quotes at all: `’` alone is an apostrophe in too many languages.
                if kind.name == "‘ ’" && !singleOpener { continue }
                if count % 2 == 1, let first { found.append((kind, first)) }
            } else {
                var depth = 0
                var stray: Unicode.Scalar?
                for (index, scalar) in scalars.enumerated() {
                    let opens = kind.opening.contains(scalar), closes = kind.closing.contains(scalar)
                    guard opens || closes else { continue }
                    if Self.isEmoticon(scalars, at: index) { continue }
                    if opens {
                        depth += 1
                        if depth == 1 && stray == nil { stray = scalar }
                    } else if depth == 0 {
                        stray = scalar
                        depth = -1
                        break
                    } else {
                        depth -= 1
                        if depth == 0 { stray = nil }
                    }
                }
                if depth != 0, let stray { found.append((kind, stray)) }
            }
        }
        return found
    }

    /// `:)`, `;-)`, `:(`, `(:`: a face, not a bracket.
    static func isEmoticon(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
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

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
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
