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

/// lubaaudit has no public home: no output may point at one. The only web addresses any output
/// holds are the references rules cite and the schemas formats declare.
final class NoInventedAddressTests: XCTestCase {
    /// Every `http://` or `https://` address in `text`, up to the first character no URL has.
    static func webAddresses(in text: String) -> Set<String> {
        var found = Set<String>()
        var rest = Substring(text)
        while let start = rest.range(of: "http")?.lowerBound {
            let candidate = rest[start...]
            if candidate.hasPrefix("https://") || candidate.hasPrefix("http://") {
                let end = candidate.firstIndex { " \"'<>()\n\\`&".contains($0) } ?? candidate.endIndex
                found.insert(String(candidate[..<end]))
                rest = candidate[end...]
            } else {
                rest = candidate.dropFirst(4)
            }
        }
        return found
    }

    func testAddressesAreFoundWhereverTheyStand() {
        XCTAssertEqual(Self.webAddresses(in: "see <https://a.example/x> and (http://b.example), not httpd or http:/c"),
                       ["https://a.example/x", "http://b.example"])
    }

    func testEveryAddressInEveryOutputIsAReferenceOrASchema() throws {
        var request = AuditRequest(packageRoot: TestSupport.repoRoot.appendingPathComponent("Localizations").path)
        request.useDefaultTheme = true
        let result = try Auditor.run(request)
        XCTAssertFalse(result.findings.isEmpty, "the embedded default has contrast findings to render")
        let references = Set(RuleCatalog.descriptions.map(\.reference.url))
        let schemas: Set<String> = [SARIFReport.schemaURI, "http://www.apple.com/DTDs/PropertyList-1.0.dtd"]
        var outputs = ReportSet.render(result, formats: ReportFormat.allCases).map { ("\($0.format)", $0.text) }
        outputs.append(("text", TextReport(color: false).summary(result)))
        outputs += RuleReference.pages(RuleCatalog.descriptions).map { ("docs/rules/\($0.key)", $0.value) }
        XCTAssertTrue(Self.webAddresses(in: outputs.first { $0.0 == "sarif" }?.1 ?? "").isSuperset(of: [SARIFReport.schemaURI]), "the scan sees addresses")
        for (name, text) in outputs {
            for address in Self.webAddresses(in: text) {
                // Rule examples may show addresses in the domains RFC 2606 reserves for documentation.
                let host = address.split(separator: "/").dropFirst(1).first.map(String.init) ?? ""
                let documentation = ["example.com", "example.org", "example.net"].contains(host) || host.hasSuffix(".example")
                let cited = references.contains(address) || schemas.contains(address) || address.hasPrefix("https://www.w3.org/") || documentation
                XCTAssertTrue(cited, "\(name) holds \(address), which no rule cites and no format declares")
                XCTAssertFalse(address.lowercased().contains("lubaaudit"), "\(name) points at a home lubaaudit does not have: \(address)")
            }
        }
    }
}
