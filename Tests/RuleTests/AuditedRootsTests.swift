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

/// The containment check links are judged by, and the regular-file-only read: as text
/// (`isWithin`) and on a real file system (links, FIFOs, devices).
final class AuditedRootsTests: XCTestCase {
    func testWithinComparesWholeComponents() {
        XCTAssertTrue(AuditedRoots.isWithin("/proj", root: "/proj"))
        XCTAssertTrue(AuditedRoots.isWithin("/proj/a/b.strings", root: "/proj"))
        XCTAssertFalse(AuditedRoots.isWithin("/proj2/a", root: "/proj"), "a longer name sharing the prefix is another folder")
        XCTAssertFalse(AuditedRoots.isWithin("/pro", root: "/proj"))
        XCTAssertFalse(AuditedRoots.isWithin("/", root: "/proj"))
    }

    func testWithinWorksOutDotsAndSlashes() {
        XCTAssertTrue(AuditedRoots.isWithin("/proj/", root: "/proj"))
        XCTAssertTrue(AuditedRoots.isWithin("/proj", root: "/proj/"))
        XCTAssertTrue(AuditedRoots.isWithin("//proj//a/./b", root: "/proj"))
        XCTAssertTrue(AuditedRoots.isWithin("/proj/a/../b", root: "/proj"))
        XCTAssertFalse(AuditedRoots.isWithin("/proj/a/../../etc/passwd", root: "/proj"))
        XCTAssertFalse(AuditedRoots.isWithin("/proj/..", root: "/proj"))
        XCTAssertTrue(AuditedRoots.isWithin("/../../proj/a", root: "/proj"), "`..` above the top stays at the top")
        XCTAssertTrue(AuditedRoots.isWithin("/etc", root: "/"), "everything is below the root")
    }

    func testWithinSplitsOnTheSlashByteNotOnCharacters() {
        // "/" followed by a combining mark is one Character; it still separates components.
        XCTAssertFalse(AuditedRoots.isWithin("/proj/\u{301}x/../../etc", root: "/proj"))
        XCTAssertTrue(AuditedRoots.isWithin("/proj/\u{301}x", root: "/proj"))
    }

    /// A temporary folder holding `real/proj`, `real/proj2` (a sibling whose name extends
    /// the project's) and `alias`, a link to `real`: a root reached through a link, as
    /// `/tmp` is on some systems.
    func layout() throws -> (top: URL, proj: URL, alias: URL) {
        let top = try TestSupport.temporaryDirectory(self)
        let proj = top.appendingPathComponent("real/proj")
        try TestSupport.write(["real/proj/a.strings": "x", "real/proj2/b.strings": "y"], under: top)
        let alias = top.appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: "real")
        return (top, proj, alias)
    }

    func testARootReachedThroughALinkContainsItsFilesByEitherSpelling() throws {
        let (top, proj, alias) = try layout()
        let roots = AuditedRoots([alias.appendingPathComponent("proj").path + "/"])
        XCTAssertEqual(roots.resolved.count, 1)
        XCTAssertTrue(roots.contains(proj.appendingPathComponent("a.strings").path))
        XCTAssertTrue(roots.contains(alias.appendingPathComponent("proj/a.strings").path))
        XCTAssertFalse(roots.contains(top.appendingPathComponent("real/proj2/b.strings").path), "/proj2 is not inside /proj")
        XCTAssertFalse(roots.contains(alias.appendingPathComponent("proj/../proj2/b.strings").path))
        XCTAssertFalse(roots.contains(proj.appendingPathComponent("missing.strings").path), "what does not resolve is not inside")
    }

    func testLinksAreJudgedByWhereTheyLead() throws {
        let (top, proj, _) = try layout()
        let roots = AuditedRoots([proj.path])
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: proj.appendingPathComponent("out.strings").path, withDestinationPath: "../proj2/b.strings")
        try fm.createSymbolicLink(atPath: proj.appendingPathComponent("in.strings").path, withDestinationPath: "sub/../a.strings")
        try fm.createSymbolicLink(atPath: proj.appendingPathComponent("chain.strings").path, withDestinationPath: "out.strings")
        try fm.createSymbolicLink(atPath: proj.appendingPathComponent("root").path, withDestinationPath: "/")
        try fm.createSymbolicLink(atPath: proj.appendingPathComponent("dangling.strings").path, withDestinationPath: top.appendingPathComponent("gone").path)
        try fm.createDirectory(at: proj.appendingPathComponent("sub"), withIntermediateDirectories: true)
        XCTAssertEqual(Discovery.lookUp(proj.appendingPathComponent("out.strings").path, within: roots), .outside)
        XCTAssertEqual(Discovery.lookUp(proj.appendingPathComponent("chain.strings").path, within: roots), .outside, "a link to a link out is out")
        XCTAssertEqual(Discovery.lookUp(proj.appendingPathComponent("root").path, within: roots), .outside)
        XCTAssertEqual(Discovery.lookUp(proj.appendingPathComponent("in.strings").path, within: roots), .file)
        XCTAssertEqual(Discovery.lookUp(proj.appendingPathComponent("sub").path, within: roots), .folder)
        // A link to nothing is told apart (an `input.dangling-link` note); a loop is nothing to read.
        XCTAssertEqual(Discovery.lookUp(proj.appendingPathComponent("dangling.strings").path, within: roots), .dangling)
        try fm.createSymbolicLink(atPath: proj.appendingPathComponent("loop.strings").path, withDestinationPath: "loop.strings")
        XCTAssertEqual(Discovery.lookUp(proj.appendingPathComponent("loop.strings").path, within: roots), .nothing)
    }

    func testFIFOsAndDevicesAreNeverOpenedForReading() throws {
        let (_, proj, _) = try layout()
        let fifo = proj.appendingPathComponent("pipe.strings").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(Discovery.lookUp(fifo, within: AuditedRoots([proj.path])), .special("a FIFO"))
        // No writer ever opens the FIFO: a blocking open would never return.
        let started = Date()
        XCTAssertEqual(FileBytes.read(fifo, limit: 1 << 20), .failure(.unreadable))
        XCTAssertEqual(FileBytes.read("/dev/zero", limit: 1 << 20), .failure(.unreadable), "a device is refused, not read to the limit")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertThrowsError(try NamedFile.read(fifo, display: "pipe.strings", what: "the config file")) { error in
            XCTAssertEqual((error as? AuditInputError)?.description, "pipe.strings: the config file is a FIFO, not a regular file: not read")
        }
        XCTAssertEqual(try NamedFile.read(proj.appendingPathComponent("a.strings").path, display: "a.strings"), Array("x".utf8))
    }
}
