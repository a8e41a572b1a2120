import LubaAuditModel
import LubaAuditICU
/// Message documentation: what translatewiki keeps in its `qqq` pseudo-locale, one text per
/// key explaining what the message is for. It is no language anyone reads the app in, so it
/// is never audited; its text goes to translators as the key's comment in the exports.
public struct MessageDocumentation: Sendable, Equatable {
    /// Table name → key → documentation.
    package var byTable: [String: [String: String]] = [:]

    public init() {}

    /// Each table's entries, later tables adding keys the earlier ones lack.
    package init(_ tables: [StringsTable]) {
        for table in tables {
            for entry in table.entries where !entry.value.isEmpty && byTable[table.name]?[entry.key] == nil {
                byTable[table.name, default: [:]][entry.key] = entry.value
            }
        }
    }

    public var isEmpty: Bool { byTable.isEmpty }

    /// The documentation of `key` in `table`, if any.
    public func text(table: String, key: String) -> String? { byTable[table]?[key] }

    /// The translator's comment: the documentation first, then the source's own comment when
    /// it says something else.
    package static func comment(documentation: String?, comment: String?) -> String? {
        guard let documentation else { return comment }
        guard let comment, !comment.isEmpty, comment != documentation else { return documentation }
        return documentation + "\n" + comment
    }
}
