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
/// Tables with key "k" per locale; `markingValueIn` marks that locale's value where it opens,
/// where findings about the whole message point.
private func icuExample(_ en: String, _ other: [String: String] = [:], markingValueIn marked: String? = nil) -> [String: String] {
    var tables: [String: String] = [:]
    for (locale, value) in other.merging(["en": en], uniquingKeysWith: { $1 }) {
        tables[locale] = "\"k\" = \(locale == marked ? ExampleMarker.text : "")\"\(value)\";\n"
    }
    return ExampleTree.strings(tables)
}

/// `icu.syntax`: a value ICU cannot parse as a MessageFormat message.
package struct ICUSyntax: AuditRule {
    package var reads: SharedAnalysis { .icuMessages }
    package let info = RuleDescription(
        id: "icu.syntax",
        title: "ICU MessageFormat syntax error",
        area: .icu,
        defaultSeverity: .error,
        summary: "A value written as an ICU message (`{count, plural, …}`, `{name}`) does not parse: ICU's formatter throws or prints the pattern. The offset ICU reports is mapped back to the file's line and column.",
        reference: References.icuMessageFormat,
        triggering: [RuleExample("unclosed plural", files: icuExample("{count, plural,↓ one {# file} other {# files}"))],
        nonTriggering: [RuleExample("valid plural", files: icuExample("{count, plural, one {# file} other {# files}}"))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        ICUMessages.forEachMessage(context) { place, entry, analysis in
            guard case .failure(let error) = analysis, error.kind != .missingOther else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label) is not a valid ICU message: \(error.code)",
                subject: place.subject(entry.key),
                at: ICUMessages.location(entry, offset: error.offset),
                text: entry.value,
                evidence: place.evidence + [Evidence("ICU error", error.code), Evidence("offset", error.offset.map(String.init) ?? "unknown")],
                fix: "balance the braces and write each argument as {name}, {name, type} or {name, plural, … other {…}}"
            )
        }
    }
}

/// `icu.missing-other`: a plural or select without `other`, in an ICU message or a `.stringsdict`.
package struct ICUMissingOther: AuditRule {
    package var reads: SharedAnalysis { [.icuMessages, .pluralArguments] }
    package let info = RuleDescription(
        id: "icu.missing-other",
        title: "Plural or select without `other`",
        area: .icu,
        defaultSeverity: .error,
        summary: "Every plural, selectordinal and select needs an `other` branch: ICU refuses the message without it, and Apple's `.stringsdict` lookup shows the key when no branch matches. A note where the locale selects `other` only for fractions and the count is an integer (Russian, Polish): no user meets the gap.",
        reference: References.cldrPlurals,
        triggering: [
            RuleExample("ICU plural without other", files: icuExample("↓{count, plural, one {# file}}")),
            RuleExample("stringsdict without other", files: ExampleStringsDict.files(["en": [("one", "%d file")]], markingVariableIn: ["en"])),
        ],
        nonTriggering: [
            RuleExample("ICU with other", files: icuExample("{count, plural, one {# file} other {# files}}")),
            RuleExample("stringsdict with other", files: ExampleStringsDict.files(["en": [("one", "%d file"), ("other", "%d files")]])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        ICUMessages.forEachMessage(context) { place, entry, analysis in
            guard case .failure(let error) = analysis, error.kind == .missingOther else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label): a plural or select has no `other` branch",
                subject: place.subject(entry.key),
                at: ICUMessages.location(entry, offset: error.offset), text: entry.value,
                evidence: place.evidence + [Evidence("ICU error", error.code)],
                fix: "add an `other {…}` branch"
            )
        }
        var cache = ICUMessages.CategoryCache()
        ICUMessages.forEachPluralVariable(context) { site in
            guard !site.variable.branches.contains(where: { $0.category == "other" }) else { return }
            // Where `other` selects only fractions (Russian, Polish, Belarusian) an integer count
            // never reaches it: Apple still expects the branch, but no user sees the gap (a note).
            let integerValue = site.variable.valueType.flatMap(ArgumentType.init(valueType:)).map { $0.family == .integer } ?? true
            let harmless = integerValue && !cache.selectsEverydayInteger("other", site.locale, .cardinal)
            sink.emit(
                "\"\(site.entry.key)\" in \(site.place.label): plural variable \"\(site.variable.name)\" has no `other` branch",
                subject: site.place.subject(site.entry.key),
                at: site.variable.location,
                evidence: site.place.evidence + [Evidence("branches", site.variable.branches.map(\.category).joined(separator: ", "))]
                    + (harmless ? [Evidence("impact", "\(site.locale) selects `other` only for fractions; whole-number counts never reach it")] : []),
                fix: "add <key>other</key> with the general form",
                severity: harmless ? .note : nil
            )
        }
    }
}

