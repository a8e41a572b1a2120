#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A config or baseline file's JSON, read exactly as Foundation's `JSONSerialization` read it
/// before: trailing commas accepted, UTF-16/32 detected, numbers kept as NSNumber saw them, and
/// the same error texts. Existing `.lubaaudit.json` files must keep working byte for byte, and
/// `JSONSerialization` is not in FoundationEssentials. Catalogs and palettes use `JSONParser`,
/// which is strict and keeps locations; config files never needed either.
enum ConfigJSON: Equatable {
    case null
    case bool(Bool)
    /// The number as written; `JSONSerialization` rejected the file if it did not fit a Double.
    case number(String)
    case string(String)
    case array([ConfigJSON])
    /// The last of duplicated keys wins, as it did.
    case object([String: ConfigJSON])

    /// What `JSONSerialization` said about a file it could not read.
    struct SyntaxError: Error, Equatable {
        var message: String
    }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> ConfigJSON {
        var reader = Reader(bytes: try utf8(bytes))
        let value = try reader.document()
        switch value {
        case .array, .object: break
        default: throw SyntaxError(message: "JSON text did not start with array or object and option to allow fragments not set.")
        }
        // Numbers were converted after the whole text parsed, so a syntax error wins over them.
        if let text = reader.unrepresentableNumber {
            throw SyntaxError(message: "Number \(text) is not representable in Swift.")
        }
        return value
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [ConfigJSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var object: [String: ConfigJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// A number's value, booleans included (NSNumber answered both).
    var number: Double? {
        switch self {
        case .bool(let flag): return flag ? 1 : 0
        case .number(let text): return Double(text)
        default: return nil
        }
    }

    /// `value is Bool` on what `JSONSerialization` returned: every NSNumber equal to 0 or 1
    /// bridged to Bool, so `1` and `0.0` counted as booleans too.
    var bridgesToBool: Bool {
        switch self {
        case .bool: return true
        case .number(let text): return Double(text) == 0 || Double(text) == 1
        default: return false
        }
    }

    /// `value as? Int` on what `JSONSerialization` returned: exact integers that fit, booleans as 0 and 1.
    var int: Int? {
        switch self {
        case .bool(let flag): return flag ? 1 : 0
        case .number(let text):
            if Self.isInteger(text) { return Int(text) }
            return Double(text).flatMap { Int(exactly: $0) }
        default: return nil
        }
    }

    private static func isInteger(_ text: String) -> Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The bytes as UTF-8, after the same byte-order-mark and zero-byte sniffing.
    private static func utf8(_ bytes: [UInt8]) throws(SyntaxError) -> [UInt8] {
        var encoding = String.Encoding.utf8
        var skip = 0
        if bytes.count >= 4 {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                skip = 3
            } else if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
                (encoding, skip) = (.utf32BigEndian, 4)
            } else if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
                (encoding, skip) = (.utf32LittleEndian, 4)
            } else if bytes.starts(with: [0xFF, 0xFE]) {
                (encoding, skip) = (.utf16LittleEndian, 2)
            } else if bytes.starts(with: [0xFE, 0xFF]) {
                (encoding, skip) = (.utf16BigEndian, 2)
            } else if bytes[0] == 0, bytes[1] == 0, bytes[2] == 0 {
                encoding = .utf32BigEndian
            } else if bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 {
                encoding = .utf32LittleEndian
            } else if bytes[0] == 0, bytes[2] == 0 {
                encoding = .utf16BigEndian
            } else if bytes[1] == 0, bytes[3] == 0 {
                encoding = .utf16LittleEndian
            }
        } else if bytes.count >= 2 {
            if bytes[0] == 0 {
                encoding = .utf16BigEndian
            } else if bytes[1] == 0 {
                encoding = .utf16LittleEndian
            }
        }
        if encoding == .utf8 { return Array(bytes[skip...]) }
        guard let text = String(bytes: bytes[skip...], encoding: encoding) else {
            throw SyntaxError(message: "Cannot convert input string to valid utf8 input.")
        }
        return Array(text.utf8)
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var depth = 0
        var unrepresentableNumber: String?

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        static let endOfFile = SyntaxError(message: "Unexpected end of file during JSON parse.")

        static func invalid(at offset: Int) -> SyntaxError {
            SyntaxError(message: "Invalid value around character \(offset).")
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        mutating func document() throws(SyntaxError) -> ConfigJSON {
            let value = try self.value()
            var rest = index
            while rest < bytes.count {
                guard Self.isSpace(bytes[rest]) else { throw Self.invalid(at: rest) }
                rest += 1
            }
            return value
        }

        /// Skips whitespace and returns the next byte without consuming it.
        mutating func nextByte() throws(SyntaxError) -> UInt8 {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { throw Self.endOfFile }
            return bytes[index]
        }

        mutating func value() throws(SyntaxError) -> ConfigJSON {
            let byte = try nextByte()
            switch byte {
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let text = try number()
                if unrepresentableNumber == nil, !(Double(text)?.isFinite ?? false) { unrepresentableNumber = text }
                return .number(text)
            default: throw Self.invalid(at: index)
            }
        }

        mutating func word(_ word: StaticString) throws(SyntaxError) {
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            for letter in expected {
                guard index < bytes.count else { throw Self.endOfFile }
                let byte = bytes[index]
                index += 1
                if byte != letter {
                    if index >= bytes.count { throw Self.endOfFile }
                    throw Self.invalid(at: index - 1)
                }
            }
        }

        mutating func open() throws(SyntaxError) {
            index += 1
            guard depth < 512 else {
                throw SyntaxError(message: "Too many nested arrays or dictionaries around character \(index).")
            }
            depth += 1
        }

        mutating func array() throws(SyntaxError) -> ConfigJSON {
            try open()
            defer { depth -= 1 }
            var values: [ConfigJSON] = []
            if try nextByte() == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            }
            while true {
                values.append(try value())
                let separator = try nextByte()
                if separator == UInt8(ascii: "]") {
                    index += 1
                    return .array(values)
                }
                guard separator == UInt8(ascii: ",") else { throw Self.invalid(at: index) }
                index += 1
                if try nextByte() == UInt8(ascii: "]") {
                    index += 1
                    return .array(values)
                }
            }
        }

        mutating func object() throws(SyntaxError) -> ConfigJSON {
            try open()
            defer { depth -= 1 }
            var members: [String: ConfigJSON] = [:]
            if try nextByte() == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                guard index < bytes.count else { throw Self.endOfFile }
                guard bytes[index] == UInt8(ascii: "\"") else { throw Self.invalid(at: index) }
                let key = try string()
                guard try nextByte() == UInt8(ascii: ":") else { throw Self.invalid(at: index) }
                index += 1
                members[key] = try value()
                let separator = try nextByte()
                if separator == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                guard separator == UInt8(ascii: ",") else { throw Self.invalid(at: index) }
                index += 1
                if try nextByte() == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
            }
        }

