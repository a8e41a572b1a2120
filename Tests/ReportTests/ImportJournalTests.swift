@testable import LubaAuditModel
@testable import LubaAuditColor
@testable import LubaAuditICU
@testable import LubaAuditSwiftSource
@testable import LubaAuditStringTables
@testable import LubaAuditConfig
@testable import LubaAuditPlatform
@testable import LubaAuditTheme
@testable import LubaAuditDesignSystem
@testable import LubaAuditResult
@testable import LubaAuditRuleContext
@testable import LubaAuditLocalizationRules
@testable import LubaAuditAccessibilityRules
@testable import LubaAuditRules
@testable import LubaAuditEngine
@testable import LubaAuditReports
@testable import LubaAuditTranslators
import LubaAuditTestSupport
import Foundation
import XCTest

/// The import's journal and temporary names, in process: what is written reads back, and
/// names only an import makes are taken for its temporaries.
final class ImportJournalTests: XCTestCase {
    func testAJournalReadsBackWhateverItsTableNamesHold() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let directory = try XCTUnwrap(ImportTarget.realPath(root.path))
        let folder = directory + "/odd\tname %41\nde.lproj"
        let table = folder + "/Localizable.strings"
        let journal = ImportJournal(
            directory: directory, pid: 42,
            entries: [
                .init(table: table, backup: folder + "/" + ImportTemporaries.name(for: "Localizable.strings", .backup),
                      fresh: folder + "/" + ImportTemporaries.name(for: "Localizable.strings", .fresh)),
                .init(table: directory + "/Messages.xcstrings", backup: nil, fresh: directory + "/" + ImportTemporaries.name(for: "Messages.xcstrings", .fresh)),
            ],
            createdFolders: [folder])
        let text = try XCTUnwrap(journal.encoded())
        XCTAssertEqual(String(decoding: text, as: UTF8.self).split(separator: "\n").count, 5, "one line per folder and table, whatever the names hold")
        try Data(text).write(to: root.appendingPathComponent(ImportJournal.fileName))
        XCTAssertEqual(try ImportJournal.read(in: directory), journal)
    }

    func testAPathOutsideTheJournalsFolderIsNotWritten() {
        let journal = ImportJournal(directory: "/project", pid: 1, entries: [.init(table: "/elsewhere/A.strings", backup: nil, fresh: "/elsewhere/.A.strings.import-1-a")])
        XCTAssertNil(journal.encoded())
    }

    func testOnlyNamesAnImportMakesAreItsTemporaries() {
        XCTAssertEqual(ImportTemporaries.parse(".Localizable.strings.import-123-abc9")?.kind, .fresh)
        XCTAssertEqual(ImportTemporaries.parse(".Localizable.strings.import-backup-123-abc9")?.pid, 123)
        XCTAssertEqual(ImportTemporaries.parse(".My-Table.xcstrings.import-7-z", table: "My-Table.xcstrings")?.kind, .fresh)
        for name in [
            "Localizable.strings.import-1-a", ".Localizable.strings.import-1-", ".Localizable.strings.import-x-a",
            ".notes.txt.import-1-a", ".Localizable.strings.import-1-a.b", ".Localizable.strings.tmp-1-a", ".Localizable.strings.import-0-a",
        ] {
            XCTAssertNil(ImportTemporaries.parse(name), name)
        }
        XCTAssertNil(ImportTemporaries.parse(".Other.strings.import-1-a", table: "Localizable.strings"))
    }
}
