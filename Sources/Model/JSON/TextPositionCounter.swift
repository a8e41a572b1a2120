/// Turns byte offsets of a UTF-8 buffer into 1-based line and column numbers, where columns
/// count Unicode scalars (the unit `SourceLocation` promises).
///
/// Readers ask for positions in increasing order, so the counter only walks forward from the
/// last answer: the whole file costs one extra pass, even for a minified single-line file.
/// A request behind the last answer restarts from the top, which stays correct, just slower.
/// `\n`, `\r\n` and a lone `\r` each end one line.
package struct TextPositionCounter: Sendable {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line and column of the byte at `target` (or of the end, when `target` is past it).
    package mutating func position(at target: Int) -> (line: Int, column: Int) {
        let end = min(max(target, 0), bytes.count)
        if end < offset {
            offset = 0
            line = 1
            column = 1
        }
        bytes.withUnsafeBufferPointer { buffer in
            var index = offset
            while index < end {
                let byte = buffer[index]
                if byte > 0x0D {
                    // The common case first: anything but a line break, counted unless it
                    // continues a multi-byte scalar.
                    if byte & 0xC0 != 0x80 { column &+= 1 }
                } else if byte == 0x0A {
                    line &+= 1
                    column = 1
                } else if byte == 0x0D {
                    // `\r\n` is one break: the `\n` counts it.
                    if index + 1 < buffer.count, buffer[index + 1] == 0x0A {
                        column &+= 1
                    } else {
                        line &+= 1
                        column = 1
                    }
                } else {
                    column &+= 1
                }
                index += 1
            }
        }
        offset = end
        return (line, column)
    }

    /// The location of the byte at `target` in `file`.
    package mutating func location(at target: Int, file: String) -> SourceLocation {
        let (line, column) = position(at: target)
        return SourceLocation(file: file, line: line, column: column)
    }
}
