import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Motion sites, whether they move anything, and what guards them.
///
/// A site is reported only when it moves something (an offset, a position, a scale, a
/// rotation, a frame, matched geometry, a move/slide/scale/offset transition, a UIKit frame,
/// center, transform or constraint) and nothing around it asks Reduce Motion.
extension ViewFileScan {
    /// Modifiers whose change moves a view on screen.
    package static let movingModifiers: Set<String> = [
        "offset", "position", "scaleEffect", "rotationEffect", "rotation3DEffect", "frame", "matchedGeometryEffect",
    ]
    /// Transitions that move a view in or out (`.move(edge:)`, `.slide`, `.scale`, `.offset`, `.push`).
    package static let movingTransitions: Set<String> = ["move", "slide", "scale", "offset", "push"]
    /// What UIKit animations move: a view's geometry and its constraints.
    package static let movingUIKitMembers: Set<String> = ["frame", "center", "transform", "constant", "layoutIfNeeded", "bounds"]
    /// The settings that say Reduce Motion is on: SwiftUI's environment key, UIKit's and AppKit's.
    package static let reduceMotionSettings: Set<String> = ["isReduceMotionEnabled", "accessibilityDisplayShouldReduceMotion"]
    /// Values that are no animation at all.
    package static let stillValues: Set<String> = [
        "nil", ".none", "Animation.none", ".identity", ".opacity", "AnyTransition.opacity", "AnyTransition.identity",
    ]

    package var reduceMotionWords: Set<String> { Self.reduceMotionSettings.union([names.reduceMotionEnvironment]) }

    package mutating func motion(_ position: Int, kind: MotionSite.Kind) {
        let source = motionSource(position, kind: kind)
        facts.motions.append(MotionSite(kind: kind, source: source, place: place(position)))
    }

    /// `.animation(`/`.transition(` applied to a SwiftUI view: a modifier on a view chain with
    /// an unlabeled first argument. Not `layer.animation(forKey:)`, `UIView.transition(with:…)`,
    /// nor an implicit member in an options list (`[.transition(.fade(1))]`).
    package func isSwiftUIMotionModifier(_ position: Int) -> Bool {
        let dot = position &- 1
        guard let before = index.token(dot &- 1) else { return false }
        let continues = before.is(")") || before.is("}") || before.is("]") || before.kind == .identifier && !before.isKeyword
            || ((before.is("?") || before.is("!")) && !before.precededBySpace) || ["self", "Self"].contains(before.text)
        guard continues else { return false }
        if let receiver = receiverPath(dot), receiver.first?.isUppercase == true { return false }
        guard isViewModifier(position) else { return false }
        guard let first = index.arguments(at: position &+ 1).first else { return false }
        return first.label == nil
    }

    /// `UIView.animate(…)`, `UIView.animateKeyframes(…)`, `UIViewPropertyAnimator(…)`,
    /// `UIViewPropertyAnimator.runningPropertyAnimator(…)`, `animator.addAnimations { … }`.
    package func uiKitMotionKind(_ position: Int, isMember: Bool) -> MotionSite.Kind? {
        let name = index.tokens[position].name
        if !isMember, name == "UIViewPropertyAnimator", index.isCode(position &+ 1, "(") { return .propertyAnimator }
        guard isMember, let receiver = receiverPath(position &- 1) else { return nil }
        if receiver == "UIView", name == "animate" || name == "animateKeyframes" { return .viewAnimate }
        if receiver == "UIViewPropertyAnimator", name == "runningPropertyAnimator" { return .propertyAnimator }
        return nil
    }

