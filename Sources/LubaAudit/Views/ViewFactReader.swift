/// Reads `ViewFacts` from the audit's source store: one pass per file over its tokens and
/// index, with the few cross-file facts (which view types are only an image) gathered first.
public enum ViewFactReader {
    public static func read(_ files: [SwiftSourceFile], names: SourceNames, isPackage: Bool) -> ViewFacts {
        let audited = files.filter { !isTestFile($0.displayPath) }
        let imageViews = imageOnlyViewTypes(audited.map(\.index))
        let guards = reduceMotionGuards(audited.map(\.index), names: names)
        var facts = ViewFacts()
        facts.isPackage = isPackage
        facts.conventions = conventions(audited.map(\.index), names: names)
        let perFile = audited.parallelMap { file in
            var scan = ViewFileScan(index: file.index, names: names, imageViews: imageViews, guardingMembers: guards)
            scan.run()
            return scan.facts
        }
        for found in perFile {
            facts.texts += found.texts
            facts.controls += found.controls
            facts.images += found.images
            facts.motions += found.motions
            facts.themeReads += found.themeReads
            facts.unlocalizedFormats += found.unlocalizedFormats
            facts.registryReferences.merge(found.registryReferences) { $0 + $1 }
        }
        return facts
    }

    /// The design system's conventions the sources declare: a type or extension named like the
    /// motion policy, the key registry type. Their advice is given only where they exist.
    static func conventions(_ files: [SourceIndex], names: SourceNames) -> SourceConventions {
        var found = SourceConventions()
        for file in files {
            for type in file.types {
                if type.name == names.motionPolicyType { found.motionPolicy = true }
                if type.name == names.registryType { found.keyRegistry = true }
            }
        }
        return found
    }

    /// Test targets never ship: a literal in a test is no user text.
    static func isTestFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") || $0.hasSuffix("UITests") }) { return true }
        return path.hasSuffix("Tests.swift")
    }

    /// View types whose `body` is one image (`LubaIcon`: `Image(systemName: name)` with
    /// modifiers), by name, with the parameter that names the symbol when it is the first one.
    static func imageOnlyViewTypes(_ files: [SourceIndex]) -> Set<String> {
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
    func isDecorativeImage(_ chain: ViewChain) -> Bool {
        guard let open = chain.baseArguments, let spans = TokenCursor(tokens, at: open).arguments() else { return false }
        return spans.first?.label == "decorative"
    }

    /// The arguments of the call whose `(` is at `open`.
    func arguments(at open: Int?) -> [SwiftArgumentSpan] {
        guard let open, isCode(open, "(") else { return [] }
        return TokenCursor(tokens, at: open).arguments() ?? []
    }

    func text(of span: SwiftArgumentSpan) -> String { text(span.value) }

    /// The static string of an argument: one literal, or literals joined with `+`.
    func literal(_ span: SwiftArgumentSpan) -> (text: String, token: SwiftToken)? {
        guard let found = KeyRegistryReader.staticText(tokens, span.value, allowInterpolation: true) else { return nil }
        return (found.text, found.first)
    }
}
