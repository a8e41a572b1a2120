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

/// The pipeline schedules a rule by the shared analyses it says it reads (`AuditRule.reads`):
/// a rule that read one it did not declare would wait for it beside rules that do not, and one
/// declared but never read would hold the rule back for nothing. Each rule runs alone on each of
/// its own examples, with a fresh context, and what it asked for is recorded.
final class SharedAnalysesTests: XCTestCase {
    private func context(_ example: RuleExample) throws -> AuditContext {
        try Auditor.prepare(RuleExamplesTests.request(example, test: self)).context
    }

    func testEveryRuleReadsExactlyWhatItDeclares() throws {
        for rule in RuleCatalog.all {
            var asked: SharedAnalysis = []
            for example in rule.info.triggering + rule.info.nonTriggering {
                let context = try context(example)
                var sink = FindingSink(rule: rule.info)
                rule.check(context, &sink)
                let read = context.analyses.asked
                XCTAssertTrue(rule.reads.isSuperset(of: read),
                              "\(rule.info.id) read \(read.rawValue) on '\(example.note)' but declares \(rule.reads.rawValue)")
                asked.formUnion(read)
            }
            XCTAssertEqual(asked, rule.reads, "\(rule.info.id): declared \(rule.reads.rawValue), read \(asked.rawValue) on its examples")
        }
    }

    func testAnAnalysisIsWorkedOutOnceWhoeverAsks() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            ExampleTree.lproj("en"): "\"a\" = \"%@ files\";\n\"b\" = \"Open\";\n",
            ExampleTree.lproj("de"): "\"a\" = \"%d Dateien\";\n\"b\" = \"Open\";\n",
        ], under: root)
        let context = try Auditor.prepare(AuditRequest(packageRoot: root.path)).context
        XCTAssertEqual(context.analyses.asked, [], "nothing is worked out before it is read")
        // Read from many threads at once: one result, the same for every reader.
        let counts = Array(0..<16).parallelMap { _ in (context.formatMismatches.count, context.identicalValues.map(\.found.count)) }
        XCTAssertEqual(Set(counts.map(\.0)), [1], "one type mismatch, %d for %@")
        XCTAssertEqual(Set(counts.map(\.1)), [[1]], "\"Open\" left identical in de")
        XCTAssertEqual(context.analyses.asked, [.formatMismatches, .identicalValues])
    }

    /// The rules that read no shared analysis come before those that do, the analyses before
    /// both, and the readers of the identical-value analysis (the longest) last.
    func testScheduleOrder() {
        let jobs = Auditor.schedule(RuleCatalog.all)
        var seenReader = false
        var seenIdenticalReader = false
        for (position, job) in jobs.enumerated() {
            switch job {
            case .analysis:
                XCTAssertLessThan(position, SharedAnalysis.each.count, "analyses first")
            case .rule(let box):
                if box.rule.reads.contains(.identicalValues) { seenIdenticalReader = true }
                else if !box.rule.reads.isEmpty { XCTAssertFalse(seenIdenticalReader, "\(box.rule.info.id) after a reader of identical values") }
                if !box.rule.reads.isEmpty { seenReader = true }
                else { XCTAssertFalse(seenReader, "\(box.rule.info.id) reads nothing but comes after a reader") }
            case .presence, .audited:
                break
            }
        }
        XCTAssertEqual(jobs.filter { if case .rule = $0 { return true } else { return false } }.count, RuleCatalog.all.count)
    }

    /// An analysis no scheduled rule reads is not worked out (the completion summary always
    /// reads the identical values).
    func testOnlyAnalysesSomeRuleReadsAreScheduled() {
        func analyses(_ rules: [any AuditRule]) -> [SharedAnalysis] {
            Auditor.schedule(rules).compactMap { if case .analysis(let analysis) = $0 { return analysis } else { return nil } }
        }
        XCTAssertEqual(analyses(RuleCatalog.all), SharedAnalysis.each)
        XCTAssertEqual(analyses(RuleCatalog.all.filter { $0.reads.isEmpty }), [.identicalValues])
        XCTAssertEqual(analyses(RuleCatalog.all.filter { $0.info.id.hasPrefix("icu.") }), [.identicalValues, .icuMessages, .pluralArguments])
        // Without the summaries (the import's check), nothing beyond what the rules read.
        let icuOnly = Auditor.schedule(RuleCatalog.all.filter { $0.info.id.hasPrefix("icu.") }, summaries: false)
        let scheduled: [SharedAnalysis] = icuOnly.compactMap { if case .analysis(let analysis) = $0 { return analysis } else { return nil } }
        XCTAssertEqual(scheduled, [.icuMessages, .pluralArguments])
        XCTAssertFalse(icuOnly.contains { if case .presence = $0 { return true } else { return false } })
    }
}
