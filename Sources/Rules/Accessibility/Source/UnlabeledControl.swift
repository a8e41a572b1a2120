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
/// `a11y.semantics.unlabeled-control`: a control VoiceOver cannot name (its content is only an
/// image and nothing labels it) or cannot reach (a container made one element swallows it).
package struct UnlabeledControl: AuditRule {
    package let info = RuleDescription(
        id: "a11y.semantics.unlabeled-control",
        title: "Control without an accessible name",
        area: .source,
        defaultSeverity: .warning,
        summary: "A `Button`, a `Link`, a view with `onTapGesture` or a design-system icon button whose content is only an image, with no `accessibilityLabel` on it or around it (a label on a container that keeps its children, `.accessibilityElement(children: .contain)`, names the group, not the control) and not hidden: VoiceOver reads the symbol's name (\"xmark\") or nothing (WCAG 4.1.2, 1.1.1). A label made from the symbol's name (`icon.replacingOccurrences(of: \".\", with: \" \")`) is no label. A label taken as a parameter is. An error: a control inside a container made one element with `.accessibilityElement(children: .ignore)` and no `accessibilityAction` in its place, which VoiceOver cannot reach at all (a dismiss button in a banner).",
        reference: References.wcagNameRoleValue,
        options: Options.documented,
        triggering: [
            RuleExample("an icon-only button, a label that respells the symbol, and a field's clear button under the field's group label", files: SourceExamples.package([
                "Components/DemoIconButton.swift": """
                import SwiftUI

                public struct DemoIconButton: View {
                    private let icon: String
                    private let action: () -> Void

                    public var body: some View {
                        ↓Button {
                            action()
                        } label: {
                            Image(systemName: icon)
                        }
                        .accessibilityLabel(icon.replacingOccurrences(of: ".", with: " "))
                    }
                }

                """,
                "Components/DemoChip.swift": """
                import SwiftUI

                public struct DemoChip: View {
                    let title: String
                    let onRemove: () -> Void

                    public var body: some View {
                        HStack {
                            Text(title)
                            ↓Button(action: onRemove) {
                                Image(systemName: "xmark")
                            }
                        }
                    }
                }

                """,
                "Components/DemoField.swift": """
                import SwiftUI

                public struct DemoField: View {
                    let title: String
                    @Binding var text: String

                    public var body: some View {
                        VStack {
                            Text(title)
                            HStack {
                                TextField(title, text: $text)
                                clearButton
                            }
                        }
                        .accessibilityElement(children: .contain)
                        .accessibilityLabel(title)
                    }

                    private var clearButton: some View {
                        ↓Button(action: { text = "" }) {
                            Image(systemName: "xmark.circle.fill")
                        }
                    }
                }

                """,
            ])),
            RuleExample("a dismiss button inside a banner made one element", files: SourceExamples.package([
                "Components/DemoBanner.swift": """
                import SwiftUI

                public struct DemoBanner: View {
                    let message: String
                    let onDismiss: () -> Void

                    public var body: some View {
                        let content = HStack {
                            Text(message)
                            ↓Button(LubaStrings.dismiss, action: onDismiss)
                        }
                        content
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel(message)
                    }
                }

                """,
            ])),
        ],
        nonTriggering: [
            RuleExample("a star row made one adjustable element: the adjustable action replaces the taps", files: SourceExamples.package([
                "Components/DemoRating.swift": """
                import SwiftUI

                public struct DemoRating: View {
                    @Binding var value: Int

                    public var body: some View {
                        HStack {
                            ForEach(1...5, id: \\.self) { star in
                                starView(star)
                            }
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(LubaStrings.rating)
                        .accessibilityAdjustableAction { direction in
                            value += direction == .increment ? 1 : -1
                        }
                    }

                    private func starView(_ star: Int) -> some View {
                        Image(systemName: star <= value ? "star.fill" : "star")
                            .onTapGesture { value = star }
                    }
                }

                """,
            ])),
            RuleExample("labels on the control, on an ancestor, from a parameter; a hidden image; an action in place", files: SourceExamples.package([
                "Components/DemoToolbar.swift": """
                import SwiftUI

                public struct DemoToolbar: View {
                    let accessibilityLabel: String
                    let onClose: () -> Void

                    public var body: some View {
                        HStack {
                            Button(action: onClose) {
                                Image(systemName: "xmark")
                            }
                            .accessibilityLabel(LubaStrings.close)
                            Image(systemName: "star")
                                .onTapGesture { }
                                .accessibilityLabel(accessibilityLabel)
                            Button(action: onClose) {
                                Label("Close", systemImage: "xmark")
                            }
                        }
                    }
                }

                """,
                "Components/DemoBanner.swift": """
                import SwiftUI

                public struct DemoBanner: View {
                    let message: String
                    let onDismiss: () -> Void

                    public var body: some View {
                        HStack {
                            Text(message)
                            Button(LubaStrings.dismiss, action: onDismiss)
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(message)
                        .accessibilityAction(named: LubaStrings.dismiss, onDismiss)
                    }
                }

                """,
            ])),
        ]
    )

    /// Applied by the view reader, which reads the icon buttons' labels.
    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.iconButtons] }
        package init(_ config: AuditConfig) {}
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        var seen: [String: Int] = [:]
        for control in context.views.controls {
            let place = control.place
            if let container = control.ignoredBy, control.naming != .hidden {
                sink.emit(
                    "this \(control.kind.rawValue) is inside a view made one accessibility element (.accessibilityElement(children: .ignore)) with no accessibilityAction in its place: VoiceOver cannot reach it",
                    subject: SourceText.subject(control.kind.rawValue, place: place, detail: "unreachable", seen: &seen),
                    at: place.location, evidence: [Evidence("container", container.description)],
                    fix: "give the container an .accessibilityAction(named:) that does what the control does, or use children: .contain / .combine",
                    related: [container], severity: .error)
                continue
            }
            guard case .imageOnly(let symbol) = control.content else { continue }
            let naming: String
            switch control.naming {
            case .label, .hidden: continue
            case .none: naming = "has no accessibilityLabel on it or around it"
            case .symbolName(let expression): naming = "its label, \(expression), only respells the symbol's name"
            }
            sink.emit(
                "this \(control.kind.rawValue) shows only the image \(symbol) and \(naming): VoiceOver reads the symbol's name or nothing",
                subject: SourceText.subject(control.kind.rawValue, place: place, detail: "unlabeled \(symbol)", seen: &seen),
                at: place.location, evidence: [Evidence("content", "image \(symbol)"), Evidence("label", naming)],
                fix: "add .accessibilityLabel(…) with a localized name of what it does (or take the label as a parameter)")
        }
    }
}
