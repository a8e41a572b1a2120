import Foundation
import XCTest
@testable import LubaAudit

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
