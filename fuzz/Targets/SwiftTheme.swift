// Fuzzes the Swift theme readers: the declaration scanner over lexed tokens, the expression
// evaluator behind `LubaColors`/`LubaPrimitives`/`LubaThemeColors`, and the component color
// pair reader. A NUL byte splits the input into two source files (types may span files).
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let files = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).enumerated().map {
        SwiftSourceFile(path: "fuzz/Theme\($0.offset).swift", displayPath: "fuzz/Theme\($0.offset).swift", bytes: Array($0.element))
    }
    var total = 0
    if let theme = SwiftThemeReader.read(files, source: "fuzz") {
        total &+= theme.roles.count &+ theme.diagnostics.count
    }
    let declarations = SwiftThemeReader.declarations(files)
    let pairs = ComponentPairReader.read(files, declarations: declarations)
    total &+= declarations.count &+ String(describing: pairs).utf8.count
    return total == -1 ? 1 : 0
}
