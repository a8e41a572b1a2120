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
/// `l10n.hardcoded-text`: user-visible or spoken text written as a literal that will not be
/// localized. SwiftUI's `Text`, `Button`, `Label`, `Toggle`, `.navigationTitle` and
/// `.accessibilityLabel/Hint/Value` take a literal as a `LocalizedStringKey` and look it up in the
/// main bundle: a package's strings are never there (unless `bundle: .module`); an app's are
/// when a table holds the key. `Text(verbatim:)` and `String` values are never localized.
package struct HardcodedText: AuditRule {
    package let info = RuleDescription(
        id: "l10n.hardcoded-text",
        title: "Text that will not be localized",
        area: .source,
        defaultSeverity: .error,
        summary: "A literal shown or spoken by a SwiftUI view that no locale will translate. In a Swift package, `Text(\"…\")` looks its key up in the app's main bundle, where the package's tables are not: an error in a component (route it through the registry, or pass `bundle: .module`), a warning elsewhere in the package. `Text(verbatim:)`, a `String` value (a default parameter such as `placeholder: String = \"Search\"` handed to a `TextField`) a `String` joined with `+` (`\"Clear \" + size`) and a literal beside a `String` (`label ?? \"Toggle\"`, `flag ? title : \"Untitled\"`) are never localized; a ternary of literals (`isOn ? \"On\" : \"Off\"`) is a key for each branch. In an app, a literal key no table holds is a warning; one a table holds is correct. Swift Charts' `.value(\"…\", …)` labels count: VoiceOver reads them in chart descriptions. Previews and their helpers, tests, code under `#if DEBUG` or `#if targetEnvironment(simulator)`, developer screens (a type or file named `…Debug…` or `…Developer…`: developer-facing, deliberately untranslated), comments and strings with no letters or that are symbol names are not text.",
        reference: References.appleLocalizedStringKey,
        options: Options.documented,
        triggering: [
            RuleExample("literals in a package's component", files: SourceExamples.package([
                "Components/DemoBanner.swift": """
                import SwiftUI

                public struct DemoBanner: View {
                    @LubaEnvironment private var luba
                    let title: String?
                    let online: Bool

                    public var body: some View {
                        HStack {
                            Text(↓"Offline")
                                .font(luba.fonts.subheadline)
                            Spacer()
                        }
                        .accessibilityLabel(↓"Connection status")
                        .accessibilityValue(online ? ↓"Connected" : ↓"Disconnected")
                        .accessibilityHint(title ?? ↓"Banner")
                    }
                }

                """,
            ])),
            RuleExample("a String default handed to a TextField, and Text(verbatim:)", files: SourceExamples.package([
                "Components/DemoSearchField.swift": """
                import SwiftUI

                public struct DemoSearchField: View {
                    @Binding var text: String
                    private let placeholder: String

                    public init(text: Binding<String>, placeholder: String = ↓"Find") {
                        self._text = text
                        self.placeholder = placeholder
                    }

                    public var body: some View {
                        HStack {
                            TextField(placeholder, text: $text)
                            Text(verbatim: ↓"Clear all")
                        }
                    }
                }

                """,
            ])),
            RuleExample("an app's keys that no table holds, a String joined with +, a chart label among them", files: SourceExamples.app(
                table: "\"Save\" = \"Save\";\n",
                [
                    "Screens/DemoEditor.swift": """
                    import SwiftUI
                    import Charts

                    struct DemoEditor: View {
                        let sales: [Sale]

                        var body: some View {
                            VStack {
                                Button("Save") { }
                                Button(↓"Discard") { }
                                Text(sales.isEmpty ? "Save" : ↓"Sold out")
                                Label(↓"Remove " + String(sales.count) + " sales", systemImage: "trash")
                                Chart(sales) { sale in
                                    BarMark(x: .value(↓"Month", sale.month), y: .value(↓"Units", sale.units))
                                }
                            }
                        }
                    }

                    """,
                ])),
        ],
        nonTriggering: [
            RuleExample("registry members, a table key with bundle: .module, symbols, a preview and a doc comment", files: SourceExamples.package([
                "Components/DemoChipRow.swift": """
                import SwiftUI

                /// A row of chips. Shows `Text("Remove")` on each chip.
                public struct DemoChipRow: View {
                    let count: Int

                    public var body: some View {
                        HStack {
                            Text(LubaStrings.close)
                            Text("Saved", bundle: .module)
                            Text("•")
                            Text("\\(count)")
                            Image(systemName: "xmark.circle.fill")
                        }
                        .accessibilityLabel(LubaStrings.dismiss)
                    }
                }

                #Preview {
                    Text("Preview only")
                }

                """,
                "Resources/en.lproj/Localizable.strings": "\"Saved\" = \"Saved\";\n",
                "LubaStrings.swift": ExampleTree.registry("""
                    static var close: String { localized("luba.close", fallback: "Close") }
                    static var dismiss: String { localized("luba.dismiss", fallback: "Dismiss") }
                """),
            ])),
            RuleExample("code that never ships: #if DEBUG, the simulator, a demo screen only previews use (in another file), a preview file", files: SourceExamples.app(
                table: "\"Save\" = \"Save\";\n",
                [
                    "Screens/DemoSettings.swift": """
                    import SwiftUI

                    struct DemoSettings: View {
                        var body: some View {
                            VStack {
                                Button("Save") { }
                                #if DEBUG
                                Button("Reset onboarding") { }
                                #elseif targetEnvironment(simulator)
                                Text("Simulator build")
                                #endif
                            }
                        }
                    }

                    struct DemoSettingsGallery: View {
                        var body: some View {
                            Text("Gallery of every state")
                        }
                    }

                    """,
                    "Screens/DemoSettingsScreen.swift": """
                    import SwiftUI

                    #Preview {
                        DemoSettingsGallery()
                    }

                    """,
                    "Screens/DemoSettings+Preview.swift": """
                    import SwiftUI

                    struct DemoSettingsSample: View {
                        var body: some View { Text("Sample data") }
                    }

                    """,
                ])),
            RuleExample("an app's literals its tables hold, with an interpolated key and a key's default (`LocalizedStringKey? ?? \"Save\"`)", files: SourceExamples.app(
                table: "\"Save\" = \"Save\";\n\"%lld items\" = \"%lld items\";\n",
                [
                    "Screens/DemoCart.swift": """
                    import SwiftUI

                    struct DemoCart: View {
                        let count: Int
                        let caption: LocalizedStringKey?

                        var body: some View {
                            VStack {
                                Text("\\(count) items")
                                Button("Save") { }
                                Text(caption ?? "Save")
                            }
                        }
                    }

                    """,
                ])),
        ]
    )

    /// The component folders are applied by the view reader, which marks the component files.
    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.componentFolders, .registryType] }
        package let registryType: String
        package init(_ config: AuditConfig) { registryType = config.sourceNames.registryType }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        let views = context.views
        var keysByTable: [String: Set<String>] = [:]
        for table in context.catalog.stringsTables { keysByTable[table.name, default: []].formUnion(table.entries.map(\.key)) }
        for table in context.catalog.pluralTables { keysByTable[table.name, default: []].formUnion(table.entries.map(\.key)) }
        let registryName = options.registryType
        // The design system's registry is advice only where the project declares it.
        let registry: String? = views.conventions.keyRegistry ? registryName : nil
        var seen: [String: Int] = [:]
        for site in views.texts where SourceText.isUserText(site.literal) && !SourceText.isDeveloperScreen(site.place) {
            let shown = SourceText.display(site.literal, site.interpolations)
            let held = tableHolds(site, keysByTable)
            var message: String
            var severity: Severity
            let fix: String
            switch (views.isPackage, site.form) {
            case (true, .localizedKey):
                if let bundle = site.bundle {
                    guard !held else { continue }
                    message = "\(site.api)(\"\(shown)\", bundle: \(bundle)): no table of the package holds the key, so every locale shows it as written"
                    severity = .warning
                    fix = "add \"\(shown)\" to the package's tables" + (registry.map { ", or route it through \($0)" } ?? "")
                } else {
                    message = "\(site.api) \"\(shown)\" in a Swift package: SwiftUI looks the key up in the app's main bundle, where the package's tables are not, so every locale shows it as written"
                    severity = site.place.isComponent ? .error : .warning
                    fix = registry.map { "route it through \($0) (a member with a key in every .lproj table), or pass bundle: .module" }
                        ?? "pass bundle: .module (Text(\"…\", bundle: .module)) with the key in the package's tables, or use String(localized: \"…\", bundle: .module)"
                }
            case (true, _), (false, .verbatim), (false, .stringValue):
                if !views.isPackage && keysByTable.isEmpty { continue }
                let carrier = site.via.map { "`\($0)`, a String handed to \(site.api)" } ?? site.api
                message = "\"\(shown)\" reaches \(carrier): a String is shown as written, never localized"
                severity = views.isPackage && site.place.isComponent ? .error : .warning
                fix = views.isPackage
                    ? registry.map { "take the default from \($0) (or take a LocalizedStringKey and pass bundle: .module)" }
                        ?? "take a LocalizedStringKey and pass bundle: .module, or use String(localized: \"…\", bundle: .module)"
                    : "take a LocalizedStringKey (Text(\"…\") looks it up) and add the key to the tables, or use String(localized:)"
            case (false, .localizedKey):
                guard !keysByTable.isEmpty, !held else { continue }
                message = "\(site.api) \"\(shown)\": no table of the app holds this key, so every locale shows it as written"
                severity = .warning
                fix = "add \"\(shown)\" to \(site.tableName ?? "Localizable").strings in every locale (or the String Catalog)"
            }
            var evidence = [Evidence("receives it", site.api), Evidence("package", views.isPackage ? "yes (strings live in Bundle.module)" : "no (an app: the main bundle)")]
            if views.isPackage { evidence.append(Evidence("component", site.place.isComponent ? "yes" : "no")) }
            sink.emit(
                message, subject: SourceText.subject(site.literal, place: site.place, detail: site.api, seen: &seen),
                at: site.place.location, text: shown, evidence: evidence, fix: fix, severity: severity)
        }
    }

    private func tableHolds(_ site: TextSite, _ keysByTable: [String: Set<String>]) -> Bool {
        let tables = site.tableName.map { [$0] } ?? Array(keysByTable.keys)
        for table in tables {
            guard let keys = keysByTable[table] else { continue }
            if keys.contains(site.literal) { return true }
            if site.literal.contains(SwiftToken.interpolationPlaceholder), keys.contains(where: { SourceText.key($0, matches: site.literal) }) { return true }
        }
        return false
    }
}
