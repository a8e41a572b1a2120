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

/// The calibration of issue 35 held on the real corpora in ../shared (docs/precision.md has the
/// sampled judgements): what the string-table warnings no longer report, and the errors the
/// calibration removed, by kind rather than by count, so other changes to the corpora's
/// locales do not break them.
final class CorpusPrecisionTests: XCTestCase {
    private static let corpora = [
        "corpora/homeassistant-ios/Sources/App/Resources", "corpora/element-x-ios/ElementX/Resources/Localizations",
        "corpora/protonpass-ios/iOS/Shared/Localization", "corpora/coteditor/CotEditor/Localizables",
    ]

    private func audit(_ relative: String) throws -> AuditResult {
        let root = try TestSupport.sharedPath(relative)
        return try Auditor.run(AuditRequest(stringsDirectories: [root.path], areas: [.input, .localization, .icu]))
    }

    private func source(_ finding: Finding) -> String? { finding.evidence.first { $0.name == "source" }?.value }

    func testEndingPunctuationIsOnlyALostColonEllipsisOrQuestionMark() throws {
        var total = 0
        for corpus in Self.corpora {
            let found = try audit(corpus).findings.filter { $0.ruleID == "l10n.punctuation-parity" }
            total += found.count
            for finding in found {
                let text = try XCTUnwrap(source(finding))
                let ending = try XCTUnwrap(PunctuationParity.ending(text), "\(corpus): \(finding.message)")
                XCTAssertTrue(ending.mustSurvive, "\(corpus): \(finding.message)")
            }
        }
        // 2,146 before the calibration, nearly all an added or dropped period.
        XCTAssertLessThan(total, 200)
    }

    func testWhitespaceWarningsNeverReportAnExtraTrailingSpace() throws {
        for corpus in Self.corpora {
            for finding in try audit(corpus).findings where finding.ruleID == "l10n.whitespace-parity" {
                XCTAssertFalse(finding.message.contains("trailing whitespace nothing in the source"), "\(corpus): \(finding.message)")
            }
        }
    }

    func testLettersAndApostrophesAreNotUnbalancedQuotes() throws {
        let result = try audit("corpora/element-x-ios/ElementX/Resources/Localizations")
        let found = result.findings.filter { $0.ruleID == "l10n.unbalanced-brackets" }
        // An earlier draft read Uzbek `o‘` as a quote: 160 findings, every one false.
        XCTAssertFalse(found.contains { $0.subject.locale == "uz" }, "\(found.map(\.message))")
        XCTAssertLessThan(found.count, 20)
    }

    func testAPluralTheSourceWritesOnlyForSeveralItemsIsNoError() throws {
        // CotEditor's only plural-category errors were a confirmation whose English has no `one`
        // (it is shown for several items): the translations mirror the source.
        let result = try audit("corpora/coteditor/CotEditor/Localizables")
        let errors = result.findings.filter { $0.ruleID == "icu.plural-missing-category" && $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), [])
        XCTAssertTrue(result.findings.contains { $0.ruleID == "icu.plural-missing-category" && $0.severity == .note })
    }
}
