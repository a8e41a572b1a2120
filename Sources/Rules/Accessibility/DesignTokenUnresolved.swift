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
/// `a11y.design.unresolved`: a design token the touch-target or Dynamic Type checks need (a
/// touch-target token, a text role's size, a token a hit area or a fixed frame around text is
/// written in) has a value the audit cannot resolve, so those checks did not run. Said out
/// loud instead of passing; one finding per cause, however many checks wait on it. A Swift file
/// the design-system reader cannot read is reported here too: none of its tokens were checked.
package struct DesignTokenUnresolved: AuditRule {
    package static let computedTarget = TokenExamples.files([
        "DemoButtonTokens.swift": "import SwiftUI\n\npublic enum DemoButtonTokens {\n    public static let ↓minTouchTarget: CGFloat = computeSize()\n}\n",
    ])

    package static func roles(bodySize: String) -> [String: String] {
        TokenExamples.files([
            "DemoTypography.swift": """
            import SwiftUI

            public enum DemoTextRole: CaseIterable {
                case body

                public var textStyle: Font.TextStyle {
                    switch self {
                    case .body: return .body
                    }
                }

                public var nominalSize: CGFloat {
                    switch self {
                    case .body: return \(bodySize)
                    }
                }
            }

            """,
        ])
    }

    package let info = RuleDescription(
        id: "a11y.design.unresolved",
        title: "Design token the audit cannot resolve",
        area: .design,
        defaultSeverity: .warning,
        summary: "A design token the touch-target or Dynamic Type checks need (a touch-target token, a text role's size, a token a hit area or a fixed frame around text is written in) is not a number the audit can resolve: a function call, a run-time value, a cycle of references. The checks that need it did not run; the finding names the declaration and what was not checked.",
        reference: TokenReferences.appleAccessibility,
        options: Options.documented,
        triggering: [
            RuleExample("a minimum touch target computed by a function", files: computedTarget),
            RuleExample("a text role whose size is computed", files: roles(bodySize: "↓DemoMetrics.scaled(17)")),
            RuleExample("a touch target written through a spacing token that is computed", files: TokenExamples.files([
                "DemoSpacing.swift": "import SwiftUI\n\npublic enum DemoSpacing {\n    public static let ↓unit: CGFloat = baseUnit()\n}\n",
                "DemoMenuTokens.swift": "import SwiftUI\n\npublic enum DemoMenuTokens {\n    public static let itemHeight: CGFloat = DemoSpacing.unit * 11\n}\n",
            ])),
        ],
        nonTriggering: [
            RuleExample("a touch target and a text role written through other tokens", files: TokenExamples.files([
                "DemoSpacing.swift": "import SwiftUI\n\npublic enum DemoSpacing {\n    public static let unit: CGFloat = 4\n}\n",
                "DemoButtonTokens.swift": "import SwiftUI\n\npublic enum DemoButtonTokens {\n    public static let minTouchTarget: CGFloat = DemoSpacing.unit * 11\n}\n",
            ]).merging(roles(bodySize: "DemoSpacing.unit * 4 + 1")) { $1 }),
            RuleExample("a computed animation duration nothing sizes with", files: TokenExamples.files([
                "DemoMotion.swift": "import SwiftUI\n\npublic enum DemoMotion {\n    public static let duration: Double = standardDuration()\n}\n",
            ])),
        ]
    )

    package struct Options: RuleOptions {
        package static var documented: [RuleOption] { [.minimumTouchTarget] }
        package let minimumTouchTarget: Double
        package init(_ config: AuditConfig) { minimumTouchTarget = config.minimumTouchTarget }
    }

    package func check(_ context: AuditContext, _ sink: inout FindingSink) {
        let options = context.options(of: self)
        guard let design = context.design else { return }
        for value in UnresolvedDesignValue.find(design, minimum: options.minimumTouchTarget) {
            let head = value.subject.role != nil ? "`\(value.name)` size `\(value.expression)`" : "`\(value.name)` = `\(value.expression)`"
            var fix = "write the value as a number literal or an expression of other tokens"
            if case .cycle(let others) = value.cause, !others.isEmpty {
                fix = "break the cycle: write `\(value.name)` or \(Self.list(others)) as a number literal"
            }
            sink.emit(
                "\(head): \(Self.reason(value.cause)), so \(Self.consequences(value.unchecked, root: value.name).joined(separator: "; "))",
                subject: value.subject,
                at: value.location,
                text: value.expression,
                evidence: [Evidence("expression", value.expression)]
                    + value.unchecked.map { Evidence("not checked", Self.consequences([$0], root: value.name).joined()) },
                fix: fix,
                related: value.related
            )
        }
        for diagnostic in design.diagnostics where diagnostic.token == nil {
            sink.emit(
                diagnostic.message,
                subject: Subject(component: diagnostic.location.file, detail: "unreadable"),
                at: diagnostic.location,
                fix: "make the file readable to the audit (permissions, a broken link)")
        }
    }

    package static func reason(_ cause: UnresolvedDesignValue.Cause) -> String {
        switch cause {
        case .expression: return "not a number the audit can resolve"
        case .reference(let reference): return "`\(reference)` is not a number the audit can resolve"
        case .cycle(let others):
            return others.isEmpty ? "it refers to itself" : "it refers back to itself through \(list(others)) and never reaches a number"
        }
    }

    /// What did not run, one clause per kind of check, with `it` for the token itself.
    package static func consequences(_ unchecked: [UnresolvedDesignValue.Unchecked], root: String) -> [String] {
        var minimums: [String] = []
        var visuals: [String] = []
        var roles: [String] = []
        var hitAreas: [(token: String, place: String)] = []
        var frames: [String] = []
        for check in unchecked {
            switch check {
            case .minimumTouchTarget(let token): minimums.append(token)
            case .visualSize(let token): visuals.append(token)
            case .roleSize(let role): roles.append(role)
            case .hitArea(let token, let component, let member): hitAreas.append((token, "\(component).\(member)"))
            case .frame(let component, let member): frames.append("\(component).\(member)")
            }
        }
        var clauses: [String] = []
        if minimums == [root] {
            clauses.append("touch targets were not checked against it")
        } else if !minimums.isEmpty {
            clauses.append("touch targets were not checked against \(list(minimums))")
        }
        if visuals == [root] {
            clauses.append("the controls it sizes were not checked against the minimum touch target")
        } else if !visuals.isEmpty {
            clauses.append("the controls sized by \(list(visuals)) were not checked against the minimum touch target")
        }
        let minimum = SizeToken.points(DynamicTypeMinimumSize.minimum)
        if roles.count == 1 {
            clauses.append("text role `\(roles[0])` was not checked against its text style or the \(minimum)pt minimum")
        } else if !roles.isEmpty {
            clauses.append("text roles \(list(roles)) were not checked against their text styles or the \(minimum)pt minimum")
        }
        if hitAreas.count == 1 {
            clauses.append("the hit area `\(hitAreas[0].token)` gets in \(hitAreas[0].place) was not checked")
        } else if !hitAreas.isEmpty {
            clauses.append("the hit areas in \(list(hitAreas.map(\.place), quoted: false)) were not checked")
        }
        if frames.count == 1 {
            clauses.append("whether text fits the fixed-height frame in \(frames[0]) was not checked")
        } else if !frames.isEmpty {
            clauses.append("whether text fits the fixed-height frames in \(list(frames, quoted: false)) was not checked")
        }
        return clauses
    }

    /// "`a`", "`a` and `b`", "`a`, `b` and 3 others".
    package static func list(_ names: [String], quoted: Bool = true) -> String {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        let shown = unique.map { quoted ? "`\($0)`" : $0 }
        if shown.count > 3 { return shown.prefix(2).joined(separator: ", ") + " and \(shown.count - 2) others" }
        guard let last = shown.last else { return "" }
        return shown.count == 1 ? last : shown.dropLast().joined(separator: ", ") + " and " + last
    }
}
