/// One call that declares a localization key in Swift source:
/// `localized("luba.state.percent", fallback: "%d percent", value)`.
public struct RegistryCall: Hashable, Sendable {
    public var key: String
    /// The English fallback (`fallback:`, `value:`, `defaultValue:`), when the call has one.
    public var fallback: String?
    /// How many format arguments the call passes after the key and fallback.
    public var argumentCount: Int
    /// The enclosing member (`percent`, `rating(_:of:)`).
    public var member: String?
    /// The member's parameter names, in order, for the translators' placeholder legend.
    public var parameterNames: [String]
    /// The function called (`localized`, `NSLocalizedString`, `String(localized:)`).
    public var callee: String
    /// The doc comment of the enclosing member, trimmed.
    public var documentation: String?
    /// NSLocalizedString's `comment:` argument.
    public var comment: String?
    public var location: SourceLocation

    public init(
        key: String, fallback: String?, argumentCount: Int, member: String?, parameterNames: [String],
        callee: String, documentation: String? = nil, comment: String? = nil, location: SourceLocation
    ) {
        self.key = key
        self.fallback = fallback
        self.argumentCount = argumentCount
        self.member = member
        self.parameterNames = parameterNames
        self.callee = callee
        self.documentation = documentation
        self.comment = comment
        self.location = location
    }
}

/// Every key the Swift sources declare, in source order.
public struct KeyRegistry: Sendable {
    public var files: [String]
    public var calls: [RegistryCall]
    public var diagnostics: [ReadDiagnostic]

    public init(files: [String] = [], calls: [RegistryCall] = [], diagnostics: [ReadDiagnostic] = []) {
        self.files = files
        self.calls = calls
        self.diagnostics = diagnostics
    }
}
