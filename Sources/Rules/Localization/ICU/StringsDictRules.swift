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
/// `icu.stringsdict-variable`: a `%#@name@` referenced but not defined, or defined but never
/// referenced, in a `.stringsdict` entry.
package struct StringsDictVariable: AuditRule {
    package let info = RuleDescription(
        id: "icu.stringsdict-variable",
        title: "Plural variable referenced but not defined, or defined but unused",
        area: .icu,
        defaultSeverity: .error,
        summary: "`NSStringLocalizedFormatKey` names a `%#@variable@` that the entry does not define (Foundation prints the format key itself), or the entry defines a variable the format key never uses (a warning: dead text, often a renamed variable).",
        reference: References.appleStringsdict,
        triggering: [
            RuleExample("undefined variable", files: ExampleStringsDict.files(["en": [("one", "%d file"), ("other", "%d files")]], format: "↓%#@files@", markingVariableIn: ["en"])),
        ],
        nonTriggering: [
            RuleExample("variable defined and used", files: ExampleStringsDict.files(["en": [("one", "%d file"), ("other", "%d files")]])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for table in context.catalog.pluralTables where table.format == .stringsdict {
            for entry in table.entries {
                let referenced = FormatString.parse(entry.formatKey).specifiers.compactMap(\.variableName)
                let defined = Set(entry.variables.map(\.name))
                for name in Set(referenced).subtracting(defined).sorted() {
                    sink.emit(
                        "\"\(entry.key)\" in \(table.locale): %#@\(name)@ is not defined",
                        subject: Subject(table: table.name, key: entry.key, locale: table.locale, detail: name),
                        at: entry.formatLocation, text: entry.formatKey,
                        evidence: [Evidence("defined", defined.sorted().joined(separator: ", "))],
                        fix: "define a \(name) dictionary, or reference one of: \(defined.sorted().joined(separator: ", "))"
                    )
                }
                for variable in entry.variables where !referenced.contains(variable.name) {
                    sink.emit(
                        "\"\(entry.key)\" in \(table.locale): variable \"\(variable.name)\" is defined but the format key never uses it",
                        subject: Subject(table: table.name, key: entry.key, locale: table.locale, detail: variable.name),
                        at: variable.location, text: entry.formatKey,
                        fix: "reference it as %#@\(variable.name)@ or remove it",
                        severity: .warning
                    )
                }
            }
        }
    }
}

/// `icu.stringsdict-value-type`: `NSStringFormatValueTypeKey` disagrees with the specifiers
/// the branches use for the number.
package struct StringsDictValueType: AuditRule {
    package var reads: SharedAnalysis { .pluralArguments }
    package let info = RuleDescription(
        id: "icu.stringsdict-value-type",
        title: "Plural value type disagrees with the branch specifiers",
        area: .icu,
        defaultSeverity: .error,
        summary: "The variable's `NSStringFormatValueTypeKey` (say `d`) and the specifier its branches print the variable's own argument with (say `%lld`, or `%1$@` when an unnumbered `%#@count@` takes argument 1 and the branches print the count from argument 2) differ in type or size: the plural is chosen from one reading of the argument and printed from another. A source defect copied into the translations is reported once, at the source. Where the variable is unnumbered and the branches number every argument, which argument selects the plural is inferred from the variable's position: a warning.",
        reference: References.appleStringsdict,
        triggering: [
            RuleExample("d against %lld", files: ExampleStringsDict.files(["en": [("one", "↓%lld file"), ("other", "%lld files")]], valueType: "d")),
            RuleExample("unnumbered variable takes argument 1, which the branches print as an object", files: ExampleStringsDict.files(
                ["en": [("one", "↓%1$@: %2$d file"), ("other", "%1$@: %2$d files")]], format: "%#@count@")),
        ],
        nonTriggering: [
            RuleExample("lld throughout", files: ExampleStringsDict.files(["en": [("one", "%lld file"), ("other", "%lld files")]], valueType: "lld")),
            RuleExample("variable numbered as the argument its branches print", files: ExampleStringsDict.files(
                ["en": [("one", "%1$@: %2$d file"), ("other", "%1$@: %2$d files")]], format: "%2$#@count@")),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        var found: [Conflict] = []
        ICUMessages.forEachPluralVariable(context) { site in
            if let conflict = Self.conflict(site) { found.append(conflict) }
        }
        // One defect in the source, copied into every translation's format key, is one finding
        // at the source naming the copies; a translation's conflict of its own is its own.
        var copies: [String: [Conflict]] = [:]
        var sources: Set<String> = []
        for conflict in found where conflict.site.locale == context.sourceLocale { sources.insert(conflict.identity) }
        for conflict in found where conflict.site.locale != context.sourceLocale && sources.contains(conflict.identity) {
            copies[conflict.identity, default: []].append(conflict)
        }
        // A translation's conflict on a variable whose source conflict is inferred rests on the
        // same inference.
        let inferredInSource = Set(found.filter { $0.site.locale == context.sourceLocale && $0.inferred }.map(\.variableIdentity))
        for var conflict in found {
            let isSource = conflict.site.locale == context.sourceLocale
            if !isSource, sources.contains(conflict.identity) { continue }
            if inferredInSource.contains(conflict.variableIdentity) { conflict.inferred = true }
            let copied = isSource ? copies[conflict.identity] ?? [] : []
            let site = conflict.site
            var evidence = [Evidence("NSStringFormatValueTypeKey", conflict.valueType), Evidence("chosen by argument", String(conflict.argument))]
            if !copied.isEmpty { evidence.append(Evidence("also in", copied.map(\.site.place.label).joined(separator: ", "))) }
            sink.emit(
                "\"\(site.entry.key)\" in \(site.place.label): \(site.variable.name) is chosen by argument \(conflict.argument) read as %\(conflict.valueType), but "
                    + conflict.problems.map { "`\($0.branch.category)` prints it as \($0.text)" }.joined(separator: ", ")
                    + (conflict.inferred ? " (the variable is unnumbered, so it selects by its position in the arguments: number it to be sure)" : ""),
                subject: site.place.subject(site.entry.key, detail: site.variable.name),
                at: conflict.problems[0].branch.location, text: conflict.problems[0].branch.value,
                evidence: site.place.evidence + evidence,
                fix: conflict.numberArgument.map { "reference the variable as %\($0)$#@\(site.variable.name)@, the argument its branches print as a number" }
                    ?? "use %\(conflict.valueType) in every branch, or change the value type to match",
                related: copied.map { $0.problems[0].branch.location },
                severity: conflict.inferred ? .warning : nil
            )
        }
    }

    /// A variable whose chosen argument its branches print as another type or size.
    package struct Conflict {
        package var site: ICUMessages.PluralSite
        package var valueType: String
        package var argument: Int
        package var problems: [(branch: PluralBranch, text: String)]
        /// Another argument the branches print with the value type's kind: the one meant.
        package var numberArgument: Int?
        /// The variable is unnumbered and every conflicting specifier numbered: the argument it
        /// selects by is inferred from its position, so a warning, not an error.
        package var inferred = false

        /// The variable, whatever the locale.
        package var variableIdentity: String { [site.table, site.entry.key, site.variable.name].joined(separator: "\u{1F}") }

        /// The same misreading wherever it is: locales differ in their categories, not in it.
        package var identity: String {
            [site.table, site.entry.key, site.variable.name, String(argument), valueType, Set(problems.map(\.text)).sorted().joined(separator: " ")]
                .joined(separator: "\u{1F}")
        }
    }

    package static func conflict(_ site: ICUMessages.PluralSite) -> Conflict? {
        guard let valueType = site.variable.valueType, let declared = ArgumentType(valueType: valueType) else { return nil }
        let arguments = site.arguments
        let own = arguments.argument(of: site.variable)
        var problems: [(branch: PluralBranch, text: String)] = []
        var numberArgument: Int?
        var allNumbered = true
        for branch in site.variable.branches {
            let format = arguments.format(of: branch, in: site.variable)
            for use in format.uses where use.role == .value && use.argument != own && declared.relation(to: use.type) != .differentType {
                numberArgument = numberArgument ?? use.argument
            }
            // The branch's number is the specifier reading the variable's own argument.
            guard let use = format.uses.first(where: { $0.argument == own && $0.role == .value }),
                  let spec = format.specifier(of: use) else { continue }
            let relation = declared.relation(to: spec.argumentType)
            if relation == .differentType || relation == .differentWidth {
                problems.append((branch, spec.quoted))
                allNumbered = allNumbered && use.isExplicit
            }
        }
        guard !problems.isEmpty else { return nil }
        // Which argument an unnumbered `%#@var@` selects by is Apple's closed code: when the
        // branches number every argument themselves, the misreading is likely, not certain.
        let unnumbered = site.entry.formatKey.contains("%#@\(site.variable.name)@")
        return Conflict(
            site: site, valueType: valueType, argument: own, problems: problems, numberArgument: numberArgument,
            inferred: unnumbered && allNumbered)
    }
}

/// `icu.plural-format-mismatch`: a plural branch's specifiers differ from the source locale's
/// branches (type, size, an extra argument); also a plain value standing for a plural, or a
/// plural for a plain value (`PluralPlainCounterparts.swift`).
package struct PluralFormatMismatch: AuditRule {
    package var reads: SharedAnalysis { .pluralArguments }
    package let info = RuleDescription(
        id: "icu.plural-format-mismatch",
        title: "Plural branch specifiers differ from the source",
        area: .icu,
        defaultSeverity: .error,
        summary: "A `.stringsdict` branch reads an argument with another type or size than the source's `other` branch, or reads an argument the source does not have; or the format key has specifiers beside its `%#@variables@` that the source's does not (an extra `%@` shifts every variable's argument: reported once, for the format key). Leaving the number out (`one` → \"One file\") is fine and not reported. A plural source translated as one plain value (a String Catalog string unit, or a `.strings` value where the locale has no `.stringsdict` entry) is formatted with the source's arguments all the same, so its specifiers are judged the same way; so are the branches of a plural translating one plain source value.",
        reference: References.appleFormatSpecifiers,
        triggering: [
            RuleExample("%@ in a German branch", files: ExampleStringsDict.files([
                "en": [("one", "%d file"), ("other", "%d files")],
                "de": [("one", "↓%@ Datei"), ("other", "%d Dateien")],
            ])),
            RuleExample("an extra specifier beside the variable", files: [
                ExampleTree.lproj("en", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                    "files", format: "%#@count@", branches: [("one", "%d file"), ("other", "%d files")])),
                ExampleTree.lproj("de", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                    "files", format: "↓%@ %#@count@", branches: [("one", "%d Datei"), ("other", "%d Dateien")])),
            ]),
            RuleExample("String Catalog translation reorders without argNum", files: substitutionCatalog(
                source: ("%#@matches@ in %#@files@", 1, 2), translation: ("%#@files@: %#@matches@", nil, nil), markTranslation: true)),
            RuleExample("a plural source translated as one plain value that reads the count as an object", files: pluralAndPlainCatalog(
                plural: ("en", "%lld file", "%lld files"), plain: ("de", "\(ExampleMarker.text)\"%@ Dateien\""))),
            RuleExample("a plain source translated as a plural whose branches read the count as an object", files: pluralAndPlainCatalog(
                plural: ("de", "%@ Datei", "%@ Dateien"), plain: ("en", "\"%lld files\""), markBranches: true)),
        ],
        nonTriggering: [
            RuleExample("number omitted in one", files: ExampleStringsDict.files([
                "en": [("one", "%d file"), ("other", "%d files")],
                "de": [("one", "Eine Datei"), ("other", "%d Dateien")],
            ])),
            RuleExample("a plural source translated as one plain value with the source's specifiers", files: pluralAndPlainCatalog(
                plural: ("en", "%lld file", "%lld files"), plain: ("de", "\"%lld Dateien\""))),
            RuleExample("String Catalog translation omits argNum in the source's order", files: substitutionCatalog(
                source: ("%#@matches@ in %#@files@", 1, 2), translation: ("%#@matches@ in %#@files@", nil, nil))),
            RuleExample("String Catalog translation reorders with argNum", files: substitutionCatalog(
                source: ("%#@matches@ in %#@files@", 1, 2), translation: ("%#@files@: %#@matches@", 1, 2))),
            RuleExample("second variable's branch numbered where the source's is not", files: [
                ExampleTree.lproj("en", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                    "items", format: "%1$@ has %2$#@count@", branches: [("one", "%d item"), ("other", "%d items")])),
                ExampleTree.lproj("de", "Localizable.stringsdict"): ExampleStringsDict.document(ExampleStringsDict.plural(
                    "items", format: "%1$@ hat %2$#@count@", branches: [("one", "%2$d Element"), ("other", "%2$d Elemente")])),
            ]),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // The context's models, by table, locale and key (the last file of a key wins, as in
        // the locale's table).
        // Keyed by the four names themselves: no string is built per entry (a hostile catalog
        // has 100,000 device branches).
        struct ModelID: Hashable {
            var table: String, locale: String, device: String?, key: String
        }
        var models: [ModelID: (table: Int, entry: Int)] = [:]
        for (tableIndex, table) in context.catalog.allPluralTables.enumerated() {
            for (entryIndex, entry) in table.entries.enumerated() {
                models[ModelID(table: table.name, locale: table.locale, device: table.device, key: entry.key)] = (tableIndex, entryIndex)
            }
        }
        let arguments = context.pluralArguments
        func model(_ entry: PluralEntry, table: String, locale: String, device: String?) -> PluralArguments {
            guard let position = models[ModelID(table: table, locale: locale, device: device, key: entry.key)] else { return PluralArguments(entry) }
            return arguments[position.table][position.entry]
        }
        // A device's branches against what the source shows on that device.
        for group in context.catalog.valueGroups {
            let source = group[context.sourceLocale]
            guard source != nil || group.device != nil else { continue }
            // A source entry's model serves every locale: looked up once per key.
            var sourceModels: [String: PluralArguments] = [:]
            for locale in context.catalog.locales where !LocaleFallback.isBase(locale) {
                guard let table = group[locale] else { continue }
                let place = group.place(locale)
                for entry in table.plurals.entries {
                    let key = entry.key
                    let sourceEntry: PluralEntry
                    let sourceDevice: String?
                    if let own = source?.plurals[key] {
                        sourceEntry = own
                        sourceDevice = group.device
                    } else if group.device != nil, source?.contains(key) != true, let shared = context.sourceEntry(key, in: group).plural {
                        sourceEntry = shared
                        sourceDevice = nil
                    } else {
                        continue
                    }
                    let sourceArguments = sourceModels[key] ?? model(sourceEntry, table: group.name, locale: context.sourceLocale, device: sourceDevice)
                    sourceModels[key] = sourceArguments
                    let arguments = locale == context.sourceLocale ? sourceArguments : model(entry, table: group.name, locale: locale, device: group.device)
                    // Specifiers of the format key beside its variables: an extra `%@` there
                    // shifts every variable's argument, so it is the one finding to make.
                    if locale != context.sourceLocale,
                       let problem = Self.formatKeyProblem(entry, arguments: arguments, source: sourceEntry, sourceArguments: sourceArguments) {
                        sink.emit(
                            "\"\(key)\" in \(place.label): the format key " + problem.message,
                            subject: place.subject(key, detail: "format key"),
                            at: entry.formatLocation, text: entry.formatKey,
                            evidence: place.evidence + [Evidence("source", sourceEntry.formatKey)],
                            fix: "write the format key's specifiers as the source does: \(sourceEntry.formatKey)",
                            related: [sourceEntry.formatLocation],
                            severity: problem.severity
                        )
                        if problem.severity == .error { continue }
                    }
                    for variable in entry.variables {
                        guard let sourceVariable = Self.counterpart(of: variable, arguments: arguments, in: sourceEntry, sourceArguments: sourceArguments),
                              let reference = sourceVariable.branches.first(where: { $0.category == "other" }) ?? sourceVariable.branches.last else { continue }
                        let own = arguments.argument(of: variable)
                        let sourceOwn = sourceArguments.argument(of: sourceVariable)
                        if own != sourceOwn, arguments.variableArguments[variable.name] != nil, sourceArguments.variableArguments[sourceVariable.name] != nil {
                            sink.emit(
                                "\"\(key)\" in \(place.label): \(variable.name) is chosen by argument \(own) here but by argument \(sourceOwn) in the source",
                                subject: place.subject(key, detail: variable.name),
                                at: variable.location, text: entry.formatKey,
                                evidence: place.evidence + [Evidence("source", sourceEntry.formatKey), Evidence("translation", entry.formatKey)],
                                fix: "give \(variable.name) the source's argument (argNum \(sourceOwn), or the source's order in the format key)",
                                related: [sourceVariable.location]
                            )
                        }
                        let referenceFormat = sourceArguments.format(of: reference, in: sourceVariable)
                        for branch in variable.branches where !(locale == context.sourceLocale && branch == reference) {
                            let format = arguments.format(of: branch, in: variable)
                            let problems = Self.argumentProblems(format, source: sourceArguments)
                                + FormatComparison.compare(source: referenceFormat, translation: format).compactMap(Self.describeText)
                            guard !problems.isEmpty else { continue }
                            sink.emit(
                                "\"\(key)\" in \(place.label), `\(branch.category)` of \(variable.name): " + problems.joined(separator: "; "),
                                subject: place.subject(key, detail: "\(variable.name).\(branch.category)"),
                                at: branch.location, text: branch.value,
                                evidence: place.evidence + [Evidence("source", reference.value)],
                                fix: "use the specifiers of the source's `\(reference.category)` branch",
                                related: [reference.location]
                            )
                        }
                    }
                }
            }
        }
        Self.checkPlainCounterparts(context, &sink)
    }

    /// What the format key's own specifiers (not its `%#@variables@`) do differently from the
    /// source: read an argument the source never reads or with another type (an error), or
    /// leave out one the source's format key shows and the entry never reads (a warning).
    package static func formatKeyProblem(
        _ entry: PluralEntry, arguments: PluralArguments, source: PluralEntry, sourceArguments: PluralArguments
    ) -> (message: String, severity: Severity)? {
        let key = FormatString.parse(entry.formatKey)
        let plain = key.uses.filter { key.specifier(of: $0)?.variableName == nil }
        for use in plain {
            let text = key.specifier(of: use)?.quoted ?? ""
            guard let reads = sourceArguments.reads[use.argument], let primary = reads.first else {
                return ("has \(text) beside its variables, reading argument \(use.argument), which the source never reads", .error)
            }
            let fits = reads.contains {
                let relation = $0.type.relation(to: use.type)
                return relation == .identical || relation == .equivalent
            }
            if !fits {
                let extra = plain.count > sourceKeyPlainCount(source) ? "has an extra \(text) beside its variables: it " : ""
                return (extra + "reads argument \(use.argument) as \(text), where the source has \(primary.text)", .error)
            }
        }
        let sourceKey = FormatString.parse(source.formatKey)
        for use in sourceKey.uses where sourceKey.specifier(of: use)?.variableName == nil && arguments.reads[use.argument] == nil {
            return ("never shows argument \(use.argument) (\(sourceKey.specifier(of: use)?.quoted ?? "")) of the source", .warning)
        }
        return nil
    }

    /// The source's variable a translation's variable stands for: the one of the same name,
    /// else (a substitution renamed in the translation) the one chosen by the same argument.
    package static func counterpart(
        of variable: PluralVariable, arguments: PluralArguments, in source: PluralEntry, sourceArguments: PluralArguments
    ) -> PluralVariable? {
        if let named = source.variables.first(where: { $0.name == variable.name }) { return named }
        guard let own = arguments.variableArguments[variable.name] else { return nil }
        let candidates = source.variables.filter { sourceArguments.variableArguments[$0.name] == own }
        return candidates.count == 1 ? candidates[0] : nil
    }

    package static func sourceKeyPlainCount(_ entry: PluralEntry) -> Int {
        let key = FormatString.parse(entry.formatKey)
        return key.uses.filter { key.specifier(of: $0)?.variableName == nil }.count
    }

    /// Each argument the branch reads, against how the source entry reads it anywhere (its
    /// format key or any branch): a branch may print an argument the source prints elsewhere.
    package static func argumentProblems(_ format: FormatString, source: PluralArguments) -> [String] {
        argumentProblems(format, source: source.reads)
    }

    /// The same against the reads of any source (a plural's, or a plain value's: `reads(of:)`).
    package static func argumentProblems(_ format: FormatString, source: [Int: [PluralArguments.ArgumentRead]]) -> [String] {
        var problems: [String] = []
        let supplied = source.keys.sorted()
        for (argument, types) in format.arguments.sorted(by: { $0.key < $1.key }) {
            guard let reads = source[argument], let primary = reads.first else {
                let range = supplied.isEmpty ? "none" : supplied.map(String.init).joined(separator: ", ")
                problems.append("reads argument \(argument), which the source never reads (it reads \(range))")
                continue
            }
            for type in types {
                let fits = reads.contains {
                    let relation = $0.type.relation(to: type)
                    return relation == .identical || relation == .equivalent
                }
                guard !fits else { continue }
                let text = format.firstSpecifier(reading: argument, as: type)?.quoted ?? ""
                problems.append("argument \(argument) is \(primary.text) in the source but \(text) here")
            }
        }
        return problems
    }

    /// The problems of the branch's own text (a fullwidth `％`, a `%` that starts no specifier)
    /// the source's branch does not have; arguments are judged by `argumentProblems`.
    package static func describeText(_ mismatch: FormatMismatch) -> String? {
        switch mismatch {
        case .fullwidthPercent(_, let text):
            return "\"\(text)\" uses a fullwidth ％"
        case .malformedNotInSource(_, let text):
            return "\"\(text)\" is not a valid specifier"
        case .escapedSpecifier(_, let text, let specifier, _):
            return "\"\(text)\" escapes the percent sign, so users see \"\(specifier)\" as text"
        default:
            return nil
        }
    }
}

/// `icu.strings-and-stringsdict`: one key in both the `.strings` and the `.stringsdict` of a
/// table. Foundation looks in the `.stringsdict` first, so the `.strings` value is dead.
package struct StringsAndStringsDict: AuditRule {
    package let info = RuleDescription(
        id: "icu.strings-and-stringsdict",
        title: "Key in both .strings and .stringsdict",
        area: .icu,
        defaultSeverity: .warning,
        summary: "The same key is in a table's `.strings` and its `.stringsdict`. Foundation's lookup uses the `.stringsdict` entry and never shows the `.strings` value, which translators still maintain.",
        reference: References.appleStringsdict,
        triggering: [RuleExample("both", files: ExampleStringsDict.files(["en": [("one", "%d item"), ("other", "%d items")]])
            .merging(ExampleTree.strings(["en": "↓\"items\" = \"%d items\";\n"])) { a, _ in a })],
        nonTriggering: [RuleExample("only stringsdict", files: ExampleStringsDict.files(["en": [("one", "%d item"), ("other", "%d items")]]))]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for group in context.catalog.groups {
            for locale in context.catalog.locales {
                guard let table = group[locale] else { continue }
                // Plural keys are few: look each up among the strings, not the other way round.
                for plural in table.plurals.entries {
                    let key = plural.key
                    guard let strings = table.strings[key],
                          strings.location.file.hasSuffix(".strings"), plural.location.file.hasSuffix(".stringsdict") else { continue }
                    sink.emit(
                        "\"\(key)\" in \(locale) is in both \(group.name).strings and \(group.name).stringsdict; the .stringsdict entry wins",
                        subject: AuditContext.subject(group.name, key, locale),
                        at: strings.location, text: strings.value,
                        fix: "remove it from \(group.name).strings",
                        related: [plural.location]
                    )
                }
            }
        }
    }
}

/// `l10n.catalog-state`: String Catalog units still `new`, `needs_review` or `stale`.
package struct CatalogState: AuditRule {
    package let info = RuleDescription(
        id: "l10n.catalog-state",
        title: "String Catalog unit not yet translated or reviewed",
        area: .localization,
        defaultSeverity: .note,
        summary: "A String Catalog marks the unit `new` (never translated), `needs_review` (its source changed) or `stale` (no longer in the code). The summary counts them per locale.",
        reference: References.appleStringCatalogs,
        triggering: [
            RuleExample("needs review", files: ["Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{↓"k":{"localizations":{
                  "en":{"stringUnit":{"state":"translated","value":"Close"}},
                  "de":{"stringUnit":{"state":"needs_review","value":"Schließen"}}}}}}
                """]),
            RuleExample("one device's branch still new (at the branch)", files: ["Sources/Demo/Resources/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
                  "en":{"stringUnit":{"state":"translated","value":"Close"}},
                  "de":{"variations":{"device":{
                    ↓"mac":{"stringUnit":{"state":"new","value":"Close"}},
                    "other":{"stringUnit":{"state":"translated","value":"Schließen"}}}}}}}}}
                """]),
        ],
        nonTriggering: [RuleExample("translated", files: ["Sources/Demo/Resources/Localizable.xcstrings": """
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Close"}},
              "de":{"stringUnit":{"state":"translated","value":"Schließen"}}}}}}
            """])]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        // A device's own branch has its own state: an iPhone branch still `new` is reported as such.
        for group in context.catalog.valueGroups {
            for locale in context.catalog.locales {
                guard let table = group[locale] else { continue }
                let place = group.place(locale)
                // Only String Catalog entries carry a state: nothing is looked up for the others.
                var stated: [String] = []
                for entry in table.strings.entries where entry.state != nil { stated.append(entry.key) }
                for entry in table.plurals.entries where entry.state != nil && table.strings.position(of: entry.key) == nil { stated.append(entry.key) }
                for key in stated {
                    let state = table.strings[key]?.state ?? table.plurals[key]?.state
                    guard let state, ["new", "needs_review", "stale"].contains(state) else { continue }
                    sink.emit(
                        "\"\(key)\" in \(place.label) is marked \(state)",
                        subject: place.subject(key),
                        at: table.location(of: key),
                        text: table.strings[key]?.value,
                        evidence: place.evidence + [Evidence("state", state)],
                        fix: state == "stale" ? "remove the key if the code no longer uses it" : "translate or review it, then mark it translated"
                    )
                }
            }
        }
    }
}

