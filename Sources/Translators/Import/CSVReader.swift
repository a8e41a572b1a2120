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
/// Reads the CSV this tool exports (RFC 4180: quoted fields, doubled quotes, CRLF or LF rows, a
/// UTF-8 byte order mark) back as translation units. The translation is the `translation`
/// column when the file has one, else `current`, the column the export fills with the value as
/// it stands; an empty cell means "not translated" and imports nothing.
public enum CSVReader {
    public static let requiredColumns = ["table", "key", "unit"]

    public static func read(_ bytes: [UInt8], path: String) throws(ImportInputError) -> [TranslationUnit] {
        let records = try records(bytes, path: path)
        guard let header = records.first else { throw ImportInputError("the file is empty", at: SourceLocation(file: path, line: 0, column: 0)) }
        let names = header.fields.map { $0.trimmingWhitespace().lowercased() }
        for required in requiredColumns where !names.contains(required) {
            throw ImportInputError("no \(required) column (the header must name table, key, unit and translation or current)", at: header.location)
        }
        guard let valueColumn = names.firstIndex(of: "translation") ?? names.firstIndex(of: "current") else {
            throw ImportInputError("no translation or current column: nothing to import", at: header.location)
        }
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        var units: [TranslationUnit] = []
        for record in records.dropFirst() {
            if record.fields.count == 1 && record.fields[0].isEmpty { continue }
            guard record.fields.count == names.count else {
                throw ImportInputError("\(record.fields.count) fields where the header has \(names.count)", at: record.location)
            }
            func field(_ index: Int?) -> String? { index.map { unquoteFormula(record.fields[$0]) } }
            let value = field(valueColumn) ?? ""
            units.append(TranslationUnit(
                table: field(column("table")), id: field(column("unit")) ?? "", key: field(column("key")),
                source: field(column("source")), target: value.isEmpty ? nil : value, location: record.location))
        }
        return units
    }

    /// The export puts an apostrophe before a field a spreadsheet would run as a formula.
    package static func unquoteFormula(_ value: String) -> String {
        let scalars = value.unicodeScalars
        guard scalars.count >= 2, scalars.first == "'", let next = scalars.dropFirst().first,
              ["=", "+", "-", "@", "\t", "\r"].contains(next) else { return value }
        return String(value.dropFirst())
    }

    package struct Record {
        package var fields: [String]
        package var location: SourceLocation
    }

    package static func records(_ bytes: [UInt8], path: String) throws(ImportInputError) -> [Record] {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let bad = bytes.withUnsafeBufferPointer({ StringsDecoding.firstInvalidUTF8($0, from: 0) }) {
            throw ImportInputError("invalid UTF-8 byte 0x\(StringsDecoding.hex(bytes[bad], width: 2)) (save the file as UTF-8)",
                at: SourceLocation(file: path, line: bytes[..<bad].filter { $0 == 0x0A }.count + 1, column: 1))
        }
        var line = 1
        var lineStart = index
        var records: [Record] = []
        var fields: [String] = []
        var recordLocation = SourceLocation(file: path, line: 1, column: 1)
        var field: [UInt8] = []
        var startOfField = true
        func column(_ offset: Int) -> Int { bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 } }
        while index < bytes.count {
            let byte = bytes[index]
            if startOfField && byte == 0x22 {
                let open = SourceLocation(file: path, line: line, column: column(index))
                index += 1
                while true {
                    guard index < bytes.count else { throw ImportInputError("unterminated quoted field", at: open) }
                    if bytes[index] == 0x22 {
                        if index + 1 < bytes.count && bytes[index + 1] == 0x22 {
                            field.append(0x22)
                            index += 2
                            continue
                        }
                        index += 1
                        break
                    }
                    if bytes[index] == 0x0A {
                        line += 1
                        lineStart = index + 1
                    }
                    field.append(bytes[index])
                    index += 1
                }
                guard index >= bytes.count || [0x2C, 0x0D, 0x0A].contains(bytes[index]) else {
                    throw ImportInputError("text after a closing quote (a quote inside a field is written twice)",
                        at: SourceLocation(file: path, line: line, column: column(index)))
                }
                startOfField = false
                continue
            }
            switch byte {
            case 0x2C:
                fields.append(String(decoding: field, as: UTF8.self))
                field = []
                startOfField = true
                index += 1
            case 0x0D, 0x0A:
                if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                index += 1
                fields.append(String(decoding: field, as: UTF8.self))
                records.append(Record(fields: fields, location: recordLocation))
                fields = []
                field = []
                startOfField = true
                line += 1
                lineStart = index
                recordLocation = SourceLocation(file: path, line: line, column: 1)
            default:
                if byte == 0x22 {
                    throw ImportInputError("a quote inside an unquoted field (quote the field and write the quote twice)",
                        at: SourceLocation(file: path, line: line, column: column(index)))
                }
                field.append(byte)
                startOfField = false
                index += 1
            }
        }
        if !startOfField || !field.isEmpty || !fields.isEmpty {
            fields.append(String(decoding: field, as: UTF8.self))
            records.append(Record(fields: fields, location: recordLocation))
        }
        return records
    }
}
