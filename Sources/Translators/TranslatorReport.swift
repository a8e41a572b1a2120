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
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
import LubaAuditEngine
import LubaAuditReports
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a key is on a translator's list.
public enum TranslatorItemStatus: String, Codable, Sendable {
    case missing
    case empty
    /// The translation is there but the audit found an error in it (a broken specifier, a
    /// missing plural form): the translator is the one to fix it.
    case fix
    case identical
    /// A String Catalog unit marked `new`, `needs_review` or `stale`.
    case needsReview = "needs-review"
}

/// What one argument of the source stands for. A specifier written twice (`%@ via %@`) reads
/// two arguments and gets two lines.
public struct PlaceholderLegend: Codable, Sendable, Hashable {
    /// As written in the source.
    public var specifier: String
    /// The 1-based argument it reads.
    public var argument: Int
    public var meaning: String
}

/// One form of a plural key: the unit translates the branch of `variable` for `category`.
public struct TranslatorPluralForm: Codable, Sendable, Hashable {
    /// The `%#@variable@` the branch belongs to; nil for the format string around the variables.
    public var variable: String?
    /// The CLDR category (`one`, `few`, …); nil for the format string.
    public var category: String?
    /// Numbers that select the category in the translator's locale, from ICU ("2–4, 22–24, …").
    public var examples: String?
}

/// One unit a translator has to work on: a key, or one form of a plural key.
public struct TranslatorItem: Codable, Sendable, Hashable {
    public var table: String
    public var key: String
    /// The XLIFF `trans-unit` id, in the shape Xcode exports: the key, or for a plural form
    /// `/key:dict/variable:dict/one:dict/:string` (`.stringsdict`) or `key|==|plural.one`,
    /// `key|==|substitutions.variable.plural.one` (String Catalog).
    public var unitID: String
    public var status: TranslatorItemStatus
    public var source: String
    /// The translation as it stands (empty, identical, to review or to fix).
    public var current: String?
    public var comment: String?
    public var placeholders: [PlaceholderLegend]
    public var plural: TranslatorPluralForm?
    /// What the audit found wrong with `current` (status `fix`): rule, message and fix.
    public var problems: [String]
    /// The source table the key comes from, relative to the project (XLIFF's `original`).
    public var sourceFile: String
}

/// The translators' report for one locale: every key that is missing, empty or still identical
/// to the source, and every translation with an error to fix, with what a translator needs to
/// translate it well.
public struct TranslatorReport: Codable, Sendable {
    public var locale: String
    public var sourceLocale: String
    public var tool: String
    public var items: [TranslatorItem]
    /// The source tables, relative to the project: an export with nothing to translate still
    /// names them (XLIFF requires a `<file>`).
    public var sourceFiles: [String]
    /// How far the locale is, the audit's own figure (the same in every report).
    public var completion: LocalizationMatrix.Completion?

