// Fuzzes the import's readers: the XLIFF reader (its own small XML reader, which refuses a DOCTYPE
// and any entity but XML's five) and the CSV reader (RFC 4180). Either reads units or throws one
// located error; every position it reports must lie inside the input.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Lines as the CSV reader counts them: LF, CR LF, or a lone CR (old Mac files) ends one.
    var lines = 1
    for (index, byte) in bytes.enumerated() where byte == 0x0A || (byte == 0x0D && (index + 1 == size || bytes[index + 1] != 0x0A)) {
        lines += 1
    }
    func check(_ location: SourceLocation) {
        if location.line < 0 || location.line > lines || location.column < 0 || location.column > size + 1 {
            fatalError("position \(location) outside an input of \(lines) lines and \(size) bytes")
        }
    }
    var total = 0
    do {
        let document = try XLIFFReader.read(bytes, path: "fuzz/input.xliff")
        for unit in document.units {
            check(unit.location)
            total &+= unit.id.utf8.count &+ (unit.target?.utf8.count ?? 0)
        }
    } catch {
        check(error.location)
        if error.reason.isEmpty { fatalError("an error without a reason") }
    }
    do {
        for unit in try CSVReader.read(bytes, path: "fuzz/input.csv") {
            check(unit.location)
            total &+= unit.id.utf8.count &+ (unit.target?.utf8.count ?? 0)
        }
    } catch {
        check(error.location)
        if error.reason.isEmpty { fatalError("an error without a reason") }
    }
    return total == -1 ? 1 : 0
}
