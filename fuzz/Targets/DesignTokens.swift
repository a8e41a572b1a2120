// Fuzzes the design-system readers: size tokens with references and arithmetic, LubaTextRole,
// and the component scanner (fonts, frames, hit areas). A NUL byte splits the input into two
// source files, since tokens and the components that use them live in different files.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let sources = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).enumerated().map {
        DesignSystemReader.Source(path: "fuzz/Design\($0.offset).swift", bytes: Array($0.element))
    }
    let design = DesignSystemReader.read(sources)
    let total = design.sizeTokens.count &+ design.textRoles.count &+ design.fontSites.count
        &+ design.fixedFrames.count &+ design.diagnostics.count
    return total == -1 ? 1 : 0
}
