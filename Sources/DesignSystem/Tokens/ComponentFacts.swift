import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// How a font given to a view behaves under Dynamic Type.
public enum FontScaling: Hashable, Sendable {
    /// A design-system text role (`luba.fonts.body`, `LubaTypography.font(.caption)`); the role's
    /// name when the reader can tell which.
    case role(String?)
    /// A system text style (`.body`, `.system(.footnote, design: .rounded)`).
    case textStyle(TextStyle)
    /// An explicit size scaled relative to a style (`Font.custom(_:size:relativeTo:)`, or
    /// `Font.custom(_:size:)`, which scales relative to Body).
    case relative(size: Double?, style: TextStyle)
    /// An explicit size that never scales: `.system(size:)`, `Font.custom(_:fixedSize:)`,
    /// `LubaTypography.custom(size:)` without `relativeTo:`.
    case fixed(size: Double?, expression: String)
    /// A font the reader cannot classify (a variable, a helper).
    case unknown

    /// Whether text in this font grows with the person's text-size setting; nil when unknown.
    public var scales: Bool? {
        switch self {
        case .role, .textStyle, .relative: return true
        case .fixed: return false
        case .unknown: return nil
        }
    }
}

/// What a `.font(…)` modifier is applied to.
public enum FontTarget: String, Hashable, Sendable {
    /// `Text`, `Label`, `TextField`, `Button("Title")`: words a person reads.
    case text
    /// `Image(systemName:)`: an SF Symbol, glyph-locked decoration.
    case symbol
    /// Another image.
    case image
    /// A stack or group whose texts inherit the font.
    case container
    /// A variable or parameter the reader cannot see into.
    case unknown
}

/// One `.font(…)` modifier in a component.
public struct FontSite: Hashable, Sendable {
    public var component: String
    /// The member the modifier sits in: `body`, `labelView`, `tabButton(for:)`.
    public var member: String
    public var location: SourceLocation
    public var target: FontTarget
    /// The view the font is applied to, as written (`Text(label)`).
    public var view: String
    public var font: FontScaling
    /// The font expression as written (`luba.fonts.custom(size: 12, weight: .medium)`).
    public var expression: String
    /// The family of `Font.custom("Family", …)`, when named by a literal.
    public var family: String?
    /// Why a fixed size is glyph-locked by the geometry around it ("sized from `size` like its
    /// fixed frame"), nil when it is not.
    public var geometryLock: String?

    public init(
        component: String, member: String, location: SourceLocation, target: FontTarget, view: String,
        font: FontScaling, expression: String, family: String? = nil, geometryLock: String? = nil
    ) {
        self.component = component
        self.member = member
        self.location = location
        self.target = target
        self.view = view
        self.font = font
        self.expression = expression
        self.family = family
        self.geometryLock = geometryLock
    }
}

/// A text inside a view, with the font it ends up with.
public struct TextFact: Hashable, Sendable {
    public var location: SourceLocation
    /// The font the text renders in: its own `.font`, else one it inherits, else Body.
    public var font: FontScaling
    /// True when the text sets that font itself.
    public var ownsFont: Bool

    public init(location: SourceLocation, font: FontScaling, ownsFont: Bool) {
        self.location = location
        self.font = font
        self.ownsFont = ownsFont
    }
}

/// A fixed `frame(height:)` on a view that holds text.
public struct FixedFrameSite: Hashable, Sendable {
    public var component: String
    public var member: String
    public var location: SourceLocation
    /// `LubaTabsTokens.tabHeight`, `32`.
    public var heightExpression: String
    public var height: Double?
    /// The size token the height is, when it is one.
    public var heightToken: String?
    public var texts: [TextFact]
    /// The framed content's height at each content size (xSmall … AX5), from its texts' line
    /// heights, paddings, stack spacing and fixed-height siblings; a lower bound.
    public var contentHeights: [Double]
    /// Unresolved tokens the height or the content is written in: without them whether the
    /// text fits cannot be told.
    public var unresolvedTokens: [String]

    public init(
        component: String, member: String, location: SourceLocation, heightExpression: String,
        height: Double?, heightToken: String?, texts: [TextFact], contentHeights: [Double],
        unresolvedTokens: [String] = []
    ) {
        self.component = component
        self.member = member
        self.location = location
        self.heightExpression = heightExpression
        self.height = height
        self.heightToken = heightToken
        self.texts = texts
        self.contentHeights = contentHeights
        self.unresolvedTokens = unresolvedTokens
    }

    /// True when at least one text inside grows with Dynamic Type.
    public var holdsScalingText: Bool { texts.contains { $0.font.scales == true } }

    /// The content height at `category`.
    public func contentHeight(_ category: ContentSizeCategory) -> Double? {
        guard let index = ContentSizeCategory.allCases.firstIndex(of: category), index < contentHeights.count else { return nil }
        return contentHeights[index]
    }

