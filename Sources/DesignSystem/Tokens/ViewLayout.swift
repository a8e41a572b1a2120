import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// A view's size as far as its source tells: lower bounds in points (infinity for a view that
/// fills its container), what set each, and the texts inside.
package struct ViewExtent: Sendable {
    package var width: Double = 0
    package var height: Double = 0
    package var widthSource: String?
    package var heightSource: String?
    /// A `Spacer` stands at the view's top level: in a stack it fills the stack's axis.
    package var spacer = false
    package var contentShape = false
    package var texts: [TextFact] = []
    /// Unresolved tokens a frame or padding is written in, counted as 0, per axis: a size too
    /// small because of them is unknown rather than short.
    package var unresolvedWidth: [String] = []
    package var unresolvedHeight: [String] = []

    package mutating func noteUnresolved(_ names: [String], width: Bool, height: Bool) {
        for name in names {
            if width, !unresolvedWidth.contains(name) { unresolvedWidth.append(name) }
            if height, !unresolvedHeight.contains(name) { unresolvedHeight.append(name) }
        }
    }
}

/// Estimates view sizes from SwiftUI source: stacks add or overlap their children, `frame`,
/// `padding` and `lubaMinTouchTarget()` change the size, texts are as tall as their font's line
/// at the content size asked for (or 0 when none is), shapes and text fields fill their
/// container, and a view that is a member (`checkboxControl`, `stepButton(…)`) is read from
/// that member's body. Everything unknown counts as 0, so every size is a lower bound: what the
/// hit-area check can prove, never a guess that flatters.
package struct ViewLayout {
    package let file: SourceIndex
    package let vocabulary: DesignVocabulary

    package struct Environment {
        /// Texts have the height of one line at this size; nil for hit areas, where they count 0.
        package var category: ContentSizeCategory?
        /// The font a `.font` further out gives the texts inside.
        package var inheritedFont: FontScaling?
        package var depth = 0
        package var members: Set<Int> = []
    }

    package static let stacks: [String: Axis] = [
        "HStack": .horizontal, "LazyHStack": .horizontal, "VStack": .vertical, "LazyVStack": .vertical,
        "ZStack": .overlay, "Group": .overlay, "ForEach": .overlay, "Section": .overlay, "ViewThatFits": .overlay,
    ]
    package static let controls: Set<String> = ["Button", "Link", "NavigationLink", "Menu", "Toggle", "Picker", "ShareLink"]
    package static let fillers: Set<String> = [
        "GeometryReader", "ScrollView", "List", "Form", "Rectangle", "Circle", "Capsule", "RoundedRectangle",
        "Ellipse", "UnevenRoundedRectangle", "Color", "LinearGradient", "RadialGradient", "AngularGradient",
    ]
    package static let textViews: Set<String> = ["Text", "Label"]
    package static let fields: Set<String> = ["TextField", "SecureField", "TextEditor"]

    package enum Axis { case horizontal, vertical, overlay }

    /// The size of `chain` with its first `limit` modifiers applied (all when nil).
    package func extent(of chain: ViewChain, upTo limit: Int? = nil, _ environment: Environment) -> ViewExtent {
        guard environment.depth < 32 else { return ViewExtent() }
        var inner = environment
        inner.depth &+= 1
        var ownFont: FontScaling?
        for modifier in chain.modifiers where modifier.name == "font" {
            if let open = modifier.arguments, file.partner[open] > open {
                ownFont = vocabulary.font(file, (open &+ 1)..<file.partner[open]).font
            }
            break
        }
        if let ownFont { inner.inheritedFont = ownFont }
        var extent = baseExtent(chain, inner, ownsFont: ownFont != nil)
        let count = min(limit ?? chain.modifiers.count, chain.modifiers.count)
        for modifier in chain.modifiers.prefix(count) {
            apply(modifier, to: &extent, base: chain)
        }
        return extent
    }

    private func baseExtent(_ chain: ViewChain, _ environment: Environment, ownsFont: Bool) -> ViewExtent {
        guard let callee = chain.callee else {
            // A member that builds a view: `checkboxControl`, `stepButton(systemName: …)`.
            if chain.basePath.count == 1 || (chain.basePath.count == 2 && chain.basePath[0] == "self"),
               let name = chain.basePath.last {
                return memberExtent(name, isCall: chain.baseArguments != nil, at: chain.start, environment)
            }
            return ViewExtent()
        }
        if let axis = Self.stacks[callee] {
            let spacing = labeledValue("spacing", in: chain.baseArguments) ?? 0
            let open = chain.baseClosures.first?.open ?? closureArgument(in: chain.baseArguments, labels: ["content"])
            return combine(children(open, environment), axis, spacing: spacing)
        }
        if Self.controls.contains(callee) {
            if let label = chain.baseClosures.first(where: { $0.label == "label" })?.open
                ?? closureArgument(in: chain.baseArguments, labels: ["label"]) {
                return combine(children(label, environment), .overlay, spacing: 0)
            }
            if let open = chain.baseArguments, let first = TokenCursor(file.tokens, at: open).arguments()?.first,
               first.label == nil, file.token(first.value.lowerBound)?.kind == .stringLiteral {
                return text(at: chain.start, environment, ownsFont: ownsFont, fills: false)
            }
            if let first = chain.baseClosures.first?.open {
                return combine(children(first, environment), .overlay, spacing: 0)
            }
            return ViewExtent()
        }
        if Self.fillers.contains(callee) || chain.basePath.first == "Color" {
            let source = "a \(callee) that fills its container"
            return ViewExtent(width: .infinity, height: .infinity, widthSource: source, heightSource: source)
        }
        if Self.textViews.contains(callee) {
            return text(at: chain.start, environment, ownsFont: ownsFont, fills: false)
        }
        if Self.fields.contains(callee) {
            return text(at: chain.start, environment, ownsFont: ownsFont, fills: true)
        }
        if callee == "Spacer" {
            var extent = ViewExtent()
            extent.spacer = true
            return extent
        }
        return ViewExtent()
    }

    private func text(at index: Int, _ environment: Environment, ownsFont: Bool, fills: Bool) -> ViewExtent {
        let font = environment.inheritedFont ?? .textStyle(.body)
        var extent = ViewExtent()
        extent.texts = [TextFact(location: file.location(index), font: font, ownsFont: ownsFont)]
        if let category = environment.category {
            extent.height = vocabulary.lineHeight(font, category)
        }
        if fills {
            extent.width = .infinity
            extent.widthSource = "a text field that fills the row"
        }
        return extent
    }

    private func memberExtent(_ name: String, isCall: Bool, at index: Int, _ environment: Environment) -> ViewExtent {
        let typeName = file.enclosingType(index)?.name
        let candidates = file.members(named: name, inTypeNamed: typeName).filter { ($0.kind != .property) == isCall }
        guard let member = candidates.first, let open = member.bodyOpen,
              !environment.members.contains(member.keywordIndex), environment.members.count < 8 else { return ViewExtent() }
        var inner = environment
        inner.members.insert(member.keywordIndex)
        // A member with several views (a `@ViewBuilder` tuple) lays them out in its caller's
        // stack: overlaying them keeps a Spacer among them visible to that stack.
        return combine(children(open, inner), .overlay, spacing: 0)
    }

    /// The sizes of the views directly in the closure or block opening at `open`.
    package func children(_ open: Int?, _ environment: Environment) -> [ViewExtent] {
        guard let open else { return [] }
        return file.viewStatements(in: open).map { start in
            extent(of: file.chain(at: start), environment)
        }
    }

    private func combine(_ children: [ViewExtent], _ axis: Axis, spacing: Double) -> ViewExtent {
        var result = ViewExtent()
        guard !children.isEmpty else { return result }
        let gaps = Double(max(children.count &- 1, 0)) * max(spacing, 0)
        let widest = children.indices.max { children[$0].width < children[$1].width } ?? 0
        let tallest = children.indices.max { children[$0].height < children[$1].height } ?? 0
        let hasSpacer = children.contains { $0.spacer }
        switch axis {
        case .horizontal:
            result.width = children.reduce(0) { $0 + $1.width } + gaps
            result.widthSource = children[widest].widthSource
            result.height = children[tallest].height
            result.heightSource = children[tallest].heightSource
            if hasSpacer {
                result.width = .infinity
                result.widthSource = "a Spacer that fills the row"
            }
        case .vertical:
            result.height = children.reduce(0) { $0 + $1.height } + gaps
            result.heightSource = children[tallest].heightSource
            result.width = children[widest].width
            result.widthSource = children[widest].widthSource
            if hasSpacer {
                result.height = .infinity
                result.heightSource = "a Spacer that fills the column"
            }
        case .overlay:
            result.width = children[widest].width
            result.widthSource = children[widest].widthSource
            result.height = children[tallest].height
            result.heightSource = children[tallest].heightSource
            result.spacer = hasSpacer
        }
        result.texts = children.flatMap(\.texts)
        // Any child can be the widest or the tallest: what one of them does not know, the
        // combination does not know either.
        for child in children {
            result.noteUnresolved(child.unresolvedWidth, width: true, height: false)
            result.noteUnresolved(child.unresolvedHeight, width: false, height: true)
        }
        return result
    }

    // MARK: - Modifiers

    private func apply(_ modifier: ViewChain.Modifier, to extent: inout ViewExtent, base: ViewChain) {
        let description = file.text(modifier.dot..<modifier.end)
        switch modifier.name {
        case "frame":
            for span in spans(modifier.arguments) {
                guard let label = span.label else { continue }
                let value = vocabulary.value(file, span.value)
                if value == nil, let name = vocabulary.unresolvedToken(file, span.value) {
                    extent.noteUnresolved([name], width: label.hasSuffix("idth"), height: label.hasSuffix("eight"))
                }
                switch label {
                case "width":
                    extent.width = value ?? 0
                    extent.widthSource = value == nil ? nil : description
                case "height":
                    extent.height = value ?? 0
                    extent.heightSource = value == nil ? nil : description
                case "minWidth":
                    if let value, value > extent.width {
                        extent.width = value
                        extent.widthSource = description
                    }
                case "minHeight":
                    if let value, value > extent.height {
                        extent.height = value
                        extent.heightSource = description
                    }
                case "maxWidth":
                    if value == .infinity {
                        extent.width = .infinity
                        extent.widthSource = description
                    } else if let value, value < extent.width {
                        extent.width = value
                    }
                case "maxHeight":
                    if value == .infinity {
                        extent.height = .infinity
                        extent.heightSource = description
                    } else if let value, value < extent.height {
                        extent.height = value
                    }
                default:
                    break
                }
            }
        case "padding":
            let (horizontal, vertical, unresolved) = padding(modifier.arguments)
            if let unresolved {
                extent.noteUnresolved([unresolved.name], width: unresolved.width, height: unresolved.height)
            }
            if horizontal > 0 {
                extent.width += horizontal
                extent.widthSource = description
            }
            if vertical > 0 {
                extent.height += vertical
                extent.heightSource = description
            }
        case "lubaMinTouchTarget":
            guard let minimum = vocabulary.touchTarget else {
                extent.noteUnresolved(
                    vocabulary.unresolvedConfiguration["minimumTouchTarget"].map { [$0] } ?? [], width: true, height: true)
                break
            }
            if minimum > extent.width {
                extent.width = minimum
                extent.widthSource = description
            }
            if minimum > extent.height {
                extent.height = minimum
                extent.heightSource = description
            }
        case "font" where base.callee == "Image":
            guard let open = modifier.arguments, file.partner[open] > open else { break }
            if case .fixed(let size?, _) = vocabulary.font(file, (open &+ 1)..<file.partner[open]).font {
                if size > extent.width {
                    extent.width = size
                    extent.widthSource = description
                }
                if size > extent.height {
                    extent.height = size
                    extent.heightSource = description
                }
            }
        case "contentShape":
            extent.contentShape = true
        default:
            break
        }
    }

    private func spans(_ open: Int?) -> [SwiftArgumentSpan] {
        guard let open else { return [] }
        return TokenCursor(file.tokens, at: open).arguments() ?? []
    }

    private func labeledValue(_ label: String, in open: Int?) -> Double? {
        spans(open).first { $0.label == label }.flatMap { vocabulary.value(file, $0.value) }
    }

    private func closureArgument(in open: Int?, labels: Set<String>) -> Int? {
        for span in spans(open) where span.label.map(labels.contains) ?? false {
            if file.isCode(span.value.lowerBound, "{") { return span.value.lowerBound }
        }
        return nil
    }

    /// Total horizontal and vertical padding: `padding()`, `padding(8)`, `padding(.vertical, 4)`,
    /// `padding([.top, .bottom], 4)`. SwiftUI's default amount is 16 on iOS.
    /// An amount written in an unresolved token counts 0 and is named with the axes it pads.
    private func padding(_ open: Int?) -> (Double, Double, unresolved: (name: String, width: Bool, height: Bool)?) {
        let arguments = spans(open)
        var edges: [String] = ["leading", "trailing", "top", "bottom"]
        var amount: Double? = 16
        var amountRange: Range<Int>?
        if let first = arguments.first {
            let names = first.value.compactMap { file.tokens[$0].kind == .identifier ? file.tokens[$0].name : nil }
            let edgeNames: Set<String> = ["top", "bottom", "leading", "trailing", "horizontal", "vertical", "all"]
            if file.isCode(first.value.lowerBound, ".") || file.isCode(first.value.lowerBound, "["),
               !names.isEmpty, names.allSatisfy(edgeNames.contains) {
                edges = names.flatMap { name -> [String] in
                    switch name {
                    case "horizontal": return ["leading", "trailing"]
                    case "vertical": return ["top", "bottom"]
                    case "all": return ["leading", "trailing", "top", "bottom"]
                    default: return [name]
                    }
                }
                if arguments.count >= 2 {
                    amount = vocabulary.value(file, arguments[1].value)
                    amountRange = arguments[1].value
                }
            } else {
                amount = vocabulary.value(file, first.value)
                amountRange = first.value
            }
        }
        let horizontalEdges = edges.filter { $0 == "leading" || $0 == "trailing" }.count
        let verticalEdges = edges.filter { $0 == "top" || $0 == "bottom" }.count
        guard let amount, amount.isFinite, amount > 0 else {
            let name = amount == nil ? amountRange.flatMap { vocabulary.unresolvedToken(file, $0) } : nil
            return (0, 0, name.map { ($0, horizontalEdges > 0, verticalEdges > 0) })
        }
        return (Double(horizontalEdges) * amount, Double(verticalEdges) * amount, nil)
    }
}
