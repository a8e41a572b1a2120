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
/// Writes translations into a `.stringsdict` by replacing only the text of the `<string>` that
/// holds each branch (or the format key). A branch the table lacks goes among its siblings in
/// CLDR order; a key the table lacks goes where the source's order puts it, built from the
/// source entry's structure.
package struct StringsDictEditor {
    package struct Refusal: Error {
        package var reason: String
    }

    package static func edit(
        _ bytes: [UInt8], changes: [String: PluralChange], source: [PluralEntry]
    ) throws(Refusal) -> [UInt8] {
        if bytes.isEmpty {
            return Array(newFile(changes: changes, source: source).utf8)
        }
        let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let text = Array(bytes[(hasBOM ? 3 : 0)...])
        guard text.withUnsafeBufferPointer({ StringsDecoding.firstInvalidUTF8($0, from: 0) }) == nil else {
            throw Refusal(reason: "the table is not UTF-8 XML (the import edits XML property lists as Xcode writes them)")
        }
        let root: PlistSpan
        do {
            root = try PlistSpanReader.read(text)
        } catch {
            throw Refusal(reason: "the table does not read as an XML property list (\(error.reason))")
        }
        guard case .dict(let entries, _, _, let rootClose) = root else { throw Refusal(reason: "the property list's root is not a <dict>") }
        let eol = ByteEdit.lineEnding(of: text)
        let unit = indentUnit(text, entries: entries)
        var edits: [ByteEdit] = []
        for (key, change) in changes.sorted(by: { $0.key < $1.key }) {
            guard let entry = entries.last(where: { $0.key == key })?.value else { continue }
            if let format = change.formatKey {
                guard let node = entry.member("NSStringLocalizedFormatKey") else {
                    throw Refusal(reason: "\(key) has no NSStringLocalizedFormatKey")
                }
                edits.append(try replace(node, with: format))
            }
            for (variable, branches) in change.branches.sorted(by: { $0.key < $1.key }) {
                guard let dict = entry.member(variable), case .dict(let members, _, _, _) = dict, !members.isEmpty else {
                    throw Refusal(reason: "\(key) has no variable \(variable) in this table")
                }
                for (category, value) in branches.sorted(by: { PluralChange.rank($0.key) < PluralChange.rank($1.key) }) {
                    if let node = dict.member(category) {
                        edits.append(try replace(node, with: value))
                        continue
                    }
                    let indent = indentation(text, before: members[0].keyStart)
                    let later = members.first { PluralChange.categoryOrder.contains($0.key) && PluralChange.rank($0.key) > PluralChange.rank(category) }
                    let pair = "<key>\(XMLEscaping.text(category))</key>" + eol + indent + "<string>\(XMLEscaping.text(value))</string>"
                    if let later {
                        edits.append(ByteEdit(offset: later.keyStart, pair + eol + indent))
                    } else {
                        edits.append(ByteEdit(offset: members[members.count - 1].value.end, eol + indent + pair))
                    }
                }
            }
        }
        // Keys the table lacks, in the source's order.
        var present = Set(entries.map(\.key))
        var after: [String: Int] = [:]
        for entry in entries { after[entry.key] = entry.value.end }
        let sourceKeys = source.map(\.key)
        let memberIndent = entries.first.map { indentation(text, before: $0.keyStart) } ?? unit
        for (index, entry) in source.enumerated() where changes[entry.key] != nil && !present.contains(entry.key) {
            let block = newEntry(entry, change: changes[entry.key]!, indent: memberIndent, unit: unit, eol: eol)
            if let previous = sourceKeys[..<index].last(where: { present.contains($0) }), let offset = after[previous] {
                edits.append(ByteEdit(offset: offset, eol + memberIndent + block))
                after[entry.key] = offset
            } else if let first = entries.first {
                edits.append(ByteEdit(offset: first.keyStart, block + eol + memberIndent))
                after[entry.key] = first.keyStart
            } else if let rootClose {
                edits.append(ByteEdit(offset: rootClose, memberIndent + block + eol))
                after[entry.key] = rootClose
            } else {
                throw Refusal(reason: "the table's root is <dict/>: write it as <dict></dict> to import into it")
            }
            present.insert(entry.key)
        }
        for key in changes.keys where !present.contains(key) {
            throw Refusal(reason: "the source table has no plural key \(key)")
        }
        return (hasBOM ? [0xEF, 0xBB, 0xBF] : []) + ByteEdit.apply(edits, to: text)
    }

    private static func replace(_ node: PlistSpan, with value: String) throws(Refusal) -> ByteEdit {
        guard case .string(let content, let start, let end) = node else { throw Refusal(reason: "the value to replace is not a <string>") }
        if let content { return ByteEdit(offset: content.lowerBound, length: content.count, XMLEscaping.text(value)) }
        return ByteEdit(offset: start, length: end - start, "<string>\(XMLEscaping.text(value))</string>")
    }

    /// The blanks from the start of the line to `offset`.
    package static func indentation(_ text: [UInt8], before offset: Int) -> String {
        var start = offset
        while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
        return String(decoding: text[start..<offset], as: UTF8.self)
    }

    /// One level of indentation as the file writes it (a tab in Xcode's files).
    package static func indentUnit(_ text: [UInt8], entries: [PlistSpan.Member]) -> String {
        if let first = entries.first {
            let indent = indentation(text, before: first.keyStart)
            if let member = first.value.members.first {
                let inner = indentation(text, before: member.keyStart)
                if inner.hasPrefix(indent) && inner.count > indent.count { return String(inner.dropFirst(indent.count)) }
            }
            if !indent.isEmpty { return indent }
        }
        return "\t"
    }

    package static func newEntry(_ entry: PluralEntry, change: PluralChange, indent: String, unit: String, eol: String) -> String {
        let inner = indent + unit
        var lines = ["<key>\(XMLEscaping.text(entry.key))</key>", indent + "<dict>"]
        lines.append(inner + "<key>NSStringLocalizedFormatKey</key>")
        lines.append(inner + "<string>\(XMLEscaping.text(change.formatKey ?? entry.formatKey))</string>")
        for variable in entry.variables {
            let branches = change.branches[variable.name] ?? [:]
            lines.append(inner + "<key>\(XMLEscaping.text(variable.name))</key>")
            lines.append(inner + "<dict>")
            let deeper = inner + unit
            lines.append(deeper + "<key>NSStringFormatSpecTypeKey</key>")
            lines.append(deeper + "<string>\(XMLEscaping.text(variable.specType ?? "NSStringPluralRuleType"))</string>")
            if let valueType = variable.valueType {
                lines.append(deeper + "<key>NSStringFormatValueTypeKey</key>")
                lines.append(deeper + "<string>\(XMLEscaping.text(valueType))</string>")
            }
            for (category, value) in branches.sorted(by: { PluralChange.rank($0.key) < PluralChange.rank($1.key) }) {
                lines.append(deeper + "<key>\(XMLEscaping.text(category))</key>")
                lines.append(deeper + "<string>\(XMLEscaping.text(value))</string>")
            }
            lines.append(inner + "</dict>")
        }
        lines.append(indent + "</dict>")
        return lines.joined(separator: eol)
    }

    package static func newFile(changes: [String: PluralChange], source: [PluralEntry]) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
        for entry in source where changes[entry.key] != nil {
            out += "\t" + newEntry(entry, change: changes[entry.key]!, indent: "\t", unit: "\t", eol: "\n") + "\n"
        }
        return out + "</dict>\n</plist>\n"
    }
}
