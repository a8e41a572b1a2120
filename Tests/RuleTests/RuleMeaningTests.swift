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
import XCTest

/// What a rule counts for besides its own findings is a property of its description: the
/// matrix and completion, the translators' list and the root-cause folding read it there.
final class RuleMeaningTests: XCTestCase {
    func testTheTranslationStatesAreTheMissingEmptyAndIdenticalRules() {
        var states: [String: TranslationState] = [:]
        for rule in RuleCatalog.descriptions {
            if let state = rule.translationState { states[rule.id] = state }
        }
        XCTAssertEqual(states, [
            "l10n.missing-translation": .missing, "l10n.missing-key": .missing,
            "l10n.empty-value": .empty, "l10n.identical-translation": .identical,
        ])
        XCTAssertEqual(LocalizationSummary.translationStates, states, "the matrix reads the descriptions")
    }

    func testRootCauseRanksKeepTheirOrderAndAreOnePerRule() {
        let ranked = RuleCatalog.descriptions.filter { $0.rootCauseRank != nil }.sorted { $0.rootCauseRank! < $1.rootCauseRank! }
        // The order the folding kept before the ranks moved onto the rules: what makes the
        // others follow (an empty or broken value) before what it leads to.
        XCTAssertEqual(ranked.map(\.id), [
            "l10n.empty-value", "l10n.format-malformed", "l10n.format-fullwidth-percent", "l10n.format-escaped-specifier",
            "l10n.format-type-mismatch", "l10n.format-mixed-positional", "l10n.format-positional-gap",
            "l10n.format-count-mismatch", "l10n.format-width-mismatch",
        ])
        XCTAssertEqual(ranked.map { $0.rootCauseRank! }, Array(0..<ranked.count), "ranks are distinct and leave no gap")
        XCTAssertEqual(RootCause.rank, Dictionary(uniqueKeysWithValues: ranked.map { ($0.id, $0.rootCauseRank!) }))
    }

    func testAFoldingRuleDecidesWhichFindingIsKept() {
        // Two warnings about one value: the lower rank is kept, whatever order they come in.
        let subject = Subject(table: "Localizable", key: "k", locale: "de")
        let count = Finding(ruleID: "l10n.format-count-mismatch", severity: .warning, message: "\"k\" in de: fewer arguments", subject: subject)
        let malformed = Finding(ruleID: "l10n.format-malformed", severity: .warning, message: "\"k\" in de: a stray %", subject: subject)
        for order in [[count, malformed], [malformed, count]] {
            var findings = order
            RootCause.fold(&findings)
            XCTAssertEqual(findings.map(\.ruleID), ["l10n.format-malformed"])
            XCTAssertEqual(findings.first?.evidence.map(\.name), ["also l10n.format-count-mismatch"])
        }
    }

