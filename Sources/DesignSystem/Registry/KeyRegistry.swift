import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
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
    /// What the sources show about the value going through `String(format:)`, which reads every
    /// `%` of every translation as a specifier; nil when they show nothing.
    public var formatting: RegistryFormatting?
    /// The function's own name (`localized`, `tr`), as declarations are matched by it.
    package var function: String = ""

    public init(
        key: String, fallback: String?, argumentCount: Int, member: String?, parameterNames: [String],
        callee: String, documentation: String? = nil, comment: String? = nil, location: SourceLocation,
        formatting: RegistryFormatting? = nil
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
        self.formatting = formatting
    }
}

/// The sources' evidence that a call's value is formatted: `String(format:)` reads it, so a
/// translation's `100%-ta` is a specifier with no argument behind it.
public struct RegistryFormatting: Hashable, Sendable {
    public enum Reason: String, Hashable, Sendable {
        /// The call is the format of `String(format:)` or `localizedStringWithFormat`.
        case formatArgument
        /// The function called formats what it looks up (its body calls `String(format:)`),
        /// as SwiftGen's `tr` does even for a string without arguments.
        case functionFormats
        /// The call passes format arguments to a function whose body is not in the sources read.
        case passesArguments
    }

    public var reason: Reason
    /// Where it shows: the `String(format:` around the call, the one in the called function's
    /// body, or the call passing arguments.
    public var location: SourceLocation
    /// In words, after the call's name: "is the format of String(format:)".
    public var summary: String

    public init(reason: Reason, location: SourceLocation, summary: String) {
        self.reason = reason
        self.location = location
        self.summary = summary
    }
}

/// A declaration of a function the registry's calls name (`func localized(_ key: String, …)`),
/// reduced to what decides whether a call through it formats its value.
public struct RegistryFunction: Hashable, Sendable {
    public var name: String
    /// Takes format arguments (`_ arguments: CVarArg...`, `[CVarArg]`): the overload a call
    /// passing arguments resolves to.
    public var takesArguments: Bool
    /// The `String(format:` (or `localizedStringWithFormat(`) in its body.
    public var formatsAt: SourceLocation?
    public var location: SourceLocation

    public init(name: String, takesArguments: Bool, formatsAt: SourceLocation?, location: SourceLocation) {
        self.name = name
        self.takesArguments = takesArguments
        self.formatsAt = formatsAt
        self.location = location
    }
}

/// Every key the Swift sources declare, in source order.
public struct KeyRegistry: Sendable {
    public var files: [String]
    public var calls: [RegistryCall]
    public var diagnostics: [ReadDiagnostic]
    /// The declarations of the functions the calls name, found in the files read.
    public var functions: [RegistryFunction]

    public init(files: [String] = [], calls: [RegistryCall] = [], diagnostics: [ReadDiagnostic] = [], functions: [RegistryFunction] = []) {
        self.files = files
        self.calls = calls
        self.diagnostics = diagnostics
        self.functions = functions
    }

    /// Settles each call's `formatting` from the declarations of every file read: a call
    /// passing arguments resolves to the overload that takes them, one passing none to the
    /// overload without them when there is one (Swift's choice), else to the variadic one.
    /// A call that is itself the format of `String(format:)` keeps that evidence.
    public mutating func resolveFormatting() {
        var byName: [String: [RegistryFunction]] = [:]
        for function in functions { byName[function.name, default: []].append(function) }
        for index in calls.indices where calls[index].formatting?.reason != .formatArgument {
            let call = calls[index]
            let declared = byName[call.function] ?? []
            let taking = declared.filter(\.takesArguments)
            let plain = declared.filter { !$0.takesArguments }
            let chosen = call.argumentCount > 0 ? taking : (plain.isEmpty ? taking : plain)
            let arguments = call.argumentCount == 1 ? "1 format argument" : "\(call.argumentCount) format arguments"
            if let formats = chosen.first(where: { $0.formatsAt != nil }), let at = formats.formatsAt {
                let summary = call.argumentCount > 0
                    ? "passes \(arguments) to \(call.function), which calls String(format:) at \(at)"
                    : "goes through \(call.function), which calls String(format:) on every value at \(at)"
                calls[index].formatting = RegistryFormatting(reason: .functionFormats, location: at, summary: summary)
            } else if call.argumentCount > 0 {
                calls[index].formatting = RegistryFormatting(
                    reason: .passesArguments, location: call.location, summary: "passes \(arguments) to \(call.function)")
            } else {
                calls[index].formatting = nil
            }
        }
    }
}
