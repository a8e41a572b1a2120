import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Input controls and their labels, what a tap gesture does, a control's hit area, and whether
/// a symbol flips for right-to-left layouts.
extension ViewFileScan {
    package static let inputControls: Set<String> = ["TextField", "SecureField", "Toggle", "Slider", "Stepper", "Picker"]
    /// Controls whose unlabeled trailing closure is their label (a `Picker`'s is its options).
    package static let trailingLabelControls: Set<String> = ["Toggle", "Slider", "Stepper", "TextField", "SecureField"]
    /// Apple's minimum hit area, in points (Human Interface Guidelines, Accessibility).
    package static let minimumHitSide = 44.0

    // MARK: - Input controls

    package mutating func input(_ position: Int) {
        let chain = index.chain(at: position)
        let control = index.tokens[position].name
        let arguments = index.arguments(at: chain.baseArguments)
        var label = InputSite.Label.missing
        if let first = arguments.first, first.label == nil, !index.isCode(first.value.lowerBound, "{") {
            if let literal = index.literal(first) {
                label = literal.text.trimmingWhitespace().isEmpty ? .empty : .present
            } else {
                label = .present
            }
        } else if let argument = arguments.first(where: { $0.label == "label" }) {
            // `Picker(selection:label:content:)`: the label is a view, written inline or as a closure.
            label = index.isCode(argument.value.lowerBound, "{") ? closureLabel(argument.value.lowerBound) : viewLabel(argument.value.lowerBound)
        } else if let closure = chain.baseClosures.first(where: { $0.label == "label" }) {
            label = closureLabel(closure.open)
        } else if Self.trailingLabelControls.contains(control), let closure = chain.baseClosures.first(where: { $0.label == nil }), !hasSignature(closure.open) {
            label = closureLabel(closure.open)
        }
        // A prompt is what VoiceOver reads for an empty field.
        if label != .present, control == "TextField" || control == "SecureField",
           let prompt = arguments.first(where: { $0.label == "prompt" }), index.text(of: prompt) != "nil" {
            label = .present
        }
        var walk = AccessibilityWalk(scan: self, symbol: "")
        walk.own(chain)
        walk.ancestors(of: chain.start, depth: 0)
        var around: Bool
        switch walk.naming {
        case .label?, .hidden?: around = true
        default: around = walk.insideLabeledContent || walk.insideCombinedElement
        }
        // A segmented picker's segments are its labels: VoiceOver reads each one's title.
        if control == "Picker", chain.modifiers.contains(where: { $0.name == "pickerStyle" && index.text(index.arguments(at: $0.arguments).first?.value ?? 0..<0).contains("segmented") }) {
            around = true
        }
        facts.inputs.append(InputSite(control: control, label: label, labelledAround: around, place: place(position)))
    }

    private func closureLabel(_ open: Int) -> InputSite.Label {
        let statements = index.viewStatements(in: open)
        if statements.isEmpty { return .empty }
        if statements.count == 1 { return viewLabel(statements[0]) }
        return .present
    }

    /// One view as a label: `EmptyView()` and `Text("")` name nothing; any other view names the control.
    private func viewLabel(_ start: Int) -> InputSite.Label {
        let chain = index.chain(at: start)
        if chain.callee == "EmptyView" { return .empty }
        if chain.callee == "Text", let text = chain.baseArguments, let first = index.arguments(at: text).first,
           let literal = index.literal(first), literal.text.trimmingWhitespace().isEmpty {
            return .empty
        }
        return .present
    }

    /// `{ editing in … }`: a closure with parameters is a callback, not a label.
    private func hasSignature(_ open: Int) -> Bool {
        var position = open &+ 1
        while position < index.tokens.count, position < index.partner[open], !index.tokens[position].precededByNewline || position == open &+ 1 {
            if index.isCode(position, "in"), index.parent[position] == open { return true }
            position &+= 1
        }
        return false
    }

    // MARK: - Tap gestures

