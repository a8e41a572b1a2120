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

/// The HTML report at real size, measured in headless Chromium at 1400 × 900: what the first
/// screen shows, how tall the page is at load, that the filter reaches folded findings, that the
/// matrix and heat maps fit without sideways scrolling, and that every swatch is its real color.
final class HTMLLayoutTests: XCTestCase {
    static let pageHeightLimit = 15_000.0

    /// 40 locales × 3,000 keys, a key missing in a few locales here and there (about 9,000
    /// findings), identical values and whitespace warnings: a large app, always present.
    static func largeApp(locales count: Int = 40, keys: Int = 3_000) -> AuditResult {
        var result = ReportFixture.realistic()
        let locales = ["en"] + (1..<count).map { String(format: "l%02d", $0) }
        var findings: [Finding] = []
        var rows: [LocalizationMatrix.Row] = []
        for index in 0..<keys {
            let key = "feature\(index % 37).screen\(index).title"
            var cells: [CellState] = [.ok]
            for (position, locale) in locales.enumerated().dropFirst() {
                if (index &* 7 &+ position) % 13 == 0 {
                    cells.append(.missing)
                    findings.append(Finding(
                        ruleID: "l10n.missing-translation", severity: .error, message: "\"\(key)\" has no translation in \(locale)",
                        subject: ReportFixture.subject(key, locale), location: ReportFixture.location("en", index + 1),
                        evidence: [Evidence("source", "Title \(index)")], fix: "translate it"))
                } else if (index &+ position) % 29 == 0 {
                    cells.append(.identical)
                    findings.append(Finding(
                        ruleID: "l10n.identical-translation", severity: .note, message: "\"\(key)\" in \(locale) is the source text",
                        subject: ReportFixture.subject(key, locale), location: ReportFixture.location(locale, index + 1)))
                } else if (index &* 3 &+ position) % 61 == 0 {
                    cells.append(.warning)
                    findings.append(Finding(
                        ruleID: "l10n.whitespace-parity", severity: .warning, message: "\"\(key)\" in \(locale) drops the trailing space",
                        subject: ReportFixture.subject(key, locale), location: ReportFixture.location(locale, index + 1)))
                } else {
                    cells.append(.ok)
                }
            }
            rows.append(.init(table: "Localizable", key: key, source: "Title \(index)", cells: cells))
        }
        result.findings = findings + result.findings.filter { !$0.ruleID.hasPrefix("l10n.") }
        result.localizationMatrix = LocalizationMatrix(locales: locales, rows: rows)
        result.inputs.locales = locales
        return result
    }

    /// Height, width and the first screen's landmarks, as a reader's browser lays them out.
    static let layoutProbe = """
    var doc = document.documentElement;
    function box(selector) {
      var node = document.querySelector(selector);
      if (!node) { return null; }
      var rect = node.getBoundingClientRect();
      return { top: rect.top + scrollY, bottom: rect.bottom + scrollY, right: rect.right, text: node.textContent };
    }
    var boxes = Array.prototype.slice.call(document.querySelectorAll('.matrix-box, table.heat'));
    return {
      height: doc.scrollHeight, width: doc.scrollWidth, viewport: innerWidth,
      verdict: box('header .verdict'), counts: box('#glance-counts'), locales: box('#glance-locales'), pairs: box('#glance-pairs'),
      rules: box('#glance-rules'),
      summaryLinksResolve: Array.prototype.slice.call(document.querySelectorAll('#summary a[href^="#"]')).every(function (a) {
        return !!document.getElementById(a.getAttribute('href').slice(1)); }),
      widest: boxes.reduce(function (m, node) { var p = node.closest('.scroll, .matrix-box') || node;
        return Math.max(m, p.scrollWidth - p.clientWidth); }, 0),
      matrixRows: document.querySelectorAll('table.matrix tbody tr').length,
      firstLocale: (document.querySelector('#glance-locales tbody th') || {}).textContent,
      pages: document.querySelectorAll('details.page').length,
      openPages: document.querySelectorAll('details.page[open]').length
    };
    """

