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
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files an import keeps beside a table while it writes: the new bytes
/// (`.Localizable.strings.import-<pid>-<random>`) and the original's backup
/// (`.Localizable.strings.import-backup-<pid>-<random>`). Named so that they can be told from
/// anything else: an import killed before it cleaned up leaves them, and the next import that
/// writes into the folder removes them.
package enum ImportTemporaries {
    package enum Kind {
        case fresh, backup
    }

    package static func name(for table: String, _ kind: Kind, pid: Int32 = getpid()) -> String {
        "." + table + (kind == .backup ? ".import-backup-" : ".import-") + "\(pid)-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }

    /// The kind and the writer's pid of a temporary of `table` (any table when nil), or nil
    /// for a name this tool does not make.
    package static func parse(_ file: String, table: String? = nil) -> (kind: Kind, pid: Int32)? {
        let parts = file.split(separator: "-", omittingEmptySubsequences: false)
        guard file.hasPrefix("."), parts.count >= 3, let pid = Int32(parts[parts.count - 2]), pid > 0 else { return nil }
        let random = parts[parts.count - 1]
        guard !random.isEmpty, random.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        let head = parts.dropLast(2).joined(separator: "-").dropFirst()
        let kind: Kind
        let named: Substring
        if head.hasSuffix(".import-backup") {
            kind = .backup
            named = head.dropLast(14)
        } else if head.hasSuffix(".import") {
            kind = .fresh
            named = head.dropLast(7)
        } else {
            return nil
        }
        guard !named.isEmpty, table.map({ named == $0 }) ?? TableKind.isTableName(String(named)) else { return nil }
        return (kind, pid)
    }

    /// Removes every import temporary in `directory` (regular files only). Called with the
    /// import lock held and the journal dealt with: no import is writing, so whatever is left
    /// is an earlier import's, killed before it cleaned up, whatever its pid says (a pid seen
    /// from another PID namespace, or reused, says nothing).
    package static func removeLeftovers(in directory: String) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        var found: [String] = []
        while let entry = readdir(stream) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if parse(file) != nil { found.append(file) }
        }
        for file in found {
            let path = PathText.appending(file, to: directory)
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            _ = unlink(path)
        }
    }
}

/// The file names an import writes: the three table formats.
package enum TableKind {
    package static func isTableName(_ name: String) -> Bool {
        name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") || name.hasSuffix(".xcstrings")
    }
}
