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
/// `l10n.missing-translation`: a key the source locale has (or the registry declares) that a
/// translation lacks. Users of that language see the development language in its place.
package struct MissingTranslation: AuditRule {
    package let info = RuleDescription(
        id: "l10n.missing-translation",
        title: "Translation missing",
        area: .localization,
        defaultSeverity: .error,
        summary: "A key present in the source locale (or declared in the Swift registry) is absent from a translation's table, so that language shows the source text. A regional variant of the source language (`en-GB`) falls back to it at run time and is not flagged; one of another language (`es-MX` next to `es`) shows its parent's value, so only a key missing from both is flagged, for the variant, naming the parent; a locale without the whole table is one `l10n.missing-table` finding instead of one per key. A key whose source holds nothing to translate (`%@`, `%lld. `, an empty value) is a note: the fallback reads as any translation would. So is a String Catalog key whose `extractionState` is `stale`: the code no longer names it, so the app may never show it; and a key whose source value is a name every language keeps as it is, by the project's own evidence (a platform or technical name such as `Face ID`, the config's `identicalAllowlist`, or a short capitalized value that the translators of at least two locales, in two thirds of those that have the key, kept identical in tables they otherwise translate, none of its words written in lower case elsewhere in the source): the fallback is already the right text. A single capitalized word that no locale translates yet, never written in lower case in a source of at least 30 values, is a note too: no translator has judged it, and it is as likely a feature's name as a new label (put names in `identicalAllowlist`). A key with `shouldTranslate: false` takes part in no comparison.",
        reference: References.appleLocalization,
        options: Options.documented,
        translationState: .missing,
        triggering: [
            RuleExample("key absent in de", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n↓\"b\" = \"Open\";\n",
                "de": "\"a\" = \"Schließen\";\n",
            ])),
            RuleExample("a placeholder-only key absent in de (a note)", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n↓\"b\" = \"%lld. \";\n",
                "de": "\"a\" = \"Schließen\";\n",
            ])),
            RuleExample("a stale String Catalog key absent in de (a note)", files: [
                "Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{
                  "open":{"localizations":{
                    "en":{"stringUnit":{"state":"translated","value":"Open"}},
                    "de":{"stringUnit":{"state":"translated","value":"Öffnen"}}}},
                  ↓"gone":{"extractionState":"stale","localizations":{
                    "en":{"stringUnit":{"state":"translated","value":"Removed screen"}}}}}}
                """]),
            RuleExample("a platform name absent in de (a note: every language writes it as it is)", files: [
                "Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{
                  "open":{"localizations":{
                    "en":{"stringUnit":{"state":"translated","value":"Open"}},
                    "de":{"stringUnit":{"state":"translated","value":"Öffnen"}}}},
                  ↓"unlock":{"localizations":{
                    "en":{"stringUnit":{"state":"translated","value":"Face ID"}}}}}}
                """]),
            RuleExample("a capitalized word no locale translates yet, never in lower case in a source of 30 values (a note: it may be a name)", files: ExampleTree.strings([
                "en": MissingTranslation.exampleSentences(locale: "en") + "\"a\" = \"Tap to close the window\";\n↓\"b\" = \"Quicklook\";\n",
                "de": MissingTranslation.exampleSentences(locale: "de") + "\"a\" = \"Tippen, um das Fenster zu schließen\";\n",
            ])),
            RuleExample("a capitalized word no locale translates yet, written in lower case elsewhere in the source (an error)", files: ExampleTree.strings([
                "en": MissingTranslation.exampleSentences(locale: "en") + "\"a\" = \"Tap to close the window\";\n↓\"b\" = \"Close\";\n",
                "de": MissingTranslation.exampleSentences(locale: "de") + "\"a\" = \"Tippen, um das Fenster zu schließen\";\n",
            ])),
            RuleExample("a key missing from es-MX and from es, its fallback", files: ExampleTree.strings([
                "en": "\"a\" = \"Color\";\n↓\"b\" = \"Open\";\n",
                "es": "\"a\" = \"Color\";\n",
                "es-MX": "\"a\" = \"Color\";\n",
            ])),
        ],
        nonTriggering: [
            RuleExample("es-MX lacks a key es has (es-MX users see es)", files: ExampleTree.strings([
                "en": "\"a\" = \"Color\";\n\"b\" = \"Open\";\n",
                "es": "\"a\" = \"Color\";\n\"b\" = \"Abrir\";\n",
                "es-MX": "\"a\" = \"Color\";\n",
            ])),
            RuleExample("a String Catalog key marked shouldTranslate: false, absent in de", files: [
                "Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{
                  "open":{"localizations":{
                    "en":{"stringUnit":{"state":"translated","value":"Open"}},
                    "de":{"stringUnit":{"state":"translated","value":"Öffnen"}}}},
                  "code":{"shouldTranslate":false,"localizations":{
                    "en":{"stringUnit":{"state":"translated","value":"Build 42 of the app"}}}}}}
                """]),
            RuleExample("complete translation", files: ExampleTree.strings([
                "en": "\"a\" = \"Close\";\n", "de": "\"a\" = \"Schließen\";\n",
            ])),
            RuleExample("regional variant overrides one key", files: ExampleTree.strings([
                "en": "\"a\" = \"Color\";\n\"b\" = \"Open\";\n", "en-GB": "\"a\" = \"Colour\";\n",
            ])),
            RuleExample("a translation without the source's device branch (an iPhone shows its other text)", files: [
                "Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{"open":{"localizations":{
                  "en":{"variations":{"device":{
                    "iphone":{"stringUnit":{"state":"translated","value":"Tap to open"}},
                    "other":{"stringUnit":{"state":"translated","value":"Click to open"}}}}},
                  "de":{"stringUnit":{"state":"translated","value":"Öffnen"}}}}}}
                """]),
        ]
    )

    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { RuleOption.registry + [.identicalAllowlist] }
        package let registryTable: String
        /// Lower-cased, as values are compared with it.
        package let identicalAllowlist: Set<String>
        package init(_ config: AuditConfig) {
            registryTable = config.registryTable
            identicalAllowlist = IdenticalValues.lowerCased(config.identicalAllowlist)
        }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        let registryByKey = context.registryByKey
        let allowlist = options.identicalAllowlist
        for group in context.catalog.groups {
            let source = group[context.sourceLocale]
            let expected = ExpectedTables.expectedKeys(group, context, registryTable: options.registryTable)
            // The names this table's translators kept as they are, looked for once per table
            // and only when a missing key's source value could be one.
            var keptNames: Set<String>?
            func keptByTranslators(_ value: String) -> Bool {
                if keptNames == nil {
                    keptNames = NameEvidence.keptIdentical(context.pairTables.filter {
                        $0.table == group.name && $0.device == nil && !LocaleFallback.isVariant($0.locale, of: context.sourceLocale)
                    })
                }
                return keptNames!.contains(NameEvidence.normalized(value))
            }
            // Whether a key no translator has seen yet may be a name (`unseenName`), answered
            // once per key: the lower-case words of the source are looked for only then.
            let translationLocales = ExpectedTables.shippedLocales(context).filter { !LocaleFallback.isVariant($0, of: context.sourceLocale) }
            var unseenNames: [String: Bool] = [:]
            func mayBeUnseenName(_ key: String, _ value: String) -> Bool {
                if let known = unseenNames[key] { return known }
                let answer = Self.unseenName(value, heldByATranslation: translationLocales.contains { group[$0]?.contains(key) ?? false },
                                             sourceEntries: source?.strings.entries ?? [])
                unseenNames[key] = answer
                return answer
            }
            // A locale without the table at all is one `l10n.missing-table` finding, not one
            // of these per key: only the locales that have the table are looked at here.
            for locale in ExpectedTables.shippedLocales(context) {
                if ExpectedTables.fallsBack(locale, for: group, sourceLocale: context.sourceLocale, locales: context.catalog.locales) { continue }
                // A regional variant (`es-MX`) shows its parent's (`es`) value for a key it
                // lacks: only a key missing from both is missing for its users. Without a
                // table of its own or its parent's, the table is `l10n.missing-table`'s.
                let parent = ExpectedTables.parentTable(locale, for: group, locales: context.catalog.locales)
                let own = group[locale]
                guard let table = own ?? parent?.table else { continue }
                // The pairs already found the source's strings keys this locale has: only the
                // others are looked up (in its plurals, in its parent's, or as registry keys).
                var present = [Bool](repeating: false, count: expected.count)
                if own != nil, let pairs = context.pairTable(group.name, locale: locale) {
                    for position in pairs.positions { present[Int(position.source)] = true }
                }
                if let parent, let pairs = context.pairTable(group.name, locale: parent.locale) {
                    for position in pairs.positions { present[Int(position.source)] = true }
                }
                func holds(_ key: String) -> Bool { (own?.contains(key) ?? false) || (parent?.table.contains(key) ?? false) }
                for (position, key) in expected.enumerated() where !present[position] && !holds(key) {
                    var evidence: [Evidence] = []
                    // The source's entry, looked up once: a string or a plural.
                    let sourceString = source?.strings[key]
                    let sourcePlural = sourceString == nil ? source?.plurals[key] : nil
                    if let entry = sourceString { evidence.append(Evidence("source", entry.value)) }
                    if let call = registryByKey[key], source?.location(of: key) != nil { evidence.append(Evidence("declared at", call.location.description)) }
                    // The key's own line: in a String Catalog the one entry that lacks the
                    // locale, in a .strings translation the source entry to translate. The file
                    // to add it to is named in the message.
                    let path = own?.paths.first
                        ?? table.paths.first.map { MissingTable.translationPath($0, sourceLocale: parent?.locale ?? locale, locale: locale) ?? $0 }
                        ?? "\(locale).lproj/\(group.name)"
                    let parentNote = parent.map { ", nor in its fallback \($0.locale)" } ?? ""
                    if let parent { evidence.append(Evidence("fallback locale", parent.locale)) }
                    let at = source?.location(of: key) ?? registryByKey[key]?.location
                    let fallback = Self.fallback(sourceString, sourcePlural)
                    let (untranslatable, stale) = (fallback == .untranslatable, fallback == .stale)
                    let kept = fallback == .untranslated ? sourceString.flatMap { Self.keptName($0.value, allowlist: allowlist, keptByTranslators: keptByTranslators) } : nil
                    let unseen = fallback == .untranslated && kept == nil && sourceString.map { mayBeUnseenName(key, $0.value) } == true
                    let message: String
                    let fix: String
                    if let kept {
                        message = "\"\(key)\" has no \(locale) translation in \(path)\(parentNote); its source \"\(sourceString?.value ?? "")\" is a name \(kept.reason), so the fallback is already the right text"
                        fix = "add \"\(key)\" to \(path) with the source's value to mark it done"
                        evidence.append(Evidence("kept as is", kept.evidence))
                    } else if untranslatable {
                        message = "\"\(key)\" has no \(locale) translation in \(path)\(parentNote); its source holds nothing to translate, so the fallback reads the same"
                        fix = "add \"\(key)\" to \(path) with the source's value if translators should see it"
                    } else if stale {
                        message = "\"\(key)\" has no \(locale) translation in \(path)\(parentNote); the catalog marks the key stale, no longer found in the code"
                        fix = "remove \"\(key)\" from the catalog if the code no longer uses it, else translate it into \(locale)"
                        evidence.append(Evidence("extraction state", "stale"))
                    } else if unseen {
                        message = "\"\(key)\" has no \(locale) translation in \(path)\(parentNote); no locale translates it yet, and its source \"\(sourceString?.value ?? "")\" is written like a name (one capitalized word, never in lower case in the source), which every language may keep as it is"
                        fix = "translate \"\(key)\" into \(locale) in \(path); if it is a name, add it to identicalAllowlist"
                        evidence.append(Evidence("may be a name", "no translation yet; capitalized, never in lower case in the source"))
                    } else {
                        message = "\"\(key)\" has no \(locale) translation in \(path)\(parentNote)"
                        fix = parent.map { "translate \"\(key)\" into \($0.locale), which \(locale) falls back to, or into \(locale) in \(path)" }
                            ?? "translate \"\(key)\" into \(locale) in \(path)"
                    }
                    sink.emit(
                        message,
                        subject: AuditContext.subject(group.name, key, locale),
                        at: at,
                        evidence: evidence + [Evidence("translation file", path)],
                        fix: fix,
                        severity: untranslatable || stale || kept != nil || unseen ? .note : nil
                    )
                }
            }
        }
    }

    /// What users of a locale without the key see in its place, as this rule's severity
    /// weighs it.
    package enum Fallback {
        /// The source's text, which needed translating: an error.
        case untranslated
        /// The source's value, which is what a translation of only placeholders and
        /// punctuation would say anyway: a note.
        case untranslatable
        /// Nothing, likely: Xcode marks a key stale when the code no longer names it, so the
        /// app may never ask for it: a note.
        case stale
    }

    /// Why a source value is a name every language keeps, by the project's own evidence: the
    /// list of names every language writes as they are (`IdenticalWords.everywhere`), the
    /// config's `identicalAllowlist`, or the table's translators, who kept it as it is
    /// (`NameEvidence.keptIdentical`). Nil for anything else: a word is still to translate.
    package static func keptName(_ value: String, allowlist: Set<String>, keptByTranslators: (String) -> Bool) -> (reason: String, evidence: String)? {
        let lowered = NameEvidence.normalized(value)
        if IdenticalWords.everywhere.contains(lowered) { return ("every language writes as it is", "a platform or technical name") }
        if allowlist.contains(lowered) { return ("the config's identicalAllowlist keeps", "identicalAllowlist") }
        guard NameEvidence.hasNameShape(value), keptByTranslators(value) else { return nil }
        return ("the translators of this table kept as it is", "identical in the locales that translate it")
    }

    /// Whether a missing key's source value may be a name no one has judged yet: no translation
    /// locale has the key (so no translator's choice shows whether it is kept or translated),
    /// the value is one name-shaped word (capitalized: `NameEvidence.hasNameShape`)
    /// and the source writes none of its words in lower case anywhere (a word it also writes
    /// in lower case, as "reset" for "Reset", is a common word, to translate). Such a value
    /// is as likely a feature or product name, right in every language, as a new label: a
    /// note, not an error. A key some locale already has was judged by its translators; a
    /// source of a few values says too little about which words it writes in lower case.
    package static func unseenName(_ value: String, heldByATranslation: Bool, sourceEntries: [StringsEntry]) -> Bool {
        guard !heldByATranslation, sourceEntries.count >= unseenNameMinimumSource else { return false }
        // One word only: a new label of several title-cased words ("Delete Account") is the
        // usual string still waiting for its translators, and stays an error.
        let words = IdenticalValues.significantWords(value)
        guard words.count == 1, NameEvidence.hasNameShape(words: words) else { return false }
        let lowered = Set(words.map { $0.lowercased() })
        guard !lowered.isEmpty else { return false }
        return NameEvidence.lowerCaseWords(sourceEntries, among: lowered).isEmpty
    }

    /// The fewest source values whose lower-case words tell a common word from a name.
    package static let unseenNameMinimumSource = 30

    /// A source of `unseenNameMinimumSource` short sentences, for the examples.
    package static func exampleSentences(locale: String) -> String {
        (1...unseenNameMinimumSource).map { locale == "de" ? "\"s\($0)\" = \"Zeile \($0) der Liste\";\n" : "\"s\($0)\" = \"Row \($0) of the list\";\n" }.joined()
    }

    package static func fallback(_ sourceString: StringsEntry?, _ sourcePlural: PluralEntry?) -> Fallback {
        let sourceTexts = sourceString.map { [$0.value] }
            ?? sourcePlural.map { plural in plural.variables.flatMap { $0.branches.map(\.value) } } ?? []
        if !sourceTexts.isEmpty && sourceTexts.allSatisfy(NothingToTranslate.holds) { return .untranslatable }
        if sourceString?.isStale ?? sourcePlural?.isStale ?? false { return .stale }
        return .untranslated
    }
}
