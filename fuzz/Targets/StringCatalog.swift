// Fuzzes the `.xcstrings` reader: the JSON parser plus the walk over localizations,
// substitutions and nested variations, and the flattening into the tables every rule reads
// (the shared value and each device's own branches).
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let catalog = StringCatalogReader.read(bytes, path: "fuzz/Localizable.xcstrings")
    var total = catalog.diagnostics.count
    for diagnostic in catalog.diagnostics {
        total &+= diagnostic.message.utf8.count &+ diagnostic.location.column
    }
    let tables = catalog.tables(name: "Localizable")
    let devices = catalog.deviceTables(name: "Localizable")
    for table in tables.strings + devices.strings { total &+= table.entries.count }
    for table in tables.plurals + devices.plurals { total &+= table.entries.count &+ (table.device?.utf8.count ?? 0) }
    total &+= catalog.stateCounts.count
    return total == -1 ? 1 : 0
}