        /// Reads from the opening quote past the closing one.
        mutating func string() throws(SyntaxError) -> String {
            index += 1
            var output: [UInt8] = []
            var runStart = index
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    try validateUTF8(runStart..<index)
                    appendRun(runStart..<index, to: &output)
                    index += 1
                    return String(decoding: output, as: UTF8.self)
                case 0...31:
                    try validateUTF8(runStart..<index)
                    throw SyntaxError(message: "Unescaped control character around character \(index).")
                case UInt8(ascii: "\\"):
                    try validateUTF8(runStart..<index)
                    appendRun(runStart..<index, to: &output)
                    try escape(into: &output)
                    runStart = index
                default:
                    index += 1
                }
            }
            throw Self.endOfFile
        }

        /// Each run between escapes went through `String(bytes:encoding: .utf8)`, which drops
        /// one leading byte order mark: a U+FEFF there vanished from the value.
        func appendRun(_ range: Range<Int>, to output: inout [UInt8]) {
            let run = bytes[range]
            output += run.starts(with: [0xEF, 0xBB, 0xBF]) ? run.dropFirst(3) : run
        }

        /// Invalid UTF-8 is an error, reported at the start of the run it was found in.
        func validateUTF8(_ range: Range<Int>) throws(SyntaxError) {
            var iterator = bytes[range].makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: return
                case .error:
                    throw SyntaxError(message: "Invalid UTF-8 sequence \(range.count) bytes starting from character \(range.lowerBound).")
                }
            }
        }

        mutating func escape(into output: inout [UInt8]) throws(SyntaxError) {
            let escapeStart = index
            index += 1
            guard index < bytes.count else { throw Self.endOfFile }
            let letter = bytes[index]
            index += 1
            // A bad escape was reported with the text read so far, which first had to be UTF-8.
            func failure(_ message: String) -> SyntaxError {
                do { try validateUTF8(escapeStart..<index) } catch { return error }
                return SyntaxError(message: message)
            }
            switch letter {
            case UInt8(ascii: "\""): output.append(0x22)
            case UInt8(ascii: "\\"): output.append(0x5C)
            case UInt8(ascii: "/"): output.append(0x2F)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                switch unicodeEscape() {
                case .success(let scalar): output += Array(String(Character(scalar)).utf8)
                case .failure(.syntax(let error)): throw error
                case .failure(.escape(let message)): throw failure(message)
                }
            default:
                throw failure("Invalid escape sequence around character \(index - 2).")
            }
        }

        enum EscapeFailure: Error {
            /// Thrown as is.
            case syntax(SyntaxError)
            /// Reported only once the escape's bytes proved to be UTF-8.
            case escape(String)
        }

        mutating func unicodeEscape() -> Result<Unicode.Scalar, EscapeFailure> {
            let first: UInt16
            do { first = try hex4() } catch { return .failure(.syntax(error)) }
            if first & 0xFC00 == 0xD800 {
                guard index + 1 < bytes.count else {
                    index = bytes.count
                    return .failure(.syntax(Self.endOfFile))
                }
                let lowSurrogateMissing = EscapeFailure.escape(
                    "Unexpected end of file during string parse (expected low-surrogate code point but did not find one).")
                guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    index += 2
                    return .failure(lowSurrogateMissing)
                }
                index += 2
                let second: UInt16
                do { second = try hex4() } catch { return .failure(.syntax(error)) }
                guard second & 0xFC00 == 0xDC00 else { return .failure(lowSurrogateMissing) }
                let value = (UInt32(first) - 0xD800) * 0x400 + (UInt32(second) - 0xDC00) + 0x10000
                if let scalar = Unicode.Scalar(value) { return .success(scalar) }
            } else if let scalar = Unicode.Scalar(first) {
                return .success(scalar)
            }
            return .failure(.escape("Unable to convert hex escape sequence (no high character) to UTF8-encoded character."))
        }

        mutating func hex4() throws(SyntaxError) -> UInt16 {
            let start = index
            guard index + 4 <= bytes.count else {
                index = bytes.count
                throw Self.endOfFile
            }
            var value: UInt16 = 0
            for byte in bytes[index..<index + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                default:
                    let text = String(decoding: bytes[index..<index + 4], as: UTF8.self)
                    index += 4
                    throw SyntaxError(message: "Invalid hex encoded sequence in \"\(text)\" at \(start).")
                }
                value = value << 4 | UInt16(digit)
            }
            index += 4
            return value
        }

        /// JSON's number grammar, with `JSONSerialization`'s error for each way to break it.
        mutating func number() throws(SyntaxError) -> String {
            let start = index
            enum Part { case integer, fraction, exponent, exponentSign }
            var part = Part.integer
            var digitsInPart = bytes[index] == UInt8(ascii: "-") ? 0 : 1
            var leadingZero = bytes[index] == UInt8(ascii: "0")
            var length = 1
            while start + length < bytes.count {
                let offset = start + length
                let byte = bytes[offset]
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if leadingZero { throw SyntaxError(message: "Number with leading zero around character \(offset).") }
                    if byte == UInt8(ascii: "0"), digitsInPart == 0, part == .integer { leadingZero = true }
                    digitsInPart += 1
                case UInt8(ascii: "."):
                    guard digitsInPart > 0, part == .integer else { throw Self.invalid(at: offset) }
                    (part, digitsInPart, leadingZero) = (.fraction, 0, false)
                case UInt8(ascii: "e"), UInt8(ascii: "E"):
                    guard digitsInPart > 0, part == .integer || part == .fraction else { throw Self.invalid(at: offset) }
                    (part, digitsInPart, leadingZero) = (.exponent, 0, false)
                case UInt8(ascii: "+"), UInt8(ascii: "-"):
                    guard digitsInPart == 0, part == .exponent else { throw Self.invalid(at: offset) }
                    (part, digitsInPart) = (.exponentSign, 0)
                case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard digitsInPart > 0 else { throw Self.invalid(at: offset) }
                    index = offset
                    return String(decoding: bytes[start..<offset], as: UTF8.self)
                default:
                    throw Self.invalid(at: offset)
                }
                length += 1
            }
            guard digitsInPart > 0 else { throw Self.endOfFile }
            index = bytes.count
            return String(decoding: bytes[start...], as: UTF8.self)
        }
    }
}
