import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads how one file's components use the design system: where size tokens size views and
/// what hit area those views end up with, every `.font(…)` given to text, and every fixed
/// `frame(height:)` around text. `#Preview` blocks and `PreviewProvider` types are skipped.
package struct ComponentReader {
    package let file: SourceIndex
    package let vocabulary: DesignVocabulary
    /// The tokens whose uses are followed (the touch-target tokens).
    package let followedTokens: Set<String>

    package var layout: ViewLayout { ViewLayout(file: file, vocabulary: vocabulary) }

    /// Modifiers that make the view they are applied to tappable.
    package static let gestures: Set<String> = [
        "onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onLongPressGesture",
        "lubaPressable", "lubaLongPressable", "lubaSwipeable",
    ]
    /// Modifiers whose closure transforms the whole view (`.if(cond) { $0.lubaPressable { … } }`).
    package static let transforms: Set<String> = ["if", "modify", "apply", "when", "ifLet"]

    package func read() -> (usages: [SizeTokenUsage], fonts: [FontSite], frames: [FixedFrameSite]) {
        var usages: [SizeTokenUsage] = []
        var fonts: [FontSite] = []
        var frames: [FixedFrameSite] = []
        let tokens = file.tokens
        for index in tokens.indices where !file.isInPreview(index) {
            let token = tokens[index]
            if token.kind == .identifier, !followedTokens.isEmpty {
                usages.append(contentsOf: usage(at: index))
            } else if token.is("."), let name = file.token(index &+ 1), file.isCode(index &+ 2, "(") {
                if name.is("font"), let site = fontSite(dot: index) {
                    fonts.append(site)
                } else if name.is("frame"), let site = fixedFrame(dot: index) {
                    frames.append(site)
                }
            }
        }
        return (usages, fonts, frames)
    }

    // MARK: - Names

    package func component(_ index: Int) -> String {
        if let type = file.outermostType(index) { return type.name }
        let name = PathText.lastComponent(of: file.path)
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    package func member(_ index: Int) -> String {
        file.enclosingMember(index).map(file.displayName) ?? "file level"
    }

    // MARK: - Size token usages

    private func usage(at index: Int) -> [SizeTokenUsage] {
        guard !file.isCode(index &- 1, "."), file.isCode(index &+ 1, "."),
              let memberToken = file.token(index &+ 2), memberToken.kind == .identifier else { return [] }
        let name = "\(file.tokens[index].name).\(memberToken.name)"
        guard followedTokens.contains(name) else { return [] }
        // The innermost `.frame(` or `.font(` whose arguments hold the reference.
        var open = file.parent[index]
        var steps = 0
        var found: (dot: Int, name: String, open: Int)?
        while open >= 0, steps < 16 {
            steps &+= 1
            if file.tokens[open].is("("), let callee = file.token(open &- 1), callee.kind == .identifier,
               file.isCode(open &- 2, "."), callee.name == "frame" || callee.name == "font" {
                found = (open &- 2, callee.name, open)
                break
            }
            open = file.parent[open]
        }
        guard let found, let (chain, modifierIndex) = file.chain(ofModifierAt: found.dot) else { return [] }
        var setsWidth = true
        var setsHeight = true
        if found.name == "frame" {
            // One usage per frame: `frame(width: T, height: T)` sizes both dimensions once.
            let sizing = (TokenCursor(file.tokens, at: found.open).arguments() ?? []).filter { span in
                guard let label = span.label, ["width", "height", "minWidth", "minHeight"].contains(label) else { return false }
                return span.value.contains { position in
                    file.tokens[position].name == file.tokens[index].name && file.isCode(position &+ 1, ".")
                        && file.token(position &+ 2)?.name == memberToken.name
                }
            }
            guard let first = sizing.first, first.tokens.contains(index) else { return [] }
            setsWidth = sizing.contains { $0.label?.lowercased().hasSuffix("width") == true }
            setsHeight = sizing.contains { $0.label?.lowercased().hasSuffix("height") == true }
        } else {
            guard chain.callee == "Image" else { return [] }  // a glyph sized by the token
        }
        let modifier = chain.modifiers[modifierIndex]
        return hitAreas(chain, from: modifierIndex, hops: 0, visited: []).map { result in
            SizeTokenUsage(
                token: name, component: component(index), member: member(index), location: file.location(index),
                modifier: file.text(modifier.dot..<modifier.end), setsWidth: setsWidth, setsHeight: setsHeight,
                interactive: result.interactive, hitWidth: result.extent.width, hitHeight: result.extent.height,
                widthSource: result.extent.widthSource, heightSource: result.extent.heightSource,
                hasContentShape: result.contentShape, unresolvedWidthTokens: result.extent.unresolvedWidth,
                unresolvedHeightTokens: result.extent.unresolvedHeight)
        }
    }

    package struct HitArea {
        package var extent: ViewExtent
        package var interactive: String?
        package var contentShape: Bool
    }

    /// Walks out from a view to what makes it tappable (a `Button`, a gesture), reading the size
    /// of each enclosing view on the way. A member's view continues where the member is used.
    package func hitAreas(_ start: ViewChain, from: Int, hops: Int, visited: Set<Int>) -> [HitArea] {
        var chain = start
        var from = from
        var contentShape = false
        var last = ViewExtent()
        var steps = 0
        while steps < 48 {
            steps &+= 1
            let gesture = chain.modifiers.indices.lazy.compactMap { index in
                index >= from ? gestureName(chain.modifiers[index]).map { (index, $0) } : nil
            }.first
            let extent = layout.extent(of: chain, upTo: gesture.map { $0.0 &+ 1 }, ViewLayout.Environment())
            last = extent
            contentShape = contentShape || extent.contentShape
            if let gesture {
                return [HitArea(extent: extent, interactive: "." + gesture.1, contentShape: contentShape)]
            }
            if let callee = chain.callee, ViewLayout.controls.contains(callee) {
                return [HitArea(extent: extent, interactive: callee, contentShape: contentShape)]
            }
            var context = file.context(ofStart: chain.start)
            var flow = 0
            while case .controlFlow(let statement) = context, flow < 8 {
                flow &+= 1
                context = file.context(ofStart: statement)
            }
            switch context {
            case .closure(let owner, let modifier):
                if let modifier {
                    // `.background { }` and `.overlay { }` decorate: their size is not the hit area.
                    guard Self.transforms.contains(owner.modifiers[modifier].name) else { break }
                    from = modifier
                } else {
                    from = 0
                }
                chain = owner
                continue
            case .arguments(let owner, let modifier):
                guard modifier == nil else { break }
                chain = owner
                from = 0
                continue
            case .memberBody(let member):
                guard hops < 4, !visited.contains(member.keywordIndex) else { break }
                let references = file.references(to: member)
                guard !references.isEmpty else { break }
                var results: [HitArea] = []
                for reference in references.prefix(4) {
                    let outer = file.chain(at: file.referenceStart(reference))
                    guard outer.end > outer.start else { continue }
                    results.append(contentsOf: hitAreas(outer, from: 0, hops: hops &+ 1, visited: visited.union([member.keywordIndex])).map {
                        HitArea(extent: $0.extent, interactive: $0.interactive, contentShape: $0.contentShape || contentShape)
                    })
                }
                if results.isEmpty { break }
                return results
            case .controlFlow, .outside:
                break
            }
            break
        }
        return [HitArea(extent: last, interactive: nil, contentShape: contentShape)]
    }

    /// The gesture a modifier applies, itself or in a transform's closure
    /// (`.if(…) { $0.lubaPressable { } }`); nil for other modifiers.
    private func gestureName(_ modifier: ViewChain.Modifier) -> String? {
        if Self.gestures.contains(modifier.name) { return modifier.name }
        guard Self.transforms.contains(modifier.name) else { return nil }
        for closure in modifier.closures {
            let close = file.partner[closure.open]
            guard close > closure.open else { continue }
            for index in closure.open..<close where file.tokens[index].is(".") {
                if let name = file.token(index &+ 1), Self.gestures.contains(name.name) { return name.name }
            }
        }
        return nil
    }

    // MARK: - Fonts

    private func fontSite(dot: Int) -> FontSite? {
        guard let (chain, modifierIndex) = file.chain(ofModifierAt: dot),
              !chain.basePath.contains("fonts"), !chain.basePath.contains("LubaTypography"),
              let open = chain.modifiers[modifierIndex].arguments, file.partner[open] > open else { return nil }
        let range = (open &+ 1)..<file.partner[open]
        let (font, family) = vocabulary.font(file, range)
        let target = fontTarget(chain)
        var lock: String?
        if case .fixed(_, _) = font, target == .text || target == .container {
            lock = geometryLock(chain, sizeRange: sizeArgument(range))
        }
        var view = file.text(chain.start..<chain.baseEnd)
        if view.count > 60 { view = String(view.prefix(57)) + "…" }
        return FontSite(
            component: component(dot), member: member(dot), location: file.location(dot &+ 1), target: target,
            view: view, font: font, expression: file.text(range), family: family, geometryLock: lock)
    }

    private func fontTarget(_ chain: ViewChain) -> FontTarget {
        guard let callee = chain.callee else { return .unknown }
        if ViewLayout.textViews.contains(callee) || ViewLayout.fields.contains(callee) { return .text }
        if callee == "Image" {
            let first = chain.baseArguments.flatMap { TokenCursor(file.tokens, at: $0).arguments()?.first }
            return first?.label == "systemName" ? .symbol : .image
        }
        if ViewLayout.stacks[callee] != nil || ViewLayout.controls.contains(callee) {
            if ViewLayout.controls.contains(callee), let open = chain.baseArguments,
               let first = TokenCursor(file.tokens, at: open).arguments()?.first, first.label == nil,
               file.token(first.value.lowerBound)?.kind == .stringLiteral {
                return .text
            }
            let texts = layout.extent(of: chain, upTo: 0, ViewLayout.Environment()).texts
            return texts.contains { !$0.ownsFont } ? .container : .unknown
        }
        return .unknown
    }

    /// The size argument of `.system(size:)` / `custom(size:)` / `custom(fixedSize:)`.
    private func sizeArgument(_ range: Range<Int>) -> Range<Int> {
        for index in range where file.tokens[index].is("(") {
            guard let spans = TokenCursor(file.tokens, at: index).arguments() else { continue }
            if let size = spans.first(where: { $0.label == "size" || $0.label == "fixedSize" }) { return size.value }
        }
        return range
    }

    /// A fixed font sized from the same value as a fixed frame around it (initials sized from an
    /// avatar's diameter, a percentage inside a progress ring) is glyph-locked by that geometry.
    private func geometryLock(_ chain: ViewChain, sizeRange: Range<Int>) -> String? {
        let fontRoots = roots(sizeRange)
        guard !fontRoots.isEmpty else { return nil }
        var current = chain
        var steps = 0
        while steps < 16 {
            steps &+= 1
            for modifier in current.modifiers where modifier.name == "frame" {
                guard let open = modifier.arguments, let spans = TokenCursor(file.tokens, at: open).arguments(),
                      let width = spans.first(where: { $0.label == "width" }),
                      let height = spans.first(where: { $0.label == "height" }) else { continue }
                let shared = fontRoots.intersection(roots(width.value).union(roots(height.value)))
                if let root = shared.sorted().first {
                    return "sized from `\(root)`, like the fixed frame at line \(file.location(modifier.dot).line)"
                }
            }
            var context = file.context(ofStart: current.start)
            var flow = 0
            while case .controlFlow(let statement) = context, flow < 8 {
                flow &+= 1
                context = file.context(ofStart: statement)
            }
            switch context {
            case .closure(let owner, nil), .arguments(let owner, nil):
                current = owner
            default:
                return nil
            }
        }
        return nil
    }

    /// The values an expression is computed from: variables by name (`size`), tokens by their
    /// qualified name (`LubaAvatarTokens.diameter`).
    private func roots(_ range: Range<Int>) -> Set<String> {
        var result = Set<String>()
        for index in range {
            let token = file.tokens[index]
            guard token.kind == .identifier, !token.isKeyword, !file.isCode(index &- 1, ".") else { continue }
            if file.isCode(index &+ 1, "(") { continue }  // a function or initializer
            if token.name.first?.isUppercase == true {
                if file.isCode(index &+ 1, "."), let member = file.token(index &+ 2), member.kind == .identifier {
                    result.insert("\(token.name).\(member.name)")
                }
            } else if !["luba", "config", "self"].contains(token.name) {
                result.insert(token.name)
            }
        }
        return result
    }

    // MARK: - Fixed frames

    private func fixedFrame(dot: Int) -> FixedFrameSite? {
        guard let (chain, modifierIndex) = file.chain(ofModifierAt: dot),
              let open = chain.modifiers[modifierIndex].arguments,
              let spans = TokenCursor(file.tokens, at: open).arguments(),
              let height = spans.first(where: { $0.label == "height" }) else { return nil }
        if let callee = chain.callee, callee == "Image" || ViewLayout.fillers.contains(callee) { return nil }
        var content = layout.extent(of: chain, upTo: modifierIndex, ViewLayout.Environment(category: .large))
        guard !content.texts.isEmpty else { return nil }
        let heights = ContentSizeCategory.allCases.map { category in
            layout.extent(of: chain, upTo: modifierIndex, ViewLayout.Environment(category: category)).height
        }
        let value = vocabulary.value(file, height.value)
        if value == nil, let name = vocabulary.unresolvedToken(file, height.value), !content.unresolvedHeight.contains(name) {
            content.unresolvedHeight.insert(name, at: 0)
        }
        return FixedFrameSite(
            component: component(dot), member: member(dot), location: file.location(dot &+ 1),
            heightExpression: file.text(height.value), height: value,
            heightToken: vocabulary.tokenName(file, height.value), texts: content.texts, contentHeights: heights,
            unresolvedTokens: content.unresolvedHeight)
    }
}
