// Fuzzes the printf/CFString format-specifier parser and the source/translation comparison.
// The input's first half is the source, the second half the translation; both are parsed
// straight from libFuzzer's buffer (so overreads are caught) and through `String`.
import LubaAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let half = size / 2
    let first = UnsafeBufferPointer(start: data, count: half)
    let second = UnsafeBufferPointer(start: data + half, count: size - half)
    let source = FormatString.parse(utf8: first)
    let translation = FormatString.parse(utf8: second)
    let sourceText = FormatString.parse(String(decoding: first, as: UTF8.self))
    var total = FormatComparison.compare(source: source, translation: translation).count
    total &+= FormatComparison.compare(source: translation, translation: source).count
    total &+= FormatComparison.compare(source: sourceText, translation: source).count
    for use in source.uses {
        total &+= source.specifier(of: use) == nil ? 0 : 1
    }
    return total == -1 ? 1 : 0
}