    package func describeTap(_ site: inout ControlSite, chain: ViewChain, at position: Int) {
        let arguments = index.arguments(at: index.isCode(position &+ 1, "(") ? position &+ 1 : nil)
        if let count = arguments.first(where: { $0.label == "count" }), let value = Int(index.text(of: count)) { site.tapCount = value }
        // A view type that gives itself the button trait in its body.
        if let callee = chain.callee, buttonViews.contains(callee) { site.hasButtonTrait = true }
        // A button or toggle style's own body: the control it styles carries the trait.
        if let member = index.enclosingMember(position), member.name == "makeBody" { site.notAButton = true }
        // A backdrop: tapping outside the content dismisses it.
        if chain.basePath.first == "Color" { site.notAButton = true }
        // The action: the trailing closure or `perform:`.
        var open = position &+ 1
        if index.isCode(open, "("), index.partner[open] > open {
            if let perform = arguments.first(where: { $0.label == "perform" }), index.isCode(perform.value.lowerBound, "{") {
                open = perform.value.lowerBound
            } else {
                open = index.partner[open] &+ 1
            }
        }
        guard index.isCode(open, "{"), index.partner[open] > open else { return }
        let body = (open &+ 1)..<index.partner[open]
        if body.isEmpty {
            site.notAButton = true  // blocks touches from a gesture behind it
            return
        }
        let text = index.text(body)
        let endsEditing = ["endEditing", "resignFirstResponder", "hideKeyboard", "dismissKeyboard"].contains { text.contains($0) }
        let movesFocus = body.contains { at in
            guard index.isCode(at, "="), let before = index.token(at &- 1) else { return false }
            return before.name.lowercased().contains("focus")
        }
        // Only that: a tap that also does something is still an action.
        if (endsEditing || movesFocus) && body.count < 30 { site.notAButton = true }
    }

    // MARK: - Hit area

    /// The control's fixed frame (its own, or its label's one view's) and whether padding, a
    /// content shape or a minimum frame enlarges the hit area.
    package func hitArea(_ site: inout ControlSite, chain: ViewChain, kind: ControlSite.Kind, before end: Int) {
        var modifiers = chain.modifiers.filter { $0.dot < end || kind != .tapGesture }
        if kind == .button || kind == .link, let labelChain = labelChain(chain) {
            modifiers = labelChain.modifiers + modifiers
        }
        for modifier in modifiers {
            switch modifier.name {
            case "padding", "contentShape":
                site.expandsHitArea = true
            case "frame":
                let arguments = index.arguments(at: modifier.arguments)
                let number = { (label: String) -> Double? in
                    arguments.first { $0.label == label }.flatMap { Double(index.text(of: $0)) }
                }
                if let minWidth = number("minWidth"), let minHeight = number("minHeight"), min(minWidth, minHeight) >= Self.minimumHitSide {
                    site.expandsHitArea = true
                } else if let width = number("width"), let height = number("height") {
                    if min(width, height) >= Self.minimumHitSide {
                        site.expandsHitArea = true
                    } else if site.fixedFrame == nil {
                        site.fixedFrame = FixedFrame(width: width, height: height, location: index.location(modifier.dot &+ 1))
                    }
                }
            default:
                break
            }
        }
    }

    /// A `Button`'s label when it is one view: `Button { … } label: { Image(…).frame(…) }`.
    private func labelChain(_ chain: ViewChain) -> ViewChain? {
        let arguments = index.arguments(at: chain.baseArguments)
        var open: Int?
        if let label = arguments.first(where: { $0.label == "label" }), index.isCode(label.value.lowerBound, "{") {
            open = label.value.lowerBound
        } else if let labeled = chain.baseClosures.first(where: { $0.label == "label" }) {
            open = labeled.open
        } else if !arguments.isEmpty, let trailing = chain.baseClosures.first(where: { $0.label == nil }) {
            open = trailing.open
        }
        guard let open else { return nil }
        let statements = index.viewStatements(in: open)
        guard statements.count == 1 else { return nil }
        return index.chain(at: statements[0])
    }

    // MARK: - Symbols

    /// Whether the image's view or a container flips it for right-to-left layouts.
    package func flipsForRightToLeft(_ position: Int) -> Bool {
        let chain = index.chain(at: position)
        var walk = AccessibilityWalk(scan: self, symbol: "")
        walk.own(chain)
        walk.ancestors(of: chain.start, depth: 0)
        return walk.flips
    }

    /// `Label("Next", systemImage: "chevron.right")`: a symbol as well.
    package mutating func labelSymbol(_ position: Int) {
        guard let symbol = index.arguments(at: position &+ 1).first(where: { $0.label == "systemImage" }),
              let name = index.literal(symbol)?.text else { return }
        var site = ImageSite(name: name, isSymbol: true, place: place(symbol.value.lowerBound))
        site.flipsForRightToLeft = flipsForRightToLeft(position)
        facts.images.append(site)
    }
}
