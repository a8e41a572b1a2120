/// The position marker of rule examples, as SwiftLint's `↓`: written in a triggering example's
/// file immediately before the character a finding's line:column names, and removed before the
/// audit reads the file. One test asserts every marked position against the findings, so an
/// example documents exactly where its rule points.
public enum ExampleMarker {
    /// U+2193 DOWNWARDS ARROW. No example may need it as content.
    public static let scalar: Unicode.Scalar = "\u{2193}"
    /// The marker as text, for example builders that place it.
    public static let text = String(scalar)
    package static let utf8: [UInt8] = Array(String(scalar).utf8)

    /// A marked place: 1-based line and column, columns in Unicode scalars as findings count them.
    public struct Position: Hashable, Sendable {
        public var line: Int
        public var column: Int
    }

    /// The text without markers, and where each marker stood in that text.
    public static func strip(_ text: String) -> (text: String, positions: [Position]) {
        var out = String.UnicodeScalarView()
        var positions: [Position] = []
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == Self.scalar {
                positions.append(Position(line: line, column: column))
                continue
            }
            out.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(out), positions)
    }

    /// The same for bytes that are not valid text (encoding examples): the marker is its UTF-8
    /// bytes, and columns count what the bytes before it decode to, each invalid sequence being
    /// one U+FFFD, as the readers report them.
    public static func strip(_ bytes: [UInt8]) -> (bytes: [UInt8], positions: [Position]) {
        var out: [UInt8] = []
        var positions: [Position] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: utf8) {
                let column = String(decoding: out[lineStart...], as: UTF8.self).unicodeScalars.count + 1
                positions.append(Position(line: line, column: column))
                index += utf8.count
                continue
            }
            out.append(bytes[index])
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = out.count
            }
            index += 1
        }
        return (out, positions)
    }
}
