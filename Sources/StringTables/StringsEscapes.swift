import LubaAuditModel
import LubaAuditICU
/// Backslash escapes inside quoted `.strings` text, read exactly as Apple's parser reads them
/// (CoreFoundation's `getSlashedChar` in CFOldStylePList.c), so the values equal what the app shows.
///
/// What Apple's parser does, and so what this does:
/// - `\a \b \f \n \r \t \v` are the C control characters; `\"`, `\'`, `\\` and a backslash before a line
///   break stand for the character itself.
/// - `\U` takes up to four hex digits and yields one UTF-16 code unit; two in a row form a surrogate pair
///   (`\UD83D\UDE00` is 😀). With no digit it yields U+0000.
/// - `\0`–`\377` is an octal byte read in the NeXTSTEP encoding (`\200` is U+00A0). Three digits at most;
///   values past `\377` keep only their low byte; bytes 0xFE and 0xFF have no character and yield U+0000.
/// - Any other escaped character stands for itself: `\q` is `q`, and `\u203A` is `u203A`: lowercase `\u`
///   is not an escape to Apple's parser. These are reported, since the backslash is silently lost.
package enum StringsEscapes {
    /// A problem in one escape: where it starts (the backslash's byte offset) and what it is.
    package struct Problem {
        package var offset: Int
        package var kind: ReadDiagnostic.Kind
        package var message: String
    }

    /// Decodes `text[start..<end]` (valid UTF-8 holding at least one backslash) into a String.
    package static func unescape(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, problems: inout [Problem]
    ) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var pendingHigh: (unit: UInt32, offset: Int)?
        var i = start

        func lone(_ unit: UInt32, at offset: Int, out: inout [UInt8], problems: inout [Problem]) {
            problems.append(Problem(
                offset: offset, kind: .encoding,
                message: "'\\U\(StringsDecoding.hex(unit, width: 4))' is half of a UTF-16 surrogate pair; read as U+FFFD"))
            out.append(contentsOf: [0xEF, 0xBF, 0xBD])
        }

        while i < end {
            let b = text[i]
            if b != 0x5C {
                if let high = pendingHigh {
                    lone(high.unit, at: high.offset, out: &out, problems: &problems)
                    pendingHigh = nil
                }
                var j = i + 1
                while j < end && text[j] != 0x5C { j += 1 }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: text[i..<j]))
                i = j
                continue
            }
            let escape = i
            i += 1
            guard i < end else { break }
            let c = text[i]
            var unit: UInt32
            switch c {
            case 0x30...0x37:  // octal
                var value = UInt32(c - 0x30)
                var digits = 1
                i += 1
                while digits < 3 && i < end && text[i] >= 0x30 && text[i] <= 0x37 {
                    value = value * 8 + UInt32(text[i] - 0x30)
                    i += 1
                    digits += 1
                }
                let spelled = String(decoding: UnsafeBufferPointer(rebasing: text[escape..<i]), as: UTF8.self)
                if value > 0xFF {
                    problems.append(Problem(
                        offset: escape, kind: .syntax,
                        message: "octal escape '\(spelled)' is larger than a byte; Apple's parser keeps its low byte \\\(String(value & 0xFF, radix: 8))"))
                }
                let mapped = nextStepCharacter(UInt8(truncatingIfNeeded: value))
                if mapped == 0xFFFD {
                    problems.append(Problem(
                        offset: escape, kind: .syntax,
                        message: "octal escape '\(spelled)' names no character in the NeXTSTEP encoding; Apple's parser reads it as U+0000"))
                    unit = 0
                } else {
                    unit = UInt32(mapped)
                }
            case 0x55:  // U
                i += 1
                var value: UInt32 = 0
                var digits = 0
                while digits < 4 && i < end, let digit = hexDigit(text[i]) {
                    value = value << 4 | digit
                    i += 1
                    digits += 1
                }
                if digits == 0 {
                    problems.append(Problem(
                        offset: escape, kind: .syntax,
                        message: "'\\U' without hex digits; Apple's parser reads it as U+0000"))
                }
                unit = value
            case 0x61: unit = 0x07; i += 1  // \a
            case 0x62: unit = 0x08; i += 1  // \b
            case 0x66: unit = 0x0C; i += 1  // \f
            case 0x6E: unit = 0x0A; i += 1  // \n
            case 0x72: unit = 0x0D; i += 1  // \r
            case 0x74: unit = 0x09; i += 1  // \t
            case 0x76: unit = 0x0B; i += 1  // \v
            case 0x22, 0x27, 0x5C, 0x0A, 0x0D:  // \" \' \\ and a line continuation
                unit = UInt32(c); i += 1
            default:
                // The character itself, whatever it is; only a line or paragraph separator is expected here.
                let length = max(1, StringsDecoding.sequenceLength(text, at: i))
                let scalarBytes = UnsafeBufferPointer(rebasing: text[i..<min(end, i + length)])
                let isSeparator = length == 3 && c == 0xE2 && text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9)
                if !isSeparator {
                    let shown = String(decoding: scalarBytes, as: UTF8.self)
                    // The table still loads: say what the user sees, not that anything is rejected.
                    var message = "invalid escape '\\\(shown)': users see '\(shown)' (Apple's parser drops the backslash; the rest of the table loads)"
                    if c == 0x75 {  // u
                        let digits = hexRun(text, from: i + 1, to: end)
                        if !digits.isEmpty {
                            message = "invalid escape '\\u': users see the text 'u\(digits)' where '\\u\(digits)' stands (Apple's parser knows only '\\U'; the rest of the table loads); write '\\U\(digits)'"
                        }
                    }
                    problems.append(Problem(offset: escape, kind: .syntax, message: message))
                }
                if let high = pendingHigh {
                    lone(high.unit, at: high.offset, out: &out, problems: &problems)
                    pendingHigh = nil
                }
                out.append(contentsOf: scalarBytes)
                i += scalarBytes.count
                continue
            }
            // One UTF-16 code unit from the escape: pair surrogates the way a UTF-16 string would.
            if unit >= 0xD800 && unit <= 0xDBFF {
                if let high = pendingHigh { lone(high.unit, at: high.offset, out: &out, problems: &problems) }
                pendingHigh = (unit, escape)
            } else if unit >= 0xDC00 && unit <= 0xDFFF {
                if let high = pendingHigh {
                    StringsDecoding.appendScalar(0x10000 + ((high.unit - 0xD800) << 10) + (unit - 0xDC00), to: &out)
                    pendingHigh = nil
                } else {
                    lone(unit, at: escape, out: &out, problems: &problems)
                }
            } else {
                if let high = pendingHigh {
                    lone(high.unit, at: high.offset, out: &out, problems: &problems)
                    pendingHigh = nil
                }
                StringsDecoding.appendScalar(unit, to: &out)
            }
        }
        if let high = pendingHigh { lone(high.unit, at: high.offset, out: &out, problems: &problems) }
        return String(decoding: out, as: UTF8.self)
    }

    @inline(__always)
    package static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x41...0x46: return UInt32(b - 0x41 + 10)
        case 0x61...0x66: return UInt32(b - 0x61 + 10)
        default: return nil
        }
    }

    /// Up to four hex digits starting at `from`, as text (for messages).
    private static func hexRun(_ text: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> String {
        var j = from
        while j < end && j - from < 4 && hexDigit(text[j]) != nil { j += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: text[from..<j]), as: UTF8.self)
    }

    /// A byte in the NeXTSTEP encoding as a UTF-16 code unit; 0xFFFD for the two bytes it leaves undefined.
    package static func nextStepCharacter(_ byte: UInt8) -> UInt16 {
        byte < 0x80 ? UInt16(byte) : nextStepUpperHalf[Int(byte - 0x80)]
    }

    /// The NeXTSTEP character set, bytes 0x80–0xFF, in Unicode.
    private static let nextStepUpperHalf: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7,  // 0x80
        0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,  // 0x90
        0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7,  // 0xA0
        0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,  // 0xB0
        0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,  // 0xC0
        0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2,  // 0xD0
        0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,  // 0xE0
        0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,  // 0xF0
        0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0xFFFD, 0xFFFD,
    ]
}
