extension String {
    /// Calls `body` with the string's UTF-8 bytes where they are stored. `withUTF8` needs a
    /// mutable copy of the string, a retain and a release each call: on the values of a
    /// corpus that is a tenth of some loops' time. A bridged string, whose bytes are not
    /// stored as UTF-8, is copied once.
    // Inlinable: generic over its result, it is called in every byte loop of every layer above,
    // and unspecialized across a module boundary each call asked the runtime for metadata.
    @inlinable @inline(__always)
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
