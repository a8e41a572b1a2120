import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Controls: what their label shows, and what the accessibility modifiers on them and around
/// them (through containers, subview members and local views) say.
extension ViewFileScan {
    package mutating func control(_ position: Int, kind: ControlSite.Kind) {
        let chain = index.chain(at: position)
        let content: ControlSite.Content
        if kind == .iconButton {
            let first = index.arguments(at: chain.baseArguments).first { $0.label == nil || $0.label == "icon" || $0.label == "systemName" }
            content = .imageOnly(symbol: first.map { index.literal($0)?.text ?? index.text(of: $0) } ?? "icon")
        } else {
            content = buttonContent(chain)
        }
        record(kind, content: content, chain: chain, at: position)
    }

    package mutating func tapGesture(_ position: Int) {
        guard let (chain, _) = index.chain(ofModifierAt: position &- 1) else { return }
        record(.tapGesture, content: classify(chain, depth: 0), chain: chain, at: position)
    }

    private mutating func record(_ kind: ControlSite.Kind, content: ControlSite.Content, chain: ViewChain, at position: Int) {
        var symbol = ""
        if case .imageOnly(let name) = content { symbol = name }
        var walk = AccessibilityWalk(scan: self, symbol: symbol)
        walk.own(chain)
        walk.ancestors(of: chain.start, depth: 0)
        var site = ControlSite(kind: kind, content: content, naming: walk.naming ?? .none, ignoredBy: walk.ignoredBy, place: place(position))
        site.hasButtonTrait = walk.buttonTrait
        site.insideButton = walk.insideButton
        if kind == .tapGesture {
            describeTap(&site, chain: chain, at: position)
            if walk.adjustable { site.notAButton = true }
        }
        hitArea(&site, chain: chain, kind: kind, before: kind == .tapGesture ? position : chain.end)
        facts.controls.append(site)
    }

    /// A `Button`'s or `Link`'s label: its title argument, its `label:` closure, or the
    /// trailing closure after `action:`/`destination:`.
    package func buttonContent(_ chain: ViewChain) -> ControlSite.Content {
        let arguments = index.arguments(at: chain.baseArguments)
        if let first = arguments.first, first.label == nil, !index.isCode(first.value.lowerBound, "{") { return .text }
        if let label = arguments.first(where: { $0.label == "label" }), index.isCode(label.value.lowerBound, "{") {
            return contentOf(block: label.value.lowerBound)
        }
        if let labeled = chain.baseClosures.first(where: { $0.label == "label" }) { return contentOf(block: labeled.open) }
        if !arguments.isEmpty, let trailing = chain.baseClosures.first(where: { $0.label == nil }) { return contentOf(block: trailing.open) }
        return .unknown
    }

    package func contentOf(block open: Int, depth: Int = 0) -> ControlSite.Content {
        let statements = index.viewStatements(in: open)
        guard !statements.isEmpty, depth < 6 else { return .unknown }
        var symbol: String?
        for start in statements {
            switch classify(index.chain(at: start), depth: depth) {
            case .text: return .text
            case .unknown: return .unknown
            case .imageOnly(let name): if symbol == nil { symbol = name }
            }
        }
        return symbol.map { .imageOnly(symbol: $0) } ?? .unknown
    }

    /// One view of a label: an image (or a view type that is one), text, or a stack of them.
    package func classify(_ chain: ViewChain, depth: Int) -> ControlSite.Content {
        if chain.modifiers.contains(where: { $0.name == "accessibilityLabel" }) { return .text }
        guard let callee = chain.callee else { return .unknown }
        if callee == "Text" || callee == "Label" { return .text }
        if callee == "Image" || imageViews.contains(callee) {
            let arguments = index.arguments(at: chain.baseArguments)
            if callee == "Image", index.isDecorativeImage(chain) { return .unknown }
            if callee == "Image", let first = arguments.first, first.label == nil, index.literal(first) != nil { return .text }
            if arguments.contains(where: { $0.label == "label" }) { return .text }
            return .imageOnly(symbol: arguments.first.map { index.literal($0)?.text ?? index.text(of: $0) } ?? callee)
        }
        if Self.stacks.contains(callee), let closure = chain.baseClosures.first {
            return contentOf(block: closure.open, depth: depth &+ 1)
        }
        return .unknown
    }
}