    private func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
    private func box(_ probe: [String: Any], _ name: String) -> [String: Any] { probe[name] as? [String: Any] ?? [:] }

    /// The first screen at 1400 × 900: verdict, counts per area and severity, worst locales and pairs.
    private func assertFirstScreen(_ probe: [String: Any], locales: Bool, pairs: Bool, file: StaticString = #filePath, line: UInt = #line) {
        var wanted = ["verdict", "counts"]
        if locales { wanted.append("locales") }
        // Without color pairs, the rules with the most findings take their panel.
        wanted.append(pairs ? "pairs" : "rules")
        XCTAssertEqual(probe["summaryLinksResolve"] as? Bool, true, "a summary link points nowhere", file: file, line: line)
        for name in wanted {
            let bottom = number(box(probe, name)["bottom"])
            XCTAssertTrue(bottom > 0 && bottom <= 900, "\(name) ends at \(bottom) px, below the first screen", file: file, line: line)
        }
    }

    func testFirstScreenShowsVerdictCountsWorstLocalesAndPairs() throws {
        let result = ReportFixture.realistic()
        let probe = try HeadlessChromium.probe(HTMLReport.render(result), Self.layoutProbe, for: self)
        assertFirstScreen(probe, locales: true, pairs: true)
        XCTAssertTrue((box(probe, "verdict")["text"] as? String ?? "").contains("FAILED"))
        let counts = box(probe, "counts")["text"] as? String ?? ""
        for area in [Area.input, .localization, .contrast] { XCTAssertTrue(counts.contains(area.title), area.title) }
        // The locale with the most errors leads the list, as the findings count them.
        var errors: [String: Int] = [:]
        for finding in result.findings where finding.severity == .error { if let locale = finding.subject.locale { errors[locale, default: 0] += 1 } }
        let worst = try XCTUnwrap(errors.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })
        let first = try XCTUnwrap(probe["firstLocale"] as? String)
        XCTAssertEqual(errors[first], worst.value, "\(first) leads, but \(worst) has the most errors")
        // The pair furthest below its threshold comes first.
        let pairText = (box(probe, "pairs")["text"] as? String ?? "").replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(pairText.hasPrefix("Worst color pairsAatextTertiary on surfacedark · ✗ 2.90:1, needs 4.50:1"), pairText)
    }

    func testLargeGeneratedAppFitsAndPagesItsMatrix() throws {
        let result = Self.largeApp()
        XCTAssertGreaterThan(result.findings.count, 8_000)
        let html = HTMLReport.render(result)
        let probe = try HeadlessChromium.probe(html, Self.layoutProbe, for: self)
        print("generated 40 × 3,000 app: \(result.findings.count) findings, page \(number(probe["height"])) px tall, \(html.utf8.count) bytes")
        XCTAssertLessThan(number(probe["height"]), Self.pageHeightLimit)
        XCTAssertLessThanOrEqual(number(probe["width"]), number(probe["viewport"]), "the page scrolls sideways")
        XCTAssertEqual(number(probe["widest"]), 0, "the 40-locale matrix scrolls sideways at 1400 px")
        assertFirstScreen(probe, locales: true, pairs: true)
        // Every row is in the page, a page of rows at a time, none capped.
        XCTAssertEqual(number(probe["matrixRows"]), 3_000)
        XCTAssertEqual(number(probe["pages"]), Double((3_000 - 1) / HTMLMatrixSection.rowsPerPage))
        XCTAssertEqual(number(probe["openPages"]), 0)
        XCTAssertFalse(html.contains("Showing "), "nothing is cut at this size")
    }

    /// Every real corpus (the largest has 40 locales and 6,000 findings): under 15,000 px at load.
    func testRealCorporaStayUnderTheHeightLimit() throws {
        let corpora = [
            "corpora/homeassistant-ios/Sources/App/Resources", "corpora/element-x-ios/ElementX/Resources/Localizations",
            "corpora/protonpass-ios", "corpora/coteditor",
        ]
        for corpus in corpora {
            let root = try TestSupport.sharedPath(corpus)
            let result = try Auditor.run(AuditRequest(stringsDirectories: [root.path], areas: [.input, .localization, .icu]))
            let probe = try HeadlessChromium.probe(HTMLReport.render(result), Self.layoutProbe, for: self)
            print("\(corpus): \(result.findings.count) findings, \(result.inputs.locales.count) locales, page \(number(probe["height"])) px")
            XCTAssertLessThan(number(probe["height"]), Self.pageHeightLimit, corpus)
            XCTAssertEqual(number(probe["widest"]), 0, "\(corpus): the matrix scrolls sideways at 1400 px")
            XCTAssertLessThanOrEqual(number(probe["width"]), number(probe["viewport"]), corpus)
            assertFirstScreen(probe, locales: true, pairs: false)
        }
    }

    /// A finding folded away (a closed rule group, a closed card) is found by the filter, which
    /// opens what holds it; without the filter the text is still in the page for find-in-page.
    func testFilterFindsACollapsedFinding() throws {
        let result = Self.largeApp(locales: 12, keys: 400)
        // The last rule group is closed at load, its cards too.
        let target = try XCTUnwrap(result.findings.last { $0.ruleID == "l10n.whitespace-parity" })
        let key = try XCTUnwrap(target.subject.key)
        let anchor = "f-" + ReportDigest.hex(target.identity, length: 16)
        let probe = """
        var target = document.getElementById('\(anchor)');
        // Chromium keeps a closed <details>'s content laid out but skipped (content-visibility),
        // so only checkVisibility tells whether a reader sees it.
        var visible = function (node) { return node.checkVisibility(); };
        var before = visible(target);
        var found = window.find('\(key)" in \(target.subject.locale ?? "") drops');
        var search = document.getElementById('f-search');
        search.value = '\(key)" in \(target.subject.locale ?? "") drops';
        search.dispatchEvent(new Event('input'));
        var shown = Array.prototype.slice.call(document.querySelectorAll('li.finding')).filter(visible).length;
        return { before: before, found: found, after: visible(target), shown: shown,
                 status: document.getElementById('f-status').textContent };
        """
        let answer = try HeadlessChromium.probe(HTMLReport.render(result), probe, for: self)
        XCTAssertEqual(answer["before"] as? Bool, false, "the target should start folded away")
        XCTAssertEqual(answer["found"] as? Bool, true, "the folded text is in the page for find-in-page")
        XCTAssertEqual(answer["after"] as? Bool, true, "the filter did not reveal the folded finding")
        XCTAssertEqual(number(answer["shown"]), 1, "\(answer)")
        XCTAssertTrue((answer["status"] as? String ?? "").hasPrefix("1 of "), "\(answer)")
    }

    /// A palette run through the pipeline: every swatch, sample and chip is drawn in the colors
    /// the audit measured (computed styles, not the markup).
    func testEveryColorPairSwatchShowsItsRealColors() throws {
        var request = AuditRequest(areas: [.contrast])
        request.palettePaths = ["palette-light.tokens.json", "palette-dark.tokens.json"].map {
            TestSupport.repoRoot.appendingPathComponent("docs/examples/\($0)").path
        }
        // LubaUI's roles filled in: the built-in theme brings the translucent roles checked here.
        request.darkPalettePaths = [request.palettePaths[1]]
        request.baseTheme = .luba
        request.command = "contrast"
        let result = try Auditor.run(request)
        let report = try XCTUnwrap(result.accessibility)
        let probe = """
        var list = function (selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); };
        var style = function (node) { var s = getComputedStyle(node); return [s.color, s.backgroundColor]; };
        return {
          samples: list('article.pair .side').map(function (side) {
            var sample = side.querySelector('.sample');
            return { pair: side.closest('article').id, appearance: side.querySelector('h5').textContent.split(' ')[0].toLowerCase(),
                     colors: sample ? style(sample) : null };
          }),
          chips: list('ul.palette > li').map(function (item) {
            return { role: item.querySelector('code').textContent,
                     chips: Array.prototype.slice.call(item.querySelectorAll('.tone')).map(function (tone) {
                       return [tone.querySelector('.tone-name').textContent, getComputedStyle(tone.querySelector('.chip')).backgroundColor]; }) };
          }),
          worst: list('ol.worst li').map(function (item) { return [item.querySelector('a').getAttribute('href').slice(1), style(item.querySelector('.aa'))]; })
        };
        """
        let answer = try HeadlessChromium.probe(HTMLReport.render(result), probe, for: self)
        let groups = HTMLAccessibilitySection.PairGroups(report.pairs)
        func same(_ css: String?, _ hex: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
            guard let shown = css.flatMap({ HeadlessChromium.components(css: $0) }), let wanted = HeadlessChromium.components(hex: hex) else {
                return XCTFail("\(what): \(css ?? "nil") vs \(hex)", file: file, line: line)
            }
            for (a, b) in zip(shown.prefix(3), wanted.prefix(3)) { XCTAssertEqual(a, b, accuracy: 0.5, "\(what): \(shown) vs \(hex)", file: file, line: line) }
            XCTAssertEqual(shown[3], wanted[3], accuracy: 0.01, "\(what) alpha: \(shown) vs \(hex)", file: file, line: line)
        }
        var byAnchor: [String: [ContrastMeasurement]] = [:]
        for (key, anchor) in groups.anchors { byAnchor[anchor] = groups.groups[key] }
        let samples = answer["samples"] as? [[String: Any]] ?? []
        XCTAssertEqual(samples.count, report.pairs.count, "one sample per measurement")
        for sample in samples {
            let anchor = sample["pair"] as? String ?? "", appearance = sample["appearance"] as? String ?? ""
            let measurement = try XCTUnwrap(byAnchor[anchor]?.first { $0.appearance == appearance }, "\(anchor) \(appearance)")
            let colors = sample["colors"] as? [String] ?? []
            same(colors.first, measurement.effectiveForegroundHex, "\(measurement.foreground) on \(measurement.background) \(appearance) text")
            same(colors.last, measurement.effectiveBackgroundHex, "\(measurement.foreground) on \(measurement.background) \(appearance) background")
        }
        let chips = answer["chips"] as? [[String: Any]] ?? []
        var declared: [String: String] = [:]
        for swatch in report.palette { declared[swatch.role + " " + swatch.appearance] = swatch.hex }
        XCTAssertEqual(chips.count, Set(report.palette.map(\.role)).count, "one card per role")
        var checked = 0
        for chip in chips {
            let role = chip["role"] as? String ?? ""
            for tone in chip["chips"] as? [[String]] ?? [] {
                same(tone.last, try XCTUnwrap(declared[role + " " + (tone.first ?? "")]), "\(role) \(tone.first ?? "") chip")
                checked += 1
            }
        }
        XCTAssertEqual(checked, report.palette.count, "every role in light and dark")
        XCTAssertTrue(report.palette.contains { $0.hex.count == 9 }, "the palette should have a translucent role to check alpha")
        let worst = answer["worst"] as? [[Any]] ?? []
        XCTAssertEqual(worst.count, 5)
        for (position, entry) in worst.enumerated() {
            let expected = groups.worst(5)[position]
            XCTAssertEqual(entry.first as? String, expected.anchor)
            let colors = entry.last as? [String] ?? []
            same(colors.first, expected.measurement.effectiveForegroundHex, "worst pair \(position) text")
            same(colors.last, expected.measurement.effectiveBackgroundHex, "worst pair \(position) background")
        }
    }

    /// The palette run opens with the palette, then the heat maps (no sideways scrolling at 1400
    /// px), then the failing pairs; the header names the palette files.
    func testContrastRunOpensWithThePalette() throws {
        var request = AuditRequest(areas: [.contrast])
        let files = ["palette-light.tokens.json", "palette-dark.tokens.json"]
        request.palettePaths = files.map { TestSupport.repoRoot.appendingPathComponent("docs/examples/\($0)").path }
        request.command = "contrast"
        let result = try Auditor.run(request)
        let html = HTMLReport.render(result)
        func position(_ text: String) throws -> String.Index { try XCTUnwrap(html.range(of: text), text).lowerBound }
        XCTAssertLessThan(try position("id=\"glance-pairs\""), try position("id=\"palette\""))
        XCTAssertLessThan(try position("id=\"palette\""), try position("id=\"heat-light\""))
        XCTAssertLessThan(try position("id=\"heat-light\""), try position("id=\"heat-dark\""))
        XCTAssertLessThan(try position("id=\"heat-dark\""), try position("id=\"failing-pairs\""))
        XCTAssertLessThan(try position("id=\"failing-pairs\""), try position("id=\"findings\""))
        let header = String(html[try position("<header")..<(try position("</header>"))])
        for file in files { XCTAssertTrue(header.contains(file), header) }
        XCTAssertFalse(html.contains("<dt>Table files</dt>") || html.contains("<dt>Locales</dt>"), "a palette run has no tables")
        // "Passes as large text from AX1" links to the table that explains it.
        XCTAssertTrue(result.accessibility?.pairs.contains { $0.passesAsLargeFrom != nil } ?? false, "the example palette has such a pair")
        XCTAssertTrue(html.contains("passes as large text from <a href=\"#body-sizes\">"))
        XCTAssertTrue(html.contains("<h3 id=\"body-sizes\">"))
        let probe = try HeadlessChromium.probe(html, Self.layoutProbe, for: self)
        XCTAssertEqual(number(probe["widest"]), 0, "a heat map scrolls sideways at 1400 px")
        XCTAssertLessThanOrEqual(number(probe["width"]), number(probe["viewport"]))
        XCTAssertLessThan(number(probe["height"]), Self.pageHeightLimit)
        assertFirstScreen(probe, locales: false, pairs: true)
    }

    // MARK: Static

    /// Each heat-map row is graded by its own threshold: a border at 3.07 passes (non-text 3:1),
    /// text at 3.07 fails, a decorative line is not graded.
    func testHeatMapGradesEachRowByItsOwnThreshold() {
        var result = ReportFixture.realistic()
        result.accessibility?.heatMaps = [ContrastHeatMap(
            appearance: "light", foregrounds: ["textPrimary", "borderStrong", "border"], backgrounds: ["accent"],
            ratios: [3.07, 3.07, 1.2], usages: ["text", "non-text", "decorative"], thresholds: [4.5, 3, 1], enhancedThresholds: [7, nil, nil])]
        let html = HTMLReport.render(result)
        XCTAssertTrue(html.contains("<td class=\"lvl-fail\" title=\"textPrimary on accent: 3.07:1, fails\">✗ 3.07</td>"), html)
        XCTAssertTrue(html.contains("<td class=\"lvl-aa\" title=\"borderStrong on accent: 3.07:1, passes\">3.07</td>"))
        XCTAssertTrue(html.contains("<td class=\"lvl-exempt\" title=\"border on accent: 1.20:1, not graded\">1.20</td>"))
        XCTAssertTrue(html.contains("<bdi>borderStrong</bdi><span class=\"usage\"><bdi>non-text</bdi>, needs 3.00:1</span>"))
    }

    /// With a Dynamic Type table in the report, "passes as large text from" links to it.
    func testLargeTextLinksToTheDynamicTypeTable() {
        let result = ReportFixture.realistic()
        XCTAssertFalse(result.accessibility?.textRoles.isEmpty ?? true)
        let html = HTMLReport.render(result)
        XCTAssertTrue(html.contains("passes as large text from <a href=\"#dynamic-type\">"))
        XCTAssertTrue(html.contains("<section id=\"dynamic-type\""))
        XCTAssertFalse(html.contains("id=\"body-sizes\""), "no second table when the report has one")
    }

    /// Every in-page link lands somewhere, also when the caps leave cards out.
    func testEveryFragmentLinkResolvesWhenCapped() {
        for options in [HTMLReportOptions(), HTMLReportOptions(instancesPerRule: 2, matrixRows: 3, contrastPairs: 1, heatMapSide: 2)] {
            let html = HTMLReport.render(ReportFixture.realistic(), options: options)
            let ids = Set(html.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) })
            let targets = Set(html.matches(of: /href="#([^"]*)"/).map { String($0.output.1) })
            XCTAssertFalse(targets.isEmpty)
            XCTAssertEqual(targets.subtracting(ids), [], "links to nowhere with \(options)")
        }
    }

    /// The pipeline gives each heat-map row its catalog usage: borders against 3:1.
    func testPipelineHeatMapCarriesUsages() throws {
        var request = AuditRequest(areas: [.contrast])
        request.useDefaultTheme = true
        let result = try Auditor.run(request)
        let map = try XCTUnwrap(result.accessibility?.heatMaps.first)
        XCTAssertEqual(map.usages.count, map.foregrounds.count)
        XCTAssertEqual(map.thresholds.count, map.foregrounds.count)
        func usage(_ role: String) -> String? { map.foregrounds.firstIndex(of: role).map { map.usages[$0] } }
        XCTAssertEqual(usage("borderStrong"), "non-text")
        XCTAssertEqual(usage("textPrimary"), "text")
        XCTAssertEqual(usage("divider"), "decorative")
        XCTAssertEqual(usage("textDisabled"), "incidental")
        XCTAssertEqual(map.foregrounds.firstIndex(of: "borderStrong").map { map.thresholds[$0] }, 3)
        XCTAssertFalse(result.accessibility?.palette.isEmpty ?? true)
    }

    /// One card for a key missing in several locales, naming them; cards of one finding show
    /// its message; the first rule groups open, the rest closed with their counts.
    func testFindingsAreGroupedByRuleThenKey() {
        var result = ReportFixture.realistic()
        for locale in ["be", "ca", "nb", "pl", "uk"] {
            result.findings.append(Finding(
                ruleID: "l10n.missing-translation", severity: .error, message: "\"settings.title\" has no translation in \(locale)",
                subject: ReportFixture.subject("settings.title", locale), location: ReportFixture.location(locale, 3)))
        }
        let html = HTMLReport.render(result)
        XCTAssertTrue(html.contains("<code><bdi>settings.title</bdi></code> <span class=\"muted\">(<bdi>Localizable</bdi>)</span>: "
            + "<bdi>Key missing in a locale</bdi> <span class=\"where\">in <bdi>be, ca, nb, pl, uk</bdi></span> <span class=\"count\">(5)</span>"), html)
        let groups = Set(result.findings.map(\.ruleID)).count
        XCTAssertEqual(html.components(separatedBy: "<details open class=\"rule\"").count - 1, min(groups, HTMLFindingsSection.openRuleGroups))
        XCTAssertEqual(html.components(separatedBy: "<details class=\"rule\"").count - 1, groups - min(groups, HTMLFindingsSection.openRuleGroups))
        let missing = result.findings.filter { $0.ruleID == "l10n.missing-translation" }
        let cards = Set(missing.map { ($0.subject.table ?? "") + "/" + ($0.subject.key ?? "") }).count
        XCTAssertLessThan(cards, missing.count)
        XCTAssertTrue(html.contains("\(missing.count) findings in \(cards) cards"), "the missing-translation group counts its cards")
    }
}
