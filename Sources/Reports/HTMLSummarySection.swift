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
/// The top of the HTML report, made to fit the first screen: findings per area and severity,
/// the locales and color pairs that need the most work, and the facts of the run.
package enum HTMLSummarySection {
    package static func render(_ result: AuditResult, index: ReportIndex, groups: HTMLAccessibilitySection.PairGroups) -> String {
        var out = "<section id=\"summary\" aria-labelledby=\"summary-h\">\n<h2 id=\"summary-h\">Summary</h2>\n"
        for line in result.inputs.unchecked {
            out += "<p class=\"note\"><strong>Not checked:</strong> \(HTMLReport.u(line)).</p>\n"
        }
        out += "<div class=\"glance\">\n"
        out += counts(result)
        out += worstLocales(result)
        // Three panels fit the first screen: the rules take the pairs' place in a run without colors.
        out += groups.order.isEmpty ? topRules(result, index: index) : worstPairs(groups)
        out += "</div>\n"
        out += facts(result)
        out += "</section>\n"
        return out
    }

    /// Findings per area and severity: the areas the run audited or found something in.
    private static func counts(_ result: AuditResult) -> String {
        let tally = result.tally
        // Without materializing the per-key subjects (a large corpus audits 100,000 keys).
        var auditedAreas = Set(result.audited.subjects.map(\.area))
        for group in result.audited.keyGroups where group.count > 0 { auditedAreas.insert(group.area) }
        let areas = Area.allCases.filter { tally.byArea[$0] != nil || auditedAreas.contains($0) }
        let severities = Severity.allCases.reversed()
        var out = "<div class=\"panel\" id=\"glance-counts\">\n<h3>Findings per area</h3>\n<table class=\"compact\">\n<thead><tr><th scope=\"col\">Area</th>"
        for severity in severities { out += "<th scope=\"col\" class=\"num\">\(severity.rawValue)</th>" }
        out += "<th scope=\"col\" class=\"num\">total</th></tr></thead>\n<tbody>\n"
        for area in areas {
            let counts = tally.byArea[area] ?? SeverityCounts()
            // Only an area with findings has a section to link to.
            let title = HTMLEscaping.text(area.title)
            out += "<tr><th scope=\"row\">" + (tally.byArea[area] == nil ? title : "<a href=\"#area-\(area.rawValue)\">\(title)</a>") + "</th>"
            for severity in severities { out += cell(counts[severity], severity) }
            out += "<td class=\"num\">\(NumberText.count(counts.total))</td></tr>\n"
        }
        out += "</tbody>\n<tfoot><tr><th scope=\"row\">All areas</th>"
        for severity in severities { out += cell(tally.all[severity], severity) }
        out += "<td class=\"num\">\(NumberText.count(tally.all.total))</td></tr></tfoot>\n</table>\n</div>\n"
        return out
    }

    /// A count, tinted with its severity when it is not zero.
    private static func cell(_ count: Int, _ severity: Severity) -> String {
        count == 0 ? "<td class=\"num zero\">0</td>" : "<td class=\"num sev-\(severity.rawValue)\">\(NumberText.count(count))</td>"
    }

    /// The five locales with the most errors (then warnings, then the least complete), as the
    /// result ranks them.
    private static func worstLocales(_ result: AuditResult) -> String {
        let tally = result.tally
        let completion = result.localizationMatrix?.completionByLocale ?? [:]
        guard !tally.byLocale.isEmpty || !completion.isEmpty else { return "" }
        let ranked = tally.rankedLocales
        var out = "<div class=\"panel\" id=\"glance-locales\">\n<h3>Locales needing the most work</h3>\n"
        guard !ranked.isEmpty else { return out + "<p>Every locale is complete and has no finding.</p>\n</div>\n" }
        out += "<table class=\"compact\">\n<thead><tr><th scope=\"col\">Locale</th><th scope=\"col\" class=\"num\">error</th>"
        out += "<th scope=\"col\" class=\"num\">warning</th><th scope=\"col\" class=\"num\">Complete</th></tr></thead>\n<tbody>\n"
        for locale in ranked.prefix(5) {
            let count = tally.byLocale[locale] ?? SeverityCounts()
            out += "<tr><th scope=\"row\">\(HTMLReport.u(locale))</th>\(cell(count[.error], .error))\(cell(count[.warning], .warning))"
            out += "<td class=\"num\">\(completion[locale].map { NumberText.percent($0.share) } ?? "–")</td></tr>\n"
        }
        out += "</tbody></table>\n"
        if ranked.count > 5 { out += "<p class=\"muted\">\(NumberText.count(ranked.count - 5)) more locales with findings or gaps.</p>\n" }
        return out + "</div>\n"
    }

    /// The five rules with the most findings, failing rules first, as the result ranks them,
    /// linked to their group.
    private static func topRules(_ result: AuditResult, index: ReportIndex) -> String {
        let tally = result.tally
        let ranked = tally.rankedRules
        guard !ranked.isEmpty else { return "" }
        var out = "<div class=\"panel\" id=\"glance-rules\">\n<h3>Rules with the most findings</h3>\n<table class=\"compact\">\n<tbody>\n"
        for id in ranked.prefix(5) {
            // Each finding at its own severity: a rule's findings can be demoted one by one, so
            // "warning 208" could be 13 warnings and 195 notes.
            let counts = tally.byRule[id] ?? SeverityCounts()
            let worst = counts.worst ?? .note
            // The findings section claims this anchor first for the rule's group.
            let anchor = "rule-" + ReportDigest.hex(id, length: 16)
            out += "<tr><td><span class=\"sev sev-\(worst.rawValue)\">\(worst.rawValue)</span></td>"
            out += "<th scope=\"row\"><a href=\"#\(anchor)\">\(HTMLReport.u(index.rulesByID[id]?.title ?? id))</a></th>"
            let bySeverity = counts.nonZero
            out += "<td class=\"num\">" + (bySeverity.count > 1
                ? HTMLFindingsSection.severityText(bySeverity)
                : "\(NumberText.count(counts.total))") + "</td></tr>\n"
        }
        out += "</tbody></table>\n"
        if ranked.count > 5 { out += "<p class=\"muted\">\(NumberText.count(ranked.count - 5)) more rules with findings.</p>\n" }
        return out + "</div>\n"
    }

    /// The failing pairs furthest below their threshold, each drawn in its own colors.
    private static func worstPairs(_ groups: HTMLAccessibilitySection.PairGroups) -> String {
        guard !groups.order.isEmpty else { return "" }
        var out = "<div class=\"panel\" id=\"glance-pairs\">\n<h3>Worst color pairs</h3>\n"
        let worst = groups.worst(5)
        guard !worst.isEmpty else { return out + "<p>✓ Every measured pair passes.</p>\n</div>\n" }
        out += "<ol class=\"worst\">\n"
        for (pair, anchor) in worst {
            out += "<li>"
            if let foreground = HTMLReport.cssColor(pair.effectiveForegroundHex), let background = HTMLReport.cssColor(pair.effectiveBackgroundHex) {
                out += "<span class=\"aa\" style=\"color:\(foreground);background:\(background)\" aria-hidden=\"true\">Aa</span>"
            }
            out += "<span><a href=\"#\(anchor)\"><code>\(HTMLReport.u(pair.foreground))</code> on <code>\(HTMLReport.u(pair.background))</code></a>"
            out += "<br><span class=\"muted\">\(HTMLReport.u(pair.appearance)) · ✗ \(NumberText.ratio(pair.ratio)), needs \(NumberText.threshold(pair.required)):1</span></span></li>\n"
        }
        out += "</ol>\n"
        if groups.failing.count > worst.count || worst.count == 5 {
            out += "<p class=\"muted\"><a href=\"#failing-pairs\">All \(NumberText.count(groups.failing.count)) failing pairs</a></p>\n"
        }
        return out + "</div>\n"
    }

    /// The run's facts, one line each; what does not apply to the run (tables for a palette) is left out.
    private static func facts(_ result: AuditResult) -> String {
        let inputs = result.inputs
        var out = "<dl class=\"facts run\">\n"
        out += HTMLReport.fact("Fails on", result.failOnWord)
        if !inputs.paletteFiles.isEmpty {
            out += HTMLReport.fact("Palette", inputs.paletteFiles.joined(separator: " + "), code: true)
        } else if let theme = inputs.themeSource, inputs.tables.isEmpty, inputs.command == "contrast" {
            out += HTMLReport.fact("Theme", theme)
        } else {
            out += HTMLReport.fact("Root", inputs.root, code: true)
        }
        if !inputs.tables.isEmpty || inputs.command != "contrast" {
            // Files, as the text summary counts them: a String Catalog is one file holding a table per locale.
            out += HTMLReport.fact("Table files", NumberText.count(Set(inputs.tables.map(\.path)).count))
            out += HTMLReport.fact("Locales", inputs.locales.isEmpty ? "none" : inputs.locales.joined(separator: ", "))
            out += HTMLReport.fact("Source locale", inputs.sourceLocale)
        }
        if let theme = inputs.themeSource, inputs.paletteFiles.isEmpty, !(inputs.tables.isEmpty && inputs.command == "contrast") {
            out += HTMLReport.fact("Theme", theme)
        }
        if let config = inputs.configFile { out += HTMLReport.fact("Config", config, code: true) }
        out += HTMLReport.fact("Tool", "\(result.tool.name) \(result.tool.version) (ICU \(result.tool.icuVersion))")
        out += HTMLReport.fact("Date", result.date)
        out += HTMLReport.fact("Subjects audited", NumberText.count(result.audited.count))
        if result.baselineSuppressed > 0 { out += HTMLReport.fact("Hidden by baseline", NumberText.count(result.baselineSuppressed)) }
        if !result.suppressed.isEmpty { out += HTMLReport.fact("Suppressed in source", NumberText.count(result.suppressed.count)) }
        out += "</dl>\n"
        return out
    }
}
