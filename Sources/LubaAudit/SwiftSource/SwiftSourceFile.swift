/// One Swift file of an audit: its bytes, its tokens and its index of types, members and
/// brackets. Built once, by `SwiftSourceStore`; every Swift reader (the key registry, the theme,
/// the design tokens, the view facts) reads these and never the file again.
public struct SwiftSourceFile: Sendable {
    /// The path as discovery found it (what the file system opens).
    public let path: String
    /// The path reports show.
    public let displayPath: String
    /// The file's bytes, as read: a comment scanner or any later reader works on these.
    public let bytes: [UInt8]
    public let lexed: LexedSwiftSource
    let index: SourceIndex

    /// Lexes and indexes `bytes`; `displayPath` labels every location.
    public init(path: String, displayPath: String, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath
        self.bytes = bytes
        let lexed = SwiftLexer.lex(bytes: bytes, path: displayPath)
        self.lexed = lexed
        self.index = SourceIndex(path: displayPath, tokens: lexed.tokens)
    }

    public var tokens: [SwiftToken] { lexed.tokens }

    /// The types the file declares, wherever they stand, in source order.
    public var types: [SwiftTypeDeclaration] { index.types }

    /// The members declared in type bodies and at file level, in source order.
    public var members: [SwiftMember] { index.members }

    /// The member of the file's API whose tokens include the token at `position`.
    public func apiMember(containing position: Int) -> SwiftMember? {
        index.apiMember(containing: position)
    }
}
