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
/// `l10n.placeholder-changed`: a `${name}` placeholder the translation renamed, dropped or
/// added. Siri and Shortcuts fill the parameters of an intent's phrases (`Intents.strings`)
/// by name: a renamed one is never filled, so users read `${filterName}` or a sentence about
/// another parameter; a dropped one hides the value the phrase exists to show.
package struct PlaceholderChanged: AuditRule {
    package let info = RuleDescription(
        id: "l10n.placeholder-changed",
        title: "`${name}` placeholder differs from the source",
        area: .localization,
        defaultSeverity: .warning,
        summary: "The `${name}` placeholders of a translation (Siri Intents tables, and any value that has them) are not the source's: an error when a name the source does not have replaces one it has (renamed or another parameter: it is never filled, or fills the wrong value), a warning when one is dropped or added. Names are compared exactly, as the system fills them.",
        reference: Reference("Apple: Localizing intent definitions (parameters in phrases)", url: "https://developer.apple.com/documentation/sirikit/adding-user-interactivity-with-siri-shortcuts-and-the-shortcuts-app"),
        triggering: [
            RuleExample("renamed in an Intents table (an error)", files: [
                ExampleTree.lproj("en", "Intents.strings"): "\"t1\" = \"Open ${filterName} Filter\";\n",
                ExampleTree.lproj("de", "Intents.strings"): "\"t1\" = ↓\"Filter ${filtername} öffnen\";\n",
            ]),
            RuleExample("dropped", files: pairExample("Get the level of ${carName}", "Zeigt den Ladestand")),
        ],
        nonTriggering: [
            RuleExample("reordered", files: pairExample("Departures of ${line} at ${stop}", "An ${stop}: Abfahrten der ${line}", marked: false)),
            RuleExample("a dollar amount", files: pairExample("Costs $5", "Kostet 5 $", marked: false)),
        ]
    )

    /// The `${name}` placeholders of a value, in order.
    package static func placeholders(_ value: String) -> [String] {
        let scalars = Array(value.unicodeScalars)
        var found: [String] = []
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "$", scalars[index + 1] == "{" else {
                index += 1
                continue
            }
            var end = index + 2
            while end < scalars.count, end - index <= 66, Self.isNameScalar(scalars[end]) { end += 1 }
            if end < scalars.count, scalars[end] == "}", end > index + 2 {
                found.append(String(String.UnicodeScalarView(scalars[(index + 2)..<end])))
                index = end + 1
            } else {
                index += 2
            }
        }
        return found
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isLetterFast || scalar.value &- 0x30 < 10 || scalar == "_" || scalar == "." || scalar == "-"
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        forEachTranslatedPair(context, whereShapes: { source, value in (source.hasDollar || value.hasDollar) && !value.isBlank }) { place, source, entry in
            let (before, after) = (Self.placeholders(source.value), Self.placeholders(entry.value))
            guard !before.isEmpty || !after.isEmpty else { return }
            let (expected, found) = (Set(before), Set(after))
            guard expected != found else { return }
            let missing = before.filter { !found.contains($0) }
            let added = after.filter { !expected.contains($0) }
            var problems: [String] = []
            if !missing.isEmpty { problems.append("the source's \(Self.list(missing)) \(missing.count == 1 ? "is" : "are") missing") }
            if !added.isEmpty { problems.append("\(Self.list(added)) \(added.count == 1 ? "is" : "are") not in the source") }
            let renamed = !missing.isEmpty && !added.isEmpty
            sink.emit(
                "\"\(entry.key)\" in \(place.label): " + problems.joined(separator: ", ")
                    + (renamed ? ": a renamed placeholder is never filled" : ""),
                subject: place.subject(entry.key),
                at: entry.valueLocation, text: entry.value,
                evidence: place.evidence + [Evidence("source", source.value),
                                            Evidence("source placeholders", Self.list(before)), Evidence("placeholders here", Self.list(after))],
                fix: "use exactly the source's placeholders (\(before.isEmpty ? "none" : Self.list(before))); they may move, not change",
                severity: renamed ? .error : nil
            )
        }
    }

    package static func list(_ names: [String]) -> String {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }.map { "${\($0)}" }.joined(separator: ", ")
    }
}
