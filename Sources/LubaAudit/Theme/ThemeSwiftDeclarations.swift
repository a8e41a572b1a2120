/// A type-level declaration in a Swift file: a stored or computed property, a function or an
/// initializer, with what a theme reader needs of it.
public struct ThemeSwiftMember: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case property, function, initializer
    }

    /// A parameter of a function or initializer: `accentHover: Color? = nil`.
    public struct Parameter: Hashable, Sendable {
        public var label: String
        public var name: String
        /// The type as written (`Color?`, `[Color]?`), tokens joined without spaces.
        public var type: String
        public var defaultValue: LocatedThemeExpression?
        public var location: SourceLocation
    }

    public var kind: Kind
    public var name: String
    /// Dotted path of the enclosing types, outermost first (`["LubaColors", "Chart"]`).
    public var typePath: [String]
    public var isStatic: Bool
    /// The declared type or return type as written (`Color`, `CGFloat`, `[Color]`), or "".
    public var type: String
    public var parameters: [Parameter]
    /// `= value` of a stored property.
    public var initializer: LocatedThemeExpression?
    /// Token range of a getter's, function's or initializer's body, braces excluded.
    public var body: Range<Int>?
    public var location: SourceLocation
}

/// A struct, enum, class, actor, protocol or extension and the types it names after `:`.
public struct ThemeSwiftType: Hashable, Sendable {
    public var path: [String]
    public var keyword: String
    public var inherits: [String]
    public var location: SourceLocation
}

/// One lexed file's type-level declarations. Bodies are skipped, never walked, so locals inside
/// a function never pass for members.
public struct ThemeSwiftFile: Sendable {
    public var path: String
    public var tokens: [SwiftToken]
    public var types: [ThemeSwiftType]
    public var members: [ThemeSwiftMember]

    static let maxTypeDepth = 32

    /// Lexes and scans `source`; `path` labels every location.
    public init(source: [UInt8], path: String) {
        let lexed = SwiftLexer.lex(bytes: source, path: path)
        self.init(tokens: lexed.tokens, path: path)
    }

    /// Scans a file of the audit's source store: its tokens, never lexed again.
    public init(source: SwiftSourceFile) {
        self.init(tokens: source.tokens, path: source.displayPath)
    }

    public init(tokens: [SwiftToken], path: String) {
        self.path = path
        self.tokens = tokens
        self.types = []
        self.members = []
        scan(0..<tokens.count, typePath: [], depth: 0)
    }

    /// Members declared directly in the type at `typePath` (extensions included).
    public func members(of typePath: [String]) -> [ThemeSwiftMember] {
        members.filter { $0.typePath == typePath }
    }