    /// Builds the list from the prepared models and the audit's findings, so the same
    /// allowlists and fallbacks apply as in the audit. A locale with no tables yet gets every key.
    public static func build(_ prepared: Auditor.Prepared, result: AuditResult, locale: String) -> TranslatorReport {
        let context = prepared.context
        let paths = prepared.discovered.paths
        func projectFile(_ path: String) -> String { paths.projectRelative(path) ?? paths.display(path) }
        let registry = context.registryByKey
        var flagged: [String: TranslatorItemStatus] = [:]
        var problems: [String: [String]] = [:]
        // The rules whose findings are the statuses themselves, not problems to fix, as the
        // descriptions of the rules that ran say.
        var states: [String: TranslationState] = [:]
        for rule in result.rules {
            if let state = rule.translationState { states[rule.id] = state }
        }
        for finding in result.findings where finding.subject.locale == locale {
            guard let key = finding.subject.key, let table = finding.subject.table else { continue }
            let state = states[finding.ruleID]
            if state == .empty {
                flagged[table + "\u{1}" + key] = .empty
            } else if finding.severity == .error, state == nil {
                problems[table + "\u{1}" + key, default: []].append(
                    "\(finding.ruleID): \(finding.message)" + (finding.fix.map { " (fix: \($0))" } ?? ""))
            }
        }
        // Identical values come from the rule's own predicate: the audit may summarize them per table.
        for group in context.catalog.groups {
            for item in IdenticalValues.identicalValues(context, group: group, locale: locale).found {
                flagged[group.name + "\u{1}" + item.key] = flagged[group.name + "\u{1}" + item.key] ?? .identical
            }
            for item in context.identicalPlurals[group.name + "\u{1F}" + locale]?.found ?? [] {
                flagged[group.name + "\u{1}" + item.key] = flagged[group.name + "\u{1}" + item.key] ?? .identical
            }
        }
        // Missing as the completion counts it: not a table only the source has, not a key the
        // runtime finds in a parent locale (the matrix's cells say so, for every report alike).
        var expectedMissing = Set<String>()
        if let matrix = result.localizationMatrix, let column = matrix.locales.firstIndex(of: locale) {
            for row in matrix.rows where row.cells[column] == .missing { expectedMissing.insert(row.table + "\u{1}" + row.key) }
        }
        let knownLocale = result.localizationMatrix?.locales.contains(locale) ?? false
        let isVariant = LocaleFallback.isVariant(locale, of: context.sourceLocale)
        let categories = PluralCategories.of(locale: locale)
        let examples = Dictionary(uniqueKeysWithValues: categories.map { ($0, PluralExamples.text(category: $0, locale: locale)) })
        var items: [TranslatorItem] = []
        for row in LocalizationSummary.rows(context) where !row.key.isEmpty {
            guard let group = context.catalog.group(named: row.table) else { continue }
            let sourceTable = group[context.sourceLocale]
            let target = group[locale]
            let id = row.table + "\u{1}" + row.key
            var status: TranslatorItemStatus?
            var current: String?
            if target?.contains(row.key) != true {
                // A locale the catalog does not have yet needs every key.
                if !isVariant && (expectedMissing.contains(id) || !knownLocale) { status = .missing }
            } else if let flag = flagged[id], flag == .empty {
                status = flag
                current = target?.strings[row.key]?.value
            } else if problems[id] != nil {
                status = .fix
                current = target?.strings[row.key]?.value
            } else if let flag = flagged[id] {
                status = flag
                current = target?.strings[row.key]?.value
            } else if let state = target?.strings[row.key]?.state ?? target?.plurals[row.key]?.state,
                      ["new", "needs_review", "stale"].contains(state) {
                status = .needsReview
                current = target?.strings[row.key]?.value
            }
            guard let status else { continue }
            let sourceEntry = sourceTable?.strings[row.key]
            let pluralEntry = sourceTable?.plurals[row.key]
            let call = row.table == context.config.registryTable ? registry[row.key] : nil
            // translatewiki's `qqq` documentation first: it is written for translators.
            let comment = MessageDocumentation.comment(
                documentation: prepared.loaded.messageDocumentation.text(table: row.table, key: row.key),
                comment: sourceEntry?.comment ?? pluralEntry?.comment ?? call?.comment ?? call?.documentation)
            let file = projectFile(
                sourceEntry?.location.file ?? pluralEntry?.location.file ?? sourceTable?.paths.first
                    ?? "\(context.sourceLocale).lproj/\(row.table).strings")
            if let pluralEntry {
                let format = sourceTable?.paths.first { $0.hasSuffix(".xcstrings") } != nil || file.hasSuffix(".xcstrings")
                    ? PluralUnits.Shape.stringCatalog : .stringsDict
                for unit in PluralUnits.units(pluralEntry, translated: target?.plurals[row.key], shape: format, categories: categories) {
                    items.append(TranslatorItem(
                        table: row.table, key: row.key, unitID: unit.id, status: status, source: unit.source,
                        current: status == .missing ? nil : unit.current, comment: comment,
                        placeholders: legend(for: unit.source, comment: comment, call: nil),
                        plural: TranslatorPluralForm(
                            variable: unit.variable, category: unit.category, examples: unit.category.flatMap { examples[$0] }),
                        problems: problems[id] ?? [], sourceFile: file))
                }
                continue
            }
            let sourceText = sourceEntry?.value ?? call?.fallback ?? row.source ?? ""
            items.append(TranslatorItem(
                table: row.table, key: row.key, unitID: row.key, status: status, source: sourceText, current: current,
                comment: comment,
                placeholders: legend(for: sourceEntry?.value ?? call?.fallback ?? "", comment: comment, call: call),
                plural: nil, problems: problems[id] ?? [], sourceFile: file
            ))
        }
        let sourceFiles = Set(context.catalog.groups.flatMap { $0[context.sourceLocale]?.paths ?? [] }.map(projectFile))
        return TranslatorReport(
            locale: locale, sourceLocale: context.sourceLocale, tool: "lubaaudit \(LubaAuditVersion.current)", items: items,
            sourceFiles: sourceFiles.sorted(), completion: result.localizationMatrix?.completionByLocale[locale])
    }

