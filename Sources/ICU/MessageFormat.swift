import LubaAuditModel
import CICUShim

/// Checks ICU MessageFormat messages with ICU itself.
///
/// `icu::MessagePattern` decides the syntax and gives the structure (arguments, branches, `#`,
/// literal text); `icu::MessageFormat` then confirms the argument types and styles. Rules build
/// on the structure: missing `other`, dead or missing plural categories, argument parity between
/// source and translation, `#` outside a plural, quotes that swallow an argument.
public struct MessageFormatAnalysis: Sendable {
    /// The structure of `message`, or why ICU refused it. `locale` is the message's language
    /// (MessageFormat builds its number and date formats for it).
    public static func analyze(_ message: String, locale: String) -> Result<MessageStructure, MessageSyntaxError> {
        let analysis: OpaquePointer? = message.withUTF8Bytes { bytes -> OpaquePointer? in
            guard bytes.count <= Int(LUBAICU_MAX_MESSAGE_BYTES) else { return nil }
            return bytes.withMemoryRebound(to: CChar.self) { chars in
                lubaicu_message_analyze(chars.baseAddress, Int32(chars.count), locale)
            }
        }
        guard let analysis else {
            let code = message.utf8.count > Int(LUBAICU_MAX_MESSAGE_BYTES)
                ? "U_INDEX_OUTOFBOUNDS_ERROR" : "U_MEMORY_ALLOCATION_ERROR"
            return .failure(MessageSyntaxError(
                kind: code == "U_INDEX_OUTOFBOUNDS_ERROR" ? .tooComplex : .other, code: code, stage: .limit,
                offset: nil, icuOffset: nil, line: nil, argumentOffset: nil))
        }
        defer { lubaicu_message_analysis_free(analysis) }
        var summary = lubaicu_message_summary()
        lubaicu_message_analysis_summary(analysis, &summary)
        if summary.stage != Int32(LUBAICU_STAGE_OK.rawValue) {
            return .failure(syntaxError(summary))
        }
        let nodes = UnsafeBufferPointer(start: summary.nodes, count: max(0, Int(summary.nodeCount)))
        let strings = UnsafeRawBufferPointer(start: summary.strings, count: max(0, Int(summary.stringsLength)))
        let tree = MessageNodeTree(nodes: nodes, strings: strings)
        guard let body = tree.rootBody() else {
            return .failure(MessageSyntaxError(
                kind: .other, code: "U_INTERNAL_PROGRAM_ERROR", stage: .pattern,
                offset: nil, icuOffset: nil, line: nil, argumentOffset: nil))
        }
        return .success(MessageStructure(
            message: body,
            apostropheMode: summary.apostropheMode == 1 ? .doubleRequired : .doubleOptional,
            quotedLiterals: tree.quotedLiterals(),
            hasNamedArguments: summary.hasNamedArguments != 0,
            hasNumberedArguments: summary.hasNumberedArguments != 0))
    }

    private static func syntaxError(_ summary: lubaicu_message_summary) -> MessageSyntaxError {
        let code = summary.errorName.map { String(cString: $0) } ?? "U_ERROR_\(summary.errorCode)"
        let stage: MessageSyntaxError.Stage
        switch summary.stage {
        case Int32(LUBAICU_STAGE_FORMAT.rawValue): stage = .format
        case Int32(LUBAICU_STAGE_LIMIT.rawValue): stage = .limit
        default: stage = .pattern
        }
        let kind: MessageSyntaxError.Kind
        switch (stage, code) {
        case (.limit, _): kind = .tooComplex
        case (.format, _): kind = .invalidArgument
        case (_, "U_UNMATCHED_BRACES"): kind = .unmatchedBraces
        case (_, "U_PATTERN_SYNTAX_ERROR"): kind = .patternSyntax
        case (_, "U_DEFAULT_KEYWORD_MISSING"): kind = .missingOther
        case (_, "U_DUPLICATE_KEYWORD"): kind = .duplicateSelector
        default: kind = .other
        }
        let icuOffset = summary.errorOffset >= 0 ? Int(summary.errorOffset) : nil
        let argumentOffset = summary.errorArgumentStart >= 0 ? Int(summary.errorArgumentStart) : nil
        let braceOffset = summary.errorBraceStart >= 0 ? Int(summary.errorBraceStart) : nil
        // ICU reports offset 0 for an unmatched brace and a missing `other`, and no place for
        // format errors: point at the open brace or the argument instead.
        let offset: Int?
        switch kind {
        case .unmatchedBraces: offset = braceOffset ?? argumentOffset ?? icuOffset
        case .missingOther: offset = argumentOffset ?? icuOffset
        default: offset = icuOffset ?? argumentOffset
        }
        return MessageSyntaxError(
            kind: kind, code: code, stage: stage, offset: offset, icuOffset: icuOffset,
            line: summary.errorLine >= 0 ? Int(summary.errorLine) : nil, argumentOffset: argumentOffset)
    }
}

/// The shim's flat pre-order node array, read back into the nested Swift values.
/// Only valid while the analysis handle lives.
private struct MessageNodeTree {
    let nodes: UnsafeBufferPointer<lubaicu_message_node>
    let strings: UnsafeRawBufferPointer
    let children: [[Int]]

