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
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A run killed at a random moment, or two runs into one folder, never leave a torn report:
/// each report file is either absent, the previous complete one, or the new complete one.
final class KilledRunTests: XCTestCase {
    /// A tree big enough that writing its reports takes a while (several MB of HTML and JSON).
    func bigTree() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        var en = ""
        var de = ""
        for index in 0..<6_000 {
            en += "\"key.\(index)\" = \"Value number \(index) with %@\";\n"
            de += "\"key.\(index)\" = \"\(index % 3 == 0 ? "Value number \(index) with %@" : "Wert \(index) mit %d")\";\n"
        }
        try TestSupport.write(ExampleTree.strings(["en": en, "de": de]), under: root)
        return root
    }

    func assertComplete(_ dir: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let json = dir.appendingPathComponent("lubaaudit.json")
        if let data = FileManager.default.contents(atPath: json.path) {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data), "torn JSON report (\(data.count) bytes)", file: file, line: line)
        }
        let junit = dir.appendingPathComponent("junit.xml")
        if let data = FileManager.default.contents(atPath: junit.path) {
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertTrue(text.hasSuffix("</testsuites>\n"), "torn JUnit report (\(data.count) bytes)", file: file, line: line)
            XCTAssertNoThrow(try XMLDocument(data: data), file: file, line: line)
        }
    }

    func testSIGKILLAtRandomPointsNeverTearsAReport() throws {
        let root = try bigTree()
        let out = try TestSupport.temporaryDirectory(self)
        let binary = try TestSupport.binary()
        var generator = SystemRandomNumberGenerator()
        let arguments = ["--package", root.path, "--output", out.path, "--format", "json,junit,html,sarif", "--quiet"]
        // One whole run first: the kills then land anywhere within its length, however fast
        // this build and machine are (a fixed window left most runs finished before the kill).
        let started = Date()
        let whole = Process()
        whole.executableURL = binary
        whole.arguments = arguments
        whole.standardOutput = FileHandle.nullDevice
        whole.standardError = FileHandle.nullDevice
        try whole.run()
        whole.waitUntilExit()
        let length = max(Date().timeIntervalSince(started), 0.01)
        try assertComplete(out)
        var killedWhileRunning = 0
        for _ in 0..<12 {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Kill anywhere from start-up to the end of writing.
            usleep(UInt32.random(in: 0...UInt32(length * 900_000), using: &generator))
            if process.isRunning {
                killedWhileRunning += 1
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            try assertComplete(out)
        }
        print("killed \(killedWhileRunning) of 12 runs while they were running")
        XCTAssertGreaterThan(killedWhileRunning, 0, "at least one run must actually be killed")
    }

    func testConcurrentRunsIntoOneFolder() throws {
        let root = try bigTree()
        let out = try TestSupport.temporaryDirectory(self)
        let binary = try TestSupport.binary()
        let processes = (0..<3).map { _ -> Process in
            let process = Process()
            process.executableURL = binary
            process.arguments = ["--package", root.path, "--output", out.path, "--format", "json,junit", "--quiet"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        XCTAssertEqual(processes.map(\.terminationStatus), [1, 1, 1])
        try assertComplete(out)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !["lubaaudit.json", "junit.xml"].contains($0) }
        XCTAssertEqual(leftovers, [], "completed runs leave no temporary files")
    }
}
