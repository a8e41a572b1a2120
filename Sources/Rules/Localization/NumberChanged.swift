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
/// `l10n.number-changed`: a number of the source replaced by another in the translation
/// ("3 Days" → "4 Días"). A number spelled out in words, regrouped ("1,000" → "1.000") or
/// written in the locale's digits ("٣") is fine; only a digit sequence that is gone while
/// another appeared is reported, which keeps this quiet where a digits-only check is noise.
package struct NumberChanged: AuditRule {
    package let info = RuleDescription(
        id: "l10n.number-changed",
        title: "Number differs from the source",
        area: .localization,
        // A note: on the shared corpora its only findings were "Last 90 days" written as
        // "3 months", which is a translator's choice (docs/precision.md).
        defaultSeverity: .note,
        summary: "A number the source writes in digits is missing from the translation while a different one appears (`3 Days` → `4 Días`, `Row 3` → `Рядок 1`). Numbers compare by value: spelled out as words, other group or decimal separators (`1,000`, `1.000`, `1 000` with a space, NBSP or narrow NBSP), a decimal or version with a trailing zero (`3` and `3.0`, `3.5` and `3,5`), and the locale's own digits (`٣٫٥`, `۳`) are fine. Format specifiers and `{…}` placeholders are not numbers.",
        reference: References.appleLocalization,
        triggering: [
            RuleExample("different number", files: pairExample("Free for 3 days", "Kostenlos für 4 Tage")),
            RuleExample("another script", files: pairExample("Row 3", "uk", "Рядок 1")),
            RuleExample("a decimal that changed value", files: pairExample("Needs 3.5 GB", "fr", "Nécessite 5,3 Go")),
        ],
        nonTriggering: [
            RuleExample("spelled out", files: pairExample("Free for 3 days", "Drei Tage kostenlos", marked: false)),
            RuleExample("regrouped, reordered and specifiers", files: pairExample("%1$d of 1,000 items (step 2)", "Schritt 2: %1$d von 1.000 Elementen", marked: false)),
            RuleExample("the locale's digits and a time", files: pairExample("Opens at 12:00 in 3 days", "ar", "يفتح في ١٢:٠٠ بعد ٣ أيام", marked: false)),
            RuleExample("a version and decimals by value", files: pairExample("Version 3 needs 3.5 GB", "he", "גרסה 3.0 דורשת 3,5 GB", marked: false)),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // A pair whose source has no digit, or whose translation has none and is plain ASCII, is
        // ruled out by the shapes without reading either value.
        forEachTranslatedPair(
            context, whereShapes: { source, value in source.hasDigit && (value.hasDigit || value.hasNonASCII) }, andValues: Self.mayDiffer
        ) { place, source, entry in
            let (before, after) = (NumberReading.all(in: source.value), NumberReading.all(in: entry.value))
            // The same digits in the same order, grouped differently ("12:00" and "12.00"), are
            // the same numbers.
            guard before.map(\.digits).joined() != after.map(\.digits).joined() else { return }
            // Numbers compare by value: "3" and "3.0", "3.5" and "3,5", "1,000" and "1 000".
            let missing = before.filter { number in !after.contains { $0.sameNumber(as: number) } }.map(\.digits)
            let added = after.filter { number in !before.contains { $0.sameNumber(as: number) } }.map(\.digits)
            guard !missing.isEmpty, !added.isEmpty else { return }
            let (beforeText, afterText) = (before.map(\.digits), after.map(\.digits))
            sink.emit(
                "\"\(entry.key)\" in \(place.label): the source's \(Self.list(missing)) became \(Self.list(added))",
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value), Evidence("source numbers", beforeText.joined(separator: ", ")),
                           Evidence("numbers here", afterText.joined(separator: ", "))],
                fix: "use the source's numbers (\(Self.list(missing))), or a placeholder if the number varies"
            )
        }
    }

    /// The cheap test before the full reading: the source writes an ASCII digit, and the
    /// translation's ASCII digits are not the source's in the same order (the usual case)
    /// nor absent while the value is plain ASCII (then a number can only be spelled out).
    package static func mayDiffer(_ source: String, _ value: String) -> Bool {
        let sourceDigits = asciiDigits(source)
        guard !sourceDigits.digits.isEmpty else { return false }
        let digits = asciiDigits(value)
        if digits.digits == sourceDigits.digits { return false }
        return !(digits.digits.isEmpty && digits.plainASCII)
    }

    package static func asciiDigits(_ value: String) -> (digits: [UInt8], plainASCII: Bool) {
        value.withUTF8Bytes { bytes in
            var digits: [UInt8] = []
            var plain = true
            for byte in bytes {
                if byte >= 0x30 && byte <= 0x39 { digits.append(byte) } else if byte >= 0x80 { plain = false }
            }
            return (digits, plain)
        }
    }

    package static func list(_ numbers: [String]) -> String {
        var seen = Set<String>()
        return numbers.filter { seen.insert($0).inserted }.joined(separator: ", ")
    }
}