    /// ICU's nesting is capped by the shim (LUBAICU_MAX_NESTING); this bounds the recursion
    /// here even if a node array ever claimed more.
    private static let maxDepth = 2 * Int(LUBAICU_MAX_NESTING) + 8

    init(nodes: UnsafeBufferPointer<lubaicu_message_node>, strings: UnsafeRawBufferPointer) {
        self.nodes = nodes
        self.strings = strings
        var children = [[Int]](repeating: [], count: nodes.count)
        for index in nodes.indices.dropFirst() {
            let parent = Int(nodes[index].parent)
            if parent >= 0 && parent < index { children[parent].append(index) }
        }
        self.children = children
    }

    func rootBody() -> MessageBody? {
        guard let root = nodes.first, root.kind == Int32(LUBAICU_NODE_MESSAGE.rawValue) else { return nil }
        return body(at: 0, enclosing: nil, depth: 0)
    }

    func quotedLiterals() -> [QuotedLiteral] {
        nodes.filter { $0.kind == Int32(LUBAICU_NODE_QUOTED.rawValue) }.map { node in
            QuotedLiteral(
                start: Int(node.start), limit: Int(node.limit),
                text: string(node.textOffset, node.textLength),
                isTerminated: node.flags & Int32(LUBAICU_FLAG_TERMINATED) != 0)
        }
    }

    private func string(_ offset: Int32, _ length: Int32) -> String {
        let start = Int(offset), count = Int(length)
        guard start >= 0, count > 0, start <= strings.count, count <= strings.count - start else { return "" }
        return String(decoding: UnsafeRawBufferPointer(rebasing: strings[start..<(start + count)]), as: UTF8.self)
    }

    private func kind(_ index: Int, is kind: lubaicu_node_kind) -> Bool {
        nodes[index].kind == Int32(kind.rawValue)
    }

    private func body(at index: Int, enclosing: MessageArgumentType?, depth: Int) -> MessageBody {
        let node = nodes[index]
        var elements: [MessageElement] = []
        if depth <= Self.maxDepth {
            for child in children[index] {
                let item = nodes[child]
                if kind(child, is: LUBAICU_NODE_TEXT) {
                    elements.append(.text(MessageText(
                        text: string(item.textOffset, item.textLength), start: Int(item.start),
                        limit: Int(item.limit), enclosingArgumentType: enclosing)))
                } else if kind(child, is: LUBAICU_NODE_REPLACE_NUMBER) {
                    elements.append(.replaceNumber(offset: Int(item.start)))
                } else if kind(child, is: LUBAICU_NODE_ARGUMENT) {
                    elements.append(.argument(argument(at: child, depth: depth + 1)))
                }
            }
        }
        return MessageBody(elements: elements, start: Int(node.start), limit: Int(node.limit))
    }

    private func argument(at index: Int, depth: Int) -> MessageArgument {
        let node = nodes[index]
        let type = Self.argumentType(node.argType)
        var selectors: [MessageSelector] = []
        for child in children[index] where kind(child, is: LUBAICU_NODE_SELECTOR) {
            let selector = nodes[child]
            let keyword = string(selector.textOffset, selector.textLength)
            let message = children[child].first { kind($0, is: LUBAICU_NODE_MESSAGE) }
                .map { body(at: $0, enclosing: type, depth: depth + 1) }
                ?? MessageBody(elements: [], start: Int(selector.limit), limit: Int(selector.limit))
            selectors.append(MessageSelector(
                keyword: keyword,
                explicitValue: selector.flags & Int32(LUBAICU_FLAG_HAS_NUMBER) != 0 ? selector.number : nil,
                message: message, start: Int(selector.start), limit: Int(selector.limit)))
        }
        let typeName = node.typeLength > 0 ? string(node.typeOffset, node.typeLength) : nil
        let style = node.styleLength > 0 ? Self.trimmed(string(node.styleOffset, node.styleLength)) : nil
        return MessageArgument(
            name: string(node.textOffset, node.textLength),
            number: node.argNumber >= 0 ? Int(node.argNumber) : nil,
            type: type, typeName: typeName, style: style,
            pluralOffset: node.flags & Int32(LUBAICU_FLAG_HAS_NUMBER) != 0 ? node.number : 0,
            selectors: selectors, start: Int(node.start), limit: Int(node.limit))
    }

    /// ICU keeps the white space around a style (`{d, date, short }`); rules want the word.
    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isPatternWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isPatternWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    private static func argumentType(_ code: Int32) -> MessageArgumentType {
        switch code {
        case Int32(LUBAICU_ARG_SIMPLE.rawValue): return .simple
        case Int32(LUBAICU_ARG_CHOICE.rawValue): return .choice
        case Int32(LUBAICU_ARG_PLURAL.rawValue): return .plural
        case Int32(LUBAICU_ARG_SELECT.rawValue): return .select
        case Int32(LUBAICU_ARG_SELECTORDINAL.rawValue): return .selectordinal
        default: return .none
        }
    }
}
