/// One key in `en` and `de`, the German value marked where the finding must point.
func pairExample(_ en: String, _ de: String, marked: Bool = true) -> [String: String] {
    ExampleTree.strings(["en": "\"k\" = \"\(en)\";\n", "de": "\"k\" = \(marked ? ExampleMarker.text : "")\"\(de)\";\n"])
}

/// The same with the translation in another locale.
func pairExample(_ en: String, _ locale: String, _ value: String, marked: Bool = true) -> [String: String] {
    ExampleTree.strings(["en": "\"k\" = \"\(en)\";\n", locale: "\"k\" = \(marked ? ExampleMarker.text : "")\"\(value)\";\n"])
}

/// Whether the UTF-8 of `value` holds a byte `wanted` accepts: a scan before any string work.
func containsByte(_ value: String, _ wanted: (UInt8) -> Bool) -> Bool {
    var value = value
    return value.withUTF8 { $0.contains(where: wanted) }
}

/// Whether the UTF-8 of `value` holds the ASCII `needle`: a byte search, where
/// `String.contains` on every pair of a corpus cost more than the rule itself.
func containsASCII(_ value: String, _ needle: StaticString) -> Bool {
    var value = value
    return value.withUTF8 { bytes in
        needle.withUTF8Buffer { pattern in
            guard pattern.count > 0, bytes.count >= pattern.count else { return false }
            let first = pattern[0]
            var index = 0
            let last = bytes.count - pattern.count
            while index <= last {
                if bytes[index] == first {
                    var offset = 1
                    while offset < pattern.count && bytes[index + offset] == pattern[offset] { offset += 1 }
                    if offset == pattern.count { return true }
                }
                index += 1
            }
            return false
        }
    }
}
