// Fuzzes the `.stringsdict` reader: its XML plist parser, the binary plist reader and the
// interpretation of plural variables.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let table = StringsDictReader.read(bytes, path: "fuzz/Localizable.stringsdict", locale: "ru", name: "Localizable")
    var total = table.diagnostics.count &+ table.entries.count
    for diagnostic in table.diagnostics {
        total &+= diagnostic.message.utf8.count
    }
    return total == -1 ? 1 : 0
}
