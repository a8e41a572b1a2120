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
/// `l10n.number-introduced`: a number written into a translation whose formatted source has
/// none. Where the source takes every number as an argument ("In %@ you listened to …"), a
/// number in the translation ("L'any 2022 …") is one the app does not supply: it is right on
/// the day it was translated and wrong ever after, or it is a value from the translator's
/// screenshot.
package struct NumberIntroduced: AuditRule {
    package let info = RuleDescription(
        id: "l10n.number-introduced",
        title: "Number the formatted source does not have",
        area: .localization,
        defaultSeverity: .warning,
        summary: "The source is formatted (it holds a format specifier) and writes no digit, while the translation writes a number of its own (digits of any script, standing alone: not part of a word such as `3D` or `H2O`). The app passes its numbers as arguments, so a number typed into the translation is fixed text: a year, a count or a price that will not change with the data.",
        reference: References.appleFormatSpecifiers,
        triggering: [
            RuleExample("a year where the source takes an argument", files: pairExample("In %@ you listened to %d songs", "ca", "L'any 2022 vas escoltar %d cançons")),
        ],
        nonTriggering: [
            RuleExample("numbers only as arguments, or inside words", files: ExampleTree.strings([
                "en": "\"a\" = \"%d songs in %@\";\n\"b\" = \"Export %@ as 3D model\";\n\"c\" = \"2 items\";\n",
                "ca": "\"a\" = \"%d cançons a %@\";\n\"b\" = \"Exporta %@ com a model 3D\";\n\"c\" = \"2 elements\";\n",
            ])),
        ]
    )

    /// The numbers standing alone in `value`'s prose (outside specifiers and `{…}`).
    package static func standaloneNumbers(_ value: String) -> [String] {
        let scalars = ValueText.prose(value)
        var numbers: [String] = []
        var index = 0
        while index < scalars.count {
            guard ValueText.digitValue(scalars[index]) != nil else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, ValueText.digitValue(scalars[end]) != nil
                || (ValueText.isNumberSeparator(scalars[end]) && end + 1 < scalars.count && ValueText.digitValue(scalars[end + 1]) != nil) {
                end += 1
            }
            let letterBefore = index > 0 && scalars[index - 1].isLetterFast
            let letterAfter = end < scalars.count && scalars[end].isLetterFast
            if !letterBefore && !letterAfter {
                numbers.append(String(String.UnicodeScalarView(scalars[index..<end])))
            }
            index = end
        }
        return numbers
    }

    /// Whether `value` writes any digit outside specifiers and placeholders.
    package static func hasDigit(_ value: String) -> Bool {
        ValueText.prose(value).contains { ValueText.digitValue($0) != nil }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        forEachTranslatedPair(context, whereShapes: { source, value in
            source.mayHoldSpecifier && !source.hasDigit && (value.hasDigit || value.hasNonASCII) && !value.isBlank
        }) { place, source, entry in
            let parsed = FormatString.parse(source.value)
            guard parsed.specifiers.contains(where: { !$0.isAmbiguous }), !Self.hasDigit(source.value) else { return }
            let numbers = Self.standaloneNumbers(entry.value)
            guard !numbers.isEmpty else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label) writes \(numbers.map { "\"\($0)\"" }.joined(separator: ", ")), and its formatted source has no number: the app does not supply it",
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value), Evidence("numbers here", numbers.joined(separator: ", "))],
                fix: "use the source's specifier for the number, or write it as the source does (in words)"
            )
        }
    }
}
