import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// What a size token means for touch targets: it defines the minimum interactive size, or it is
/// the visual size of a control whose hit area may be larger.
public enum TouchTargetKind: String, Codable, Sendable, Hashable {
    /// `minTouchTarget`, `touchTarget`, `minimumTouchTarget`, a menu's `itemHeight`: the size a
    /// person can tap. Below the minimum is an error.
    case minimum
    /// `closeButtonSize`, `thumbSize`, `controlSize`, a chip's `height`: what a control looks
    /// like. Below the minimum is fine only when the component expands the hit area.
    case visual

    /// The kind of `token` from its name, its type and its documentation; nil for tokens that are
    /// no interactive size (spacing, radii, icon and font sizes, headers, shadows, durations).
    public static func classify(_ token: SizeToken) -> TouchTargetKind? {
        classification(token)?.kind
    }

    /// The kind of `token` and whether its own name says it is a control or hit-target size
    /// (`closeButtonSize`, `minTouchTarget`). A token classified only by the type it is declared
    /// in (`DemoChipTokens.height`) is not `named`: it is a control's size only where the project
    /// uses it as one (a frame inside a `Button`, under a tap gesture), since an app declares
    /// headers' heights and font sizes in such types too.
    package static func classification(_ token: SizeToken) -> (kind: TouchTargetKind, named: Bool)? {
        if let type = token.typeName, !["CGFloat", "Double", "Float"].contains(type) { return nil }
        let name = token.name.lowercased()
        let words = Self.words(token.name)
        let owner = ownerCore(token.owner)
        let ownerWords = Self.words(owner)
        if ["touchtarget", "taptarget", "hittarget", "hitarea"].contains(where: name.contains) { return (.minimum, true) }
        if name.hasSuffix("itemheight") || name.hasSuffix("rowheight"),
           ["menu", "list", "picker", "select", "dropdown", "table", "option"].contains(where: owner.lowercased().contains) {
            return (.minimum, true)
        }
        if name.hasPrefix("min"), name.contains("height") || name.contains("size"),
           let documentation = token.documentation?.lowercased(),
           documentation.contains("touch") || documentation.contains("tap") {
            return (.minimum, true)
        }
        let sizeWords = ["size", "height", "width", "diameter"]
        guard sizeWords.contains(where: name.hasSuffix) else { return nil }
        guard !name.hasPrefix("min"), !name.hasPrefix("max"),
              !excludedWords.contains(where: name.contains) else { return nil }
        // Whole words: `tab` names a tab, not a table; `close` a close button, not `closed`.
        if words.contains(where: isControlWord) { return (.visual, true) }
        // The owner speaks for a bare `height` only when it is no header, font or icon type.
        guard !ownerWords.contains(where: nonControlOwnerWords.contains) else { return nil }
        if sizeWords.contains(name), ownerWords.contains(where: isControlWord) { return (.visual, false) }
        if ownerWords.contains(where: { word in controlOwners.contains { word == $0 || word == $0 + "s" } }) { return (.visual, false) }
        return nil
    }

    /// `chip`, `chips`, `switches`: a word that names a control.
    package static func isControlWord(_ word: String) -> Bool {
        controlWords.contains { word == $0 || word == $0 + "s" || word == $0 + "es" }
    }

    /// `closeButtonSize` → `close`, `button`, `size`; `URLFieldHeight` → `url`, `field`, `height`.
    package static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previousLower = characters[index &- 1].isLowercase || characters[index &- 1].isNumber
                let nextLower = index &+ 1 < characters.count && characters[index &+ 1].isLowercase
                if previousLower || (nextLower && current.count > 1) || (nextLower && characters[index &- 1].isUppercase) {
                    words.append(current.lowercased())
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Parts of a control, or no interactive size at all.
    package static let excludedWords = [
        "icon", "font", "glyph", "symbol", "indicator", "checkmark", "dot", "border", "stroke", "line",
        "shadow", "radius", "corner", "padding", "spacing", "margin", "inset", "offset", "arrow",
        "track", "bar", "label", "text", "avatar", "image", "ring", "gap", "blur", "frame",
        "header", "footer", "title", "heading", "caption", "section",
    ]

    /// Words that make a type's sizes no control's: `SectionHeader.height`, `ButtonFont.size`.
    package static let nonControlOwnerWords: Set<String> = [
        "header", "footer", "title", "heading", "caption", "section", "font", "fonts", "typography", "spacing", "radius",
    ]

    /// Words that name an interactive control or its interactive part.
    package static let controlWords = [
        "button", "thumb", "control", "knob", "handle", "tab", "chip", "toggle", "switch", "checkbox",
        "radio", "stepper", "close", "dismiss", "clear", "slider", "segment", "search",
    ]

    /// Token enums of controls whose every visual size is the control's own.
    package static let controlOwners = ["selection", "toggle", "slider", "checkbox", "radio", "stepper", "segmented"]

    /// `LubaChipTokens` → `Chip` (its case kept for the word split).
    package static func ownerCore(_ owner: String) -> String {
        var core = Substring(owner)
        if core.hasPrefix("Luba") { core = core.dropFirst(4) }
        if core.hasSuffix("Tokens") { core = core.dropLast(6) }
        return String(core)
    }
}

/// A published touch-target size and the guideline that asks for it.
public struct TouchTargetLevel: Hashable, Sendable {
    public var name: String
    public var minimum: Double

    public init(name: String, minimum: Double) {
        self.name = name
        self.minimum = minimum
    }

    /// "WCAG 2.5.8 AA (24)".
    public var label: String { "\(name) (\(SizeToken.points(minimum)))" }

    /// WCAG 2.2 SC 2.5.8 Target Size (Minimum), AA: 24 × 24 CSS px.
    public static let wcagMinimum = TouchTargetLevel(name: "WCAG 2.5.8 AA", minimum: 24)
    /// WCAG 2.2 SC 2.5.5 Target Size (Enhanced), AAA: 44 × 44 CSS px.
    public static let wcagEnhanced = TouchTargetLevel(name: "WCAG 2.5.5 AAA", minimum: 44)
    /// Apple Human Interface Guidelines: 44 × 44 pt hit targets.
    public static let appleHIG = TouchTargetLevel(name: "Apple HIG", minimum: 44)
    /// Material Design: 48 × 48 dp touch targets.
    public static let material = TouchTargetLevel(name: "Material", minimum: 48)

    public static let all: [TouchTargetLevel] = [wcagMinimum, wcagEnhanced, appleHIG, material]

    /// The labels of the levels a target of `size` points meets.
    public static func met(by size: Double) -> [String] {
        all.filter { size >= $0.minimum }.map(\.label)
    }
}
