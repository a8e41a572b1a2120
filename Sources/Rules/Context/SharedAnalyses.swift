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
import Dispatch

/// The analyses of the pair tables that several rules read, by name. A rule says which it
/// reads (`AuditRule.reads`): the pipeline runs the rules that read none beside the analyses,
/// and the others after them, so no core waits for an analysis it could be running beside.
public struct SharedAnalysis: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The format-specifier mismatches of every pair (`AuditContext.formatMismatches`).
    public static let formatMismatches = SharedAnalysis(rawValue: 1 << 0)
    /// The values that look like ICU messages, analyzed (`AuditContext.icuMessages`).
    public static let icuMessages = SharedAnalysis(rawValue: 1 << 1)
    /// The values still identical to the source that are not legitimately so, strings and
    /// plurals (`AuditContext.identicalValues`, `identicalPlurals`).
    public static let identicalValues = SharedAnalysis(rawValue: 1 << 2)
    /// The argument model of every plural entry (`AuditContext.pluralArguments`).
    public static let pluralArguments = SharedAnalysis(rawValue: 1 << 3)

    /// Each analysis on its own, the longest first: the schedule starts them in this order.
    public static let each: [SharedAnalysis] = [.identicalValues, .formatMismatches, .icuMessages, .pluralArguments]
}

/// The shared analyses of one context, each worked out the first time it is asked for and
/// kept. A reader that asks while another thread works it out waits for that result: an
/// analysis is never worked out twice. Shared by every copy of the context.
package final class SharedAnalysisStore: Sendable {
    package struct Identical: Sendable {
        package var strings: [(found: [IdenticalValues.Identical], compared: Int)]
        package var plurals: [String: (found: [IdenticalPlurals.Found], compared: Int)]
    }

    package let formatMismatches: OnceValue<[FormatComparisonResult]>
    package let icuMessages: OnceValue<[ICUMessages.Message]>
    package let identical: OnceValue<Identical>
    package let pluralArguments: OnceValue<[[PluralArguments]]>
    /// Every plural the category rules judge (`PluralUnderCheck.shared`): three rules walk
    /// them, and gathering them looks up each one's source (100,000 in a hostile catalog).
    package let pluralsUnderCheck = OnceValue<[PluralUnderCheck]>()

    package init(catalog: LocalizationCatalog, pairs: [PairTable], allowlist: Set<String>) {
        formatMismatches = OnceValue { FormatComparisonResult.all(pairs) }
        icuMessages = OnceValue { ICUMessages.analyzeAll(catalog) }
        identical = OnceValue {
            // Strings and plural entries are judged together, so the catalog's evidence of names
            // is looked for once, for the values of both that need it. A device's few branches
            // are no evidence of their own about names.
            let strings = IdenticalValues.Candidates(pairs, sourceLocale: catalog.sourceLocale)
            let plurals = IdenticalPlurals.Candidates(catalog)
            let verdicts = IdenticalValues.judge(
                strings.values + plurals.texts, allow: IdenticalValues.lowerCased(allowlist), evidence: pairs.filter { $0.device == nil })
            return Identical(
                strings: IdenticalValues.identicalValues(pairs, sourceLocale: catalog.sourceLocale, candidates: strings, verdicts: Array(verdicts[..<strings.values.count])),
                plurals: IdenticalPlurals.find(plurals, verdicts: Array(verdicts[strings.values.count...])))
        }
        pluralArguments = OnceValue { catalog.allPluralTables.parallelMap { $0.entries.map(PluralArguments.init) } }
    }

    /// Works out `analysis` now, unless it is known already.
    package func prepare(_ analysis: SharedAnalysis) {
        if analysis.contains(.formatMismatches) { _ = formatMismatches.value }
        if analysis.contains(.icuMessages) { _ = icuMessages.value }
        if analysis.contains(.identicalValues) { _ = identical.value }
        if analysis.contains(.pluralArguments) { _ = pluralArguments.value }
    }

    /// The analyses asked for so far.
    package var asked: SharedAnalysis {
        var asked: SharedAnalysis = []
        if formatMismatches.isAsked { asked.insert(.formatMismatches) }
        if icuMessages.isAsked { asked.insert(.icuMessages) }
        if identical.isAsked { asked.insert(.identicalValues) }
        if pluralArguments.isAsked { asked.insert(.pluralArguments) }
        return asked
    }
}

/// A value worked out by the first reader, on that reader's thread, and kept; later readers,
/// also those that arrive while it is being worked out, get the kept value.
package final class OnceValue<Value: Sendable>: @unchecked Sendable {
    // A serial queue: `sync` runs the work on the asking thread, and makes the others wait.
    private let queue = DispatchQueue(label: "lubaaudit.shared-analysis")
    private var stored: Value?
    private var make: (@Sendable () -> Value)?

    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// One the first reader makes with what it gives (`value(_:)`): for an analysis made from
    /// the whole context, which the store cannot hold. Read it only through `value(_:)`.
    package init() {}

    /// The kept value, made by `make` if no reader made it yet.
    package func value(_ make: () -> Value) -> Value {
        queue.sync {
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }

    package var value: Value {
        queue.sync {
            if let stored { return stored }
            let made = make!()
            stored = made
            // What it was made from is no longer needed.
            make = nil
            return made
        }
    }

    package var isAsked: Bool { queue.sync { stored != nil } }
}
