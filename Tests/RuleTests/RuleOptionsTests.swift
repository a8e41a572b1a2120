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

/// Each rule's options are a typed value it declares (`AuditRule.Options`): its reference page
/// lists exactly those settings, and no rule reads the config past them.
final class RuleOptionsTests: XCTestCase {

    private func documented<Rule: AuditRule>(_ rule: Rule) -> [String] { Rule.Options.documented.map(\.key) }

    func testEveryRulesPageListsItsOptionsType() {
        var withOptions = 0
        for rule in RuleCatalog.all {
            XCTAssertEqual(rule.info.options.map(\.key), documented(rule), "\(rule.info.id): the description's options are its Options type's")
            if !documented(rule).isEmpty { withOptions += 1 }
        }
        XCTAssertGreaterThan(withOptions, 20, "the rules that read settings declare them")
    }

    func testAnOptionsValueReadsTheConfig() throws {
        var config = AuditConfig()
        config.minimumTouchTarget = 48
        config.registryTable = "Strings"
        let context = AuditContext(root: "/", catalog: LocalizationCatalog(stringsTables: [], pluralTables: [], sourceLocale: "en"), registry: nil, config: config)
        XCTAssertEqual(context.options(of: TouchTargetMinimum()).minimumTouchTarget, 48)
        XCTAssertEqual(context.options(of: MissingKey()).registryTable, "Strings")
        XCTAssertEqual(context.options(of: UnusedKey()).registryTable, "Strings")
    }

    /// The rules' targets read settings only through their options: a rule reading
    /// `context.config` would depend on a setting its page does not name.
    func testNoRuleReadsTheConfigDirectly() throws {
        let rules = TestSupport.repoRoot.appendingPathComponent("Sources/Rules")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: rules, includingPropertiesForKeys: nil))
        var scanned = 0
        var found: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(TestSupport.repoRoot.path.count + 1))
            // The context target holds the config and the shared analyses that apply it.
            guard !path.hasPrefix("Sources/Rules/Context/") else { continue }
            scanned += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated()
            where line.contains("context.config") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                found.append("\(path):\(number + 1)")
            }
        }
        XCTAssertGreaterThan(scanned, 60, "the scan reads the rules")
        XCTAssertEqual(found, [], "read the setting through the rule's Options")
    }
}
