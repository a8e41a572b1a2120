import LubaAuditModel
import LubaAuditICU
/// Reads an XML property list into `PlistNode`s with line and column numbers.
///
/// A small tokenizer of its own rather than Foundation's `XMLParser`: a plist needs only
/// elements, character and numeric entity references, CDATA, comments, processing
/// instructions and a DOCTYPE to skip, and this way the reader keeps exact scalar columns,
/// the comments before each key, and full control over failure. It never expands DTD
/// entities (no "billion laughs") and keeps an explicit element stack capped at `maxDepth`.
///
/// Well-formedness errors (a mismatched end tag, an unterminated comment, a stray `<`) stop
/// the parse with one `.syntax` diagnostic; the entries of the root dictionary completed
/// before the error are kept. Plist-level mistakes in well-formed XML (a value without a key,
/// a duplicate key, an unknown element) are reported and skipped without stopping.
package struct PropertyListXMLParser {
    package static let defaultMaxDepth = 256

    /// Parses `bytes` (UTF-8 without a byte order mark) into the top-level value.
    package static func parse(
        _ bytes: [UInt8], path: String, maxDepth: Int = defaultMaxDepth
    ) -> (root: PlistNode?, diagnostics: [ReadDiagnostic]) {
        let parsed = parseWithDirectives(bytes, path: path, maxDepth: maxDepth)
        return (parsed.root, parsed.diagnostics)
    }

    /// A comment holding `lubaaudit:` (its trimmed text, and where that text starts) and whether
    /// it stands among the top-level dictionary's entries.
    package struct DirectiveComment: Sendable {
        package var text: String
        package var location: SourceLocation
        package var topLevel: Bool
    }

    /// `parse`, with the comments that hold suppression directives.
    package static func parseWithDirectives(
        _ bytes: [UInt8], path: String, maxDepth: Int = defaultMaxDepth
    ) -> (root: PlistNode?, diagnostics: [ReadDiagnostic], directiveComments: [DirectiveComment]) {
        var parser = PropertyListXMLParser(bytes: bytes, path: path, maxDepth: maxDepth)
        do {
            try parser.run()
        } catch {
            parser.diagnostics.append(ReadDiagnostic(
                kind: .syntax, message: error.message, location: parser.location(at: error.offset)))
            parser.salvageRoot()
        }
        if parser.root == nil, !parser.diagnostics.contains(where: { $0.kind == .syntax }) {
            parser.diagnostics.append(ReadDiagnostic(
                kind: .syntax, message: "no property list value found",
                location: SourceLocation(file: path, line: 1, column: 1)))
        }
        return (parser.root, parser.diagnostics, parser.directiveComments)
    }

    private struct Failure: Error {
        var message: String
        var offset: Int
    }

    private enum Role {
        case plist, dict, array, key, scalar
        /// Content that is not part of the plist (an unknown element): parsed for
        /// well-formedness, then dropped.
        case skipped
    }

    private struct PendingKey {
        var key: String
        var location: SourceLocation
        var comment: String?
    }

    /// One open element.
    private struct Frame {
        var name: String
        var role: Role
        /// Where the `<` of the start tag stands.
        var location: SourceLocation
        /// Right after the start tag.
        var contentLocation: SourceLocation
        var members: [PlistMember] = []
        var items: [PlistNode] = []
        var text: [UInt8] = []
        var pendingKey: PendingKey?
        var pendingComments: [String] = []
        var reportedStrayText = false
        /// Key → member index, built once a dictionary is too large to search linearly.
        var keyIndex: [String: Int]?

        /// The index of the member named `key`, if the dictionary already has one. Small
        /// dictionaries (nearly all) are searched linearly: hashing every key costs more.
        mutating func memberIndex(of key: String) -> Int? {
            if keyIndex == nil, members.count >= 16 {
                var index: [String: Int] = [:]
                for (position, member) in members.enumerated() { index[member.key] = position }
                keyIndex = index
            }
            if let keyIndex { return keyIndex[key] }
            return members.firstIndex { $0.key == key }
        }
    }

    private let bytes: [UInt8]
    private let path: String
    private let maxDepth: Int
    private var index = 0
    private var positions: TextPositionCounter
    private var stack: [Frame] = []
    private var root: PlistNode?
    private var reportedStrayTopLevelText = false
    private var diagnostics: [ReadDiagnostic] = []
    private var directiveComments: [DirectiveComment] = []

    private init(bytes: [UInt8], path: String, maxDepth: Int) {
        self.bytes = bytes
        self.path = path
        self.maxDepth = max(1, maxDepth)
        positions = TextPositionCounter(bytes)
    }

    private mutating func location(at offset: Int) -> SourceLocation {
        positions.location(at: offset, file: path)
    }

    // MARK: - Tokens

    private mutating func run() throws(Failure) {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                try markup()
            } else {
                characterData()
            }
        }
        if let open = stack.last {
            throw Failure(
                message: "unexpected end of file: <\(open.name)> opened at \(open.location.line):\(open.location.column) is not closed",
                offset: bytes.count)
        }
    }

    private mutating func markup() throws(Failure) {
        let start = index
        guard start + 1 < bytes.count else {
            throw Failure(message: "'<' at the end of the file", offset: start)
        }
        switch bytes[start + 1] {
        case UInt8(ascii: "?"):
            guard let end = find("?>", from: start + 2) else {
                throw Failure(message: "unterminated processing instruction (no '?>')", offset: start)
            }
            index = end + 2
        case UInt8(ascii: "!"):
            if hasPrefix("<!--", at: start) {
                guard let end = find("-->", from: start + 4) else {
                    throw Failure(message: "unterminated comment (no '-->')", offset: start)
                }
                comment(bytes[(start + 4)..<end])
                index = end + 3
            } else if hasPrefix("<![CDATA[", at: start) {
                guard let end = find("]]>", from: start + 9) else {
                    throw Failure(message: "unterminated CDATA section (no ']]>')", offset: start)
                }
                index = end + 3
                appendText(bytes[(start + 9)..<end], at: start, decodeEntities: false)
            } else if hasPrefix("<!DOCTYPE", at: start) {
                try skipDoctype(from: start)
            } else {
                throw Failure(message: "unknown markup declaration after '<!'", offset: start)
            }
        case UInt8(ascii: "/"):
            index = start + 2
            let name = readName()
            guard !name.isEmpty else {
                throw Failure(message: "expected an element name after '</'", offset: index)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                throw Failure(message: "expected '>' to end </\(name)>", offset: index)
            }
            index += 1
            try closeElement(name, at: start)
        default:
            guard isNameStart(bytes[start + 1]) else {
                throw Failure(message: "'<' must start a tag; write &lt; for a literal '<'", offset: start)
            }
            index = start + 1
            let name = readName()
            var selfClosing = false
            while true {
                let hadSpace = skipWhitespace()
                guard index < bytes.count else {
                    throw Failure(message: "unterminated tag <\(name)>", offset: start)
                }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    break
                }
                if bytes[index] == UInt8(ascii: "/") {
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                        throw Failure(message: "expected '/>' to end <\(name)>", offset: index)
                    }
                    index += 2
                    selfClosing = true
                    break
                }
                guard hadSpace, isNameStart(bytes[index]) else {
                    throw Failure(message: "unexpected character in tag <\(name)>", offset: index)
                }
                try skipAttribute(of: name)
            }
            try openElement(name, at: start, selfClosing: selfClosing)
        }
    }

    private mutating func skipAttribute(of element: String) throws(Failure) {
        _ = readName()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw Failure(message: "expected '=' after an attribute name in <\(element)>", offset: index)
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw Failure(message: "an attribute value of <\(element)> must be quoted", offset: index)
        }
        let quote = bytes[index]
        let valueStart = index
        index += 1
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "<") {
                throw Failure(message: "'<' inside an attribute value of <\(element)>", offset: index)
            }
            index += 1
        }
        guard index < bytes.count else {
            throw Failure(message: "unterminated attribute value in <\(element)>", offset: valueStart)
        }
        index += 1
    }

    /// Skips `<!DOCTYPE …>`, including an internal subset in `[…]`, quoted literals and
    /// comments inside it. Nothing in it is used: no entity it declares is ever expanded.
    private mutating func skipDoctype(from start: Int) throws(Failure) {
        index = start + 9
        var bracketDepth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < bytes.count, bytes[index] != byte { index += 1 }
            case UInt8(ascii: "<") where hasPrefix("<!--", at: index):
                guard let end = find("-->", from: index + 4) else {
                    throw Failure(message: "unterminated comment (no '-->')", offset: index)
                }
                index = end + 2
            case UInt8(ascii: "["):
                bracketDepth += 1
            case UInt8(ascii: "]"):
                bracketDepth = max(0, bracketDepth - 1)
            case UInt8(ascii: ">") where bracketDepth == 0:
                index += 1
                return
            default:
                break
            }
            index += 1
        }
        throw Failure(message: "unterminated DOCTYPE", offset: start)
    }

    private mutating func characterData() {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        appendText(bytes[start..<index], at: start, decodeEntities: true)
    }

    // MARK: - Elements

    private mutating func openElement(_ name: String, at start: Int, selfClosing: Bool) throws(Failure) {
        let tagLocation = location(at: start)
        guard stack.count < maxDepth else {
            throw Failure(message: "elements nested deeper than \(maxDepth) levels", offset: start)
        }
        let contentLocation = location(at: index)
        var role: Role
        let parent = stack.last?.role
        switch parent {
        case .skipped:
            role = .skipped
        case .key, .scalar:
            plistError("<\(name)> inside <\(stack.last?.name ?? "")>: a \(stack.last?.name ?? "") holds only text", at: tagLocation)
            role = .skipped
        default:
            switch name {
            case "plist":
                role = parent == nil ? .plist : .skipped
                if parent != nil { plistError("<plist> may only be the top-level element", at: tagLocation) }
            case "dict": role = .dict
            case "array": role = .array
            case "key":
                role = parent == .dict ? .key : .skipped
                if parent != .dict { plistError("<key> outside a <dict>", at: tagLocation) }
            case "string", "integer", "real", "date", "data", "true", "false":
                role = .scalar
            default:
                plistError("unknown property list element <\(name)>", at: tagLocation)
                role = .skipped
            }
        }
        stack.append(Frame(name: name, role: role, location: tagLocation, contentLocation: contentLocation))
        if selfClosing { closeTop() }
    }

    private mutating func closeElement(_ name: String, at start: Int) throws(Failure) {
        guard let open = stack.last else {
            throw Failure(message: "unexpected </\(name)>: no element is open", offset: start)
        }
        guard open.name == name else {
            throw Failure(
                message: "expected </\(open.name)> to close <\(open.name)> opened at \(open.location.line):\(open.location.column), found </\(name)>",
                offset: start)
        }
        closeTop()
    }

    private mutating func closeTop() {
        guard let frame = stack.popLast() else { return }
        switch frame.role {
        case .skipped, .plist:
            return
        case .key:
            let key = string(frame.text, at: frame.contentLocation)
            let last = stack.count - 1
            guard last >= 0 else { return }
            if let dangling = stack[last].pendingKey {
                plistError("key \"\(dangling.key)\" has no value", at: dangling.location)
            }
            let comments = stack[last].pendingComments
            stack[last].pendingKey = PendingKey(
                key: key, location: frame.contentLocation,
                comment: comments.isEmpty ? nil : comments.joined(separator: "\n"))
            stack[last].pendingComments = []
        case .dict:
            if let dangling = frame.pendingKey {
                plistError("key \"\(dangling.key)\" has no value", at: dangling.location)
            }
            deliver(PlistNode(kind: .dict(frame.members), location: frame.location, element: "dict"))
        case .array:
            deliver(PlistNode(kind: .array(frame.items), location: frame.location, element: "array"))
        case .scalar:
            let text = string(frame.text, at: frame.contentLocation)
            if frame.name == "true" || frame.name == "false", !isWhitespace(frame.text) {
                plistError("<\(frame.name)/> must be empty", at: frame.contentLocation)
            }
            deliver(PlistNode(kind: .text(text), location: frame.contentLocation, element: frame.name))
        }
    }

    /// Hands a finished value to the element around it.
    private mutating func deliver(_ node: PlistNode) {
        let last = stack.count - 1
        guard last >= 0, stack[last].role != .plist else {
            if root == nil {
                root = node
            } else {
                plistError("a property list holds one top-level value; this <\(node.element)> is ignored", at: node.location)
            }
            return
        }
        switch stack[last].role {
        case .dict:
            guard let key = stack[last].pendingKey else {
                plistError("<\(node.element)> in a <dict> without a <key> before it", at: node.location)
                return
            }
            stack[last].pendingKey = nil
            stack[last].pendingComments = []
            let member = PlistMember(key: key.key, keyLocation: key.location, comment: key.comment, value: node)
            if let earlier = stack[last].memberIndex(of: key.key) {
                let first = stack[last].members[earlier].keyLocation
                plistError(
                    "duplicate key \"\(key.key)\" (first at \(first.line):\(first.column)); the last one wins",
                    at: key.location)
                stack[last].members[earlier] = member
            } else {
                let count = stack[last].members.count
                stack[last].keyIndex?[key.key] = count
                stack[last].members.append(member)
            }
        case .array:
            stack[last].items.append(node)
        case .plist, .key, .scalar, .skipped:
            break
        }
    }

    /// After a fatal error: keep what the top-level dictionary or array completed so far.
    private mutating func salvageRoot() {
        guard root == nil else { return }
        guard let frame = stack.prefix(2).first(where: { $0.role == .dict || $0.role == .array }) else { return }
        root = frame.role == .dict
            ? PlistNode(kind: .dict(frame.members), location: frame.location, element: "dict")
            : PlistNode(kind: .array(frame.items), location: frame.location, element: "array")
    }

    // MARK: - Text and comments

    private mutating func appendText(_ text: ArraySlice<UInt8>, at start: Int, decodeEntities: Bool) {
        let last = stack.count - 1
        guard last >= 0, stack[last].role == .key || stack[last].role == .scalar else {
            guard !isWhitespace(text) else { return }
            if last >= 0 {
                if stack[last].role == .skipped || stack[last].reportedStrayText { return }
                stack[last].reportedStrayText = true
            } else {
                if reportedStrayTopLevelText { return }
                reportedStrayTopLevelText = true
            }
            // Scan the slice itself: for CDATA, `start` is the `<` before the text, not in it.
            var offset = text.startIndex
            while offset < text.endIndex, isWhitespace(text[offset]) { offset += 1 }
            plistError("text outside a <string> or <key> is ignored", at: location(at: offset))
            return
        }
        guard decodeEntities, text.contains(UInt8(ascii: "&")) else {
            stack[last].text.append(contentsOf: text)
            return
        }
        var offset = text.startIndex
        while offset < text.endIndex {
            let byte = text[offset]
            guard byte == UInt8(ascii: "&") else {
                stack[last].text.append(byte)
                offset += 1
                continue
            }
            if let (scalarBytes, length) = entity(at: offset, limit: text.endIndex) {
                stack[last].text.append(contentsOf: scalarBytes)
                offset += length
            } else {
                var end = offset + 1
                while end < text.endIndex, end < offset + 12, text[end] != UInt8(ascii: ";"), !isWhitespace(text[end]) {
                    end += 1
                }
                let message = end < text.endIndex && text[end] == UInt8(ascii: ";") && end > offset + 1
                    ? "invalid entity reference \(String(decoding: text[offset...end], as: UTF8.self)); kept as written"
                    : "'&' must start an entity such as &amp; or &#38;; kept as written"
                plistError(message, at: location(at: offset))
                stack[last].text.append(byte)
                offset += 1
            }
        }
    }

    /// The bytes an entity reference at `offset` stands for, and its length with `&` and `;`.
    private func entity(at offset: Int, limit: Int) -> ([UInt8], Int)? {
        var end = offset + 1
        while end < limit, end < offset + 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < limit, bytes[end] == UInt8(ascii: ";") else { return nil }
        let name = bytes[(offset + 1)..<end]
        let length = end - offset + 1
        switch String(decoding: name, as: UTF8.self) {
        case "lt": return ([UInt8(ascii: "<")], length)
        case "gt": return ([UInt8(ascii: ">")], length)
        case "amp": return ([UInt8(ascii: "&")], length)
        case "quot": return ([UInt8(ascii: "\"")], length)
        case "apos": return ([UInt8(ascii: "'")], length)
        default:
            guard name.first == UInt8(ascii: "#"), name.count > 1 else { return nil }
            var digits = name.dropFirst()
            var radix: UInt32 = 10
            if digits.first == UInt8(ascii: "x") {
                radix = 16
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty, digits.count <= 8 else { return nil }
            var value: UInt32 = 0
            for digit in digits {
                guard let digitValue = hexValue(digit), digitValue < radix else { return nil }
                value = value &* radix &+ digitValue
            }
            guard let scalar = Unicode.Scalar(value), value != 0 else { return nil }
            var encoded: [UInt8] = []
            UTF8.encode(scalar) { encoded.append($0) }
            return (encoded, length)
        }
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func comment(_ text: ArraySlice<UInt8>) {
        let last = stack.count - 1
        guard last >= 0, stack[last].role == .dict else { return }
        var start = text.startIndex, end = text.endIndex
        while start < end, isWhitespace(text[start]) { start += 1 }
        while end > start, isWhitespace(text[end - 1]) { end -= 1 }
        guard start < end else { return }
        let trimmed = String(decoding: text[start..<end], as: UTF8.self)
        if SuppressionSyntax.mentions(trimmed) {
            directiveComments.append(DirectiveComment(
                text: trimmed, location: location(at: start),
                topLevel: stack[..<last].allSatisfy { $0.role == .plist }))
        }
        stack[last].pendingComments.append(trimmed)
    }

    /// Decodes element text, repairing (and reporting) invalid UTF-8.
    private mutating func string(_ bytes: [UInt8], at location: SourceLocation) -> String {
        if bytes.contains(where: { $0 >= 0x80 }), String(validating: bytes, as: UTF8.self) == nil {
            diagnostics.append(ReadDiagnostic(
                kind: .encoding, message: "invalid UTF-8, replaced by U+FFFD", location: location))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func plistError(_ message: String, at location: SourceLocation) {
        diagnostics.append(ReadDiagnostic(kind: .syntax, message: message, location: location))
    }

    // MARK: - Bytes

    private func hasPrefix(_ prefix: StaticString, at offset: Int) -> Bool {
        prefix.withUTF8Buffer { expected in
            guard offset + expected.count <= bytes.count else { return false }
            for position in 0..<expected.count where bytes[offset + position] != expected[position] {
                return false
            }
            return true
        }
    }

    /// The offset of the next `needle` at or after `start`.
    private func find(_ needle: StaticString, from start: Int) -> Int? {
        needle.withUTF8Buffer { expected -> Int? in
            guard let first = expected.first else { return nil }
            var offset = start
            while offset + expected.count <= bytes.count {
                if bytes[offset] == first {
                    var matched = true
                    for position in 1..<expected.count where bytes[offset + position] != expected[position] {
                        matched = false
                        break
                    }
                    if matched { return offset }
                }
                offset += 1
            }
            return nil
        }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private func isWhitespace(_ text: some Collection<UInt8>) -> Bool {
        text.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }

    private func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x2E
    }
}
