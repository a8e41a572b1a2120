/// Report bytes on their way out. They gather in a small buffer that is drained into the
/// report's file whenever it fills, so writing a 300 MB JUnit file holds 64 KB, not 300 MB.
/// Without a drain (tests, the translators' exports) the bytes simply stay in `bytes`.
///
/// A failed drain is remembered, not thrown: renderers stay simple, and the writer checks
/// `failure` once at the end, before it renames anything into place.
public struct ReportStream {
    public private(set) var bytes: [UInt8] = []
    /// The errno of the first failed drain, 0 while all is well.
    public private(set) var failure: Int32 = 0
    private let drain: ((UnsafeBufferPointer<UInt8>) -> Int32)?

    static let chunk = 1 << 16

    /// Keeps every byte in memory.
    public init() {
        drain = nil
    }

    /// Hands each full buffer to `drain`, which returns 0 or an errno.
    public init(drain: @escaping (UnsafeBufferPointer<UInt8>) -> Int32) {
        self.drain = drain
        bytes.reserveCapacity(Self.chunk + Self.chunk / 4)
    }

    /// What was written, for in-memory streams.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    public mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    public mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
        spillIfFull()
    }

    public mutating func append(byte: UInt8) {
        bytes.append(byte)
        spillIfFull()
    }

    /// A decimal integer, without building a String for it.
    public mutating func append(decimal value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            // -(Int.min) overflows: spell the magnitude from the unsigned value.
            appendDigits(UInt(bitPattern: value).magnitudeOfNegative)
        } else {
            appendDigits(UInt(value))
        }
        spillIfFull()
    }

    private mutating func appendDigits(_ value: UInt) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// Drains the buffer now (the writer calls this once at the end).
    public mutating func flush() {
        guard let drain, !bytes.isEmpty else { return }
        if failure == 0 {
            failure = bytes.withUnsafeBufferPointer { drain($0) }
        }
        bytes.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    private mutating func spillIfFull() {
        if bytes.count >= Self.chunk && drain != nil { flush() }
    }
}

private extension UInt {
    /// |x| of a negative Int given as its bit pattern.
    var magnitudeOfNegative: UInt { ~self &+ 1 }
}