/// Follows a control outward and collects what names it, hides it, or swallows it.
package struct AccessibilityWalk {
    package let scan: ViewFileScan
    /// The label's symbol expression: a label that only respells it is no label.
    package let symbol: String
    package var naming: ControlSite.Naming?
    package var ignoredBy: SourceLocation?
    /// `.accessibilityAddTraits(.isButton)` seen on the view or a container.
    package var buttonTrait = false
    /// A `Button`, `Link`, `NavigationLink` or `Menu` holds the view.
    package var insideButton = false
    /// `.flipsForRightToLeftLayoutDirection(true)` seen on the view or a container.
    package var flips = false
    /// A `LabeledContent` holds the view: its title labels the control.
    package var insideLabeledContent = false
    /// A container made one element with `.accessibilityElement(children: .combine)`: its other
    /// children's text names the control.
    package var insideCombinedElement = false
    /// The view, or a container made one element, is adjustable
    /// (`.accessibilityAdjustableAction`): VoiceOver adjusts it, so a tap on a part of it is
    /// the pointer's way to set its value, not a button.
    package var adjustable = false
    private var steps = 0

    /// Modifiers that give a label (`.accessibility(label:)` is the older spelling).
    package static let labelModifiers: Set<String> = ["accessibilityLabel", "accessibility"]

    package static let presentedElsewhere: Set<String> = [
        "contextMenu", "swipeActions", "sheet", "popover", "alert", "confirmationDialog", "fullScreenCover", "toolbar",
    ]

    package init(scan: ViewFileScan, symbol: String) {
        self.scan = scan
        self.symbol = symbol
    }

    package var index: SourceIndex { scan.index }

    package mutating func own(_ chain: ViewChain) {
        for modifier in chain.modifiers { name(modifier) }
        if chain.modifiers.contains(where: { $0.name == "accessibilityAdjustableAction" }) { adjustable = true }
    }

    private mutating func name(_ modifier: ViewChain.Modifier) {
        let arguments = index.arguments(at: modifier.arguments)
        if modifier.name == "accessibilityAddTraits", arguments.contains(where: { index.text(of: $0).contains("isButton") }) { buttonTrait = true }
        if modifier.name == "flipsForRightToLeftLayoutDirection", arguments.first.map({ index.text(of: $0) }) == "true" { flips = true }
        guard naming == nil else { return }
        switch modifier.name {
        case "accessibilityLabel":
            guard let first = arguments.first else { return }
            let text = index.text(of: first)
            let respells = text.contains("replacingOccurrences") || (!symbol.isEmpty && text == symbol)
            naming = respells ? .symbolName(text) : .label(text)
        case "accessibility":
            if let label = arguments.first(where: { $0.label == "label" }) { naming = .label(index.text(of: label)) }
            if let hidden = arguments.first(where: { $0.label == "hidden" }), index.text(of: hidden) == "true" { naming = .hidden }
        case "accessibilityHidden":
            if arguments.first.map({ index.text(of: $0) }) == "true" { naming = .hidden }
        case "hidden":
            // `.hidden()`: laid out but not drawn, and VoiceOver skips it.
            if arguments.isEmpty { naming = .hidden }
        default:
            break
        }
    }

    private mutating func container(_ chain: ViewChain) {
        if let callee = chain.callee, ["Button", "Link", "NavigationLink", "Menu"].contains(callee) { insideButton = true }
        // `.accessibilityElement(children: .contain)`: the container's label names the group
        // (a field's title), while each control in it keeps its own name or has none.
        let containsChildren = chain.modifiers.contains { modifier in
            modifier.name == "accessibilityElement"
                && index.arguments(at: modifier.arguments).contains { index.text(of: $0).hasSuffix(".contain") }
        }
        if chain.callee == "LabeledContent" { insideLabeledContent = true }
        if chain.modifiers.contains(where: { $0.name == "accessibilityAdjustableAction" }),
           chain.modifiers.contains(where: { $0.name == "accessibilityElement" }) {
            adjustable = true
        }
        for modifier in chain.modifiers {
            if !(containsChildren && Self.labelModifiers.contains(modifier.name)) { name(modifier) }
            if modifier.name == "accessibilityElement",
               index.arguments(at: modifier.arguments).contains(where: { index.text(of: $0).hasSuffix(".combine") }) {
                insideCombinedElement = true
            }
            if modifier.name == "accessibilityElement", ignoredBy == nil,
               index.arguments(at: modifier.arguments).contains(where: { index.text(of: $0).hasSuffix(".ignore") }),
               !chain.modifiers.contains(where: { $0.name.hasPrefix("accessibility") && $0.name.hasSuffix("Action") || $0.name == "accessibilityActions" }) {
                ignoredBy = index.location(modifier.dot &+ 1)
            }
        }
    }

    package mutating func ancestors(of start: Int, depth: Int) {
        steps &+= 1
        guard depth < 24, steps < 64 else { return }
        if let local = localBinding(at: start) {
            for use in local { enclosing(chain: index.chain(at: use), depth: depth) }
            return
        }
        switch index.context(ofStart: start) {
        case .closure(let owner, let modifier?) where Self.presentedElsewhere.contains(owner.modifiers[modifier].name):
            // A context menu, sheet or alert shows its controls on their own: the view they
            // are attached to neither names nor swallows them.
            return
        case .closure(let owner, _), .arguments(let owner, _):
            enclosing(chain: owner, depth: depth)
        case .controlFlow(let statement):
            ancestors(of: statement, depth: depth &+ 1)
        case .memberBody(let member):
            guard member.name != "body" else { return }
            for reference in index.references(to: member).prefix(4) {
                enclosing(chain: index.chain(at: index.referenceStart(reference)), depth: depth)
            }
        case .outside:
            return
        }
    }

    private mutating func enclosing(chain: ViewChain, depth: Int) {
        container(chain)
        ancestors(of: chain.start, depth: depth &+ 1)
    }

    /// `let content = HStack { … }`: the places the local view is used, where its modifiers are.
    private func localBinding(at start: Int) -> [Int]? {
        guard index.isCode(start &- 1, "="), let name = index.token(start &- 2), name.kind == .identifier,
              let keyword = index.token(start &- 3), keyword.is("let") || keyword.is("var"),
              let member = index.enclosingMember(start), let open = member.bodyOpen, let close = member.bodyClose else { return nil }
        var uses: [Int] = []
        var position = start
        while position < close {
            let token = index.tokens[position]
            if token.kind == .identifier, token.name == name.name, !index.isCode(position &- 1, "."), position != start &- 2,
               token.precededByNewline || index.isCode(position &- 1, "{") {
                uses.append(position)
            }
            position &+= 1
        }
        _ = open
        return uses
    }
}
