import LubaAuditModel
/// One postfix chain of SwiftUI code: a base view (`HStack(spacing: 4) { … }`, `Text(label)`,
/// `icon`) and the modifiers applied to it (`.font(…)`, `.frame(…)`, `.contentShape(…)`),
/// however the lines are broken.
package struct ViewChain: Sendable {
    package struct Closure: Sendable, Hashable {
        /// The label of a labeled trailing closure (`label:`), nil for the first one.
        package var label: String?
        package var open: Int
    }

    package struct Modifier: Sendable, Hashable {
        package var name: String
        /// The `.` that starts it.
        package var dot: Int
        /// The `(` of its argument list.
        package var arguments: Int?
        package var closures: [Closure]
        /// One past its last token.
        package var end: Int
    }

    package var start: Int
    /// One past the base's last token.
    package var baseEnd: Int
    /// The names of the base's path: `["SwiftUI", "Label"]`, `["icon"]`, `["configuration", "label"]`.
    package var basePath: [String]
    /// The base's type, when it is an initializer call: `HStack`, `Text`, `Label`.
    package var callee: String?
    package var baseArguments: Int?
    package var baseClosures: [Closure]
    package var modifiers: [Modifier]
    package var end: Int

    package func modifier(at dot: Int) -> Int? {
        modifiers.firstIndex { $0.dot == dot }
    }
}

/// Where a chain stands in the code around it.
package enum ChainContext {
    /// In a closure of another chain: its base's (`HStack { here }`) or a modifier's
    /// (`.background { here }`, the modifier's index).
    case closure(ViewChain, modifier: Int?)
    /// In an argument list: of the base (`Button(action: f, label: { here })`) or of a modifier.
    case arguments(ViewChain, modifier: Int?)
    /// In the block of an `if`, `switch`, `for`: the statement starting at the index holds it.
    case controlFlow(statement: Int)
    /// Directly in a member's body.
    case memberBody(SwiftMember)
    /// At type or file level, in an array literal, or somewhere no view lives.
    case outside
}

extension SourceIndex {
    /// Parses the chain that starts at `start`; an empty chain (`end == start`) when no
    /// expression starts there.
    package func chain(at start: Int) -> ViewChain {
        enum Element {
            case name(String), member(String), call, closure(String?), other
        }
        var elements: [(Element, Int)] = []
        var index = start
        var steps = 0
        while index < tokens.count, steps < 4096 {
            steps &+= 1
            let token = tokens[index]
            if elements.isEmpty {
                if token.is("."), let next = self.token(index &+ 1), next.kind == .identifier {
                    elements.append((.member(next.name), index))
                    index &+= 2
                    continue
                }
                guard token.kind == .identifier, !token.isKeyword || ["self", "Self", "super"].contains(token.text) else { break }
                elements.append((.name(token.name), index))
                index &+= 1
                continue
            }
            if token.precededByNewline, !token.is(".") { break }
            if token.is("."), let next = self.token(index &+ 1), next.kind == .identifier {
                elements.append((.member(next.name), index))
                index &+= 2
            } else if token.is("("), partner[index] > index {
                elements.append((.call, index))
                index = partner[index] &+ 1
            } else if token.is("{"), partner[index] > index {
                elements.append((.closure(nil), index))
                index = partner[index] &+ 1
            } else if token.kind == .identifier, isCode(index &+ 1, ":"), isCode(index &+ 2, "{"),
                      case .closure? = elements.last.map(\.0), partner[index &+ 2] > index &+ 2 {
                elements.append((.closure(token.name), index &+ 2))
                index = partner[index &+ 2] &+ 1
            } else if (token.is("?") || token.is("!")) && !token.precededBySpace {
                index &+= 1
            } else if token.is("["), !token.precededBySpace, partner[index] > index {
                elements.append((.other, index))
                index = partner[index] &+ 1
            } else {
                break
            }
        }
        var chain = ViewChain(
            start: start, baseEnd: index, basePath: [], callee: nil, baseArguments: nil, baseClosures: [],
            modifiers: [], end: index)
        var inBase = true
        var afterCall = false
        for (offset, (element, position)) in elements.enumerated() {
            if inBase {
                switch element {
                case .name(let name):
                    chain.basePath.append(name)
                case .member(let name):
                    let followedByCall: Bool
                    if offset &+ 1 < elements.count, case .call = elements[offset &+ 1].0 {
                        followedByCall = true
                    } else if offset &+ 1 < elements.count, case .closure = elements[offset &+ 1].0 {
                        followedByCall = true
                    } else {
                        followedByCall = false
                    }
                    let lowercase = name.first.map { $0.isLowercase } ?? false
                    if lowercase && (afterCall || followedByCall) && !chain.basePath.isEmpty {
                        inBase = false
                        chain.baseEnd = position
                        chain.modifiers.append(ViewChain.Modifier(name: name, dot: position, arguments: nil, closures: [], end: position &+ 2))
                        continue
                    }
                    chain.basePath.append(name)
                case .call:
                    afterCall = true
                    if chain.baseArguments == nil { chain.baseArguments = position }
                case .closure(let label):
                    afterCall = true
                    chain.baseClosures.append(ViewChain.Closure(label: label, open: position))
                case .other:
                    afterCall = true
                }
                continue
            }
            switch element {
            case .member(let name):
                chain.modifiers.append(ViewChain.Modifier(name: name, dot: position, arguments: nil, closures: [], end: position &+ 2))
            case .call:
                let last = chain.modifiers.count &- 1
                if last >= 0, chain.modifiers[last].arguments == nil, chain.modifiers[last].closures.isEmpty {
                    chain.modifiers[last].arguments = position
                }
                if last >= 0 { chain.modifiers[last].end = partner[position] &+ 1 }
            case .closure(let label):
                let last = chain.modifiers.count &- 1
                if last >= 0 {
                    chain.modifiers[last].closures.append(ViewChain.Closure(label: label, open: position))
                    chain.modifiers[last].end = partner[position] &+ 1
                }
            case .name, .other:
                break
            }
        }
        if inBase { chain.baseEnd = index }
        chain.callee = chain.basePath.last { $0.first.map { $0.isUppercase } ?? false }
        return chain
    }

