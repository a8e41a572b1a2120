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

/// Runs every rule's own examples through the real pipeline: each triggering example must
/// produce findings of that rule exactly at its marked positions, each non-triggering one none.
final class RuleExamplesTests: XCTestCase {
    func audit(_ example: RuleExample) throws -> AuditResult {
        let request = try Self.request(example, test: self)
        do {
            return try Auditor.run(request)
        } catch {
            throw ExampleFailure(description: "example '\(example.note)': \(error)")
        }
    }

    /// The example's files written to a folder of their own, and the request that audits them
    /// as the example says (its options), paths relative to that folder as the example names them.
    static func request(_ example: RuleExample, test: XCTestCase) throws -> AuditRequest {
        let root = try TestSupport.temporaryDirectory(test)
        try TestSupport.write(example.auditedFiles, raw: example.auditedRawFiles, under: root)
        for (path, target) in example.auditedLinks {
            let link = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
        }
        var request = AuditRequest(packageRoot: root.path)
        request.paths = PathBase(currentDirectory: root.path)
        var options = example.options[...]
        while let option = options.popFirst() {
            switch option {
            case "--source-locale": request.sourceLocale = options.popFirst()
            case "--swift-source-limit": request.swiftSourceLimit = Int(options.popFirst() ?? "") ?? 0
            case "--config": request.config = try ConfigReader.read(Data((options.popFirst() ?? "").utf8), path: ".lubaaudit.json")
            default: XCTFail("unknown example option \(option)")
            }
        }
        return request
    }

    struct ExampleFailure: Error, CustomStringConvertible {
        var description: String
    }

    func testEveryRuleHasExamplesAndAReference() {
        var ids = Set<String>()
        for rule in RuleCatalog.all {
            let info = rule.info
            XCTAssertTrue(ids.insert(info.id).inserted, "duplicate rule id \(info.id)")
            XCTAssertFalse(info.triggering.isEmpty, "\(info.id) has no triggering example")
            XCTAssertFalse(info.nonTriggering.isEmpty, "\(info.id) has no non-triggering example")
            XCTAssertTrue(info.reference.url.hasPrefix("https://"), "\(info.id) reference must be a link")
            XCTAssertFalse(info.title.isEmpty)
            let prefix = info.id.split(separator: ".").first.map(String.init) ?? ""
            XCTAssertTrue(["input", "l10n", "icu", "a11y", "lubaaudit"].contains(prefix), "\(info.id) has an unknown prefix")
        }
    }

    func testTriggeringExamplesPointWhereTheyAreMarked() throws {
        for rule in RuleCatalog.all {
            let id = rule.info.id
            for example in rule.info.triggering {
                let name = "\(id): triggering example '\(example.note)'"
                let marked = Set(example.markedPositions)
                XCTAssertFalse(marked.isEmpty, "\(name) marks no position: write \(ExampleMarker.scalar) before the character the finding points at")
                let result = try audit(example)
                let hits = result.findings.filter { $0.ruleID == id }
                XCTAssertFalse(hits.isEmpty, "\(name) produced no finding; got \(result.findings.map(\.ruleID))")
                var found = Set<SourceLocation>()
                for hit in hits {
                    XCTAssertFalse(hit.message.isEmpty)
                    guard let location = hit.location else {
                        XCTFail("\(name): '\(hit.message)' has no file, so no marker can say where it is")
                        continue
                    }
                    found.insert(location)
                    XCTAssertTrue(marked.contains(location), "\(name): a finding at \(location) that no marker names ('\(hit.message)'); marked: \(marked.map(\.description).sorted())")
                }
                for position in marked.subtracting(found).sorted(by: { $0.description < $1.description }) {
                    XCTFail("\(name): marked \(position) but no finding is there; findings at \(found.map(\.description).sorted())")
                }
            }
        }
    }

    func testNonTriggeringExamplesStayQuietAndMarkNothing() throws {
        for rule in RuleCatalog.all {
            for example in rule.info.nonTriggering {
                XCTAssertEqual(example.markedPositions, [], "\(rule.info.id): non-triggering example '\(example.note)' has a marker")
                let result = try audit(example)
                let hits = result.findings.filter { $0.ruleID == rule.info.id }
                XCTAssertTrue(hits.isEmpty, "\(rule.info.id): non-triggering example '\(example.note)' produced \(hits.map(\.message))")
            }
        }
    }

    func testMarkersAreRemovedBeforeTheAuditReadsTheFiles() {
        for rule in RuleCatalog.all {
            for example in rule.info.triggering + rule.info.nonTriggering {
                for (path, text) in example.auditedFiles {
                    XCTAssertFalse(text.unicodeScalars.contains(ExampleMarker.scalar), "\(rule.info.id) '\(example.note)' \(path)")
                }
                for (path, bytes) in example.auditedRawFiles {
                    XCTAssertFalse(bytes.indices.contains { bytes[$0...].starts(with: ExampleMarker.utf8) }, "\(rule.info.id) '\(example.note)' \(path)")
                }
            }
        }
    }
}

/// The marker's own arithmetic: lines and columns in Unicode scalars, as findings count them.
final class ExampleMarkerTests: XCTestCase {
    func testPositionsCountScalarsAndRestartColumnsAfterEachLineBreak() {
        // "é" written as e + combining acute is two scalars; the emoji is one.
        let (text, positions) = ExampleMarker.strip("\u{2193}ab\nc\u{65}\u{301}\u{2193}d\n😀\u{2193}\u{2193}x")
        XCTAssertEqual(text, "ab\nc\u{65}\u{301}d\n😀x")
        XCTAssertEqual(positions, [.init(line: 1, column: 1), .init(line: 2, column: 4), .init(line: 3, column: 2), .init(line: 3, column: 2)])
    }

    func testInvalidBytesCountAsOneReplacementEach() {
        let bytes = Array("x\n\"caf".utf8) + [0xE9, 0xE9] + ExampleMarker.utf8 + Array("\";".utf8)
        let (stripped, positions) = ExampleMarker.strip(bytes)
        XCTAssertEqual(stripped, Array("x\n\"caf".utf8) + [0xE9, 0xE9] + Array("\";".utf8))
        XCTAssertEqual(positions, [.init(line: 2, column: 7)])
    }

    func testTextWithoutMarkersIsUnchanged() {
        let text = "\"a\" = \"A\";\r\n\"b\" = \"B\";"
        XCTAssertEqual(ExampleMarker.strip(text).text, text)
        XCTAssertEqual(ExampleMarker.strip(text).positions, [])
    }
}
