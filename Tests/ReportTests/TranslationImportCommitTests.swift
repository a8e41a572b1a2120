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

/// How `lubaaudit import` writes, end to end through the built binary: all tables or none (a
/// rename failing on the second of three, a process killed between renames), one import at a
/// time, the leftovers of killed imports, and the tables' mode and owner.
final class TranslationImportCommitTests: XCTestCase {
    /// A project with three tables one import writes: the catalog, then (in rename order) the
    /// German `.strings` and `.stringsdict`.
    func project() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try TestSupport.write([
            "Sources/Kit/Resources/en.lproj/Localizable.strings": TranslationImportTests.sourceStrings,
            "Sources/Kit/Resources/de.lproj/Localizable.strings": TranslationImportTests.germanStrings,
            "Sources/Kit/Resources/en.lproj/Localizable.stringsdict": TranslationImportTests.stringsDict(one: "%d file", other: "%d files"),
            "Sources/Kit/Resources/de.lproj/Localizable.stringsdict": TranslationImportTests.stringsDict(one: nil, other: "%d Dateien"),
            "Sources/Kit/Resources/Messages.xcstrings": TranslationImportTests.catalog,
        ], under: root)
        return root
    }

    static let tables = [
        "Sources/Kit/Resources/Messages.xcstrings",
        "Sources/Kit/Resources/de.lproj/Localizable.strings",
        "Sources/Kit/Resources/de.lproj/Localizable.stringsdict",
    ]

    static func xliff(_ files: [(original: String, units: String)]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        \(files.map { """
              <file original="\($0.original)" source-language="en" target-language="de" datatype="plaintext">
                <body>\($0.units)</body>
              </file>
            """ }.joined(separator: "\n"))
        </xliff>

        """
    }

    /// One translation into each of the three tables.
    static let threeTables = xliff([
        ("Sources/Kit/Resources/Messages.xcstrings", #"<trans-unit id="Pin"><source>Pin</source><target>Anheften</target></trans-unit>"#),
        ("Sources/Kit/Resources/en.lproj/Localizable.strings",
         #"<trans-unit id="kit.action.remove"><source>Remove %@</source><target>%@ entfernen</target></trans-unit>"#),
        ("Sources/Kit/Resources/en.lproj/Localizable.stringsdict",
         #"<trans-unit id="/kit.files.count:dict/files:dict/one:dict/:string"><source>%d file</source><target>%d Datei</target></trans-unit>"#),
    ])

    func snapshot(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for table in Self.tables {
            files[table] = try? Data(contentsOf: root.appendingPathComponent(table))
        }
        return files
    }

    /// Files an import leaves when it did not finish: temporaries, backups, journal, lock.
    func leftovers(_ root: URL) throws -> [String] {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.contains(".import-") || name.hasPrefix("lubaaudit-import.") { found.append(path) }
        }
        return found.sorted()
    }

    func importFile(_ text: String, name: String = "de.xliff", in root: URL, environment: [String: String] = [:]) throws -> TestSupport.Run {
        try Data(text.utf8).write(to: root.appendingPathComponent(name))
        return try TestSupport.run(["import", name, "--package", "."], in: root, environment: environment)
    }

    func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

    // MARK: all or nothing

    func testARenameFailingOnTheSecondOfThreeTablesChangesNone() throws {
        let root = try project()
        let before = try snapshot(root)
        let run = try importFile(Self.threeTables, in: root, environment: [ImportFault.variable: "rename-fails:2"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(lines(run.stderr).count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("de.lproj/Localizable.strings: rename failed"), run.stderr)
        XCTAssertTrue(run.stderr.contains("nothing changed"), run.stderr)
        XCTAssertEqual(try snapshot(root), before, "the catalog, renamed first, is put back")
        XCTAssertEqual(try leftovers(root), [])
        // Without the fault the same import writes all three.
        let again = try importFile(Self.threeTables, in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("into 3 file(s)"), again.stdout)
        XCTAssertTrue(try snapshot(root).allSatisfy { before[$0.key] != $0.value }, "every table is written")
    }

    func testATableThatIsAFolderFailsTheImportAndTheOthersStayAsTheyWere() throws {
        let root = try project()
        // A real failure, no fault injected: the German .strings (second to be renamed) is a folder.
        let german = root.appendingPathComponent(Self.tables[1])
        try FileManager.default.removeItem(at: german)
        try FileManager.default.createDirectory(at: german, withIntermediateDirectories: false)
        let before = try snapshot(root)
        let run = try importFile(Self.threeTables, in: root)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(lines(run.stderr).count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("rename failed"), run.stderr)
        XCTAssertTrue(run.stderr.contains("nothing changed"), run.stderr)
        XCTAssertEqual(try snapshot(root), before)
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: german.path, isDirectory: &isFolder) && isFolder.boolValue)
        XCTAssertEqual(try leftovers(root), [])
    }

    func testAKilledImportIsRolledBackByTheNextAndAnAuditOnlySaysSo() throws {
        let root = try project()
        let before = try snapshot(root)
        let killed = try importFile(Self.threeTables, in: root, environment: [ImportFault.variable: "kill-after-rename:2"])
        XCTAssertEqual(killed.status, SIGKILL, "the import is killed between its second and third rename")
        let mixed = try snapshot(root)
        XCTAssertNotEqual(mixed[Self.tables[0]], before[Self.tables[0]])
        XCTAssertEqual(mixed[Self.tables[2]], before[Self.tables[2]])
        XCTAssertTrue(try leftovers(root).contains("lubaaudit-import.journal"))

        // A dry run says so, and writes nothing.
        let journal = try Data(contentsOf: root.appendingPathComponent("lubaaudit-import.journal"))
        let dry = try TestSupport.run(["import", "de.xliff", "--package", ".", "--dry-run"], in: root)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stderr.contains("an interrupted import left lubaaudit-import.journal"), dry.stderr)
        XCTAssertEqual(try snapshot(root), mixed)

        // An audit says so, and writes nothing.
        let audit = try TestSupport.run(["strings", "--package", ".", "--format", "text"], in: root)
        XCTAssertTrue(audit.stdout.contains("an interrupted import left lubaaudit-import.journal"), audit.stdout)
        XCTAssertEqual(try snapshot(root), mixed)
        XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent("lubaaudit-import.journal")), journal)

        // The next import (here one that changes nothing) puts every table back and says so in one line.
        let unchanged = Self.xliff([("Sources/Kit/Resources/en.lproj/Localizable.strings",
                                     #"<trans-unit id="kit.action.share"><source>Share</source><target>Teilen</target></trans-unit>"#)])
        let next = try importFile(unchanged, name: "unchanged.xliff", in: root)
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertEqual(lines(next.stderr).filter { $0.contains("rolled back an interrupted import") }.count, 1, next.stderr)
        XCTAssertTrue(next.stderr.contains("3 table(s) as they were before it"), next.stderr)
        XCTAssertEqual(try snapshot(root), before)
        XCTAssertEqual(try leftovers(root), [])
        let audited = try TestSupport.run(["strings", "--package", ".", "--format", "text"], in: root)
        XCTAssertFalse(audited.stdout.contains("interrupted import"), audited.stdout)
    }

    func testAJournalThatIsNotAnImportsIsRefusedAndNothingMoves() throws {
        let root = try project()
        let outside = try TestSupport.temporaryDirectory(self)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("Other.strings"))
        let before = try snapshot(root)
        let forged = [
            // Out of the project.
            "table ../\(outside.lastPathComponent)/Other.strings\t-\t../\(outside.lastPathComponent)/.Other.strings.import-1-a",
            // The English table named as the German one's backup.
            "table Sources/Kit/Resources/de.lproj/Localizable.strings\tSources/Kit/Resources/en.lproj/Localizable.strings\tSources/Kit/Resources/de.lproj/.Localizable.strings.import-1-a",
        ]
        for line in forged {
            try Data("lubaaudit import journal 1\npid 1\n\(line)\n".utf8).write(to: root.appendingPathComponent("lubaaudit-import.journal"))
            let run = try importFile(Self.threeTables, in: root)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertEqual(lines(run.stderr).count, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains("not a journal lubaaudit wrote"), run.stderr)
            XCTAssertEqual(try snapshot(root), before)
            XCTAssertEqual(try String(contentsOf: outside.appendingPathComponent("Other.strings"), encoding: .utf8), "keep")
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Kit/Resources/en.lproj/Localizable.strings").path))
        }
    }

    /// An import killed just after it made a locale's folder (before its journal named any
    /// table) leaves a journal naming that folder, so the next import removes it, however
    /// little it has in common with the killed one; no empty `de.lproj` is left behind.
    func testAFolderMadeByAKilledImportIsRemovedByTheNextImport() throws {
        let root = try project()
        let german = root.appendingPathComponent("Sources/Kit/Resources/de.lproj")
        try FileManager.default.removeItem(at: german)
        let strings = Self.xliff([("Sources/Kit/Resources/en.lproj/Localizable.strings",
                                   #"<trans-unit id="kit.action.remove"><source>Remove %@</source><target>%@ entfernen</target></trans-unit>"#)])
        let killed = try importFile(strings, in: root, environment: [ImportFault.variable: "kill-after-folder:1"])
        XCTAssertEqual(killed.status, SIGKILL, "the import is killed once it made de.lproj")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: german.path), [], "the killed import made the folder and nothing in it")
        let journal = try String(contentsOf: root.appendingPathComponent("lubaaudit-import.journal"), encoding: .utf8)
        XCTAssertTrue(journal.contains("folder Sources/Kit/Resources/de.lproj"), journal)

        // The next import writes only the catalog, elsewhere: it still takes the folder away.
        let catalogOnly = Self.xliff([("Sources/Kit/Resources/Messages.xcstrings", #"<trans-unit id="Pin"><source>Pin</source><target>Anheften</target></trans-unit>"#)])
        let next = try importFile(catalogOnly, in: root)
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertTrue((next.stdout + next.stderr).contains("rolled back an interrupted import"), next.stdout + next.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: german.path), "the empty de.lproj the killed import made is gone")
        XCTAssertEqual(try leftovers(root).filter { !$0.hasSuffix(".lock") }, [])

        // And the import that was killed, run again, makes the folder and its table.
        let again = try importFile(strings, in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        let table = try String(contentsOf: german.appendingPathComponent("Localizable.strings"), encoding: .utf8)
        XCTAssertTrue(table.contains("%@ entfernen"), table)
        XCTAssertEqual(try leftovers(root).filter { !$0.hasSuffix(".lock") }, [])
    }

    // MARK: one import at a time

    /// Starts the CLI without waiting for it.
    func start(_ arguments: [String], in root: URL, environment: [String: String] = [:]) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = try TestSupport.binary()
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    func testTwoImportsAtOnceIntoOneTableBothLand() throws {
        for _ in 0..<3 {
            let root = try project()
            let first = Self.xliff([("Sources/Kit/Resources/en.lproj/Localizable.strings",
                                     #"<trans-unit id="kit.action.remove"><source>Remove %@</source><target>%@ entfernen</target></trans-unit>"#)])
            let second = Self.xliff([("Sources/Kit/Resources/en.lproj/Localizable.strings", """
                <trans-unit id="kit.state.percent"><source>%d percent</source><target>%d Prozent</target></trans-unit>
                <trans-unit id="kit.rating.value"><source>%1$d of %2$d stars</source><target>%1$d von %2$d Sternen</target></trans-unit>
                """)])
            try Data(first.utf8).write(to: root.appendingPathComponent("first.xliff"))
            try Data(second.utf8).write(to: root.appendingPathComponent("second.xliff"))
            let runs = try [
                start(["import", "first.xliff", "--package", "."], in: root),
                start(["import", "second.xliff", "--package", "."], in: root),
            ]
            for (process, _, err) in runs {
                let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                XCTAssertEqual(process.terminationStatus, 0, message)
            }
            let table = try String(contentsOf: root.appendingPathComponent(Self.tables[1]), encoding: .utf8)
            for value in ["%@ entfernen", "%d Prozent", "%1$d von %2$d Sternen"] {
                XCTAssertTrue(table.contains(value), "\(value) is lost:\n\(table)")
            }
            XCTAssertEqual(try leftovers(root).filter { $0 != "first.xliff" && $0 != "second.xliff" }, [])
        }
    }

    func testAnImportWaitingTooLongForTheLockSaysAnotherImportIsWriting() throws {
        let root = try project()
        let before = try snapshot(root)
        // This test holds the lock, as a running import would.
        let descriptor = open(root.appendingPathComponent("lubaaudit-import.lock").path, O_RDWR | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(flock(descriptor, LOCK_EX), 0)
        let run = try importFile(Self.threeTables, in: root, environment: ["LUBAAUDIT_IMPORT_WAIT": "1"])
        XCTAssertEqual(run.status, 2, run.stderr)
        let said = lines(run.stderr)
        XCTAssertEqual(said.count, 2, run.stderr)
        XCTAssertTrue(said.first?.contains("waiting for another import") == true, run.stderr)
        XCTAssertTrue(said.last?.contains("another import is writing these tables; waited 1 s") == true, run.stderr)
        XCTAssertTrue(said.last?.contains("nothing changed") == true, run.stderr)
        XCTAssertEqual(try snapshot(root), before)
    }

    func testADryRunOnAReadOnlyProjectGoesWithoutTheLock() throws {
        let root = try project()
        try Data(Self.threeTables.utf8).write(to: root.appendingPathComponent("de.xliff"))
        var arguments = ["import", "de.xliff", "--package", ".", "--dry-run"]
        if geteuid() == 0 {
            // Root writes anywhere: drop to `nobody` so the read-only folder is read-only.
            guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") else { throw XCTSkip("runuser is missing") }
            arguments = ["-u", "nobody", "--", try TestSupport.binary().path] + arguments
        }
        XCTAssertEqual(chmod(root.path, 0o555), 0)
        defer { chmod(root.path, 0o755) }
        let run = try TestSupport.run(
            arguments, in: root, executable: geteuid() == 0 ? URL(fileURLWithPath: "/usr/sbin/runuser") : nil, within: 120)
        let (stdout, stderr) = (run.stdout, run.stderr)
        if stderr.contains("Permission denied") && !stderr.contains("lubaaudit:") {
            throw XCTSkip("nobody cannot run the test binary here: \(stderr)")
        }
        XCTAssertEqual(run.status, 0, stderr)
        XCTAssertTrue(stdout.contains("+\"kit.action.remove\" = \"%@ entfernen\";"), stdout)
        XCTAssertEqual(try leftovers(root), [])
    }

    // MARK: leftovers, mode and owner

    func testAKilledImportsTemporariesAreRemovedByTheNextImportThere() throws {
        let root = try project()
        let folder = root.appendingPathComponent("Sources/Kit/Resources/de.lproj")
        let stale = [".Localizable.strings.import-2147483000-abc", ".Localizable.strings.import-backup-2147483000-x1", ".Other.strings.import-1-z"]
        for name in stale + [".Localizable.strings.keep-me", "notes.import-1-a"] {
            try Data("old".utf8).write(to: folder.appendingPathComponent(name))
        }
        let run = try importFile(Self.threeTables, in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for name in stale { XCTAssertFalse(names.contains(name), "\(name) stays: \(names)") }
        XCTAssertTrue(names.contains(".Localizable.strings.keep-me"), "a file the import did not make stays")
        XCTAssertTrue(names.contains("notes.import-1-a"), "a file the import did not make stays")
    }

    func testATablesModeAndOwnerAreKept() throws {
        let root = try project()
        let paths = Self.tables.map { root.appendingPathComponent($0).path }
        XCTAssertEqual(chmod(paths[0], 0o640), 0)
        XCTAssertEqual(chmod(paths[1], 0o664), 0)
        let asRoot = geteuid() == 0
        if asRoot {
            XCTAssertEqual(chown(paths[1], 12345, 12346), 0)
            XCTAssertEqual(chmod(paths[1], 0o664), 0)
        }
        let run = try importFile(Self.threeTables, in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("into 3 file(s)"), run.stdout)
        var info = stat()
        XCTAssertEqual(stat(paths[0], &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
        XCTAssertEqual(stat(paths[1], &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o664)
        XCTAssertTrue(try String(contentsOf: URL(fileURLWithPath: paths[1]), encoding: .utf8).contains("%@ entfernen"))
        if asRoot {
            XCTAssertEqual(info.st_uid, 12345)
            XCTAssertEqual(info.st_gid, 12346)
        }
    }
}
