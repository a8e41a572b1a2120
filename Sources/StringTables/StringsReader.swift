import LubaAuditModel
import LubaAuditICU
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads `.strings` files into `StringsTable`s the way Apple's runtime reads them, and says where and
/// why a file is broken instead of giving up on it.
///
/// The values equal what CoreFoundation's parser returns for the same bytes (its escapes, its octal
/// NeXTSTEP mapping, its `"key";` shorthand), so rules judge what users see. Unlike Apple's parser it
/// never stops at the first error: each problem becomes a `ReadDiagnostic` with line:column, and reading
/// resumes at the next entry. Duplicate keys are all kept, in file order (the runtime keeps the last).
///
/// Encodings: UTF-8 with or without BOM, UTF-16 and UTF-32 with BOM, and UTF-16 without BOM (found from
/// its NUL bytes). Binary and XML property lists saved as `.strings` go through the property-list readers the
/// `.stringsdict` reader uses (never Foundation's, which trap or leak on broken input).
public enum StringsReader {
    /// Reads a `.strings` file's bytes.
    /// - Parameters:
    ///   - path: the path shown in locations and reports.
    ///   - locale: the `.lproj` folder's locale (`de`, `pt-BR`, `Base`).
    ///   - name: the table name (`Localizable`).
    public static func read(_ bytes: [UInt8], path: String, locale: String, name: String, interner: KeyInterner? = nil) -> StringsTable {
        bytes.withUnsafeBufferPointer { read($0, path: path, locale: locale, name: name, interner: interner) }
    }

    /// Reads a `.strings` file's bytes.
    public static func read(_ data: Data, path: String, locale: String, name: String) -> StringsTable {
        data.withUnsafeBytes { read($0, path: path, locale: locale, name: name) }
    }

    /// Reads a `.strings` file's bytes in place (for callers that map files).
    public static func read(_ bytes: UnsafeRawBufferPointer, path: String, locale: String, name: String) -> StringsTable {
        read(
            UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count),
            path: path, locale: locale, name: name)
    }

    /// Reads a `.strings` file's bytes in place. Keys equal to one of `interner`'s share its
    /// storage (the catalog loader passes the source locale's keys to its translations).
    public static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, locale: String, name: String, interner: KeyInterner? = nil
    ) -> StringsTable {
        if startsWith(bytes, "bplist") {
            return StringsPropertyListReader.read(
                Array(bytes), kind: .binary, byteCount: bytes.count, path: path, locale: locale, name: name)
        }
        let decoded = StringsDecoding.decode(bytes)
        let table: StringsTable
        if let transcoded = decoded.bytes {
            table = transcoded.withUnsafeBufferPointer {
                readText($0, original: bytes, decoded: decoded, path: path, locale: locale, name: name, interner: interner)
            }
        } else {
            let text = UnsafeBufferPointer(rebasing: bytes[min(decoded.offset, bytes.count)...])
            table = readText(text, original: bytes, decoded: decoded, path: path, locale: locale, name: name, interner: interner)
        }
        return table
    }

    private static func readText(
        _ text: UnsafeBufferPointer<UInt8>, original: UnsafeBufferPointer<UInt8>, decoded: StringsDecodedText,
        path: String, locale: String, name: String, interner: KeyInterner?
    ) -> StringsTable {
        if looksLikeXML(text) {
            return StringsPropertyListReader.read(
                Array(text), kind: .xml, byteCount: original.count, path: path, locale: locale, name: name)
        }
        var scanner = StringsScanner(text: text, path: path, interner: interner)
        scanner.parse()
        scanner.attachPendingDirectives(toEntryAt: nil)
        var diagnostics = scanner.diagnostics
        if !decoded.issues.isEmpty {
            let locations = scanner.locateAll(decoded.issues.map(\.offset))
            var encodingDiagnostics: [ReadDiagnostic] = []
            for (index, issue) in decoded.issues.enumerated() {
                var message = issue.message
                if index == 0 && decoded.encoding == .utf8 {
                    message += " (Apple's parser rejects a file that is not valid UTF-8)"
                }
                encodingDiagnostics.append(ReadDiagnostic(kind: .encoding, message: message, location: locations[index]))
            }
            if decoded.droppedIssueCount > 0, let last = locations.last {
                encodingDiagnostics.append(ReadDiagnostic(
                    kind: .encoding, message: "\(decoded.droppedIssueCount) more encoding problems after this one",
                    location: last))
            }
            diagnostics = merge(encodingDiagnostics, diagnostics)
        }
        // The entries live as long as the audit: drop the slack that growing the array left
        // (up to half of it), a copy of one table at a time.
        // Moved, not copied: a copy retains every key and value once more and releases them
        // again with the old array.
        var entries = scanner.entries
        scanner.entries = []
        if entries.capacity > entries.count + entries.count / 8 {
            let placeholder = StringsEntry(key: "", value: "", location: SourceLocation(file: "", line: 0, column: 0), valueLocation: SourceLocation(file: "", line: 0, column: 0))
            let count = entries.count
            let exact = [StringsEntry](unsafeUninitializedCapacity: count) { exact, initialized in
                entries.withUnsafeMutableBufferPointer { grown in
                    guard let from = grown.baseAddress, let to = exact.baseAddress else { return }
                    to.moveInitialize(from: from, count: count)
                    // The grown array still destroys its slots: they hold what owns nothing.
                    from.initialize(repeating: placeholder, count: count)
                }
                initialized = count
            }
            entries = exact
        }
        var table = StringsTable(
            path: path, locale: locale, name: name, format: .strings, entries: entries,
            diagnostics: diagnostics, byteCount: original.count)
        table.suppressions = scanner.suppressions
        return table
    }

    /// Two location-ordered lists as one, in file order.
    private static func merge(_ a: [ReadDiagnostic], _ b: [ReadDiagnostic]) -> [ReadDiagnostic] {
        var result: [ReadDiagnostic] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        func before(_ x: ReadDiagnostic, _ y: ReadDiagnostic) -> Bool {
            (x.location.line, x.location.column) <= (y.location.line, y.location.column)
        }
        while i < a.count && j < b.count {
            if before(a[i], b[j]) { result.append(a[i]); i += 1 } else { result.append(b[j]); j += 1 }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        guard bytes.count >= p.count else { return false }
        for (i, b) in p.enumerated() where bytes[i] != b { return false }
        return true
    }

    /// An XML declaration, doctype or `<plist>` first: a `.strings` table never starts with '<'.
    private static func looksLikeXML(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < text.count && (text[i] == 0x20 || (text[i] >= 0x09 && text[i] <= 0x0D)) { i += 1 }
        let rest = UnsafeBufferPointer(rebasing: text[i...])
        return startsWith(rest, "<?xml") || startsWith(rest, "<!DOCTYPE") || startsWith(rest, "<plist")
    }
}
