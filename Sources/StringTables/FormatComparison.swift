import LubaAuditModel
import LubaAuditICU
/// How two reads of one argument relate.
public enum ArgumentRelation: String, Hashable, Sendable {
    /// The same type.
    case identical
    /// Different conversions that read the same bits: `%d`/`%u`/`%x` (signedness only changes
    /// how the number prints), `%d`/`%i`/`%D`, `%f`/`%g`/`%e`/`%a`.
    case equivalent
    /// The same kind of value read with a different size: `%d` against `%ld`/`%lld`, `%f`
    /// against `%Lf`. On 64-bit platforms a Swift `Int` read by `%d` drops its upper half
    /// (and shifts every later argument on some ABIs), so this is a real bug, not style.
    case differentWidth
    /// Unrelated types (`%@` against `%d`, `%s` against `%@`): garbage or a crash.
    case differentType
}

extension ArgumentType {
    /// How reading an argument as `other` compares with reading it as `self`.
    public func relation(to other: ArgumentType) -> ArgumentRelation {
        if self == other { return .identical }
        guard family == other.family else { return .differentType }
        switch family {
        case .integer, .floatingPoint:
            return bitWidth == other.bitWidth ? .equivalent : .differentWidth
        default:
            return .differentType
        }
    }

    /// Whether some two of `types` are neither identical nor equivalent.
    package static func conflict(in types: [ArgumentType]) -> Bool {
        guard let first = types.first else { return false }
        return types.contains { first.relation(to: $0) == .differentWidth || first.relation(to: $0) == .differentType }
    }
}

/// A difference between a source string's format and its translation's that can misprint or
/// crash. Offsets are scalar offsets in the translation.
public enum FormatMismatch: Hashable, Sendable {
    /// The translation reads argument `argument` as an unrelated type.
    case typeMismatch(argument: Int, source: ArgumentType, translation: ArgumentType,
                      sourceText: String, translationText: String, offset: Int)
    /// The translation reads the argument with another size (`%d` for `%lld`).
    case widthMismatch(argument: Int, source: String, translation: String, offset: Int)
    /// The highest argument read differs. Always comes with `missingArgument` or `extraArgument`
    /// for the indices concerned; rules choose which to report.
    case countMismatch(source: Int, translation: Int)
    /// The source reads this argument and the translation never does. Harmless to the formatter
    /// when it is the last one (the value just is not shown, which some plural forms want);
    /// in the middle it also leaves a `positionalGapNotInSource`.
    case missingArgument(Int)
    /// The translation reads an argument the source does not supply: the formatter reads past
    /// the real arguments (garbage, or a crash for `%@`/`%s`). When the source is no format
    /// string at all, the specifier shows up literally or crashes if the app formats it anyway.
    case extraArgument(Int)
    /// The translation mixes numbered and unnumbered specifiers and the source does not.
    case mixedPositionalNotInSource
    /// The translation's positions skip arguments the source's do not skip.
    case positionalGapNotInSource(missing: [Int])
    /// The translation reads one argument with conflicting types and the source does not. A
    /// translation that repeats an argument with the same type (`%1$@ … %1$@`) is fine.
    case positionalReuseNotInSource(argument: Int, types: [ArgumentType])
    /// A malformed `%` sequence the source does not have, in a string that is formatted
    /// (usually a `%` that should have been `%%`).
    case malformedNotInSource(offset: Int, text: String)
    /// A fullwidth `％` where the specifier should be, more often than in the source.
    case fullwidthPercent(offset: Int, text: String)
    /// The translation writes `%%` but its source is no format string, so it is probably not
    /// formatted and the reader sees `%%`.
    case escapedPercentNotInSource(count: Int)
    /// The translation escapes a specifier the source reads (`%%@` where the source has `%@`):
    /// the formatter prints `%@` as text and the argument goes unshown. `text` is the escaped
    /// sequence (`%%@`), `specifier` what the source writes (`%@`), `argument` the source's
    /// argument left unshown when it can be told.
    case escapedSpecifier(offset: Int, text: String, specifier: String, argument: Int?)
}

