/// A problem a reader met in the bytes it read. Readers know no rules: the pipeline turns
/// these into `input.*` findings.
public struct ReadDiagnostic: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// Broken grammar: missing `;`, unterminated string, invalid escape, bad XML/JSON.
        case syntax
        /// Bytes that are not valid in the detected encoding.
        case encoding
        /// A well-formed file the reader does not check (a binary plist, a variable-width rule).
        case unsupported
    }

    public var kind: Kind
    public var message: String
    public var location: SourceLocation

    public init(kind: Kind, message: String, location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }
}
