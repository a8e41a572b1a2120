/// Motion sites and where their animation comes from.
extension ViewFileScan {
    mutating func motion(_ position: Int, kind: MotionSite.Kind) {
        let source = motionSource(position, kind: kind)
        facts.motions.append(MotionSite(kind: kind, source: source, place: place(position)))
    }

    private func motionSource(_ position: Int, kind: MotionSite.Kind) -> MotionSite.Source {
        let type = index.outermostType(position)
        if let type, type.name == names.motionPolicyType { return .policyType }
        let value: String
        var valueTokens: Range<Int> = position..<position
        if kind == .repeatForever {
            var outer = position
            while outer >= 0, index.parent[outer] >= 0, index.isCode(index.parent[outer], "(") { outer = index.parent[outer] }
            if outer != position, index.partner[outer] > outer {
                let start = index.chainStart(endingAt: outer)
                // Inside `withAnimation(…)` or `.animation(…)`: that site is the one finding.
                if let callee = index.token(outer &- 1), ["withAnimation", "animation", "transition"].contains(callee.name) {
                    return .noMotion
                }
                valueTokens = start..<(index.partner[outer] &+ 1)
            } else {
                valueTokens = index.chainStart(endingAt: position &- 1)..<position
            }
            value = index.text(valueTokens)
        } else if index.isCode(position &+ 1, "("), let first = index.arguments(at: position &+ 1).first, !index.isCode(first.value.lowerBound, "{") {
            valueTokens = first.value
            value = index.text(of: first)
        } else {
            return readsReduceMotion(type) ? .readsReduceMotion : .unguarded("withAnimation's default animation")
        }
        if ["nil", ".identity", ".opacity", "AnyTransition.opacity", "AnyTransition.identity"].contains(value) { return .noMotion }
        if let condition = policyCondition(before: position) { return .policy(condition) }
        if let policy = names.motionPolicy.first(where: { value.contains($0 + ".") || value == $0 }) { return .policy(policy) }
        for position in valueTokens where index.tokens[position].kind == .identifier {
            let name = index.tokens[position].name
            if index.isCode(position &- 1, ".") { continue }
            if declaredTypes[name] == names.motionPolicyType { return .policyType }
            if let bound = boundFromPolicy(name, near: position) { return .policy(bound) }
        }
        return readsReduceMotion(type) ? .readsReduceMotion : .unguarded(value)
    }

    /// `let pulse = luba.motion.repeatingOpacity(…)` or `guard let pulse = …` in the member
    /// around `position`: the local's value comes from the policy.
    private func boundFromPolicy(_ name: String, near position: Int) -> String? {
        guard let member = index.enclosingMember(position), let open = member.bodyOpen, let close = member.bodyClose else { return nil }
        var cursor = open &+ 1
        while cursor < close &- 2 {
            defer { cursor &+= 1 }
            guard index.tokens[cursor].kind == .identifier, index.tokens[cursor].name == name,
                  let keyword = index.token(cursor &- 1), keyword.is("let") || keyword.is("var"), index.isCode(cursor &+ 1, "=") else { continue }
            let end = index.statementEnd(from: cursor &+ 2)
            let text = index.text((cursor &+ 2)..<min(end, close))
            if let policy = names.motionPolicy.first(where: { text.contains($0 + ".") }) { return "\(name) = \(policy)…" }
        }
        return nil
    }

    /// A `guard` earlier in the member, or an `if` around the site, whose condition asks the
    /// policy (`guard luba.motion.allowsRepeatingMotion else { return }`): the policy decides.
    private func policyCondition(before position: Int) -> String? {
        guard let member = index.enclosingMember(position), let open = member.bodyOpen, open < position else { return nil }
        var cursor = open &+ 1
        while cursor < position {
            defer { cursor &+= 1 }
            let token = index.tokens[cursor]
            guard token.is("guard") || token.is("if") else { continue }
            var end = cursor &+ 1
            while end < position, !index.isCode(end, "{"), !index.isCode(end, "else") { end &+= 1 }
            if token.is("if"), index.isCode(end, "{"), !(index.partner[end] > position) { continue }
            let condition = index.text((cursor &+ 1)..<end)
            if let policy = names.motionPolicy.first(where: { condition.contains($0 + ".") }) {
                return "\(token.text) \(condition) (\(policy))"
            }
        }
        return nil
    }

    private func readsReduceMotion(_ type: SwiftTypeDeclaration?) -> Bool {
        guard let type else { return false }
        return index.tokens[(type.bodyOpen &+ 1)..<type.bodyClose].contains { $0.kind == .identifier && $0.name == names.reduceMotionEnvironment }
    }
}