/// Compares a translation's format specifiers with its source's.
public enum FormatComparison {
    /// What in `translation` does not fit `source`, in a fixed order: count, per-argument
    /// differences by argument index, positional problems, then malformed and fullwidth text.
    ///
    /// A source that does not look like a format string (`FormatString.looksLikeFormat`) is
    /// taken as not formatted: the translation's ambiguous specifiers ("100 % der Zeit") and
    /// malformed `%` are then literal text and never reported; only specifiers that are clearly
    /// meant as such, and `%%`, are. Reordering with positions (`%2$@ … %1$@`) and writing
    /// positions where the source has none (`%@ %d` against `%2$d %1$@`) are never reported,
    /// because both resolve to the same argument indices and types.
    public static func compare(source: FormatString, translation: FormatString) -> [FormatMismatch] {
        guard source.looksLikeFormat else { return compareWithUnformattedSource(translation) }

        var mismatches: [FormatMismatch] = []
        if source.argumentCount != translation.argumentCount {
            mismatches.append(.countMismatch(source: source.argumentCount, translation: translation.argumentCount))
        }
        let sourceArguments = source.arguments
        let translationArguments = translation.arguments
        let indices = Set(sourceArguments.keys).union(translationArguments.keys).sorted()
        for argument in indices {
            guard let sourceTypes = sourceArguments[argument], let primary = sourceTypes.first else {
                mismatches.append(.extraArgument(argument))
                continue
            }
            guard let translationTypes = translationArguments[argument] else {
                mismatches.append(.missingArgument(argument))
                continue
            }
            for type in translationTypes {
                let fits = sourceTypes.contains {
                    let relation = $0.relation(to: type)
                    return relation == .identical || relation == .equivalent
                }
                if fits { continue }
                let sourceText = source.firstSpecifier(reading: argument, as: primary)?.text ?? ""
                let read = translation.firstSpecifier(reading: argument, as: type)
                let translationText = read?.text ?? ""
                let offset = read?.offset ?? 0
                if primary.relation(to: type) == .differentWidth {
                    mismatches.append(.widthMismatch(argument: argument, source: sourceText, translation: translationText, offset: offset))
                } else {
                    mismatches.append(.typeMismatch(
                        argument: argument, source: primary, translation: type,
                        sourceText: sourceText, translationText: translationText, offset: offset))
                }
            }
        }
        mismatches += positionalMismatches(source: source, translation: translation)
        mismatches += textMismatches(source: source, translation: translation)
        mismatches += escapedSpecifiers(source: source, translation: translation)
        return mismatches
    }

    /// `%%@` where the source reads `%@`: each escaped sequence the source does not escape
    /// itself, whose specifier the source writes more often than the translation does.
    private static func escapedSpecifiers(source: FormatString, translation: FormatString) -> [FormatMismatch] {
        var escapedBudget: [String: Int] = [:]
        for case let .escapedSpecifier(_, text) in source.problems { escapedBudget[text, default: 0] += 1 }
        var escaped: [(offset: Int, text: String)] = []
        for case let .escapedSpecifier(offset, text) in translation.problems {
            if let left = escapedBudget[text], left > 0 {
                escapedBudget[text] = left - 1
            } else {
                escaped.append((offset, text))
            }
        }
        guard !escaped.isEmpty else { return [] }
        var shortfall: [String: Int] = [:]
        for specifier in source.specifiers where specifier.variableName == nil { shortfall[specifier.text, default: 0] += 1 }
        for specifier in translation.specifiers where specifier.variableName == nil { shortfall[specifier.text, default: 0] -= 1 }
        let unread = source.arguments.keys.filter { translation.arguments[$0] == nil }.sorted()
        var mismatches: [FormatMismatch] = []
        for (offset, text) in escaped {
            let specifier = String(text.dropFirst())
            guard let left = shortfall[specifier], left > 0 else { continue }
            shortfall[specifier] = left - 1
            // The argument is the one the source reads with that specifier and the translation
            // never reads: written in a numbered specifier, else the first such.
            let numbered = FormatString.parse(specifier).uses.first { $0.isExplicit }?.argument
            let argument = numbered ?? unread.first { argument in
                source.uses.contains { $0.argument == argument && source.specifier(of: $0)?.text == specifier }
            }
            mismatches.append(.escapedSpecifier(offset: offset, text: text, specifier: specifier, argument: argument))
        }
        return mismatches
    }

