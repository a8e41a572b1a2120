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
private func icuPlural(_ locale: String, _ message: String) -> [String: String] {
    var tables = ["en": "\"k\" = \"{count, plural, one {# item} other {# items}}\";\n"]
    tables[locale] = "\"k\" = \"\(message)\";\n"
    return ExampleTree.strings(tables)
}

/// `icu.plural-missing-category`: a plural lacks a category the locale's CLDR rules use.
package struct PluralMissingCategory: AuditRule {
    package var reads: SharedAnalysis { [.icuMessages, .pluralArguments] }
    package let info = RuleDescription(
        id: "icu.plural-missing-category",
        title: "Plural category the locale needs is missing",
        area: .icu,
        defaultSeverity: .error,
        summary: "The locale's CLDR plural rules (from ICU) select a category the plural does not provide, so those numbers fall back to `other`: Russian and Polish need `few` and `many`, Arabic six forms. Explicit `=n` branches count where they cover the category's only number. A category that selects no whole number below 1,000 (French or Portuguese `many`, used for millions: `other` covers every count users see) is a note, and so is a missing `many` where `other` selects no whole number (Russian, Polish, Ukrainian: `other` is only the fallback and holds the many-form), unless `other` is still the source's text. So are a missing `one` alone beside a translated `other` (many languages use one form after any numeral, and translators leave `one` out on purpose) and a category the source's own plural leaves out too (a text shown only for several items). A missing `other` is reported by `icu.missing-other`.",
        reference: References.cldrPlurals,
        triggering: [
            RuleExample("Russian without few and many", files: icuPlural("ru", "↓{count, plural, one {# файл} other {# файла}}")),
            RuleExample("Polish stringsdict without few", files: ExampleStringsDict.files([
                "en": [("one", "%d file"), ("other", "%d files")],
                "pl": [("one", "%d plik"), ("many", "%d plików"), ("other", "%d pliku")],
            ], markingVariableIn: ["pl"])),
            RuleExample("Arabic with English's two forms", files: icuPlural("ar", "↓{count, plural, one {ملف واحد} other {# ملفات}}")),
            RuleExample("Russian String Catalog without few and many", files: ["Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
                  "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},
                                                "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},
                  "ru":{↓"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld файл"}},
                                                "other":{"stringUnit":{"state":"translated","value":"%lld файла"}}}}}}}}}
                """]),
            RuleExample("Russian plural inside one device's branch", files: ["Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
                  "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},
                                                "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},
                  "ru":{"variations":{"device":{
                    "mac":{↓"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld файл"}},
                                                    "other":{"stringUnit":{"state":"translated","value":"%lld файла"}}}}},
                    "other":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld файл"}},
                                                     "few":{"stringUnit":{"state":"translated","value":"%lld файла"}},
                                                     "many":{"stringUnit":{"state":"translated","value":"%lld файлов"}},
                                                     "other":{"stringUnit":{"state":"translated","value":"%lld файла"}}}}}}}}}}}}
                """]),
        ],
        nonTriggering: [
            RuleExample("Russian complete", files: icuPlural("ru", "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}")),
            RuleExample("Japanese needs only other", files: icuPlural("ja", "{count, plural, other {#個}}")),
            RuleExample("Arabic with all six forms", files: icuPlural("ar", "{count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}")),
            RuleExample("English =1 covers one", files: icuPlural("en", "{count, plural, =1 {One item} other {# items}}")),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        var cache = ICUMessages.CategoryCache()
        for plural in PluralUnderCheck.shared(context) {
            let needed = cache.categories(plural.locale, ordinal: plural.ordinal)
            let have = Set(plural.categories.map(\.0))
            let missing = needed.filter { category in
                // A missing `other` is `icu.missing-other`'s finding: one root cause, one finding.
                guard !have.contains(category), category != "other" else { return false }
                if let only = cache.coversSingleInteger(category, plural.locale, plural.ordinal ? .ordinal : .cardinal),
                   plural.explicitValues.contains(Double(only)) { return false }
                return true
            }
            guard !missing.isEmpty else { continue }
            // A category that only selects huge counts (French `many`: 1,000,000, 2,000,000, …) or
            // only fractions of an integer count is a gap to note, not a bug users meet.
            let type: PluralRuleType = plural.ordinal ? .ordinal : .cardinal
            let everyday = missing.filter { cache.selectsEverydayInteger($0, plural.locale, type) }
            // Where `other` selects no whole number (ru, pl, uk, be), it is only ever shown as
            // the fallback, and translators write the many-form there: a missing `many` then
            // usually reads right. Not so when `other` is still the source's text.
            let manyFallsBackToAForm = have.contains("other") && !plural.otherIsSourceText
                && !cache.selectsInteger("other", plural.locale, type)
            // `one` left out while `other` is translated: many languages write the same form
            // for one as for other after a numeral (Hungarian, Turkish; Danish "1 svar"), and the
            // translator may have chosen so. On the corpora every such gap read right: a note.
            let oneByChoice = missing == ["one"] && have.contains("other") && !plural.otherIsSourceText
            // A category the source language has but the source's plural leaves out too (a
            // text only ever shown for several items): the translation mirrors the source.
            let mirrored = everyday.filter { category in
                guard let source = plural.sourceCategories else { return false }
                return !source.contains(category) && cache.categories(context.sourceLocale, ordinal: plural.ordinal).contains(category)
            }
            let certain = everyday.filter { !($0 == "many" && manyFallsBackToAForm) && !(oneByChoice && $0 == "one") && !mirrored.contains($0) }
            var notes: [Evidence] = []
            if manyFallsBackToAForm, everyday.contains("many") {
                notes.append(Evidence("many falls back to", "other, which selects no whole number in \(plural.locale): it usually holds the many-form"))
            }
            sink.emit(
                "\"\(plural.key)\" in \(plural.place.label) lacks plural categor\(missing.count == 1 ? "y" : "ies") \(missing.joined(separator: ", ")) (\(plural.locale) uses \(needed.joined(separator: ", ")))",
                subject: plural.place.subject(plural.key),
                at: plural.location, text: plural.text,
                evidence: plural.place.evidence + [Evidence("needed", needed.joined(separator: " ")), Evidence("present", plural.categories.map(\.0).joined(separator: " "))]
                    + missing.map { Evidence("\($0) selects", samples($0, plural, cache: &cache)) } + notes,
                fix: "add \(missing.joined(separator: ", ")) branch(es)",
                severity: certain.isEmpty ? .note : nil
            )
        }
    }

    package func samples(_ category: String, _ plural: PluralUnderCheck, cache: inout ICUMessages.CategoryCache) -> String {
        let values = cache.samples(category, plural.locale, plural.ordinal ? .ordinal : .cardinal)
        return values.prefix(6).map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ", ") + (values.count > 6 ? ", …" : "")
    }
}

