/// `icu.stringsdict-variable`: a `%#@name@` referenced but not defined, or defined but never
/// referenced, in a `.stringsdict` entry.
struct StringsDictVariable: AuditRule {
    let info = RuleDescription(
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

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
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
struct StringsDictValueType: AuditRule {
    let info = RuleDescription(
        id: "icu.stringsdict-value-type",
        title: "Plural value type disagrees with the branch specifiers",
        area: .icu,
        defaultSeverity: .error,
        summary: "The variable's `NSStringFormatValueTypeKey` (say `d`) and the specifier its branches print the number with (say `%lld`) differ in type or size: the plural is chosen from one reading of the argument and printed from another.",
        reference: References.appleStringsdict,
        triggering: [RuleExample("d against %lld", files: ExampleStringsDict.files(["en": [("one", "↓%lld file"), ("other", "%lld files")]], valueType: "d"))],
        nonTriggering: [RuleExample("lld throughout", files: ExampleStringsDict.files(["en": [("one", "%lld file"), ("other", "%lld files")]], valueType: "lld"))]
    )

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
        ICUMessages.forEachPluralVariable(context) { site in
            guard let valueType = site.variable.valueType, let declared = ArgumentType(valueType: valueType) else { return }
            var problems: [(PluralBranch, String)] = []
            for branch in site.variable.branches {
                let format = FormatString.parse(branch.value)
                // The branch's number: its first numeric specifier (others belong to other arguments).
                guard let spec = format.specifiers.first(where: { $0.argumentType.family == .integer || $0.argumentType.family == .floatingPoint }) else { continue }
                let relation = declared.relation(to: spec.argumentType)
                if relation == .differentType || relation == .differentWidth {
                    problems.append((branch, spec.text))
                }
            }
            guard let first = problems.first else { return }
            sink.emit(
                "\"\(site.entry.key)\" in \(site.locale): value type %\(valueType) but \(problems.map { "`\($0.0.category)` prints \($0.1)" }.joined(separator: ", "))",
                subject: Subject(table: site.table, key: site.entry.key, locale: site.locale, detail: site.variable.name),
                at: first.0.location, text: first.0.value,
                evidence: [Evidence("NSStringFormatValueTypeKey", valueType)],
                fix: "use %\(valueType) in every branch, or change the value type to match"
            )
        }
    }
}

/// `icu.plural-format-mismatch`: a plural branch's specifiers differ from the source locale's
/// branches (type, size, an extra argument).
struct PluralFormatMismatch: AuditRule {
    let info = RuleDescription(
        id: "icu.plural-format-mismatch",
        title: "Plural branch specifiers differ from the source",
        area: .icu,
        defaultSeverity: .error,
        summary: "A `.stringsdict` branch reads an argument with another type or size than the source's `other` branch, or reads an argument the source does not have. Leaving the number out (`one` → \"One file\") is fine and not reported.",
        reference: References.appleFormatSpecifiers,
        triggering: [RuleExample("%@ in a German branch", files: ExampleStringsDict.files([
            "en": [("one", "%d file"), ("other", "%d files")],
            "de": [("one", "↓%@ Datei"), ("other", "%d Dateien")],
        ]))],
        nonTriggering: [RuleExample("number omitted in one", files: ExampleStringsDict.files([
            "en": [("one", "%d file"), ("other", "%d files")],
            "de": [("one", "Eine Datei"), ("other", "%d Dateien")],
        ]))]
    )

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for group in context.catalog.groups {
            guard let source = group[context.sourceLocale] else { continue }
            for locale in context.catalog.locales where !LocaleFallback.isBase(locale) {
                guard let table = group[locale] else { continue }
                for entry in table.plurals.entries {
                    let key = entry.key
                    guard let sourceEntry = source.plurals[key] else { continue }
                    for variable in entry.variables {
                        guard let sourceVariable = sourceEntry.variables.first(where: { $0.name == variable.name }),
                              let reference = sourceVariable.branches.first(where: { $0.category == "other" }) ?? sourceVariable.branches.last else { continue }
                        let referenceFormat = FormatString.parse(reference.value)
                        for branch in variable.branches where !(locale == context.sourceLocale && branch == reference) {
                            let problems = FormatComparison.compare(source: referenceFormat, translation: FormatString.parse(branch.value)).compactMap(Self.describe)
                            guard !problems.isEmpty else { continue }
                            sink.emit(
                                "\"\(key)\" in \(locale), `\(branch.category)` of \(variable.name): " + problems.joined(separator: "; "),
                                subject: Subject(table: group.name, key: key, locale: locale, detail: "\(variable.name).\(branch.category)"),
                                at: branch.location, text: branch.value,
                                evidence: [Evidence("source", reference.value)],
                                fix: "use the specifiers of the source's `\(reference.category)` branch",
                                related: [reference.location]
                            )
                        }
                    }
                }
            }
        }
    }

