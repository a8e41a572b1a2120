import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Reads what a color token is for from the words of its name, whichever design system named
/// it: Material 3 (`md.sys.color.on-primary`, `surface-container-high`, `outline-variant`),
/// Primer (`fgColor-default`, `bgColor-muted`, `borderColor-default`, `fgColor-onEmphasis`),
/// Carbon (`text-primary`, `layer-01`, `border-subtle-01`, `support-error`, `text-on-color`),
/// Atlassian (`color.text.subtle`, `color.background.neutral`, `elevation.surface`, `color.icon`),
/// Fluent (`colorNeutralForeground1`, `colorNeutralStroke1`), Spectrum (`neutral-content-color`),
/// Polaris (`color-bg-fill-brand`, `color-text-brand-on-bg-fill`).
///
/// A name says what *carries* the color (text, background, border, icon) and often a hue
/// family (brand, status). The first carrier word wins (`color.text.brand` is text, brand's);
/// a hue word alone makes a brand or status color; no word at all is a primitive
/// (`neutral.950`, `blue-500`) that is only audited through the tokens aliasing it.
public enum PaletteRoleInference {
    /// Words of a token name: split at punctuation, camelCase and letter/digit boundaries,
    /// lowercased (`fgColor-onEmphasis` → fg, color, on, emphasis).
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Character.Kind = .separator
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            let kind = Character.Kind(scalar)
            switch kind {
            case .separator:
                flush()
            case .upper:
                if previous == .lower || previous == .digit { flush() }
                current.append(Unicode.Scalar(scalar.value + 32) ?? scalar)
            case .lower:
                if previous == .digit { flush() }
                current.append(scalar)
            case .digit:
                if previous == .lower || previous == .upper { flush() }
                current.append(scalar)
            }
            previous = kind
            if words.count > 64 { break }
        }
        flush()
        return words
    }

    package static let textWords: Set<String> = [
        // Not "ink", "body" or "copy": palettes name primitives and page backgrounds so.
        "text", "foreground", "fg", "content", "label", "heading", "headline", "title", "typography",
        "placeholder", "caption", "link", "links", "hyperlink", "font",
    ]
    package static let backgroundWords: Set<String> = [
        "background", "backgrounds", "bg", "surface", "surfaces", "canvas", "layer", "container", "backdrop", "page", "fill",
        "elevation", "card", "sheet", "panel", "field", "tint", "wash",
    ]
    package static let borderWords: Set<String> = ["border", "borders", "outline", "stroke", "ring", "bordercolor"]
    package static let dividerWords: Set<String> = ["divider", "separator", "hairline", "rule", "keyline"]
    package static let iconWords: Set<String> = ["icon", "icons", "glyph", "symbol"]
    package static let focusWords: Set<String> = ["focus", "focused", "focusring"]
    package static let disabledWords: Set<String> = ["disabled", "inactive"]
    package static let chartWords: Set<String> = ["chart", "charts", "dataviz", "datavis", "viz", "vis", "visualization", "visualisation", "series", "categorical"]
    package static let brandWords: Set<String> = [
        "brand", "primary", "secondary", "tertiary", "accent", "interactive", "action", "cta", "highlight", "emphasis",
    ]
    package static let statusWords: Set<String> = [
        "success", "positive", "valid", "warning", "caution", "attention", "notice", "error", "danger", "critical",
        "negative", "destructive", "alert", "invalid", "info", "information", "informative", "discovery",
    ]
    /// Words that make a background a filled control rather than a surface for text.
    package static let boldWords: Set<String> = ["bold", "bolder", "boldest", "strong", "stronger", "solid", "emphasis", "emphasized", "inverse", "inverted", "contrast", "filled", "heavy", "loud"]
    /// Words that keep a hued background a tint that carries body text.
    package static let subtleWords: Set<String> = [
        "subtle", "subtler", "subtlest", "muted", "weak", "weaker", "soft", "light", "lighter", "lightest", "faint", "tint",
        "wash", "container", "quiet", "minimal", "low", "variant",
    ]
    /// Words a plain border carries when it is only decoration (a card's hairline).
    package static let decorativeBorderWords: Set<String> = ["subtle", "subtler", "subtlest", "muted", "weak", "faint", "variant", "light", "decorative", "translucent"]

    /// The role `path` names, or nil for a primitive. `hueIsFill` settles a hued background
    /// named without bold or subtle (`color.background.danger`): a fill when it stands away from
    /// the page, a tint otherwise; the caller knows the colors.
    public static func infer(path: String, hueIsFill: Bool) -> PaletteTokenRole? {
        infer(words: words(path), hueIsFill: hueIsFill).map { PaletteTokenRole(kind: $0, evidence: "name") }
    }

    package static func infer(words all: [String], hueIsFill: Bool) -> PaletteTokenKind? {
        let words = all
        let set = Set(words)
        if !set.isDisjoint(with: disabledWords) { return .disabled }
        if !set.isDisjoint(with: chartWords) || (set.contains("data") && (set.contains("vis") || set.contains("viz"))) { return .chart }
        if let on = words.firstIndex(of: "on"), on < words.count &- 1 { return .onColor }
        if words.contains("oncolor") || words.contains("onemphasis") { return .onColor }
        if !set.isDisjoint(with: focusWords) { return .focus }
        if !set.isDisjoint(with: dividerWords) { return .divider }
        // `background.error.text` (Grafana): the text drawn on that background.
        if isNested(words) { return .onColor }
        // The first carrier word decides: `text.brand` is text, `background.brand` a background.
        for word in words {
            if textWords.contains(word) {
                // Atlassian's `text.inverse` is the text on bold fills.
                return set.contains("inverse") || set.contains("inverted") ? .onColor : .text
            }
            if backgroundWords.contains(word) { return backgroundKind(set, hueIsFill: hueIsFill) }
            if borderWords.contains(word) { return set.isDisjoint(with: decorativeBorderWords) ? .border : .divider }
            if iconWords.contains(word) { return set.contains("inverse") ? .onColor : .icon }
        }
        // Material names its surfaces and outlines without a carrier group.
        if set.contains("scrim") || set.contains("shadow") || set.contains("overlay") { return nil }
        if !set.isDisjoint(with: statusWords) { return .status }
        if !set.isDisjoint(with: brandWords) || set.contains("link") { return .brand }
        return nil
    }

    /// Words that make a border a control's boundary (an input's outline), which WCAG 1.4.11
    /// asks 3:1 of; a plain `border.default` may be a card's decorative hairline.
    package static let boundaryWords: Set<String> = ["bold", "bolder", "strong", "stronger", "emphasis", "input", "control", "field", "interactive", "heavy", "selected", "checked"]

    /// Whether a border token is named as a control boundary (Material's plain `outline` is
    /// "important boundaries, like a text field's outline").
    public static func isBoundary(path: String) -> Bool {
        let parts = words(path)
        let set = Set(parts)
        if !set.isDisjoint(with: boundaryWords) { return true }
        return set.contains("outline") && set.isDisjoint(with: decorativeBorderWords) && !set.contains("default")
    }

    /// `background.error.text`: a text word last, under a background group.
    public static func isNestedOnText(_ path: String) -> Bool { isNested(words(path)) }

    package static func isNested(_ words: [String]) -> Bool {
        guard let last = words.last, textWords.contains(last) else { return false }
        return words.dropLast().contains { backgroundWords.contains($0) }
    }

    package static func backgroundKind(_ set: Set<String>, hueIsFill: Bool) -> PaletteTokenKind {
        if !set.isDisjoint(with: subtleWords) { return .background }
        if !set.isDisjoint(with: boldWords) { return .fill }
        let hued = !set.isDisjoint(with: brandWords) || !set.isDisjoint(with: statusWords)
        return hued && hueIsFill ? .fill : .background
    }

    /// The appearance a token's own name gives it, for palettes that keep both appearances in
    /// one set of names: such a token is paired only with tokens of the same appearance or of
    /// none, and a translucent one is read over that appearance's page. A mode word counts as
    /// a whole path segment (`light.text.primary`, `text.dark.primary`), as the name's last
    /// word (`color-background-dark`), or inside a name when the palette also has the name
    /// with the other mode (`canvasDarkSoft` next to `canvasLightSoft`); a lone `darkBlue` is
    /// a color's name, and so are `primary-light` and `primary-dark` beside a plain `primary`
    /// (a lighter and a darker shade, as Material 1 names them). `on-dark` is a role (text for dark fills, in any appearance), not a
    /// mode. `wordKeys` are every token path's words joined by a space (`wordKey`).
    public static func modeWord(_ path: String, among wordKeys: Set<String> = []) -> Appearance? {
        let modes: [String: Appearance] = ["dark": .dark, "night": .dark, "light": .light, "day": .light]
        let other = ["dark": "light", "light": "dark", "night": "day", "day": "night"]
        let segments = path.split(whereSeparator: { $0 == "." || $0 == "/" }).map { words(String($0)) }
        let all = segments.flatMap { $0 }
        var found = Set<Appearance>()
        var index = 0
        for segment in segments {
            for word in segment {
                defer { index &+= 1 }
                guard let mode = modes[word], index == 0 || all[index &- 1] != "on" else { continue }
                let whole = segment.count == 1
                let last = index == all.count &- 1
                var swapped = all
                swapped[index] = other[word] ?? word
                // `primary`, `primary-light` and `primary-dark` together are three shades
                // (Material 1's naming), not one color in two appearances.
                var bare = all
                bare.remove(at: index)
                let shades = !whole && wordKeys.contains(bare.joined(separator: " ")) && wordKeys.contains(swapped.joined(separator: " "))
                if (whole || last || wordKeys.contains(swapped.joined(separator: " "))) && !shades { found.insert(mode) }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// A path's words joined by a space: what `modeWord(_:among:)` compares names by.
    public static func wordKey(_ path: String) -> String {
        words(path).joined(separator: " ")
    }

    /// For an `on-X` token, the words of `X` with the rest of its last segment: `on-primary` →
    /// primary, `inverse-on-surface` → inverse, surface. Nil when `on` is not a word of it.
    public static func onTargetWords(_ lastSegment: String) -> [String]? {
        let parts = words(lastSegment)
        guard let on = parts.firstIndex(of: "on"), on < parts.count &- 1 else { return nil }
        var rest = parts
        rest.remove(at: on)
        return rest
    }

    /// The role Figma's variable scopes give (`$extensions["com.figma"].scopes`): text fill
    /// only → text, frame or shape fill only → background, stroke only → border.
    public static func kind(figmaScopes scopes: [String]) -> PaletteTokenKind? {
        let set = Set(scopes.map { $0.uppercased() })
        guard !set.isEmpty, !set.contains("ALL_SCOPES") else { return nil }
        if set == ["TEXT_FILL"] { return .text }
        if set == ["STROKE_COLOR"] { return .border }
        if set.isSubset(of: ["FRAME_FILL", "SHAPE_FILL", "ALL_FILLS"]) { return .background }
        return nil
    }

    /// A role from a token's `$description` ("Secondary body text"): carrier words only, a
    /// description mentions hues too loosely to trust them.
    public static func kind(description: String) -> PaletteTokenKind? {
        // Only the opening words name what the token is ("Muted text on ink"); later ones say
        // what it sits near ("variant used behind white text"), and "non-text" is no text.
        let parts = Array(words(description).prefix(4))
        for (index, word) in parts.enumerated() where index == 0 || parts[index &- 1] != "non" {
            if ["text", "foreground", "typography", "copy"].contains(word) { return .text }
            if ["background", "surface", "canvas"].contains(word) { return .background }
            if ["border", "outline", "stroke"].contains(word) { return .border }
            if ["divider", "separator", "hairline"].contains(word) { return .divider }
            if ["icon", "icons", "glyph"].contains(word) { return .icon }
        }
        return nil
    }
}

extension Character {
    package enum Kind { case upper, lower, digit, separator }
}

extension Character.Kind {
    package init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x41...0x5A: self = .upper
        case 0x61...0x7A: self = .lower
        case 0x30...0x39: self = .digit
        default: self = .separator
        }
    }
}
