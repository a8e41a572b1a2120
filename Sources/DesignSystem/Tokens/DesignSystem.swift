import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// The design-system sources the touch-target and Dynamic Type rules read: size tokens, text
/// roles, and facts about how components use them. Built once per audit by `DesignSystemLoader`.
public struct DesignSystem: Sendable {
    /// Every numeric constant of every type (`static let`) and every numeric property of a
    /// configuration type, resolved.
    public var sizeTokens: [SizeToken]
    public var textRoles: [TextRoleDefinition]
    public var sizeUsages: [SizeTokenUsage]
    public var fontSites: [FontSite]
    public var fixedFrames: [FixedFrameSite]
    public var diagnostics: [DesignDiagnostic]
    /// The Swift files read (display paths).
    public var files: [String]

    public init(
        sizeTokens: [SizeToken] = [], textRoles: [TextRoleDefinition] = [], sizeUsages: [SizeTokenUsage] = [],
        fontSites: [FontSite] = [], fixedFrames: [FixedFrameSite] = [], diagnostics: [DesignDiagnostic] = [],
        files: [String] = []
    ) {
        self.sizeTokens = sizeTokens
        self.textRoles = textRoles
        self.sizeUsages = sizeUsages
        self.fontSites = fontSites
        self.fixedFrames = fixedFrames
        self.diagnostics = diagnostics
        self.files = files
    }

    /// The token `qualifiedName` names (`LubaSpacing.sm`).
    public func token(_ qualifiedName: String) -> SizeToken? {
        sizeTokens.first { $0.qualifiedName == qualifiedName }
    }

    /// The configuration's minimum touch target (`LubaConfig.minimumTouchTarget`), when declared.
    public var configuredTouchTarget: SizeToken? {
        sizeTokens.first { $0.isConfiguration && $0.name == "minimumTouchTarget" }
    }

    /// The tokens the touch-target rules judge, with their kind, in source order.
    public var touchTargetTokens: [(token: SizeToken, kind: TouchTargetKind)] {
        touchTargetClassifications.map { ($0.token, $0.kind) }
    }

    /// The touch-target tokens with whether their own name says they size a control (see
    /// `TouchTargetKind.classification`).
    package var touchTargetClassifications: [(token: SizeToken, kind: TouchTargetKind, named: Bool)] {
        sizeTokens.compactMap { token in
            guard !token.isDeprecated, let (kind, named) = TouchTargetKind.classification(token) else { return nil }
            return (token, kind, named)
        }
    }

    /// The role named `name`.
    public func role(_ name: String) -> TextRoleDefinition? {
        textRoles.first { $0.name == name }
    }

    /// The places components size views with `qualifiedName`.
    public func usages(of qualifiedName: String) -> [SizeTokenUsage] {
        sizeUsages.filter { $0.token == qualifiedName }
    }
}
