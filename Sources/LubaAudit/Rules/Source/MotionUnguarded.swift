/// `a11y.motion.unguarded`: an animation that does not come from the motion policy, in a type
/// that does not read Reduce Motion itself: it moves for people who asked it not to.
struct MotionUnguarded: AuditRule {
    let info = RuleDescription(
        id: "a11y.motion.unguarded",
        title: "Animation that ignores Reduce Motion",
        area: .source,
        defaultSeverity: .warning,
        summary: "`withAnimation`, `.animation(`, `.transition(` or `repeatForever` whose animation does not come from the motion policy (`luba.motion.…`, directly or through a local bound from it, as in `guard let pulse = luba.motion.repeatingOpacity(…)`), in a type that does not read `accessibilityReduceMotion`. The policy is what honors Reduce Motion; a bare animation moves regardless (WCAG 2.3.3, Apple's Reduce Motion guidance). `nil`, `.identity` and `.opacity` do not move.",
        reference: References.wcagAnimationFromInteractions,
        options: [.motionPolicy, .motionPolicyType, .reduceMotionEnvironment],
        triggering: [
            RuleExample("withAnimation, a bare .animation and a repeating pulse", files: SourceExamples.package([
                "Components/DemoSwitch.swift": """
                import SwiftUI

                public struct DemoSwitch: View {
                    @Binding var isOn: Bool
                    @State private var pulsing = false

                    public var body: some View {
                        Circle()
                            .scaleEffect(pulsing ? 1.2 : 1)
                            .↓animation(.spring(response: 0.3), value: isOn)
                            .onTapGesture {
                                ↓withAnimation(.easeInOut) { isOn.toggle() }
                            }
                            .onAppear {
                                ↓withAnimation(Animation.easeInOut(duration: 1).repeatForever()) { pulsing = true }
                            }
                    }
                }

                """,
            ])),
        ],
        nonTriggering: [
            RuleExample("the policy directly, through a local bound from it, behind a guard that asks it, and a type that reads Reduce Motion", files: SourceExamples.package([
                "Components/DemoSwitch.swift": """
                import SwiftUI

                public struct DemoSwitch: View {
                    @LubaEnvironment private var luba
                    @Binding var isOn: Bool
                    @State private var pulsing = false

                    public var body: some View {
                        Circle()
                            .animation(luba.motion.animation(.spring(response: 0.3)), value: isOn)
                            .transition(luba.motion.transition(.move(edge: .top)))
                            .onTapGesture {
                                luba.motion.run(.easeInOut) { isOn.toggle() }
                            }
                            .onAppear {
                                guard let pulse = luba.motion.repeatingOpacity(.easeInOut(duration: 1)) else { return }
                                withAnimation(pulse.repeatForever()) { pulsing = true }
                            }
                    }
                }

                """,
                "Primitives/DemoShimmer.swift": """
                import SwiftUI

                public struct DemoShimmer: ViewModifier {
                    @LubaEnvironment private var luba
                    @State private var offset: CGFloat = -1

                    public func body(content: Content) -> some View {
                        content.onAppear { start() }
                    }

                    private func start() {
                        guard luba.motion.allowsRepeatingMotion else { return }
                        withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) {
                            offset = 2
                        }
                    }
                }

                """,
                "Components/DemoSpinner.swift": """
                import SwiftUI

                public struct DemoSpinner: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var turning = false

                    public var body: some View {
                        Circle()
                            .rotationEffect(.degrees(turning ? 360 : 0))
                            .animation(reduceMotion ? nil : .linear(duration: 1), value: turning)
                            .transition(.opacity)
                    }
                }

                """,
                "Components/DemoChip.swift": """
                import SwiftUI

                public struct DemoChip: View {
                    @LubaEnvironment private var luba
                    @State private var isPressed = false

                    public var body: some View {
                        Text(verbatim: "")
                            .buttonStyle(DemoChipStyle(motion: luba.motion))
                    }
                }

                struct DemoChipStyle: ButtonStyle {
                    let motion: LubaMotionPolicy

                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .animation(motion.interaction(.easeOut(duration: 0.2)), value: configuration.isPressed)
                    }
                }

                """,
            ])),
        ]
    )

    func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let names = context.config.sourceNames
        var seen: [String: Int] = [:]
        for site in context.views.motions {
            guard case .unguarded(let value) = site.source else { continue }
            let what = site.kind == .withAnimation ? "withAnimation(\(value))" : site.kind == .repeatForever ? value : "\(site.kind.rawValue)(\(value), …)"
            sink.emit(
                "\(what) animates with a value that does not come from the motion policy (\(names.motionPolicy.joined(separator: ", "))), in a type that does not read \(names.reduceMotionEnvironment): it moves with Reduce Motion on",
                subject: SourceText.subject(value, place: site.place, detail: site.kind.rawValue, seen: &seen),
                at: site.place.location, text: value,
                evidence: [Evidence("animation", value), Evidence("type", site.place.typeName ?? "(file level)")],
                fix: "resolve it through \(names.motionPolicy.first ?? "the motion policy") (.animation(…), .decorative(…), .repeating(…), .transition(…), .run(…)), or read @Environment(\\.\(names.reduceMotionEnvironment))")
        }
    }
}