    private mutating func motionSource(_ position: Int, kind: MotionSite.Kind) -> MotionSite.Source {
        let type = index.outermostType(position)
        if let type, type.name == names.motionPolicyType { return .policyType }
        if kind == .viewAnimate || kind == .propertyAnimator { return uiKitSource(position, type: type) }
        let value: String
        var valueTokens: Range<Int> = position..<position
        var changed: Range<Int> = position..<position
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
            changed = changedTokens(position, kind: kind)
        } else {
            value = "withAnimation's default animation"
            changed = changedTokens(position, kind: kind)
        }
        if Self.stillValues.contains(value) { return .noMotion }
        if kind == .animation, let constant = constantValue(position) { _ = constant; return .noMotion }
        if let condition = policyCondition(before: position) { return .policy(condition) }
        if let policy = names.motionPolicy.first(where: { value.contains($0 + ".") || value == $0 }) { return .policy(policy) }
        for position in valueTokens where index.tokens[position].kind == .identifier {
            let name = index.tokens[position].name
            if index.isCode(position &- 1, ".") { continue }
            if declaredTypes[name] == names.motionPolicyType { return .policyType }
            if let bound = boundFromPolicy(name, near: position) { return .policy(bound) }
        }
        guard moves(kind: kind, value: valueTokens, changed: changed, type: type, at: position) else { return .noMotion }
        if let guardWord = reduceMotionRead(in: valueTokens) { return .guarded(guardWord) }
        if let condition = reduceMotionCondition(before: position) { return .guarded(condition) }
        // A transition runs with the animation that changes the state: in a type that animates
        // through a guarded animation (`.animation(.elementDefault, value: source)`), it is that one.
        if kind == .transition, let animation = guardedAnimation(in: type) { return .guarded(animation) }
        return readsReduceMotion(type) ? .readsReduceMotion : .unguarded(value)
    }

    /// The first `.animation(…)` or `withAnimation(…)` of the type whose animation reads Reduce
    /// Motion (directly or through a guarding member) or comes from the motion policy.
    private func guardedAnimation(in type: SwiftTypeDeclaration?) -> String? {
        guard let type else { return nil }
        for at in (type.bodyOpen &+ 1)..<type.bodyClose where index.tokens[at].kind == .identifier {
            let name = index.tokens[at].name
            guard name == "animation" || name == "withAnimation", index.isCode(at &+ 1, "("),
                  let first = index.arguments(at: at &+ 1).first else { continue }
            if let read = reduceMotionRead(in: first.value) { return "\(name)(…) reads \(read)" }
            let text = index.text(of: first)
            if let policy = names.motionPolicy.first(where: { text.contains($0 + ".") }) { return "\(name)(…) through \(policy)" }
        }
        return nil
    }

    /// UIKit animations move when their animations closure sets a frame, center, transform or
    /// a constraint's constant (then lays out).
    private mutating func uiKitSource(_ position: Int, type: SwiftTypeDeclaration?) -> MotionSite.Source {
        let open = position &+ 1
        guard index.isCode(open, "("), index.partner[open] > open else { return .noMotion }
        var end = index.partner[open] &+ 1
        // Trailing closures: `UIView.animate(withDuration: 0.3) { … } completion: { … }`.
        while index.isCode(end, "{"), index.partner[end] > end {
            end = index.partner[end] &+ 1
            if let label = index.token(end), label.kind == .identifier, index.isCode(end &+ 1, ":"), index.isCode(end &+ 2, "{") { end &+= 2 }
        }
        let call = open..<end
        let movesGeometry = call.contains { at in
            index.tokens[at].kind == .identifier && Self.movingUIKitMembers.contains(index.tokens[at].name) && index.isCode(at &- 1, ".")
        }
        guard movesGeometry else { return .noMotion }
        let arguments = index.arguments(at: open)
        let duration = arguments.first { $0.label == "withDuration" || $0.label == "duration" }.map { index.text(of: $0) } ?? "default"
        if let guardWord = reduceMotionRead(in: call) { return .guarded(guardWord) }
        if let condition = reduceMotionCondition(before: position) { return .guarded(condition) }
        return readsReduceMotion(type) ? .readsReduceMotion : .unguarded("duration \(duration)")
    }

    /// `.animation(.default, value: true)`: a constant never changes, so nothing animates.
    private func constantValue(_ position: Int) -> String? {
        guard let value = index.arguments(at: position &+ 1).first(where: { $0.label == "value" }), value.value.count == 1 else { return nil }
        let token = index.tokens[value.value.lowerBound]
        switch token.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral: return token.text
        case .identifier where ["true", "false", "nil"].contains(token.text): return token.text
        default: return nil
        }
    }

    /// What the site animates a change of: `.animation(_, value: v)`'s value, `withAnimation { … }`'s body.
    private func changedTokens(_ position: Int, kind: MotionSite.Kind) -> Range<Int> {
        switch kind {
        case .animation:
            if let value = index.arguments(at: position &+ 1).first(where: { $0.label == "value" }) { return value.value }
            return position..<position
        case .withAnimation:
            var open = position &+ 1
            if index.isCode(open, "("), index.partner[open] > open {
                let arguments = index.arguments(at: open)
                if arguments.count > 1, let body = arguments.last { return body.value }
                open = index.partner[open] &+ 1
            }
            if index.isCode(open, "{"), index.partner[open] > open { return open..<index.partner[open] }
            return position..<position
        default:
            return position..<position
        }
    }

    /// Whether the site moves a view: a moving transition; a change of state a moving modifier
    /// of the same type reads; anything in a type with matched geometry; for a repeating
    /// animation or an `.animation(_:)` with no value, any moving modifier driven by state.
    private mutating func moves(kind: MotionSite.Kind, value: Range<Int>, changed: Range<Int>, type: SwiftTypeDeclaration?, at position: Int) -> Bool {
        if kind == .transition {
            return value.contains { at in
                index.tokens[at].kind == .identifier && Self.movingTransitions.contains(index.tokens[at].name) && index.isCode(at &- 1, ".")
            }
        }
        // `.animation(_:value:)` animates only the view it modifies: what moves is what that
        // view and its content read, not another view of the type driven by the same state
        // (a spinner's rotating arc beside its fading dots, both on `isAnimating`).
        if kind == .animation, !changed.isEmpty, let scope = animatedScope(position) {
            let moving = movingStates(in: scope)
            if moving.matchedGeometry { return true }
            return changed.contains { at in
                index.tokens[at].kind == .identifier && moving.names.contains(index.tokens[at].name)
            }
        }
        let moving = movingStates(type)
        if moving.matchedGeometry { return true }
        if changed.isEmpty { return !moving.names.isEmpty }
        return changed.contains { at in
            index.tokens[at].kind == .identifier && moving.names.contains(index.tokens[at].name)
        }
    }

    /// The view an `.animation(_:value:)` modifies, up to the modifier, and the bodies of the
    /// members that view calls (`tooltipView`, `iconView(icon)`) one level deep.
    private func animatedScope(_ position: Int) -> [Range<Int>]? {
        guard let (chain, modifier) = index.chain(ofModifierAt: position &- 1) else { return nil }
        let own = chain.start..<chain.modifiers[modifier].dot
        var called = Set<String>()
        for at in own where index.tokens[at].kind == .identifier && !index.tokens[at].isKeyword && !index.isCode(at &- 1, ".") {
            called.insert(index.tokens[at].name)
        }
        var scope = [own]
        for member in index.members where !member.isLocal && called.contains(member.name) {
            guard let open = member.bodyOpen, let close = member.bodyClose, close > open, !own.contains(open) else { continue }
            scope.append((open &+ 1)..<close)
        }
        return scope
    }

    /// The names the moving modifiers of a type read (`offset(y: dragOffset)` reads `dragOffset`),
    /// once per type.
    private mutating func movingStates(_ type: SwiftTypeDeclaration?) -> (names: Set<String>, matchedGeometry: Bool) {
        let range = type.map { ($0.bodyOpen &+ 1)..<$0.bodyClose } ?? 0..<index.tokens.count
        if let cached = movingStateCache[range.lowerBound] { return cached }
        let states = movingStates(in: [range])
        movingStateCache[range.lowerBound] = states
        return states
    }

    /// The names the moving modifiers in `ranges` read, and whether matched geometry is among them.
    private func movingStates(in ranges: [Range<Int>]) -> (names: Set<String>, matchedGeometry: Bool) {
        var names = Set<String>()
        var matched = false
        for range in ranges {
            for at in range where index.tokens[at].kind == .identifier && Self.movingModifiers.contains(index.tokens[at].name) {
                guard index.isCode(at &- 1, "."), index.isCode(at &+ 1, "(") else { continue }
                if index.tokens[at].name == "matchedGeometryEffect" {
                    matched = true
                    continue
                }
                for argument in index.arguments(at: at &+ 1) {
                    for token in argument.value where index.tokens[token].kind == .identifier && !index.tokens[token].isKeyword {
                        // `.degrees(…)`, `.infinity`: an implicit member, not state.
                        if index.isCode(token &- 1, "."), !(index.token(token &- 2).map { $0.kind == .identifier || $0.is(")") } ?? false) { continue }
                        names.insert(index.tokens[token].name)
                    }
                }
            }
        }
        return (names, matched)
    }

    /// A Reduce Motion read in `range`: one of the settings, or a call to a function or property
    /// whose body reads one (up to three calls deep).
    private func reduceMotionRead(in range: Range<Int>) -> String? {
        for at in range where index.tokens[at].kind == .identifier {
            let name = index.tokens[at].name
            if reduceMotionWords.contains(name) { return name }
            if guardingMembers.contains(name) { return "\(name) (reads Reduce Motion)" }
        }
        return nil
    }

    /// One of the Reduce Motion settings read in `range`.
    private func settingRead(in range: Range<Int>) -> String? {
        let words = reduceMotionWords
        return range.first { index.tokens[$0].kind == .identifier && words.contains(index.tokens[$0].name) }.map { index.tokens[$0].name }
    }

    /// An `if`/`guard` before the site in its member whose condition reads Reduce Motion, or
    /// the member itself reading it (`func animate() { if reduceMotion { … } else { withAnimation … } }`).
    private func reduceMotionCondition(before position: Int) -> String? {
        guard let member = index.enclosingMember(position), let open = member.bodyOpen, let close = member.bodyClose else { return nil }
        // A function or handler (not a view's `body`) that reads the setting decides with it:
        // `let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.3`.
        // Only the settings themselves here: a member named like a guarding one elsewhere
        // (`content`, `state`) says nothing about this one.
        if member.name != "body", let read = settingRead(in: (open &+ 1)..<close) { return "\(member.name) reads \(read)" }
        var cursor = open &+ 1
        while cursor < position {
            defer { cursor &+= 1 }
            let token = index.tokens[cursor]
            guard token.is("guard") || token.is("if") else { continue }
            var end = cursor &+ 1
            while end < close, !index.isCode(end, "{"), !index.isCode(end, "else") { end &+= 1 }
            guard let read = reduceMotionRead(in: (cursor &+ 1)..<end) else { continue }
            if token.is("guard") { return "guard \(read)" }
            // The `if` and its `else` branches around the site.
            var last = end
            while index.isCode(last, "{"), index.partner[last] > last {
                let blockEnd = index.partner[last]
                if position < blockEnd { return "if \(read)" }
                guard index.isCode(blockEnd &+ 1, "else") else { break }
                last = blockEnd &+ 2
                while last < close, !index.isCode(last, "{") { last &+= 1 }
            }
        }
        return nil
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

    /// The type reads a Reduce Motion setting somewhere (`@Environment(\.accessibilityReduceMotion)`,
    /// `UIAccessibility.isReduceMotionEnabled`) itself.
    private func readsReduceMotion(_ type: SwiftTypeDeclaration?) -> Bool {
        guard let type else { return false }
        let words = reduceMotionWords
        return index.tokens[(type.bodyOpen &+ 1)..<type.bodyClose].contains { $0.kind == .identifier && words.contains($0.name) }
    }
}

