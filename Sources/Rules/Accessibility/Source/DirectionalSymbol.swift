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
/// `l10n.rtl.directional-symbol`: a left- or right-pointing SF Symbol that does not flip, in an
/// app that ships a right-to-left language.
package struct DirectionalSymbol: AuditRule {
    package let info = RuleDescription(
        id: "l10n.rtl.directional-symbol",
        title: "Directional symbol not flipped for right-to-left languages",
        area: .source,
        defaultSeverity: .warning,
        summary: "In a project that ships a right-to-left language (Arabic, Hebrew, Persian, Urdu…, read from its `.lproj` folders and String Catalogs), an SF Symbol that points left or right by name (`chevron.right`, `arrow.left`, `arrowshape.right.fill`) with no `.flipsForRightToLeftLayoutDirection(true)` on it or around it: it keeps pointing the left-to-right way, so a disclosure or a back arrow points against the reading direction. The `.forward`/`.backward` symbols flip by themselves and are not reported, nor are symbols that point both ways (`arrow.left.arrow.right`).",
        reference: Reference("Apple HIG: Right to left (symbols that flip, and when to flip an image)", url: "https://developer.apple.com/design/human-interface-guidelines/right-to-left"),
        triggering: [
            RuleExample("an app with an Arabic table: a chevron and a labelled arrow", files: [
                ExampleTree.lproj("en"): "\"Next\" = \"Next\";\n",
                ExampleTree.lproj("ar"): "\"Next\" = \"التالي\";\n",
                "Sources/Demo/Views/Pager.swift": """
                import SwiftUI

                struct Pager: View {
                    var body: some View {
                        HStack {
                            ↓Image(systemName: "chevron.right")
                            Label("Next", systemImage: ↓"arrow.right.circle")
                        }
                    }
                }

                """,
            ]),
        ],
        nonTriggering: [
            RuleExample("flipped, forward/backward, two-way, and an app without a right-to-left locale", files: [
                ExampleTree.lproj("en"): "\"Next\" = \"Next\";\n",
                ExampleTree.lproj("he"): "\"Next\" = \"הבא\";\n",
                "Sources/Demo/Views/Pager.swift": """
                import SwiftUI

                struct Pager: View {
                    var body: some View {
                        HStack {
                            Image(systemName: "chevron.right")
                                .flipsForRightToLeftLayoutDirection(true)
                            Image(systemName: "chevron.forward")
                            Image(systemName: "arrow.left.arrow.right")
                        }
                        .environment(\\.layoutDirection, .leftToRight)
                        VStack {
                            Image(systemName: "arrow.left")
                        }
                        .flipsForRightToLeftLayoutDirection(true)
                    }
                }

                """,
            ]),
        ]
    )

    /// Languages written right to left, and scripts that are.
    package static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "syr"]
    package static let rightToLeftScripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "adlm", "nkoo", "rohg"]

    /// The locales the project ships: the catalog holds no other (`ShippedLocales` drops them
    /// at load).
    package static func shippedLocales(_ context: AuditContext) -> [String] {
        context.catalog.locales
    }

    package static func isRightToLeft(_ locale: String) -> Bool {
        let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first else { return false }
        if parts.dropFirst().contains(where: { rightToLeftScripts.contains($0) }) { return true }
        if parts.dropFirst().contains("latn") || parts.dropFirst().contains("cyrl") { return false }
        return rightToLeftLanguages.contains(language)
    }

    /// `chevron.right`, `arrow.left.circle.fill`, `arrowshape.turn.up.left`: names that point one
    /// horizontal way. Not the self-flipping `forward`/`backward`, nor two-way symbols.
    package static func pointsOneWay(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        // `chevron`, `arrow`, `arrowshape`, `arrowtriangle`, `arrowkeys`, …: one prefix test covers them.
        guard let first = parts.first, first.hasPrefix("chevron") || first.hasPrefix("arrow") else { return false }
        let left = parts.contains("left")
        let right = parts.contains("right")
        return left != right
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let rightToLeft = Self.shippedLocales(context).filter(Self.isRightToLeft)
        guard !rightToLeft.isEmpty else { return }
        var seen: [String: Int] = [:]
        for image in context.views.images where image.isSymbol && !image.flipsForRightToLeft && Self.pointsOneWay(image.name) {
            sink.emit(
                "the symbol \(image.name) points one way and is not flipped, while the project ships \(rightToLeft.joined(separator: ", ")): in a right-to-left layout it points against the reading direction",
                subject: SourceText.subject(image.name, place: image.place, detail: "directional symbol", seen: &seen),
                at: image.place.location, text: image.name,
                evidence: [Evidence("symbol", image.name), Evidence("right-to-left locales", rightToLeft.joined(separator: ", "))],
                fix: "use the \(image.name.contains("left") ? "backward" : "forward") variant if the symbol has one (chevron.forward, arrow.backward), or add .flipsForRightToLeftLayoutDirection(true)")
        }
    }
}
