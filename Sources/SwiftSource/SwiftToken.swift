import LubaAuditModel
/// One token of Swift source, as `SwiftLexer` produces it.
///
/// Readers built on the lexer (the key registry, the theme reader) never look at source text
/// again: everything they need to resolve `localized("k", fallback: "…")`, `Color(hex: 0x1A1A1A)`
/// or `static let minTouchTarget: CGFloat = 44` is here, with the place it came from.
public struct SwiftToken: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A name, a keyword (`func`, `let`, `case`), `_`, `$0`, or a backticked name.
        case identifier
        case integerLiteral
        case floatLiteral
        /// Any string literal: `"…"`, `"""…"""`, `#"…"#`; `literal` holds the decoded value.
        case stringLiteral
        /// An operator run (`+`, `??`, `==`, `...`, `..<`). Regex literals come out as operators too.
        case `operator`
        /// `( ) [ ] { } , : ; @ # \` and the operator runs that are exactly `. = -> ? ! &`.
        case punctuation
        /// A compiler directive: `#if #elseif #else #endif #sourceLocation #warning #error`.
        case directive
        /// Any other `#name`: a macro or pound expression (`#selector`, `#available`, `#Preview`).
        case poundName
        /// Bytes that start no Swift token (control characters, a stray `'` or backtick).
        case unknown
    }

    /// Stands in the decoded `literal` for each `\(…)` interpolation: U+FFFC OBJECT REPLACEMENT CHARACTER.
    public static let interpolationPlaceholder: Character = "\u{FFFC}"

    /// The exact source text of the token (a whole literal, quotes and `#` included).
    public var text: String
    /// A string literal's value after escapes, indentation stripping and line continuation;
    /// each interpolation is `interpolationPlaceholder`. Nil for every other kind.
    public var literal: String? {
        get { extra?.literal }
        set { setExtra(literal: newValue, interpolations: interpolations, documentation: documentation, column: column) }
    }
    /// The source text of each interpolation of a string literal, in order (`count` of `\(count)`).
    public var interpolations: [String] {
        get { extra?.interpolations ?? [] }
        set { setExtra(literal: literal, interpolations: newValue, documentation: documentation, column: column) }
    }
    /// 1-based line of the first character.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(truncatingIfNeeded: newValue) }
    }
    /// 1-based column of the first character, counted in Unicode scalars.
    public var column: Int {
        get { storedColumn == Self.wideColumn ? (extra?.column ?? Int(storedColumn)) : Int(storedColumn) }
        set { setExtra(literal: literal, interpolations: interpolations, documentation: documentation, column: newValue) }
    }
    /// UTF-8 byte offset of the first character in the lexed source.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(truncatingIfNeeded: newValue) }
    }
    /// UTF-8 byte length of `text` as it stood in the source.
    public var length: Int {
        get { Int(storedLength) }
        set { storedLength = Int32(truncatingIfNeeded: newValue) }
    }
    /// The `///` or `/** */` comment right before this token, markers removed, lines joined with
    /// `\n`. Readers look it up on the first token of a declaration to document members.
    public var documentation: String? {
        get { extra?.documentation }
        set { setExtra(literal: literal, interpolations: interpolations, documentation: newValue, column: column) }
    }

    /// A line break (or the start of the file) stands between this token and the previous one:
    /// Swift ends statements there, and a `(` after a line break starts no call.
    public var precededByNewline: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }
    /// Whitespace or a comment stands right before this token: tells `a.b` from `a .b`
    /// and a prefix operator from an infix one.
    public var precededBySpace: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }

    // A source audit holds every token of every file at once (over a million for a large app):
    // positions fit 32 bits (files are at most 16 MiB), a column 16 bits but on a very long line
    // (whose column then lives in the box), and what only literals and documented declarations
    // have lives in one shared box, nil for the rest. The one-byte fields stand last so none pads
    // the token: 40 bytes a token (56 with `kind` declared first).
    private var storedLine: Int32
    private var storedOffset: Int32
    private var storedLength: Int32
    private var storedColumn: UInt16
    public var kind: Kind
    /// `precededByNewline` (1) and `precededBySpace` (2).
    private var flags: UInt8
    private var extra: Extra?

    /// The stored column that says the column is in the box.
    private static let wideColumn = UInt16.max

    /// A literal's value and interpolations, a declaration's documentation.
    private final class Extra: Hashable, Sendable {
        let literal: String?
        let interpolations: [String]
        let documentation: String?
        /// A column too large (or negative) for the token's 16 bits.
        let column: Int?

        init(literal: String?, interpolations: [String], documentation: String?, column: Int?) {
            self.literal = literal
            self.interpolations = interpolations
            self.documentation = documentation
            self.column = column
        }

        static func == (lhs: Extra, rhs: Extra) -> Bool {
            lhs.literal == rhs.literal && lhs.interpolations == rhs.interpolations && lhs.documentation == rhs.documentation
                && lhs.column == rhs.column
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(literal)
            hasher.combine(interpolations)
            hasher.combine(documentation)
            hasher.combine(column)
        }
    }

    private mutating func setExtra(literal: String?, interpolations: [String], documentation: String?, column: Int) {
        let wide = column < 0 || column >= Int(Self.wideColumn)
        storedColumn = wide ? Self.wideColumn : UInt16(column)
        extra = literal == nil && interpolations.isEmpty && documentation == nil && !wide
            ? nil : Extra(literal: literal, interpolations: interpolations, documentation: documentation, column: wide ? column : nil)
    }

    public init(
        kind: Kind, text: String, literal: String? = nil, interpolations: [String] = [],
        line: Int, column: Int, offset: Int, length: Int, documentation: String? = nil,
        precededByNewline: Bool = false, precededBySpace: Bool = false
    ) {
        self.kind = kind
        self.text = text
        self.storedLine = Int32(truncatingIfNeeded: line)
        self.storedColumn = 0
        self.storedOffset = Int32(truncatingIfNeeded: offset)
        self.storedLength = Int32(truncatingIfNeeded: length)
        self.flags = (precededByNewline ? 1 : 0) | (precededBySpace ? 2 : 0)
        self.extra = nil
        setExtra(literal: literal, interpolations: interpolations, documentation: documentation, column: column)
    }

    /// The byte offset just past the token.
    public var endOffset: Int { offset &+ length }

    /// True for a string literal with at least one `\(…)`: its `literal` is not static text.
    public var hasInterpolation: Bool { !interpolations.isEmpty }

    /// An identifier's name without backticks (`` `default` `` → `default`); a directive's or
    /// pound name's word without `#`; otherwise the text.
    public var name: String {
        switch kind {
        case .identifier:
            if text.utf8.count >= 2, text.utf8.first == UInt8(ascii: "`"), text.utf8.last == UInt8(ascii: "`") {
                return String(text.dropFirst().dropLast())
            }
            return text
        case .directive, .poundName:
            return String(text.dropFirst())
        default:
            return text
        }
    }

    /// True for an unescaped identifier that Swift reserves (`func`, `let`, `case`, `self`, ...).
    /// Backticked names are never keywords.
    public var isKeyword: Bool {
        kind == .identifier && text.utf8.first != UInt8(ascii: "`") && Self.keywords.contains(text)
    }

    /// True when this token is `text` as code (punctuation, operator, identifier or directive),
    /// never when a string literal merely contains it.
    public func `is`(_ text: String) -> Bool {
        kind != .stringLiteral && self.text == text
    }

    /// The value of an integer literal (`44`, `0x1A1A1A`, `0b1010`, `0o17`, `1_000`); nil when it
    /// does not fit an `Int` or the token is no integer literal.
    public var integerValue: Int? {
        guard kind == .integerLiteral else { return nil }
        let digits = text.filter { $0 != "_" }
        if digits.count > 2, digits.hasPrefix("0") {
            let marker = digits[digits.index(after: digits.startIndex)]
            let rest = String(digits.dropFirst(2))
            switch marker {
            case "x", "X": return Int(rest, radix: 16)
            case "b", "B": return Int(rest, radix: 2)
            case "o", "O": return Int(rest, radix: 8)
            default: break
            }
        }
        return Int(digits, radix: 10)
    }

    /// The value of a float or integer literal (`0.85`, `1e-3`, `0x1.8p1`, `44`); nil otherwise.
    public var doubleValue: Double? {
        switch kind {
        case .integerLiteral:
            if let integer = integerValue { return Double(integer) }
            return Double(text.filter { $0 != "_" })
        case .floatLiteral:
            return Double(text.filter { $0 != "_" })
        default:
            return nil
        }
    }

    /// The location of the token's first character in `file`.
    public func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// Words Swift reserves in expressions and declarations.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
