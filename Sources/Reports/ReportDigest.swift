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
/// SHA-256 over bytes, written out here because the toolchain offers no hash on Linux without
/// a package from outside it. Reports use it for identities that must not change between runs:
/// SARIF fingerprints, HTML anchors, JUnit name disambiguation and the HTML's CSP script hash.
package struct ReportDigest: Sendable {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The 32-byte digest of `bytes`. Works on raw buffers: reports digest one identity per
    /// finding, and array bounds checks and appends were most of the cost.
    package static func sha256<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        if let digest = bytes.withContiguousStorageIfAvailable({ sha256(buffer: $0) }) { return digest }
        return Array(bytes).withUnsafeBufferPointer { sha256(buffer: $0) }
    }

    package static func sha256(buffer message: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
        let fullBlocks = message.count / 64
        // The tail and the padding: one block, or two when the length does not fit in the first.
        let tailCount = message.count - fullBlocks * 64
        let paddedTail = tailCount < 56 ? 64 : 128
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                tail.initialize(repeating: 0)
                if tailCount > 0, let base = message.baseAddress {
                    UnsafeMutableRawPointer(tail.baseAddress!).copyMemory(from: base + fullBlocks * 64, byteCount: tailCount)
                }
                tail[tailCount] = 0x80
                let bitLength = UInt64(truncatingIfNeeded: message.count) &* 8
                for index in 0..<8 { tail[paddedTail - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(index * 8)) }
                for block in 0..<fullBlocks {
                    compress(UnsafeBufferPointer(rebasing: message[(block * 64)..<(block * 64 + 64)]), schedule, &state)
                }
                let padded = UnsafeBufferPointer(tail)
                compress(UnsafeBufferPointer(rebasing: padded[0..<64]), schedule, &state)
                if paddedTail == 128 { compress(UnsafeBufferPointer(rebasing: padded[64..<128]), schedule, &state) }
            }
        }
        var digest = [UInt8](repeating: 0, count: 32)
        withUnsafeBytes(of: state) { words in
            let words = words.bindMemory(to: UInt32.self)
            for index in 0..<8 {
                let word = words[index]
                digest[index * 4] = UInt8(truncatingIfNeeded: word >> 24)
                digest[index * 4 + 1] = UInt8(truncatingIfNeeded: word >> 16)
                digest[index * 4 + 2] = UInt8(truncatingIfNeeded: word >> 8)
                digest[index * 4 + 3] = UInt8(truncatingIfNeeded: word)
            }
        }
        return digest
    }

    @inline(__always)
    private static func compress(
        _ block: UnsafeBufferPointer<UInt8>, _ schedule: UnsafeMutableBufferPointer<UInt32>,
        _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    ) {
        for index in 0..<16 {
            let base = index * 4
            schedule[index] = UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16
                | UInt32(block[base + 2]) << 8 | UInt32(block[base + 3])
        }
        for index in 16..<64 {
            let s0 = rotate(schedule[index - 15], 7) ^ rotate(schedule[index - 15], 18) ^ (schedule[index - 15] >> 3)
            let s1 = rotate(schedule[index - 2], 17) ^ rotate(schedule[index - 2], 19) ^ (schedule[index - 2] >> 10)
            schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        roundConstants.withUnsafeBufferPointer { constants in
            for index in 0..<64 {
                let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                let choice = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ choice &+ constants[index] &+ schedule[index]
                let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ majority
                h = g; g = f; f = e; e = d &+ t1
                d = c; c = b; b = a; a = t1 &+ t2
            }
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }

    /// Lower-case hex of the SHA-256 of the string's UTF-8, cut to `length` characters.
    package static func hex(_ text: String, length: Int = 64) -> String {
        let digest = sha256(text.utf8)
        let digits: StaticString = "0123456789abcdef"
        let count = min(max(0, length), 64)
        // Through an array, not `String(unsafeUninitializedCapacity:)`: that needs macOS 11,
        // and the package builds for older deployment targets too.
        let text = (0..<count).map { index -> UInt8 in
            let byte = digest[index / 2]
            return digits.utf8Start[Int(index % 2 == 0 ? byte >> 4 : byte & 0x0f)]
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Standard base64 of the digest, as a Content-Security-Policy `'sha256-…'` source wants it.
    package static func base64(_ text: String) -> String {
        let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        let digest = sha256(text.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < digest.count {
            let b0 = Int(digest[index])
            let b1 = index + 1 < digest.count ? Int(digest[index + 1]) : 0
            let b2 = index + 2 < digest.count ? Int(digest[index + 2]) : 0
            out.append(alphabet[b0 >> 2])
            out.append(alphabet[((b0 & 0x03) << 4) | (b1 >> 4)])
            out.append(index + 1 < digest.count ? alphabet[((b1 & 0x0f) << 2) | (b2 >> 6)] : UInt8(ascii: "="))
            out.append(index + 2 < digest.count ? alphabet[b2 & 0x3f] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
