#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A strict RFC 8259 JSON parser that keeps the line and column of every value and key.
///
/// It is iterative (an explicit stack, never recursion), so hostile nesting costs a
/// diagnostic, not a stack overflow: past `maxDepth` open arrays and objects it stops with a
/// `.syntax` diagnostic. The first syntax error stops the parse (`root` is nil) and is
/// reported with its line and column. Duplicate object keys are kept and reported as
/// `.syntax` diagnostics without stopping; invalid UTF-8 inside strings and unpaired
/// `\u` surrogates are replaced by U+FFFD and reported as `.encoding` diagnostics.
public struct JSONParser: Sendable {
    /// Deep enough for any real catalog, token file or config; shallow enough that walking the
    /// result recursively stays far from the stack limit.
    public static let defaultMaxDepth = 512

    public var maxDepth: Int

    public init(maxDepth: Int = JSONParser.defaultMaxDepth) {
        self.maxDepth = max(1, maxDepth)
    }

    /// Parses `bytes` (UTF-8, or UTF-16 with a byte order mark); `path` names the file in locations.
    public func parse(_ bytes: [UInt8], path: String) -> JSONDocument {
        let input = UTF8Input(bytes, path: path)
        var scanner = JSONScanner(bytes: input.bytes, path: path, maxDepth: maxDepth)
        var diagnostics = input.diagnostics
        let root: JSONValue?
        do {
            root = try scanner.parseDocument()
        } catch {
            root = nil
            scanner.diagnostics.append(ReadDiagnostic(
                kind: .syntax, message: error.message, location: scanner.location(at: error.offset)))
        }
        diagnostics += scanner.diagnostics
        return JSONDocument(root: root, diagnostics: diagnostics)
    }

    public func parse(_ data: Data, path: String) -> JSONDocument {
        parse([UInt8](data), path: path)
    }

    /// Parses with the default depth limit.
    public static func parse(_ bytes: [UInt8], path: String) -> JSONDocument {
        JSONParser().parse(bytes, path: path)
    }

    public static func parse(_ data: Data, path: String) -> JSONDocument {
        JSONParser().parse([UInt8](data), path: path)
    }
}

/// The first syntax error: what went wrong and the byte offset where it was seen.
package struct JSONSyntaxError: Error {
    package var message: String
    package var offset: Int
}

