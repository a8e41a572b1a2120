import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The terminal and CI-log view: one diagnostic line per finding in the form Xcode and CI log
/// parsers read, then a summary of counts per rule and per locale.
public struct TextReport: Sendable {
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    /// `path:line:column: error|warning|note: message [rule-id]`, every name and value in it
    /// escaped (`TerminalText`) and each long quoted value cut (`LogQuotes`).
    public func diagnostic(_ finding: Finding) -> TerminalText {
        let place: TerminalText = finding.location.map { "\(TerminalText.path($0.file)):\($0.line):\($0.column): " } ?? ""
        let word = TerminalText(finding.severity.rawValue)
        let painted: TerminalText
        if color {
            switch finding.severity {
            case .error: painted = .painted(word, sgr: "1;31")
            case .warning: painted = .painted(word, sgr: "1;33")
            case .note: painted = .painted(word, sgr: "1;36")
            }
        } else {
            painted = word
        }
        return "\(place)\(painted): \(LogQuotes.shortened(finding.message)) [\(finding.ruleID)]"
    }

    /// A value in a report file (JUnit) or in text the CLI prints through `TerminalText`: on one
    /// line, without terminal escapes or bidi controls. U+2028/U+2029 stay, as they always
    /// have in the files; the terminal escapes them too (`TerminalText.escaped`).
    public static func singleLine(_ text: String) -> String {
        TerminalText.escaped(text, separators: false)
    }

    /// `lubaaudit rules`: one line per rule, id, default severity and title in columns.
    public static func ruleList(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.utf16.count).max() ?? 0
        return rules.map { rule in
            rule.id.rightPadded(toUTF16Length: width) + "  " + rule.defaultSeverity.rawValue.rightPadded(toUTF16Length: 7) + "  " + rule.title
        }.joined(separator: "\n")
    }

    /// The summary as written to a file (`lubaaudit.txt`): the lines of `summaryText`, guarded.
    public func summary(_ result: AuditResult) -> String {
        summaryText(result).description
    }

    /// Inputs, counts per rule and per locale, and the verdict. Locales, paths and notes come
    /// from folder and file names: each is escaped as it goes in.
    public func summaryText(_ result: AuditResult) -> TerminalText {
        var lines: [TerminalText] = []
        let tables = result.inputs.tables
        let entries = tables.reduce(0) { $0 + $1.entryCount }
        lines.append("lubaaudit \(result.tool.version) (ICU \(result.tool.icuVersion)) audited \(TerminalText.path(result.inputs.root))")
        for note in result.inputs.notes { lines.append("  \(note)") }
        if !tables.isEmpty {
            lines.append("  \(entries) entries (source locale: \(result.inputs.sourceLocale))")
        }
        if let theme = result.inputs.themeSource { lines.append("  theme: \(theme)") }
        if let unpaired = result.accessibility?.unpairedTokens, !unpaired.isEmpty {
            // A designer's palette: what it holds that no pair measured, by name.
            let names = unpaired.prefix(8).map(\.path).joined(separator: ", ") + (unpaired.count > 8 ? ", …" : "")
            lines.append("  unpaired color tokens (\(unpaired.count), not audited; each report gives the roleMapping line that pairs one): \(names)")
        }
        if !result.catalogStates.isEmpty {
            let states = result.catalogStates.keys.sorted().compactMap { locale -> TerminalText? in
                let counts = (result.catalogStates[locale] ?? [:]).filter { ["new", "needs_review", "stale"].contains($0.key) && $0.value > 0 }
                guard !counts.isEmpty else { return nil }
                return "\(locale): " + TerminalText(counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
            }
            if !states.isEmpty { lines.append("  String Catalog units to do: " + TerminalText(joining: states, separator: "; ")) }
        }
        let counts = Severity.allCases.reversed().map { $0.counted(result.count($0)) }
        lines.append("")
        if result.findings.isEmpty {
            lines.append("No findings.")
        } else {
            // One row per rule and severity the findings really have (a config, or a rule
            // that grades its own findings, can give one rule several): the rows add up to
            // the verdict line.
            lines.append("Findings by rule:")
            let byRule = result.tally.byRule
            var rows: [(rule: String, severity: Severity, count: Int)] = []
            for (rule, counts) in byRule {
                for (severity, count) in counts.nonZero { rows.append((rule, severity, count)) }
            }
            rows.sort { ($0.severity, $1.rule) > ($1.severity, $0.rule) }
            let width = byRule.keys.map(\.utf16.count).max() ?? 0
            for row in rows {
                let title = result.rule(row.rule)?.title ?? ""
                lines.append("  \(row.rule.rightPadded(toUTF16Length: width))  \(String(row.count).leftPadded(6))  \(row.severity.rawValue.rightPadded(toUTF16Length: 7))  \(title)")
            }
        }
        if let matrix = result.localizationMatrix, matrix.locales.count > 1 || !result.findings.isEmpty {
            lines.append(contentsOf: localeTable(result, matrix: matrix))
        }
        if result.baselineSuppressed > 0 { lines.append("\(result.baselineSuppressed) finding(s) hidden by the baseline.") }
        if !result.suppressed.isEmpty { lines.append(TerminalText(Self.suppressedLine(result))) }
        lines.append("")
        for line in result.inputs.unchecked { lines.append("Not checked: \(line).") }
        let verdict = result.failed ? "FAILED" : "PASSED"
        lines.append("\(verdict): \(counts.joined(separator: ", ")) (fail on: \(result.failOnWord))")
        return TerminalText(joining: lines)
    }
}

