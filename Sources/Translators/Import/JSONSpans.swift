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
/// A JSON value and the byte ranges it covers, for editing a String Catalog in place.
package indirect enum JSONSpan {
    package struct Member {
        package var key: String
        package var keyStart: Int
        package var value: JSONSpan
    }

    case object(members: [Member], start: Int, end: Int)
    case string(value: String, start: Int, end: Int)
    case other(start: Int, end: Int)

    package var start: Int {
        switch self {
        case .object(_, let start, _), .string(_, let start, _), .other(let start, _): return start
        }
    }

    package var end: Int {
        switch self {
        case .object(_, _, let end), .string(_, _, let end), .other(_, let end): return end
        }
    }

    package var members: [Member]? {
        if case .object(let members, _, _) = self { return members }
        return nil
    }

    package func member(_ key: String) -> JSONSpan? { members?.last { $0.key == key }?.value }
}

/// Reads JSON into spans. The catalog was read (and its syntax reported) by the audit's reader;
/// this one only needs to find where things are, and refuses what it cannot place.
package struct JSONSpanReader {
    package struct Failure: Error {
        package var reason: String
    }

    private let text: [UInt8]
    private var at = 0

    package static func read(_ text: [UInt8]) throws(Failure) -> JSONSpan {
        var reader = JSONSpanReader(text: text)
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == text.count else { throw Failure(reason: "text after the JSON value") }
        return value
    }

    private init(text: [UInt8]) {
        self.text = text
    }

    private mutating func skipSpace() {
        while at < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[at]) { at += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONSpan {
        guard depth < JSONParser.defaultMaxDepth else { throw Failure(reason: "nested too deeply") }
        skipSpace()
        guard at < text.count else { throw Failure(reason: "unexpected end") }
        let start = at
        switch text[at] {
        case UInt8(ascii: "{"):
            at += 1
            var members: [JSONSpan.Member] = []
            skipSpace()
            if at < text.count && text[at] == UInt8(ascii: "}") {
                at += 1
                return .object(members: [], start: start, end: at)
            }
            while true {
                skipSpace()
                let keyStart = at
                guard case .string(let key, _, _) = try string() else { throw Failure(reason: "expected a member name") }
                skipSpace()
                guard at < text.count, text[at] == UInt8(ascii: ":") else { throw Failure(reason: "expected ':'") }
                at += 1
                members.append(JSONSpan.Member(key: key, keyStart: keyStart, value: try value(depth: depth + 1)))
                skipSpace()
                guard at < text.count else { throw Failure(reason: "unterminated object") }
                if text[at] == UInt8(ascii: ",") { at += 1; continue }
                guard text[at] == UInt8(ascii: "}") else { throw Failure(reason: "expected ',' or '}'") }
                at += 1
                return .object(members: members, start: start, end: at)
            }
        case UInt8(ascii: "["):
            at += 1
            skipSpace()
            if at < text.count && text[at] == UInt8(ascii: "]") {
                at += 1
                return .other(start: start, end: at)
            }
            while true {
                _ = try value(depth: depth + 1)
                skipSpace()
                guard at < text.count else { throw Failure(reason: "unterminated array") }
                if text[at] == UInt8(ascii: ",") { at += 1; continue }
                guard text[at] == UInt8(ascii: "]") else { throw Failure(reason: "expected ',' or ']'") }
                at += 1
                return .other(start: start, end: at)
            }
        case 0x22:
            return try string()
        default:
            while at < text.count, !([0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(text[at])) {
                at += 1
            }
            guard at > start else { throw Failure(reason: "expected a value") }
            return .other(start: start, end: at)
        }
    }

    private mutating func string() throws(Failure) -> JSONSpan {
        let start = at
        guard at < text.count, text[at] == 0x22 else { throw Failure(reason: "expected a string") }
        at += 1
        var escaped = false
        while at < text.count, text[at] != 0x22 {
            if text[at] == UInt8(ascii: "\\") {
                escaped = true
                at += 1
            }
            at += 1
        }
        guard at < text.count else { throw Failure(reason: "unterminated string") }
        at += 1
        let raw = Array(text[start..<at])
        guard escaped else { return .string(value: String(decoding: raw.dropFirst().dropLast(), as: UTF8.self), start: start, end: at) }
        let parsed = JSONParser.parse(raw, path: "")
        guard let value = parsed.root?.stringValue else { throw Failure(reason: "invalid string escape") }
        return .string(value: value, start: start, end: at)
    }
}
