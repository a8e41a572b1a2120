#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a key is on a translator's list.
public enum TranslatorItemStatus: String, Codable, Sendable {
    case missing
    case empty
    case identical
    /// A String Catalog unit marked `new`, `needs_review` or `stale`.
    case needsReview = "needs-review"
}

/// What a placeholder in the source stands for.
public struct PlaceholderLegend: Codable, Sendable, Hashable {
    public var specifier: String
    public var meaning: String
}

/// One key a translator has to work on.
public struct TranslatorItem: Codable, Sendable, Hashable {
    public var table: String
    public var key: String
    public var status: TranslatorItemStatus
    public var source: String
    /// The translation as it stands (for empty and identical values).
    public var current: String?
    public var comment: String?
    public var placeholders: [PlaceholderLegend]
    /// For plural keys: the CLDR categories the translator's locale needs, from ICU.
    public var pluralCategories: [String]?
    /// The source file the key comes from (for XLIFF's `original`).
    public var sourceFile: String
}

/// The translators' report for one locale: every key that is missing, empty or still identical
/// to the source, with what a translator needs to translate it well.
public struct TranslatorReport: Codable, Sendable {
    public var locale: String
    public var sourceLocale: String
    public var tool: String
    public var items: [TranslatorItem]
    /// How far the locale is, the audit's own figure (the same in every report).
    public var completion: LocalizationMatrix.Completion?

    /// Builds the list from the prepared models and the audit's findings, so the same
    /// allowlists and fallbacks apply as in the audit. A locale with no tables yet gets every key.
    public static func build(_ prepared: Auditor.Prepared, result: AuditResult, locale: String) -> TranslatorReport {
        let context = prepared.context
        let registry = context.registryByKey
        var flagged: [String: TranslatorItemStatus] = [:]
        for finding in result.findings where finding.subject.locale == locale {
            guard let key = finding.subject.key, let table = finding.subject.table else { continue }
            let status: TranslatorItemStatus
            switch finding.ruleID {
            case "l10n.empty-value": status = .empty
            default: continue
            }
            flagged[table + "\u{1}" + key] = status
        }
        // Identical values come from the rule's own predicate: the audit may summarize them per table.
        for group in context.catalog.groups {
            for item in IdenticalTranslation.identicalValues(context, group: group, locale: locale).found {
                flagged[group.name + "\u{1}" + item.key] = .identical
            }
        }
        let isVariant = LocaleFallback.isVariant(locale, of: context.sourceLocale)
        let pluralCategories = PluralCategories.of(locale: locale)
        var items: [TranslatorItem] = []
        for row in LocalizationSummary.rows(context) {
            guard let group = context.catalog.group(named: row.table) else { continue }
            let sourceTable = group[context.sourceLocale]
            let target = group[locale]
            var status: TranslatorItemStatus?
            var current: String?
            if target?.contains(row.key) != true {
                if !isVariant { status = .missing }
            } else if let flag = flagged[row.table + "\u{1}" + row.key] {
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
            let sourceText = sourceEntry?.value ?? pluralEntry.map(pluralSummary) ?? call?.fallback ?? row.source ?? ""
            let comment = sourceEntry?.comment ?? pluralEntry?.comment ?? call?.comment ?? call?.documentation
            let file = sourceEntry?.location.file ?? pluralEntry?.location.file ?? sourceTable?.paths.first ?? "\(context.sourceLocale).lproj/\(row.table).strings"
            items.append(TranslatorItem(
                table: row.table, key: row.key, status: status, source: sourceText, current: current,
                comment: comment,
                placeholders: legend(for: sourceEntry?.value ?? call?.fallback ?? "", comment: comment, call: call),
                pluralCategories: pluralEntry == nil ? nil : pluralCategories,
                sourceFile: file
            ))
        }
        return TranslatorReport(
            locale: locale, sourceLocale: context.sourceLocale, tool: "lubaaudit \(LubaAuditVersion.current)", items: items,
            completion: result.localizationMatrix?.completionByLocale[locale])
    }

    /// A plural entry shown as its `other` branches, the form a translator recognises.
    static func pluralSummary(_ entry: PluralEntry) -> String {
        var text = entry.formatKey
        for variable in entry.variables {
            let other = variable.branches.first { $0.category == "other" }?.value ?? ""
            // Character-wise like NSString's search: a match must not end inside a composed character.
            text = text.replacing("%#@\(variable.name)@", with: other)
        }
        return text
    }

    /// What each placeholder stands for: the comment's own words when it explains the
    /// specifier ("%1$d is the number of stars"), else the Swift member's parameter name.
    static func legend(for value: String, comment: String?, call: RegistryCall?) -> [PlaceholderLegend] {
        let format = FormatString.parse(value)
        guard !format.specifiers.isEmpty else { return [] }
        var result: [PlaceholderLegend] = []
        var seen = Set<String>()
        for use in format.uses where use.role == .value {
            guard use.specifierIndex < format.specifiers.count else { continue }
            let specifier = format.specifiers[use.specifierIndex].text
            guard seen.insert(specifier).inserted else { continue }
            var meaning: String?
            if let comment { meaning = explanation(of: specifier, in: comment) }
            if meaning == nil, let call, call.parameterNames.count == call.argumentCount,
               use.argument >= 1, use.argument <= call.parameterNames.count {
                meaning = "argument \(use.argument): `\(call.parameterNames[use.argument - 1])` of \(call.member ?? call.callee)"
            }
            result.append(PlaceholderLegend(
                specifier: specifier,
                meaning: meaning ?? "argument \(use.argument), \(describe(use.type))"))
        }
        return result
    }

    /// The clause of a comment that follows the specifier ("%2$@ the text searched for").
    static func explanation(of specifier: String, in comment: String) -> String? {
        guard let range = comment.firstRange(of: specifier) else { return nil }
        var rest = comment[range.upperBound...].drop { $0 == " " || $0 == ":" || $0 == "=" }
        if rest.hasPrefix("is ") { rest = rest.dropFirst(3) }
        let clause = rest.prefix { $0 != "," && $0 != ";" && $0 != "." && $0 != "%" && $0 != "\n" && $0 != ")" }
        let trimmed = clause.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    static func describe(_ type: ArgumentType) -> String {
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
