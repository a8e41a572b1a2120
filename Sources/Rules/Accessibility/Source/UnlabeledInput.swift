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
/// `a11y.semantics.unlabeled-input`: an input control whose label is empty or missing.
package struct UnlabeledInput: AuditRule {
    package let info = RuleDescription(
        id: "a11y.semantics.unlabeled-input",
        title: "Input control without a label",
        area: .source,
        defaultSeverity: .warning,
        summary: "A `TextField`, `SecureField`, `Toggle`, `Slider`, `Stepper` or `Picker` whose label (its title, its label closure or its `label:` view) is empty (`\"\"`, `{ }`, `EmptyView()`) or missing (`Slider(value:)` has none), with no `.accessibilityLabel` on it or around it and no `LabeledContent` around it: VoiceOver announces only its value (\"50 percent, adjustable\") and never says what it sets (WCAG 4.1.2, 3.3.2). A non-empty label hidden with `.labelsHidden()` still names the control; a text field's `prompt:` is read when it is empty; a container combined into one element (`.accessibilityElement(children: .combine)`) names it with its other text; a segmented picker's segments are read by title. Developer screens (a type or file named `…Debug…` or `…Developer…`) are not reported, as for hardcoded text.",
        reference: References.wcagNameRoleValue,
        triggering: [
            RuleExample("an empty title, a slider with no label, an empty label closure", files: SourceExamples.app(table: "\"Name\" = \"Name\";\n", [
                "Views/Settings.swift": """
                import SwiftUI

                struct Settings: View {
                    @State private var name = ""
                    @State private var volume = 0.5
                    @State private var on = false

                    var body: some View {
                        Form {
                            ↓TextField("", text: $name)
                            ↓Slider(value: $volume)
                            ↓Toggle(isOn: $on) { EmptyView() }
                            ↓Picker(selection: $volume, label: Text("")) { Text("Name").tag(0.5) }
                        }
                    }
                }

                """,
            ])),
        ],
        nonTriggering: [
            RuleExample("titles (hidden or not), a label closure, an accessibility label, a prompt and LabeledContent", files: SourceExamples.app(table: "\"Name\" = \"Name\";\n", [
                "Views/Settings.swift": """
                import SwiftUI

                struct Settings: View {
                    @State private var name = ""
                    @State private var volume = 0.5
                    @State private var on = false
                    @State private var count = 1

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).labelsHidden()
                            TextField("", text: $name, prompt: Text("Name"))
                            Slider(value: $volume) { Text("Name") }
                            Slider(value: $volume).accessibilityLabel(Text("Name"))
                            Toggle(isOn: $on) { Text("Name") }
                            LabeledContent("Name") { Stepper(value: $count) { EmptyView() } }
                            Picker("Name", selection: $count) { Text("Name").tag(1) }
                            TextField(text: $name) { Text("Name") }
                            HStack {
                                Text("Name")
                                Toggle("", isOn: $on).labelsHidden()
                            }
                            .accessibilityElement(children: .combine)
                            Picker("", selection: $count) { Text("Name").tag(1) }
                                .pickerStyle(.segmented)
                            Picker(selection: $count, label: Label("Name", systemImage: "gear")) { Text("Name").tag(1) }
                        }
                    }
                }

                struct PayloadDebugView: View {
                    let json: String

                    var body: some View {
                        TextField("", text: .constant(json))
                    }
                }

                """,
            ])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        var seen: [String: Int] = [:]
        // A developer screen (`…Debug…`, `…Developer…`) is no user's screen, as for hardcoded text.
        for input in context.views.inputs where input.label != .present && !input.labelledAround && !SourceText.isDeveloperScreen(input.place) {
            let state = input.label == .empty ? "an empty label" : "no label"
            sink.emit(
                "this \(input.control) has \(state) and no accessibilityLabel: VoiceOver reads its value but not what it sets",
                subject: SourceText.subject(input.control, place: input.place, detail: "unlabeled input", seen: &seen),
                at: input.place.location, evidence: [Evidence("control", input.control), Evidence("label", state)],
                fix: "give it a localized title (hide it with .labelsHidden() if the layout shows one elsewhere), or add .accessibilityLabel(…)")
        }
    }
}
