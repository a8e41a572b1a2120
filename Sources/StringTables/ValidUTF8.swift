import LubaAuditModel
import LubaAuditICU
/// Strings made from bytes already known to be valid UTF-8: the readers validate (and repair) a
/// whole file once, so each of its hundreds of thousands of tokens need not be validated again
/// as `String(decoding:as:)` does.
package enum ValidUTF8 {
    /// The text of `bytes`, which must be valid UTF-8 that starts and ends on scalar boundaries
    /// (a `StringsDecoding.decode` result, cut at ASCII delimiters).
    @inline(__always)
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            var span = unsafe UTF8Span(unchecked: bytes.span, isKnownASCII: false)
            // A String not marked ASCII takes the slow (normalizing) path in every hash and
            // comparison: the mark is set here, as `String(decoding:as:)` sets it.
            _ = span.checkForASCII()
            return String(copying: span)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The scalar at `index` of valid UTF-8 (a String's bytes) and its length in bytes.
    @inline(__always)
    package static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return ((lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F), 4)
    }
}
