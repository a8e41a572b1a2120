import LubaAuditModel
import LubaAuditColor
/// A config or baseline file's JSON: the project's located parser underneath, so a syntax
/// error names its line and column, with the lookups the config reader wants (members by
/// key, the last of duplicated keys winning as in any JSON reader that builds a dictionary).
package enum ConfigJSON: Equatable {
    case null
    case bool(Bool)
    /// The number as written.
    case number(String)
    case string(String)
    case array([ConfigJSON])
    case object([String: ConfigJSON])

    /// The first syntax error, with where it is.
    package struct SyntaxError: Error, Equatable {
        package var message: String
        package var line: Int
        package var column: Int
    }

    package static func parse(_ bytes: [UInt8], path: String) throws(SyntaxError) -> ConfigJSON {
        ConfigJSON(try parseLocated(bytes, path: path))
    }

    /// The document with every value's position, for messages that name where a value is.
    package static func parseLocated(_ bytes: [UInt8], path: String) throws(SyntaxError) -> JSONValue {
        let document = JSONParser.parse(bytes, path: path)
        if let problem = document.diagnostics.first {
            throw SyntaxError(message: problem.message, line: problem.location.line, column: problem.location.column)
        }
        guard let root = document.root else { throw SyntaxError(message: "no JSON value", line: 1, column: 1) }
        return root
    }

    package init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text): self = .number(text)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(ConfigJSON.init))
        case .object(let members):
            var object: [String: ConfigJSON] = [:]
            for member in members { object[member.key] = ConfigJSON(member.value) }
            self = .object(object)
        }
    }

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var array: [ConfigJSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    package var object: [String: ConfigJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// A number's value; nil for anything else (`true` is not 1 here).
    package var number: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// An exact integer that fits an `Int`; nil for anything else.
    package var int: Int? {
        guard case .number(let text) = self else { return nil }
        if Self.isInteger(text) { return Int(text) }
        return Double(text).flatMap { Int(exactly: $0) }
    }

    private static func isInteger(_ text: String) -> Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }
}
