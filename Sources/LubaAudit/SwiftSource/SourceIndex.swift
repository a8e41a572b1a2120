/// The bracket structure and declarations of one lexed Swift file: what the token, text-role
/// and component readers navigate, so none of them looks at source text again.
///
/// Built in one pass over the tokens. Unbalanced brackets never trap: a stray closer is passed
/// over, an unclosed opener has no partner.
struct SourceIndex: Sendable {
    /// A `struct`, `enum`, `class`, `actor`, `protocol` or `extension` with its body.
    struct TypeDeclaration: Sendable, Hashable {
        var name: String
        var keyword: String
        var keywordIndex: Int
        var bodyOpen: Int
        var bodyClose: Int
        /// Names after `:` (conformances, superclass, raw type).
        var inherits: [String]
    }

    /// A `var`, `let`, `func`, `init` or `subscript` declared in a type body or at file level.
    struct MemberDeclaration: Sendable, Hashable {
        enum Kind: Sendable, Hashable { case property, function }
        var kind: Kind
        var name: String
        var keywordIndex: Int
        /// The first token of the declaration: its first attribute or modifier.
        var start: Int
        /// The owning type (an index into `types`); nil at file level.
        var owner: Int?
        var isStatic: Bool
        /// The type annotation's tokens (`CGFloat`, `some View`).
        var annotation: Range<Int>?
        /// The initializer's tokens after `=`.
        var initializer: Range<Int>?
        /// `{` and `}` of a computed property's or a function's body.
        var bodyOpen: Int?
        var bodyClose: Int?
    }

    let path: String
    let tokens: [SwiftToken]
    /// For every bracket, the index of its partner; -1 for other tokens and unpartnered brackets.
    private(set) var partner: [Int]
    /// The innermost opener enclosing each token (-1 at file level). A closer has its opener's
    /// parent, so both brackets of a group stand at the same level.
    private(set) var parent: [Int]
    private(set) var types: [TypeDeclaration] = []
    private(set) var members: [MemberDeclaration] = []
    /// `#Preview { … }` blocks and `PreviewProvider` types: never shipped, never audited.
    private(set) var previews: [ClosedRange<Int>] = []
    private var typeByBody: [Int: Int] = [:]

    init(path: String, tokens: [SwiftToken]) {
        self.path = path
        self.tokens = tokens
        partner = Array(repeating: -1, count: tokens.count)
        parent = Array(repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            if TokenCursor.closer(for: token) != nil {
                parent[index] = stack.last ?? -1
                stack.append(index)
            } else if TokenCursor.isCloser(token) {
                if let depth = stack.lastIndex(where: { TokenCursor.closer(for: tokens[$0]) == token.text }) {
                    let opener = stack[depth]
                    stack.removeSubrange(depth...)
                    partner[opener] = index
                    partner[index] = opener
                    parent[index] = parent[opener]
                } else {
                    parent[index] = stack.last ?? -1
                }
            } else {
                parent[index] = stack.last ?? -1
            }
        }
        scanTypes()
        scanMembers()
        scanPreviews()
    }

    // MARK: - Queries

    func token(_ index: Int) -> SwiftToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    func isCode(_ index: Int, _ text: String) -> Bool {
        token(index)?.is(text) == true
    }

    func location(_ index: Int) -> SourceLocation {
        guard let token = token(index) else { return SourceLocation(file: path, line: 1, column: 1) }
        return token.location(in: path)
    }

    /// The type whose body directly holds `open` when `open` is a type body's `{`.
    func type(withBody open: Int) -> TypeDeclaration? {
        typeByBody[open].map { types[$0] }
    }

    /// The innermost type whose body contains `index`.
    func enclosingType(_ index: Int) -> TypeDeclaration? {
        var best: TypeDeclaration?
        for type in types where type.bodyOpen < index && index < type.bodyClose {
            if best == nil || type.bodyOpen > (best?.bodyOpen ?? -1) { best = type }
        }
        return best
    }

    /// The outermost type containing `index`: the component a site belongs to.
    func outermostType(_ index: Int) -> TypeDeclaration? {
        var best: TypeDeclaration?
        for type in types where type.bodyOpen < index && index < type.bodyClose {
            if best == nil || type.bodyOpen < (best?.bodyOpen ?? Int.max) { best = type }
        }
        return best
    }

