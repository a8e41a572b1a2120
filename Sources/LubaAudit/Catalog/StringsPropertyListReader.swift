import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a `.strings` file that is really a binary or XML property list (what Xcode ships when told
/// to convert strings files, and what some tools write). Foundation decides the values, so they are
/// what the app sees; the XML is read a second time only to learn the order and lines of the keys.
enum StringsPropertyListReader {
    enum Kind {
        case binary
        case xml
    }

    static func read(_ data: Data, kind: Kind, path: String, locale: String, name: String) -> StringsTable {
        var table = StringsTable(path: path, locale: locale, name: name, format: .strings, byteCount: data.count)
        let start = SourceLocation(file: path, line: 1, column: 1)
        let label = kind == .binary ? "binary" : "XML"
        let object: Any
        var format = PropertyListSerialization.PropertyListFormat.openStep
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            table.diagnostics.append(ReadDiagnostic(
                kind: .syntax, message: "not a valid \(label) property list: \(describe(error))", location: start))
            return table
        }
        // Foundation falls back to other formats: "bplist00junk" reads as the old-style string "bplist00junk".
        guard format == (kind == .binary ? .binary : .xml) else {
            table.diagnostics.append(ReadDiagnostic(
                kind: .syntax, message: "not a valid \(label) property list", location: start))
            return table
        }
        guard let dictionary = object as? [String: Any] else {
            table.diagnostics.append(ReadDiagnostic(
                kind: .unsupported, message: "the \(label) property list holds \(typeName(object)), not a strings table",
                location: start))
            return table
        }

        // File order and lines for XML; sorted keys at 1:1 for binary, which has no lines.
        var placed: [(key: String, line: Int)] = []
        if kind == .xml {
            placed = xmlKeyLines(data)
        }
        var seen = Set<String>()
        for item in placed where dictionary[item.key] != nil { seen.insert(item.key) }
        let unplaced = dictionary.keys.filter { !seen.contains($0) }.sorted()
        let ordered = placed.filter { dictionary[$0.key] != nil } + unplaced.map { (key: $0, line: 1) }

        for item in ordered {
            let location = SourceLocation(file: path, line: item.line, column: 1)
            guard let value = dictionary[item.key] else { continue }
            if let string = value as? String {
                table.entries.append(StringsEntry(key: item.key, value: string, location: location, valueLocation: location))
            } else {
                table.diagnostics.append(ReadDiagnostic(
                    kind: .unsupported,
                    message: "the value of \"\(item.key)\" is \(typeName(value)), not a string; it is not checked",
                    location: location))
            }
        }
        return table
    }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let debug = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return debug }
        return ns.localizedDescription
    }

    private static func typeName(_ value: Any) -> String {
        switch value {
        case is [String: Any], is [AnyHashable: Any]: return "a dictionary"
        case is [Any]: return "an array"
        case is Data: return "data"
        case is Date: return "a date"
        case is Bool, is NSNumber: return "a number"
        default: return "a \(type(of: value))"
        }
    }

    /// The top-level `<key>`s of an XML plist's root dictionary with their lines, in file order.
    private static func xmlKeyLines(_ data: Data) -> [(key: String, line: Int)] {
        let parser = XMLParser(data: data)
        let locator = TopLevelKeyLocator()
        parser.delegate = locator
        parser.shouldResolveExternalEntities = false
        _ = parser.parse()
        return locator.keys
    }
}

/// Collects `plist > dict > key` elements with the line each starts on.
private final class TopLevelKeyLocator: NSObject, XMLParserDelegate {
    var keys: [(key: String, line: Int)] = []
    private var path: [String] = []
    private var collecting = false
    private var buffer = ""
    private var line = 1

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if elementName == "key" && path == ["plist", "dict"] {
            collecting = true
            buffer = ""
            line = parser.lineNumber
        }
        path.append(elementName)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if !path.isEmpty { path.removeLast() }
        if collecting && elementName == "key" {
            keys.append((buffer, line))
            collecting = false
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if collecting { buffer += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if collecting { buffer += String(decoding: CDATABlock, as: UTF8.self) }
    }
}
