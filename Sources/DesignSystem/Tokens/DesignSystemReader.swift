import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Builds a `DesignSystem` from Swift sources: size tokens first (every file, so references
/// resolve across files), then text roles, then each file's components against them.
public enum DesignSystemReader {
    /// One source file: the path reports show and its UTF-8 bytes.
    public struct Source: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }

        public init(path: String, text: String) {
            self.init(path: path, bytes: Array(text.utf8))
        }
    }

    /// Reads every source into one design system. Never fails: what cannot be followed becomes
    /// an unresolved value or a diagnostic.
    public static func read(_ sources: [Source]) -> DesignSystem {
        let files = sources.map { source in
            SourceIndex(path: source.path, tokens: SwiftLexer.lex(bytes: source.bytes, path: source.path).tokens)
        }
        return read(indexes: files)
    }

    /// Reads the files of an audit's source store, over their one index.
    public static func read(_ files: [SwiftSourceFile]) -> DesignSystem {
        read(indexes: files.map(\.index))
    }

    package static func read(indexes files: [SourceIndex]) -> DesignSystem {
        let (tokens, diagnostics) = SizeTokenReader.read(files)
        let provisional = DesignVocabulary(tokens: tokens, roles: [])
        let roles = TextRoleReader.read(files, vocabulary: provisional)
        let vocabulary = DesignVocabulary(tokens: tokens, roles: roles)
        var design = DesignSystem(sizeTokens: tokens, textRoles: roles, diagnostics: diagnostics, files: files.map(\.path))
        let followed = Set(design.touchTargetTokens.map(\.token.qualifiedName))
        for file in files {
            let read = ComponentReader(file: file, vocabulary: vocabulary, followedTokens: followed).read()
            design.sizeUsages.append(contentsOf: read.usages)
            design.fontSites.append(contentsOf: read.fonts)
            design.fixedFrames.append(contentsOf: read.frames)
        }
        return design
    }
}
