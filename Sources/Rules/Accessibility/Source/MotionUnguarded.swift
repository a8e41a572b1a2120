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
/// `a11y.motion.unguarded`: an animation that does not come from the motion policy, in a type
/// that does not read Reduce Motion itself: it moves for people who asked it not to.
package struct MotionUnguarded: AuditRule {
    package let info = RuleDescription(
        id: "a11y.motion.unguarded",
        title: "Animation that ignores Reduce Motion",
        area: .source,
        defaultSeverity: .warning,
        summary: "A SwiftUI `withAnimation`, `.animation(`, `.transition(` or `repeatForever`, or UIKit's `UIView.animate`/`UIViewPropertyAnimator`, that moves something (an offset, position, scale, rotation, frame or matched geometry the animated state drives; a move, slide, scale or offset transition; a UIKit frame, center, transform or constraint) and is not guarded: no Reduce Motion read (`@Environment(\\.accessibilityReduceMotion)`, `UIAccessibility.isReduceMotionEnabled`, AppKit's `accessibilityDisplayShouldReduceMotion`) in it, around it, in its type or in a function it calls (up to three calls deep, as `elementDefault` → `disabledIfReduceMotionEnabled()` → the setting), and no design-system motion policy (`luba.motion.…`, directly or through a local bound from it). A bare animation moves regardless (WCAG 2.3.3, Apple's Reduce Motion guidance). `nil`, `.none`, `.identity`, `.opacity`, a constant `value:` and color or opacity changes do not move; `.animation(_:value:)` animates only the view it modifies, so it moves when that view (or a member it calls) moves with the value, not when another view of the type does; `.animation(` and `.transition(` count only as modifiers of a SwiftUI view (not `layer.animation(forKey:)`, `UIView.transition(with:…)` or an options list's `.transition(.fade(1))`). A transition in a type that animates through a guarded animation runs with it. The advice names the motion policy only when the project declares it.",
        reference: References.wcagAnimationFromInteractions,
        options: Options.documented,
        triggering: [
            RuleExample("withAnimation, a bare .animation and a repeating pulse", files: SourceExamples.package([
                "Components/DemoSwitch.swift": """
                import SwiftUI

                public struct DemoSwitch: View {
                    @Binding var isOn: Bool
                    @State private var pulsing = false

                    public var body: some View {
                        Circle()
                            .offset(x: isOn ? 20 : 0)
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
            RuleExample("an app: a sliding transition, a spinning arc drawn by a member (its fading dots beside it do not move) and a UIKit frame change, with no Reduce Motion read", files: SourceExamples.app(table: "\"Done\" = \"Done\";\n", [
                "Views/Banner.swift": """
                import SwiftUI
                import UIKit

                struct Banner: View {
                    @State private var shown = false

                    var body: some View {
                        VStack {
                            if shown {
                                Text("Done").↓transition(.move(edge: .top))
                            }
                        }
                    }
                }

                struct Loader: View {
                    @State private var spinning = false

                    var body: some View {
                        HStack {
                            arc.↓animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
                            Circle()
                                .opacity(spinning ? 1 : 0.3)
                                .animation(.easeInOut(duration: 1).repeatForever(), value: spinning)
                        }
                    }

                    private var arc: some View {
                        Circle().trim(from: 0, to: 0.7).rotationEffect(.degrees(spinning ? 360 : 0))
                    }
                }

                final class Drawer {
                    func open(_ panel: UIView) {
                        UIView.↓animate(withDuration: 0.3) {
                            panel.frame.origin.x = 0
                        }
                    }
                }

                """,
            ])),
        ],
        nonTriggering: [
            RuleExample("nothing moves or it is guarded: .none, a constant value, a color change, UIKit's setting, a guarding function, and APIs that are not SwiftUI's", files: SourceExamples.app(table: "\"Done\" = \"Done\";\n", [
                "Views/Badge.swift": """
                import SwiftUI
                import UIKit

                struct Badge: View {
                    @State private var selected = false
                    @State private var dragged: CGFloat = 0

                    var body: some View {
                        Text("Done")
                            .foregroundStyle(selected ? .red : .blue)
                            .offset(y: dragged)
                            .animation(.easeIn, value: selected)
                            .animation(.none, value: dragged)
                            .animation(.default, value: true)
                            .onTapGesture {
                                withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring()) { dragged = 10 }
                                withAnimation(Motion.gentle) { dragged = 0 }
                            }
                    }
                }

                struct Panel: View {
                    @State private var shown = false

                    var body: some View {
                        VStack {
                            if shown {
                                Text("Done").transition(.move(edge: .bottom))
                            }
                        }
                        .animation(Motion.gentle, value: shown)
                    }
                }

                enum Motion {
                    static var gentle: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .easeInOut }
                }

                final class Fader {
                    func run(_ view: UIView, layer: CALayer) {
                        _ = layer.animation(forKey: "position")
                        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: {})
                        UIView.animate(withDuration: 0.2) { view.alpha = 0 }
                        let options: [Option] = [.transition(.fade(1))]
                        _ = options
                    }
                }

                """,
            ])),
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

    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.motionPolicy, .motionPolicyType, .reduceMotionEnvironment] }
        package let names: SourceNames
        package init(_ config: AuditConfig) { names = config.sourceNames }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        let names = options.names
        // LubaUI's advice only where the project has its motion policy; otherwise the platform's.
        let hasPolicy = context.views.conventions.motionPolicy
        var seen: [String: Int] = [:]
        for site in context.views.motions {
            guard case .unguarded(let value) = site.source else { continue }
            let isUIKit = site.kind == .viewAnimate || site.kind == .propertyAnimator
            let what: String
            switch site.kind {
            case .withAnimation: what = "withAnimation(\(value))"
            case .repeatForever: what = value
            case .viewAnimate, .propertyAnimator: what = "\(site.kind.rawValue) (\(value))"
            case .animation, .transition: what = "\(site.kind.rawValue)(\(value), …)"
            }
            let moved = isUIKit ? "moves a frame, center, transform or constraint" : site.kind == .transition ? "moves the view in or out" : "animates a change that moves the view (offset, position, scale, rotation, frame)"
            let unguardedBy = hasPolicy
                ? "does not come from the motion policy (\(names.motionPolicy.joined(separator: ", "))), in a type that does not read \(names.reduceMotionEnvironment)"
                : "is not guarded by Reduce Motion (@Environment(\\.\(names.reduceMotionEnvironment)), UIAccessibility.isReduceMotionEnabled)"
            let fix: String
            if isUIKit {
                fix = "check UIAccessibility.isReduceMotionEnabled and set the final state without animating (or cross-fade) when it is on"
            } else if hasPolicy {
                fix = "resolve it through \(names.motionPolicy.first ?? "the motion policy") (.animation(…), .decorative(…), .repeating(…), .transition(…), .run(…)), or read @Environment(\\.\(names.reduceMotionEnvironment))"
            } else {
                fix = "read @Environment(\\.\(names.reduceMotionEnvironment)) and use nil (or .opacity for a transition) when it is on"
            }
            sink.emit(
                "\(what) \(moved) and \(unguardedBy): it moves with Reduce Motion on",
                subject: SourceText.subject(value, place: site.place, detail: site.kind.rawValue, seen: &seen),
                at: site.place.location, text: value,
                evidence: [Evidence("animation", value), Evidence("type", site.place.typeName ?? "(file level)")],
                fix: fix)
        }
    }
}
