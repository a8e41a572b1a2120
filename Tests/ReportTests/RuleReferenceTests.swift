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

/// The rule reference in docs/rules is what the rules generate, one page per rule, and the CLI
/// writes exactly those pages.
final class RuleReferenceTests: XCTestCase {
    static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(RuleReference.folder)

    static func files(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    func testCommittedPagesAreWhatTheRulesGenerate() throws {
        let generated = RuleReference.pages(RuleCatalog.descriptions)
        let committed = try Self.files(in: Self.committed)
        let regenerate = "regenerate with `swift run lubaaudit rules --format markdown --output docs/rules`"
        for name in Set(generated.keys).subtracting(committed.keys).sorted() {
            XCTFail("docs/rules/\(name) is missing: \(regenerate)")
        }
        for name in Set(committed.keys).subtracting(generated.keys).sorted() {
            XCTFail("docs/rules/\(name) is no rule's page: remove it (a renamed or removed rule?)")
        }
        for (name, text) in generated.sorted(by: { $0.key < $1.key }) where committed[name] != nil && committed[name] != text {
            XCTFail("docs/rules/\(name) differs from what the rules generate: \(regenerate)")
        }
    }

    func testOnePagePerRuleNamedByItsID() {
        let rules = RuleCatalog.descriptions
        let pages = RuleReference.pages(rules)
        XCTAssertEqual(pages.count, rules.count + 1, "one page per rule and the index")
        for rule in rules {
            XCTAssertTrue(rule.id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" },
                          "\(rule.id) must be a plain file name")
            let page = try? XCTUnwrap(pages["\(rule.id).md"], "\(rule.id) has no page")
            XCTAssertTrue(page?.hasPrefix("# `\(rule.id)`: ") ?? false)
            XCTAssertTrue(pages[RuleReference.indexName]?.contains("(<\(rule.id).md>)") ?? false, "the index links \(rule.id)")
        }
    }

    func testPagesDoNotDependOnTheOrderRulesComeIn() {
        let rules = RuleCatalog.descriptions
        XCTAssertEqual(RuleReference.pages(rules), RuleReference.pages(rules.reversed()))
        var random = SeededRandom(seed: 19)
        XCTAssertEqual(RuleReference.pages(rules), RuleReference.pages(rules.shuffled(using: &random)))
    }

    func testIndexGroupsRulesByAreaInAreaOrder() throws {
        let index = RuleReference.index(RuleCatalog.descriptions)
        var last = index.startIndex
        for area in Area.allCases where RuleCatalog.descriptions.contains(where: { $0.area == area }) {
            let heading = try XCTUnwrap(index.range(of: "\n## \(area.title)\n"), "no section for \(area.rawValue)")
            XCTAssertGreaterThan(heading.lowerBound, last, "\(area.rawValue) out of order")
            last = heading.lowerBound
        }
        for rule in RuleCatalog.descriptions {
            let section = try XCTUnwrap(index.range(of: "\n## \(rule.area.title)\n"))
            let row = try XCTUnwrap(index.range(of: "[`\(rule.id)`]"))
            let next = index[section.upperBound...].range(of: "\n## ")?.lowerBound ?? index.endIndex
            XCTAssertTrue(row.lowerBound > section.lowerBound && row.lowerBound < next, "\(rule.id) is not under \(rule.area.title)")
        }
    }

    func testEveryPageShowsItsExamplesMarkedAndItsOptionsWithDefaults() throws {
        for rule in RuleCatalog.descriptions {
            let page = RuleReference.page(rule)
            XCTAssertTrue(page.contains("- Default severity: `\(rule.defaultSeverity.rawValue)`"), rule.id)
            for example in rule.triggering + rule.nonTriggering {
                for (path, text) in example.files {
                    XCTAssertTrue(page.contains("`\(path)`\n\n```"), "\(rule.id): \(path) of '\(example.note)' is not shown")
                    XCTAssertTrue(page.contains(text), "\(rule.id): '\(example.note)' is not shown as written, markers included")
                }
            }
            for marked in rule.triggering.flatMap(\.markedPositions) {
                XCTAssertTrue(page.contains("`\(marked)`"), "\(rule.id): the position \(marked) is not named")
            }
            for option in rule.options {
                XCTAssertTrue(page.contains("| `\(option.key)` | `\(option.defaultValue)` |"), "\(rule.id): option \(option.key)")
            }
        }
    }

    /// A default a page shows, written into a config, configures what no config does.
    func testOptionDefaultsAreWhatAnAbsentKeyMeans() throws {
        let absent = try ConfigReader.read(Data("{}".utf8), path: "absent.json")
        let options = Set(RuleCatalog.descriptions.flatMap(\.options))
        XCTAssertFalse(options.isEmpty)
        for option in options {
            let written = try ConfigReader.read(Data("{\"\(option.key)\": \(option.defaultValue)}".utf8), path: "written.json")
            if option.key == "registryCallNames" {
                // Absent means the built-in calls; written out, the same calls by name.
                XCTAssertEqual(written.registryCallNames.map(RegistryCallNames.init(names:)), RegistryCallNames.default)
                var rest = written
                rest.registryCallNames = nil
                XCTAssertEqual(rest, absent)
            } else {
                XCTAssertEqual(written, absent, "\(option.key): \(option.defaultValue) is not its default")
            }
        }
    }

    /// The HTML report links each rule to its page, carried inside the report (no public home
    /// to link to), and names the page's path in the repository, where the page is.
    func testTheHTMLReportLinksEachRuleToItsPage() throws {
        var request = AuditRequest(packageRoot: TestSupport.repoRoot.appendingPathComponent("Localizations").path)
        request.useDefaultTheme = true
        let result = try Auditor.run(request)
        let html = HTMLReport.render(result)
        let ruleIDs = Set(result.findings.map(\.ruleID))
        XCTAssertFalse(ruleIDs.isEmpty)
        for id in ruleIDs {
            let path = RuleReference.repositoryPath(of: id)
            XCTAssertTrue(html.contains("(<code><bdi>\(path)</bdi></code>)"), "\(id) has no rule page named")
            XCTAssertTrue(FileManager.default.fileExists(atPath: TestSupport.repoRoot.appendingPathComponent(path).path), path)
            // The link's target is in the page and holds the page's own text.
            let description = try XCTUnwrap(RuleCatalog.descriptions.first { $0.id == id })
            let anchor = try XCTUnwrap(html.range(of: "\">Rule page</a> (<code><bdi>\(path)</bdi></code>)"))
            let hrefStart = try XCTUnwrap(html.range(of: "<a href=\"#", options: .backwards, range: html.startIndex..<anchor.lowerBound))
            let target = String(html[hrefStart.upperBound..<anchor.lowerBound])
            XCTAssertTrue(html.contains("<details class=\"rule-page\" id=\"\(target)\">"), "\(id): #\(target) is not in the report")
            let firstLine = try XCTUnwrap(RuleReference.page(description).split(separator: "\n").first)
            XCTAssertTrue(html.contains(HTMLEscaping.text(String(firstLine))), "\(id): the page's text is not in the report")
        }
        XCTAssertFalse(html.contains("href=\"docs/rules"), "no link that would break where the report is opened")
    }

    func testTheCommandWritesThePagesAndNamesAStaleOne() throws {
        let folder = try TestSupport.temporaryDirectory(self).appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: folder.appendingPathComponent("l10n.renamed-rule.md"))
        let run = try TestSupport.run(["rules", "--format", "markdown", "--output", folder.path], in: folder.deletingLastPathComponent())
        XCTAssertEqual(run.status, 0, run.stderr)
        var written = try Self.files(in: folder)
        written["l10n.renamed-rule.md"] = nil
        XCTAssertEqual(written, RuleReference.pages(RuleCatalog.descriptions))
        XCTAssertTrue(run.stderr.contains("l10n.renamed-rule.md is no rule's page"), run.stderr)
    }
}