    /// The first token of the chain whose element starts at `index` (a modifier's `.`, a call's
    /// `(`, a closure's `{`): walks back over calls, closures, member accesses and names to the
    /// start of the statement.
    package func chainStart(endingAt index: Int) -> Int {
        var current = index
        var steps = 0
        while steps < 4096 {
            steps &+= 1
            let previous = current &- 1
            guard previous >= 0, let token = self.token(current) else { break }
            if token.precededByNewline, !token.is(".") { break }
            let before = tokens[previous]
            if TokenCursor.isCloser(before) {
                let open = partner[previous]
                guard open >= 0, open < previous else { break }
                if !before.is("}"), tokens[open].precededByNewline { break }
                current = open
            } else if before.kind == .identifier, !before.isKeyword || ["self", "Self", "super"].contains(before.text) {
                current = previous
            } else if before.is(".") {
                current = previous
            } else if before.is(":"), let label = self.token(previous &- 1), label.kind == .identifier,
                      isCode(previous &- 2, "}") {
                current = previous &- 1  // `} label: {`
            } else if (before.is("?") || before.is("!")) && !before.precededBySpace {
                current = previous
            } else {
                break
            }
        }
        return current
    }

    /// The chain a modifier's `.` belongs to, and the modifier's index in it.
    package func chain(ofModifierAt dot: Int) -> (ViewChain, Int)? {
        let chain = self.chain(at: chainStart(endingAt: dot))
        guard let index = chain.modifier(at: dot) else { return nil }
        return (chain, index)
    }

    /// Where the statement or expression starting at `start` stands.
    package func context(ofStart start: Int) -> ChainContext {
        let open = start >= 0 && start < parent.count ? parent[start] : -1
        guard open >= 0 else { return .outside }
        if type(withBody: open) != nil { return .outside }
        if let member = member(withBody: open) { return .memberBody(member) }
        if tokens[open].is("{") {
            if let statement = controlFlowStatement(ofBlock: open) { return .controlFlow(statement: statement) }
            let owner = chain(at: chainStart(endingAt: open))
            if owner.baseClosures.contains(where: { $0.open == open }) { return .closure(owner, modifier: nil) }
            if let index = owner.modifiers.firstIndex(where: { $0.closures.contains { $0.open == open } }) {
                return .closure(owner, modifier: index)
            }
            return .outside
        }
        if tokens[open].is("(") {
            let owner = chain(at: chainStart(endingAt: open))
            if owner.baseArguments == open { return .arguments(owner, modifier: nil) }
            if let index = owner.modifiers.firstIndex(where: { $0.arguments == open }) {
                return .arguments(owner, modifier: index)
            }
        }
        return .outside
    }

    private static let controlFlowWords: Set<String> = ["if", "else", "guard", "for", "while", "switch", "repeat", "do", "catch", "case", "default"]

    /// The first token of the `if`/`switch`/`for` statement whose block opens at `open`, nil when
    /// the brace is a closure.
    package func controlFlowStatement(ofBlock open: Int) -> Int? {
        let level = parent[open]
        var index = open &- 1
        var found = false
        var steps = 0
        while index >= 0, steps < 512 {
            steps &+= 1
            if TokenCursor.isCloser(tokens[index]), partner[index] >= 0, partner[index] < index {
                index = partner[index]
            }
            let token = tokens[index]
            if parent[index] != level { return found ? index &+ 1 : nil }
            if token.kind == .identifier, Self.controlFlowWords.contains(token.text) { found = true }
            if token.precededByNewline || token.is(";") { return found ? index : nil }
            index &-= 1
        }
        return found ? max(index, 0) : nil
    }

