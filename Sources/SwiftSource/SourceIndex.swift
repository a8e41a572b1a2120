import LubaAuditModel
/// The bracket structure and declarations of one lexed Swift file: what the token, text-role
/// and component readers navigate, so none of them looks at source text again.
///
/// Built in one pass over the tokens. Unbalanced brackets never trap: a stray closer is passed
/// over, an unclosed opener has no partner.
package struct SourceIndex: Sendable {
    package let path: String
    package let tokens: [SwiftToken]
    /// For every bracket, the index of its partner; -1 for other tokens and unpartnered brackets.
    package private(set) var partner: TokenLinks
    /// The innermost opener enclosing each token (-1 at file level). A closer has its opener's
    /// parent, so both brackets of a group stand at the same level.
    package private(set) var parent: TokenLinks
    package private(set) var types: [SwiftTypeDeclaration] = []
    /// In the order of their keywords.
    package private(set) var members: [SwiftMember] = []
    /// `#Preview { … }` blocks and `PreviewProvider` types: never shipped, never audited.
    package private(set) var previews: [ClosedRange<Int>] = []
    /// Code compiled only in builds that never reach users: `#if DEBUG`,
    /// `#if targetEnvironment(simulator)` (App Store builds are device builds).
    package private(set) var debugOnly: [Range<Int>] = []
    private var typeByBody: [Int: Int] = [:]

    package init(path: String, tokens: [SwiftToken]) {
        self.path = path
        self.tokens = tokens
        partner = TokenLinks(count: tokens.count)
        parent = TokenLinks(count: tokens.count)
        // Open brackets with the closer byte each waits for. Brackets are told by their one byte,
        // tokens read in place: a token copied and its text compared for every token of every
        // file was a tenth of the audit.
        var stack: [(position: Int, closer: UInt8)] = []
        for index in tokens.indices {
            let bracket = Self.bracket(tokens[index])
            if let closer = Self.closer(forOpener: bracket) {
                parent[index] = stack.last?.position ?? -1
                stack.append((index, closer))
            } else if bracket != 0 {
                if let depth = stack.lastIndex(where: { $0.closer == bracket }) {
                    let opener = stack[depth].position
                    stack.removeSubrange(depth...)
                    partner[opener] = index
                    partner[index] = opener
                    parent[index] = parent[opener]
                } else {
                    parent[index] = stack.last?.position ?? -1
                }
            } else {
                parent[index] = stack.last?.position ?? -1
            }
        }
        let declarations = SwiftDeclarationScanner(self)
        types = declarations.types
        // The members array grew by doubling; an audit keeps every file's members at once, and
        // a member is some 180 bytes: an exact copy gives the unused half back.
        members = Self.exact(declarations.members)
        typeByBody = declarations.typeByBody
        scanPreviews()
        debugOnly = Self.debugOnlyRegions(tokens)
    }

    /// The byte of a bracket token (`(` `[` `{` `)` `]` `}` as punctuation, what
    /// `TokenCursor.closer(for:)` and `isCloser` accept), 0 for any other token.
    @inline(__always)
    private static func bracket(_ token: SwiftToken) -> UInt8 {
        guard token.kind == .punctuation else { return 0 }
        let utf8 = token.text.utf8
        guard utf8.count == 1, let byte = utf8.first else { return 0 }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return byte
        default: return 0
        }
    }

    /// The closer an opener's byte waits for; nil for a closer or no bracket.
    @inline(__always)
    private static func closer(forOpener byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "("): return UInt8(ascii: ")")
        case UInt8(ascii: "["): return UInt8(ascii: "]")
        case UInt8(ascii: "{"): return UInt8(ascii: "}")
        default: return nil
        }
    }

    /// `array` itself when nearly full, else a copy with no spare capacity.
    package static func exact<Element>(_ array: [Element]) -> [Element] {
        array.capacity > array.count &+ array.count / 8 ? array.withUnsafeBufferPointer { Array($0) } : array
    }

    // MARK: - Queries

    package func token(_ index: Int) -> SwiftToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    package func isCode(_ index: Int, _ text: String) -> Bool {
        token(index)?.is(text) == true
    }

    package func location(_ index: Int) -> SourceLocation {
        guard let token = token(index) else { return SourceLocation(file: path, line: 1, column: 1) }
        return token.location(in: path)
    }

    /// The type whose body directly holds `open` when `open` is a type body's `{`.
    package func type(withBody open: Int) -> SwiftTypeDeclaration? {
        typeByBody[open].map { types[$0] }
    }

    /// The innermost type whose body contains `index`.
    package func enclosingType(_ index: Int) -> SwiftTypeDeclaration? {
        var best: SwiftTypeDeclaration?
        for type in types where type.bodyOpen < index && index < type.bodyClose {
            if best == nil || type.bodyOpen > (best?.bodyOpen ?? -1) { best = type }
        }
        return best
    }

    /// The outermost type containing `index`: the component a site belongs to.
    package func outermostType(_ index: Int) -> SwiftTypeDeclaration? {
        var best: SwiftTypeDeclaration?
        for type in types where type.bodyOpen < index && index < type.bodyClose {
            if best == nil || type.bodyOpen < (best?.bodyOpen ?? Int.max) { best = type }
        }
        return best
    }

    /// The innermost member whose body or initializer contains `index`.
    package func enclosingMember(_ index: Int) -> SwiftMember? {
        var best: SwiftMember?
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
    package func member(withBody open: Int) -> SwiftMember? {
        members.first { $0.bodyOpen == open }
    }

    /// The member of the file's API (no local) whose tokens include `index`: for a call in a
    /// local type's method, the function declaring that type.
    package func apiMember(containing index: Int) -> SwiftMember? {
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low &+ high) / 2
            if members[middle].keywordIndex < index { low = middle &+ 1 } else { high = middle }
        }
        // Members of the API never overlap but through their types, and a type ends the
        // member before it: the last one declared before `index` is the only candidate.
        var candidate = low &- 1
        while candidate >= 0, members[candidate].isLocal { candidate &-= 1 }
        guard candidate >= 0, index < members[candidate].extentEnd else { return nil }
        return members[candidate]
    }

    /// Computed properties and functions named `name` in the type named `typeName` (any
    /// extension of it in this file).
    package func members(named name: String, inTypeNamed typeName: String?) -> [SwiftMember] {
        members.filter { member in
            guard member.name == name, member.bodyOpen != nil else { return false }
            let owner = member.owner.map { types[$0].name }
            return owner == typeName
        }
    }

    package func isInPreview(_ index: Int) -> Bool {
        previews.contains { $0.contains(index) }
    }

    /// In a preview or in code only debug or simulator builds compile.
    package func isNeverShipped(_ index: Int) -> Bool {
        isInPreview(index) || debugOnly.contains { $0.contains(index) }
    }

    /// File-level types and functions, and static members of extensions (`static let demo`):
    /// what previews build their data and screens from.
    package func previewHelperCandidates() -> [(name: String, range: Range<Int>)] {
        var result: [(name: String, range: Range<Int>)] = []
        // A `public`/`open` declaration is API other modules use, previews or not.
        func isPublic(_ start: Int, _ keyword: Int) -> Bool {
            (start..<keyword).contains { tokens[$0].is("public") || tokens[$0].is("open") }
        }
        for type in types where !type.isLocal && type.keyword != "extension" && type.bodyClose > type.keywordIndex && !isNested(type) {
            guard !isPublic(type.start, type.keywordIndex) else { continue }
            result.append((type.name, type.start..<(type.bodyClose &+ 1)))
        }
        for member in members where !member.isLocal && !isPublic(member.start, member.keywordIndex) {
            let atFileLevel = member.owner == nil
            let inExtension = member.isStatic && member.owner.map { types[$0].keyword == "extension" } == true
            guard atFileLevel || inExtension, member.name != "body" else { continue }
            if let close = member.bodyClose {
                result.append((member.name, member.start..<(close &+ 1)))
            } else if let initializer = member.initializer {
                result.append((member.name, member.start..<initializer.upperBound))
            }
        }
        return result
    }

    /// Whether every token of the file (past its imports) never ships, counting `extra` ranges
    /// (preview helpers) as never shipped.
    package func isWhollyNeverShipped(besides extra: [Range<Int>]) -> Bool {
        var sawCode = false
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            if token.is("import") {
                position &+= 2
                continue
            }
            if token.kind == .directive {
                // The directive and its condition, to the end of its line.
                position &+= 1
                while position < tokens.count, !tokens[position].precededByNewline { position &+= 1 }
                continue
            }
            if !isNeverShipped(position), !extra.contains(where: { $0.contains(position) }) { return false }
            sawCode = true
            position &+= 1
        }
        return sawCode
    }

    // MARK: - Build conditions

    /// The branches of `#if` blocks whose condition holds only in builds that never ship.
    package static func debugOnlyRegions(_ tokens: [SwiftToken]) -> [Range<Int>] {
        var regions: [Range<Int>] = []
        // Per open `#if`: where the current branch starts, whether it never ships, and whether
        // the `#if` itself was `!DEBUG` (its `#else` is then the debug branch).
        var stack: [(start: Int, neverShips: Bool, negated: Bool)] = []
        var position = 0
        while position < tokens.count {
            guard tokens[position].kind == .directive else { position &+= 1; continue }
            let token = tokens[position]
            var end = position &+ 1
            while end < tokens.count, !tokens[end].precededByNewline, tokens[end].kind != .directive { end &+= 1 }
            let condition = tokens[(position &+ 1)..<end].map(\.text).joined()
            switch token.name {
            case "if":
                stack.append((end, neverShips(condition), condition == "!DEBUG"))
            case "elseif", "else":
                if let top = stack.popLast() {
                    if top.neverShips { regions.append(top.start..<position) }
                    let branch = token.name == "else" ? top.negated : neverShips(condition)
                    stack.append((end, branch, false))
                }
            case "endif":
                if let top = stack.popLast(), top.neverShips { regions.append(top.start..<position) }
            default:
                break
            }
            position = end
        }
        return regions
    }

    /// `DEBUG`, `targetEnvironment(simulator)`, their `||`, or an `&&` with one of them.
    package static func neverShips(_ condition: String) -> Bool {
        let debug: Set<String> = ["DEBUG", "targetEnvironment(simulator)", "(DEBUG)"]
        if condition.contains("!") { return false }
        if condition.contains("||") { return condition.components(separatedBy: "||").allSatisfy { debug.contains($0) } }
        return condition.components(separatedBy: "&&").contains { debug.contains($0) }
    }

    /// The index at which the statement containing `index` ends within its group: a line break
    /// that continues nothing, a `;`, or the group's closer.
    package func statementEnd(from start: Int) -> Int {
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
    package func continuesStatement(_ index: Int) -> Bool {
        guard let token = token(index) else { return false }
        if token.is(".") { return true }
        if token.kind == .operator, token.text != "!", token.text != "?" { return true }
        if let previous = self.token(index &- 1) {
            if previous.kind == .operator || previous.is(",") || previous.is("=") || previous.is(".") { return true }
        }
        return false
    }

    /// The text of `range` as written, compacted to single spaces (for messages and evidence).
    package func text(_ range: Range<Int>) -> String {
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

    // MARK: - Previews

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
            guard isPrivate(type.start, type.keywordIndex) else { continue }
            helpers.append((type.name, type.start...type.bodyClose))
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

    private func isNested(_ type: SwiftTypeDeclaration) -> Bool {
        types.contains { $0 != type && $0.bodyOpen < type.keywordIndex && type.bodyClose < $0.bodyClose }
    }
}

/// One token index per token; a source audit keeps two of these for every token of every file
/// at once. A link is stored as its distance from the token in 16 bits (a bracket's partner and
/// a token's opener are nearly always within 32,766 tokens); a farther one, in a body longer
/// than that (a generated table of strings), is kept whole in a side table. -1 is "none".
package struct TokenLinks: Sendable {
    private var storage: [Int16]
    /// The links too far for 16 bits, by token.
    private var far: [Int32: Int32] = [:]

    private static let none = Int16.min
    private static let isFar = Int16.max

    package init(count: Int) {
        storage = Array(repeating: Self.none, count: count)
    }

    package var count: Int { storage.count }

    package subscript(position: Int) -> Int {
        get {
            let stored = storage[position]
            if stored == Self.none { return -1 }
            if stored == Self.isFar { return far[Int32(truncatingIfNeeded: position)].map(Int.init) ?? -1 }
            return position &+ Int(stored)
        }
        set {
            if storage[position] == Self.isFar { far[Int32(truncatingIfNeeded: position)] = nil }
            let distance = newValue &- position
            if newValue < 0 {
                storage[position] = Self.none
            } else if distance > Int(Self.none), distance < Int(Self.isFar) {
                storage[position] = Int16(distance)
            } else {
                storage[position] = Self.isFar
                far[Int32(truncatingIfNeeded: position)] = Int32(truncatingIfNeeded: newValue)
            }
        }
    }
}
