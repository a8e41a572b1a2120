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
/// `icu.plural-composed-text`: the text a reader sees once a branch is put into its format
/// key repeats a word at the seam: "Noch %#@count@ Zeichen übrig" with the branch
/// "%ld Zeichen" reads "Noch 5 Zeichen Zeichen übrig". Each branch is composed as Foundation
/// composes it, and only a repeat the source's composition does not have is reported.
package struct PluralComposedText: AuditRule {
    package let info = RuleDescription(
        id: "icu.plural-composed-text",
        title: "Plural branch repeats a word of its format key",
        area: .icu,
        defaultSeverity: .warning,
        summary: "Put into its format key, a plural branch repeats the word beside the variable (`Noch %#@count@ Zeichen übrig` with `%ld Zeichen` reads \"Noch 5 Zeichen Zeichen übrig\"): the word belongs in the key or in the branch, not both.",
        reference: References.appleStringsdict,
        triggering: [
            RuleExample("word in the key and in the branch", files: [
                ExampleTree.lproj("en", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                    "left", format: "%#@count@ left", branches: [("one", "%d character"), ("other", "%d characters")])),
                ExampleTree.lproj("de", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                    "left", format: "Noch %#@count@ Zeichen übrig", branches: [("one", "↓%d Zeichen"), ("other", "%d Zeichen")])),
            ]),
        ],
        nonTriggering: [
            RuleExample("the word only in the branch", files: [
                ExampleTree.lproj("en", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                    "left", format: "%#@count@ left", branches: [("one", "%d character"), ("other", "%d characters")])),
                ExampleTree.lproj("de", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                    "left", format: "Noch %#@count@ übrig", branches: [("one", "%d Zeichen"), ("other", "%d Zeichen")])),
            ]),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // A device's format key (the branch that names the substitutions) composes the same way.
        // The locales are worked out once, not per group: a hostile catalog has 100,000 device groups.
        let translationLocales = context.translationLocales
        for group in context.catalog.valueGroups {
            let source = group[context.sourceLocale]
            guard source != nil || group.device != nil else { continue }
            for locale in translationLocales {
                guard let table = group[locale] else { continue }
                let place = group.place(locale)
                for entry in table.plurals.entries where entry.shouldTranslate {
                    let sourceEntry = group.device == nil ? source?.plurals[entry.key] : context.sourceEntry(entry.key, in: group).plural
                    for variable in entry.variables where !variable.isWholeValue {
                        guard let seam = Self.seam(entry.formatKey, variable: variable.name) else { continue }
                        let sourceSeam = sourceEntry.flatMap { Self.seam($0.formatKey, variable: variable.name) }
                        let sourceVariable = sourceEntry?.variables.first { $0.name == variable.name }
                        for branch in variable.branches {
                            guard let word = Self.repeatedWord(seam, branch: branch.value) else { continue }
                            // The source repeating the same way is the source's wording.
                            if let sourceSeam, let sourceVariable,
                               sourceVariable.branches.contains(where: { Self.repeatedWord(sourceSeam, branch: $0.value) != nil }) { continue }
                            sink.emit(
                                "\"\(entry.key)\" in \(place.label), `\(branch.category)` of \(variable.name): reads \"\(word) \(word)\" once put into the format key",
                                subject: place.subject(entry.key, detail: "\(variable.name).\(branch.category)"),
                                at: branch.location, text: branch.value,
                                evidence: place.evidence + [Evidence("format key", entry.formatKey), Evidence("composed", seam.before + branch.value + seam.after)],
                                fix: "keep \"\(word)\" either in the format key or in the branches, not in both"
                            )
                            break
                        }
                    }
                }
            }
        }
    }

    /// The format key's text before and after the variable's specifier.
    package struct Seam {
        package var before: String
        package var after: String
    }

    package static func seam(_ formatKey: String, variable: String) -> Seam? {
        let parsed = FormatString.parse(formatKey)
        guard let specifier = parsed.specifiers.first(where: { $0.variableName == variable }) else { return nil }
        let scalars = Array(formatKey.unicodeScalars)
        let end = min(scalars.count, specifier.offset + specifier.text.unicodeScalars.count)
        return Seam(before: String(String.UnicodeScalarView(scalars[..<specifier.offset])),
                    after: String(String.UnicodeScalarView(scalars[end...])))
    }

    /// The word the branch ends with that the key continues with, or the word it starts with
    /// that the key ends with (compared ignoring case); nil when the seam repeats nothing.
    package static func repeatedWord(_ seam: Seam, branch: String) -> String? {
        if let last = words(branch).last, let next = words(seam.after).first, last.lowercased() == next.lowercased() {
            return last
        }
        if let first = words(branch).first, let previous = words(seam.before).last, first.lowercased() == previous.lowercased() {
            return first
        }
        return nil
    }

    /// Words of letters (at least two), outside format specifiers.
    package static func words(_ text: String) -> [String] {
        let scalars = ValueText.prose(text)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar.isLetterFast || (scalar == "-" && !current.isEmpty) {
                current.append(scalar)
            } else {
                if current.count >= 2 { words.append(String(current)) }
                current = String.UnicodeScalarView()
            }
        }
        if current.count >= 2 { words.append(String(current)) }
        return words
    }
}
