import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Reads `ViewFacts` from the audit's source store: one pass per file over its tokens and
/// index, with the few cross-file facts (which view types are only an image) gathered first.
public enum ViewFactReader {
    public static func read(_ files: [SwiftSourceFile], names: SourceNames, isPackage: Bool) -> ViewFacts {
        let audited = files.filter { !isTestFile($0.displayPath) && !isPreviewFile($0.displayPath) }
        let indexes = audited.map(\.index)
        let imageViews = imageOnlyViewTypes(indexes)
        let guards = reduceMotionGuards(indexes, names: names)
        let helpers = previewHelpers(indexes)
        let buttonViews = buttonTraitViewTypes(indexes)
        var facts = ViewFacts()
        facts.isPackage = isPackage
        facts.conventions = conventions(indexes, names: names)
        facts.filesRead = files.count
        facts.filesSkipped = files.count &- audited.count
        for (file, ranges) in zip(indexes, helpers) where file.isWhollyNeverShipped(besides: ranges) { facts.filesSkipped &+= 1 }
        let perFile = zip(audited, helpers).map { ($0, $1) }.parallelMap { file, helpers in
            var scan = ViewFileScan(index: file.index, names: names, imageViews: imageViews, guardingMembers: guards, previewHelpers: helpers, buttonViews: buttonViews)
            scan.run()
            return scan.facts
        }
        for found in perFile {
            facts.texts += found.texts
            facts.controls += found.controls
            facts.images += found.images
            facts.inputs += found.inputs
            facts.motions += found.motions
            facts.themeReads += found.themeReads
            facts.unlocalizedFormats += found.unlocalizedFormats
            facts.registryReferences.merge(found.registryReferences) { $0 + $1 }
        }
        return facts
    }

    /// The design system's conventions the sources declare: a type or extension named like the
    /// motion policy, the key registry type. Their advice is given only where they exist.
    package static func conventions(_ files: [SourceIndex], names: SourceNames) -> SourceConventions {
        var found = SourceConventions()
        for file in files {
            for type in file.types {
                if type.name == names.motionPolicyType { found.motionPolicy = true }
                if type.name == names.registryType { found.keyRegistry = true }
            }
        }
        return found
    }