/// `icu.hash-outside-plural`: a `#` that ICU prints literally because no plural encloses it.
package struct ICUHashOutsidePlural: AuditRule {
    package var reads: SharedAnalysis { .icuMessages }
    package let info = RuleDescription(
        id: "icu.hash-outside-plural",
        title: "`#` outside a plural branch",
        area: .icu,
        defaultSeverity: .warning,
        summary: "ICU replaces `#` with the number only inside a plural or selectordinal branch; elsewhere (top level, a select branch) it prints a literal `#`.",
        reference: References.icuMessageFormat,
        triggering: [RuleExample("# in a select", files: icuExample("{gender, select, female {↓# Freundinnen} other {# Freunde}}"))],
        nonTriggering: [RuleExample("# in a plural", files: icuExample("{count, plural, one {# file} other {# files}}"))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        ICUMessages.forEachMessage(context) { place, entry, analysis in
            guard case .success(let structure) = analysis else { return }
            let stray = structure.textParts.filter { part in
                part.text.contains("#") && part.enclosingArgumentType != .plural && part.enclosingArgumentType != .selectordinal
            }
            guard let first = stray.first, structure.allArguments.contains(where: { $0.type != .none }) else { return }
            let offset = first.start + (first.text.unicodeScalars.firstIndex(of: "#").map { first.text.unicodeScalars.distance(from: first.text.unicodeScalars.startIndex, to: $0) } ?? 0)
            sink.emit(
                "\"\(entry.key)\" in \(place.label): `#` outside a plural branch prints a literal #",
                subject: place.subject(entry.key),
                at: ICUMessages.location(entry, offset: offset), text: entry.value,
                evidence: place.evidence,
                fix: "use {count} (or move the text into a plural branch); write '#' for a literal #"
            )
        }
    }
}

/// `icu.apostrophe-swallows`: an apostrophe that starts ICU quoting and hides an argument.
package struct ICUApostropheSwallows: AuditRule {
    package var reads: SharedAnalysis { .icuMessages }
    package let info = RuleDescription(
        id: "icu.apostrophe-swallows",
        title: "Apostrophe quoting swallows an argument",
        area: .icu,
        defaultSeverity: .error,
        summary: "In ICU an apostrophe before `{` starts quoted literal text, so `l'{item}` (a French elision) prints `{item}` literally and the argument is lost. Write `''` for an apostrophe, or the typographic ’.",
        reference: Reference("ICU: MessageFormat quoting (ApostropheMode)", url: "https://unicode-org.github.io/icu-docs/apidoc/released/icu4c/classicu_1_1MessageFormat.html"),
        triggering: [RuleExample("French elision before an argument", files: icuExample("Delete {item}?", ["fr": "Supprimer l↓'{item} ?"]))],
        nonTriggering: [RuleExample("doubled apostrophe", files: icuExample("Delete {item}?", ["fr": "Supprimer l''{item} ?"]))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        ICUMessages.forEachMessage(context) { place, entry, analysis in
            guard case .success(let structure) = analysis, let quote = structure.swallowingQuotes.first else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label): the apostrophe starts ICU quoting and prints \"\(quote.text)\" literally",
                subject: place.subject(entry.key),
                at: ICUMessages.location(entry, offset: quote.start), text: entry.value,
                evidence: place.evidence + [Evidence("quoted text", quote.text)],
                fix: "write '' for an apostrophe before an argument, or use the typographic ’"
            )
        }
    }
}