extension ViewFactReader {
    /// Functions and computed properties whose body reads a Reduce Motion setting, directly or
    /// through another such member (up to three calls deep: `elementDefault` →
    /// `disabledIfReduceMotionEnabled()` → `UIAccessibility.isReduceMotionEnabled`): an
    /// animation that calls one is guarded. `body` is a view, never a guard.
    package static func reduceMotionGuards(_ files: [SourceIndex], names: SourceNames) -> Set<String> {
        var words = ViewFileScan.reduceMotionSettings.union([names.reduceMotionEnvironment])
        var result = Set<String>()
        // Which files use a word sought: a file that used one still does once more words are
        // sought, so each pass looks only for the new words, and only in files not yet matched.
        // No per-file census of names: at this point every file's tokens are held, and a set of
        // every name of every file came on top of them at the audit's peak.
        var matched = [Bool](repeating: false, count: files.count)
        var sought = words
        for _ in 0..<3 {
            let pending = files.indices.filter { !matched[$0] }
            let seeking = sought
            // Most identifiers are not of a sought word's length: a table look-up spares them the
            // hashing (a backticked name is two bytes longer than its text's name).
            var lengths = [Bool](repeating: false, count: (seeking.map(\.utf8.count).max() ?? 0) &+ 3)
            for word in seeking { lengths[word.utf8.count] = true; lengths[word.utf8.count &+ 2] = true }
            let sized = lengths
            let newly = pending.parallelMap { position -> Bool in
                files[position].tokens.contains { token in
                    guard token.kind == .identifier else { return false }
                    let count = token.text.utf8.count
                    return count < sized.count && sized[count] && seeking.contains(token.name)
                }
            }
            for (position, uses) in zip(pending, newly) where uses { matched[position] = true }
            var found = Set<String>()
            for (file, uses) in zip(files, matched) where uses {
                for member in file.members where member.name != "body" && !words.contains(member.name) {
                    guard let open = member.bodyOpen, let close = member.bodyClose, close > open else { continue }
                    // A view builder holding a guarded animation guards nothing it is called from.
                    if file.tokens[member.keywordIndex..<open].contains(where: { $0.name == "View" }) { continue }
                    if file.tokens[(open &+ 1)..<close].contains(where: { $0.kind == .identifier && words.contains($0.name) }) {
                        found.insert(member.name)
                    }
                }
            }
            guard !found.isEmpty else { break }
            result.formUnion(found)
            words.formUnion(found)
            sought = found
        }
        return result
    }
}
