import LubaAuditModel
/// Turns `///` lines and `/** */` bodies into the plain text a translator's legend shows:
/// markers gone, the common indentation gone, nested list indentation kept.
package enum SwiftDocumentationText {
    /// The text of one `///` line after the marker.
    package static func lineBody(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The text between `/**` and `*/`, with a leading `*` column removed from its lines.
    package static func blockBody(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for index in lines.indices.dropFirst() {
            let trimmed = lines[index].drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.first == "*" { lines[index] = trimmed.dropFirst() }
        }
        return lines.joined(separator: "\n")
    }

    /// Joins the comment bodies met before one token; nil when nothing but blank lines remains.
    package static func joined(_ bodies: [String]) -> String? {
        var lines: [Substring] = []
        for body in bodies {
            lines.append(contentsOf: body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline))
        }
        lines = lines.map { line in
            var line = line
            while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
            return line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        let indentation = lines.filter { !$0.isEmpty }
            .map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }
            .min() ?? 0
        return lines.map { $0.isEmpty ? "" : String($0.dropFirst(indentation)) }.joined(separator: "\n")
    }
}
