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
/// `a11y.semantics.tap-gesture-button`: a view that acts as a button through `.onTapGesture`
/// with nothing telling VoiceOver it is one.
package struct TapGestureButton: AuditRule {
    package let info = RuleDescription(
        id: "a11y.semantics.tap-gesture-button",
        title: "Tap gesture acting as a button without the button trait",
        area: .source,
        defaultSeverity: .warning,
        summary: "A view with `.onTapGesture` that is not inside a `Button` (or `Link`, `NavigationLink`, `Menu`) and has no `.accessibilityAddTraits(.isButton)` on it or around it: VoiceOver reads it as plain text or an image, never says it can be activated, and Full Keyboard Access and Switch Control do not offer it (WCAG 4.1.2). Use a `Button`; where a gesture must stay, add the trait. An empty gesture that only blocks touches, a tap that only moves focus or ends editing (`isFocused = true`, `endEditing`), a tap on a backdrop color (`Color.clear`, a dimming `Color.black.opacity(…)`: tap outside to dismiss), a double tap (`count: 2`), a view hidden from accessibility, a view type whose own body adds the button trait and a tap on part of an adjustable element (stars in a rating made one element with `.accessibilityAdjustableAction`: VoiceOver adjusts it instead) are not reported.",
        reference: References.wcagNameRoleValue,
        triggering: [
            RuleExample("a row and an image made tappable with a gesture", files: SourceExamples.app(table: "\"Open\" = \"Open\";\n", [
                "Views/Row.swift": """
                import SwiftUI

                struct Row: View {
                    let open: () -> Void

                    var body: some View {
                        VStack {
                            Text("Open")
                                .↓onTapGesture { open() }
                            Image(systemName: "star")
                                .accessibilityLabel(Text("Open"))
                                .↓onTapGesture(perform: open)
                        }
                    }
                }

                """,
            ])),
        ],
        nonTriggering: [
            RuleExample("a trait, a Button around it, a keyboard dismissal, a double tap and a hidden view", files: SourceExamples.app(table: "\"Open\" = \"Open\";\n", [
                "Views/Row.swift": """
                import SwiftUI

                struct Row: View {
                    let open: () -> Void
                    @FocusState private var focused: Bool

                    var body: some View {
                        VStack {
                            Text("Open")
                                .onTapGesture { open() }
                                .accessibilityAddTraits(.isButton)
                            Button(action: open) {
                                Text("Open").onTapGesture { open() }
                            }
                            Color.clear.onTapGesture { focused = false }
                            Color.black.opacity(0.4).onTapGesture { open() }
                            Text("Open").onTapGesture { }
                            Image(systemName: "star").onTapGesture(count: 2) { open() }
                            Image(systemName: "sparkle")
                                .onTapGesture { open() }
                                .accessibilityHidden(true)
                            Tile().onTapGesture { open() }
                            Stars(value: .constant(2))
                        }
                    }
                }

                struct Stars: View {
                    @Binding var value: Int

                    var body: some View {
                        HStack {
                            ForEach(1...5, id: \\.self) { star in
                                Image(systemName: star <= value ? "star.fill" : "star")
                                    .onTapGesture { value = star }
                            }
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(Text("Open"))
                        .accessibilityAdjustableAction { direction in
                            value += direction == .increment ? 1 : -1
                        }
                    }
                }

                struct Tile: View {
                    var body: some View {
                        Text("Open").accessibilityAddTraits(.isButton)
                    }
                }

                """,
            ])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        var seen: [String: Int] = [:]
        for control in context.views.controls where control.kind == .tapGesture {
            guard !control.hasButtonTrait, !control.insideButton, !control.notAButton, control.tapCount < 2,
                  control.naming != .hidden else { continue }
            let place = control.place
            sink.emit(
                "this view acts on .onTapGesture with no button trait and no Button around it: VoiceOver does not say it can be activated, and keyboard and switch users cannot reach it",
                subject: SourceText.subject("onTapGesture", place: place, detail: "tap gesture", seen: &seen),
                at: place.location, evidence: [Evidence("gesture", "onTapGesture"), Evidence("trait", "no .isButton")],
                fix: "make it a Button (with .buttonStyle(.plain) to keep its look), or add .accessibilityAddTraits(.isButton)")
        }
    }
}