    func testTheTranslatorsListTakesStatusesFromTheRulesThatRan() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings([
            "en": "\"a\" = \"Close\";\n\"b\" = \"Open %@\";\n\"c\" = \"Save\";\n",
            "de": "\"a\" = \"\";\n\"b\" = \"Öffnen %d\";\n\"c\" = \"Speichern\";\n",
        ]), under: root)
        let prepared = try Auditor.prepare(AuditRequest(packageRoot: root.path))
        let result = Auditor.evaluate(prepared, request: AuditRequest(packageRoot: root.path))
        let report = TranslatorReport.build(prepared, result: result, locale: "de")
        let status = Dictionary(uniqueKeysWithValues: report.items.map { ($0.key, $0.status) })
        XCTAssertEqual(status["a"], .empty, "an empty-value finding is the unit's status")
        XCTAssertEqual(status["b"], .fix, "an error in the text is a problem to fix")
        XCTAssertNil(status["c"])
        XCTAssertEqual(report.items.first { $0.key == "a" }?.problems, [], "a status is not listed as a problem")
        let cells = try XCTUnwrap(result.localizationMatrix)
        let column = try XCTUnwrap(cells.locales.firstIndex(of: "de"))
        XCTAssertEqual(cells.rows.first { $0.key == "a" }?.cells[column], .empty)
        XCTAssertEqual(cells.rows.first { $0.key == "b" }?.cells[column], .error)
    }

    func testImportRulesAreDescribedRegisteredAndNeverRunByAnAudit() {
        let imports = RuleCatalog.descriptions.filter { $0.stage == .translationImport }
        XCTAssertEqual(Set(imports.map(\.id)), ["import.table", "import.read-back", "import.unknown-key", "import.markup"])
        XCTAssertEqual(imports.map(\.id), RuleCatalog.importRules.map(\.id))
        let audited = Set(RuleCatalog.all.map(\.info.id))
        for rule in imports {
            XCTAssertTrue(rule.id.hasPrefix("import."), rule.id)
            XCTAssertFalse(audited.contains(rule.id), "\(rule.id) is reported by the import, not run by an audit")
            XCTAssertEqual(rule.defaultSeverity, .error, "the import refuses the unit: \(rule.id)")
            XCTAssertTrue(rule.reference.url.hasPrefix("https://"), rule.id)
            XCTAssertFalse(rule.summary.isEmpty, rule.id)
        }
        XCTAssertTrue(RuleCatalog.all.allSatisfy { $0.info.stage == .audit })
        XCTAssertEqual(Set(RuleCatalog.descriptions.map(\.id)).count, RuleCatalog.descriptions.count, "ids are unique across both")
    }

    func testOnlyImportRulesGoWithoutExamples() {
        for rule in RuleCatalog.descriptions {
            // An import rule judges a unit of a translation file that `lubaaudit import` reads;
            // the example runner audits a tree and runs no import, so it cannot show one
            // (`TranslationImportTests` trigger them). Every other rule shows both kinds.
            if rule.stage == .translationImport {
                XCTAssertTrue(rule.triggering.isEmpty && rule.nonTriggering.isEmpty, "\(rule.id): examples the runner would never run")
            } else {
                XCTAssertFalse(rule.triggering.isEmpty, "\(rule.id) has no triggering example")
                XCTAssertFalse(rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
            }
        }
    }

    func testTouchTargetsAreAssessedOnceForTheRulesAndTheSummary() throws {
        let prepared = try Auditor.prepare(AuditRequest(packageRoot: TokenFixture.root.path, paths: PathBase(currentDirectory: TokenFixture.root.path)))
        let context = prepared.context
        let design = try XCTUnwrap(context.design)
        XCTAssertFalse(context.touchTargetAssessments.isAsked, "worked out when first read")
        var sink = FindingSink(rule: TouchTargetMinimum().info)
        TouchTargetMinimum().check(context, &sink)
        XCTAssertTrue(context.touchTargetAssessments.isAsked, "the rule reads the context's assessments")
        XCTAssertFalse(sink.findings.isEmpty)
        let kept = context.touchTargetAssessments.value
        let fresh = TouchTargetAssessment.assess(design, minimum: context.config.minimumTouchTarget)
        XCTAssertEqual(kept.map(\.token.qualifiedName), fresh.map(\.token.qualifiedName))
        XCTAssertEqual(kept.map(\.passes), fresh.map(\.passes))
        let summary = try XCTUnwrap(TokenSummary.build(context))
        XCTAssertEqual(summary.touchTargets.map(\.token), kept.map(\.token.qualifiedName))
        XCTAssertEqual(TokenSummary.auditedSubjects(context).filter { $0.area == .touchTarget }.count, kept.count)
    }

    func testTheContrastRulesAndSummaryReadTheContextsEvaluations() throws {
        var request = AuditRequest(packageRoot: TestSupport.repoRoot.appendingPathComponent("Localizations").path)
        request.useDefaultTheme = true
        let context = try Auditor.prepare(request).context
        XCTAssertFalse(context.contrastEvaluations.isAsked)
        var sink = FindingSink(rule: ContrastText().info)
        ContrastText().check(context, &sink)
        XCTAssertTrue(context.contrastEvaluations.isAsked, "the rule reads the context's evaluations")
        let summary = try XCTUnwrap(ContrastSummary.build(context))
        XCTAssertEqual(summary.pairs, context.contrastEvaluations.value.map(\.measurement))
    }
}
