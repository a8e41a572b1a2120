import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
import LubaAuditEngine
import LubaAuditReports
/// An element of an imported XML file, as far as the import needs one: name (without prefix),
/// attributes, children and text in order, and where its start tag stands.
package struct ImportXMLElement: Sendable {
    package enum Child: Sendable {
        case element(ImportXMLElement)
        case text(String)
    }

    package var name: String
    package var attributes: [String: String]
    package var children: [Child]
    package var location: SourceLocation

    package var elements: [ImportXMLElement] {
        children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    package func first(_ name: String) -> ImportXMLElement? { elements.first { $0.name == name } }

    /// The character data of the element and its descendants.
    package var text: String {
        children.map { child in
            switch child {
            case .text(let text): return text
            case .element(let element): return element.text
            }
        }.joined()
    }
}

/// A small XML reader for files a translator sends back: elements, attributes, character data,
/// CDATA, comments and processing instructions. Everything that can make XML read more than it
/// holds is refused, not skipped: a DOCTYPE (internal subsets declare entities, and expanding
/// them is the billion-laughs attack; external ones fetch files), and any entity beyond XML's
/// five and numeric references.
package struct ImportXMLReader {
    package static let maximumDepth = 64

    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var lineStarts: [Int] = [0]

    package static func read(_ bytes: [UInt8], path: String) throws(ImportInputError) -> ImportXMLElement {
        var reader = ImportXMLReader(bytes: bytes, path: path)
        return try reader.document()
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
    }

    /// Line and column (in characters) of a byte offset.
    private func location(_ offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        let column = bytes[start..<min(offset, bytes.count)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourceLocation(file: path, line: low + 1, column: column)
    }

    private func failure(_ reason: String, at offset: Int) -> ImportInputError {
        ImportInputError(reason, at: location(offset))
    }

    private func has(_ text: String, at offset: Int) -> Bool {
        let utf8 = Array(text.utf8)
        guard offset + utf8.count <= bytes.count else { return false }
        return bytes[offset..<offset + utf8.count].elementsEqual(utf8)
    }

    private func find(_ text: String, from offset: Int) -> Int? {
        let utf8 = Array(text.utf8)
        guard let first = utf8.first, !bytes.isEmpty else { return nil }
        var at = offset
        while at + utf8.count <= bytes.count {
            if bytes[at] == first && bytes[at..<at + utf8.count].elementsEqual(utf8) { return at }
            at += 1
        }
        return nil
    }

    private mutating func document() throws(ImportInputError) -> ImportXMLElement {
        if has("\u{FEFF}", at: 0) { index = 3 }
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) || bytes[0] == 0 || bytes[1] == 0) {
            throw failure("the file is not UTF-8 (save it as UTF-8, as Xcode and this tool write XLIFF)", at: 0)
        }
        if let bad = bytes.withUnsafeBufferPointer({ StringsDecoding.firstInvalidUTF8($0, from: 0) }) {
            throw failure("invalid UTF-8 byte 0x\(StringsDecoding.hex(bytes[bad], width: 2))", at: bad)
        }
        if let bad = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
            throw failure("control character U+\(StringsDecoding.hex(bytes[bad], width: 4)) is not allowed in XML", at: bad)
        }
        var root: ImportXMLElement?
        while true {
            skipWhitespace()
            guard index < bytes.count else { break }
            guard bytes[index] == UInt8(ascii: "<") else {
                throw failure("text outside the root element", at: index)
            }
            if try skipMisc() { continue }
            guard root == nil else { throw failure("a second root element", at: index) }
            root = try element(depth: 0)
        }
        guard let root else { throw failure("no root element", at: index) }
        return root
    }

    /// Skips a comment or processing instruction at `index`; refuses a DOCTYPE. False at an element.
    private mutating func skipMisc() throws(ImportInputError) -> Bool {
        if has("<?", at: index) {
            guard let end = find("?>", from: index + 2) else { throw failure("unterminated processing instruction", at: index) }
            index = end + 2
            return true
        }
        if has("<!--", at: index) {
            guard let end = find("-->", from: index + 4) else { throw failure("unterminated comment", at: index) }
            index = end + 3
            return true
        }
        if has("<!DOCTYPE", at: index) || has("<!doctype", at: index) {
            throw failure("XML with a DOCTYPE is refused: its entities could expand or read other files (XLIFF needs none)", at: index)
        }
        if has("<!ENTITY", at: index) {
            throw failure("XML entity declarations are refused", at: index)
        }
        return false
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private mutating func name() throws(ImportInputError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else { throw failure("expected a name", at: start) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":"), !name.hasPrefix("xml:") else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// An element starting at `index` (at its `<`), through its end tag.
    private mutating func element(depth: Int) throws(ImportInputError) -> ImportXMLElement {
        let start = index
        guard depth < Self.maximumDepth else { throw failure("elements nested more than \(Self.maximumDepth) deep", at: start) }
        index += 1
        let qualified = try name()
        var attributes: [String: String] = [:]
        while true {
            let before = index
            skipWhitespace()
            guard index < bytes.count else { throw failure("unterminated start tag <\(qualified)>", at: start) }
            if bytes[index] == UInt8(ascii: "/") {
                guard has("/>", at: index) else { throw failure("expected '/>'", at: index) }
                index += 2
                return ImportXMLElement(name: Self.localName(qualified), attributes: attributes, children: [], location: location(start))
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            guard index > before else { throw failure("expected whitespace before an attribute", at: index) }
            let attributeStart = index
            let attribute = try name()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw failure("attribute \(attribute) needs a value", at: index) }
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
                throw failure("attribute \(attribute): the value must be quoted", at: index)
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "<") { throw failure("'<' in the value of attribute \(attribute)", at: index) }
                index += 1
            }
            guard index < bytes.count else { throw failure("unterminated value of attribute \(attribute)", at: valueStart) }
            let value = try decodeText(valueStart, index)
            index += 1
            let key = attribute.hasPrefix("xml:") || attribute.hasPrefix("xmlns") ? attribute : Self.localName(attribute)
            guard attributes.updateValue(value, forKey: key) == nil else {
                throw failure("attribute \(attribute) is given twice", at: attributeStart)
            }
        }
        var children: [ImportXMLElement.Child] = []
        var text = ""
        func flush() {
            if !text.isEmpty { children.append(.text(text)) }
            text = ""
        }
        while true {
            guard index < bytes.count else { throw failure("<\(qualified)> is not closed", at: start) }
            if bytes[index] != UInt8(ascii: "<") {
                let textStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
                text += try decodeText(textStart, index)
                continue
            }
            if has("<![CDATA[", at: index) {
                guard let end = find("]]>", from: index + 9) else { throw failure("unterminated CDATA section", at: index) }
                text += String(decoding: bytes[(index + 9)..<end], as: UTF8.self)
                index = end + 3
                continue
            }
            if has("</", at: index) {
                let closeStart = index
                index += 2
                let closing = try name()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw failure("expected '>'", at: index) }
                index += 1
                guard closing == qualified else {
                    throw failure("</\(closing)> closes <\(qualified)> (opened at line \(location(start).line))", at: closeStart)
                }
                flush()
                return ImportXMLElement(name: Self.localName(qualified), attributes: attributes, children: children, location: location(start))
            }
            if try skipMisc() { continue }
            if has("<!", at: index) { throw failure("unexpected markup declaration", at: index) }
            flush()
            children.append(.element(try element(depth: depth + 1)))
        }
    }

    /// Character data with XML's five entities and numeric references decoded; any other
    /// entity is refused (without a DOCTYPE none can be declared).
    private func decodeText(_ start: Int, _ end: Int) throws(ImportInputError) -> String {
        guard bytes[start..<end].contains(where: { $0 == UInt8(ascii: "&") || $0 == 0x0D }) else {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var out: [UInt8] = []
        var at = start
        while at < end {
            guard bytes[at] == UInt8(ascii: "&") else {
                // XML reads a line break written CR LF or CR as LF.
                if bytes[at] == 0x0D {
                    if at + 1 < end && bytes[at + 1] == 0x0A { at += 1 }
                    out.append(0x0A)
                    at += 1
                    continue
                }
                out.append(bytes[at])
                at += 1
                continue
            }
            guard let semicolon = bytes[at..<min(end, at + 12)].firstIndex(of: UInt8(ascii: ";")) else {
                throw failure("'&' must start an entity such as &amp;", at: at)
            }
            let name = String(decoding: bytes[(at + 1)..<semicolon], as: UTF8.self)
            switch name {
            case "amp": out.append(UInt8(ascii: "&"))
            case "lt": out.append(UInt8(ascii: "<"))
            case "gt": out.append(UInt8(ascii: ">"))
            case "quot": out.append(0x22)
            case "apos": out.append(0x27)
            default:
                var scalar: Unicode.Scalar?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if name.hasPrefix("#") {
                    scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                } else {
                    throw failure("entity &\(name); is refused: only XML's own (&amp; &lt; &gt; &quot; &apos;) and numeric references are read", at: at)
                }
                guard let scalar, XMLEscaping.isAllowed(scalar) else {
                    throw failure("&\(name); is not a character XML allows", at: at)
                }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            at = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
