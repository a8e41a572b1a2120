import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which calls declare localization keys, and which of their arguments mean what.
///
/// Design systems wrap lookups differently (`localized(_:fallback:_:)`, `L10n.tr(_:_:)`), so the
/// shapes are data: the audit's configuration can add its own without touching the reader.
public struct RegistryCallNames: Hashable, Sendable {
    /// One call shape: `localized("key", fallback: "English", arg1, arg2)`.
    public struct Form: Hashable, Sendable {
        /// The called name, last component only: `localized` matches `Strings.localized(…)` too.
        public var callee: String
        /// The key argument's label (`localized` for `String(localized:)`); nil for an unlabeled key.
        /// The key must be a string literal.
        public var keyLabel: String?
        /// Which argument is the key: 0, the first, except for SwiftGen's `tr(table, key, …)`.
        /// The arguments before it must be string literals too.
        public var keyPosition: Int
        /// Labels whose literal is the English fallback (`fallback`, `value`, `defaultValue`).
        public var fallbackLabels: [String]
        /// The label of the translator comment (`comment`), if the call has one.
        public var commentLabel: String?
        /// True when unlabeled arguments after the key are format arguments (`%d`, `%@`) to count.
        public var countsFormatArguments: Bool
        /// How reports name the call (`String(localized:)`).
        public var displayName: String

        public init(
            callee: String, keyLabel: String? = nil, keyPosition: Int = 0, fallbackLabels: [String] = [],
            commentLabel: String? = nil, countsFormatArguments: Bool = false, displayName: String? = nil
        ) {
            self.callee = callee
            self.keyLabel = keyLabel
            self.keyPosition = max(0, keyPosition)
            self.fallbackLabels = fallbackLabels
            self.commentLabel = commentLabel
            self.countsFormatArguments = countsFormatArguments
            self.displayName = displayName ?? (keyLabel.map { "\(callee)(\($0):)" } ?? callee)
        }

        /// `localized(key, fallback: "…", args...)`: the LubaStrings-style wrapper.
        public static let localized = Form(callee: "localized", fallbackLabels: ["fallback"], countsFormatArguments: true)

        /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`.
        public static let nsLocalizedString = Form(
            callee: "NSLocalizedString", fallbackLabels: ["value"], commentLabel: "comment"
        )

        /// `String(localized: key, defaultValue:, table:, bundle:, locale:, comment:)`.
        public static let stringLocalized = Form(
            callee: "String", keyLabel: "localized", fallbackLabels: ["defaultValue"], commentLabel: "comment"
        )

        /// SwiftGen's generated `L10n.tr("Localizable", "key", args…, fallback: "…")`: the table,
        /// then the key. Its `tr` calls `String(format:)` on every value, arguments or not.
        public static let swiftGen = Form(
            callee: "tr", keyPosition: 1, fallbackLabels: ["fallback"], countsFormatArguments: true, displayName: "tr(_:_:)"
        )

        /// A project's own wrapper shaped like `localized`: `name(key, fallback: "…", args...)`.
        public static func wrapper(_ callee: String, fallbackLabel: String = "fallback") -> Form {
            Form(callee: callee, fallbackLabels: [fallbackLabel], countsFormatArguments: true)
        }
    }

    public var forms: [Form]

    public init(_ forms: [Form]) {
        self.forms = forms
    }

    /// Forms from names as a configuration file writes them: `localized`, `NSLocalizedString`,
    /// `String(localized:)` mean the built-in forms, `tr(_:_:)` (or `L10n.tr(_:_:)`) SwiftGen's
    /// table-then-key form; any other `name` or `Type.name` is a wrapper
    /// shaped like `localized` (fallback under `fallback:`, `value:` or `defaultValue:`, comment
    /// under `comment:`, unlabeled arguments counted); `name(label:)` takes its key under `label:`.
    public init(names: [String]) {
        self.init(names.compactMap(Self.form(named:)))
    }

    private static func form(named written: String) -> Form? {
        let name = written.trimmingWhitespace()
        for builtIn in [Form.localized, .nsLocalizedString, .stringLocalized, .swiftGen] where builtIn.displayName == name {
            return builtIn
        }
        if name.hasSuffix("." + Form.swiftGen.displayName) { return .swiftGen }
        var callee = Substring(name)
        var keyLabel: String?
        if let open = name.firstIndex(of: "("), name.hasSuffix(":)") {
            callee = name[..<open]
            keyLabel = String(name[name.index(after: open)..<name.index(name.endIndex, offsetBy: -2)])
        }
        if let dot = callee.lastIndex(of: ".") { callee = callee[callee.index(after: dot)...] }
        guard !callee.isEmpty, keyLabel?.isEmpty != true else { return nil }
        return Form(
            callee: String(callee), keyLabel: keyLabel, fallbackLabels: ["fallback", "value", "defaultValue"],
            commentLabel: "comment", countsFormatArguments: true
        )
    }

    /// `localized`, `NSLocalizedString` and `String(localized:)`.
    public static let `default` = RegistryCallNames([.localized, .nsLocalizedString, .stringLocalized])
}
