import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// One touch-target token judged against a minimum: its value for a `minimum` token; for a
/// `visual` token below the minimum, the hit areas of the components that use it.
public struct TouchTargetAssessment: Sendable {
    public var token: SizeToken
    public var kind: TouchTargetKind
    public var value: Double
    /// The usages judged: the interactive ones (inside a `Button`, under a gesture) when there
    /// are any, else every usage.
    public var usages: [SizeTokenUsage]
    /// The first judged usage whose hit area stays below the minimum.
    public var shortUsage: SizeTokenUsage?
    /// The smallest judged hit area of a visual token's usages; nil without usages.
    public var hitArea: Double?
    public var passes: Bool

    /// "LubaChip, which expands it with .lubaMinTouchTarget()": what makes a small visual token
    /// a large enough target, nil when nothing does (or nothing needs to).
    public var expandedBy: String? {
        guard kind == .visual, passes, value < (hitArea ?? value) else { return nil }
        var parts: [String] = []
        for usage in usages {
            let expansion = usage.expansion
            let part = expansion.isEmpty ? usage.component : "\(usage.component), which expands it with \(expansion)"
            if !parts.contains(part) { parts.append(part) }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The size the guideline levels are measured on: the hit area for a visual token whose
    /// components were read, the value otherwise.
    public var measuredSize: Double {
        if kind == .visual, let hitArea { return shortUsage?.judgedSize ?? hitArea }
        return value
    }

    /// Every touch-target token of `design` that can be judged against `minimum`: one with a
    /// resolved value, except a visual token whose only short hit areas are short for want of
    /// an unresolved token (those are `undetermined`).
    public static func assess(_ design: DesignSystem, minimum: Double) -> [TouchTargetAssessment] {
        design.touchTargetClassifications.compactMap { token, kind, named in
            if case .assessed(let assessment) = judge(token, kind, named: named, design, minimum: minimum) { return assessment }
            return nil
        }
    }

    /// The visual tokens below `minimum` whose short hit areas are all short in a dimension an
    /// unresolved token is written in (a `frame(minHeight:)` from a token the audit cannot
    /// resolve), with those usages: they neither pass nor fail.
    public static func undetermined(_ design: DesignSystem, minimum: Double) -> [(token: SizeToken, usages: [SizeTokenUsage])] {
        design.touchTargetClassifications.compactMap { token, kind, named in
            if case .undetermined(let usages) = judge(token, kind, named: named, design, minimum: minimum) { return (token, usages) }
            return nil
        }
    }

    private enum Judgement {
        case assessed(TouchTargetAssessment)
        case undetermined([SizeTokenUsage])
        case unresolved
        /// Classified only by its type's name and never used as a control's size or hit area.
        case noControl
    }

    private static func judge(
        _ token: SizeToken, _ kind: TouchTargetKind, named: Bool, _ design: DesignSystem, minimum: Double
    ) -> Judgement {
        guard let value = token.value else { return .unresolved }
        // A size whose name says nothing of a control (`SectionHeader.height` in an app, a
        // `ButtonFont.size`) is a touch target only where a control is sized by it.
        if !named, !design.usages(of: token.qualifiedName).contains(where: { $0.interactive != nil }) {
            return .noControl
        }
        guard kind == .visual, value < minimum else {
            return .assessed(TouchTargetAssessment(
                token: token, kind: kind, value: value, usages: [], shortUsage: nil, hitArea: nil,
                passes: value >= minimum))
        }
        let all = design.usages(of: token.qualifiedName)
        let interactive = all.filter { $0.interactive != nil }
        let judged = interactive.isEmpty ? all : interactive
        let shortUsages = judged.filter { $0.judgedSize < minimum }
        let short = shortUsages.first { $0.isProvenShort(minimum) }
        if short == nil, !shortUsages.isEmpty { return .undetermined(shortUsages) }
        return .assessed(TouchTargetAssessment(
            token: token, kind: kind, value: value, usages: judged, shortUsage: short,
            hitArea: judged.map(\.judgedSize).min(), passes: !judged.isEmpty && short == nil))
    }
}
