import LubaAuditModel
import LubaAuditICU
/// Reads a `.strings` file that is really a binary or XML property list (what Xcode ships when told
/// to convert strings files, and what some tools write).
///
/// Both forms go through the project's own readers (`BinaryPropertyList`, `PropertyListXMLParser`)
/// rather than Foundation: fuzzing found that Foundation's `XMLParser` traps on attribute names
/// that are not UTF-8 and that `PropertyListSerialization` leaks every error it throws on Linux.
/// The XML reader also gives each key and value its exact line and column.
package enum StringsPropertyListReader {
    package enum Kind {
        case binary
        case xml
    }

    /// - Parameters:
    ///   - bytes: the whole file for `.binary`; for `.xml`, its text as UTF-8 without a byte order mark.
    ///   - byteCount: the size of the file as stored.
    package static func read(
        _ bytes: [UInt8], kind: Kind, byteCount: Int, path: String, locale: String, name: String
    ) -> StringsTable {
        var table = StringsTable(path: path, locale: locale, name: name, format: .strings, byteCount: byteCount)
        let start = SourceLocation(file: path, line: 1, column: 1)
        let label = kind == .binary ? "binary" : "XML"
        let parsed = kind == .binary
            ? BinaryPropertyList.read(bytes, path: path)
            : PropertyListXMLParser.parse(bytes, path: path)
        table.diagnostics = parsed.diagnostics
        guard let root = parsed.root else {
            if !table.diagnostics.contains(where: { $0.kind == .syntax }) {
                table.diagnostics.append(ReadDiagnostic(
                    kind: .syntax, message: "not a valid \(label) property list", location: start))
            }
            return table
        }
        guard let members = root.members else {
            table.diagnostics.append(ReadDiagnostic(
                kind: .unsupported,
                message: "the \(label) property list holds \(typeName(root)), not a strings table",
                location: root.location))
            return table
        }
        for member in members {
            if let string = member.value.string {
                table.entries.append(StringsEntry(
                    key: member.key, value: string, location: member.keyLocation,
                    valueLocation: member.value.location, comment: member.comment))
            } else {
                table.diagnostics.append(ReadDiagnostic(
                    kind: .unsupported,
                    message: "the value of \"\(member.key)\" is \(typeName(member.value)), not a string; it is not checked",
                    location: member.keyLocation))
            }
        }
        return table
    }

    private static func typeName(_ node: PlistNode) -> String {
        switch node.element {
        case "dict": return "a dictionary"
        case "array": return "an array"
        case "data": return "data"
        case "date": return "a date"
        case "integer", "real", "true", "false": return "a number"
        default: return "a <\(node.element)>"
        }
    }
}
