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

/// Shared state for writer and reader threads in the concurrency test.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [String] = []
    private var done = false
    private var reads = 0

    func fail(_ problem: String) { lock.lock(); problems.append(problem); lock.unlock() }
    func finish() { lock.lock(); done = true; lock.unlock() }
    var isDone: Bool { lock.lock(); defer { lock.unlock() }; return done }
    func countRead() { lock.lock(); reads += 1; lock.unlock() }
    var snapshot: (problems: [String], reads: Int) { lock.lock(); defer { lock.unlock() }; return (problems, reads) }
}

final class AtomicWriterTests: XCTestCase {
    private func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lubaaudit-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A killed run's temporary file goes on the next write of that report, once its process
    /// is gone and ten minutes have passed; a live writer's, a recent one, another report's and
    /// anything not of the pattern stay.
    func testStaleTemporariesOfDeadRunsAreRemoved() throws {
        let directory = try scratchDirectory()
        // A PID no process has: the highest possible one, checked rather than assumed.
        let dead: Int32 = 4_194_303
        guard kill(dead, 0) != 0 && errno == ESRCH else { throw XCTSkip("PID \(dead) is in use here") }
        let hourAgo = Date(timeIntervalSinceNow: -3_600)
        func make(_ name: String, modified: Date) throws {
            let url = directory.appendingPathComponent(name)
            try Data("partial".utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
        }
        let stale = ".junit.xml.tmp-\(dead)-abc123"
        let kept = [
            ".junit.xml.tmp-\(getpid())-live1",      // its process is running
            ".junit.xml.tmp-\(dead)-recent",         // too recent to be sure
            ".lubaaudit.json.tmp-\(dead)-other",     // another report's
            ".junit.xml.tmp-\(dead)-a.b",            // not our pattern
            "junit.xml.tmp-\(dead)-abc",             // not hidden: not ours
        ]
        try make(stale, modified: hourAgo)
        for name in kept { try make(name, modified: name.contains("recent") ? Date() : hourAgo) }

        try AtomicWriter.write("<testsuites/>\n", to: directory.appendingPathComponent("junit.xml").path)

        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        XCTAssertFalse(left.contains(stale), "\(left)")
        for name in kept { XCTAssertTrue(left.contains(name), "\(name) was removed") }
        XCTAssertTrue(left.contains("junit.xml"))
    }

    /// One complete version: a header naming writer, round and length, a body derived from them,
    /// and a trailer. Any torn or mixed file fails `verify`.
    static func version(writer: Int, round: Int, length: Int = 300_000) -> [UInt8] {
        var bytes = Array("writer \(writer) round \(round) length \(length)\n".utf8)
        let seed = UInt8(truncatingIfNeeded: writer &* 31 &+ round &* 7)
        bytes.reserveCapacity(bytes.count + length + 32)
        for index in 0..<length { bytes.append(seed &+ UInt8(truncatingIfNeeded: index)) }
        bytes += Array("\nend \(writer) \(round)\n".utf8)
        return bytes
    }

    static func verify(_ bytes: [UInt8]) -> String? {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return "no header" }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 6, let writer = Int(header[1]), let round = Int(header[3]), let length = Int(header[5]) else {
            return "bad header"
        }
        return bytes == version(writer: writer, round: round, length: length) ? nil : "torn version of writer \(writer) round \(round) (\(bytes.count) bytes)"
    }

