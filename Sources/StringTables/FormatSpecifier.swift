import LubaAuditModel
import LubaAuditICU
/// What one format argument must be at run time, as `String(format:)` / `NSString` reads it
/// from the variadic list. Two specifiers that read an argument as different types make the
/// formatter print garbage or crash, so this is what translation checks compare.
///
/// Sizes follow 64-bit Apple platforms (LP64): `l`, `ll`, `q`, `z`, `t`, `j` (and `L` on an
/// integer conversion, which CoreFoundation reads as 64-bit) read 8 bytes; no modifier, `h` and
/// `hh` read an `int`, because variadic arguments are promoted to `int` anyway.
public enum ArgumentType: String, Hashable, Sendable, CaseIterable {
    /// `%@`: an object (`NSString`, `NSNumber`, anything with a description).
    case object
    /// `%d %i %D` without a 64-bit length modifier (also `h`, `hh`).
    case int
    /// `%ld %lld %qd %zd %td %jd`: `Int` in Swift on 64-bit platforms.
    case int64
    /// `%u %U %x %X %o %O` without a 64-bit length modifier.
    case unsignedInt
    /// `%lu %llu %lx %zu`...: `UInt` in Swift on 64-bit platforms.
    case unsignedInt64
    /// `%f %F %e %E %g %G %a %A` (also with `l`, which C ignores for these).
    case double
    /// `%Lf` and friends: `long double`.
    case longDouble
    /// `%c`: a C `char` (promoted to `int`).
    case char
    /// `%C`: a UTF-16 `unichar`.
    case unichar
    /// `%s`: a NUL-terminated C string pointer; the wrong argument here crashes.
    case cString
    /// `%S`: a NUL-terminated UTF-16 string pointer.
    case unicodeString
    /// `%p`: a pointer printed in hex.
    case pointer
    /// `%n`: writes the count so far through a pointer; CoreFoundation ignores it, but it still
    /// consumes an argument.
    case count
    /// `%#@name@`: a `.stringsdict` variable; the argument's real type is the variable's
    /// `NSStringFormatValueTypeKey`.
    case pluralVariable

    /// The broad kind of value, so `%d` against `%lld` reads as a size problem, not a type one.
    public enum Family: String, Hashable, Sendable {
        case object, integer, floatingPoint, character, unicodeCharacter
        case cString, unicodeString, pointer, count, pluralVariable
    }

    public var family: Family {
        switch self {
        case .object: return .object
        case .int, .int64, .unsignedInt, .unsignedInt64: return .integer
        case .double, .longDouble: return .floatingPoint
        case .char: return .character
        case .unichar: return .unicodeCharacter
        case .cString: return .cString
        case .unicodeString: return .unicodeString
        case .pointer: return .pointer
        case .count: return .count
        case .pluralVariable: return .pluralVariable
        }
    }

    /// Bits read from the argument list on 64-bit Apple platforms: `char`, `short` and `unichar`
    /// arrive promoted to `int`; `long double` counts as 128, its size on x86-64 (on arm64 it is
    /// 64 bits but still a different C type).
    public var bitWidth: Int {
        switch self {
        case .int, .unsignedInt, .char, .unichar: return 32
        case .longDouble: return 128
        default: return 64
        }
    }

    /// The type a `.stringsdict` `NSStringFormatValueTypeKey` names (`d`, `lld`, `@`), read as
    /// the specifier `%` + value; nil when that is not exactly one valid specifier.
    public init?(valueType: String) {
        let parsed = FormatString.parse("%" + valueType)
        guard parsed.problems.isEmpty, parsed.specifiers.count == 1,
              let only = parsed.specifiers.first, only.offset == 0,
              only.text.unicodeScalars.count == valueType.unicodeScalars.count + 1
        else { return nil }
        self = only.argumentType
    }
}

/// One conversion specification found in a format string, such as `%1$-08.3lld`.
///
/// The grammar (the order is fixed, as in C; CoreFoundation is laxer about the order of flags
/// and digits, which real strings do not use):
/// `%` [`n$`] flags(`-+ #0'`)* [width: digits | `*` | `*n$`] [`.` precision: digits | `*` | `*n$` | nothing]
/// [length: `hh h l ll q L z t j`] conversion(`@ d D i u U x X o O f F e E g G a A c C s S p n`),
/// plus the `.stringsdict` variable form `%` [`n$`] `#@name@`. `%%` is a literal percent sign
/// and never becomes a specifier.
public struct FormatSpecifier: Hashable, Sendable {
    /// The specifier as written, from `%` through the conversion.
    public var text: String
    /// Offset of the `%` in the value, counted in Unicode scalars (columns count scalars too).
    public var offset: Int
    /// The explicit `n$` argument position (1-based), if any.
    public var position: Int?
    /// The flag characters in the order written.
    public var flags: String
    /// Digits, `*` (the next argument is the width) or `*n$` (argument n is the width).
    public var width: String?
    /// Digits, `*`, `*n$`, or "" for a bare `.` (precision zero).
    public var precision: String?
    /// "", `h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t` or `j`.
    public var length: String
    public var conversion: Character
    /// For `%#@name@`, the stringsdict variable name.
    public var variableName: String?
    public var argumentType: ArgumentType

    public init(
        text: String, offset: Int, position: Int?, flags: String, width: String?, precision: String?,
        length: String, conversion: Character, variableName: String? = nil, argumentType: ArgumentType
    ) {
        self.text = text
        self.offset = offset
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.variableName = variableName
        self.argumentType = argumentType
    }

    /// True when this "specifier" is much more likely prose that happens to parse: the space
    /// flag (`100 % der` reads as `% d`, `100 % sûr` as `% s`) or a `-` flag without a width,
    /// which does nothing (Hungarian `100%-os` reads as `%-o`). `NSString` still formats these
    /// as specifiers, so they count whenever the string is formatted; they only stop a string
    /// from *looking like* a format string (see `FormatString.looksLikeFormat`).
    public var isAmbiguous: Bool {
        guard position == nil else { return false }
        if flags.utf8.contains(0x20) { return true }
        return width == nil && flags.utf8.contains(0x2D)
    }

    /// True when the width or precision is read from the argument list (`*`, `*n$`).
    public var readsWidthOrPrecisionArgument: Bool {
        (width?.hasPrefix("*") ?? false) || (precision?.hasPrefix("*") ?? false)
    }
}
