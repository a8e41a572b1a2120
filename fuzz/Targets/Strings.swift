// Fuzzes the `.strings` reader (every encoding, the NeXTSTEP escapes, plists saved as .strings).
// The reader gets libFuzzer's own buffer, so the address sanitizer sees any read past its end.
// Each input is also read as a translation sharing a source's keys and values: what is read must
// not change.
import LubaAudit

let sourceKeys = KeyInterner(entries: [
    ("a", "a"), ("b", ""), ("k", "v"), ("luba.button.save", "Save"), ("settings.details.title", "Details \u{1F600}"),
    ("", "empty key"), ("key with spaces", "value with \"quotes\""),
])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let table = StringsReader.read(bytes, path: "fuzz/Localizable.strings", locale: "de", name: "Localizable")
    // Touch what rules touch: every key, value and location.
    var total = table.diagnostics.count
    for entry in table.entries {
        total &+= entry.key.utf8.count &+ entry.value.utf8.count &+ entry.location.line
    }
    let shared = StringsReader.read(bytes, path: "fuzz/Localizable.strings", locale: "de", name: "Localizable", interner: sourceKeys)
    if shared.entries != table.entries { fatalError("sharing the source's keys changed what was read") }
    return total == -1 ? 1 : 0
}
