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
/// What happens to an import that was killed between its renames (its journal is still there):
/// the next import, with the lock held and before it reads a table, puts every table back as it
/// was and says so in one line; an audit, which writes nothing, only says the journal is there.
public enum ImportRecovery {
    /// Rolls back the journal in `directory`; the line saying what it did, nil when there was
    /// no journal. Throws (exit 2, nothing read or written) when the journal is not one this
    /// tool wrote, or a table cannot be put back.
    package static func rollBack(in directory: String, paths: PathBase) throws(AuditInputError) -> String? {
        let display = paths.display(PathText.appending(ImportJournal.fileName, to: directory))
        let journal: ImportJournal
        do {
            guard let read = try ImportJournal.read(in: directory) else { return nil }
            journal = read
        } catch {
            throw AuditInputError(
                path: display + (error.line > 0 ? ":\(error.line)" : ""),
                reason: "not a journal lubaaudit wrote (\(error.reason)): nothing was rolled back or written; remove it if no import was interrupted")
        }
        let problems = journal.rollBack()
        guard problems.isEmpty else {
            throw AuditInputError(
                path: display,
                reason: "an interrupted import could not be rolled back (\(problems.joined(separator: "; "))): nothing else was written; the journal stays for the next try")
        }
        let tables = journal.entries.map { paths.display($0.table) }
        return "rolled back an interrupted import (pid \(journal.pid)): \(tables.count) table(s) as they were before it"
            + (tables.isEmpty ? "" : ": " + tables.joined(separator: ", "))
    }
}
