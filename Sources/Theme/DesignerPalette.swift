import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// A designer's palette audited as itself: its tokens under their own names, the role read
/// from each name, the pairs those roles imply, and the color tokens left unpaired.
public struct DesignerPalette: Sendable {
    /// Token path → inferred (or mapped) role, for every token audited.
    public var roles: [String: PaletteTokenRole]
    /// The pairs the palette implies, named by token path.
    public var pairs: [ContrastPairSpec]
    /// Color tokens no pair uses, with the `roleMapping` line that would pair them.
    public var unpaired: [UnpairedToken]
    /// Background tokens that carry text (surfaces and tints): there the text token is what
    /// to change; on a fill (a button) the fill may be.
    public var surfaces: Set<String>
    /// The token everything sits on (translucent backgrounds are composited over it).
    public var page: String?
    /// Color tokens in the files, and how many only primitives aliased by others.
    public var colorTokenCount: Int
    public var primitiveCount: Int
    /// Ramp steps (`blue.100`) no token aliases: not audited, not listed one by one.
    public var unusedPrimitiveCount: Int
    /// The appearance a token's name gives it (`canvas-dark`, `text.dark.primary`) in a
    /// palette keeping both appearances in one set of names; tokens of no mode are absent.
    public var modes: [String: Appearance] = [:]
    /// The page of the dark names of such a palette (`canvas-dark`), over which their
    /// translucent tokens are composited.
    public var darkPage: String?

    public init(
        roles: [String: PaletteTokenRole], pairs: [ContrastPairSpec], unpaired: [UnpairedToken], surfaces: Set<String>,
        page: String?, colorTokenCount: Int, primitiveCount: Int, unusedPrimitiveCount: Int = 0
    ) {
        self.unusedPrimitiveCount = unusedPrimitiveCount
        self.roles = roles
        self.pairs = pairs
        self.unpaired = unpaired
        self.surfaces = surfaces
        self.page = page
        self.colorTokenCount = colorTokenCount
        self.primitiveCount = primitiveCount
    }

    /// Tokens a failing token could switch to: same kind (text for text, border for border).
    public func family(of token: String) -> Set<String> {
        guard let kind = roles[token]?.kind else { return [token] }
        let group: Set<PaletteTokenKind>
        switch kind {
        case .text: group = [.text]
        case .border, .focus: group = [.border, .focus]
        case .brand: group = [.brand]
        case .onColor: group = [.onColor]
        case .icon: group = [.icon, .text]
        default: return [token]
        }
        return Set(roles.filter { group.contains($0.value.kind) }.keys)
    }
}

/// A color token no pair measures, and the config line that would pair it.
public struct UnpairedToken: Codable, Sendable, Hashable {
    public var path: String
    /// Its value in light (the first appearance).
    public var hex: String
    /// Why it is unpaired: "no role in its name", "on-color text with no fill to sit on".
    public var reason: String
    /// `"roleMapping": {"brand.sun": "brand"}`: add to .lubaaudit.json to pair it.
    public var configLine: String

    public init(path: String, hex: String, reason: String, configLine: String) {
        self.path = path
        self.hex = hex
        self.reason = reason
        self.configLine = configLine
    }

    /// The JSON line for `path` mapped to `kind`, escaped as JSON.
    package static func configLine(_ path: String, _ kind: String) -> String {
        "\"roleMapping\": {\(JSONStringLiteral.quoted(path)): \"\(kind)\"}"
    }
}
