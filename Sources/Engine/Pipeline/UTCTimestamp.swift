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
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The audit's date as ISO 8601 in UTC ("2026-11-30T19:01:11Z"), spelled from the calendar
/// fields: `ISO8601DateFormatter` loaded ICU's calendar data for it, 2 ms and 7 MB of a run.
package enum UTCTimestamp {
    package static func iso8601(_ date: Date) -> String {
        // Whole milliseconds first, as Foundation's formatter does: 12.9996 s is 13 s there.
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        var seconds = time_t((milliseconds / 1000).rounded(.down))
        var fields = tm()
        guard gmtime_r(&seconds, &fields) != nil else { return "1970-01-01T00:00:00Z" }
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(fields.tm_year + 1900, 4) + "-" + padded(fields.tm_mon + 1, 2) + "-" + padded(fields.tm_mday, 2)
            + "T" + padded(fields.tm_hour, 2) + ":" + padded(fields.tm_min, 2) + ":" + padded(fields.tm_sec, 2) + "Z"
    }
}