    private func leftovers(in directory: URL, except name: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != name }
    }

    func testCreatesMissingDirectoriesAndReplacesContent() throws {
        let directory = try scratchDirectory()
        let target = directory.appendingPathComponent("reports/nested/lubaaudit.json")
        try AtomicWriter.write("first", to: target.path)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "first")
        try AtomicWriter.write("second, longer than the first", to: target.path)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "second, longer than the first")
        try AtomicWriter.write([UInt8](), to: target.path)
        XCTAssertEqual(try Data(contentsOf: target).count, 0)
        XCTAssertEqual(try leftovers(in: target.deletingLastPathComponent(), except: "lubaaudit.json"), [])
    }

    func testFailedRenameLeavesTargetAndNoTemporaryFile() throws {
        let directory = try scratchDirectory()
        // A non-empty directory at the target path makes rename(2) fail.
        let target = directory.appendingPathComponent("junit.xml")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inner"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicWriter.write("x", to: target.path)) { error in
            let failure = error as? AtomicWriteError
            XCTAssertEqual(failure?.operation, "rename")
            XCTAssertTrue(failure?.description.contains("junit.xml") ?? false)
        }
        XCTAssertEqual(try leftovers(in: directory, except: "junit.xml"), [])
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    func testDirectoryThatCannotBeCreatedIsReported() throws {
        let directory = try scratchDirectory()
        let blocker = directory.appendingPathComponent("file")
        try AtomicWriter.write("x", to: blocker.path)
        XCTAssertThrowsError(try AtomicWriter.write("y", to: blocker.appendingPathComponent("report.html").path)) { error in
            XCTAssertEqual((error as? AtomicWriteError)?.operation, "create directory")
            // The real cause, not a generic I/O error: a file stands where a folder should be.
            // (mkdir of the file's own path: EEXIST; of a path below it: ENOTDIR.)
            XCTAssertTrue([EEXIST, ENOTDIR].contains((error as? AtomicWriteError)?.code ?? EIO), "\(error)")
        }
        XCTAssertThrowsError(try AtomicWriter.write("z", to: blocker.appendingPathComponent("sub/report.html").path)) { error in
            XCTAssertEqual((error as? AtomicWriteError)?.code, ENOTDIR, "\(error)")
        }
    }

    func testConcurrentThreadsNeverExposeATornFile() throws {
        let directory = try scratchDirectory()
        let target = directory.appendingPathComponent("lubaaudit.html")
        try AtomicWriter.write(Self.version(writer: 0, round: 0), to: target.path)
        let collected = Collected()
        let writers = 4, rounds = 15
        let finished = DispatchGroup()
        for writer in 1...writers {
            finished.enter()
            Thread.detachNewThread {
                for round in 0..<rounds {
                    do { try AtomicWriter.write(Self.version(writer: writer, round: round), to: target.path) } catch { collected.fail("\(error)") }
                }
                finished.leave()
            }
        }
        let readerDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while !collected.isDone {
                guard let data = FileManager.default.contents(atPath: target.path) else { collected.fail("target vanished"); break }
                if let problem = Self.verify([UInt8](data)) { collected.fail(problem) }
                collected.countRead()
            }
            readerDone.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 120), .success)
        collected.finish()
        readerDone.wait()
        let snapshot = collected.snapshot
        XCTAssertEqual(snapshot.problems, [])
        XCTAssertGreaterThan(snapshot.reads, 0)
        XCTAssertNil(Self.verify([UInt8](try Data(contentsOf: target))))
        XCTAssertEqual(try leftovers(in: directory, except: "lubaaudit.html"), [])
    }

    func testConcurrentProcessesNeverExposeATornFile() throws {
        #if os(Linux)
        let executable = CommandLine.arguments[0]
        guard FileManager.default.isExecutableFile(atPath: executable), executable.hasSuffix(".xctest") else {
            throw XCTSkip("the test bundle is not an executable here (\(executable)): cannot start writer processes")
        }
        let directory = try scratchDirectory()
        let target = directory.appendingPathComponent("lubaaudit.sarif")
        try AtomicWriter.write(Self.version(writer: 0, round: 0), to: target.path)
        var processes: [Process] = []
        for writer in 1...3 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["ReportTests.AtomicWriterTests/testChildWriterEntryPoint"]
            var environment = ProcessInfo.processInfo.environment
            environment["LUBAAUDIT_ATOMIC_TARGET"] = target.path
            environment["LUBAAUDIT_ATOMIC_WRITER"] = String(writer)
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            processes.append(process)
        }
        var reads = 0
        var problems: [String] = []
        while processes.contains(where: \.isRunning) {
            if let data = FileManager.default.contents(atPath: target.path) {
                if let problem = Self.verify([UInt8](data)) { problems.append(problem) }
                reads += 1
            } else {
                problems.append("target vanished")
            }
        }
        for process in processes {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "a writer process failed")
        }
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThan(reads, 0)
        let final = [UInt8](try Data(contentsOf: target))
        XCTAssertNil(Self.verify(final))
        XCTAssertFalse(final.starts(with: Array("writer 0 ".utf8)), "the children's writes must have landed")
        XCTAssertEqual(try leftovers(in: directory, except: "lubaaudit.sarif"), [])
        #else
        throw XCTSkip("multi-process writers are started from the Linux test executable only")
        #endif
    }

    /// Not a test on its own: the body of each child process started by
    /// `testConcurrentProcessesNeverExposeATornFile`.
    func testChildWriterEntryPoint() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let target = environment["LUBAAUDIT_ATOMIC_TARGET"], let writer = environment["LUBAAUDIT_ATOMIC_WRITER"].flatMap(Int.init) else {
            throw XCTSkip("entry point for writer child processes; runs only inside testConcurrentProcessesNeverExposeATornFile")
        }
        for round in 0..<15 {
            try AtomicWriter.write(Self.version(writer: writer, round: round), to: target)
        }
    }
}