    static func describe(_ mismatch: FormatMismatch) -> String? {
        switch mismatch {
        case .typeMismatch(let argument, _, _, let sourceText, let translationText, _):
            return "argument \(argument) is \(sourceText) in the source but \(translationText) here"
        case .widthMismatch(let argument, let source, let translation, _):
            return "argument \(argument) is \(source) in the source but \(translation) here"
        case .extraArgument(let argument):
            return "reads argument \(argument) that the source does not supply"
        case .fullwidthPercent(_, let text):
            return "\"\(text)\" uses a fullwidth ％"
        case .malformedNotInSource(_, let text):
            return "\"\(text)\" is not a valid specifier"
        default:
            return nil
        }
    }
}

/// `icu.strings-and-stringsdict`: one key in both the `.strings` and the `.stringsdict` of a
/// table. Foundation looks in the `.stringsdict` first, so the `.strings` value is dead.
struct StringsAndStringsDict: AuditRule {
    let info = RuleDescription(
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

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
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
struct CatalogState: AuditRule {
    let info = RuleDescription(
        id: "l10n.catalog-state",
        title: "String Catalog unit not yet translated or reviewed",
        area: .localization,
        defaultSeverity: .note,
        summary: "A String Catalog marks the unit `new` (never translated), `needs_review` (its source changed) or `stale` (no longer in the code). The summary counts them per locale.",
        reference: References.appleStringCatalogs,
        triggering: [RuleExample("needs review", files: ["Sources/Demo/Resources/Localizable.xcstrings": """
            {"sourceLanguage":"en","version":"1.0","strings":{↓"k":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Close"}},
              "de":{"stringUnit":{"state":"needs_review","value":"Schließen"}}}}}}
            """])],
        nonTriggering: [RuleExample("translated", files: ["Sources/Demo/Resources/Localizable.xcstrings": """
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Close"}},
              "de":{"stringUnit":{"state":"translated","value":"Schließen"}}}}}}
            """])]
    )

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
        for group in context.catalog.groups {
            for locale in context.catalog.locales {
                guard let table = group[locale] else { continue }
                // Only String Catalog entries carry a state: nothing is looked up for the others.
                var stated: [String] = []
                for entry in table.strings.entries where entry.state != nil { stated.append(entry.key) }
                for entry in table.plurals.entries where entry.state != nil && table.strings.position(of: entry.key) == nil { stated.append(entry.key) }
                for key in stated {
                    let state = table.strings[key]?.state ?? table.plurals[key]?.state
                    guard let state, ["new", "needs_review", "stale"].contains(state) else { continue }
                    sink.emit(
                        "\"\(key)\" in \(locale) is marked \(state)",
                        subject: AuditContext.subject(group.name, key, locale),
                        at: table.location(of: key),
                        text: table.strings[key]?.value,
                        evidence: [Evidence("state", state)],
                        fix: state == "stale" ? "remove the key if the code no longer uses it" : "translate or review it, then mark it translated"
                    )
                }
            }
        }
    }
}
