import LubaAuditModel
import CICUShim

/// Which CLDR rule set a plural question is about.
public enum PluralRuleType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Quantities: 1 file, 2 files (`NSStringPluralRuleType`, ICU `plural`).
    case cardinal
    /// Ranks: 1st, 2nd, 3rd (ICU `selectordinal`).
    case ordinal

    package var shimCode: Int32 {
        switch self {
        case .cardinal: return Int32(LUBAICU_PLURAL_CARDINAL)
        case .ordinal: return Int32(LUBAICU_PLURAL_ORDINAL)
        }
    }
}

/// The CLDR plural categories of a locale, as ICU knows them.
///
/// Nothing here is a hand-written table: every answer comes from `icu::PluralRules`, so a locale
/// the code never names (Scottish Gaelic, Breton) gets the same care as English, and a newer
/// ICU brings newer CLDR data without a code change. A locale ICU has no rules for falls back
/// to ICU's root rules (only `other`).
public struct PluralCategories: Sendable {
    /// The categories of `locale`, in the canonical order `zero one two few many other`.
    /// Empty only when ICU fails, which it does not for any locale string.
    public static func of(locale: String, type: PluralRuleType = .cardinal) -> [String] {
        let joined = ICUText.read { buffer, capacity in
            lubaicu_plural_keywords(locale, type.shimCode, buffer, capacity)
        }
        return joined.map { $0.split(separator: " ").map(String.init) } ?? []
    }

    /// The category ICU selects for `n` (1.5 has one visible fraction digit; 1.0 is 1).
    /// Falls back to `other`, CLDR's catch-all, if ICU fails.
    public static func select(_ n: Double, locale: String, type: PluralRuleType = .cardinal) -> String {
        ICUText.read { buffer, capacity in
            lubaicu_plural_select_double(locale, type.shimCode, n, buffer, capacity)
        } ?? "other"
    }

    /// The category ICU selects for the integer `n`, exactly (no rounding through `Double`).
    public static func select(_ n: Int, locale: String, type: PluralRuleType = .cardinal) -> String {
        // A double holds every integer up to 2^53 exactly, and ICU reads a whole double as an
        // integer (no visible fraction digits): the same operands as the decimal, without
        // building a number formatter per call.
        if n.magnitude < 1 << 53 { return select(Double(n), locale: locale, type: type) }
        return select(decimal: String(n), locale: locale, type: type) ?? "other"
    }

    /// The category for a number written as text, where trailing zeros count: `"1.0"` selects
    /// `other` in English, `"1"` selects `one`. Nil when `decimal` is not `-?[0-9]+(.[0-9]+)?`.
    public static func select(decimal: String, locale: String, type: PluralRuleType = .cardinal) -> String? {
        var digits = Array(decimal.utf8)
        guard !digits.isEmpty, digits.count <= 1000 else { return nil }
        let count = Int32(digits.count)
        return digits.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                ICUText.read { buffer, capacity in
                    lubaicu_plural_select_decimal(locale, type.shimCode, chars.baseAddress, count, buffer, capacity)
                }
            }
        }
    }

    /// A few numbers that select `category`: ICU's integer samples first (`ru` `one`: 1, 21,
    /// 31, …), then fractional ones (ICU's when the category has no integers, else the first
    /// one-decimal numbers ICU selects it for; for rules without sample annotations, the
    /// first integers it selects). Empty for a category the locale lacks.
    public static func samples(category: String, locale: String, type: PluralRuleType = .cardinal) -> [Double] {
        var buffer = [Double](repeating: 0, count: 48)
        var integers: Int32 = 0
        let count = buffer.withUnsafeMutableBufferPointer { pointer in
            lubaicu_plural_samples(locale, type.shimCode, category, pointer.baseAddress, Int32(pointer.count), &integers)
        }
        guard count > 0 else { return [] }
        return Array(buffer.prefix(min(Int(count), buffer.count)))
    }

    /// Whether ICU's samples for `category` include a whole number. `other` in Russian, Polish,
    /// Ukrainian or Belarusian selects only fractions: a plural's `other` branch there is never
    /// shown for a count, only as the fallback of a missing category.
    public static func selectsInteger(category: String, locale: String, type: PluralRuleType = .cardinal) -> Bool {
        var buffer = [Double](repeating: 0, count: 48)
        var integers: Int32 = 0
        let count = buffer.withUnsafeMutableBufferPointer { pointer in
            lubaicu_plural_samples(locale, type.shimCode, category, pointer.baseAddress, Int32(pointer.count), &integers)
        }
        return count > 0 && integers > 0
    }

    /// The one integer `category` covers, or nil when it covers none or several.
    ///
    /// Why: `one {1 file}` is right in English, where `one` is exactly 1, but wrong in Russian
    /// (`one` is 1, 21, 31…) and French (0 and 1): there the branch must use the number.
    /// The smallest integer below `limit` (at most 2^53) that selects `category`, or nil.
    public static func firstInteger(
        selecting category: String, below limit: Int, locale: String, type: PluralRuleType = .cardinal
    ) -> Int? {
        let found = lubaicu_plural_first_integer(locale, type.shimCode, category, Int64(min(limit, 1 << 53)))
        return found >= 0 ? Int(found) : nil
    }

    public static func coversSingleInteger(
        category: String, locale: String, type: PluralRuleType = .cardinal
    ) -> Int? {
        var value: Int64 = 0
        guard lubaicu_plural_single_integer(locale, type.shimCode, category, &value) == 1 else { return nil }
        return Int(exactly: value)
    }
}
