import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// One case of a `LubaTextRole`-shaped enum: the Apple text style it scales with, its nominal
/// point size at the default (Large) content size and its weight, each with where it is written.
public struct TextRoleDefinition: Hashable, Sendable {
    /// The declaring enum: `LubaTextRole`.
    public var enumName: String
    /// The case: `body`.
    public var name: String
    /// The `case` declaration.
    public var location: SourceLocation
    /// The style as written (`.callout`) and as understood (nil for a name Apple has no style for).
    public var textStyleName: String?
    public var textStyle: TextStyle?
    public var textStyleLocation: SourceLocation?
    public var nominalSize: Double?
    public var nominalSizeLocation: SourceLocation?
    /// The nominal size as written (`16`, `LubaTypeScale.body`), when the role declares one.
    public var nominalSizeExpression: String?
    /// For a size that does not resolve, the reference it stopped at, as
    /// `SizeToken.unresolvedReference` names it.
    public var nominalSizeReference: String?
    public var weightName: String?
    public var weight: FontWeight?

    public init(
        enumName: String, name: String, location: SourceLocation, textStyleName: String? = nil,
        textStyle: TextStyle? = nil, textStyleLocation: SourceLocation? = nil, nominalSize: Double? = nil,
        nominalSizeLocation: SourceLocation? = nil, nominalSizeExpression: String? = nil,
        nominalSizeReference: String? = nil, weightName: String? = nil, weight: FontWeight? = nil
    ) {
        self.enumName = enumName
        self.name = name
        self.location = location
        self.textStyleName = textStyleName
        self.textStyle = textStyle
        self.textStyleLocation = textStyleLocation
        self.nominalSize = nominalSize
        self.nominalSizeLocation = nominalSizeLocation
        self.nominalSizeExpression = nominalSizeExpression
        self.nominalSizeReference = nominalSizeReference
        self.weightName = weightName
        self.weight = weight
    }

    /// The point size the role renders at for `category`. With the system font (LubaUI's default)
    /// that is the text style's own size, whatever the nominal size says; nil without a style.
    public func pointSize(_ category: ContentSizeCategory) -> Double? {
        textStyle.map { DynamicTypeTable.pointSize($0, category) }
    }

    /// The size a custom font family renders at for `category`: the nominal size scaled the way
    /// `Font.custom(_:size:relativeTo:)` scales it, by the style's growth from Large.
    public func customFamilySize(_ category: ContentSizeCategory) -> Double? {
        guard let style = textStyle, let nominal = nominalSize else { return nil }
        let base = DynamicTypeTable.pointSize(style, .large)
        guard base > 0 else { return nil }
        return nominal * DynamicTypeTable.pointSize(style, category) / base
    }

    /// Line height at `category`: Apple's leading for the style.
    public func lineHeight(_ category: ContentSizeCategory) -> Double? {
        textStyle.map { DynamicTypeTable.metrics($0, category).leading }
    }

    /// Where a finding about the role points: its nominal size, else its case.
    public var bestLocation: SourceLocation { nominalSizeLocation ?? location }

    /// The role declares a nominal size the audit could not resolve to a number.
    public var hasUnresolvedSize: Bool { nominalSizeLocation != nil && nominalSize == nil }
}
