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
/// `l10n.markup-changed`: Markdown that `Text` and `AttributedString(localized:)` render, or
/// HTML tags, that the translation broke or dropped. A link written `[Text] (url)` or with
/// fullwidth brackets shows its brackets and its address as text. HTML tags in a translation
/// whose source has none show as text too (`Lyp <em>Service Workers</em>`): a plain source
/// is shown plainly.
package struct MarkupChanged: AuditRule {
    package let info = RuleDescription(
        id: "l10n.markup-changed",
        title: "Markdown or HTML differs from the source",
        area: .localization,
        defaultSeverity: .warning,
        summary: "A Markdown link of the source (`[text](url)`) is broken (a space before `(`, fullwidth brackets) or dropped, `**` emphasis is lost, or the HTML tags differ from the source's, including tags added to a source that has none (a plain-text value shows them as text). A link dropped while its address is written out instead (`Visit {url}`) is a note. SwiftUI's `Text` and `AttributedString(localized:)` render the Markdown, so a broken link shows as raw text.",
        reference: References.appleMarkdownText,
        triggering: [
            RuleExample("space before the link target", files: pairExample("Read the [terms](https://example.com/terms)", "Lies die [Bedingungen] (https://example.com/terms)")),
            RuleExample("fullwidth brackets", files: pairExample("See [the guide](https://example.com)", "zh-Hans", "请参阅【指南】(https://example.com)")),
            RuleExample("emphasis dropped", files: pairExample("Tap **%@** to continue", "Tippe auf %@, um fortzufahren")),
            RuleExample("HTML tag lost", files: pairExample("<b>Warning:</b> this cannot be undone", "Warnung:</b> das lässt sich nicht rückgängig machen")),
            RuleExample("a link dropped, its address written out (a note)", files: pairExample("Follow the [setup guide]({url}).", "fi", "Käy osoitteessa {url}.")),
            RuleExample("HTML tags added to a plain-text value", files: pairExample("Learn about Service Workers", "et", "Lugege <em>Service Workers</em> kohta")),
        ],
        nonTriggering: [
            RuleExample("link and emphasis kept, reordered", files: pairExample("Read the [terms](https://example.com/terms) **now**", "**Jetzt** die [Bedingungen](https://example.com/terms) lesen", marked: false)),
            RuleExample("brackets that are not a link", files: pairExample("Size [beta]", "Größe [Beta]", marked: false)),
            RuleExample("a less-than sign that is not a tag", files: pairExample("Under 5 minutes", "Weniger als <5 Minuten", marked: false)),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        forEachTranslatedPair(context, whereShapes: { source, value in source.mayHoldMarkup || value.mayHoldMarkup }) { place, source, entry in
            var problems: [String] = []
            // Only a link dropped while its address stays in the text (`Visit {url}`): the
            // reader still gets there, so the finding is a note unless something else is wrong.
            var addressKept = false
            let links = ValueText.markdownLinks(source.value)
            if links > ValueText.markdownLinks(entry.value) {
                if let broken = ValueText.brokenMarkdownLink(entry.value) {
                    problems.append("a Markdown link is broken at \"\(broken)\": it shows as text")
                } else {
                    problems.append("\(links) Markdown link(s) in the source, \(ValueText.markdownLinks(entry.value)) here")
                    let targets = ValueText.markdownLinkTargets(source.value)
                    // No bracket left over: a link half kept (`[Text], … (address)`) shows its marks.
                    addressKept = !targets.isEmpty && targets.allSatisfy { !$0.isEmpty && entry.value.contains($0) }
                        && !entry.value.unicodeScalars.contains { $0 == "[" || $0 == "]" || $0 == "【" || $0 == "】" }
                    if addressKept { problems[problems.count - 1] += " (the address is written out instead)" }
                }
            }
            let emphasis = ValueText.emphasisMarks(source.value)
            if emphasis >= 2, ValueText.emphasisMarks(entry.value) != emphasis {
                problems.append("\(emphasis / 2) `**` emphasis in the source, \(ValueText.emphasisMarks(entry.value) / 2) here")
            }
            let tags = ValueText.htmlTags(source.value)
            let translatedTags = ValueText.htmlTags(entry.value)
            if !tags.isEmpty, tags.sorted() != translatedTags.sorted() {
                problems.append("HTML tags \(Self.tagList(tags)) in the source, \(translatedTags.isEmpty ? "none" : Self.tagList(translatedTags)) here")
            } else if tags.isEmpty, !translatedTags.isEmpty {
                problems.append("HTML tags \(Self.tagList(translatedTags)) added to a plain-text source: they show as text")
            }
            guard !problems.isEmpty else { return }
            sink.emit(
                "\"\(entry.key)\" in \(place.label): " + problems.joined(separator: "; "),
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value)],
                fix: "keep the source's markup: links as [text](address) with no space, the same ** and tags",
                severity: addressKept && problems.count == 1 ? .note : nil
            )
        }
    }

    package static func tagList(_ tags: [String]) -> String { tags.map { "<\($0)>" }.joined() }
}
