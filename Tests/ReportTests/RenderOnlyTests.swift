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

/// Renderers only render (issue 38): every count, rank and threshold a report shows is in the
/// result before rendering, so the reports agree by construction.
final class RenderOnlyTests: XCTestCase {
    /// What the reports must not reach back into: the rules, the contrast evaluation, the
    /// engine's context and the localization summary all decide; a report reads the result.
    static let forbidden = ["RuleCatalog", "ContrastAudit", "AuditContext", "LocalizationSummary"]

    /// No file of Reports/ names a deciding type. The compiler already refuses three of them (the
    /// reports' target depends on the result, not on the rules or the engine); the contrast
    /// evaluation sits in the design system below, so this scan keeps it out.
    func testReportsReferenceNoDecidingType() throws {
        let reports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Reports")
        let files = try FileManager.default.contentsOfDirectory(atPath: reports.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 20, "the scan reads the report sources at \(reports.path)")
        var offences: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: reports.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for name in Self.forbidden where Self.namesIdentifier(line, name) {
                    offences.append("\(file):\(number + 1): \(name)")
                }
            }
        }
        XCTAssertEqual(offences, [], "a report decides instead of rendering")
    }

    /// The scan itself finds an identifier and only a whole one.
    func testScanFindsWholeIdentifiers() {
        XCTAssertTrue(Self.namesIdentifier("let x = RuleCatalog.all", "RuleCatalog"))
        XCTAssertTrue(Self.namesIdentifier("(ContrastAudit.enhancedThreshold(kind))", "ContrastAudit"))
        XCTAssertFalse(Self.namesIdentifier("let x = MyRuleCatalogs.all", "RuleCatalog"))
        XCTAssertFalse(Self.namesIdentifier("let auditContext = 1", "AuditContext"))
    }

    static func namesIdentifier(_ line: Substring, _ name: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            func isIdentifier(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isIdentifier(before) && !isIdentifier(after) { return true }
            rest = line[range.upperBound...]
        }
        return false
    }

    static func namesIdentifier(_ line: String, _ name: String) -> Bool { namesIdentifier(line[...], name) }

    /// A result with findings of every severity in several areas, a note demoted from an error
    /// rule among them (one rule, two severities).
    static func everySeverity() -> AuditResult {
        var result = ReportFixture.realistic()
        if let position = result.findings.firstIndex(where: { $0.severity == .error }) {
            var demoted = result.findings[position]
            demoted.severity = .note
            demoted.subject.key = (demoted.subject.key ?? "") + ".demoted"
            result.findings.append(demoted)
        }
        return result
    }

    func testTheFixtureHasEverySeverityInSeveralAreas() {
        let tally = Self.everySeverity().tally
        for severity in Severity.allCases { XCTAssertGreaterThan(tally.all[severity], 0, severity.rawValue) }
        XCTAssertGreaterThan(tally.byArea.count, 2)
        XCTAssertTrue(tally.byRule.values.contains { $0.nonZero.count > 1 }, "a rule with findings of two severities")
    }

    /// The result's counts add up, and equal what the findings hold.
    func testTallyCountsTheFindings() {
        let result = Self.everySeverity()
        let tally = result.tally
        XCTAssertEqual(tally.all.total, result.findings.count)
        for severity in Severity.allCases {
            XCTAssertEqual(tally.all[severity], result.findings.filter { $0.severity == severity }.count, severity.rawValue)
            XCTAssertEqual(tally.byArea.values.reduce(0) { $0 + $1[severity] }, tally.all[severity], severity.rawValue)
            XCTAssertEqual(tally.byRule.values.reduce(0) { $0 + $1[severity] }, tally.all[severity], severity.rawValue)
        }
        for (area, counts) in tally.byArea {
            let rules = Set(result.findings.map(\.ruleID)).filter { result.ruleAreas[$0] == area }
            XCTAssertEqual(rules.reduce(0) { $0 + (tally.byRule[$1]?.total ?? 0) }, counts.total, area.rawValue)
        }
        XCTAssertEqual(Set(tally.rankedRules), Set(result.findings.map(\.ruleID)))
    }

    /// A result changed after it was assembled (tests, front ends) never keeps stale counts.
    func testTallyFollowsTheFindings() {
        var result = Self.everySeverity()
        result.findings.removeAll { $0.severity != .warning }
        XCTAssertEqual(result.tally.all.total, result.findings.count)
        XCTAssertEqual(result.tally.all[.error], 0)
        XCTAssertFalse(result.failed)
        result.failOn = .warning
        XCTAssertTrue(result.failed)
    }

    /// The counts the result carries are the counts JSON and HTML show.
    func testJSONAndHTMLShowTheResultsCounts() throws {
        let result = Self.everySeverity()
        let tally = result.tally

        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(JSONReport.render(result).utf8)) as? [String: Any])
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(summary["findings"] as? Int, tally.all.total)
        let bySeverity = try XCTUnwrap(summary["bySeverity"] as? [String: Int])
        for severity in Severity.allCases { XCTAssertEqual(bySeverity[severity.rawValue], tally.all[severity], severity.rawValue) }
        let byArea = try XCTUnwrap(summary["byArea"] as? [String: [String: Int]])
        for area in Area.allCases {
            for severity in Severity.allCases {
                XCTAssertEqual(byArea[area.rawValue]?[severity.rawValue], tally.byArea[area]?[severity] ?? 0, "\(area.rawValue) \(severity.rawValue)")
            }
        }

        let html = HTMLReport.render(result)
        let panel = try XCTUnwrap(html.components(separatedBy: "id=\"glance-counts\"").dropFirst().first).components(separatedBy: "</table>")[0]
        func row(_ title: String) -> [Int]? {
            guard let start = panel.range(of: title) else { return nil }
            let rest = panel[start.upperBound...]
            let line = rest[..<(rest.range(of: "</tr>")?.lowerBound ?? rest.endIndex)]
            return line.components(separatedBy: "<td class=\"num").dropFirst().compactMap { cell in
                cell.split(separator: ">").dropFirst().first.flatMap { Int($0.split(separator: "<")[0].replacingOccurrences(of: ",", with: "")) }
            }
        }
        let order = Severity.allCases.reversed()
        XCTAssertEqual(row(">All areas</th>"), order.map { tally.all[$0] } + [tally.all.total])
        for (area, counts) in tally.byArea {
            XCTAssertEqual(row(HTMLEscaping.text(area.title) + "</a></th>"), order.map { counts[$0] } + [counts.total], area.rawValue)
        }
        // Each area's section heading says the area's total.
        for (area, counts) in tally.byArea {
            XCTAssertTrue(html.contains("<h3 id=\"area-\(area.rawValue)-h\">\(HTMLEscaping.text(area.title)) <span class=\"count\">(\(NumberText.count(counts.total))"), area.rawValue)
        }
        // The text verdict says the same.
        let text = TextReport(color: false).summary(result)
        XCTAssertTrue(text.contains(order.map { $0.counted(tally.all[$0]) }.joined(separator: ", ")), text)
    }

    /// In-source suppressions are counted per rule once; the text summary says those counts.
    func testSuppressedCountsAreTheResults() throws {
        var result = Self.everySeverity()
        let directive = SourceLocation(file: "Sources/App/View.swift", line: 3, column: 1)
        let one = result.findings[0]
        let other = try XCTUnwrap(result.findings.first { $0.ruleID != one.ruleID })
        result.suppressed = [one, other, one].map { SuppressedFinding(finding: $0, justification: nil, directive: directive) }
        let tally = result.tally
        XCTAssertEqual(tally.suppressedByRule, [one.ruleID: 2, other.ruleID: 1])
        XCTAssertEqual(tally.rankedSuppressedRules, [one.ruleID, other.ruleID])
        XCTAssertTrue(TextReport(color: false).summary(result).contains(
            "3 finding(s) suppressed in source (lubaaudit:disable): \(one.ruleID) 2, \(other.ruleID) 1."))
    }

    /// The heat map grades AAA from the threshold the result carries, not one of its own.
    func testHeatMapGradesAAAFromTheResult() {
        var result = ReportFixture.realistic()
        result.accessibility?.heatMaps = [ContrastHeatMap(
            appearance: "light", foregrounds: ["textPrimary", "textSecondary"], backgrounds: ["surface"],
            ratios: [8, 8], usages: ["text", "text"], thresholds: [4.5, 4.5], enhancedThresholds: [7, 9])]
        let html = HTMLReport.render(result)
        XCTAssertTrue(html.contains("title=\"textPrimary on surface: 8.00:1, AAA\""), html)
        XCTAssertTrue(html.contains("title=\"textSecondary on surface: 8.00:1, passes\""), html)
    }

    /// The engine fills each heat-map row's AAA threshold from the row's usage.
    func testEngineCarriesEachRowsEnhancedThreshold() throws {
        let result = try Auditor.run(AuditRequest(areas: [.contrast]))
        let maps = try XCTUnwrap(result.accessibility?.heatMaps)
        XCTAssertFalse(maps.isEmpty)
        for map in maps {
            XCTAssertEqual(map.enhancedThresholds.count, map.usages.count)
            for (usage, enhanced) in zip(map.usages, map.enhancedThresholds) {
                switch usage {
                case ContrastUsage.normalText.rawValue: XCTAssertEqual(enhanced, 7)
                case ContrastUsage.largeText.rawValue: XCTAssertEqual(enhanced, 4.5)
                default: XCTAssertNil(enhanced, usage)
                }
            }
        }
    }
}