/// A String Catalog with one key whose two substitutions, `matches` and `files`, print `%arg`;
/// each side gives its format string and the argNum of `matches` and `files` (nil: left out).
/// `markTranslation` marks the translation's substitutions, where findings about them point.
private func substitutionCatalog(source: (String, Int?, Int?), translation: (String, Int?, Int?), markTranslation: Bool = false) -> [String: String] {
    func localization(_ side: (String, Int?, Int?), _ words: (String, String), marked: Bool = false) -> String {
        func substitution(_ name: String, _ argNum: Int?, _ word: String) -> String {
            let number = argNum.map { "\"argNum\":\($0)," } ?? ""
            return """
                \(marked ? ExampleMarker.text : "")"\(name)":{\(number)"formatSpecifier":"lld","variations":{"plural":{
                  "one":{"stringUnit":{"state":"translated","value":"%arg \(word)"}},
                  "other":{"stringUnit":{"state":"translated","value":"%arg \(word)"}}}}}
                """
        }
        return """
            {"stringUnit":{"state":"translated","value":"\(side.0)"},"substitutions":{
            \(substitution("matches", side.1, words.0)),
            \(substitution("files", side.2, words.1))}}
            """
    }
    return ["Sources/Demo/Resources/Localizable.xcstrings": """
        {"sourceLanguage":"en","version":"1.0","strings":{"metrics":{"localizations":{
          "en":\(localization(source, ("matches", "files"))),
          "de":\(localization(translation, ("Treffer", "Dateien"), marked: markTranslation))}}}}
        """]
}

/// A String Catalog key "files": one locale varies by plural (`one`, `other`), the other says
/// one plain value, written with its quotes so an example can mark where the value opens;
/// `markBranches` marks where each branch's value opens.
private func pluralAndPlainCatalog(
    plural: (locale: String, one: String, other: String), plain: (locale: String, quotedValue: String), markBranches: Bool = false
) -> [String: String] {
    let mark = markBranches ? ExampleMarker.text : ""
    return ["Sources/Demo/Resources/Localizable.xcstrings": """
        {"sourceLanguage":"en","version":"1.0","strings":{"files":{"localizations":{
          "\(plural.locale)":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":\(mark)"\(plural.one)"}},
            "other":{"stringUnit":{"state":"translated","value":\(mark)"\(plural.other)"}}}}},
          "\(plain.locale)":{"stringUnit":{"state":"translated","value":\(plain.quotedValue)}}}}}}
        """]
}
