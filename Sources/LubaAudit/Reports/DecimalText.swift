#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Fixed-point numbers as reports print them ("4.35"). The C library's `%.*f` is what
/// Foundation's `String(format:)` handed these to, so its exact rounding (of the binary value,
/// halves to even) carries over without Foundation.
enum DecimalText {
    /// `value` with `digits` decimals (0–17), exactly as `String(format: "%.<digits>f", value)`.
    static func fixed(_ value: Double, digits: Int) -> String {
        let digits = max(0, min(digits, 17))
        var buffer = [CChar](repeating: 0, count: 64)
        var written = format(value, digits: digits, into: &buffer)
        if written >= buffer.count {
            // Only huge magnitudes (1e300 has 301 integer digits) need more room.
            buffer = [CChar](repeating: 0, count: Int(written) + 1)
            written = format(value, digits: digits, into: &buffer)
        }
        return String(decoding: buffer.prefix(Int(max(0, written))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func format(_ value: Double, digits: Int, into buffer: inout [CChar]) -> Int32 {
        let count = buffer.count
        return buffer.withUnsafeMutableBufferPointer { out in
            withVaList([Int32(digits), value]) { arguments in
                vsnprintf(out.baseAddress, count, "%.*f", arguments)
            }
        }
    }
}
