import LubaAuditModel
/// A `var`, `let`, `func`, `init`, `subscript` or `deinit` declared in a type body or at file
/// level: what a call inside it is "part of" for translators (`rating(_:of:)` with parameters
/// `value`, `maximum`), what a token reader resolves (`static let minTouchTarget`), what the
/// theme reader evaluates (`static let accent = Color(hex: 0x5F7360)`) and where a view rule
/// finds a view's body.
///
/// Positions are indexes into the file's tokens; the file's `SourceIndex` holds every member.
public struct SwiftMember: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case function, initializer, deinitializer, `subscript`, property
    }

    /// A parameter of a function, initializer or subscript: `accentHover: Color? = nil`.
    public struct Parameter: Hashable, Sendable {
        /// The external label, `_` for none.
        public var label: String
        /// The name the body uses.
        public var name: String
        /// The type as written (`Color?`, `[Color]?`), tokens joined without spaces.
        public var type: String
        /// The parameter's tokens, from its label to its default value.
        public var tokens: Range<Int>
        /// The default value's tokens after `=`.
        public var defaultValue: Range<Int>?
    }

    public var kind: Kind
    /// The base name: `rating`, `init`, `subscript`, `percent`, `==`.
    public var name: String
    public var parameters: [Parameter] = []
    /// The declaration's `///` or `/** */` comment.
    public var documentation: String?
    /// Declaration modifiers written before the keyword (`public`, `static`, `private`).
    public var modifiers: [String] = []
    public var isStatic = false
    /// The owning type (an index into the index's `types`); nil at file level.
    public var owner: Int?
    /// The owning type's path, outermost first (`["LubaColors", "Chart"]`); empty at file level.
    public var typePath: [String] = []
    /// Declared inside a function's or closure's body (in a local type): not part of the
    /// file's API, so calls inside belong to the enclosing member and the theme never reads it.
    public var isLocal = false
    /// The index of the declaring keyword (`func`, `var`, ...).
    public var keywordIndex: Int
    /// The first token of the declaration: its first attribute or modifier.
    public var start: Int
    /// A property's type annotation (`CGFloat`, `some View`).
    public var annotation: Range<Int>?
    /// The declared type (a property's) or return type (a function's) as written, tokens
    /// joined without spaces: `Color`, `[Color]`; "" when none is written.
    public var type = ""
    /// A stored property's initializer after `=`.
    public var initializer: Range<Int>?
    /// `{` and `}` of a computed property's, function's or initializer's body.
    public var bodyOpen: Int?
    public var bodyClose: Int?
    /// Where the tokens that belong to the member end (exclusive): after its first brace group
    /// at its own level, else at the next declaration beside it. A stored property's trailing
    /// tokens are its own until then.
    public var extentEnd: Int

    /// External labels, `_` for none: `["_", "of"]`.
    public var argumentLabels: [String] { parameters.map(\.label) }

    /// Internal parameter names, in order: `["value", "maximum"]`.
    public var parameterNames: [String] { parameters.map(\.name) }

    /// The tokens between the body's braces.
    public var body: Range<Int>? {
        guard let open = bodyOpen, let close = bodyClose else { return nil }
        return (open &+ 1)..<max(open &+ 1, close)
    }

    /// How Swift names the member: `percent` for a property, `rating(_:of:)` for a function,
    /// `init(hex:)`, `subscript(_:)`, `deinit`.
    public var signature: String {
        switch kind {
        case .property, .deinitializer: return name
        case .function, .initializer, .subscript:
            return name + "(" + argumentLabels.map { $0 + ":" }.joined() + ")"
        }
    }
}
