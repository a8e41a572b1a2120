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

/// Table files are read with read(2) into the scanner's array; what comes back must be the file,
/// whatever its size, and a file that cannot be read must say so rather than come back empty.
final class FileBytesTests: XCTestCase {
    func testReadsWholeFilesOfEverySize() throws {
        let root = try TestSupport.temporaryDirectory(self)
        for size in [0, 1, 4095, 65_536, 65_537, 300_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let path = root.appendingPathComponent("t\(size).strings").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(try FileBytes.read(path, limit: 1 << 20).get(), bytes, "size \(size)")
        }
    }

    func testFilesWithoutASizeAreReadToTheirEnd() throws {
        // procfs reports size 0 for files that have content.
        let path = "/proc/self/status"
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no /proc on this system") }
        let read = try FileBytes.read(path, limit: 1 << 20).get()
        XCTAssertTrue(String(decoding: read, as: UTF8.self).hasPrefix("Name:"))
    }

    func testRefusesWhatItCannotOrShouldNotRead() throws {
        let root = try TestSupport.temporaryDirectory(self)
        XCTAssertEqual(FileBytes.read(root.appendingPathComponent("absent.strings").path, limit: 100), .failure(.unreadable))
        XCTAssertEqual(FileBytes.read(root.path, limit: 100), .failure(.unreadable), "a directory")
        let big = root.appendingPathComponent("big.strings").path
        try Data(count: 101).write(to: URL(fileURLWithPath: big))
        XCTAssertEqual(FileBytes.read(big, limit: 100), .failure(.tooLarge(bytes: 101)))
    }
}

/// Every reported path opens from the current directory; SARIF's are relative to the project root.
final class PathBaseTests: XCTestCase {
    func testDisplayPathsOpenFromTheCurrentDirectory() {
        let paths = PathBase(currentDirectory: "/repo", projectRoot: "/repo")
        XCTAssertEqual(paths.display("App/Resources/de.lproj/L.strings"), "App/Resources/de.lproj/L.strings")
        XCTAssertEqual(paths.display("/repo/App/de.lproj/L.strings"), "App/de.lproj/L.strings", "absolute under the directory")
        XCTAssertEqual(paths.display("./App//de.lproj/./L.strings"), "App/de.lproj/L.strings")
        XCTAssertEqual(paths.display("../other/de.lproj/L.strings"), "/other/de.lproj/L.strings", "outside: absolute")
        XCTAssertEqual(paths.display("/repository/x.strings"), "/repository/x.strings", "a sibling sharing a prefix")
        XCTAssertEqual(paths.display("App/../App/x.strings"), "App/x.strings")
        XCTAssertEqual(paths.display("/repo"), ".")
        XCTAssertEqual(paths.display("..."), "...", "three dots are a name")
        XCTAssertEqual(paths.display(".hidden/x.strings"), ".hidden/x.strings")
    }

    func testProjectRelativePaths() {
        let paths = PathBase(currentDirectory: "/repo/App", projectRoot: "..")
        XCTAssertEqual(paths.projectRoot, "/repo")
        XCTAssertEqual(paths.projectRelative("Resources/en.lproj/L.strings"), "App/Resources/en.lproj/L.strings")
        XCTAssertEqual(paths.projectRelative("/elsewhere/L.strings"), nil)
        XCTAssertEqual(PathBase(currentDirectory: "/", projectRoot: "/").projectRelative("/a/b"), "a/b")
    }

    func testPlainRelativeFastPathAgreesWithTheLongWay() {
        let paths = PathBase(currentDirectory: "/w")
        for path in ["a", "a/b", "a/./b", "a/../b", "./a", "a//b", "a/", ".a/b", "a/..b", "../a", "a/...", "/w/a", ""] {
            let long = PathBase.relative(paths.absolute(path), under: paths.currentDirectory) ?? paths.absolute(path)
            XCTAssertEqual(paths.display(path), path.isEmpty ? "." : long, path)
        }
    }

    func testGitWorkTreeIsFoundAbove() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("repo/App/Resources"), withIntermediateDirectories: true)
        let found = PathBase.gitWorkTree(containing: root.appendingPathComponent("repo/App/Resources").path)
        XCTAssertEqual(found, PathBase.normalized(root.appendingPathComponent("repo").path))
    }
}