/// `icu.argument-mismatch`: a translation's ICU arguments differ from the source's in name,
/// type or select keywords.
package struct ICUArgumentMismatch: AuditRule {
    package var reads: SharedAnalysis { .icuMessages }
    package let info = RuleDescription(
        id: "icu.argument-mismatch",
        title: "ICU arguments differ from the source",
        area: .icu,
        defaultSeverity: .error,
        summary: "The translation's ICU message uses other argument names or types than the source (`{count}` renamed to `{anzahl}`, a plural turned into a select) or other select keywords. The formatter receives the source's arguments, so the renamed one prints nothing or the pattern.",
        reference: References.icuMessageFormat,
        triggering: [RuleExample("renamed argument", files: icuExample("Set up {name}?", ["de": "{titel} einrichten?"], markingValueIn: "de"))],
        nonTriggering: [RuleExample("same arguments, reordered", files: icuExample("{name} invited {guest}", ["de": "{guest} wurde von {name} eingeladen"]))]
    )

    package struct Signature: Hashable {
        package var name: String
        package var kind: String
    }

    package static func signature(_ structure: MessageStructure) -> (arguments: Set<Signature>, selectKeywords: [String: Set<String>]) {
        var arguments = Set<Signature>()
        var keywords: [String: Set<String>] = [:]
        for argument in structure.allArguments {
            let kind: String
            switch argument.type {
            case .none: kind = "plain"
            case .simple: kind = argument.typeName ?? "simple"
            default: kind = argument.type.rawValue
            }
            arguments.insert(Signature(name: argument.name, kind: kind))
            if argument.type == .select {
                keywords[argument.name, default: []].formUnion(argument.selectors.map(\.keyword))
            }
        }
        return (arguments, keywords)
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // The catalog's messages are analysed once, in the context: a source message was
        // analysed again here for every locale.
        // By where the value is written: a device's source entry may be the shared one.
        var analyses: [SourceLocation: Result<MessageStructure, MessageSyntaxError>] = [:]
        for message in context.icuMessages {
            analyses[message.entry.valueLocation] = message.analysis
        }
        func analysis(_ locale: String, _ entry: StringsEntry) -> Result<MessageStructure, MessageSyntaxError> {
            analyses[entry.valueLocation] ?? MessageFormatAnalysis.analyze(entry.value, locale: locale)
        }
        forEachTranslatedPair(context, whereShapes: { $0.looksLikeICU || $1.looksLikeICU }) { place, source, entry in
            let locale = place.locale
            guard case .success(let sourceStructure) = analysis(context.sourceLocale, source),
                  case .success(let structure) = analysis(locale, entry) else { return }
            let (sourceArgs, sourceKeywords) = Self.signature(sourceStructure)
            let (args, keywords) = Self.signature(structure)
            var problems: [String] = []
            let sourceNames = Set(sourceArgs.map(\.name))
            let names = Set(args.map(\.name))
            let missing = sourceNames.subtracting(names).sorted()
            let extra = names.subtracting(sourceNames).sorted()
            if !missing.isEmpty { problems.append("missing {\(missing.joined(separator: "}, {"))}") }
            if !extra.isEmpty { problems.append("unknown {\(extra.joined(separator: "}, {"))}") }
            for name in sourceNames.intersection(names).sorted() {
                let sourceKinds = Set(sourceArgs.filter { $0.name == name }.map(\.kind))
                let kinds = Set(args.filter { $0.name == name }.map(\.kind))
                // A plain {n} in a branch next to {n, plural} in the source is the same argument.
                if !kinds.isSubset(of: sourceKinds.union(["plain"])) {
                    problems.append("{\(name)} is \(kinds.sorted().joined(separator: "/")) here but \(sourceKinds.sorted().joined(separator: "/")) in the source")
                }
            }
            for (name, sourceSet) in sourceKeywords {
                guard let set = keywords[name], set != sourceSet else { continue }
                let lost = sourceSet.subtracting(set).sorted()
                let added = set.subtracting(sourceSet).sorted()
                problems.append("select {\(name)} keywords differ" + (lost.isEmpty ? "" : ": missing \(lost.joined(separator: ", "))") + (added.isEmpty ? "" : "; unknown \(added.joined(separator: ", "))"))
            }
            guard !problems.isEmpty else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label): " + problems.joined(separator: "; "),
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value)],
                fix: "use the source's argument names, types and select keywords",
                related: [source.valueLocation]
            )
        }
    }
}
