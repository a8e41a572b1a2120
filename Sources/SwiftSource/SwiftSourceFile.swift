import LubaAuditModel
/// One Swift file of an audit: its tokens, its index of types, members and brackets, and what
/// the pipeline needs of its bytes. Built once, by `SwiftSourceStore`; every Swift reader (the
/// key registry, the theme, the design tokens, the view facts) reads these and never the file
/// again.
///
/// The bytes are not kept: a source audit holds every file at once, and once lexed the bytes
/// serve only the comment directives and the theme's byte check, both taken here, in the read
/// worker, while the bytes are still at hand (6.6 MB of Element X's peak).
public struct SwiftSourceFile: Sendable {
    /// The path as discovery found it (what the file system opens).
    public let path: String
    /// The path reports show.
    public let displayPath: String
    /// The `lubaaudit:` directives of the file's comments.
    public let directives: SuppressionComments
    /// Whether the bytes hold `Color` anywhere, comments and strings included: the theme
    /// reader's cheap filter (a file without it declares and draws no color).
    public let mentionsColor: Bool
    public let lexed: LexedSwiftSource
    package let index: SourceIndex

    /// Lexes and indexes `bytes`; `displayPath` labels every location.
    public init(path: String, displayPath: String, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath
        self.directives = SwiftSuppressionScanner.directives(in: bytes, path: displayPath)
        self.mentionsColor = Self.contains(bytes, Self.colorWord)
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

    private static let colorWord = Array("Color".utf8)

    /// Whether `needle` occurs in `haystack`, byte for byte.
    package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var index = 0
        let last = haystack.count &- needle.count
        while index <= last {
            if haystack[index] == first {
                var match = true
                var offset = 1
                while offset < needle.count {
                    if haystack[index &+ offset] != needle[offset] {
                        match = false
                        break
                    }
                    offset &+= 1
                }
                if match { return true }
            }
            index &+= 1
        }
        return false
    }
}
