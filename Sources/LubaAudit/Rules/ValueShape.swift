/// What the whitespace and punctuation rules ask of a value, worked out once per entry. Both
/// rules looked at every pair, and a source value was looked at again for every locale: on a
/// large corpus that was most of their time.
struct ValueShape: Equatable, Sendable {
    // Twelve bytes in all: there is one for every entry of a corpus.
    var newlines: Int32
    var leadingWhitespace: Bool
    var trailingWhitespace: Bool
    var ending: PunctuationParity.Ending?
    /// Empty or whitespace only, as `l10n.empty-value` defines it.
    var isBlank: Bool
    /// Holds an ICU argument head (`looksLikeICUMessage`): the ICU rules compare only these.
    var looksLikeICU: Bool

    init(_ value: String) {
        var copy = value
        var braces = false
        (leadingWhitespace, trailingWhitespace, newlines) = copy.withUTF8 { bytes -> (Bool, Bool, Int32) in
            guard let first = bytes.first, let last = bytes.last else { return (false, false, 0) }
            // An ASCII first or last byte is the whole scalar: no Unicode tables for it.
            let leading = first < 0x80 ? Self.isASCIIWhitespace(first) : value.unicodeScalars.first!.isWhitespaceFast
            let trailing = last < 0x80 ? Self.isASCIIWhitespace(last) : value.unicodeScalars.last!.isWhitespaceFast
            var count: Int32 = 0
            var open: UInt8 = 0
            for byte in bytes {
                count &+= byte == 0x0A ? 1 : 0
                open |= byte == UInt8(ascii: "{") ? 1 : 0
            }
            braces = open != 0
            return (leading, trailing, count)
        }
        // Most values have no brace at all: the scanner runs only on the ones that do.
        looksLikeICU = braces && looksLikeICUMessage(value)
        ending = PunctuationParity.ending(value)
        isBlank = EmptyValue.isBlank(value)
    }

    /// Whether `l10n.whitespace-parity` has anything to say about a pair of these.
    func whitespaceDiffers(from other: ValueShape) -> Bool {
        leadingWhitespace != other.leadingWhitespace || trailingWhitespace != other.trailingWhitespace || newlines != other.newlines
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    static func all(_ entries: [StringsEntry]) -> [ValueShape] {
        entries.map { ValueShape($0.value) }
    }
}
