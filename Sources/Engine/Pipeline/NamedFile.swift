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
/// A file the user names on the command line (`--config`, `--baseline`, `--palette`, `--keys`).
/// It may be anywhere, being the user's choice and not the audited tree's, but it must be a
/// regular file: a FIFO would hang the run and `/dev/zero` would never end.
public enum NamedFile {
    /// Larger than any config, baseline or palette; the limit keeps a mistaken name from
    /// filling memory.
    public static let maximumSize = 256 << 20

    /// The file's bytes; `AuditInputError` (one line, exit 2) naming `display` when it is not
    /// a regular file or cannot be read.
    public static func read(_ path: String, display: String, what: String = "the file") throws -> [UInt8] {
        try requireRegular(path, display: display, what: what)
        switch FileBytes.read(path, limit: maximumSize) {
        case .success(let bytes):
            return bytes
        case .failure(.tooLarge(let size)):
            throw AuditInputError(path: display, reason: "\(what) is too large (\(size >> 20) MB; the limit is \(maximumSize >> 20) MB)")
        case .failure(.unreadable):
            // Also a file swapped for a FIFO after the check: the read refuses it, never waits.
            throw AuditInputError(path: display, reason: "cannot read \(what)")
        }
    }

    /// Throws unless `path` leads to a regular file (or to nothing: the reader then says so).
    public static func requireRegular(_ path: String, display: String, what: String = "the file") throws {
        if let kind = FileBytes.nonRegularKind(path) {
            throw AuditInputError(path: display, reason: "\(what) is \(kind), not a regular file: not read")
        }
    }
}
