import LubaAuditModel
/// Whether `value` reads as an ICU MessageFormat message: it holds at least one argument head,
/// `{name}`, `{0}`, `{name, plural, …}`, `{name, select, …}`, `{name, number}` and the like.
///
/// Why a shape test and not ICU's parser: nearly any text without braces parses as a valid
/// message, so parsing says nothing about intent. Printf and Apple strings (`%@`, `%1$@`,
/// `%lld`) have no argument heads; JSON (`{"a": 1}`), code blocks (`{ }`, `{ return x; }`),
/// format specs (`{0:.2f}`), sets (`{a, b}`) and other template syntaxes (`${x}`, `%{x}`,
/// `#{x}`, `{{x}}`) are not taken for ICU either. Names must be ASCII identifiers or digits.
public func looksLikeICUMessage(_ value: String) -> Bool {
    ICUMessageShape.containsArgumentHead(value)
}

/// The byte-level scanner behind `looksLikeICUMessage`.
package enum ICUMessageShape {
    /// ICU's argument types: after `{name,` one of these must follow.
    private static let argumentTypes: Set<[UInt8]> = Set(
        ["plural", "select", "selectordinal", "choice", "number", "date", "time", "spellout", "ordinal", "duration"]
            .map { Array($0.utf8) })

    /// Longest name or type considered; a longer run is prose, not an argument.
    private static let maxWordLength = 64

    /// Every value of a catalog passes through here, and most hold no `{`: the bytes are read
    /// in place (no copy of the string) and searched eight at a time for a brace.
    package static func containsArgumentHead(_ value: String) -> Bool {
        value.withUTF8Bytes { containsArgumentHead(bytes: $0) }
    }

    package static func containsArgumentHead(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while let brace = nextBrace(bytes, from: index) {
            if isArgumentHead(bytes, at: brace) { return true }
            index = brace + 1
        }
        return false
    }

    /// The first `{` at or after `start`.
    private static func nextBrace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = bytes.count
        var index = start
        while index &+ 8 <= count {
            // The lowest flagged byte (in memory order on the little-endian machines Swift runs
            // on) is exact: only bytes above a match can be flagged wrongly.
            let match = ByteWord(bytes, at: index).matching(UInt8(ascii: "{"))
            if match != 0 { return index &+ match.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count {
            if bytes[index] == UInt8(ascii: "{") { return index }
            index &+= 1
        }
        return nil
    }

    package static func isArgumentHead(_ bytes: UnsafeBufferPointer<UInt8>, at brace: Int) -> Bool {
        if brace > 0 {
            switch bytes[brace - 1] {
            case UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "{"): return false
            default: break
            }
        }
        var index = skipSpace(bytes, from: brace + 1)
        guard index < bytes.count else { return false }
        let nameStart = index
        if isDigit(bytes[index]) {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            if index < bytes.count, isIdentifierByte(bytes[index]) { return false }  // `{1abc}`
        } else if isIdentifierStart(bytes[index]) {
            while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        } else {
            return false
        }
        guard index - nameStart <= maxWordLength else { return false }
        index = skipSpace(bytes, from: index)
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "}") { return true }
        guard bytes[index] == UInt8(ascii: ",") else { return false }
        index = skipSpace(bytes, from: index + 1)
        let typeStart = index
        while index < bytes.count, isLowercaseLetter(bytes[index]) { index += 1 }
        guard index > typeStart, index - typeStart <= maxWordLength,
              argumentTypes.contains(Array(bytes[typeStart..<index])) else { return false }
        index = skipSpace(bytes, from: index)
        guard index < bytes.count else { return false }
        return bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "}")
    }

    private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return index
            }
        }
        return index
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isLowercaseLetter(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
