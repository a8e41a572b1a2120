/// The bytes a text reader scans: always UTF-8, without a byte order mark.
///
/// Readers work on UTF-8 bytes only. A UTF-8 byte order mark is dropped (so the first
/// character is column 1) and UTF-16 with a byte order mark is transcoded, which keeps lines
/// and columns right because columns count scalars, not bytes.
package struct UTF8Input: Sendable {
    package var bytes: [UInt8]
    /// Encoding problems met while transcoding (unpaired surrogates, an odd byte count).
    package var diagnostics: [ReadDiagnostic]

    package init(_ raw: [UInt8], path: String) {
        diagnostics = []
        if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF {
            bytes = Array(raw[3...])
        } else if raw.count >= 2, raw[0] == 0xFF, raw[1] == 0xFE {
            bytes = []
            bytes = transcodeUTF16(raw, bigEndian: false, path: path)
        } else if raw.count >= 2, raw[0] == 0xFE, raw[1] == 0xFF {
            bytes = []
            bytes = transcodeUTF16(raw, bigEndian: true, path: path)
        } else {
            bytes = raw
        }
    }

    private mutating func transcodeUTF16(_ raw: [UInt8], bigEndian: Bool, path: String) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var index = 2
        while index + 1 < raw.count {
            let first = UInt16(raw[index]), second = UInt16(raw[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var line = 1
        var reported = false
        var iterator = units.makeIterator()
        var decoder = UTF16()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line &+= 1 }
                UTF8.encode(scalar) { output.append($0) }
            case .emptyInput:
                break decoding
            case .error:
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                if !reported {
                    reported = true
                    diagnostics.append(ReadDiagnostic(
                        kind: .encoding, message: "invalid UTF-16 (an unpaired surrogate), replaced by U+FFFD",
                        location: SourceLocation(file: path, line: line, column: 1)))
                }
            }
        }
        if raw.count % 2 == 1 {
            diagnostics.append(ReadDiagnostic(
                kind: .encoding, message: "UTF-16 text with an odd number of bytes; the last byte is ignored",
                location: SourceLocation(file: path, line: line, column: 1)))
        }
        return output
    }
}
