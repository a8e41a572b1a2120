/// What the whitespace and punctuation rules ask of a value, worked out once per entry. Both
/// rules looked at every pair, and a source value was looked at again for every locale: on a
/// large corpus that was most of their time.
struct ValueShape: Equatable, Sendable {
    // Eight bytes in all, the flags in one byte: there is one for every entry of a corpus.
    var newlines: Int32
    var ending: PunctuationParity.Ending?
    private var flags: UInt8

    private static let leadingBit: UInt8 = 1, trailingBit: UInt8 = 2, blankBit: UInt8 = 4, icuBit: UInt8 = 8, percentBit: UInt8 = 16

    var leadingWhitespace: Bool { flags & Self.leadingBit != 0 }
    var trailingWhitespace: Bool { flags & Self.trailingBit != 0 }
    /// Empty or whitespace only, as `l10n.empty-value` defines it.
    var isBlank: Bool { flags & Self.blankBit != 0 }
    /// Holds an ICU argument head (`looksLikeICUMessage`): the ICU rules compare only these.
    var looksLikeICU: Bool { flags & Self.icuBit != 0 }
    /// Holds a `%` or `％` (`FormatString.mayHoldSpecifier`): the format rules parse only these.
    var mayHoldSpecifier: Bool { flags & Self.percentBit != 0 }

    init(_ value: String) {
        var copy = value
        var braces = false
        var percentLead = false
        let (leading, trailing, count) = copy.withUTF8 { bytes -> (Bool, Bool, Int32) in
            guard let first = bytes.first, let last = bytes.last else { return (false, false, 0) }
            // An ASCII first or last byte is the whole scalar: no Unicode tables for it.
            let leading = first < 0x80 ? Self.isASCIIWhitespace(first) : value.unicodeScalars.first!.isWhitespaceFast
            let trailing = last < 0x80 ? Self.isASCIIWhitespace(last) : value.unicodeScalars.last!.isWhitespaceFast
            var count: Int32 = 0
            var open: UInt8 = 0
            var percent: UInt8 = 0
            for byte in bytes {
                count &+= byte == 0x0A ? 1 : 0
                open |= byte == UInt8(ascii: "{") ? 1 : 0
                // `%`, or the lead byte of a fullwidth `％` (EF BC 85), confirmed below.
                percent |= byte == 0x25 || byte == 0xEF ? 1 : 0
            }
            braces = open != 0
            percentLead = percent != 0
            return (leading, trailing, count)
        }
        newlines = count
        ending = PunctuationParity.ending(value)
        var flags: UInt8 = 0
        if leading { flags |= Self.leadingBit }
        if trailing { flags |= Self.trailingBit }
        if EmptyValue.isBlank(value) { flags |= Self.blankBit }
        // Most values have no brace at all: the scanner runs only on the ones that do.
        if braces && looksLikeICUMessage(value) { flags |= Self.icuBit }
        if percentLead && FormatString.mayHoldSpecifier(value) { flags |= Self.percentBit }
        self.flags = flags
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
