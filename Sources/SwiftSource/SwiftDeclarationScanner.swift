import LubaAuditModel
/// Finds the types and members of one file over its bracket structure: the one declaration
/// scan every Swift reader shares, run once when the file's `SourceIndex` is built.
///
/// A type counts wherever it stands (a view may declare one inside a function); a member
/// counts when it stands directly in a type body or at file level, so locals inside a
/// function belong to that function. Members of a type declared in a body are kept but
/// marked local.
package struct SwiftDeclarationScanner {
    private let index: SourceIndex
    private var tokens: [SwiftToken] { index.tokens }
    package private(set) var types: [SwiftTypeDeclaration] = []
    package private(set) var members: [SwiftMember] = []
    /// The type whose body opens at a `{`, by that brace's index.
    package private(set) var typeByBody: [Int: Int] = [:]

    /// Scans `index`, whose brackets are already partnered.
    package init(_ index: SourceIndex) {
        self.index = index
        scanTypes()
        scanMembers()
    }

    private func token(_ position: Int) -> SwiftToken? { index.token(position) }

    private func isCode(_ position: Int, _ text: String) -> Bool { index.isCode(position, text) }

    // MARK: - Types

    private mutating func scanTypes() {
        let partner = index.partner
        let tokens = self.tokens
        for position in tokens.indices {
            // Fields read in place: a token copied for every identifier was a tenth of the scan.
            guard tokens[position].kind == .identifier, SwiftDeclarationWords.mayBeType(tokens[position].text) else { continue }
            let token = tokens[position]
            guard SwiftDeclarationWords.types.contains(token.text), token.text.first != "`" else { continue }
            if isCode(position &- 1, ".") { continue }
            guard let next = self.token(position &+ 1), next.kind == .identifier else { continue }
            if token.text == "class", SwiftDeclarationWords.members.contains(next.text) || SwiftDeclarationWords.modifiers.contains(next.text) {
                continue
            }
            var parts = [next.name]
            var cursor = position &+ 2
            while let dot = self.token(cursor), dot.is("."), !dot.precededBySpace,
                  let part = self.token(cursor &+ 1), part.kind == .identifier {
                parts.append(part.name)
                cursor &+= 2
            }
            let level = index.parent[position]
            var inherits: [String] = []
            var afterColon = false
            var steps = 0
            var body: Int?
            while cursor < tokens.count, steps < 512 {
                steps &+= 1
                let current = tokens[cursor]
                if current.is("{") {
                    if index.parent[cursor] == level { body = cursor }
                    break
                }
                if current.is("}") || current.is(";") || current.is("=") { break }
                if current.is(":") { afterColon = true }
                if current.is("where") { afterColon = false }
                if afterColon, current.kind == .identifier, !current.isKeyword { inherits.append(current.name) }
                if TokenCursor.closer(for: current) != nil, partner[cursor] > cursor {
                    cursor = partner[cursor] &+ 1
                    continue
                }
                cursor &+= 1
            }
            guard let open = body, partner[open] > open else { continue }
            var path = parts
            var isLocal = false
            if level >= 0 {
                if let outer = typeByBody[level] {
                    isLocal = types[outer].isLocal
                    if token.text != "extension" { path = types[outer].path + parts }
                } else {
                    isLocal = true
                }
            }
            typeByBody[open] = types.count
            types.append(SwiftTypeDeclaration(
                name: parts.joined(separator: "."), keyword: token.text, keywordIndex: position,
                start: declarationStart(keyword: position), bodyOpen: open, bodyClose: partner[open],
                inherits: inherits, path: path, isLocal: isLocal))
        }
    }

    // MARK: - Members

    private mutating func scanMembers() {
        let tokens = self.tokens
        for position in tokens.indices {
            guard tokens[position].kind == .identifier, SwiftDeclarationWords.mayBeMember(tokens[position].text) else { continue }
            let token = tokens[position]
            guard SwiftDeclarationWords.members.contains(token.text) else { continue }
            if isCode(position &- 1, ".") || isCode(position &+ 1, ":") { continue }
            let level = index.parent[position]
            let owner = level >= 0 ? typeByBody[level] : nil
            guard level < 0 || owner != nil else { continue }  // a local variable
            let start = declarationStart(keyword: position)
            let header = tokens[start..<position]
            var member = SwiftMember(
                kind: .property, name: "",
                documentation: header.lazy.compactMap(\.documentation).first ?? token.documentation,
                modifiers: header.filter { $0.kind == .identifier && SwiftDeclarationWords.modifiers.contains($0.text) }.map(\.text),
                isStatic: header.contains { $0.is("static") || $0.is("class") },
                owner: owner, typePath: owner.map { types[$0].path } ?? [], isLocal: owner.map { types[$0].isLocal } ?? false,
                keywordIndex: position, start: start, extentEnd: extentEnd(after: position))
            let containerEnd = owner.map { types[$0].bodyClose } ?? tokens.count
            if token.text == "var" || token.text == "let" {
                guard let name = self.token(position &+ 1), name.kind == .identifier else { continue }
                member.name = name.name
                readProperty(&member, containerEnd: containerEnd)
            } else {
                guard readCallable(&member, containerEnd: containerEnd) else { continue }
            }
            members.append(member)
        }
    }

    private func readProperty(_ member: inout SwiftMember, containerEnd: Int) {
        let partner = index.partner
        var position = member.keywordIndex &+ 2
        if isCode(position, ":") {
            let from = position &+ 1
            member.type = typeText(from: from, end: containerEnd)
            position = from
            var steps = 0
            while position < tokens.count, steps < 256 {
                steps &+= 1
                let current = tokens[position]
                if current.is("=") || current.is("{") { break }
                if position > from, current.precededByNewline || TokenCursor.isCloser(current) || current.is(";") { break }
                if TokenCursor.closer(for: current) != nil, partner[position] > position {
                    position = partner[position] &+ 1
                    continue
                }
                position &+= 1
            }
            member.annotation = from..<min(position, tokens.count)
        }
        if isCode(position, "=") {
            let from = position &+ 1
            member.initializer = from..<index.statementEnd(from: from)
        } else if isCode(position, "{"), partner[position] > position {
            member.bodyOpen = position
            member.bodyClose = partner[position]
        }
    }

    /// A function, initializer, subscript or deinitializer: its name, parameters, return type
    /// and body. False when a `func` names nothing.
    private func readCallable(_ member: inout SwiftMember, containerEnd: Int) -> Bool {
        let partner = index.partner
        let keyword = tokens[member.keywordIndex].text
        var position = member.keywordIndex &+ 1
        switch keyword {
        case "func":
            guard let named = token(position) else { return false }
            member.kind = .function
            member.name = named.name
            position &+= 1
        case "init":
            member.kind = .initializer
            member.name = "init"
        case "deinit":
            member.kind = .deinitializer
            member.name = "deinit"
        default:
            member.kind = .subscript
            member.name = "subscript"
        }
        let afterName = position
        if member.kind == .initializer, isCode(position, "?") || isCode(position, "!") { position &+= 1 }
        position = skipGenericParameters(at: position)
        var afterSignature = position
        if isCode(position, "(") {
            if let spans = TokenCursor(tokens, at: position).arguments() {
                member.parameters = spans.map { parameter($0, isSubscript: member.kind == .subscript) }
            }
            afterSignature = partner[position] > position ? min(partner[position] &+ 1, containerEnd) : containerEnd
        }
        member.type = returnType(from: afterSignature, end: containerEnd)

        position = afterName
        var steps = 0
        var bodyOpen: Int?
        while position < tokens.count, steps < 512 {
            steps &+= 1
            let current = tokens[position]
            if current.is("{") {
                bodyOpen = position
                break
            }
            if TokenCursor.isCloser(current) || current.is(";") { break }
            if current.precededByNewline, current.kind == .identifier,
               current.text != "deinit" && SwiftDeclarationWords.members.contains(current.text)
               || SwiftDeclarationWords.modifiers.contains(current.text) {
                break
            }
            if current.is("("), partner[position] > position {
                position = partner[position] &+ 1
                continue
            }
            position &+= 1
        }
        if let open = bodyOpen, partner[open] > open {
            member.bodyOpen = open
            member.bodyClose = partner[open]
        }
        return true
    }

    /// `(external internal: Type = default)`: the label for the signature, the name the body
    /// uses, the type as written and where the default value stands.
    private func parameter(_ span: SwiftArgumentSpan, isSubscript: Bool) -> SwiftMember.Parameter {
        let end = span.tokens.upperBound
        var names: [String] = []
        var position = span.tokens.lowerBound
        while position < end, !tokens[position].is(":") {
            if tokens[position].kind == .identifier { names.append(tokens[position].name) }
            position &+= 1
        }
        let label: String
        let name: String
        switch names.count {
        case 0: (label, name) = ("_", "_")
        case 1: (label, name) = (isSubscript ? "_" : names[0], names[0])
        default: (label, name) = (names[0], names[1])
        }
        position &+= 1
        var type = ""
        while position < end, !tokens[position].is("=") {
            type += tokens[position].text
            position &+= 1
        }
        var defaultValue: Range<Int>?
        if position < end, tokens[position].is("="), position &+ 1 < end {
            defaultValue = (position &+ 1)..<end
        }
        return SwiftMember.Parameter(label: label, name: name, type: type, tokens: span.tokens, defaultValue: defaultValue)
    }

    /// The text of a property's annotation, up to its `=`, `{` or line end.
    private func typeText(from start: Int, end: Int) -> String {
        var text = ""
        var depth = 0
        var position = start
        var steps = 0
        while position < end, steps < 256 {
            steps &+= 1
            let token = tokens[position]
            if depth == 0, token.is("=") || token.is("{") || (token.precededByNewline && !token.is(".")) { break }
            if token.is("[") || token.is("(") || token.is("<") { depth &+= 1 }
            if token.is("]") || token.is(")") || token.is(">") { depth = max(0, depth &- 1) }
            if text.utf8.count < 200 { text += token.text }
            position &+= 1
        }
        return text
    }

    /// The return type after a signature (`-> Color`), without `throws`, `async` or the arrow.
    private func returnType(from start: Int, end: Int) -> String {
        let partner = index.partner
        var text = ""
        var position = start
        var steps = 0
        while position < end, steps < 512, !tokens[position].is("{") {
            steps &+= 1
            let token = tokens[position]
            if token.precededByNewline && token.kind == .identifier && token.text != "where"
                && (token.isKeyword || SwiftDeclarationWords.modifiers.contains(token.text)) {
                break  // a requirement without a body (protocol)
            }
            if token.text != "->", text.utf8.count < 200 { text += token.text }
            if TokenCursor.closer(for: token) != nil {
                position = partner[position] > position && partner[position] < end ? partner[position] &+ 1 : end
            } else {
                position &+= 1
            }
        }
        for word in ["throws", "rethrows", "async"] where text.hasPrefix(word) {
            text.removeFirst(word.count)
        }
        if text.hasPrefix("->") { text.removeFirst(2) }
        return text
    }

    /// The index after `<…>` when a generic parameter clause starts at `position`.
    private func skipGenericParameters(at start: Int) -> Int {
        guard let first = token(start), first.kind == .operator || first.kind == .punctuation,
              first.text.hasPrefix("<") else { return start }
        var depth = 0
        var position = start
        while let token = token(position) {
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

    // MARK: - Extents

    /// Where the member declared at `keyword` stops owning tokens: after its first brace group
    /// at its level (its body), before the next declaration beside it, or at its container's `}`.
    private func extentEnd(after keyword: Int) -> Int {
        let partner = index.partner
        var position = keyword &+ 1
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation {
                if token.text == "}" { return position }
                if TokenCursor.closer(for: token) != nil {
                    let close = partner[position]
                    guard close > position else { return tokens.count }
                    if token.text == "{" { return close &+ 1 }
                    position = close &+ 1
                    continue
                }
            } else if token.kind == .identifier, isDeclaration(position) {
                return position
            }
            position &+= 1
        }
        return tokens.count
    }

    /// Whether a declaration's keyword stands at `position` (`class` as a modifier does not).
    private func isDeclaration(_ position: Int) -> Bool {
        let token = tokens[position]
        guard token.isKeyword || token.text == "actor" else { return false }
        if isCode(position &- 1, ".") || isCode(position &+ 1, ":") { return false }
        let text = token.text
        if SwiftDeclarationWords.members.contains(text) || SwiftDeclarationWords.others.contains(text) { return true }
        guard SwiftDeclarationWords.types.contains(text), let next = self.token(position &+ 1), next.kind == .identifier else { return false }
        return text != "class" || !(SwiftDeclarationWords.members.contains(next.text) || SwiftDeclarationWords.modifiers.contains(next.text))
    }

    // MARK: - Headers

    /// The first token of the declaration whose keyword is at `keyword`: modifiers and
    /// attributes (`@MainActor`, `@available(iOS 17, *)`, `private(set)`) come before it.
    private func declarationStart(keyword: Int) -> Int {
        var position = keyword &- 1
        var steps = 0
        while position >= 0, steps < 64 {
            steps &+= 1
            let current = tokens[position]
            if current.kind == .identifier {
                if SwiftDeclarationWords.modifiers.contains(current.text) {
                    position &-= 1
                    continue
                }
                if isCode(position &- 1, "@") {
                    position &-= 2
                    continue
                }
                break
            }
            if current.is(")"), index.partner[position] >= 0, let owner = token(index.partner[position] &- 1), owner.kind == .identifier {
                let open = index.partner[position]
                if isCode(open &- 2, "@") {
                    position = open &- 3
                    continue
                }
                if SwiftDeclarationWords.modifiers.contains(owner.text) {
                    position = open &- 2
                    continue
                }
            }
            break
        }
        return position &+ 1
    }
}
