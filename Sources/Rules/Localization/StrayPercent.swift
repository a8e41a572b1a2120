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
/// `l10n.stray-percent`: a percent sign the user sees where the source shows none, or twice
/// where the source shows one. `String(format:)` prints `%%` as one `%`; a translator who writes
/// the number out in words (`五折`, "half price") and keeps the source's `%%` leaves a `%`
/// belonging to no number (`首年享五折優惠%`). A value that is never formatted prints `%%`
/// as it is: when the source writes a bare `%` ("50% off", which no formatted string could
/// hold), a translation with `%%` shows both signs.
package struct StrayPercent: AuditRule {
    package let info = RuleDescription(
        id: "l10n.stray-percent",
        title: "Percent sign left without its number",
        area: .localization,
        defaultSeverity: .warning,
        summary: "In a formatted value (the source holds a specifier or `%%`) whose every `%%` stands next to a number or a specifier, the translation has a `%%` next to neither: the number was written out or dropped, and users see a lone `%`. Or the source is plain text with a bare `%` (so it is not formatted) and the translation writes `%%`, which then shows as `%%`. Digits of any script count as numbers; spaces, including NBSP, may stand between.",
        reference: References.appleFormatSpecifiers,
        triggering: [
            RuleExample("the number written out, its %% kept", files: pairExample("%d%% off the first year", "zh-Hant", "首年享五折優惠%%")),
            RuleExample("%% in a value that is never formatted", files: pairExample("Save 50% today", "fr", "Économisez 50 %% aujourd’hui")),
        ],
        nonTriggering: [
            RuleExample("the sign kept next to its number", files: ExampleTree.strings([
                "en": "\"a\" = \"%d%% charged\";\n\"b\" = \"%1$@: %2$d%%\";\n\"c\" = \"Save 50% today\";\n",
                "de": "\"a\" = \"%d %% geladen\";\n\"b\" = \"%1$@: %2$d %%\";\n\"c\" = \"Heute 50 % sparen\";\n",
                "tr": "\"a\" = \"%%%d şarj edildi\";\n\"b\" = \"%1$@: %%%2$d\";\n\"c\" = \"Bugün %50 tasarruf edin\";\n",
            ])),
        ]
    )

    /// The `%%` of a value, by the scalar offset of their first `%`, each with whether a number
    /// or a specifier stands next to it.
    package static func escapedPercents(_ value: String) -> [(offset: Int, attached: Bool)] {
        let scalars = Array(value.unicodeScalars)
        let parsed = FormatString.parse(value)
        // Every scalar that belongs to a specifier.
        var inSpecifier = [Bool](repeating: false, count: scalars.count)
        for specifier in parsed.specifiers {
            let end = min(scalars.count, specifier.offset + specifier.text.unicodeScalars.count)
            if specifier.offset < end { for index in specifier.offset..<end { inSpecifier[index] = true } }
        }
        func numeric(_ index: Int) -> Bool { inSpecifier[index] || ValueText.digitValue(scalars[index]) != nil }
        func spacing(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\u{A0}" || scalar == "\u{202F}" || scalar == "\u{2009}" }
        var found: [(Int, Bool)] = []
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "%", scalars[index + 1] == "%", !inSpecifier[index] else {
                index += 1
                continue
            }
            var before = index - 1
            while before >= 0, spacing(scalars[before]) { before -= 1 }
            var after = index + 2
            while after < scalars.count, spacing(scalars[after]) { after += 1 }
            // `%%%d`: the next `%` starts a specifier.
            let attached = (before >= 0 && numeric(before)) || (after < scalars.count && numeric(after))
            found.append((index, attached))
            index += 2
        }
        return found
    }

    /// Whether two `%` bytes follow each other: without them the value holds no `%%`, and the
    /// search by characters (which a hostile catalog's 100,000 values each paid) is skipped.
    private static func mayHoldEscapedPercent(_ value: String) -> Bool {
        var previous: UInt8 = 0
        for byte in value.utf8 {
            if byte == UInt8(ascii: "%") && previous == UInt8(ascii: "%") { return true }
            previous = byte
        }
        return false
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        forEachTranslatedPair(context, whereShapes: { source, value in source.hasPercentByte && value.hasPercentByte && !value.isBlank }) { place, source, entry in
            guard Self.mayHoldEscapedPercent(entry.value), entry.value.contains("%%") else { return }
            let parsed = FormatString.parse(source.value)
            let message: String
            let fix: String
            if parsed.looksLikeFormat {
                let sourceSigns = Self.escapedPercents(source.value)
                guard !sourceSigns.isEmpty, sourceSigns.allSatisfy(\.attached) else { return }
                guard Self.escapedPercents(entry.value).contains(where: { !$0.attached }) else { return }
                message = "\"\(entry.key)\" in \(place.label): a `%%` stands next to no number or specifier, while the source's percent signs all follow their number: users see a lone %"
                fix = "keep the percent sign with its number (the specifier), or drop the %% if the number is written out in words"
            } else {
                message = "\"\(entry.key)\" in \(place.label): `%%` in a value whose source writes a bare % and so is not formatted: users see %%"
                fix = "write a single % as the source does"
            }
            sink.emit(
                message,
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value)],
                fix: fix
            )
        }
    }
}
