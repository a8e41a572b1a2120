/// `l10n.number-changed`: a number of the source replaced by another in the translation
/// ("3 Days" → "4 Días"). A number spelled out in words, regrouped ("1,000" → "1.000") or
/// written in the locale's digits ("٣") is fine; only a digit sequence that is gone while
/// another appeared is reported, which keeps this quiet where a digits-only check is noise.
struct NumberChanged: AuditRule {
    let info = RuleDescription(
        id: "l10n.number-changed",
        title: "Number differs from the source",
        area: .localization,
        defaultSeverity: .warning,
        summary: "A number the source writes in digits is missing from the translation while a different one appears (`3 Days` → `4 Días`, `Row 3` → `Рядок 1`). Numbers spelled out as words, other group or decimal separators, and the locale's own digits are fine. Format specifiers and `{…}` placeholders are not numbers.",
        reference: References.appleLocalization,
        triggering: [
            RuleExample("different number", files: pairExample("Free for 3 days", "Kostenlos für 4 Tage")),
            RuleExample("another script", files: pairExample("Row 3", "uk", "Рядок 1")),
        ],
        nonTriggering: [
            RuleExample("spelled out", files: pairExample("Free for 3 days", "Drei Tage kostenlos", marked: false)),
            RuleExample("regrouped, reordered and specifiers", files: pairExample("%1$d of 1,000 items (step 2)", "Schritt 2: %1$d von 1.000 Elementen", marked: false)),
            RuleExample("the locale's digits and a time", files: pairExample("Opens at 12:00 in 3 days", "ar", "يفتح في ١٢:٠٠ بعد ٣ أيام", marked: false)),
        ]
    )

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // A pair whose source has no digit, or whose translation has none and is plain ASCII, is
        // ruled out by the shapes without reading either value.
        forEachTranslatedPair(
            context, whereShapes: { source, value in source.hasDigit && (value.hasDigit || value.hasNonASCII) }, andValues: Self.mayDiffer
        ) { place, source, entry in
            let (before, after) = (ValueText.numbers(source.value), ValueText.numbers(entry.value))
            // The same digits, grouped differently ("12:00" and "12.00"), are the same numbers.
            guard before.joined().sorted() != after.joined().sorted() else { return }
            let missing = before.filter { !after.contains($0) }
            let added = after.filter { !before.contains($0) }
            guard !missing.isEmpty, !added.isEmpty else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label): the source's \(Self.list(missing)) became \(Self.list(added))",
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value), Evidence("source numbers", before.joined(separator: ", ")),
                           Evidence("numbers here", after.joined(separator: ", "))],
                fix: "use the source's numbers (\(Self.list(missing))), or a placeholder if the number varies"
            )
        }
    }

    /// The cheap test before the full reading: the source writes an ASCII digit, and the
    /// translation's ASCII digits are not the source's in the same order (the usual case)
    /// nor absent while the value is plain ASCII (then a number can only be spelled out).
    static func mayDiffer(_ source: String, _ value: String) -> Bool {
        let sourceDigits = asciiDigits(source)
        guard !sourceDigits.digits.isEmpty else { return false }
        let digits = asciiDigits(value)
        if digits.digits == sourceDigits.digits { return false }
        return !(digits.digits.isEmpty && digits.plainASCII)
    }

    static func asciiDigits(_ value: String) -> (digits: [UInt8], plainASCII: Bool) {
        value.withUTF8Bytes { bytes in
            var digits: [UInt8] = []
            var plain = true
            for byte in bytes {
                if byte >= 0x30 && byte <= 0x39 { digits.append(byte) } else if byte >= 0x80 { plain = false }
            }
            return (digits, plain)
        }
    }

    static func list(_ numbers: [String]) -> String {
        var seen = Set<String>()
        return numbers.filter { seen.insert($0).inserted }.joined(separator: ", ")
    }
}
