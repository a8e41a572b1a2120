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

/// Reports stream into their files through a small buffer: the bytes must be exactly the
/// in-memory rendering, and a failed write must surface as an error with the target untouched.
final class ReportStreamTests: XCTestCase {
    func testDecimalsWithoutStrings() {
        var stream = ReportStream()
        for value in [0, 7, 10, -1, 1_234_567, Int.max, Int.min] {
            stream.append(decimal: value)
            stream.append(byte: UInt8(ascii: " "))
        }
        XCTAssertEqual(stream.text, "0 7 10 -1 1234567 \(Int.max) \(Int.min) ")
    }

    /// The buffer is shared until written: a copied stream is a value like any other.
    func testCopiesAreIndependentAndGrowthKeepsEveryByte() {
        var first = ReportStream()
        first.append("<td>")
        var second = first
        second.append("ok</td>")
        first.append(second)
        XCTAssertEqual(second.text, "<td>ok</td>")
        XCTAssertEqual(first.text, "<td><td>ok</td>")
        var grown = ReportStream()
        var expected = ""
        for index in 0..<5_000 {
            grown.append("k\(index) ")
            grown.append(byte: UInt8(ascii: "."))
            expected += "k\(index) ."
        }
        XCTAssertEqual(grown.text, expected)
        XCTAssertEqual(grown.bytes, Array(expected.utf8))
    }

    func testDrainedChunksConcatenateToTheWholeText() {
        var chunks: [[UInt8]] = []
        let piece = String(repeating: "grüße ", count: 1000)
        var stream = ReportStream { chunk in
            chunks.append(Array(chunk))
            return 0
        }
        var memory = ReportStream()
        for index in 0..<100 {
            stream.append(piece)
            stream.append(decimal: index)
            memory.append(piece)
            memory.append(decimal: index)
        }
        stream.flush()
        XCTAssertGreaterThan(chunks.count, 5, "a 600 KB text is drained in several chunks")
        XCTAssertTrue(chunks.dropLast().allSatisfy { $0.count >= ReportStream.chunk }, "only the last chunk is short")
        XCTAssertEqual(chunks.flatMap { $0 }, memory.bytes)
        XCTAssertTrue(stream.bytes.isEmpty, "nothing is kept once drained")
        XCTAssertEqual(stream.failure, 0)
    }

    func testFirstFailureIsKeptAndLaterChunksAreDropped() {
        var calls = 0
        var stream = ReportStream { _ in
            calls += 1
            return calls == 1 ? ENOSPC : 0
        }
        for _ in 0..<3 { stream.append(String(repeating: "x", count: ReportStream.chunk)) }
        stream.flush()
        XCTAssertEqual(stream.failure, ENOSPC)
        XCTAssertEqual(calls, 1, "after a failure nothing more is written")
    }

    /// Every format streamed to a file is byte for byte the in-memory rendering, including a
    /// JUnit file far larger than the stream's buffer.
    func testStreamedReportsEqualRenderedOnes() throws {
        var result = ReportFixture.large(findings: 5000)
        result.audited.keyGroups.append(AuditedKeys(
            table: "Big", locale: "de", file: "de.lproj/Big.strings",
            keys: (0..<5000).map { AuditedKeys.Key(key: "key.\($0) <&>", line: $0 + 1, column: 1) }))
        let directory = try TestSupport.temporaryDirectory(self)
        let formats: [ReportFormat] = [.html, .junit, .sarif, .json]
        try ReportSet.write(result, formats: formats, to: directory.path)
        let rendered = Dictionary(uniqueKeysWithValues: ReportSet.render(result, formats: formats).map { ($0.format, $0.text) })
        for format in formats {
            let written = try Data(contentsOf: directory.appendingPathComponent(try XCTUnwrap(format.defaultFileName)))
            XCTAssertEqual(written, Data(try XCTUnwrap(rendered[format]).utf8), "\(format) differs when streamed")
        }
        XCTAssertGreaterThan(try Data(contentsOf: directory.appendingPathComponent("junit.xml")).count, 4 * ReportStream.chunk)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                       ["junit.xml", "lubaaudit.html", "lubaaudit.json", "lubaaudit.sarif"], "no temporary file is left")
    }

    /// A write that fails halfway (here: the file-size limit, as a full disk would) throws,
    /// leaves the previous report in place and removes the temporary file.
    func testFailedStreamedWriteLeavesPreviousReport() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let target = directory.appendingPathComponent("junit.xml").path
        try AtomicWriter.write("previous", to: target)

        var old = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_FSIZE.rawValue), &old), 0)
        let oldHandler = signal(SIGXFSZ, SIG_IGN)
        var limited = old
        limited.rlim_cur = 1 << 20
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limited), 0)
        defer {
            _ = setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
            _ = signal(SIGXFSZ, oldHandler)
        }
        XCTAssertThrowsError(try AtomicWriter.write(to: target) { stream in
            for _ in 0..<64 { stream.append(String(repeating: "<testcase/>", count: 4096)) }
        }) { error in
            let failure = error as? AtomicWriteError
            XCTAssertEqual(failure?.operation, "write")
            XCTAssertEqual(failure?.code, EFBIG)
        }
        _ = setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "previous")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["junit.xml"])
    }
}