/// Markdown that shows untrusted-looking text literally.
final class MarkdownTextTests: XCTestCase {
    func testAFenceIsLongerThanAnyBacktickRunInside() {
        let content = "let a = \"```\"\nlet b = \"````\"\n"
        let block = MarkdownText.fence(content, info: "swift")
        XCTAssertTrue(block.hasPrefix("`````swift\n"), block)
        XCTAssertTrue(block.hasSuffix("\n`````\n"), block)
        XCTAssertEqual(MarkdownText.fence("plain"), "```\nplain\n```\n")
    }

    func testProseKeepsItsCodeSpansAndEscapesTheRest() {
        XCTAssertEqual(MarkdownText.inline("uses `other` *and* _x_ <b> [l](u) a|b & c"),
                       "uses `other` \\*and\\* \\_x\\_ \\<b\\> \\[l\\](u) a\\|b \\& c")
        XCTAssertEqual(MarkdownText.inline("`` a ` b `` stays"), "`` a ` b `` stays")
        XCTAssertEqual(MarkdownText.inline("a lone ` backtick"), "a lone \\` backtick")
        XCTAssertEqual(MarkdownText.inline("# in a select"), "\\# in a select")
        XCTAssertEqual(MarkdownText.inline("1. first\n- second"), "1\\. first\n\\- second")
    }

    func testTableCellsEscapeEveryPipe() {
        XCTAssertEqual(MarkdownText.inline("a `x|y` b", inTable: true), "a `x\\|y` b")
        XCTAssertEqual(MarkdownText.code("a|b", inTable: true), "`a\\|b`")
    }

    func testCodeSpansHoldBackticksAndEdgeSpaces() {
        XCTAssertEqual(MarkdownText.code("a`b"), "``a`b``")
        XCTAssertEqual(MarkdownText.code("`x`"), "`` `x` ``")
        XCTAssertEqual(MarkdownText.code(" x "), "`  x  `")
    }

    func testOnlyWebURLsBecomeLinks() {
        XCTAssertEqual(MarkdownText.link("WCAG [1.4.3]", url: "https://www.w3.org/WAI/"), "[WCAG \\[1.4.3\\]](<https://www.w3.org/WAI/>)")
        XCTAssertEqual(MarkdownText.link("click", url: "javascript:alert(1)"), "click")
    }
}
