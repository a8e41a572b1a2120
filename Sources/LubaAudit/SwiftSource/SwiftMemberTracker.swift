/// A member declared in a type or at file level: what a call inside it is "part of" for
/// translators (`rating(_:of:)` with parameters `value`, `maximum`), or what a token reader
/// resolves (`static let minTouchTarget`).
public struct SwiftMember: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case function, initializer, deinitializer, `subscript`, property
    }

    public var kind: Kind
    /// The base name: `rating`, `init`, `subscript`, `percent`, `==`.
    public var name: String
    /// External labels, `_` for none: `["_", "of"]`.
    public var argumentLabels: [String]
    /// Internal parameter names, in order: `["value", "maximum"]`.
    public var parameterNames: [String]
    /// The declaration's `///` or `/** */` comment.
    public var documentation: String?
    /// Declaration modifiers written before the keyword (`public`, `static`, `private`).
    public var modifiers: [String]
    /// The index of the declaring keyword (`func`, `var`, ...) in the token array.
    public var keywordIndex: Int

    public init(
        kind: Kind, name: String, argumentLabels: [String] = [], parameterNames: [String] = [],
        documentation: String? = nil, modifiers: [String] = [], keywordIndex: Int
    ) {
        self.kind = kind
        self.name = name
        self.argumentLabels = argumentLabels
        self.parameterNames = parameterNames
        self.documentation = documentation
        self.modifiers = modifiers
        self.keywordIndex = keywordIndex
    }

    /// How Swift names the member: `percent` for a property, `rating(_:of:)` for a function,
    /// `init(hex:)`, `subscript(_:)`, `deinit`.
    public var signature: String {
        switch kind {
        case .property, .deinitializer: return name
        case .function, .initializer, .subscript:
            return name + "(" + argumentLabels.map { $0 + ":" }.joined() + ")"
        }
    }
}

/// Follows braces and declarations through a token array, one token at a time, and tells
/// which member and which types enclose the token just observed.
///
/// Only declarations in a type body or at file level count as members: locals inside a
/// function belong to that function, and closures and `switch` bodies inherit their member.
/// A stored property without braces (`static let x = f()`) stays the member until the next
/// declaration in its type, which is where its initializer ends.
public struct SwiftMemberTracker: Sendable {
    private enum Scope: Sendable {
        case container(typeName: String?)
        /// A member's body (or a closure or `switch` in it), by the member's keyword index.
        case body(memberKeyword: Int?)
    }

    private enum Pending: Sendable {
        case nothing
        case type(String)
    }

    public let tokens: [SwiftToken]
    private var scopes: [Scope] = [.container(typeName: nil)]
    /// The keyword index of the member declared last in the innermost container; its
    /// `SwiftMember` is only built when asked for, since most declarations hold no call.
    private var declared: Int?
    private var pending: Pending = .nothing

    public init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    /// The member enclosing the last observed token, nil at type or file level.
    public var member: SwiftMember? {
        memberKeyword.flatMap { member(declaredAt: $0) }
    }

    private var memberKeyword: Int? {
        switch scopes.last {
        case .container?: return declared
        case .body(let keyword)?: return keyword
        case nil: return nil
        }
    }

    /// The names of the enclosing type declarations, outermost first (`["LubaSpacing"]`).
    public var typeNames: [String] {
        scopes.compactMap { scope in
            if case .container(let name) = scope { return name }
            return nil
        }
    }

    /// True while the last observed token stands directly in a type body or at file level.
    public var isAtContainerLevel: Bool {
        if case .container? = scopes.last { return true }
        return false
    }

    /// Takes the token at `index` into account. Call it for every index in ascending order.
    public mutating func observe(_ index: Int) {
        guard index >= 0, index < tokens.count else { return }
        let kind = tokens[index].kind
        if kind == .punctuation {
            let text = tokens[index].text
            if text == "{" {
                openBrace()
            } else if text == "}" {
                closeBrace()
            }
            return
        }
        // Most names stand in bodies: decide that before copying the token.
        guard kind == .identifier, isAtContainerLevel else { return }
        let token = tokens[index]
        guard token.isKeyword || Self.softKeywords.contains(token.text), !isMemberAccess(index) else { return }
        switch token.text {
        case "func", "init", "subscript", "deinit", "var", "let":
            declared = index
            pending = .nothing
        case "struct", "enum", "extension", "protocol", "actor":
            guard let name = typeName(after: index) else { return }  // `let actor = …` is no type
            declared = nil
            pending = .type(name)
        case "class":
            if let next = self.token(at: index &+ 1), next.kind == .identifier,
               Self.declarationKeywords.contains(next.text) || Self.modifiers.contains(next.text) {
                return  // `class func`, `class var`: a modifier
            }
            guard let name = typeName(after: index) else { return }
            declared = nil
            pending = .type(name)
        case "case", "typealias", "associatedtype", "import", "operator", "precedencegroup":
            declared = nil
            pending = .nothing
        default:
            break
        }
    }

    // MARK: - Braces

