// Fuzzes the Swift lexer (string literals of every kind, comments, raw delimiters) and the
// key registry extraction that walks its tokens.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lexed = SwiftLexer.lex(bytes: bytes, path: "fuzz/Strings.swift")
    let registry = KeyRegistryReader.read(lexed)
    var total = lexed.tokens.count &+ lexed.diagnostics.count
    for call in registry.calls {
        total &+= call.key.utf8.count &+ call.argumentCount &+ (call.fallback?.utf8.count ?? 0)
    }
    return total == -1 ? 1 : 0
}
