import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// A design value the touch-target or Dynamic Type checks need and the audit cannot resolve,
/// with the checks it kept from running. It is the cause, not a use: when
/// `minTouchTarget = LubaSpacing.base * 11` and `LubaSpacing.base = compute()`, it is
/// `LubaSpacing.base`, once, however many tokens, roles and hit areas wait on it. A constant
/// no check needs (an animation duration) is none.
public struct UnresolvedDesignValue: Sendable {
    /// Why the value cannot be resolved.
    public enum Cause: Hashable, Sendable {
        /// The expression itself is no constant: a call, an operator the audit does not evaluate.
        case expression
        /// It refers to something that has no value and is no token of the design system
        /// (`UIScreen.main.scale`).
        case reference(String)
        /// It refers back to itself through these tokens, so no number is ever reached.
        case cycle([String])
    }

    /// A check that did not run because of the value.
    public enum Unchecked: Hashable, Sendable {
        /// Touch targets against a minimum touch-target token.
        case minimumTouchTarget(String)
        /// The controls a visual touch-target token sizes, against the minimum.
        case visualSize(String)
        /// A text role's size, against its text style and the smallest legible size.
        case roleSize(String)
        /// The hit area a visual token gets in a component's member.
        case hitArea(token: String, component: String, member: String)
        /// Whether text fits a fixed-height frame in a component's member.
        case frame(component: String, member: String)
    }

    /// `LubaSelectionTokens.minTouchTarget`; a text role's size: `LubaTextRole.body`.
    public var name: String
    public var subject: Subject
    /// The value as written: `computeSize()`.
    public var expression: String
    /// The declaration: the token's name, or the role's size expression.
    public var location: SourceLocation
    public var cause: Cause
    /// In the order found, without repeats.
    public var unchecked: [Unchecked]
    /// Where the unchecked tokens, roles and uses are, without repeats and without `location`.
    public var related: [SourceLocation]

    /// Every value of `design` that a touch-target or Dynamic Type check needed and could not
    /// resolve, judged against `minimum` (hit areas only matter when they may fall short of it).
    public static func find(_ design: DesignSystem, minimum: Double) -> [UnresolvedDesignValue] {
        var causes = UnresolvedCauses(design)
        for (token, kind, named) in design.touchTargetClassifications where token.value == nil {
            let name = token.qualifiedName
            // As the touch-target rules judge it: a size its type alone calls a control's is
            // unchecked only where a control is sized by it.
            guard named || design.usages(of: name).contains(where: { $0.interactive != nil }) else { continue }
            causes.add(token: name, kind == .minimum ? .minimumTouchTarget(name) : .visualSize(name), at: token.location)
        }
        for role in design.textRoles where role.hasUnresolvedSize {
            causes.add(role: role)
        }
        for (token, usages) in TouchTargetAssessment.undetermined(design, minimum: minimum) {
            for usage in usages {
                let check = Unchecked.hitArea(token: token.qualifiedName, component: usage.component, member: usage.member)
                for name in usage.unresolvedShortfall(minimum) { causes.add(token: name, check, at: usage.location) }
            }
        }
        // A frame whose text already clips is reported by the clipping rule: what else is
        // unknown cannot make it fit.
        for site in design.fixedFrames where site.holdsScalingText && site.clipsFrom == nil {
            for name in site.unresolvedTokens {
                causes.add(token: name, .frame(component: site.component, member: site.member), at: site.location)
            }
        }
        return causes.values
    }
}

/// Follows each unresolved value to its cause and gathers what waits on each cause.
private struct UnresolvedCauses {
    let tokens: [String: SizeToken]
    let order: [String: Int]
    var values: [UnresolvedDesignValue] = []
    var positions: [String: Int] = [:]

    init(_ design: DesignSystem) {
        var tokens: [String: SizeToken] = [:]
        var order: [String: Int] = [:]
        for (position, token) in design.sizeTokens.enumerated() where tokens[token.qualifiedName] == nil {
            tokens[token.qualifiedName] = token
            order[token.qualifiedName] = position
        }
        self.tokens = tokens
        self.order = order
    }

    mutating func add(token name: String, _ check: UnresolvedDesignValue.Unchecked, at location: SourceLocation?) {
        guard let token = tokens[name], token.value == nil else { return }
        let (root, cause) = self.root(of: token)
        record("token \(root.qualifiedName)", check, at: location) {
            UnresolvedDesignValue(
                name: root.qualifiedName, subject: DesignSubjects.token(root), expression: root.expression,
                location: root.location, cause: cause, unchecked: [], related: [])
        }
    }

    mutating func add(role: TextRoleDefinition) {
        guard let location = role.nominalSizeLocation else { return }
        if let reference = role.nominalSizeReference, let token = tokens[reference], token.value == nil {
            add(token: reference, .roleSize(role.name), at: location)
            return
        }
        // Roles that share one size expression (a multi-case arm, a property without `switch`)
        // share its finding, named for all of them.
        let key = "role \(location.file):\(location.line):\(location.column)"
        record(key, .roleSize(role.name), at: role.location) {
            UnresolvedDesignValue(
                name: "\(role.enumName).\(role.name)", subject: DesignSubjects.role(role),
                expression: role.nominalSizeExpression ?? "", location: location,
                cause: role.nominalSizeReference.map { .reference($0) } ?? .expression, unchecked: [], related: [])
        }
        guard let position = positions[key] else { return }
        let names = values[position].unchecked.compactMap { check -> String? in
            if case .roleSize(let name) = check { return name }
            return nil
        }
        guard names.count > 1 else { return }
        values[position].name = "\(role.enumName)." + names.joined(separator: ", .")
        values[position].subject = Subject(role: names.joined(separator: ", "))
    }

    private mutating func record(
        _ key: String, _ check: UnresolvedDesignValue.Unchecked, at location: SourceLocation?,
        make: () -> UnresolvedDesignValue
    ) {
        let position: Int
        if let existing = positions[key] {
            position = existing
        } else {
            position = values.count
            positions[key] = position
            values.append(make())
        }
        if !values[position].unchecked.contains(check) { values[position].unchecked.append(check) }
        if let location, location != values[position].location { values[position].related.appendIfMissing(location) }
    }

    /// The token whose own expression keeps `token` unresolved, following unresolved
    /// references; in a cycle, the cycle's first token in source order.
    private func root(of token: SizeToken) -> (SizeToken, UnresolvedDesignValue.Cause) {
        var path = [token]
        var current = token
        while let reference = current.unresolvedReference, path.count < 64 {
            guard let next = tokens[reference], next.value == nil else { return (current, .reference(reference)) }
            if let start = path.firstIndex(where: { $0.qualifiedName == reference }) {
                let cycle = Array(path[start...])
                let first = cycle.indices.min { (order[cycle[$0].qualifiedName] ?? 0) < (order[cycle[$1].qualifiedName] ?? 0) } ?? 0
                let others = (cycle[(first &+ 1)...] + cycle[..<first]).map(\.qualifiedName)
                return (cycle[first], .cycle(others))
            }
            path.append(next)
            current = next
        }
        return (current, .expression)
    }
}

extension Array where Element == SourceLocation {
    fileprivate mutating func appendIfMissing(_ location: SourceLocation) {
        if !contains(location) { append(location) }
    }
}
