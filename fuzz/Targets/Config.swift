// Fuzzes the `.lubaaudit.json` reader: every error must be a thrown `ConfigError`, never a trap.
import Foundation
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        let config = try ConfigReader.read(bytes, path: "fuzz/.lubaaudit.json")
        return config.disabledRules.count == -1 ? 1 : 0
    } catch {
        return 0
    }
}