    private func token(_ index: Int) -> SwiftToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    private mutating func scan(_ range: Range<Int>, typePath: [String], depth: Int) {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let token = tokens[index]
            guard token.kind == .identifier, !(self.token(index &- 1)?.is(".") ?? false) else {
                if !TokenCursorSkip.skipGroup(tokens, &index, end: end) { index &+= 1 }
                continue
            }
            switch token.text {
            case "struct", "enum", "class", "extension", "protocol", "actor":
                if token.text == "class", let next = self.token(index &+ 1),
                   ["func", "var", "let", "subscript", "init"].contains(next.text) || SwiftDeclarationWords.modifiers.contains(next.text) {
                    index &+= 1  // `class func`: a modifier
                    continue
                }
                if token.text == "actor", let next = self.token(index &+ 1), next.kind != .identifier {
                    index &+= 1
                    continue
                }
                index = scanType(at: index, end: end, typePath: typePath, depth: depth)
            case "let", "var":
                index = scanProperty(at: index, end: end, typePath: typePath)
            case "func":
                index = scanFunction(at: index, end: end, typePath: typePath, isInitializer: false)
            case "init":
                index = scanFunction(at: index, end: end, typePath: typePath, isInitializer: true)
            default:
                index &+= 1
            }
        }
    }

    private mutating func scanType(at keyword: Int, end: Int, typePath: [String], depth: Int) -> Int {
        var index = keyword &+ 1
        var name: [String] = []
        while let part = token(index), index < end, part.kind == .identifier {
            name.append(part.name)
            guard let dot = token(index &+ 1), dot.is("."), !dot.precededBySpace else {
                index &+= 1
                break
            }
            index &+= 2
        }
        guard !name.isEmpty else { return keyword &+ 1 }
        var inherits: [String] = []
        var afterColon = false
        while index < end, !tokens[index].is("{") {
            let token = tokens[index]
            if token.is(":") { afterColon = true }
            if token.is("where") { afterColon = false }
            if afterColon, token.kind == .identifier, !token.isKeyword { inherits.append(token.name) }
            if token.precededByNewline && index > keyword &+ 1 && token.kind == .identifier
                && (token.isKeyword || SwiftDeclarationWords.modifiers.contains(token.text)) && !afterColon {
                return index  // a declaration with no body
            }
            if !TokenCursorSkip.skipGroup(tokens, &index, end: end) { index &+= 1 }
        }
        guard index < end else { return end }
        let open = index
        TokenCursorSkip.skipGroup(tokens, &index, end: end)
        let path = tokens[keyword].text == "extension" ? name : typePath + name
        types.append(ThemeSwiftType(path: path, keyword: tokens[keyword].text, inherits: inherits, location: tokens[keyword].location(in: self.path)))
        if depth < Self.maxTypeDepth {
            scan((open &+ 1)..<max(open &+ 1, index &- 1), typePath: path, depth: depth &+ 1)
        }
        return index
    }

    private func isStatic(before keyword: Int) -> Bool {
        var position = keyword &- 1
        var steps = 0
        while let token = token(position), steps < 16 {
            steps &+= 1
            if token.kind == .identifier, token.text == "static" || token.text == "class" { return true }
            if token.kind == .identifier, SwiftDeclarationWords.modifiers.contains(token.text) {
                position &-= 1
                continue
            }
            if token.is(")") {  // private(set), @available(…)
                var inner = position
                while let open = self.token(inner), !open.is("("), position &- inner < 64 { inner &-= 1 }
                position = inner &- 1
                continue
            }
            if token.kind == .identifier, let at = self.token(position &- 1), at.is("@") {
                position &-= 2
                continue
            }
            break
        }
        return false
    }

    private mutating func scanProperty(at keyword: Int, end: Int, typePath: [String]) -> Int {
        var index = keyword &+ 1
        guard let nameToken = token(index), index < end, nameToken.kind == .identifier else { return keyword &+ 1 }
        index &+= 1
        var typeText = ""
        if let colon = token(index), colon.is(":") {
            index &+= 1
            var depth = 0
            while index < end {
                let token = tokens[index]
                if depth == 0, token.is("=") || token.is("{") || (token.precededByNewline && !token.is(".")) { break }
                if token.is("[") || token.is("(") || token.is("<") { depth &+= 1 }
                if token.is("]") || token.is(")") || token.is(">") { depth = max(0, depth &- 1) }
                if typeText.utf8.count < 200 { typeText += token.text }
                index &+= 1
            }
        }
        var member = ThemeSwiftMember(
            kind: .property, name: nameToken.name, typePath: typePath, isStatic: isStatic(before: keyword),
            type: typeText, parameters: [], initializer: nil, body: nil, location: nameToken.location(in: path))
        if let equals = token(index), index < end, equals.is("=") {
            index &+= 1
            let start = index
            let (value, next) = ThemeSwiftParser.expression(tokens, from: index, to: end)
            member.initializer = LocatedThemeExpression(value, at: tokens[min(start, tokens.count &- 1)].location(in: path))
            index = max(next, start &+ 1)
        } else if let brace = token(index), index < end, brace.is("{") {
            let open = index
            TokenCursorSkip.skipGroup(tokens, &index, end: end)
            member.body = (open &+ 1)..<max(open &+ 1, index &- 1)
        }
        members.append(member)
        return index
    }

    private mutating func scanFunction(at keyword: Int, end: Int, typePath: [String], isInitializer: Bool) -> Int {
        var index = keyword &+ 1
        var name = "init"
        if !isInitializer {
            guard let nameToken = token(index), index < end else { return keyword &+ 1 }
            name = nameToken.name
            index &+= 1
        } else if let mark = token(index), mark.is("?") || mark.is("!") {
            index &+= 1
        }
        // Generic parameters.
        if let angle = token(index), angle.text.hasPrefix("<") {
            var depth = 0
            var steps = 0
            while index < end, steps < 256 {
                steps &+= 1
                let text = tokens[index].text
                for byte in text.utf8 {
                    if byte == UInt8(ascii: "<") { depth &+= 1 } else if byte == UInt8(ascii: ">") { depth &-= 1 }
                }
                index &+= 1
                if depth <= 0 { break }
            }
        }
        var parameters: [ThemeSwiftMember.Parameter] = []
        if let open = token(index), index < end, open.is("(") {
            let cursor = TokenCursor(tokens, at: index)
            for span in cursor.arguments() ?? [] {
                parameters.append(parameter(span))
            }
            TokenCursorSkip.skipGroup(tokens, &index, end: end)
        }
        var returnType = ""
        while index < end, !tokens[index].is("{") {
            let token = tokens[index]
            if token.precededByNewline && token.kind == .identifier && token.text != "where"
                && (token.isKeyword || SwiftDeclarationWords.modifiers.contains(token.text)) {
                break  // a requirement without a body (protocol)
            }
            if token.text != "->" { returnType += token.text }
            if !TokenCursorSkip.skipGroup(tokens, &index, end: end) { index &+= 1 }
        }
        var member = ThemeSwiftMember(
            kind: isInitializer ? .initializer : .function, name: name, typePath: typePath,
            isStatic: isStatic(before: keyword), type: Self.cleanReturnType(returnType), parameters: parameters,
            initializer: nil, body: nil, location: tokens[keyword].location(in: path))
        if index < end, tokens[index].is("{") {
            let open = index
            TokenCursorSkip.skipGroup(tokens, &index, end: end)
            member.body = (open &+ 1)..<max(open &+ 1, index &- 1)
        }
        members.append(member)
        return index
    }

    /// `-> Color` arrives as "->Color" or "Color" depending on the lexer's operator runs; keep
    /// only the type, and drop `throws`/`async`.
    static func cleanReturnType(_ text: String) -> String {
        var result = text
        for word in ["throws", "rethrows", "async"] where result.hasPrefix(word) {
            result.removeFirst(word.count)
        }
        if result.hasPrefix("->") { result.removeFirst(2) }
        return result
    }

    private func parameter(_ span: SwiftArgumentSpan) -> ThemeSwiftMember.Parameter {
        var names: [String] = []
        var position = span.tokens.lowerBound
        while position < span.tokens.upperBound, !tokens[position].is(":") {
            if tokens[position].kind == .identifier, !tokens[position].is("@") { names.append(tokens[position].name) }
            position &+= 1
        }
        let label = names.first ?? "_"
        let name = names.count > 1 ? names[1] : label
        position &+= 1
        var type = ""
        while position < span.tokens.upperBound, !tokens[position].is("=") {
            type += tokens[position].text
            position &+= 1
        }
        var defaultValue: LocatedThemeExpression?
        if position < span.tokens.upperBound, tokens[position].is("=") {
            let start = position &+ 1
            if start < span.tokens.upperBound {
                let (value, next) = ThemeSwiftParser.expression(tokens, from: start, to: span.tokens.upperBound)
                let expression = next < span.tokens.upperBound ? ThemeSwiftExpression.unsupported(value.summary) : value
                defaultValue = LocatedThemeExpression(expression, at: tokens[start].location(in: path))
            }
        }
        let first = tokens[span.tokens.lowerBound]
        return ThemeSwiftMember.Parameter(label: label, name: name, type: type, defaultValue: defaultValue, location: first.location(in: path))
    }
}
