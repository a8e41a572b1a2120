import LubaAuditModel
import CICUShim

/// The ICU library LubaAudit asks about plural rules and MessageFormat syntax.
///
/// This is the system libicu, reached through the C++ target `CICUShim`, not the private ICU
/// copy Foundation carries: the answers are those of the ICU and CLDR versions the
/// distribution ships, and `version` says which.
public enum ICU {
    /// `u_getVersion` of the linked libicu, like `72.1`; empty if ICU could not say.
    public static var version: String {
        ICUText.read { lubaicu_version($0, $1) } ?? ""
    }
}

/// Reads the UTF-8 text a shim function writes into a caller buffer.
package enum ICUText {
    /// Calls `fill(buffer, capacity)`, which returns the length it needs (negative on error),
    /// and retries once with a buffer of that size when the first was too small.
    package static func read(_ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var capacity = 64
        for _ in 0..<2 {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
                guard let base = pointer.baseAddress else { return -1 }
                return fill(base, Int32(pointer.count))
            }
            guard needed >= 0, needed < Int32.max else { return nil }
            if Int(needed) < capacity {
                return buffer.withUnsafeBufferPointer { pointer in
                    pointer.withMemoryRebound(to: UInt8.self) { bytes in
                        String(decoding: bytes.prefix(Int(needed)), as: UTF8.self)
                    }
                }
            }
            capacity = Int(needed) + 1
        }
        return nil
    }
}
