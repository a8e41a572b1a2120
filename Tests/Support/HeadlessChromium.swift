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
import Foundation
import XCTest

/// Loads a report in headless Chromium at a given window size and runs a probe script after the
/// report's own script: the probe's JSON answer (layout, computed styles) comes back through
/// the dumped DOM. The probe is allowed by adding its hash to the report's Content-Security-Policy,
/// so the page runs under its own policy as a reader's browser would.
package enum HeadlessChromium {
    package static func executable() throws -> String {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            if let path = ExternalTool.find(name) { return path }
        }
        throw XCTSkip("chromium absent: apt-get install -y chromium (scripts/install-deps.sh test installs it)")
    }

    /// The report with `probe` run last; its JSON value, decoded.
    package static func probe(
        _ html: String, _ probe: String, width: Int = 1400, height: Int = 900, for test: XCTestCase,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String: Any] {
        let wrapped = "(function(){var r;try{r=(function(){\(probe)})();}catch(e){r={probeError:String(e)};}"
            + "document.documentElement.setAttribute('data-probe',JSON.stringify(r));})();"
        let hash = "'sha256-\(ReportDigest.base64(wrapped))'"
        var page = html.replacingOccurrences(of: "script-src 'sha256-", with: "script-src \(hash) 'sha256-")
        guard page != html, let end = page.range(of: "</body>", options: .backwards) else {
            XCTFail("not a lubaaudit report (no CSP script-src or </body>)", file: file, line: line)
            return [:]
        }
        page.replaceSubrange(end, with: "<script>\(wrapped)</script></body>")
        let url = try ExternalTool.temporaryFile("probe.html", contents: page, for: test)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("lubaaudit-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--user-data-dir=\(profile.path)",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--window-size=\(width),\(height)",
            "--enable-logging=stderr", "--v=0", "--dump-dom", url.absoluteString,
        ]
        let run = try ExternalTool.run(try executable(), flags, timeout: 300)
        guard let match = run.stdout.firstMatch(of: /data-probe="([^"]*)"/) else {
            XCTFail("the probe did not run:\n\(run.stderr.suffix(2_000))", file: file, line: line)
            return [:]
        }
        let json = String(match.output.1)
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
        if let error = value["probeError"] { XCTFail("probe threw: \(error)", file: file, line: line) }
        return value
    }

    /// "rgb(r, g, b)" / "rgba(r, g, b, a)" as Chromium serializes a computed color → [r, g, b, a].
    package static func components(css: String) -> [Double]? {
        guard let open = css.firstIndex(of: "("), let close = css.lastIndex(of: ")") else { return nil }
        let parts = css[css.index(after: open)..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        switch parts.count {
        case 3: return parts + [1]
        case 4: return parts
        default: return nil
        }
    }

    /// "#RRGGBB" / "#RRGGBBAA" → [r, g, b, a] with a in 0…1.
    package static func components(hex: String) -> [Double]? {
        let digits = hex.dropFirst()
        guard hex.hasPrefix("#"), digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        return [Double(full >> 24 & 0xFF), Double(full >> 16 & 0xFF), Double(full >> 8 & 0xFF), Double(full & 0xFF) / 255]
    }
}