    /// The smallest content size at which the content is taller than the frame, nil when it
    /// always fits (or the height is unknown).
    public var clipsFrom: ContentSizeCategory? {
        guard let height else { return nil }
        return ContentSizeCategory.allCases.first { (contentHeight($0) ?? 0) > height + 0.5 }
    }

    /// The text roles inside, in order, without repeats.
    public var roles: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for text in texts {
            if case .role(let name?) = text.font, seen.insert(name).inserted { result.append(name) }
        }
        return result
    }
}

/// One place a component sizes a view with a size token, and the hit area that view ends up with.
public struct SizeTokenUsage: Hashable, Sendable {
    /// `LubaChipTokens.dismissButtonSize`.
    public var token: String
    public var component: String
    public var member: String
    public var location: SourceLocation
    /// The modifier that uses the token, as written: `.frame(width: …, height: …)`.
    public var modifier: String
    /// Which dimensions the token sizes.
    public var setsWidth: Bool
    public var setsHeight: Bool
    /// What makes the view tappable: `Button`, `.onTapGesture`; nil when no interactive
    /// ancestor was found (the hit area is then the component's outermost view read).
    public var interactive: String?
    /// The hit area's size in points, lower bounds (infinity for a view that fills its row).
    public var hitWidth: Double
    public var hitHeight: Double
    /// What gave the hit area its width and height: `.frame(minHeight: LubaSelectionTokens.minTouchTarget)`,
    /// `.lubaMinTouchTarget()`, `a Spacer that fills the row`.
    public var widthSource: String?
    public var heightSource: String?
    /// A `.contentShape(…)` was applied on the way.
    public var hasContentShape: Bool
    /// Unresolved tokens a frame or padding on the way is written in, per dimension, counted
    /// as 0: a hit area too small because of them is unknown rather than short.
    public var unresolvedWidthTokens: [String]
    public var unresolvedHeightTokens: [String]

    public init(
        token: String, component: String, member: String, location: SourceLocation, modifier: String,
        setsWidth: Bool, setsHeight: Bool, interactive: String?, hitWidth: Double, hitHeight: Double,
        widthSource: String?, heightSource: String?, hasContentShape: Bool,
        unresolvedWidthTokens: [String] = [], unresolvedHeightTokens: [String] = []
    ) {
        self.token = token
        self.component = component
        self.member = member
        self.location = location
        self.modifier = modifier
        self.setsWidth = setsWidth
        self.setsHeight = setsHeight
        self.interactive = interactive
        self.hitWidth = hitWidth
        self.hitHeight = hitHeight
        self.widthSource = widthSource
        self.heightSource = heightSource
        self.hasContentShape = hasContentShape
        self.unresolvedWidthTokens = unresolvedWidthTokens
        self.unresolvedHeightTokens = unresolvedHeightTokens
    }

    /// The smallest judged dimension of the hit area: the ones the token sizes.
    public var judgedSize: Double {
        var sizes: [Double] = []
        if setsWidth { sizes.append(hitWidth) }
        if setsHeight { sizes.append(hitHeight) }
        return sizes.min() ?? min(hitWidth, hitHeight)
    }

    /// The judged dimensions below `minimum`, each with the unresolved tokens it is written in.
    private func shortDimensions(_ minimum: Double) -> [[String]] {
        var dimensions: [(size: Double, unresolved: [String])] = []
        if setsWidth { dimensions.append((hitWidth, unresolvedWidthTokens)) }
        if setsHeight { dimensions.append((hitHeight, unresolvedHeightTokens)) }
        if dimensions.isEmpty { dimensions = [(hitWidth, unresolvedWidthTokens), (hitHeight, unresolvedHeightTokens)] }
        return dimensions.filter { $0.size < minimum }.map(\.unresolved)
    }

    /// A judged dimension is below `minimum` with no unresolved token in it: a shortfall the
    /// audit can show.
    public func isProvenShort(_ minimum: Double) -> Bool {
        shortDimensions(minimum).contains { $0.isEmpty }
    }

    /// The unresolved tokens in the judged dimensions below `minimum`: what would tell whether
    /// they really fall short.
    public func unresolvedShortfall(_ minimum: Double) -> [String] {
        var names: [String] = []
        for name in shortDimensions(minimum).joined() where !names.contains(name) { names.append(name) }
        return names
    }

    /// What expanded the judged dimensions, without repeats: ".lubaMinTouchTarget()".
    public var expansion: String {
        var sources: [String] = []
        if setsHeight, let heightSource { sources.append(heightSource) }
        if setsWidth, let widthSource, !sources.contains(widthSource) { sources.append(widthSource) }
        return sources.joined(separator: " and ")
    }
}
