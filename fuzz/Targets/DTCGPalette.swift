// Fuzzes the W3C design-token (DTCG) palette reader: groups, inherited `$type`, aliases (and
// their cycles), color objects and Tokens Studio `$themes`. A NUL byte splits the input into a
// light and a dark file. Unusable input must throw `AuditInputError`, never trap.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let files = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    let inputs = files.enumerated().map {
        DTCGPaletteReader.Input(path: "fuzz/palette\($0.offset).tokens.json", bytes: Array($0.element))
    }
    do {
        let theme = try DTCGPaletteReader.read(inputs)
        var total = theme.roles.count &+ theme.diagnostics.count
        for role in theme.roles {
            total &+= role.light.chain.count &+ role.dark.chain.count
        }
        return total == -1 ? 1 : 0
    } catch {
        return 0
    }
}
