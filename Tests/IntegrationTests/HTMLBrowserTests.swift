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

/// The HTML report in a real browser (headless Chromium) and as static text: hostile payloads
/// stay inert, the page works without JavaScript, needs no network, and its own colors pass AA.
final class HTMLBrowserTests: XCTestCase {
    // MARK: Chromium

    private func chromium() throws -> String {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            if let path = ExternalTool.find(name) { return path }
        }
        throw XCTSkip("chromium absent: apt-get install -y chromium (the Makefile installs it for make test)")
    }

    private func browse(_ page: URL, _ extra: [String]) throws -> ExternalTool.Run {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("lubaaudit-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--user-data-dir=\(profile.path)",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--enable-logging=stderr", "--v=0",
        ]
        return try ExternalTool.run(try chromium(), flags + extra + [page.absoluteString], timeout: 120)
    }

    private func page(_ html: String) throws -> URL { try ExternalTool.temporaryFile("report.html", contents: html, for: self) }

    private func consoleProblems(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter {
            $0.contains("Uncaught") || $0.contains("ERROR:CONSOLE") || $0.contains("Refused to") || $0.contains(":CONSOLE(") && $0.contains("rror")
        }
    }

    func testConsoleErrorsAreDetected() throws {
        // Positive control for the assertions below: a page that throws must be caught.
        let run = try browse(try page("<!DOCTYPE html><title>t</title><p id=x>x</p><script>null.boom()</script>"), ["--dump-dom"])
        XCTAssertTrue(run.stdout.contains("id=\"x\""), run.stderr)
        XCTAssertFalse(consoleProblems(run.stderr).isEmpty, "a thrown error must show up in the log:\n\(run.stderr)")
    }

    func testHostilePayloadsStayInertInChromium() throws {
        let result = ReportFixture.hostile()
        let html = HTMLReport.render(result)
        let run = try browse(try page(html), ["--dump-dom"])
        let dom = run.stdout
        XCTAssertTrue(dom.contains("</html>"), "no DOM dumped:\n\(run.stderr)")
        XCTAssertNil(dom.range(of: "\\sid=\"pwned\"", options: .regularExpression), "an injected element exists")
        XCTAssertFalse(dom.contains("data-pwned=\"1\""), "an injected script ran")
        XCTAssertFalse(dom.contains("<pwned"))
        XCTAssertFalse(dom.contains("<svg"))
        XCTAssertFalse(dom.contains("<img"))
        let title = try XCTUnwrap(dom.range(of: "<title>[^<]*</title>", options: .regularExpression).map { String(dom[$0]) })
        XCTAssertTrue(title.hasPrefix("<title>FAILED · lubaaudit report"), title)
        XCTAssertFalse(title.contains("pwned"))
        XCTAssertEqual(dom.components(separatedBy: "<script").count - 1, 1, "only the report's own script")
        // Findings are there, as text.
        XCTAssertEqual(dom.components(separatedBy: "class=\"finding\"").count - 1, result.findings.count)
        XCTAssertTrue(dom.contains("value &lt;script&gt;document.title='pwned'"))
        XCTAssertTrue(dom.contains("&lt;b id=pwned onmouseover=alert(1)&gt;"))
        XCTAssertTrue(dom.contains("]]&gt;&lt;pwned/&gt;]]&gt;&amp;amp;"))
        XCTAssertFalse(dom.unicodeScalars.contains("\u{202E}"), "a raw bidi override reached the page")
        XCTAssertTrue(dom.contains("⟨U+202E⟩"))
        XCTAssertTrue(dom.contains("⟨U+0000⟩") && dom.contains("⟨U+001B⟩") && dom.contains("⟨U+FFFF⟩"))
        XCTAssertFalse(dom.contains("href=\"javascript:"))
        // The script ran under the CSP hash, and enhanced the page.
        XCTAssertTrue(dom.contains("data-enhanced=\"true\""), "the report's own script did not run (CSP hash?)")
        XCTAssertNil(dom.range(of: "id=\"filters\"[^>]*hidden", options: .regularExpression))
        XCTAssertTrue(dom.contains(" findings shown"))
        XCTAssertEqual(consoleProblems(run.stderr), [])
    }

    func testReadableWithJavaScriptOff() throws {
        let result = ReportFixture.realistic()
        // Headless Chromium dumps nothing with scripts disabled, so the page is loaded without its
        // script element instead: exactly what a reader with JavaScript off gets.
        let html = HTMLReport.render(result).replacingOccurrences(of: "<script>[\\s\\S]*?</script>", with: "", options: .regularExpression)
        XCTAssertFalse(html.contains("<script"))
        let run = try browse(try page(html), ["--dump-dom"])
        let dom = run.stdout
        XCTAssertTrue(dom.contains("</html>"), run.stderr)
        XCTAssertFalse(dom.contains("data-enhanced"))
        XCTAssertNotNil(dom.range(of: "id=\"filters\"[^>]*hidden", options: .regularExpression), "filters must stay hidden without JS")
        let groups = Set(result.findings.map(\.ruleID)).count
        let open = min(groups, HTMLFindingsSection.openRuleGroups)
        XCTAssertGreaterThan(groups, open, "the fixture should have closed rule groups too")
        XCTAssertEqual(dom.components(separatedBy: "<details open=\"\" class=\"rule\"").count - 1, open, "the first rule groups open")
        XCTAssertEqual(dom.components(separatedBy: "<details class=\"rule\"").count - 1, groups - open, "the others closed, in the page")
        XCTAssertEqual(dom.components(separatedBy: "class=\"finding\"").count - 1, result.findings.count)
    }

    func testScreenshotsOfRealisticReport() throws {
        var result = ReportFixture.realistic()
        let hostile = ReportFixture.hostile()
        let shown = ["message " + ReportPayload.attribute, "message " + ReportPayload.bidi, "message " + ReportPayload.controls]
        result.findings.append(contentsOf: hostile.findings.filter { shown.contains($0.message) })
        result.rules.append(contentsOf: hostile.rules.filter { $0.id == "l10n.payload" })
        // Kept in the temporary directory next to the screenshots, for a person to look at.
        let output = FileManager.default.temporaryDirectory
        let file = output.appendingPathComponent("lubaaudit-report.html")
        try AtomicWriter.write(HTMLReport.render(result), to: file.path)
        for (name, extra) in [("lubaaudit-report.png", []), ("lubaaudit-report-dark.png", ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"])] {
            let png = output.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: png)
            let run = try browse(file, extra + ["--screenshot=\(png.path)", "--window-size=1280,2000", "--hide-scrollbars"])
            let data = try XCTUnwrap(FileManager.default.contents(atPath: png.path), "no screenshot:\n\(run.stderr)")
            XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "not a PNG")
            XCTAssertGreaterThan(data.count, 20_000)
            XCTAssertEqual(consoleProblems(run.stderr), [])
        }
    }

    // MARK: Static checks

    func testReportColorsMeetWCAGAA() throws {
        let html = HTMLReport.render(ReportFixture.realistic())
        let style = try XCTUnwrap(html.range(of: "<style>[\\s\\S]*</style>", options: .regularExpression).map { String(html[$0]) })
        func variables(after marker: String) throws -> [String: String] {
            let start = try XCTUnwrap(style.range(of: marker))
            let block = style[start.upperBound...].prefix { $0 != "}" }
            var result: [String: String] = [:]
            for declaration in block.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[0].hasPrefix("--") { result[parts[0]] = parts[1] }
            }
            return result
        }
        let themes = ["light": try variables(after: ":root{"), "dark": try variables(after: "(prefers-color-scheme:dark){:root{")]
        XCTAssertGreaterThanOrEqual(themes["light"]?.count ?? 0, 15)
        XCTAssertEqual(Set(themes["light"]?.keys ?? [:].keys), Set(themes["dark"]?.keys ?? [:].keys))

        // Pairs declared together in one rule, found in the stylesheet itself, plus inherited ones.
        var pairs = HTMLStyle.inheritedTextPairs.map { ($0.foreground, $0.background) }
        let ruleBodies = style.split(separator: "{").map { $0.prefix { $0 != "}" } }
        for body in ruleBodies {
            let foreground = body.range(of: "(?<![-a-z])color:var\\((--[a-z-]+)\\)", options: .regularExpression).map { String(body[$0]).dropFirst(10).dropLast() }
            let background = body.range(of: "background:var\\((--[a-z-]+)\\)", options: .regularExpression).map { String(body[$0]).dropFirst(15).dropLast() }
            if let foreground, let background { pairs.append((String(foreground), String(background))) }
        }
        XCTAssertGreaterThan(pairs.count, 20, "the stylesheet's own pairs were not found")
        func luminance(_ hex: String) throws -> Double {
            let value = try XCTUnwrap(UInt32(hex.dropFirst(), radix: 16), hex)
            func channel(_ shift: UInt32) -> Double {
                let c = Double((value >> shift) & 0xFF) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
        }
        for (theme, colors) in themes {
            for (foreground, background) in pairs {
                let fg = try luminance(try XCTUnwrap(colors[foreground], foreground))
                let bg = try luminance(try XCTUnwrap(colors[background], background))
                let ratio = (max(fg, bg) + 0.05) / (min(fg, bg) + 0.05)
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(theme): \(foreground) on \(background) is \(ratio):1")
            }
        }
    }

    func testNeedsNoNetworkAndEscapesEveryPayload() throws {
        let html = HTMLReport.render(ReportFixture.hostile())
        XCTAssertTrue(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
        // Payloads show "src=" and "url(" as text (quotes escaped); no real attribute or rule holds one.
        XCTAssertFalse(html.contains(" src=\""), "no external resources")
        for tag in ["<img", "<iframe", "<object", "<embed", "<video", "<audio", "<source"] { XCTAssertFalse(html.contains(tag), tag) }
        XCTAssertFalse(html.contains("<link"))
        let stylesheet = try XCTUnwrap(html.range(of: "<style>[\\s\\S]*</style>", options: .regularExpression).map { String(html[$0]) })
        XCTAssertFalse(stylesheet.contains("@import"))
        XCTAssertFalse(stylesheet.contains("url("))
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1)
        XCTAssertEqual(html.components(separatedBy: "<style").count - 1, 1)
        XCTAssertFalse(html.contains("<b id=pwned"))
        XCTAssertFalse(html.contains("<svg"))
        XCTAssertFalse(html.contains("onmouseover=\"alert"))
        XCTAssertFalse(html.unicodeScalars.contains { HTMLEscaping.isHidden($0) }, "a hidden or bidi control character was written raw")
        // Every href is a fragment or a plain http(s) link.
        let hrefs = html.matches(of: /href="([^"]*)"/).map { String($0.output.1) }
        XCTAssertFalse(hrefs.isEmpty)
        for href in hrefs { XCTAssertTrue(href.hasPrefix("#") || href.hasPrefix("https://") || href.hasPrefix("http://"), href) }
        // Every style attribute holds only validated colors or a computed width.
        let styles = html.matches(of: /style="([^"]*)"/).map { String($0.output.1) }
        XCTAssertFalse(styles.isEmpty)
        for style in styles {
            XCTAssertNotNil(style.wholeMatch(of: /(color:#[0-9A-Fa-f]{6,8};)?background:#[0-9A-Fa-f]{6,8}|width:[0-9.]+%/), style)
        }
    }

    func testAnchorsAreUniqueAndStableWhenLinesMove() throws {
        let original = ReportFixture.hostile()
        var moved = original
        for index in moved.findings.indices { moved.findings[index].location?.line += 10 }
        func ids(_ html: String) -> [String] { html.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) } }
        let before = ids(HTMLReport.render(original))
        XCTAssertEqual(Set(before).count, before.count, "ids must be unique")
        XCTAssertEqual(before, ids(HTMLReport.render(moved)))
        let findingAnchor = "f-" + ReportDigest.hex(original.findings[0].identity, length: 16)
        XCTAssertTrue(before.contains(findingAnchor))
        for id in before { XCTAssertNotNil(id.wholeMatch(of: /[A-Za-z0-9_-]+/), id) }
        XCTAssertEqual(HTMLReport.render(original), HTMLReport.render(original), "deterministic")
    }

    func testFailuresComeFirstAndLargeRunsAreCapped() throws {
        let html = HTMLReport.render(ReportFixture.realistic())
        func position(_ text: String) throws -> String.Index { try XCTUnwrap(html.range(of: text), text).lowerBound }
        XCTAssertLessThan(try position("data-rule=\"l10n.missing-translation\""), try position("data-rule=\"l10n.whitespace-parity\""))
        XCTAssertLessThan(try position("data-rule=\"l10n.whitespace-parity\""), try position("data-rule=\"l10n.identical-translation\""))
        XCTAssertLessThan(try position("id=\"area-contrast\""), try position("id=\"area-touch-target\""), "failing areas first")
        XCTAssertTrue(html.contains("✗ FAILED: 5 findings at or above error"))
        XCTAssertTrue(html.contains("<td class=\"st-missing\">✗</td>"))
        XCTAssertTrue(html.contains("<span class=\"st-missing\">✗ missing</span>"), "the legend spells the symbol out")
        XCTAssertTrue(html.contains("<td class=\"num clip\">"))
        XCTAssertTrue(html.contains("passes as large text from"))

        let large = ReportFixture.large(findings: 50)
        let capped = HTMLReport.render(large, options: HTMLReportOptions(instancesPerRule: 7, matrixRows: 5, contrastPairs: 1, heatMapSide: 2))
        XCTAssertEqual(capped.components(separatedBy: "<li class=\"finding\"").count - 1, 7)
        XCTAssertTrue(capped.contains("43 more findings of this rule"))
        // The findings no card shows are rows of the index, which the filter searches.
        XCTAssertEqual(capped.components(separatedBy: "<tr class=\"ix\"").count - 1, 43)
        XCTAssertTrue(capped.contains("Showing 5 of 50 rows, rows with a problem first"))
        XCTAssertEqual(capped.components(separatedBy: "<td class=\"st-missing\">").count - 1, 5, "problem rows kept first")
        XCTAssertTrue(capped.contains("Showing 1 of 3 pairs"))
        XCTAssertTrue(capped.contains("Showing 2 × 2 of 3 × 3"))
    }
}
