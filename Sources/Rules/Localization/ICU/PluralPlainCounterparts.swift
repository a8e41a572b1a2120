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
/// A plural on one side and one plain value on the other: a translation that says one thing
/// for every count where the source varies by plural (or the reverse). No pair table holds
/// such a key (pairs are plain against plain) and no plural comparison does either (plural
/// against plural), yet the value is formatted with the source's arguments all the same: a
/// `%@` where the source's plural prints `%lld` misreads the count as an object. Judged here
/// with `PluralFormatMismatch`'s own reading, so both directions report what a branch would.
extension PluralFormatMismatch {
    package static func checkPlainCounterparts(_ context: AuditContext, _ sink: inout FindingSink) {
        let sourceLocale = context.sourceLocale
        // Worked out once, not per group: a hostile catalog has 100,000 device groups.
        let translationLocales = context.translationLocales
        for group in context.catalog.valueGroups {
            let source = group[sourceLocale]
            // Plural keys are few: the shared tables are walked from the source's plural keys;
            // a device's tables hold only that device's few branches and are walked whole.
            let sourcePluralKeys = group.device == nil ? source?.plurals.entries.map(\.key) ?? [] : nil
            for locale in translationLocales {
                guard let table = group[locale] else { continue }
                let place = group.place(locale)
                for key in sourcePluralKeys ?? table.strings.entries.map(\.key) where table.plurals.position(of: key) == nil {
                    guard let entry = table.strings[key] else { continue }
                    let sourceEntry = context.sourceEntry(key, in: group)
                    // With a plain source value as well, the pair tables compare the two.
                    guard sourceEntry.strings == nil, let plural = sourceEntry.plural else { continue }
                    plainTranslation(entry, of: plural, place: place, &sink)
                }
                for entry in table.plurals.entries {
                    let sourceEntry = context.sourceEntry(entry.key, in: group)
                    guard sourceEntry.plural == nil, let plain = sourceEntry.strings else { continue }
                    pluralTranslation(entry, of: plain, place: place, &sink)
                }
            }
        }
    }

    /// One value for every count against the source's plural: each argument it reads, against
    /// how the source's plural reads it anywhere. An argument left out is fine (as in a branch).
    private static func plainTranslation(_ entry: StringsEntry, of source: PluralEntry, place: ValuePlace, _ sink: inout FindingSink) {
        let sourceArguments = PluralArguments(source)
        let problems = argumentProblems(FormatString.parse(entry.value), source: sourceArguments.reads)
        guard !problems.isEmpty else { return }
        let reference = source.variables.lazy.compactMap { variable in
            variable.branches.first { $0.category == "other" } ?? variable.branches.last
        }.first
        sink.emit(
            "\"\(entry.key)\" in \(place.label) is one value for every count where the source varies by plural: "
                + problems.joined(separator: "; "),
            subject: place.subject(entry.key),
            at: entry.valueLocation, text: entry.value,
            evidence: place.evidence + [Evidence("source", reference?.value ?? source.formatKey), Evidence("translation", entry.value)],
            fix: "use the specifiers of the source's plural (\(sourceArguments.readsText)), or translate it as a plural",
            related: [reference?.location ?? source.location]
        )
    }

    /// The translation's plural against one plain source value: each branch, and the format
    /// key's own specifiers, read against the source's arguments.
    private static func pluralTranslation(_ entry: PluralEntry, of source: StringsEntry, place: ValuePlace, _ sink: inout FindingSink) {
        let sourceFormat = FormatString.parse(source.value)
        let sourceReads = reads(of: sourceFormat)
        let arguments = PluralArguments(entry)
        func report(_ problems: [String], at location: SourceLocation, text: String, detail: String, what: String) {
            guard !problems.isEmpty else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label), \(what), where the source is one value for every count: "
                    + problems.joined(separator: "; "),
                subject: place.subject(entry.key, detail: detail),
                at: location, text: text,
                evidence: place.evidence + [Evidence("source", source.value), Evidence("translation", text)],
                fix: "use the source's specifiers: \(source.value)",
                related: [source.valueLocation]
            )
        }
        // The format key's own specifiers (its `%#@variables@` are read through the branches).
        let key = FormatString.parse(entry.formatKey)
        var keyOnly = key
        keyOnly.uses = key.uses.filter { key.specifier(of: $0)?.variableName == nil }
        report(argumentProblems(keyOnly, source: sourceReads), at: entry.formatLocation, text: entry.formatKey,
               detail: "format key", what: "the format key")
        for variable in entry.variables {
            for branch in variable.branches {
                report(argumentProblems(arguments.format(of: branch, in: variable), source: sourceReads),
                       at: branch.location, text: branch.value, detail: "\(variable.name).\(branch.category)",
                       what: "`\(branch.category)` of \(variable.name)")
            }
        }
    }

    /// How a plain value reads its arguments, in the shape `PluralArguments.reads` has.
    package static func reads(of format: FormatString) -> [Int: [PluralArguments.ArgumentRead]] {
        var reads: [Int: [PluralArguments.ArgumentRead]] = [:]
        for use in format.uses {
            var known = reads[use.argument] ?? []
            guard !known.contains(where: { $0.type == use.type }) else { continue }
            known.append(PluralArguments.ArgumentRead(type: use.type, text: format.specifier(of: use)?.quoted ?? ""))
            reads[use.argument] = known
        }
        return reads
    }
}

extension PluralArguments {
    /// Every argument the entry reads, as the file writes each (`1: %lld, 2: %@`), for fixes.
    package var readsText: String {
        reads.keys.sorted().map { argument in
            "\(argument): " + (reads[argument] ?? []).map(\.text).joined(separator: " or ")
        }.joined(separator: ", ")
    }
}
