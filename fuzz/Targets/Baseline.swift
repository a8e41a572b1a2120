// Fuzzes the baseline reader, and that a baseline it accepts survives its own encoding.
import Foundation
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let baseline = try? Baseline.read(bytes, path: "fuzz/baseline.json") else { return 0 }
    guard let again = try? Baseline.read(baseline.encoded(), path: "fuzz/baseline.json"), again == baseline else {
        fatalError("a baseline read back from its own encoding differs")
    }
    return 0
}