    /// The statements directly in the block or closure opening at `open`, as the indices they
    /// start at: control-flow blocks are flattened (their views lay out in the enclosing stack),
    /// declarations are skipped and a closure's `params in` signature is passed over.
    package func viewStatements(in open: Int, depth: Int = 0) -> [Int] {
        guard depth < 8, open >= 0, open < tokens.count, partner[open] > open else { return [] }
        let close = partner[open]
        var starts: [Int] = []
        var index = open &+ 1
        // `{ tab in`: a closure signature on the first line.
        var probe = index
        while probe < close, probe == index || !tokens[probe].precededByNewline {
            if tokens[probe].is("in"), parent[probe] == open {
                index = probe &+ 1
                break
            }
            if TokenCursor.closer(for: tokens[probe]) != nil, partner[probe] > probe {
                probe = partner[probe] &+ 1
            } else {
                probe &+= 1
            }
        }
        var steps = 0
        while index < close, steps < 4096 {
            steps &+= 1
            let token = tokens[index]
            if token.is(";") || token.is(",") || token.kind == .directive {
                index = token.kind == .directive ? nextLine(after: index, before: close) : index &+ 1
                continue
            }
            if token.kind == .identifier, token.isKeyword || token.text == "some" {
                switch token.text {
                case "if", "guard", "switch", "for", "while", "repeat", "do":
                    var position = index &+ 1
                    while position < close {
                        let current = tokens[position]
                        if current.is("{"), partner[position] > position {
                            starts.append(contentsOf: viewStatements(in: position, depth: depth &+ 1))
                            position = partner[position] &+ 1
                            if isCode(position, "else") { position &+= 1 }
                            continue
                        }
                        if current.precededByNewline, position > index &+ 1 { break }
                        if TokenCursor.closer(for: current) != nil, partner[position] > position {
                            position = partner[position] &+ 1
                        } else {
                            position &+= 1
                        }
                    }
                    index = position
                case "case", "default":
                    var position = index &+ 1
                    while position < close, !(tokens[position].is(":") && parent[position] == open) { position &+= 1 }
                    index = position &+ 1
                case "return", "else":
                    index &+= 1
                case "let", "var", "func", "typealias", "struct", "enum", "class":
                    index = statementEnd(from: index)
                default:
                    if ["self", "Self", "super"].contains(token.text) {
                        let chain = self.chain(at: index)
                        starts.append(index)
                        index = max(chain.end, index &+ 1)
                    } else {
                        index = statementEnd(from: index)
                    }
                }
                continue
            }
            let chain = self.chain(at: index)
            if chain.end > index {
                starts.append(index)
                index = chain.end
            } else {
                index = max(statementEnd(from: index), index &+ 1)
            }
        }
        return starts
    }

    private func nextLine(after index: Int, before close: Int) -> Int {
        var position = index &+ 1
        while position < close, !tokens[position].precededByNewline { position &+= 1 }
        return position
    }

    /// References to `member` (a computed property or function) inside the type that declares
    /// it: where its view is placed.
    package func references(to member: SwiftMember) -> [Int] {
        guard let owner = member.owner else { return [] }
        let type = types[owner]
        let scope = outermostType(type.bodyOpen &+ 1) ?? type
        var result: [Int] = []
        for index in (scope.bodyOpen &+ 1)..<scope.bodyClose {
            let token = tokens[index]
            guard token.kind == .identifier, token.name == member.name, index != member.keywordIndex &+ 1 else { continue }
            if index == member.keywordIndex { continue }
            if let previous = self.token(index &- 1) {
                if previous.is("func") || previous.is("var") || previous.is("let") { continue }
                if previous.is("."), !isCode(index &- 2, "self") { continue }
            }
            if isCode(index &+ 1, ":") { continue }
            let isCall = isCode(index &+ 1, "(") && !(self.token(index &+ 1)?.precededByNewline ?? true)
            if member.kind != .property, !isCall { continue }
            if member.kind == .property, isCall { continue }
            result.append(index)
        }
        return result
    }

    /// The statement start for a reference: `self.x` starts at `self`.
    package func referenceStart(_ index: Int) -> Int {
        if isCode(index &- 1, "."), isCode(index &- 2, "self") { return index &- 2 }
        return index
    }

    /// A readable name of a member: `body`, `tabButton(for:)`.
    package func displayName(_ member: SwiftMember) -> String {
        guard member.kind != .property else { return member.name }
        var labels: [String] = []
        var position = member.keywordIndex &+ 1
        while position < tokens.count, !tokens[position].is("(") {
            if tokens[position].is("{") { return member.name + "()" }
            position &+= 1
        }
        if position < tokens.count, let spans = TokenCursor(tokens, at: position).arguments() {
            for span in spans {
                let names = span.tokens.prefix { !tokens[$0].is(":") }.filter { tokens[$0].kind == .identifier }
                labels.append(names.first.map { tokens[$0].name } ?? "_")
            }
        }
        return "\(member.name)(\(labels.map { $0 + ":" }.joined()))"
    }
}