    /// The innermost member whose body or initializer contains `index`.
    func enclosingMember(_ index: Int) -> MemberDeclaration? {
        var best: MemberDeclaration?
        var bestStart = -1
        for member in members {
            var contains = false
            var from = -1
            if let open = member.bodyOpen, let close = member.bodyClose, open < index, index < close {
                contains = true
                from = open
            } else if let initializer = member.initializer, initializer.contains(index) {
                contains = true
                from = initializer.lowerBound
            }
            if contains, from > bestStart {
                best = member
                bestStart = from
            }
        }
        return best
    }

    /// The member whose body opens at `open`.
    func member(withBody open: Int) -> MemberDeclaration? {
        members.first { $0.bodyOpen == open }
    }

    /// Computed properties and functions named `name` in the type named `typeName` (any
    /// extension of it in this file).
    func members(named name: String, inTypeNamed typeName: String?) -> [MemberDeclaration] {
        members.filter { member in
            guard member.name == name, member.bodyOpen != nil else { return false }
            let owner = member.owner.map { types[$0].name }
            return owner == typeName
        }
    }

    func isInPreview(_ index: Int) -> Bool {
        previews.contains { $0.contains(index) }
    }

    /// The index at which the statement containing `index` ends within its group: a line break
    /// that continues nothing, a `;`, or the group's closer.
    func statementEnd(from start: Int) -> Int {
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if index > start, TokenCursor.isCloser(token) { return index }
            if token.is(";") { return index }
            if index > start, token.precededByNewline, !continuesStatement(index) { return index }
            if TokenCursor.closer(for: token) != nil {
                let close = partner[index]
                guard close > index else { return tokens.count }
                index = close &+ 1
                continue
            }
            index &+= 1
        }
        return tokens.count
    }

    /// Whether the token at `index`, first on its line, continues the previous line's expression
    /// (`.modifier`, an infix operator, or after a trailing operator or comma).
    func continuesStatement(_ index: Int) -> Bool {
        guard let token = token(index) else { return false }
        if token.is(".") { return true }
        if token.kind == .operator, token.text != "!", token.text != "?" { return true }
        if let previous = self.token(index &- 1) {
            if previous.kind == .operator || previous.is(",") || previous.is("=") || previous.is(".") { return true }
        }
        return false
    }

    /// The text of `range` as written, compacted to single spaces (for messages and evidence).
    func text(_ range: Range<Int>) -> String {
        var result = ""
        for index in range where index >= 0 && index < tokens.count {
            let token = tokens[index]
            let spaced = token.is(".") ? token.precededBySpace && !token.precededByNewline
                : token.precededBySpace || token.precededByNewline
            if !result.isEmpty, spaced { result += " " }
            result += token.text
        }
        return result
    }

    // MARK: - Scanning

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "extension", "protocol", "actor"]

    private mutating func scanTypes() {
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .identifier, Self.typeKeywords.contains(token.text), token.text.first != "`" else { continue }
            if let previous = self.token(index &- 1), previous.is(".") { continue }
            guard let next = self.token(index &+ 1), next.kind == .identifier else { continue }
            if token.text == "class", SwiftMemberTracker.declarationKeywords.contains(next.text) || SwiftMemberTracker.modifiers.contains(next.text) {
                continue
            }
            var name = next.name
            var position = index &+ 2
            while let dot = self.token(position), dot.is("."), !dot.precededBySpace,
                  let part = self.token(position &+ 1), part.kind == .identifier {
                name += "." + part.name
                position &+= 2
            }
            let level = parent[index]
            var inherits: [String] = []
            var afterColon = false
            var steps = 0
            var body: Int?
            while position < tokens.count, steps < 512 {
                steps &+= 1
                let current = tokens[position]
                if current.is("{") {
                    if parent[position] == level { body = position }
                    break
                }
                if current.is("}") || current.is(";") || current.is("=") { break }
                if current.is(":") { afterColon = true }
                if current.is("where") { afterColon = false }
                if afterColon, current.kind == .identifier, !current.isKeyword { inherits.append(current.name) }
                if TokenCursor.closer(for: current) != nil, partner[position] > position {
                    position = partner[position] &+ 1
                    continue
                }
                position &+= 1
            }
            guard let open = body, partner[open] > open else { continue }
            typeByBody[open] = types.count
            types.append(TypeDeclaration(
                name: name, keyword: token.text, keywordIndex: index, bodyOpen: open,
                bodyClose: partner[open], inherits: inherits))
        }
    }

    private static let memberKeywords: Set<String> = ["var", "let", "func", "init", "subscript"]

    private mutating func scanMembers() {
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .identifier, Self.memberKeywords.contains(token.text) else { continue }
            if let previous = self.token(index &- 1), previous.is(".") { continue }
            if let next = self.token(index &+ 1), next.is(":") { continue }
            let level = parent[index]
            let owner = level >= 0 ? typeByBody[level] : nil
            guard level < 0 || owner != nil else { continue }  // a local variable
            let start = declarationStart(keyword: index)
            let isStatic = tokens[start..<index].contains { $0.is("static") || $0.is("class") }
            switch token.text {
            case "var", "let":
                guard let name = self.token(index &+ 1), name.kind == .identifier else { continue }
                var member = MemberDeclaration(
                    kind: .property, name: name.name, keywordIndex: index, start: start, owner: owner,
                    isStatic: isStatic)
                var position = index &+ 2
                if isCode(position, ":") {
                    let from = position &+ 1
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
                    member.initializer = from..<statementEnd(from: from)
                } else if isCode(position, "{"), partner[position] > position {
                    member.bodyOpen = position
                    member.bodyClose = partner[position]
                }
                members.append(member)
            default:
                let name: String
                var position = index &+ 1
                if token.text == "func" {
                    guard let named = self.token(position) else { continue }
                    name = named.name
                    position &+= 1
                } else {
                    name = token.text
                }
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
                       Self.memberKeywords.contains(current.text) || SwiftMemberTracker.modifiers.contains(current.text) {
                        break
                    }
                    if current.is("("), partner[position] > position {
                        position = partner[position] &+ 1
                        continue
                    }
                    position &+= 1
                }
                var member = MemberDeclaration(
                    kind: .function, name: name, keywordIndex: index, start: start, owner: owner, isStatic: isStatic)
                if let open = bodyOpen, partner[open] > open {
                    member.bodyOpen = open
                    member.bodyClose = partner[open]
                }
                members.append(member)
            }
        }
    }

    private mutating func scanPreviews() {
        for index in tokens.indices where tokens[index].kind == .poundName && tokens[index].name == "Preview" {
            var position = index &+ 1
            if isCode(position, "("), partner[position] > position { position = partner[position] &+ 1 }
            if isCode(position, "{"), partner[position] > position {
                previews.append(index...partner[position])
            }
        }
        for type in types where type.inherits.contains("PreviewProvider") {
            previews.append(type.keywordIndex...type.bodyClose)
        }
        scanPreviewHelpers()
    }

    /// A `private` or `fileprivate` function or type at file level that only previews use (a
    /// `demo(_:)` builder, a `DemoScreen` view) ships no screen either.
    private mutating func scanPreviewHelpers() {
        guard !previews.isEmpty else { return }
        var helpers: [(name: String, range: ClosedRange<Int>)] = []
        func isPrivate(_ start: Int, _ keyword: Int) -> Bool {
            (start..<keyword).contains { tokens[$0].is("private") || tokens[$0].is("fileprivate") }
        }
        for member in members where member.owner == nil && member.kind == .function {
            guard let close = member.bodyClose, isPrivate(member.start, member.keywordIndex) else { continue }
            helpers.append((member.name, member.start...close))
        }
        for type in types where type.bodyClose > type.keywordIndex && !isNested(type) {
            let start = declarationStart(keyword: type.keywordIndex)
            guard isPrivate(start, type.keywordIndex) else { continue }
            helpers.append((type.name, start...type.bodyClose))
        }
        guard !helpers.isEmpty else { return }
        let wanted = Set(helpers.map(\.name))
        var uses: [String: [Int]] = [:]
        for position in tokens.indices where tokens[position].kind == .identifier && wanted.contains(tokens[position].name) {
            uses[tokens[position].name, default: []].append(position)
        }
        let shipped = previews
        for helper in helpers {
            let outside = (uses[helper.name] ?? []).filter { !helper.range.contains($0) }
            guard !outside.isEmpty, outside.allSatisfy({ use in shipped.contains { $0.contains(use) } }) else { continue }
            previews.append(helper.range)
        }
    }

    private func isNested(_ type: TypeDeclaration) -> Bool {
        types.contains { $0 != type && $0.bodyOpen < type.keywordIndex && type.bodyClose < $0.bodyClose }
    }

    /// The first token of the declaration whose keyword is at `keyword` (before its modifiers
    /// and attributes).
    func declarationStart(keyword: Int) -> Int {
        tokens.declarationStart(keyword: keyword) { partner[$0] >= 0 ? partner[$0] : nil }
    }
}