extension TextReport {
    /// "3 finding(s) suppressed in source: l10n.identical-translation 2, a11y.dynamic-type.fixed-font 1."
    package static func suppressedLine(_ result: AuditResult) -> String {
        let tally = result.tally
        let rules = tally.rankedSuppressedRules.map { "\($0) \(tally.suppressedByRule[$0] ?? 0)" }
        return "\(result.suppressed.count) finding(s) suppressed in source (lubaaudit:disable): " + rules.joined(separator: ", ") + "."
    }

    /// Per locale: completion (translated of expected) and the findings' severities, in
    /// columns; the locale-less findings (theme, tokens) on a row of their own.
    package func localeTable(_ result: AuditResult, matrix: LocalizationMatrix) -> [TerminalText] {
        // The result's counts; the findings without a locale share the row of the empty one.
        var byLocale = result.tally.byLocale
        let withoutLocale = result.tally.withoutLocale
        if withoutLocale.total > 0 { byLocale[""] = withoutLocale + (byLocale[""] ?? SeverityCounts()) }
        let locales = matrix.locales + byLocale.keys.filter { !$0.isEmpty && !matrix.locales.contains($0) }.sorted()
        // Escaped before measuring: the column holds what is shown.
        let shown = locales.map { TerminalText.cell($0) }
        let width = max(11, shown.map(\.utf16.count).max() ?? 0)
        var lines: [TerminalText] = ["Locales:", "  \("locale".rightPadded(toUTF16Length: width))  complete  translated  missing  empty  identical  errors  warnings  notes"]
        func severities(_ counts: SeverityCounts) -> String {
            String(counts[.error]).leftPadded(6) + "  " + String(counts[.warning]).leftPadded(8) + "  " + String(counts[.note]).leftPadded(5)
        }
        for (locale, name) in zip(locales, shown) {
            var line = "  " + name.rightPadded(toUTF16Length: width) + "  "
            if let counts = matrix.completionByLocale[locale] {
                line += NumberText.percent(counts.share).leftPadded(8) + "  " + "\(counts.translated)/\(counts.expected)".leftPadded(10)
                line += "  " + String(counts.missing).leftPadded(7) + "  " + String(counts.empty).leftPadded(5) + "  " + String(counts.identical).leftPadded(9)
            } else {
                line += "-".leftPadded(8) + "  " + "-".leftPadded(10) + "  " + "-".leftPadded(7) + "  " + "-".leftPadded(5) + "  " + "-".leftPadded(9)
            }
            // Escaped already; escaping again would change nothing but cost a pass.
            lines.append(TerminalText(line + "  " + severities(byLocale[locale] ?? SeverityCounts())))
        }
        if let other = byLocale[""] {
            lines.append("  \("(no locale)".rightPadded(toUTF16Length: width))  \(String(repeating: " ", count: 8 + 2 + 10 + 2 + 7 + 2 + 5 + 2 + 9))  \(severities(other))")
        }
        return lines
    }
}

extension String {
    package func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
