import Foundation

/// Reads a binary property list (`bplist00`) through Foundation into `PlistNode`s.
///
/// The binary form has no lines, so every location is line 1, column 1, and its dictionaries
/// have no order, so keys are sorted to keep output stable. Foundation itself rejects
/// hostile nesting; the conversion here stops at `PropertyListXMLParser.defaultMaxDepth`.
enum BinaryPropertyList {
    static func read(_ bytes: [UInt8], path: String) -> (root: PlistNode?, diagnostics: [ReadDiagnostic]) {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            return (nil, [ReadDiagnostic(
                kind: .syntax, message: "the binary property list cannot be read (\(error.localizedDescription))",
                location: start)])
        }
        var tooDeep = false
        let root = node(object, at: start, depth: 1, tooDeep: &tooDeep)
        let diagnostics = tooDeep
            ? [ReadDiagnostic(
                kind: .syntax,
                message: "values nested deeper than \(PropertyListXMLParser.defaultMaxDepth) levels are ignored",
                location: start)]
            : []
        return (root, diagnostics)
    }

    private static func node(_ object: Any, at location: SourceLocation, depth: Int, tooDeep: inout Bool) -> PlistNode? {
        guard depth <= PropertyListXMLParser.defaultMaxDepth else {
            tooDeep = true
            return nil
        }
        if let text = object as? String {
            return PlistNode(kind: .text(text), location: location, element: "string")
        }
        if let dictionary = object as? [String: Any] {
            var members: [PlistMember] = []
            for key in dictionary.keys.sorted() {
                guard let value = dictionary[key],
                      let child = node(value, at: location, depth: depth + 1, tooDeep: &tooDeep)
                else { continue }
                members.append(PlistMember(key: key, keyLocation: location, comment: nil, value: child))
            }
            return PlistNode(kind: .dict(members), location: location, element: "dict")
        }
        if let array = object as? [Any] {
            let items = array.compactMap { node($0, at: location, depth: depth + 1, tooDeep: &tooDeep) }
            return PlistNode(kind: .array(items), location: location, element: "array")
        }
        if object is Data {
            return PlistNode(kind: .text(""), location: location, element: "data")
        }
        if let date = object as? Date {
            return PlistNode(kind: .text("\(date)"), location: location, element: "date")
        }
        return PlistNode(kind: .text("\(object)"), location: location, element: "number")
    }
}
