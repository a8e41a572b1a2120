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
/// `a11y.theme.static-in-component`: a component reads the default theme's statics
/// (`LubaColors.accent`) where it should read the theme it is given.
package struct ThemeStaticInComponent: AuditRule {
    package let info = RuleDescription(
        id: "a11y.theme.static-in-component",
        title: "Theme static read inside a component",
        area: .source,
        defaultSeverity: .warning,
        summary: "Inside a component's body or its subviews, `LubaColors.…` or `LubaTypography.…` is read directly instead of the theme environment (`luba.colors`, `luba.fonts`): `.lubaTheme(…)` never reaches those pixels, so the contrast the audit computed for a themed app is not what its users see for that role. Static token definitions and previews are not reads.",
        reference: References.appleEnvironmentValues,
        options: Options.documented,
        triggering: [
            RuleExample("a static color in a body and in a computed color", files: SourceExamples.package([
                "Components/DemoBadge.swift": """
                import SwiftUI

                public struct DemoBadge: View {
                    let text: String
                    let isSubtle: Bool

                    private var background: Color {
                        isSubtle ? ↓LubaColors.accentSubtle : ↓LubaColors.accent
                    }

                    public var body: some View {
                        Text(text)
                            .foregroundStyle(↓LubaColors.textOnAccent)
                            .background(background)
                    }
                }

                """,
            ])),
        ],
        nonTriggering: [
            RuleExample("the environment in a component, statics in token definitions, previews and a private builder only previews call", files: SourceExamples.package([
                "Components/DemoBadge.swift": """
                import SwiftUI

                public struct DemoBadge: View {
                    @LubaEnvironment private var luba
                    let text: String

                    public var body: some View {
                        Text(text)
                            .foregroundStyle(luba.colors.textOnAccent)
                            .background(luba.colors.accent)
                    }
                }

                #Preview {
                    DemoBadge(text: "New").background(LubaColors.background)
                    badgeRow("Muted")
                }

                @ViewBuilder
                private func badgeRow(_ title: String) -> some View {
                    Text(title).foregroundStyle(LubaColors.textSecondary)
                }

                """,
                "Tokens/DemoBadgeTokens.swift": """
                import SwiftUI

                public enum DemoBadgeTokens {
                    public static let defaultTint = LubaColors.accent
                }

                """,
            ])),
        ]
    )

    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.componentFolders, .themeStatics, .themeEnvironment] }
        package let names: SourceNames
        package init(_ config: AuditConfig) { names = config.sourceNames }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        let names = options.names
        var seen: [String: Int] = [:]
        for read in context.views.themeReads where read.place.isComponent && read.inBody {
            let environment = read.type.contains("Typograph") || read.type.contains("Font") ? "fonts" : "colors"
            var evidence = [Evidence("read", "\(read.type).\(read.member)"), Evidence("component", read.place.typeName ?? "(file level)")]
            if let theme = context.theme, theme.roles.contains(where: { $0.name == read.member }) {
                evidence.append(Evidence("theme role", "\(read.member): the contrast audit measured the theme's value; under .lubaTheme(…) this view keeps the default"))
            }
            sink.emit(
                "\(read.type).\(read.member) is read inside \(read.place.typeName ?? "a component"): .lubaTheme(…) does not reach it, so a themed app shows the default here",
                subject: SourceText.subject("\(read.type).\(read.member)", place: read.place, detail: "static read", seen: &seen),
                at: read.place.location, evidence: evidence,
                fix: "read \(names.themeEnvironment).\(environment).\(read.member) from the environment")
        }
    }
}
