// Fuzzes the `.xcstrings` reader: the JSON parser plus the walk over localizations,
// substitutions and nested variations.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let catalog = StringCatalogReader.read(bytes, path: "fuzz/Localizable.xcstrings")
    var total = catalog.diagnostics.count
    for diagnostic in catalog.diagnostics {
        total &+= diagnostic.message.utf8.count &+ diagnostic.location.column
    }
    return total == -1 ? 1 : 0
}