/// The parser's state over one buffer.
package struct JSONScanner {
    private let bytes: [UInt8]
    private let path: String
    private let maxDepth: Int
    private var index = 0
    private var positions: TextPositionCounter
    package var diagnostics: [ReadDiagnostic] = []

    /// An array or object still open, with what it holds so far.
    private struct OpenContainer {
        var isObject: Bool
        var start: Int
        var location: SourceLocation
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        /// The key waiting for its value.
        var key = ""
        var keyLocation: SourceLocation
        /// Every key seen so far, for objects too large to search linearly (built on demand).
        var keyIndex: [String: SourceLocation]?

        /// Where `key` first stood, if the object already has it. Small objects (nearly all)
        /// are searched linearly: hashing every key of every object costs more.
        mutating func firstLocation(of key: String) -> SourceLocation? {
            if keyIndex == nil, members.count >= 16 {
                var index: [String: SourceLocation] = [:]
                for member in members where index[member.key] == nil {
                    index[member.key] = member.keyLocation
                }
                keyIndex = index
            }
            if let keyIndex { return keyIndex[key] }
            return members.first { $0.key == key }?.keyLocation
        }
    }

    package init(bytes: [UInt8], path: String, maxDepth: Int) {
        self.bytes = bytes
        self.path = path
        self.maxDepth = maxDepth
        positions = TextPositionCounter(bytes)
    }

    package mutating func location(at offset: Int) -> SourceLocation {
        positions.location(at: offset, file: path)
    }

    // MARK: - Structure

    package mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        var stack: [OpenContainer] = []
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                if let open = stack.last {
                    throw failure("unexpected end of file: the \(open.isObject ? "object" : "array") opened at \(open.location.line):\(open.location.column) is not closed, a value is missing")
                }
                throw failure(bytes.isEmpty ? "empty file: expected a JSON value" : "expected a JSON value, found only whitespace")
            }
            let start = index
            let startLocation = location(at: start)
            var value: JSONValue
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                guard stack.count < maxDepth else {
                    throw failure("nesting deeper than \(maxDepth) levels of arrays and objects")
                }
                index += 1
                skipWhitespace()
                let close = UInt8(ascii: isObject ? "}" : "]")
                if index < bytes.count, bytes[index] == close {
                    index += 1
                    value = JSONValue(isObject ? .object([]) : .array([]), location: startLocation)
                } else {
                    var open = OpenContainer(
                        isObject: isObject, start: start, location: startLocation, keyLocation: startLocation)
                    if isObject { try readKey(into: &open) }
                    stack.append(open)
                    continue
                }
            case UInt8(ascii: "\""):
                value = JSONValue(.string(try readString()), location: startLocation)
            case UInt8(ascii: "t"):
                try expectWord("true")
                value = JSONValue(.bool(true), location: startLocation)
            case UInt8(ascii: "f"):
                try expectWord("false")
                value = JSONValue(.bool(false), location: startLocation)
            case UInt8(ascii: "n"):
                try expectWord("null")
                value = JSONValue(.null, location: startLocation)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = JSONValue(.number(try readNumber()), location: startLocation)
            default:
                throw failure("expected a JSON value, found \(describeWord(at: index))")
            }

            // Hand the finished value to its container; close containers as long as they end here.
            while true {
                guard var open = stack.popLast() else {
                    skipWhitespace()
                    if index < bytes.count {
                        throw failure("unexpected \(describeByte(at: index)) after the top-level value")
                    }
                    return value
                }
                if open.isObject {
                    open.members.append(JSONMember(key: open.key, keyLocation: open.keyLocation, value: value))
                } else {
                    open.elements.append(value)
                }
                skipWhitespace()
                let close = UInt8(ascii: open.isObject ? "}" : "]")
                guard index < bytes.count else {
                    throw failure("unexpected end of file: the \(open.isObject ? "object" : "array") opened at \(open.location.line):\(open.location.column) is not closed")
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    if open.isObject {
                        try readKey(into: &open)
                    } else {
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                            throw failure("trailing comma before ']'")
                        }
                    }
                    stack.append(open)
                    break
                }
                if bytes[index] == close {
                    index += 1
                    value = JSONValue(
                        open.isObject ? .object(open.members) : .array(open.elements), location: open.location)
                    continue
                }
                throw failure("expected ',' or '\(open.isObject ? "}" : "]")', found \(describeByte(at: index))")
            }
        }
    }

    /// Reads `"key" :` into `open`, reporting a key the object already has.
    private mutating func readKey(into open: inout OpenContainer) throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < bytes.count else {
            throw failure("unexpected end of file: the object opened at \(open.location.line):\(open.location.column) is not closed")
        }
        guard bytes[index] == UInt8(ascii: "\"") else {
            if bytes[index] == UInt8(ascii: "}") { throw failure("trailing comma before '}'") }
            throw failure("expected a string key in double quotes, found \(describeByte(at: index))")
        }
        let keyLocation = location(at: index)
        let key = try readString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw failure(index < bytes.count
                ? "expected ':' after the key, found \(describeByte(at: index))"
                : "unexpected end of file: expected ':' after the key")
        }
        index += 1
        if let first = open.firstLocation(of: key) {
            diagnostics.append(ReadDiagnostic(
                kind: .syntax,
                message: "duplicate key \(JSONPath().member(key).text) (first at \(first.line):\(first.column)); the last one wins",
                location: keyLocation))
        } else if open.keyIndex != nil {
            open.keyIndex?[key] = keyLocation
        }
        open.key = key
        open.keyLocation = keyLocation
    }

    // MARK: - Scalars

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = index
        var offset = 0
        let matched: Bool = word.withUTF8Buffer { expected in
            while offset < expected.count {
                guard start + offset < bytes.count, bytes[start + offset] == expected[offset] else { return false }
                offset += 1
            }
            return true
        }
        guard matched else {
            throw JSONSyntaxError(message: "expected a JSON value, found \(describeWord(at: start))", offset: start)
        }
        index = start + offset
    }

    /// Reads a number per the JSON grammar and returns its text.
    private mutating func readNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw failure("a number needs a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw failure("a number may not have a leading zero")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw failure("a number needs a digit after '.'")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw failure("a number needs a digit in its exponent")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Reads a string starting at its opening quote; leaves `index` after the closing quote.
    private mutating func readString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        let contentStart = index
        var nonASCII = false
        // Fast path: no escapes, the common case, decoded straight from the buffer.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = decode(bytes[contentStart..<index], nonASCII: nonASCII, stringStart: start)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure(controlCharacterMessage(byte)) }
            if byte >= 0x80 { nonASCII = true }
            index += 1
        }
        guard index < bytes.count else {
            throw JSONSyntaxError(message: "unterminated string", offset: start)
        }
        var buffer = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return decode(buffer[...], nonASCII: nonASCII, stringStart: start)
            }
            if byte < 0x20 { throw failure(controlCharacterMessage(byte)) }
            if byte >= 0x80 { nonASCII = true }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                index += 1
                let scalar = try readUnicodeEscape(escapeStart: escapeStart)
                UTF8.encode(scalar) { buffer.append($0) }
                continue
            default:
                throw JSONSyntaxError(
                    message: "invalid escape \\\(describeScalar(at: index)) in a string", offset: escapeStart)
            }
            index += 1
        }
        throw JSONSyntaxError(message: "unterminated string", offset: start)
    }

    /// Reads the four hex digits after `\u` (and a low surrogate's `\uXXXX` after a high one).
    private mutating func readUnicodeEscape(escapeStart: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try readHex4(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(first) {
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let save = index
                index += 2
                let second = try readHex4(escapeStart: save)
                if (0xDC00...0xDFFF).contains(second) {
                    let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                index = save
            }
            reportSurrogate(first, at: escapeStart)
            return "\u{FFFD}"
        }
        if (0xDC00...0xDFFF).contains(first) {
            reportSurrogate(first, at: escapeStart)
            return "\u{FFFD}"
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private mutating func readHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw JSONSyntaxError(message: "incomplete \\u escape", offset: escapeStart)
            }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw JSONSyntaxError(message: "a \\u escape needs four hex digits", offset: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func reportSurrogate(_ unit: UInt32, at offset: Int) {
        let hex = String(unit, radix: 16, uppercase: true)
        diagnostics.append(ReadDiagnostic(
            kind: .encoding, message: "unpaired surrogate \\u\(hex) in a string, replaced by U+FFFD",
            location: location(at: offset)))
    }

    /// Decodes string bytes, repairing (and reporting) invalid UTF-8.
    private mutating func decode(_ slice: ArraySlice<UInt8>, nonASCII: Bool, stringStart: Int) -> String {
        if nonASCII, String(validating: slice, as: UTF8.self) == nil {
            diagnostics.append(ReadDiagnostic(
                kind: .encoding, message: "invalid UTF-8 in a string, replaced by U+FFFD",
                location: location(at: stringStart)))
        }
        return String(decoding: slice, as: UTF8.self)
    }

    // MARK: - Messages

    private mutating func failure(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, offset: index)
    }

    private func controlCharacterMessage(_ byte: UInt8) -> String {
        byte == 0x0A ? "unterminated string (a line break inside a string must be written \\n)"
            : "control character U+\(StringsDecoding.hex(byte, width: 4)) inside a string must be escaped"
    }

    /// "'}'", "'é'", "U+0007": the character at `offset`, readable in a message.
    private func describeByte(at offset: Int) -> String {
        "'\(describeScalar(at: offset))'"
    }

    private func describeScalar(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        var end = offset + 1
        while end < bytes.count, end < offset + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        if let scalar = text.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
            return "U+" + StringsDecoding.hex(scalar.value, width: 4)
        }
        return text
    }

    private func describeWord(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end < offset + 24 {
            let byte = bytes[end]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x2C
                || byte == 0x7D || byte == 0x5D || byte == 0x3A {
                break
            }
            end += 1
        }
        if end == offset { return describeByte(at: offset) }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }
}
