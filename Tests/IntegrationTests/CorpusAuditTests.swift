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

/// The whole audit on the real corpora in ../shared: it completes, its error-level findings
/// are the kinds read by hand as real defects, and the ICU checks stay quiet on printf apps.
final class CorpusAuditTests: XCTestCase {
    func audit(_ relative: String) throws -> AuditResult {
        let root = try TestSupport.sharedPath(relative)
        return try Auditor.run(AuditRequest(stringsDirectories: [root.path], areas: [.input, .localization, .icu]))
    }

    func counts(_ result: AuditResult, _ severity: Severity) -> [String: Int] {
        var counts: [String: Int] = [:]
        for finding in result.findings where finding.severity == severity { counts[finding.ruleID, default: 0] += 1 }
        return counts
    }

    func testHomeAssistant() throws {
        let result = try audit("corpora/homeassistant-ios/Sources/App/Resources")
        XCTAssertEqual(result.inputs.locales.count, 35)
        XCTAssertGreaterThan(result.inputs.tables.count, 100)
        let errors = counts(result, .error)
        print("Home Assistant errors by rule: \(errors.sorted { $0.key < $1.key })")
        // Read by hand: `\u` escapes Apple does not know (shown literally), empty values, two new keys.
        XCTAssertEqual(Set(errors.keys), ["input.syntax", "l10n.empty-value", "l10n.missing-translation"])
        // The app's {name} placeholders are not ICU plurals: nothing ICU-specific fires.
        XCTAssertFalse(result.findings.contains { $0.ruleID.hasPrefix("icu.") }, "\(result.findings.filter { $0.ruleID.hasPrefix("icu.") }.prefix(5).map(\.message))")
        // Identical values are summarized per table, not drowned key by key (translate-toolkit: ~46,000).
        let identical = result.findings.filter { $0.ruleID == "l10n.identical-translation" }.count
        XCTAssertLessThan(identical, 5_000)
    }

    func testElementX() throws {
        let result = try audit("corpora/element-x-ios/ElementX/Resources/Localizations")
        XCTAssertEqual(result.inputs.locales.count, 40)
        XCTAssertTrue(result.inputs.tables.contains { $0.format == .stringsdict })
        let errors = counts(result, .error)
        print("Element X errors by rule: \(errors.sorted { $0.key < $1.key })")
        XCTAssertTrue(Set(errors.keys).isSubset(of: [
            "icu.plural-missing-category", "icu.plural-format-mismatch", "l10n.empty-value", "l10n.missing-translation",
            "l10n.missing-table",
        ]), "\(errors)")
        // Read by hand: SAS.strings is in 24 of the 40 folders, InfoPlist.strings not in lt: one
        // error per table and locale (en-US shows en's). Untranslated.strings(dict) is only in en,
        // in no translation: one note for the table (it was 37 errors, one per locale).
        let tables = result.findings.filter { $0.ruleID == "l10n.missing-table" }
        XCTAssertEqual(Dictionary(grouping: tables.filter { $0.severity == .error }, by: { $0.subject.table ?? "" }).mapValues(\.count),
                       ["SAS": 15, "InfoPlist": 1])
        XCTAssertEqual(tables.filter { $0.severity == .note }.map(\.subject), [Subject(table: "Untranslated")])
        // The project's own files ship every locale folder (knownRegions lists all 40): none left out.
        XCTAssertFalse(result.inputs.notes.contains { $0.hasPrefix("locales not audited") }, "\(result.inputs.notes)")
        // Read by hand: an unnumbered `%#@COUNT@` takes argument 1 by its position, which the
        // branches print as `%1$@`, while the count they print is a later argument. Likely, not
        // certain (Apple's selection code is closed): warnings, reported once at the source.
        let valueTypes = result.findings.filter { $0.ruleID == "icu.stringsdict-value-type" }
        XCTAssertTrue(valueTypes.allSatisfy { $0.message.contains("chosen by argument 1") && $0.severity == .warning }, "\(valueTypes.map(\.message))")
        XCTAssertLessThan(valueTypes.count, 10)
        // No ICU MessageFormat in this printf app: the message checks stay silent.
        for rule in ["icu.syntax", "icu.argument-mismatch", "icu.hash-outside-plural", "icu.apostrophe-swallows"] {
            XCTAssertFalse(result.findings.contains { $0.ruleID == rule }, rule)
        }
        // Lithuanian untranslated plurals lack few/many: a real gap users see for 2–9 items.
        XCTAssertTrue(result.findings.contains { $0.ruleID == "icu.plural-missing-category" && $0.subject.locale == "lt" && $0.severity == .error })
        // No format specifier errors in .strings: every translation reads its source's arguments.
        XCTAssertFalse(result.findings.contains { $0.ruleID.hasPrefix("l10n.format-") && $0.severity == .error })
    }

