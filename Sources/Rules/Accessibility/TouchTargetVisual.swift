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
/// `a11y.touch-target.visual`: the visual size of an interactive control (`closeButtonSize`,
/// `thumbSize`, `controlSize`, a chip's `height`) is below the minimum touch target and the
/// component that uses it does not expand the hit area (`.lubaMinTouchTarget()`, a
/// `frame(minWidth:minHeight:)` from a touch-target token, a large frame with `.contentShape`).
package struct TouchTargetVisual: AuditRule {
    /// The chip's sizes; `marked` marks the token, where findings about the chip point.
    package static func tokens(marked: Bool = false) -> String {
        "import SwiftUI\n\npublic enum DemoChipTokens {\n    public static let \(marked ? ExampleMarker.text : "")closeButtonSize: CGFloat = 20\n}\n"
    }

    package static func chip(_ modifiers: String) -> String {
        TokenExamples.view("DemoChip", """
                Button(action: {}) {
                    Image(systemName: "xmark")
                        .frame(width: DemoChipTokens.closeButtonSize, height: DemoChipTokens.closeButtonSize)\(modifiers)
                }
        """)
    }

    /// A button sized by its type's `height` (no control word in the token's own name); `marked`
    /// marks the token.
    package static func buttonHeight(marked: Bool = false) -> [String: String] {
        TokenExamples.files([
            "DemoButtonTokens.swift": "import SwiftUI\n\npublic enum DemoButtonTokens {\n    public static let \(marked ? ExampleMarker.text : "")height: CGFloat = 32\n}\n",
            "DemoSaveButton.swift": TokenExamples.view("DemoSaveButton", """
                    Button("Save", action: {})
                        .frame(height: DemoButtonTokens.height)
            """),
        ])
    }

    /// A section header's height and a font size declared in types whose names speak of controls.
    package static let headerAndFont = TokenExamples.files([
        "DemoTabTokens.swift": "import SwiftUI\n\npublic enum DemoTabSectionHeader {\n    public static let height: CGFloat = 28\n}\n\npublic enum DemoSearchTokens {\n    public static let size: CGFloat = 15\n}\n",
        "DemoResults.swift": TokenExamples.view("DemoResults", """
                VStack {
                    Text("Recent")
                        .frame(height: DemoTabSectionHeader.height)
                    Text("No results")
                        .font(.system(size: DemoSearchTokens.size))
                }
        """),
    ])

    package let info = RuleDescription(
        id: "a11y.touch-target.visual",
        title: "Small control without an expanded hit area",
        area: .touchTarget,
        defaultSeverity: .warning,
        summary: "A control's visual size token is below the minimum touch target (44pt) and the component that uses it does not expand the hit area with .lubaMinTouchTarget(), a frame(minWidth:minHeight:) from a touch-target token, or a large enough frame with .contentShape. A token counts when its own name says it sizes a control (closeButtonSize, thumbSize), or when the project sizes a Button, Link, Toggle or tappable view with it; a header's height, a font size, spacing or an icon size used outside a control does not.",
        reference: TokenReferences.appleLayout,
        options: Options.documented,
        triggering: [
            RuleExample("a 20pt close button in a Button, nothing expands it", files: TokenExamples.files([
                "DemoChipTokens.swift": tokens(marked: true), "DemoChip.swift": chip(""),
            ])),
            RuleExample("contentShape on a 20pt frame does not enlarge it", files: TokenExamples.files([
                "DemoChipTokens.swift": tokens(marked: true), "DemoChip.swift": chip("\n                .contentShape(Rectangle())"),
            ])),
            RuleExample("a 32pt height its type gives a button, used as the Button's frame", files: buttonHeight(marked: true)),
        ],
        nonTriggering: [
            RuleExample("expanded with .lubaMinTouchTarget()", files: TokenExamples.files([
                "DemoChipTokens.swift": tokens(), "DemoChip.swift": chip("\n                .lubaMinTouchTarget()"),
            ])),
            RuleExample("expanded with frame(minWidth:minHeight:) and contentShape", files: TokenExamples.files([
                "DemoChipTokens.swift": tokens(),
                "DemoChip.swift": chip("\n                .frame(minWidth: 44, minHeight: 44)\n                .contentShape(Rectangle())"),
            ])),
            RuleExample("a section header's height and a font size, in types named for a tab and a search, used by no control", files: headerAndFont),
        ]
    )

    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.minimumTouchTarget] }
        package let minimumTouchTarget: Double
        package init(_ config: AuditConfig) { minimumTouchTarget = config.minimumTouchTarget }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        // Without a design system there is nothing assessed: the list is empty.
        let minimum = options.minimumTouchTarget
        for assessment in context.touchTargetAssessments.value where assessment.kind == .visual && !assessment.passes {
            let token = assessment.token
            let name = token.qualifiedName
            let value = TokenExamples.points(assessment.value)
            var evidence = [Evidence("value", token.derivation)]
            let message: String
            if let usage = assessment.shortUsage {
                let size = Self.describe(usage)
                if let interactive = usage.interactive {
                    let what = interactive.hasPrefix(".") ? "view with \(interactive)" : interactive
                    message = "\(name) is \(value) and \(usage.component) does not expand its hit area: the \(what) in \(usage.member) is \(size) (needs \(TokenExamples.points(minimum)))"
                } else {
                    message = "\(name) is \(value) and nothing in \(usage.component).\(usage.member) expands it: the view it sizes is \(size) (needs \(TokenExamples.points(minimum)))"
                }
                evidence.append(Evidence("used by", "\(usage.component).\(usage.member) at \(usage.location)"))
                evidence.append(Evidence("hit area", size))
                evidence.append(Evidence("meets", Self.levels(usage.judgedSize)))
                if usage.hasContentShape {
                    evidence.append(Evidence("contentShape", ".contentShape makes the whole frame tappable but does not make it larger"))
                }
            } else {
                message = "\(name) is \(value) and no component sizes a view with it, so no expanded hit area can be seen (needs \(TokenExamples.points(minimum)))"
                evidence.append(Evidence("meets", Self.levels(assessment.value)))
            }
            sink.emit(
                message,
                subject: DesignSubjects.token(token),
                at: token.location,
                text: token.expression,
                evidence: evidence,
                measured: assessment.shortUsage?.judgedSize ?? assessment.value, threshold: minimum,
                fix: "expand the hit area where the control is drawn: .lubaMinTouchTarget(), or .frame(minWidth: luba.minimumTouchTarget, minHeight: luba.minimumTouchTarget) with .contentShape(Rectangle())",
                related: assessment.shortUsage.map { [$0.location] } ?? []
            )
        }
    }

    package static func describe(_ usage: SizeTokenUsage) -> String {
        if usage.setsWidth && usage.setsHeight {
            if usage.hitWidth.isFinite, usage.hitHeight.isFinite {
                return "\(SizeToken.points(usage.hitWidth)) × \(SizeToken.points(usage.hitHeight))pt"
            }
            return "\(TokenExamples.points(usage.hitWidth)) × \(TokenExamples.points(usage.hitHeight))"
        }
        if usage.setsHeight { return "\(TokenExamples.points(usage.hitHeight)) tall" }
        return "\(TokenExamples.points(usage.hitWidth)) wide"
    }

    package static func levels(_ size: Double) -> String {
        let met = TouchTargetLevel.met(by: size)
        return met.isEmpty ? "none" : met.joined(separator: ", ")
    }
}
