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
/// Report bytes on their way out. They gather in a small buffer that is drained into the
/// report's file whenever it fills, so writing a 300 MB JSON report holds 64 KB, not 300 MB.
/// Without a drain (tests, the translators' exports) the bytes simply stay in `bytes`.
///
/// A failed drain is remembered, not thrown: renderers stay simple, and the writer checks
/// `failure` once at the end, before it renames anything into place.
public struct ReportStream {
    /// The pending bytes. Appends copy straight into spare capacity: an `Array` append of a
    /// short run cost several times the copy itself, and reports are millions of short runs.
    private final class Buffer {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        func copy() -> Buffer {
            let copy = Buffer(capacity: capacity)
            copy.base.initialize(from: base, count: count)
            copy.count = count
            return copy
        }

        @inline(never)
        func grow(_ extra: Int) {
            var grown = capacity * 2
            while grown - count < extra { grown *= 2 }
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            moved.initialize(from: base, count: count)
            base.deallocate()
            base = moved
            capacity = grown
        }

        deinit { base.deallocate() }
    }

    private var buffer: Buffer
    /// The errno of the first failed drain, 0 while all is well.
    public private(set) var failure: Int32 = 0
    private let drain: ((UnsafeBufferPointer<UInt8>) -> Int32)?

    package static let chunk = 1 << 16

    /// Keeps every byte in memory.
    public init() {
        drain = nil
        buffer = Buffer(capacity: 256)
    }

    /// Hands each full buffer to `drain`, which returns 0 or an errno.
    public init(drain: @escaping (UnsafeBufferPointer<UInt8>) -> Int32) {
        self.drain = drain
        buffer = Buffer(capacity: Self.chunk + Self.chunk / 4)
    }

    /// The bytes not yet drained (for in-memory streams: all of them).
    public var bytes: [UInt8] { withBytes { Array($0) } }

    /// What was written, for in-memory streams.
    public var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// The bytes not yet drained, without copying them.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: buffer.base, count: buffer.count))
    }

    public mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    public mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Another stream's pending bytes (a pre-spelled fragment).
    public mutating func append(_ other: ReportStream) {
        other.withBytes { append($0) }
    }

    public mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress, !utf8.isEmpty else { return }
        let storage = uniqueBuffer(reserving: utf8.count)
        (storage.base + storage.count).initialize(from: source, count: utf8.count)
        storage.count += utf8.count
        spillIfFull()
    }

    public mutating func append(byte: UInt8) {
        let storage = uniqueBuffer(reserving: 1)
        storage.base[storage.count] = byte
        storage.count += 1
        spillIfFull()
    }

    /// A decimal integer, without building a String for it.
    public mutating func append(decimal value: Int) {
        if value < 0 {
            append(byte: UInt8(ascii: "-"))
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
            let digitBytes = UnsafeRawBufferPointer(rebasing: buffer[(20 - count)...]).bindMemory(to: UInt8.self)
            append(digitBytes)
        }
    }

    /// Drains the buffer now (the writer calls this once at the end).
    public mutating func flush() {
        guard let drain, buffer.count > 0 else { return }
        let storage = uniqueBuffer(reserving: 0)
        if failure == 0 {
            failure = drain(UnsafeBufferPointer(start: storage.base, count: storage.count))
        }
        storage.count = 0
    }

    /// The buffer, made this stream's own (a copied stream copies on its first write) and with
    /// room for `extra` more bytes.
    @inline(__always)
    private mutating func uniqueBuffer(reserving extra: Int) -> Buffer {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        if buffer.capacity - buffer.count < extra { buffer.grow(extra) }
        return buffer
    }

    @inline(__always)
    private mutating func spillIfFull() {
        if buffer.count >= Self.chunk && drain != nil { flush() }
    }
}

private extension UInt {
    /// |x| of a negative Int given as its bit pattern.
    var magnitudeOfNegative: UInt { ~self &+ 1 }
}
