// Fuzzes the located JSON parser (strict RFC 8259, UTF-8/UTF-16 input, depth limit), with the
// default depth and a shallow one so the limit's error path runs often.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document = JSONParser.parse(bytes, path: "fuzz/input.json")
    let shallow = JSONParser(maxDepth: 4).parse(bytes, path: "fuzz/input.json")
    var total = document.diagnostics.count &+ shallow.diagnostics.count
    total &+= document.root == nil ? 0 : 1
    return total == -1 ? 1 : 0
}
