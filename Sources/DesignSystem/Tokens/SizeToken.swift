import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// One numeric constant of the design system (`LubaSelectionTokens.minTouchTarget`,
/// `LubaSpacing.sm`, `LubaConfig.minimumTouchTarget`) with its value resolved through the
/// references and arithmetic it is written in.
public struct SizeToken: Hashable, Sendable {
    /// The declaring type: `LubaSelectionTokens`, `LubaConfig`.
    public var owner: String
    public var name: String
    /// The resolved value in points; nil when the expression is no constant the reader can follow.
    public var value: Double?
    /// The declared type (`CGFloat`, `Double`, `Int`), nil when inferred.
    public var typeName: String?
    /// The initializer as written: `LubaSpacing.sm * 2`.
    public var expression: String
    /// The references the value went through, in order: `["LubaSpacing.sm"]`.
    public var references: [String]
    /// For an unresolved value, the reference it stopped at: the qualified name of a token of
    /// the design system that is itself unresolved (`LubaSpacing.base` in `LubaSpacing.base * 11`),
    /// else the reference as written (`UIScreen.main.scale`); nil when something other than a
    /// reference cannot be followed (`computeSize()`).
    public var unresolvedReference: String?
    public var location: SourceLocation
    public var documentation: String?
    /// Marked `@available(*, deprecated …)`: kept for compatibility, not what components draw.
    public var isDeprecated: Bool
    /// An instance property of a configuration type (`public var minimumTouchTarget: CGFloat = 44`)
    /// rather than a `static let` token.
    public var isConfiguration: Bool

    public init(
        owner: String, name: String, value: Double?, typeName: String? = nil, expression: String,
        references: [String] = [], unresolvedReference: String? = nil, location: SourceLocation,
        documentation: String? = nil, isDeprecated: Bool = false, isConfiguration: Bool = false
    ) {
        self.owner = owner
        self.name = name
        self.value = value
        self.typeName = typeName
        self.expression = expression
        self.references = references
        self.unresolvedReference = unresolvedReference
        self.location = location
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.isConfiguration = isConfiguration
    }

    /// How code refers to it, and the subject findings and reports use: `LubaChipTokens.height`.
    public var qualifiedName: String { "\(owner).\(name)" }

    /// "LubaSpacing.sm * 2 = 16": how the value was reached, for evidence.
    public var derivation: String {
        let value = self.value.map(Self.points) ?? "unresolved"
        return references.isEmpty && expression == value ? value : "\(expression) = \(value)"
    }

    /// `44`, `2.5`: a point value as every output writes one (`NumberText.points`).
    package static func points(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "∞" : "-∞" }
        return NumberText.points(value)
    }
}

/// A declaration the design-system reader could not follow: reported, never silently defaulted.
public struct DesignDiagnostic: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation
    /// The numeric constant that has no value (`LubaConfig.minTouchTarget`); nil when a whole
    /// file could not be read.
    public var token: String?

    public init(message: String, location: SourceLocation, token: String? = nil) {
        self.message = message
        self.location = location
        self.token = token
    }
}
