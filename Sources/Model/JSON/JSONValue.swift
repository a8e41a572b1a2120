/// A JSON value together with where it starts in its file.
///
/// Foundation's `JSONSerialization` and `JSONDecoder` drop positions and member order; the
/// String Catalog, design-token and config readers need both to point findings at a line.
/// Objects keep every member in file order, duplicates included, with the key's location.
public struct JSONValue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        /// The number exactly as written (`1`, `-0.5`, `1e3`): no precision is lost before a
        /// reader decides what the number means.
        case number(String)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    public var kind: Kind
    /// The first character of the value: the `"` of a string, the `{` of an object.
    public var location: SourceLocation

    public init(_ kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The JSON type's name, for messages such as "expected an object, found a string".
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The text of a string; nil for any other type, so readers can check types in one step.
    public var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The value of `true` or `false`; nil for any other type (a string "true" included).
    public var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// A number exactly as written; nil for any other type.
    public var numberText: String? {
        if case .number(let text) = kind { return text }
        return nil
    }

    /// A number as a `Double` (rounded like any decimal-to-binary conversion).
    public var doubleValue: Double? {
        numberText.flatMap { Double($0) }
    }

    /// The number as an `Int` when it is written as a whole number that fits (`3`, not `3.0`).
    public var intValue: Int? {
        numberText.flatMap { Int($0) }
    }

    /// The elements of an array, in file order.
    public var arrayValue: [JSONValue]? {
        if case .array(let values) = kind { return values }
        return nil
    }

    /// The members of an object in file order, duplicates included.
    public var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The members of an object in file order with only the last of each duplicated key,
    /// which is the one `JSONSerialization` and `JSONDecoder` keep.
    public var uniqueMembers: [JSONMember]? {
        guard let members else { return nil }
        if !Self.hasDuplicateKeys(members) { return members }
        var seen = Set<String>()
        var reversed: [JSONMember] = []
        for member in members.reversed() where seen.insert(member.key).inserted {
            reversed.append(member)
        }
        return reversed.reversed()
    }

    /// Small objects are checked pairwise, which is cheaper than hashing every key.
    private static func hasDuplicateKeys(_ members: [JSONMember]) -> Bool {
        if members.count < 16 {
            for index in members.indices.dropFirst() {
                let key = members[index].key
                for earlier in 0..<index where members[earlier].key == key { return true }
            }
            return false
        }
        var seen = Set<String>(minimumCapacity: members.count)
        return members.contains { !seen.insert($0.key).inserted }
    }

    /// The object's member named `key` (the last one when the key is duplicated).
    public func member(_ key: String) -> JSONMember? {
        members?.last { $0.key == key }
    }

    /// The value of the object's member named `key` (the last one when duplicated).
    public subscript(key: String) -> JSONValue? {
        member(key)?.value
    }
}

/// One `"key": value` of a JSON object.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    /// Where the key's opening `"` stands.
    public var keyLocation: SourceLocation
    public var value: JSONValue

    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A parsed JSON file: the root value, unless a syntax error stopped the parse, and every
/// problem met (the first syntax error, duplicate keys, encoding repairs).
public struct JSONDocument: Sendable {
    public var root: JSONValue?
    public var diagnostics: [ReadDiagnostic]

    public init(root: JSONValue?, diagnostics: [ReadDiagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}

/// Writes a path into a JSON document the way messages show it: `strings["Open %@"].localizations.de`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public private(set) var text: String

    public init(_ text: String = "") {
        self.text = text
    }

    /// The path to member `key` of the object at this path. Identifier-like keys use a dot;
    /// anything else (spaces, `%`, non-ASCII) is bracketed and quoted so it stays unambiguous.
    public func member(_ key: String) -> JSONPath {
        if Self.isIdentifier(key) {
            return JSONPath(text.isEmpty ? key : "\(text).\(key)")
        }
        return JSONPath("\(text)[\(JSONStringLiteral.quoted(key))]")
    }

    /// The path to element `index` of the array at this path.
    public func element(_ index: Int) -> JSONPath {
        JSONPath("\(text)[\(index)]")
    }

    public var description: String { text.isEmpty ? "the top level" : text }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first,
              (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first) || first == 0x5F
        else { return false }
        return key.utf8.allSatisfy { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x5F || byte == 0x2D
        }
    }
}
