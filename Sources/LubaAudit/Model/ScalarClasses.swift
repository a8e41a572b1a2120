/// Letter, lower-case and white-space tests that the value rules make for every scalar of every
/// value. The standard library answers each from its property tables by a search, which was the
/// largest single cost of a corpus audit; these answer from a bitmap (built once, for the
/// alphabets and kana below U+3100) and from the ranges of the large ideographic and Hangul blocks, and
/// ask the tables only for the rest. Answers are the standard library's (a test compares every
/// scalar).
enum ScalarClasses {
    /// Scalars below this are answered from the bitmaps: the alphabets, and Japanese kana.
    static let bitmapLimit: UInt32 = 0x3100

    /// Bit `v` set when `Unicode.Scalar(v)` is alphabetic / lower-case, for `v < bitmapLimit`.
    static let alphabetic: [UInt64] = bitmap { $0.isAlphabetic }
    static let lowercase: [UInt64] = bitmap { $0.isLowercase }

    private static func bitmap(_ test: (Unicode.Scalar.Properties) -> Bool) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: Int(bitmapLimit) / 64)
        for value in 0..<bitmapLimit {
            guard let scalar = Unicode.Scalar(value), test(scalar.properties) else { continue }
            words[Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        return words
    }

    @inline(__always)
    static func bit(_ words: [UInt64], _ value: UInt32) -> Bool {
        words[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
    }

    /// CJK Unified Ideographs with Extension A, and the Hangul syllables: every scalar in
    /// them is an alphabetic letter without case.
    @inline(__always)
    static func isCaselessLetterBlock(_ value: UInt32) -> Bool {
        (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
    }
}

extension Unicode.Scalar {
    var isWhitespaceFast: Bool {
        if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
        if value < ScalarClasses.bitmapLimit || ScalarClasses.isCaselessLetterBlock(value) {
            // The White_Space property outside ASCII, which Unicode keeps stable.
            switch value {
            case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
            default: return false
            }
        }
        return properties.isWhitespace
    }

    var isLetterFast: Bool {
        if value < 0x80 { return (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }
        if value < ScalarClasses.bitmapLimit { return ScalarClasses.bit(ScalarClasses.alphabetic, value) }
        if ScalarClasses.isCaselessLetterBlock(value) { return true }
        return properties.isAlphabetic
    }

    var isLowercaseFast: Bool {
        if value < 0x80 { return value >= 0x61 && value <= 0x7A }
        if value < ScalarClasses.bitmapLimit { return ScalarClasses.bit(ScalarClasses.lowercase, value) }
        if ScalarClasses.isCaselessLetterBlock(value) { return false }
        return properties.isLowercase
    }
}
