import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
import LubaAuditEngine
import LubaAuditReports
/// A property list XML value and the byte ranges it covers, for editing a `.stringsdict` in
/// place: only a `<string>`'s text is ever replaced, so every other byte stays as written.
package indirect enum PlistSpan {
    package struct Member {
        package var key: String
        /// Where `<key>` starts.
        package var keyStart: Int
        package var value: PlistSpan
    }

    /// `close` is where `</dict>` starts; nil for `<dict/>`.
    case dict(members: [Member], start: Int, end: Int, close: Int?)
    /// `content` is the text between the tags; nil for `<string/>`.
    case string(content: Range<Int>?, start: Int, end: Int)
    case other(start: Int, end: Int)

    package var start: Int {
        switch self {
        case .dict(_, let start, _, _), .string(_, let start, _), .other(let start, _): return start
        }
    }

    package var end: Int {
        switch self {
        case .dict(_, _, let end, _), .string(_, _, let end), .other(_, let end): return end
        }
    }

    package var members: [Member] {
        if case .dict(let members, _, _, _) = self { return members }
        return []
    }

    package func member(_ key: String) -> PlistSpan? { members.last { $0.key == key }?.value }
}

/// Reads the spans of an XML property list (the shape `.stringsdict` files have).
package struct PlistSpanReader {
    package struct Failure: Error {
        package var reason: String
    }

    private let text: [UInt8]
    private var at = 0

    /// The root value inside `<plist>`.
    package static func read(_ text: [UInt8]) throws(Failure) -> PlistSpan {
        var reader = PlistSpanReader(text: text)
        while true {
            reader.skipSpace()
            guard reader.at < text.count else { throw Failure(reason: "no <plist> element") }
            if try reader.skipMisc() { continue }
            if reader.has("<plist") {
                guard let close = reader.find(">") else { throw Failure(reason: "unterminated <plist>") }
                reader.at = close + 1
                if text[close - 1] == UInt8(ascii: "/") { throw Failure(reason: "the property list is empty") }
                reader.skipSpace()
                return try reader.value()
            }
            throw Failure(reason: "expected <plist>")
        }
    }

    private init(text: [UInt8]) {
        self.text = text
    }

    private func has(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        return at + utf8.count <= text.count && text[at..<at + utf8.count].elementsEqual(utf8)
    }

    private func find(_ literal: String, from start: Int? = nil) -> Int? {
        let utf8 = Array(literal.utf8)
        var index = start ?? at
        while index + utf8.count <= text.count {
            if text[index] == utf8[0] && text[index..<index + utf8.count].elementsEqual(utf8) { return index }
            index += 1
        }
        return nil
    }

    private mutating func skipSpace() {
        while at < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[at]) { at += 1 }
    }

    /// Skips a declaration, DOCTYPE or comment; false at anything else.
    private mutating func skipMisc() throws(Failure) -> Bool {
        for (open, close) in [("<?", "?>"), ("<!--", "-->"), ("<!DOCTYPE", ">")] where has(open) {
            guard let end = find(close, from: at + open.utf8.count) else { throw Failure(reason: "unterminated \(open)") }
            if open == "<!DOCTYPE" && text[at..<end].contains(UInt8(ascii: "[")) {
                throw Failure(reason: "the property list declares entities in its DOCTYPE")
            }
            at = end + close.utf8.count
            return true
        }
        return false
    }

    private mutating func skipSpaceAndComments() throws(Failure) {
        while true {
            skipSpace()
            if has("<!--") { _ = try skipMisc() } else { return }
        }
    }

    private mutating func tagName() throws(Failure) -> (name: String, selfClosing: Bool) {
        guard at < text.count, text[at] == UInt8(ascii: "<"), let close = find(">") else { throw Failure(reason: "expected an element") }
        let inner = text[(at + 1)..<close]
        let selfClosing = inner.last == UInt8(ascii: "/")
        let name = String(decoding: inner.prefix { ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/")].contains($0) }, as: UTF8.self)
        at = close + 1
        return (name, selfClosing)
    }

    private mutating func value() throws(Failure) -> PlistSpan {
        try skipSpaceAndComments()
        let start = at
        let (name, selfClosing) = try tagName()
        if selfClosing {
            switch name {
            case "dict": return .dict(members: [], start: start, end: at, close: nil)
            case "string": return .string(content: nil, start: start, end: at)
            default: return .other(start: start, end: at)
            }
        }
        switch name {
        case "dict":
            var members: [PlistSpan.Member] = []
            while true {
                try skipSpaceAndComments()
                if has("</dict") {
                    let close = at
                    guard let end = find(">") else { throw Failure(reason: "unterminated </dict>") }
                    at = end + 1
                    return .dict(members: members, start: start, end: at, close: close)
                }
                let keyStart = at
                let (keyTag, empty) = try tagName()
                guard keyTag == "key" else { throw Failure(reason: "expected <key> in a <dict>, found <\(keyTag)>") }
                var key = ""
                if !empty {
                    guard let close = find("</key>") else { throw Failure(reason: "unterminated <key>") }
                    key = Self.decode(text[at..<close])
                    at = close + 6
                }
                members.append(PlistSpan.Member(key: key, keyStart: keyStart, value: try value()))
            }
        case "array":
            while true {
                try skipSpaceAndComments()
                if has("</array") {
                    guard let end = find(">") else { throw Failure(reason: "unterminated </array>") }
                    at = end + 1
                    return .other(start: start, end: at)
                }
                _ = try value()
            }
        default:
            guard let close = find("</\(name)>") else { throw Failure(reason: "unterminated <\(name)>") }
            let content = at..<close
            at = close + name.utf8.count + 3
            return name == "string" ? .string(content: content, start: start, end: at) : .other(start: start, end: at)
        }
    }

    /// Element text with XML's entities and character references decoded.
    package static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        let raw = String(decoding: bytes, as: UTF8.self)
        guard raw.contains("&") else { return raw }
        var out = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                if let scalar = number.flatMap(Unicode.Scalar.init) { out.unicodeScalars.append(scalar) } else { out += "&\(name);" }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }
}
