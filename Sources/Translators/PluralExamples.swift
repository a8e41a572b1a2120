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
/// The numbers that select a plural category in a locale, as a translator reads them:
/// "2–4, 22–24, 32–34, …" for Polish `few`, from ICU's samples.
package enum PluralExamples {
    package static func text(category: String, locale: String) -> String {
        let samples = PluralCategories.samples(category: category, locale: locale)
        let integers = samples.filter { $0 == $0.rounded() && abs($0) < 1e15 }.map { Int($0) }
        guard !integers.isEmpty else {
            return samples.prefix(4).map { String($0) }.joined(separator: ", ") + (samples.count > 4 ? ", …" : "")
        }
        return ranges(integers.prefix(12)) + (integers.count > 1 ? ", …" : "")
    }

    /// Consecutive runs folded: [2, 3, 4, 22, 23, 24, 100] → "2–4, 22–24, 100".
    package static func ranges<Numbers: Collection>(_ numbers: Numbers) -> String where Numbers.Element == Int {
        var parts: [String] = []
        var start: Int?
        var previous = 0
        for number in numbers.sorted() {
            if start != nil, number == previous + 1 {
                previous = number
                continue
            }
            if let first = start { parts.append(first == previous ? "\(first)" : "\(first)–\(previous)") }
            start = number
            previous = number
        }
        if let first = start { parts.append(first == previous ? "\(first)" : "\(first)–\(previous)") }
        return parts.joined(separator: ", ")
    }
}
