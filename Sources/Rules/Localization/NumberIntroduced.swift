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
        summary: "The source is formatted (it holds a format specifier, positional ones such as `%1$@` included) and writes no digit, while the translation writes a number of its own (digits of any script, standing alone: not part of a word such as `3D` or `H2O`, nor of a character reference such as `&#39;`). The app passes its numbers as arguments, so a number typed into the translation is fixed text: a year, a count or a price that will not change with the data. A number the source spells as an English word is no number introduced: `1` for \"a\" or \"one\" (Chinese `1 个消息` for \"a message\"), `2` for \"two\" or \"both\".",
        reference: References.appleFormatSpecifiers,
        triggering: [
            RuleExample("a year where the source takes an argument", files: pairExample("In %@ you listened to %d songs", "ca", "L'any 2022 vas escoltar %d cançons")),
            RuleExample("a digit typed after a positional specifier", files: pairExample("You renamed %1$@ to %2$@", "zh-Hant", "您將 %1$@1 重新命名為 %2$@")),
        ],
        nonTriggering: [
            RuleExample("a number the source spells as a word (a, one)", files: ExampleTree.strings([
                "en": "\"a\" = \"%1$@ pinned a message\";\n\"b\" = \"%@ uses one or more devices\";\n",
                "zh-Hans": "\"a\" = \"%1$@ 置顶了 1 个消息\";\n\"b\" = \"%@ 正在使用至少 1 个设备\";\n",
            ])),
            RuleExample("numbers only as arguments, or inside words", files: ExampleTree.strings([
                "en": "\"a\" = \"%d songs in %@\";\n\"b\" = \"Export %@ as 3D model\";\n\"c\" = \"2 items\";\n\"d\" = \"%@ made changes\";\n",
                "ca": "\"a\" = \"%d cançons a %@\";\n\"b\" = \"Exporta %@ com a model 3D\";\n\"c\" = \"2 elements\";\n\"d\" = \"%@ ha fet canvis d&#39;estil\";\n",
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
            // `&#39;`: the digits of a character reference name a character, not a number.
            let reference = index >= 2 && scalars[index - 1] == "#" && scalars[index - 2] == "&" && end < scalars.count && scalars[end] == ";"
            if !letterBefore && !letterAfter && !reference {
                numbers.append(String(String.UnicodeScalarView(scalars[index..<end])))
            }
            index = end
        }
        return numbers
    }

    /// English words for small numbers (`a`/`an` count as one): a translation may write as a
    /// digit what the source spells, as Chinese writes "a message" `1 个消息`.
    package static let numberWords: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "single": 1, "once": 1, "two": 2, "both": 2, "twice": 2, "pair": 2, "three": 3,
        "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "dozen": 12,
        "hundred": 100, "thousand": 1000,
    ]

    /// The values of the number words in `value` (case-insensitive, whole words).
    package static func spelledNumbers(_ value: String) -> Set<Int> {
        var found = Set<Int>()
        for word in value.lowercased().split(whereSeparator: { !$0.isLetter }) {
            if let number = numberWords[String(word)] { found.insert(number) }
        }
        return found
    }

    /// A number written with digits only (of one script), as an integer; nil with separators.
    package static func integerValue(_ number: String) -> Int? {
        var total = 0
        for scalar in number.unicodeScalars {
            guard let digit = ValueText.digitValue(scalar), total < 100_000_000 else { return nil }
            total = total * 10 + digit
        }
        return number.isEmpty ? nil : total
    }

    /// Whether `value` writes any digit outside specifiers and placeholders.
    package static func hasDigit(_ value: String) -> Bool {
        ValueText.prose(value).contains { ValueText.digitValue($0) != nil }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        forEachTranslatedPair(context, whereShapes: { source, value in
            // A digit in the source may be a positional specifier's (`%1$@`): only its prose says.
            source.mayHoldSpecifier && (value.hasDigit || value.hasNonASCII) && !value.isBlank
        }) { place, source, entry in
            let parsed = FormatString.parse(source.value)
            guard parsed.specifiers.contains(where: { !$0.isAmbiguous }), !Self.hasDigit(source.value) else { return }
            var numbers = Self.standaloneNumbers(entry.value)
            guard !numbers.isEmpty else { return }
            let spelled = Self.spelledNumbers(source.value)
            numbers.removeAll { number in Self.integerValue(number).map(spelled.contains) ?? false }
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
