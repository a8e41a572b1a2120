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
    public var text: String {
        get { storedText }
        set {
            // The length is the source's, not the new text's.
            let kept = positions
            storedText = newValue
            setFields(positions: kept)
        }
    }
    /// A string literal's value after escapes, indentation stripping and line continuation;
    /// each interpolation is `interpolationPlaceholder`. Nil for every other kind.
    public var literal: String? {
        get { extra?.literal }
        set { setFields(literal: newValue) }
    }
    /// The source text of each interpolation of a string literal, in order (`count` of `\(count)`).
    public var interpolations: [String] {
        get { extra?.interpolations ?? [] }
        set { setFields(interpolations: newValue) }
    }
    /// 1-based line of the first character.
    public var line: Int {
        get { packed & Self.wideBit != 0 ? (extra?.positions?.line ?? 0) : Int(truncatingIfNeeded: (packed >> Self.lineShift) & Self.lineMask) }
        set { var changed = positions; changed.line = newValue; setFields(positions: changed) }
    }
    /// 1-based column of the first character, counted in Unicode scalars.
    public var column: Int {
        get { packed & Self.wideBit != 0 ? (extra?.positions?.column ?? 0) : Int(truncatingIfNeeded: (packed >> Self.columnShift) & Self.columnMask) }
        set { var changed = positions; changed.column = newValue; setFields(positions: changed) }
    }
    /// UTF-8 byte offset of the first character in the lexed source.
    public var offset: Int {
        get { packed & Self.wideBit != 0 ? (extra?.positions?.offset ?? 0) : Int(truncatingIfNeeded: packed & Self.offsetMask) }
        set { var changed = positions; changed.offset = newValue; setFields(positions: changed) }
    }
    /// UTF-8 byte length of `text` as it stood in the source.
    public var length: Int {
        get { packed & Self.wideBit != 0 ? (extra?.positions?.length ?? 0) : storedText.utf8.count }
        set { var changed = positions; changed.length = newValue; setFields(positions: changed) }
    }
    /// The `///` or `/** */` comment right before this token, markers removed, lines joined with
    /// `\n`. Readers look it up on the first token of a declaration to document members.
    public var documentation: String? {
        get { extra?.documentation }
        set { setFields(documentation: newValue) }
    }

    /// A line break (or the start of the file) stands between this token and the previous one:
    /// Swift ends statements there, and a `(` after a line break starts no call.
    public var precededByNewline: Bool {
        get { packed & Self.newlineBit != 0 }
        set { packed = newValue ? packed | Self.newlineBit : packed & ~Self.newlineBit }
    }
    /// Whitespace or a comment stands right before this token: tells `a.b` from `a .b`
    /// and a prefix operator from an infix one.
    public var precededBySpace: Bool {
        get { packed & Self.spaceBit != 0 }
        set { packed = newValue ? packed | Self.spaceBit : packed & ~Self.spaceBit }
    }

    public var kind: Kind {
        get { Self.kind(code: (packed >> Self.kindShift) & Self.kindMask) }
        set { packed = (packed & ~(Self.kindMask << Self.kindShift)) | (UInt64(Self.code(of: newValue)) << Self.kindShift) }
    }

    // A source audit holds every token of every file at once (over a million for a large app):
    // a token is its text, one 64-bit word and one optional box, 32 bytes (it was 40 with
    // 32-bit positions, 112 with whole ones). The word holds the offset (24 bits: a file is at
    // most 16 MiB), line (20 bits), column (12 bits), kind and the two spacing flags; the
    // length is the text's own. A token whose positions do not fit (a line past 4,094 columns,
    // a text that is not the source's bytes, as invalid UTF-8 decoded) keeps them whole in the
    // box, as it keeps what only literals and documented declarations have; nil for the rest.
    private var storedText: String
    private var packed: UInt64
    private var extra: Extra?

    private static let offsetMask: UInt64 = (1 << 24) - 1
    private static let lineShift: UInt64 = 24
    private static let lineMask: UInt64 = (1 << 20) - 1
    private static let columnShift: UInt64 = 44
    private static let columnMask: UInt64 = (1 << 12) - 1
    private static let kindShift: UInt64 = 56
    private static let kindMask: UInt64 = 0xF
    private static let newlineBit: UInt64 = 1 << 60
    private static let spaceBit: UInt64 = 1 << 61
    /// The positions are in the box.
    private static let wideBit: UInt64 = 1 << 62

    /// Kinds by code, in their declaration order (the codes are the enum's own tags).
    @inline(__always)
    private static func kind(code: UInt64) -> Kind {
        switch code {
        case 0: return .identifier
        case 1: return .integerLiteral
        case 2: return .floatLiteral
        case 3: return .stringLiteral
        case 4: return .operator
        case 5: return .punctuation
        case 6: return .directive
        case 7: return .poundName
        default: return .unknown
        }
    }

    private static func code(of kind: Kind) -> Int {
        switch kind {
        case .identifier: return 0
        case .integerLiteral: return 1
        case .floatLiteral: return 2
        case .stringLiteral: return 3
        case .operator: return 4
        case .punctuation: return 5
        case .directive: return 6
        case .poundName: return 7
        case .unknown: return 8
        }
    }

    /// Where the token stands in its source, whole.
    private struct Positions: Hashable, Sendable {
        var line: Int
        var column: Int
        var offset: Int
        var length: Int
    }

    private var positions: Positions {
        Positions(line: line, column: column, offset: offset, length: length)
    }

    /// A literal's value and interpolations, a declaration's documentation, and the positions
    /// too large for the token's word.
    private final class Extra: Hashable, Sendable {
        let literal: String?
        let interpolations: [String]
        let documentation: String?
        let positions: Positions?

        init(literal: String?, interpolations: [String], documentation: String?, positions: Positions?) {
            self.literal = literal
            self.interpolations = interpolations
            self.documentation = documentation
            self.positions = positions
        }

        static func == (lhs: Extra, rhs: Extra) -> Bool {
            lhs.literal == rhs.literal && lhs.interpolations == rhs.interpolations && lhs.documentation == rhs.documentation
                && lhs.positions == rhs.positions
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(literal)
            hasher.combine(interpolations)
            hasher.combine(documentation)
            hasher.combine(positions)
        }
    }

    /// Stores the fields given (the others as they are) in the word and the box.
    private mutating func setFields(
        literal: String?? = nil, interpolations: [String]? = nil, documentation: String?? = nil, positions: Positions? = nil
    ) {
        let literal = literal ?? self.literal
        let interpolations = interpolations ?? self.interpolations
        let documentation = documentation ?? self.documentation
        let positions = positions ?? self.positions
        let fits = positions.offset >= 0 && UInt64(positions.offset) <= Self.offsetMask
            && positions.line >= 0 && UInt64(positions.line) <= Self.lineMask
            && positions.column >= 0 && UInt64(positions.column) <= Self.columnMask
            && positions.length == storedText.utf8.count
        var word = packed & (Self.kindMask << Self.kindShift | Self.newlineBit | Self.spaceBit)
        if fits {
            word |= UInt64(positions.offset) | UInt64(positions.line) << Self.lineShift | UInt64(positions.column) << Self.columnShift
        } else {
            word |= Self.wideBit
        }
        packed = word
        extra = literal == nil && interpolations.isEmpty && documentation == nil && fits
            ? nil : Extra(literal: literal, interpolations: interpolations, documentation: documentation, positions: fits ? nil : positions)
    }

    public init(
        kind: Kind, text: String, literal: String? = nil, interpolations: [String] = [],
        line: Int, column: Int, offset: Int, length: Int, documentation: String? = nil,
        precededByNewline: Bool = false, precededBySpace: Bool = false
    ) {
        self.storedText = text
        self.packed = UInt64(Self.code(of: kind)) << Self.kindShift
            | (precededByNewline ? Self.newlineBit : 0) | (precededBySpace ? Self.spaceBit : 0)
        self.extra = nil
        setFields(
            literal: .some(literal), interpolations: interpolations, documentation: .some(documentation),
            positions: Positions(line: line, column: column, offset: offset, length: length))
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
