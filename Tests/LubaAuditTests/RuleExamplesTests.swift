import Foundation
import XCTest
@testable import LubaAudit

/// Runs every rule's own examples through the real pipeline: each triggering example must
/// produce a finding of that rule, each non-triggering one must not.
final class RuleExamplesTests: XCTestCase {
    func audit(_ example: RuleExample) throws -> AuditResult {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(example.files, raw: example.rawFiles, under: root)
        var request = AuditRequest(packageRoot: root.path)
        var options = example.options[...]
        while let option = options.popFirst() {
            switch option {
            case "--source-locale": request.sourceLocale = options.popFirst()
            default: XCTFail("unknown example option \(option)")
            }
        }
        return try Auditor.run(request)
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
            XCTAssertTrue(["input", "l10n", "icu", "a11y"].contains(prefix), "\(info.id) has an unknown prefix")
        }
    }

    func testTriggeringExamplesTrigger() throws {
        for rule in RuleCatalog.all {
            for example in rule.info.triggering {
                let result = try audit(example)
                let hits = result.findings.filter { $0.ruleID == rule.info.id }
                XCTAssertFalse(hits.isEmpty, "\(rule.info.id): triggering example '\(example.note)' produced no finding; got \(result.findings.map(\.ruleID))")
                for hit in hits {
                    XCTAssertNotNil(hit.location, "\(rule.info.id): finding without a location")
                    XCTAssertFalse(hit.message.isEmpty)
                }
            }
        }
    }

    func testNonTriggeringExamplesStayQuiet() throws {
        for rule in RuleCatalog.all {
            for example in rule.info.nonTriggering {
                let result = try audit(example)
                let hits = result.findings.filter { $0.ruleID == rule.info.id }
                XCTAssertTrue(hits.isEmpty, "\(rule.info.id): non-triggering example '\(example.note)' produced \(hits.map(\.message))")
            }
        }
    }
}