    /// Xcode's development assets (`Preview Content`) and files named for previews
    /// (`CardPreviews.swift`, `Card+Preview.swift`) hold preview code only. A file merely
    /// mentioning previews (`LinkPreviewView.swift`) is a screen.
    package static func isPreviewFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.contains("Preview Content") { return true }
        guard let name = parts.last else { return false }
        return name.hasSuffix("Previews.swift") || name.hasSuffix("+Preview.swift")
    }

    /// Per file, the types and functions no code outside previews uses, in any file, while a
    /// preview does: demo data and screens made for previews, whatever their access level.
    package static func previewHelpers(_ files: [SourceIndex]) -> [[Range<Int>]] {
        // The names previews use (few), then the candidates among them, then how often code
        // outside previews uses just those: one set lookup per token, no census of every name.
        let previewNames = files.parallelMap { file -> Set<String> in
            var names = Set<String>()
            for range in file.previews {
                for position in range where file.tokens[position].kind == .identifier { names.insert(file.tokens[position].name) }
            }
            for range in file.debugOnly {
                for position in range where file.tokens[position].kind == .identifier { names.insert(file.tokens[position].name) }
            }
            return names
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        guard !previewNames.isEmpty else { return files.map { _ in [] } }
        let candidates = files.map { $0.previewHelperCandidates().filter { previewNames.contains($0.name) } }
        let wanted = Set(candidates.joined().map(\.name))
        guard !wanted.isEmpty else { return files.map { _ in [] } }
        var shipped: [String: Int] = [:]
        // Most identifiers are not of a wanted name's length: a table look-up spares them the
        // hashing (a backticked name is two bytes longer than its name).
        var lengths = [Bool](repeating: false, count: (wanted.map(\.utf8.count).max() ?? 0) &+ 3)
        for name in wanted { lengths[name.utf8.count] = true; lengths[name.utf8.count &+ 2] = true }
        let sized = lengths
        let counts = files.parallelMap { file -> [String: Int] in
            var counts: [String: Int] = [:]
            let tokens = file.tokens
            for position in tokens.indices where tokens[position].kind == .identifier {
                let length = tokens[position].text.utf8.count
                guard length < sized.count, sized[length] else { continue }
                let name = tokens[position].name
                guard wanted.contains(name), !file.isNeverShipped(position) else { continue }
                counts[name, default: 0] &+= 1
            }
            return counts
        }
        for count in counts { shipped.merge(count, uniquingKeysWith: &+) }
        return zip(files, candidates).map { file, candidates in
            var ranges: [Range<Int>] = []
            for candidate in candidates {
                let inside = candidate.range.filter { file.tokens[$0].kind == .identifier && file.tokens[$0].name == candidate.name && !file.isNeverShipped($0) }.count
                if (shipped[candidate.name] ?? 0) &- inside <= 0 { ranges.append(candidate.range) }
            }
            return ranges
        }
    }

    /// View types whose `body` gives itself the button trait (`.accessibilityAddTraits(.isButton)`):
    /// a tap gesture on one of them is announced as a button.
    package static func buttonTraitViewTypes(_ files: [SourceIndex]) -> Set<String> {
        var result = Set<String>()
        for file in files {
            for member in file.members where member.name == "body" {
                guard let owner = member.owner, let open = member.bodyOpen, let close = member.bodyClose else { continue }
                var at = open &+ 1
                while at < close {
                    defer { at &+= 1 }
                    guard file.tokens[at].kind == .identifier, file.tokens[at].name == "accessibilityAddTraits", file.isCode(at &+ 1, "("),
                          file.partner[at &+ 1] > at else { continue }
                    if file.tokens[(at &+ 2)..<file.partner[at &+ 1]].contains(where: { $0.name == "isButton" }) {
                        result.insert(file.types[owner].name)
                        break
                    }
                }
            }
        }
        return result
    }

    /// Test targets never ship: a literal in a test is no user text.
    package static func isTestFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") || $0.hasSuffix("UITests") }) { return true }
        return path.hasSuffix("Tests.swift")
    }

    /// View types whose `body` is one image (`LubaIcon`: `Image(systemName: name)` with
    /// modifiers), by name, with the parameter that names the symbol when it is the first one.
    package static func imageOnlyViewTypes(_ files: [SourceIndex]) -> Set<String> {
        var result = Set<String>()
        for file in files {
            for member in file.members where member.name == "body" && member.kind == .property {
                guard let owner = member.owner, let open = member.bodyOpen else { continue }
                let statements = file.viewStatements(in: open)
                guard statements.count == 1 else { continue }
                let chain = file.chain(at: statements[0])
                if chain.callee == "Image", !file.isDecorativeImage(chain) { result.insert(file.types[owner].name) }
            }
        }
        return result
    }
}

extension SourceIndex {
    /// `Image(decorative:)`: hidden from VoiceOver by construction.
    package func isDecorativeImage(_ chain: ViewChain) -> Bool {
        guard let open = chain.baseArguments, let spans = TokenCursor(tokens, at: open).arguments() else { return false }
        return spans.first?.label == "decorative"
    }

    /// The arguments of the call whose `(` is at `open`.
    package func arguments(at open: Int?) -> [SwiftArgumentSpan] {
        guard let open, isCode(open, "(") else { return [] }
        return TokenCursor(tokens, at: open).arguments() ?? []
    }

    package func text(of span: SwiftArgumentSpan) -> String { text(span.value) }

    /// The static string of an argument: one literal, or literals joined with `+`.
    package func literal(_ span: SwiftArgumentSpan) -> (text: String, token: SwiftToken)? {
        guard let found = KeyRegistryReader.staticText(tokens, span.value, allowInterpolation: true) else { return nil }
        return (found.text, found.first)
    }
}
