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
/// A number written in digits, read the ways its separators allow. "3.0" is thirty in no
/// locale that writes a version or a decimal that way, but a digit run alone cannot say whether
/// `.` or `,` groups thousands ("1.000" in German) or marks decimals ("3,5" in French): each
/// reading is kept, and two numbers are the same when any of their readings agree. So
/// "Version 3" and "גרסה 3.0", "1,000" and "1 000", "3.5" and "3,5" and "٣٫٥" are equal, while
/// "3" and "4" are not.
package struct NumberReading: Equatable, Sendable {
    /// The digits with every separator dropped ("1,000" → "1000"), as the report shows them.
    package var digits: String
    /// Every value the text may stand for, as canonical decimals: "1000", "3.5", "3" (for
    /// "3.0"), and the dotted groups of a version ("2.1.3").
    package var values: Set<String>

    package func sameNumber(as other: NumberReading) -> Bool { !values.isDisjoint(with: other.values) }

    /// The numbers of a value, outside format specifiers and `{…}` placeholders.
    package static func all(in value: String) -> [NumberReading] {
        let scalars = ValueText.prose(value)
        var readings: [NumberReading] = []
        var groups: [String] = []
        var separators: [Unicode.Scalar] = []
        var current = ""
        func finish() {
            if !current.isEmpty { groups.append(current) }
            if !groups.isEmpty { readings.append(reading(groups: groups, separators: separators)) }
            groups = []
            separators = []
            current = ""
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let digit = ValueText.digitValue(scalar) {
                current.append(Character(Unicode.Scalar(UInt8(0x30 + digit))))
            } else if !current.isEmpty, ValueText.isNumberSeparator(scalar), index + 1 < scalars.count, ValueText.digitValue(scalars[index + 1]) != nil {
                groups.append(current)
                separators.append(scalar)
                current = ""
            } else if !current.isEmpty {
                finish()
            }
            index += 1
        }
        finish()
        return readings
    }

    /// The readings of digit groups split by `separators` (one fewer than the groups).
    package static func reading(groups: [String], separators: [Unicode.Scalar]) -> NumberReading {
        let digits = groups.joined()
        var values: Set<String> = [canonical(integer: digits, fraction: "")]
        if let last = separators.last, decimalMarks.contains(last) {
            // The last separator as a decimal mark, the ones before it as grouping.
            values.insert(canonical(integer: groups.dropLast().joined(), fraction: groups[groups.count - 1]))
        }
        if separators.count >= 2, separators.allSatisfy({ $0 == "." }) {
            values.insert(groups.map { String(Int($0) ?? 0) }.joined(separator: "."))
        }
        return NumberReading(digits: digits, values: values)
    }

    /// "007" → "7", "3" + "50" → "3.5", "3" + "0" → "3".
    package static func canonical(integer: String, fraction: String) -> String {
        var whole = Substring(integer.drop { $0 == "0" })
        if whole.isEmpty { whole = "0" }
        var part = Substring(fraction)
        while part.last == "0" { part = part.dropLast() }
        return part.isEmpty ? String(whole) : whole + "." + part
    }

    /// Marks that may stand for a decimal point: `.`, `,`, Arabic `٫`, and `·` as some write it.
    package static let decimalMarks: Set<Unicode.Scalar> = [".", ",", "\u{66B}", "·"]
}
