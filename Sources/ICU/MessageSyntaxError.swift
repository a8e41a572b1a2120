import LubaAuditModel
/// Why ICU refused a message, and where.
public struct MessageSyntaxError: Error, Sendable, Hashable {
    /// What went wrong, grouped for rules; `code` keeps ICU's exact name.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `U_UNMATCHED_BRACES`: a `{` without its `}` or the reverse.
        case unmatchedBraces
        /// `U_PATTERN_SYNTAX_ERROR`: a bad argument name, type, selector or branch.
        case patternSyntax
        /// `U_DEFAULT_KEYWORD_MISSING`: a plural, selectordinal or select without `other`.
        case missingOther
        /// `U_DUPLICATE_KEYWORD`. ICU 72 MessageFormat does not report a selector written twice
        /// (`one {a} one {b}`): rules find those in the structure.
        case duplicateSelector
        /// The syntax parsed but `icu::MessageFormat` refused an argument: an unknown type
        /// (`{0, money}`), a bad style or skeleton.
        case invalidArgument
        /// Refused before ICU: nested deeper than ICU should recurse, or too long.
        case tooComplex
        /// Any other ICU error; see `code`.
        case other
    }

    /// Which step refused the message.
    public enum Stage: String, Sendable, Hashable, Codable {
        /// `icu::MessagePattern` (syntax).
        case pattern
        /// `icu::MessageFormat` (argument types and styles).
        case format
        /// LubaAudit's own size and nesting limits.
        case limit
    }

    public var kind: Kind
    /// ICU's `u_errorName`, like `U_DEFAULT_KEYWORD_MISSING`.
    public var code: String
    public var stage: Stage
    /// The best place to point at, in Unicode scalars: ICU's parse offset, except where ICU
    /// writes 0 (an unmatched brace: the innermost `{` left open; a missing `other`: its
    /// argument) or gives none (a format error: the argument MessageFormat refused).
    public var offset: Int?
    /// `UParseError.offset` as ICU reported it, converted to scalars.
    public var icuOffset: Int?
    /// `UParseError.line` (ICU's MessagePattern always reports 0).
    public var line: Int?
    /// The start (`{`) of the argument ICU was inside when it stopped, or of the argument
    /// MessageFormat refused.
    public var argumentOffset: Int?

    public init(
        kind: Kind, code: String, stage: Stage, offset: Int?, icuOffset: Int?, line: Int?, argumentOffset: Int?
    ) {
        self.kind = kind
        self.code = code
        self.stage = stage
        self.offset = offset
        self.icuOffset = icuOffset
        self.line = line
        self.argumentOffset = argumentOffset
    }
}