/// `icu.plural-dead-category`: a branch for a category the locale never selects.
package struct PluralDeadCategory: AuditRule {
    package var reads: SharedAnalysis { [.icuMessages, .pluralArguments] }
    package let info = RuleDescription(
        id: "icu.plural-dead-category",
        title: "Plural category the locale never uses",
        area: .icu,
        // A note: the dead branch shows nothing wrong; all 30 sampled on the corpora were a
        // `one` kept in a language without it (docs/precision.md).
        defaultSeverity: .note,
        summary: "The plural has a branch for a category the locale's CLDR rules never select (`few` in German, `one` in Japanese): dead text a translator maintained for nothing, often a sign the branches were copied from another language. In `.stringsdict`, `zero` is allowed in every language, as Apple applies it to 0.",
        reference: References.cldrPlurals,
        triggering: [RuleExample("German few", files: icuPlural("de", "{count, plural, one {# Datei} ↓few {# Dateien} other {# Dateien}}"))],
        nonTriggering: [
            RuleExample("German one/other", files: icuPlural("de", "{count, plural, one {# Datei} other {# Dateien}}")),
            RuleExample("stringsdict zero in German", files: ExampleStringsDict.files([
                "en": [("one", "%d file"), ("other", "%d files")],
                "de": [("zero", "Keine Dateien"), ("one", "%d Datei"), ("other", "%d Dateien")],
            ])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        var cache = ICUMessages.CategoryCache()
        for plural in PluralUnderCheck.shared(context) {
            let used = Set(cache.categories(plural.locale, ordinal: plural.ordinal))
            for (category, location, _) in plural.categories where !used.contains(category) {
                if plural.isStringsDict && category == "zero" { continue }
                guard ICUMessages.cldrCategories.contains(category) else { continue }
                sink.emit(
                    "\"\(plural.key)\" in \(plural.place.label): `\(category)` is never selected in \(plural.locale) (it uses \(cache.categories(plural.locale, ordinal: plural.ordinal).joined(separator: ", ")))",
                    subject: plural.place.subject(plural.key, detail: category),
                    at: location, text: plural.text,
                    evidence: plural.place.evidence,
                    fix: "remove the `\(category)` branch"
                )
            }
        }
    }
}

/// `icu.plural-literal-number`: a branch writes the number as a literal although its
/// category covers more than one number (`one {1 file}` in Russian also serves 21, 31, …).
package struct PluralLiteralNumber: AuditRule {
    package var reads: SharedAnalysis { [.icuMessages, .pluralArguments] }
    package let info = RuleDescription(
        id: "icu.plural-literal-number",
        title: "Plural branch hard-codes a number its category does not fix",
        area: .icu,
        defaultSeverity: .error,
        summary: "A branch writes a number literally (`one {1 file}`) instead of `#` or the specifier, but the locale's category covers more numbers than that one: Russian `one` also selects 21 and 31, French `one` selects 0. Those counts then read \"1\". English `one` covers only 1, so `one {1 file}` is fine there.",
        reference: References.cldrPlurals,
        triggering: [
            RuleExample("Russian one with 1", files: icuPlural("ru", "{count, plural, ↓one {1 файл} few {# файла} many {# файлов} other {# файла}}")),
            RuleExample("French stringsdict one with 1", files: ExampleStringsDict.files([
                "en": [("one", "%d file"), ("other", "%d files")],
                "fr": [("one", "↓1 fichier"), ("many", "%d de fichiers"), ("other", "%d fichiers")],
            ])),
        ],
        nonTriggering: [
            RuleExample("English one with 1", files: icuPlural("en", "{count, plural, one {1 item} other {# items}}")),
            RuleExample("Russian one with #", files: icuPlural("ru", "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}")),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        var cache = ICUMessages.CategoryCache()
        for plural in PluralUnderCheck.shared(context) {
            for (category, location, text) in plural.categories where category != "other" {
                guard !plural.showsNumber(category) else { continue }
                let type: PluralRuleType = plural.ordinal ? .ordinal : .cardinal
                guard cache.coversSingleInteger(category, plural.locale, type) == nil else { continue }
                let samples = Set(PluralCategories.samples(category: category, locale: plural.locale, type: type).filter { $0 == $0.rounded() }.map { Int($0) })
                guard let literal = Self.integers(in: text).first(where: { samples.contains($0) }) else { continue }
                let others = samples.sorted().filter { $0 != literal }.prefix(4).map(String.init).joined(separator: ", ")
                sink.emit(
                    "\"\(plural.key)\" in \(plural.place.label): `\(category)` writes \(literal) literally, but \(plural.locale) also uses `\(category)` for \(others)",
                    subject: plural.place.subject(plural.key, detail: category),
                    at: location, text: text,
                    evidence: plural.place.evidence + [Evidence("category", category), Evidence("also selects", others)],
                    fix: plural.isStringsDict ? "write the number with the variable's specifier (%d)" : "write the number as #"
                )
            }
        }
    }

    /// Standalone integers in text (digits not inside a `%` specifier or a longer word).
    package static func integers(in text: String) -> [Int] {
        var result: [Int] = []
        var digits = ""
        var previous: Character = " "
        var blocked = false
        for ch in text + " " {
            if ch.isASCII && ch.isNumber {
                if digits.isEmpty { blocked = previous == "%" || previous == "$" || previous.isLetter }
                digits.append(ch)
            } else {
                if !digits.isEmpty, !blocked, !ch.isLetter, ch != "$", let value = Int(digits) { result.append(value) }
                digits = ""
            }
            previous = ch
        }
        return result
    }
}