    /// A plural entry shown as its `other` branches, the form a translator recognises.
    package static func pluralSummary(_ entry: PluralEntry) -> String {
        var text = entry.formatKey
        for variable in entry.variables {
            let other = variable.branches.first { $0.category == "other" }?.value ?? ""
            // Character-wise like NSString's search: a match must not end inside a composed character.
            text = text.replacing("%#@\(variable.name)@", with: other)
        }
        return text
    }

    /// What each argument stands for, one line per argument in argument order (a specifier
    /// written twice reads two arguments): the comment's own words when it explains the
    /// specifier ("%1$d is the number of stars"), else the Swift member's parameter name, else
    /// the argument's type.
    package static func legend(for value: String, comment: String?, call: RegistryCall?) -> [PlaceholderLegend] {
        let format = FormatString.parse(value)
        guard !format.specifiers.isEmpty else { return [] }
        var result: [PlaceholderLegend] = []
        var seen = Set<Int>()
        let uses = format.uses.filter { $0.role == .value && $0.specifierIndex < format.specifiers.count }
        for use in uses.sorted(by: { $0.argument < $1.argument }) where seen.insert(use.argument).inserted {
            let specifier = format.specifiers[use.specifierIndex].text
            var meaning: String?
            // A comment can only explain a specifier it can point at: one written once.
            if let comment, uses.filter({ format.specifiers[$0.specifierIndex].text == specifier }).count == 1 {
                meaning = explanation(of: specifier, in: comment)
            }
            if meaning == nil, let call, call.parameterNames.count == call.argumentCount,
               use.argument >= 1, use.argument <= call.parameterNames.count {
                meaning = "`\(call.parameterNames[use.argument - 1])` of \(call.member ?? call.callee)"
            }
            result.append(PlaceholderLegend(
                specifier: specifier, argument: use.argument, meaning: meaning ?? describe(use.type)))
        }
        return result
    }

    /// How to write the arguments in another order ("%2$@ … %1$@"), for a source that reads
    /// more than one without numbering them; nil when there is nothing to reorder.
    package static func reorderHint(_ legend: [PlaceholderLegend]) -> String? {
        guard legend.count > 1 else { return nil }
        let numbered = legend.map { placeholder -> String in
            let text = placeholder.specifier
            guard text.hasPrefix("%"), !text.contains("$") else { return text }
            return "%\(placeholder.argument)$" + text.dropFirst()
        }
        return "to change the order, number the placeholders: " + numbered.joined(separator: ", ")
    }

    /// The clause of a comment that follows the specifier ("%2$@ the text searched for").
    package static func explanation(of specifier: String, in comment: String) -> String? {
        guard let range = comment.firstRange(of: specifier) else { return nil }
        var rest = comment[range.upperBound...].drop { $0 == " " || $0 == ":" || $0 == "=" }
        if rest.hasPrefix("is ") { rest = rest.dropFirst(3) }
        let clause = rest.prefix { $0 != "," && $0 != ";" && $0 != "." && $0 != "%" && $0 != "\n" && $0 != ")" }
        let trimmed = clause.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    package static func describe(_ type: ArgumentType) -> String {
        switch type {
        case .object: return "text or object"
        case .int, .int64, .unsignedInt, .unsignedInt64: return "whole number"
        case .double, .longDouble: return "decimal number"
        case .char, .unichar: return "character"
        case .cString, .unicodeString: return "text"
        case .pointer: return "memory address"
        case .count: return "count"
        case .pluralVariable: return "plural variable"
        }
    }
}
