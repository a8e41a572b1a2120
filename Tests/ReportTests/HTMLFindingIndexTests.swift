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

/// The HTML agrees with the text (issue 35): counts are split by each finding's own severity,
/// an "N more" element says exactly what it holds, and the filter finds every finding, the
/// ones no card shows through the compact index at the end of the findings.
final class HTMLFindingIndexTests: XCTestCase {
    /// 50 findings of one rule, one key each; every third demoted to a note, as a config or a
    /// rule may demote one finding and not another.
    static func demoted() -> AuditResult {
        var result = ReportFixture.large(findings: 50)
        for position in result.findings.indices where position % 3 == 0 { result.findings[position].severity = .note }
        return result
    }

    static let options = HTMLReportOptions(instancesPerRule: 15, matrixRows: 5, contrastPairs: 1, heatMapSide: 2)

    func testCountsAreSplitByEachFindingsSeverity() throws {
        let html = HTMLReport.render(Self.demoted(), options: Self.options)
        // 17 of 50 (0, 3, …, 48) are notes: the rule is not "ERROR 50" anywhere.
        let split = "<span class=\"sev-count sev-error\">33 errors</span>, <span class=\"sev-count sev-note\">17 notes</span>"
        XCTAssertTrue(html.contains("50 findings: " + split), "the rule group's summary")
        // The first screen's rules panel (a run without colors has it).
        var tablesOnly = Self.demoted()
        tablesOnly.accessibility = nil
        let first = HTMLReport.render(tablesOnly, options: Self.options)
        let glance = try XCTUnwrap(first.components(separatedBy: "id=\"glance-rules\"").dropFirst().first).components(separatedBy: "</div>")[0]
        XCTAssertTrue(glance.contains(split), glance)
        XCTAssertFalse(glance.contains(">50<"), glance)
    }

    func testTheMoreElementSaysWhatItHoldsAndTheRestAreIndexed() {
        let html = HTMLReport.render(Self.demoted(), options: Self.options)
        // 15 cards are shown: 10, then 5 folded into "more"; 35 findings go to the index.
        XCTAssertTrue(html.contains("<summary>5 more cards (5 findings)</summary>"), html)
        let folded = html.components(separatedBy: "<details class=\"more\">")[1].components(separatedBy: "</details>\n</div>")[0]
        XCTAssertEqual(folded.components(separatedBy: "<details class=\"card\">").count - 1, 5)
        XCTAssertEqual(html.components(separatedBy: "<li class=\"finding\"").count - 1, 15)
        XCTAssertEqual(html.components(separatedBy: "<tr class=\"ix\"").count - 1, 35)
        XCTAssertTrue(html.contains("35 more findings of this rule (35 more cards) are not shown as cards"), html)
        XCTAssertTrue(html.contains("data-unlisted=\"0\""))
        // An index capped below what is left says how many only the JSON report has.
        let capped = HTMLReport.render(Self.demoted(), options: HTMLReportOptions(instancesPerRule: 15, matrixRows: 5, contrastPairs: 1, heatMapSide: 2, indexRows: 30))
        XCTAssertEqual(capped.components(separatedBy: "<tr class=\"ix\"").count - 1, 30)
        XCTAssertTrue(capped.contains("data-unlisted=\"5\""))
        XCTAssertTrue(capped.contains("the first 30 listed here and found by the filter, the other 5 only in the JSON report"), capped)
    }

    func testTheFilterFindsAFindingNoCardShows() throws {
        let result = Self.demoted()
        let html = HTMLReport.render(result, options: Self.options)
        // key.49 is past the 15 cards: only its index row holds it.
        XCTAssertFalse(html.contains("id=\"f-") && html.contains("<code>key.49</code></summary>"))
        let probe = """
        var visible = function (node) { return node.checkVisibility(); };
        var rows = function () { return Array.prototype.slice.call(document.querySelectorAll('tr.ix')).filter(visible); };
        var search = document.getElementById('f-search');
        search.value = 'key.49';
        search.dispatchEvent(new Event('input'));
        var found = rows().map(function (row) { return row.textContent; });
        var status = document.getElementById('f-status').textContent;
        search.value = '';
        var severity = document.getElementById('f-severity');
        severity.value = 'note';
        severity.dispatchEvent(new Event('change'));
        var notes = document.getElementById('f-status').textContent;
        return { found: found, status: status, notes: notes };
        """
        let answer = try HeadlessChromium.probe(html, probe, for: self)
        let found = answer["found"] as? [String] ?? []
        XCTAssertEqual(found.count, 1, "\(answer)")
        XCTAssertTrue(found.first?.contains("key.49") == true, "\(answer)")
        XCTAssertTrue((answer["status"] as? String ?? "").hasPrefix("1 of 50 findings shown (1 of them as rows of the index"), "\(answer)")
        XCTAssertTrue((answer["notes"] as? String ?? "").hasPrefix("17 of 50 findings shown"), "\(answer)")
    }
}
