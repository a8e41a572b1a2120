import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
/// What the whitespace and punctuation rules ask of a value, worked out once per entry. Both
/// rules looked at every pair, and a source value was looked at again for every locale: on a
/// large corpus that was most of their time.
package struct ValueShape: Equatable, Sendable {
    // Eight bytes in all, the flags in two: there is one for every entry of a corpus.
    package var newlines: Int32
    package var ending: SentenceEnding?
    private var flags: UInt16

    private static let leadingBit: UInt16 = 1, trailingBit: UInt16 = 2, blankBit: UInt16 = 4, icuBit: UInt16 = 8, percentBit: UInt16 = 16
    private static let percentByteBit: UInt16 = 32, doubleSpaceBit: UInt16 = 64, addressBit: UInt16 = 128, markupBit: UInt16 = 256
    private static let digitBit: UInt16 = 512, nonASCIIBit: UInt16 = 1024, dollarBit: UInt16 = 2048, bracketBit: UInt16 = 4096

    package var leadingWhitespace: Bool { flags & Self.leadingBit != 0 }
    package var trailingWhitespace: Bool { flags & Self.trailingBit != 0 }
    /// Empty or whitespace only, as `l10n.empty-value` defines it.
    package var isBlank: Bool { flags & Self.blankBit != 0 }
    /// Holds an ICU argument head (`looksLikeICUMessage`): the ICU rules compare only these.
    package var looksLikeICU: Bool { flags & Self.icuBit != 0 }
    /// Holds a `%` or `％` (`FormatString.mayHoldSpecifier`): the format rules parse only these.
    package var mayHoldSpecifier: Bool { flags & Self.percentBit != 0 }
    // What the per-value rules test before they look at a pair. Each rule scanned both values
    // of every pair itself, a source value once per locale: worked out here, in the one pass
    // over the bytes the shape makes anyway, a pair costs them two loads.
    /// Holds an ASCII `%`.
    package var hasPercentByte: Bool { flags & Self.percentByteBit != 0 }
    /// Holds two ASCII spaces in a row.
    package var hasDoubleSpace: Bool { flags & Self.doubleSpaceBit != 0 }
    /// Holds `://` or `www.`: what `l10n.url-changed` looks for addresses in.
    package var mayHoldAddress: Bool { flags & Self.addressBit != 0 }
    /// Holds `]`, `*` or `<`: what `l10n.markup-changed` looks for links, emphasis and tags in.
    package var mayHoldMarkup: Bool { flags & Self.markupBit != 0 }
    /// Holds an ASCII digit.
    package var hasDigit: Bool { flags & Self.digitBit != 0 }
    /// Holds a byte that is not ASCII.
    package var hasNonASCII: Bool { flags & Self.nonASCIIBit != 0 }
    /// Holds a `$`: what `l10n.placeholder-changed` looks for `${name}` in.
    package var hasDollar: Bool { flags & Self.dollarBit != 0 }
    /// Holds an ASCII bracket or double quote, or any non-ASCII byte (a curly quote, a
    /// guillemet, a CJK bracket): what `l10n.unbalanced-brackets` reads.
    package var mayHoldBrackets: Bool { flags & (Self.bracketBit | Self.nonASCIIBit) != 0 }

    package init(_ value: String) {
        var braces = false
        var percentLead = false
        var found: UInt16 = 0
        let (leading, trailing, count) = value.withUTF8Bytes { bytes -> (Bool, Bool, Int32) in
            guard let first = bytes.first, let last = bytes.last else { return (false, false, 0) }
            // An ASCII first or last byte is the whole scalar: no Unicode tables for it.
            let leading = first < 0x80 ? Self.isASCIIWhitespace(first) : value.unicodeScalars.first!.isWhitespaceFast
            let trailing = last < 0x80 ? Self.isASCIIWhitespace(last) : value.unicodeScalars.last!.isWhitespaceFast
            // One table load per byte gives every class the flags need; the multi-byte patterns
            // are looked for afterwards, only in values holding their first bytes. A dozen
            // comparisons per byte made this loop one of the audit's largest costs.
            var seen: UInt16 = 0
            var pairs: UInt16 = 0
            var previous: UInt16 = 0
            var count: Int32 = 0
            Self.byteClasses.withUnsafeBufferPointer { classes in
                for byte in bytes {
                    let byteClass = classes[Int(byte)]
                    seen |= byteClass
                    pairs |= previous & byteClass
                    previous = byteClass
                    count &+= Int32(byteClass & Self.newlineClass)
                }
            }
            braces = seen & Self.braceClass != 0
            percentLead = seen & Self.percentLeadClass != 0
            if seen & Self.percentClass != 0 { found |= Self.percentByteBit }
            if pairs & Self.spaceClass != 0 { found |= Self.doubleSpaceBit }
            if seen & Self.addressLeadClass != 0 && Self.holdsAddress(bytes) { found |= Self.addressBit }
            if seen & Self.markupClass != 0 { found |= Self.markupBit }
            if seen & Self.digitClass != 0 { found |= Self.digitBit }
            if seen & Self.highClass != 0 { found |= Self.nonASCIIBit }
            if seen & Self.dollarClass != 0 { found |= Self.dollarBit }
            if seen & Self.bracketClass != 0 { found |= Self.bracketBit }
            return (leading, trailing, count)
        }
        newlines = count
        ending = SentenceEnding.of(value)
        var flags = found
        if leading { flags |= Self.leadingBit }
        if trailing { flags |= Self.trailingBit }
        if Self.isBlank(value) { flags |= Self.blankBit }
        // Most values have no brace at all: the scanner runs only on the ones that do.
        if braces && looksLikeICUMessage(value) { flags |= Self.icuBit }
        if percentLead && FormatString.mayHoldSpecifier(value) { flags |= Self.percentBit }
        self.flags = flags
    }

    /// Whether `l10n.whitespace-parity` has anything to say about a pair of these (`self` the
    /// source): leading whitespace differs, the translation lost the trailing whitespace, or
    /// the line breaks differ. Trailing whitespace only the translation has shows nothing.
    package func whitespaceShowsDifferently(from other: ValueShape) -> Bool {
        leadingWhitespace != other.leadingWhitespace || (trailingWhitespace && !other.trailingWhitespace) || newlines != other.newlines
    }

    // Byte classes for the pass in `init`; the newline class is 1 so that it counts by addition.
    private static let newlineClass: UInt16 = 1, braceClass: UInt16 = 2, percentLeadClass: UInt16 = 4, percentClass: UInt16 = 8
    private static let markupClass: UInt16 = 16, digitClass: UInt16 = 32, highClass: UInt16 = 64, spaceClass: UInt16 = 128
    private static let addressLeadClass: UInt16 = 256, dollarClass: UInt16 = 512, bracketClass: UInt16 = 1024

    private static let byteClasses: [UInt16] = (0...255).map { value -> UInt16 in
        let byte = UInt8(value)
        var byteClass: UInt16 = 0
        if byte == 0x0A { byteClass |= newlineClass }
        if byte == UInt8(ascii: "{") { byteClass |= braceClass }
        // `%`, or the lead byte of a fullwidth `％` (EF BC 85), confirmed by `mayHoldSpecifier`.
        if byte == 0x25 || byte == 0xEF { byteClass |= percentLeadClass }
        if byte == 0x25 { byteClass |= percentClass }
        if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "<") { byteClass |= markupClass }
        if byte >= 0x30 && byte <= 0x39 { byteClass |= digitClass }
        if byte >= 0x80 { byteClass |= highClass }
        if byte == 0x20 { byteClass |= spaceClass }
        if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "w") { byteClass |= addressLeadClass }
        if byte == UInt8(ascii: "$") { byteClass |= dollarClass }
        if "()[]{}\"".utf8.contains(byte) { byteClass |= bracketClass }
        return byteClass
    }

    /// Holds `://` or `www.`.
    package static func holdsAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var window: UInt32 = 0
        for byte in bytes {
            window = window &<< 8 | UInt32(byte)
            if window & 0xFF_FFFF == 0x3A2F2F || window == 0x7777_772E { return true }
        }
        return false
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    package static func all(_ entries: [StringsEntry]) -> [ValueShape] {
        entries.map { ValueShape($0.value) }
    }

    /// Empty, or only white space and invisible marks (zero-width space, BOM).
    package static func isBlank(_ value: String) -> Bool {
        // Nearly every value starts with a visible ASCII character: decided without Unicode tables.
        if let first = value.utf8.first, first < 0x80, first != 0x20, !(0x09...0x0D).contains(first) { return false }
        return value.unicodeScalars.allSatisfy { $0.isWhitespaceFast || $0 == "\u{200B}" || $0 == "\u{FEFF}" }
    }
}