    private mutating func openBrace() {
        switch scopes.last {
        case .container?:
            if case .type(let name) = pending {
                scopes.append(.container(typeName: name))
                declared = nil
            } else {
                scopes.append(.body(memberKeyword: declared))
            }
            pending = .nothing
        default:
            scopes.append(.body(memberKeyword: memberKeyword))
        }
    }

    private mutating func closeBrace() {
        guard scopes.count > 1 else { return }  // a stray `}` closes nothing
        let closed = scopes.removeLast()
        if case .container = closed {
            declared = nil
        } else if case .container? = scopes.last {
            declared = nil  // the member's body is over
        }
    }

    // MARK: - Declarations

    private func token(at index: Int) -> SwiftToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    /// `.init`, `.default`, `x.class`: a member access or label, not a declaration.
    private func isMemberAccess(_ index: Int) -> Bool {
        if let previous = token(at: index &- 1), previous.is(".") { return true }
        if let next = token(at: index &+ 1), next.is(":") { return true }
        return false
    }

    /// `Color`, `Foo.Bar`: the dotted name after a type keyword.
    private func typeName(after index: Int) -> String? {
        var parts: [String] = []
        var position = index &+ 1
        while let part = token(at: position), part.kind == .identifier {
            parts.append(part.name)
            guard let dot = token(at: position &+ 1), dot.is("."), !dot.precededBySpace else { break }
            position &+= 2
        }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    private func member(declaredAt index: Int) -> SwiftMember? {
        let keyword = tokens[index].text
        let start = declarationStart(keyword: index)
        let header = tokens[start..<index]
        let documentation = header.lazy.compactMap(\.documentation).first ?? tokens[index].documentation
        let modifiers = header.filter { $0.kind == .identifier && Self.modifiers.contains($0.text) }.map(\.text)
        var member = SwiftMember(
            kind: .property, name: "", documentation: documentation, modifiers: modifiers, keywordIndex: index
        )
        var position = index &+ 1
        switch keyword {
        case "var", "let":
            guard let name = token(at: position), name.kind == .identifier else { return nil }
            member.name = name.name
            return member
        case "deinit":
            member.kind = .deinitializer
            member.name = "deinit"
            return member
        case "func":
            guard let name = token(at: position), name.kind == .identifier || name.kind == .operator
                || name.kind == .punctuation else { return nil }
            member.kind = .function
            member.name = name.name
            position &+= 1
        case "init":
            member.kind = .initializer
            member.name = "init"
            if let mark = token(at: position), mark.is("?") || mark.is("!") { position &+= 1 }
        default:
            member.kind = .subscript
            member.name = "subscript"
        }
        position = skipGenericParameters(at: position)
        if let open = token(at: position), open.is("("),
           let spans = TokenCursor(tokens, at: position).arguments() {
            for span in spans {
                let (label, name) = parameter(span, isSubscript: member.kind == .subscript)
                member.argumentLabels.append(label)
                member.parameterNames.append(name)
            }
        }
        return member
    }

    /// `(external internal: Type = default)` → labels for the signature and the name the body uses.
    private func parameter(_ span: SwiftArgumentSpan, isSubscript: Bool) -> (label: String, name: String) {
        var names: [String] = []
        for position in span.tokens {
            let token = tokens[position]
            if token.is(":") { break }
            if token.kind == .identifier { names.append(token.name) }
        }
        switch names.count {
        case 0: return ("_", "_")
        case 1: return (isSubscript ? "_" : names[0], names[0])
        default: return (names[0], names[1])
        }
    }

    /// The index after `<…>` when a generic parameter clause starts at `index`.
    private func skipGenericParameters(at index: Int) -> Int {
        guard let first = token(at: index), first.kind == .operator || first.kind == .punctuation,
              first.text.hasPrefix("<") else { return index }
        var depth = 0
        var position = index
        while let token = token(at: position) {
            if token.is("{") || token.is("(") && depth <= 0 { return position }
            if token.kind == .operator {
                for byte in token.text.utf8 {
                    if byte == UInt8(ascii: "<") { depth &+= 1 } else if byte == UInt8(ascii: ">") { depth &-= 1 }
                }
            }
            position &+= 1
            if depth <= 0 { return position }
        }
        return position
    }

    /// The first token of the declaration whose keyword is at `keyword` (before its modifiers
    /// and attributes).
    private func declarationStart(keyword: Int) -> Int {
        tokens.declarationStart(keyword: keyword, opening: openingParenthesis(of:))
    }

    private func openingParenthesis(of closing: Int) -> Int? {
        var depth = 0
        var position = closing
        while position >= 0, closing &- position < 256 {
            let token = tokens[position]
            if token.is(")") { depth &+= 1 } else if token.is("(") {
                depth &-= 1
                if depth == 0 { return position }
            }
            position &-= 1
        }
        return nil
    }

    static let declarationKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "deinit"]

    /// Contextual words that only declare at type or file level (not reserved in expressions).
    static let softKeywords: Set<String> = ["actor"]

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final",
        "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional",
        "required", "convenience", "nonisolated", "indirect", "prefix", "postfix", "infix",
        "consuming", "borrowing", "distributed", "isolated",
    ]
}
