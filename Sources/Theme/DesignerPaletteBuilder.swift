import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Builds the theme of a designer's palette audited as itself (no `--base-theme`): one role per
/// color token that has a role, named by its token path; the pairs the roles imply; the
/// tokens left unpaired. Nothing is filled in from LubaUI's theme. A token that cannot be
/// resolved (an alias cycle, an alias to nothing, a value that is no sRGB color) is a
/// diagnostic, never a crash, and is left out of the pairs.
package enum DesignerPaletteBuilder {
    package static func build(_ tables: DTCGPaletteLayout.Tables, roleMapping: [String: String], source: String) -> Theme {
        var diagnostics: [ThemeDiagnostic] = []
        let lightValues = resolveAll(tables.light, diagnostics: &diagnostics)
        let darkValues = tables.dark.map { resolveAll($0, diagnostics: &diagnostics) }

        // Every color token, light's file order first, then tokens only dark has.
        var order: [DTCGToken] = tables.light.tokens.filter { lightValues[$0.path] != nil }
        for token in tables.dark?.tokens ?? [] where lightValues[token.path] == nil && darkValues?[token.path] != nil {
            order.append(token)
        }
        var aliased = Set<String>()
        for table in [tables.light] + (tables.dark.map { [$0] } ?? []) {
            for token in table.tokens {
                if let alias = DTCGColorResolver.alias(in: token.value) { aliased.insert(alias) }
            }
        }

        func value(_ path: String, _ appearance: Appearance) -> ResolvedColor? {
            let light = lightValues[path]
            guard appearance == .dark, let darkValues else { return light ?? darkValues?[path] }
            return darkValues[path] ?? light
        }

        // Roles: roleMapping first, then the name, `$description`, Figma scopes. A hued
        // background named without bold or subtle is settled by its color once the page is known.
        var explicit: [String: PaletteTokenKind] = [:]
        var ignored = Set<String>()
        for (path, target) in roleMapping.sorted(by: { $0.key < $1.key }) {
            if ["ignore", "none", "primitive"].contains(DTCGRoleMapping.squash(target)) {
                ignored.insert(path)
            } else if let kind = PaletteTokenKind.named(target) ?? PaletteTokenKind.of(lubaRole: target) {
                explicit[path] = kind
            } else if order.contains(where: { $0.path == path }) {
                diagnostics.append(ThemeDiagnostic(
                    message: "roleMapping gives \(path) the role \"\(target.prefix(40))\", which is none of text, on-color, background, fill, border, divider, focus, icon, brand, status, disabled, chart, ignore",
                    location: SourceLocation(file: source, line: 1, column: 1), role: path))
            }
        }
        func role(_ token: DTCGToken, hueIsFill: Bool) -> PaletteTokenRole? {
            if ignored.contains(token.path) { return nil }
            if let kind = explicit[token.path] { return PaletteTokenRole(kind: kind, evidence: "roleMapping") }
            if let inferred = PaletteRoleInference.infer(path: token.path, hueIsFill: hueIsFill) { return inferred }
            if let kind = PaletteRoleInference.kind(figmaScopes: token.figmaScopes) { return PaletteTokenRole(kind: kind, evidence: "Figma scopes") }
            if let description = token.description, let kind = PaletteRoleInference.kind(description: description) {
                return PaletteTokenRole(kind: kind, evidence: "$description")
            }
            return nil
        }
        var roles: [String: PaletteTokenRole] = [:]
        for token in order { roles[token.path] = role(token, hueIsFill: false) }
        // The appearance a name (`canvas-dark`, `text.dark.primary`, a `light` group) gives a
        // token of a palette keeping both in one set of names.
        let wordKeys = Set(order.map { PaletteRoleInference.wordKey($0.path) })
        var modeOf: [String: Appearance] = [:]
        for token in order {
            if let mode = PaletteRoleInference.modeWord(token.path, among: wordKeys) { modeOf[token.path] = mode }
        }
        // Such a palette pages on its light names first: that is the appearance a single set
        // of names is audited as; its dark names page on their own dark canvas.
        let lightFirst = order.filter { token in
            roles[token.path]?.kind == .background && modeOf[token.path] != .dark
                && !(roles[token.path]?.evidence == "$description" && descriptionMode(token.description) == .dark)
        }.map(\.path)
        let page = pageToken(lightFirst) ?? pageToken(order.map(\.path).filter { roles[$0]?.kind == .background })
        let darkPage = modeOf.values.contains(.dark)
            ? pageToken(order.map(\.path).filter { roles[$0]?.kind == .background && modeOf[$0] == .dark }) : nil
        let pageLight = page.flatMap { value($0, .light)?.color }.map { Compositing.sourceOver($0, over: .white).opaque } ?? .white
        let pageDarkName = darkPage.flatMap { value($0, .light)?.color }.map { Compositing.sourceOver($0, over: .black).opaque }
        for token in order where roles[token.path]?.kind == .background && explicit[token.path] == nil {
            guard let color = value(token.path, .light)?.color else { continue }
            // A dark-named tint is measured against the dark canvas it sits on.
            let under = modeOf[token.path] == .dark ? pageDarkName ?? .black : pageLight
            let shown = Compositing.sourceOver(color, over: under).opaque
            if WCAGContrast.ratio(shown, under) >= 3 { roles[token.path] = role(token, hueIsFill: true) }
        }
        // `on-X` → X in the same group, when the palette has it.
        var byGroupWords: [String: String] = [:]
        for token in order {
            let (group, last) = split(token.path)
            byGroupWords[group + "\u{1F}" + PaletteRoleInference.words(last).joined(separator: " ")] = token.path
        }
        for token in order where roles[token.path]?.kind == .onColor {
            let (group, last) = split(token.path)
            if let words = PaletteRoleInference.onTargetWords(last),
               let target = byGroupWords[group + "\u{1F}" + words.joined(separator: " ")], target != token.path {
                roles[token.path]?.onTarget = target
            } else if PaletteRoleInference.isNestedOnText(token.path),
                      let sibling = ["default", "base", "rest", "bold"].lazy.compactMap({ byGroupWords[group + "\u{1F}" + $0] }).first,
                      sibling != token.path, let kind = roles[sibling]?.kind, kind == .fill || kind == .background {
                // `background.error.text` sits on `background.error.default`.
                roles[token.path]?.onTarget = sibling
            }
        }

        // For a role read from it, a description ("… in the dark theme") gives the appearance too.
        for token in order where roles[token.path] != nil && modeOf[token.path] == nil {
            if roles[token.path]?.evidence == "$description", let mode = descriptionMode(token.description) {
                modeOf[token.path] = mode
            }
        }
        modeOf = modeOf.filter { roles[$0.key] != nil }
        let paths = order.map(\.path).filter { roles[$0] != nil }
        let pathSet = Set(paths)
        let surfaces = paths.filter { roles[$0]?.kind == .background }
        let fills = paths.filter { roles[$0]?.kind == .fill }
        var pairs: [ContrastPairSpec] = []
        var paired = Set<String>()
        func add(_ foreground: String, _ backgrounds: [String], _ usage: ContrastUsage, _ purpose: String, variant: String? = nil, severity: Severity? = nil) {
            let mode = modeOf[foreground]
            for background in backgrounds where background != foreground {
                // `text-dark` is not drawn on `canvas-light`.
                if let mode, let other = modeOf[background], other != mode { continue }
                var spec = ContrastPairSpec(foreground: foreground, background: background, usage: usage, purpose: purpose)
                spec.variant = variant
                spec.severity = severity
                pairs.append(spec)
                paired.insert(foreground)
                paired.insert(background)
            }
        }
        for path in paths {
            guard let role = roles[path] else { continue }
            switch role.kind {
            case .text:
                add(path, surfaces, .normalText, "text on the backgrounds it may sit on")
            case .onColor:
                // Material's `on-surface` is read on every surface and container; `on-primary`
                // on the primary fill only.
                let onSurfaces = role.onTarget.map { roles[$0]?.kind == .background }
                    ?? !Set(PaletteRoleInference.onTargetWords(split(path).1) ?? []).isDisjoint(with: PaletteRoleInference.backgroundWords)
                if onSurfaces {
                    add(path, surfaces, .normalText, "text on the backgrounds it is named for")
                } else if let target = role.onTarget {
                    // The fill's hover and pressed states carry the same text.
                    let stateWords: Set<String> = ["hover", "hovered", "pressed", "active"]
                    let base = PaletteRoleInference.words(target).filter { !["default", "base", "rest"].contains($0) }
                    let states = paths.filter { candidate in
                        let words = PaletteRoleInference.words(candidate)
                        guard candidate != target, !Set(words).isDisjoint(with: stateWords),
                              let kind = roles[candidate]?.kind, [.fill, .brand, .status].contains(kind) else { return false }
                        return words.filter { !stateWords.contains($0) } == base
                    }
                    add(path, [target] + states, .normalText, "text and icons on \(target)")
                } else {
                    add(path, fills, .normalText, "text on filled controls and banners")
                }
            case .brand, .status:
                add(path, surfaces, .nonText, "\(role.kind.rawValue) color as icons, boundaries and fills")
                add(path, surfaces, .normalText, "\(role.kind.rawValue) color used as text (links, messages)", variant: "as text", severity: .warning)
            case .icon:
                add(path, surfaces, .nonText, "icons needed to understand the interface")
            case .border where PaletteRoleInference.isBoundary(path: path):
                add(path, surfaces, .nonText, "control boundaries (inputs, checkboxes)")
            case .border:
                // A plain border is as often a card's hairline (exempt) as an input's outline
                // (3:1): reported, at note, until roleMapping says which.
                add(path, surfaces, .nonText, "borders: 3:1 where a border is a control's only boundary; a decorative border is exempt (map it to \"divider\")", severity: .note)
            case .focus:
                add(path, surfaces, .nonText, "focus indicator")
            case .divider:
                add(path, surfaces, .decorative, "dividers and subtle borders (decorative)")
            case .disabled:
                add(path, surfaces, .incidental, "disabled content (WCAG 1.4.3 exempts inactive controls)")
            case .chart:
                add(path, surfaces, .nonText, "chart series")
            case .background, .fill:
                break
            }
        }

        var unpaired: [UnpairedToken] = []
        var primitives = 0
        var unusedPrimitives = 0
        for token in order where !paired.contains(token.path) && !ignored.contains(token.path) {
            let hex = value(token.path, .light)?.color.hex ?? ""
            if let role = roles[token.path] {
                let reason: String
                switch role.kind {
                case .onColor: reason = "\(role.kind.rawValue) token with no fill or matching token to sit on"
                case .background, .fill: reason = "\(role.kind.rawValue) token no foreground token is drawn on"
                default: reason = "\(role.kind.rawValue) token with no background token to sit on"
                }
                // The other side is missing: the line names a token to play it.
                let other = role.kind == .background || role.kind == .fill ? "text" : "background"
                unpaired.append(UnpairedToken(
                    path: token.path, hex: hex, reason: reason, configLine: UnpairedToken.configLine("<a \(other) token path>", other)))
            } else if aliased.contains(token.path) {
                primitives &+= 1
            } else if PaletteRoleInference.words(token.path).last?.allSatisfy(\.isNumber) == true {
                // A step of a ramp (`blue.100`, `gray-400`) nothing aliases: a primitive the
                // palette does not use, counted, not listed one by one.
                unusedPrimitives &+= 1
            } else {
                let shown = value(token.path, .light).map { Compositing.sourceOver($0.color, over: pageLight).opaque } ?? pageLight
                let chroma = value(token.path, .light).map { OKLCH($0.color).c } ?? 0
                let guess = WCAGContrast.ratio(shown, pageLight) < 1.5 ? "background" : chroma > 0.05 ? "brand" : "text"
                unpaired.append(UnpairedToken(
                    path: token.path, hex: hex, reason: "its name, $description and $extensions say no role",
                    configLine: UnpairedToken.configLine(token.path, guess)))
            }
        }
        if paths.isEmpty {
            diagnostics.append(ThemeDiagnostic(
                message: "no color token in \(source) names a role (text, background, border, brand, status, …): name tokens like color.text.default, or set roleMapping in .lubaaudit.json",
                location: SourceLocation(file: source, line: 1, column: 1)))
        }

        var locations: [String: SourceLocation] = [:]
        for token in order where locations[token.path] == nil { locations[token.path] = token.location }
        let themeRoles = paths.compactMap { path -> ThemeRole? in
            guard let light = value(path, .light), let dark = value(path, .dark) else { return nil }
            let location = locations[path]
            return ThemeRole(name: path, light: light, dark: dark, location: location)
        }
        // Chart series form the chart palette, in file order, for the distinguishability check.
        let isChart: (ThemeRole) -> Bool = { roles[$0.name]?.kind == .chart }
        var theme = Theme(
            source: source, roles: themeRoles.filter { !isChart($0) }, chartPalette: themeRoles.filter(isChart), diagnostics: diagnostics, tokens: [],
            appearances: tables.dark == nil ? [.light] : Appearance.allCases)
        theme.designer = DesignerPalette(
            roles: roles.filter { pathSet.contains($0.key) }, pairs: pairs, unpaired: unpaired, surfaces: Set(surfaces), page: page,
            colorTokenCount: order.count, primitiveCount: primitives, unusedPrimitiveCount: unusedPrimitives)
        theme.designer?.modes = modeOf
        theme.designer?.darkPage = darkPage
        return theme
    }

    /// "… in the dark theme" → dark; a description naming both or neither → nil.
    package static func descriptionMode(_ description: String?) -> Appearance? {
        guard let description else { return nil }
        let words = Set(PaletteRoleInference.words(description))
        guard words.contains("dark") != words.contains("light") else { return nil }
        return words.contains("dark") ? .dark : .light
    }

    /// `a.b.on-primary` → ("a.b", "on-primary").
    package static func split(_ path: String) -> (String, String) {
        guard let dot = path.lastIndex(of: ".") else { return ("", path) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }

    /// The background the others sit on: one named page, canvas, app or body, else the first
    /// plain one (`background`, `bgColor.default`, `surface`), else the first background.
    package static func pageToken(_ backgrounds: [String]) -> String? {
        let namespace: Set<String> = [
            "color", "colors", "bg", "background", "surface", "default", "base", "primary", "sys", "md", "ref", "semantic",
            "theme", "elevation", "1", "01", "0", "100", "token", "tokens",
        ]
        if let named = backgrounds.first(where: { !Set(PaletteRoleInference.words($0)).isDisjoint(with: ["page", "canvas", "app", "body", "window"]) }) {
            return named
        }
        if let plain = backgrounds.first(where: { Set(PaletteRoleInference.words($0)).isSubset(of: namespace) }) { return plain }
        return backgrounds.first
    }

    /// Every color token of `table` resolved; a broken alias or a non-color value of a color
    /// token becomes a diagnostic.
    package static func resolveAll(_ table: DTCGTokenTable, diagnostics: inout [ThemeDiagnostic]) -> [String: ResolvedColor] {
        let resolver = DTCGColorResolver(table: table)
        var result: [String: ResolvedColor] = [:]
        for token in table.tokens where token.type == nil || token.type == "color" {
            do {
                switch try resolver.resolve(token.path) {
                case .color(let resolved)?:
                    // An alias is changed where it is written; the literal it reaches is related.
                    let own = token.value.location
                    result[token.path] = ResolvedColor(
                        color: resolved.color, chain: [token.path] + resolved.chain, location: resolved.location,
                        declaration: own == resolved.location ? nil : own)
                case .notAColor(let message, let location)?:
                    // An untyped token that is no color (a dimension) is simply not a color token.
                    if token.type == "color" {
                        append(ThemeDiagnostic(message: message, location: location, role: token.path), to: &diagnostics)
                    }
                case nil:
                    break
                }
            } catch let error as AuditInputError {
                append(ThemeDiagnostic(message: "\(token.path): \(error.reason)", location: token.value.location, role: token.path), to: &diagnostics)
            } catch {
                append(ThemeDiagnostic(message: "\(token.path): \(error)", location: token.value.location, role: token.path), to: &diagnostics)
            }
        }
        return result
    }

    /// The same message once: light and dark share most tokens.
    package static func append(_ diagnostic: ThemeDiagnostic, to diagnostics: inout [ThemeDiagnostic]) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
