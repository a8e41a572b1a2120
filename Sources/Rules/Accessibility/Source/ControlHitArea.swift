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
/// `a11y.touch-target.control-frame`: a control drawn in a fixed frame smaller than 44 × 44 pt
/// with nothing enlarging its hit area.
package struct ControlHitArea: AuditRule {
    package let info = RuleDescription(
        id: "a11y.touch-target.control-frame",
        title: "Control in a fixed frame under 44 × 44 pt",
        area: .source,
        defaultSeverity: .warning,
        summary: "A `Button`, `Link` or a view with `.onTapGesture` given a fixed `.frame(width:height:)` under 44 × 44 pt (on itself, or on its label's one view, as in `Button { … } label: { Image(…).frame(width: 25, height: 25) }`), with no padding, `.contentShape` or `.frame(minWidth:minHeight:)` of at least 44 pt making the hit area larger: people with limited dexterity miss it (Apple's Human Interface Guidelines ask for 44 × 44 pt; WCAG 2.5.8 asks for at least 24 × 24 CSS px). Size tokens that are not controls (a header's height, a font size) are not judged here.",
        reference: TokenReferences.appleAccessibility,
        triggering: [
            RuleExample("an image button framed at 25 pt and a tappable 30 pt circle", files: SourceExamples.app(table: "\"Close\" = \"Close\";\n", [
                "Views/Header.swift": """
                import SwiftUI

                struct Header: View {
                    let close: () -> Void

                    var body: some View {
                        HStack {
                            ↓Button(action: close) {
                                Image(systemName: "xmark")
                                    .frame(width: 25, height: 25)
                            }
                            .accessibilityLabel(Text("Close"))
                            Circle()
                                .frame(width: 30, height: 30)
                                .↓onTapGesture { close() }
                                .accessibilityAddTraits(.isButton)
                        }
                    }
                }

                """,
            ])),
        ],
        nonTriggering: [
            RuleExample("padding, a content shape, a minimum frame and a large enough frame", files: SourceExamples.app(table: "\"Close\" = \"Close\";\n", [
                "Views/Header.swift": """
                import SwiftUI

                struct Header: View {
                    let close: () -> Void

                    var body: some View {
                        HStack {
                            Button(action: close) {
                                Image(systemName: "xmark").frame(width: 25, height: 25)
                            }
                            .padding(10)
                            Button(action: close) {
                                Image(systemName: "xmark")
                                    .frame(width: 25, height: 25)
                                    .frame(minWidth: 44, minHeight: 44)
                            }
                            Button("Close", action: close)
                                .frame(width: 48, height: 48)
                            Circle()
                                .frame(width: 30, height: 30)
                                .contentShape(Rectangle().inset(by: -7))
                                .onTapGesture { close() }
                        }
                    }
                }

                """,
            ])),
        ]
    )

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        var seen: [String: Int] = [:]
        for control in context.views.controls {
            guard let frame = control.fixedFrame, !control.expandsHitArea, !control.insideButton || control.kind != .tapGesture else { continue }
            let size = "\(NumberText.points(frame.width)) × \(NumberText.points(frame.height)) pt"
            sink.emit(
                "this \(control.kind.rawValue) is drawn in a fixed \(size) frame and nothing enlarges its hit area: under the 44 × 44 pt minimum",
                subject: SourceText.subject(control.kind.rawValue, place: control.place, detail: "hit area \(size)", seen: &seen),
                at: control.place.location,
                evidence: [Evidence("frame", size), Evidence("frame at", frame.location.description)],
                measured: min(frame.width, frame.height), threshold: ViewFileScan.minimumHitSide,
                fix: "keep the look and enlarge the hit area: .frame(minWidth: 44, minHeight: 44) with .contentShape(Rectangle()), or padding",
                related: [frame.location])
        }
    }
}