    private static func compareWithUnformattedSource(_ translation: FormatString) -> [FormatMismatch] {
        var mismatches: [FormatMismatch] = []
        var clearArguments = Set<Int>()
        for use in translation.uses where translation.specifier(of: use)?.isAmbiguous == false {
            clearArguments.insert(use.argument)
        }
        if let highest = clearArguments.max() {
            mismatches.append(.countMismatch(source: 0, translation: highest))
            mismatches += clearArguments.sorted().map { .extraArgument($0) }
        }
        if translation.escapedPercentCount > 0 {
            mismatches.append(.escapedPercentNotInSource(count: translation.escapedPercentCount))
        }
        return mismatches
    }

    private static func positionalMismatches(source: FormatString, translation: FormatString) -> [FormatMismatch] {
        var mismatches: [FormatMismatch] = []
        var sourceMixed = false
        var sourceMissing = Set<Int>()
        var sourceReused = Set<Int>()
        for problem in source.problems {
            switch problem {
            case .mixedPositional: sourceMixed = true
            case .positionalGap(let missing): sourceMissing.formUnion(missing)
            case .positionalReuse(let argument, _): sourceReused.insert(argument)
            default: break
            }
        }
        for problem in translation.problems {
            switch problem {
            case .mixedPositional where !sourceMixed:
                mismatches.append(.mixedPositionalNotInSource)
            case .positionalGap(let missing):
                let new = missing.filter { !sourceMissing.contains($0) }
                if !new.isEmpty { mismatches.append(.positionalGapNotInSource(missing: new)) }
            case .positionalReuse(let argument, let types) where !sourceReused.contains(argument):
                mismatches.append(.positionalReuseNotInSource(argument: argument, types: types))
            default:
                break
            }
        }
        return mismatches
    }

    /// Malformed and fullwidth sequences, matched by text as multisets: the translation may
    /// repeat each of the source's as often as the source has it.
    private static func textMismatches(source: FormatString, translation: FormatString) -> [FormatMismatch] {
        var malformedBudget: [String: Int] = [:]
        var fullwidthBudget: [String: Int] = [:]
        for problem in source.problems {
            switch problem {
            case .malformed(_, let text): malformedBudget[text, default: 0] += 1
            case .fullwidthPercent(_, let text): fullwidthBudget[text, default: 0] += 1
            default: break
            }
        }
        var mismatches: [FormatMismatch] = []
        for problem in translation.problems {
            switch problem {
            case .malformed(let offset, let text):
                if let left = malformedBudget[text], left > 0 {
                    malformedBudget[text] = left - 1
                } else {
                    mismatches.append(.malformedNotInSource(offset: offset, text: text))
                }
            case .fullwidthPercent(let offset, let text):
                if let left = fullwidthBudget[text], left > 0 {
                    fullwidthBudget[text] = left - 1
                } else {
                    mismatches.append(.fullwidthPercent(offset: offset, text: text))
                }
            default:
                break
            }
        }
        return mismatches
    }
}

extension FormatString {
    /// The first specifier that reads `argument` (as its value, width or precision), for pointing
    /// a finding at a column.
    public func firstSpecifier(reading argument: Int) -> FormatSpecifier? {
        uses.first { $0.argument == argument }.flatMap { specifier(of: $0) }
    }

    /// The first specifier that reads `argument` as `type`.
    public func firstSpecifier(reading argument: Int, as type: ArgumentType) -> FormatSpecifier? {
        uses.first { $0.argument == argument && $0.type == type }.flatMap { specifier(of: $0) }
    }

    /// The specifier a use belongs to; nil only for a hand-built, inconsistent value.
    public func specifier(of use: ArgumentUse) -> FormatSpecifier? {
        specifiers.indices.contains(use.specifierIndex) ? specifiers[use.specifierIndex] : nil
    }
}
