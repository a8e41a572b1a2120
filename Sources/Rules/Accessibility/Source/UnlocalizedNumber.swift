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
/// `l10n.unlocalized-number`: a number put into text with no locale-aware format, glued to a
/// symbol no translator sees (`"\(percent)%"`, `"\(count)/\(limit)"`), or written by
/// `String(format:)` with no locale.
package struct UnlocalizedNumber: AuditRule {
    package let info = RuleDescription(
        id: "l10n.unlocalized-number",
        title: "Number in text without a locale-aware format",
        area: .source,
        defaultSeverity: .warning,
        summary: "A number is put into user text by interpolation around a symbol: `Text(\"\\(Int(value * 100))%\")` reads \"65%\" where German writes \"65 %\" and Turkish \"%65\"; `Text(\"\\(count)/\\(limit)\")` is read by VoiceOver as \"12 slash 280\". `String(format: \"%.1f\", value)` with no `locale:`, handed to a view's text or a label's `text`, shows \"0.5\" to a German reader who expects \"0,5\"; hex and octal (`%02x`, `%02hhx`) write codes no locale changes. An interpolation right before `%` is a number whatever its declaration. Use a format style: `Text(value, format: .percent)`, `count.formatted()`, or a localized string with the numbers as arguments.",
        reference: References.appleFormatStyle,
        triggering: [
            RuleExample("a percentage, a count of a limit, and String(format:)", files: SourceExamples.package([
                "Components/DemoMeter.swift": """
                import SwiftUI

                public struct DemoMeter: View {
                    let value: Double
                    let count: Int
                    let limit: Int

                    public var body: some View {
                        VStack {
                            Text(↓"\\(Int(value * 100))%")
                            Text(↓"\\(count)/\\(limit)")
                            Text(String(format: ↓"%.1f", value))
                            pollShare
                        }
                    }

                    private var pollShare: some View {
                        let percent = Int(value * 100)
                        return Text(↓"\\(percent)%")
                    }
                }

                """,
            ])),
        ],
        nonTriggering: [
            RuleExample("format styles, a bare count, and a format with a locale", files: SourceExamples.package([
                "Components/DemoMeter.swift": """
                import SwiftUI

                public struct DemoMeter: View {
                    let value: Double
                    let count: Int

                    public var body: some View {
                        VStack {
                            Text(value, format: .percent)
                            Text("\\(count)")
                            Text(String(format: "%.1f", locale: .current, value))
                            Text("\\(value, format: .number)/5")
                            Text(verbatim: digest)
                        }
                    }

                    private var digest: String {
                        [UInt8(count)].map { String(format: "%02hhx", $0) }.joined() + path
                    }

                    private var path: String {
                        String(format: "tiles/%d/%d.png", count, count)
                    }
                }

                """,
            ])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        var seen: [String: Int] = [:]
        for site in context.views.texts where !site.bareNumbers.isEmpty {
            let around = SourceText.staticPart(site.literal)
            // Words around the number belong to a translatable sentence (the text rules judge
            // it); a bare `\(count)` is formatted for the locale by SwiftUI.
            guard !around.isEmpty, !around.contains(where: \.isLetter) else { continue }
            let shown = SourceText.display(site.literal, site.interpolations)
            let numbers = site.bareNumbers.map { "\\(" + site.interpolations[$0] + ")" }
            sink.emit(
                "\(site.api) \"\(shown)\" puts \(numbers.joined(separator: " and ")) next to \"\(around)\" with no locale-aware format: the symbol's place and spacing differ by locale, and VoiceOver reads it literally",
                subject: SourceText.subject(site.literal, place: site.place, detail: site.api, seen: &seen),
                at: site.place.location, text: shown,
                evidence: [Evidence("numbers", numbers.joined(separator: ", ")), Evidence("around", around)],
                fix: "use a format style (Text(value, format: .percent), count.formatted()) or a localized string that takes the numbers as arguments")
        }
        for site in context.views.unlocalizedFormats {
            sink.emit(
                "String(format: \"\(site.format)\") has no locale: it writes numbers the POSIX way (\"0.5\") in every language",
                subject: SourceText.subject(site.format, place: site.place, detail: "String(format:)", seen: &seen),
                at: site.place.location, text: site.format,
                evidence: [Evidence("format", site.format)],
                fix: "pass locale: .current, or use a format style (value.formatted(.number.precision(.fractionLength(1))))")
        }
    }
}