    /// On every real corpus: the summary's rule rows add up to its verdict line, completion reads
    /// the same in the text summary, the HTML and the JSON report and its parts add up, and every
    /// location names a file that exists.
    func testEveryCorpusCountsAddUpAndEveryLocationOpens() throws {
        let corpora = [
            "corpora/homeassistant-ios/Sources/App/Resources", "corpora/element-x-ios/ElementX/Resources/Localizations",
            "corpora/protonpass-ios", "corpora/coteditor",
        ]
        for corpus in corpora {
            let result = try audit(corpus)
            let summary = TextReport(color: false).summary(result)
            let lines = summary.split(separator: "\n").map(String.init)
            var bySeverity: [String: Int] = [:]
            var inRules = false
            for line in lines {
                if line == "Findings by rule:" { inRules = true; continue }
                guard inRules else { continue }
                guard line.hasPrefix("  ") else { break }
                let words = line.split(separator: " ")
                bySeverity[String(words[2]), default: 0] += Int(words[1])!
            }
            let verdict = try XCTUnwrap(lines.last)
            for severity in Severity.allCases {
                XCTAssertTrue(verdict.contains(severity.counted(bySeverity[severity.rawValue] ?? 0)), "\(corpus): rows \(bySeverity) vs \(verdict)")
                XCTAssertEqual(bySeverity[severity.rawValue] ?? 0, result.count(severity), corpus)
            }

            let matrix = try XCTUnwrap(result.localizationMatrix, corpus)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReport.render(result).utf8)) as? [String: Any])
            let jsonCompletion = try XCTUnwrap((json["localizationMatrix"] as? [String: Any])?["completion"] as? [String: Double])
            let html = HTMLReport.render(result)
            for locale in matrix.locales {
                let counts = try XCTUnwrap(matrix.completionByLocale[locale])
                XCTAssertEqual(counts.translated + counts.missing + counts.empty + counts.identical, counts.expected, "\(corpus) \(locale)")
                XCTAssertLessThanOrEqual(counts.share, 1 - Double(counts.identical) / Double(max(counts.expected, 1)) + 1e-12,
                                         "identical values never count as translated: \(corpus) \(locale)")
                let shown = NumberText.percent(counts.share)
                XCTAssertEqual(jsonCompletion[locale].map { NumberText.percent($0) }, shown, "\(corpus) \(locale): JSON")
                XCTAssertTrue(lines.contains { $0.hasPrefix("  " + locale + " ") && $0.contains(" " + shown + " ") }, "\(corpus) \(locale): text")
                XCTAssertTrue(html.contains("<th scope=\"row\"><bdi>\(locale)</bdi></th><td class=\"num\">\(shown)</td>"), "\(corpus) \(locale): HTML")
            }

            var files = Set<String>()
            for finding in result.findings {
                if let location = finding.location { files.insert(location.file) }
                for related in finding.related { files.insert(related.file) }
            }
            for file in files {
                XCTAssertTrue(FileManager.default.fileExists(atPath: file), "\(corpus): \(file) does not open from \(FileManager.default.currentDirectoryPath)")
            }
            XCTAssertFalse(result.findings.contains { $0.location?.line == 1 && $0.location?.column == 1 && $0.ruleID == "l10n.missing-translation" },
                           "\(corpus): a missing translation points at its key, not at 1:1")
        }
    }
}
