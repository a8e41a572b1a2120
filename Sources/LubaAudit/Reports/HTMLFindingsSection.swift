/// The findings part of the HTML report: grouped by area, then rule, failures first, each rule an
/// open `<details>` (so it reads without JavaScript), each instance with a stable anchor.
enum HTMLFindingsSection {
    private struct RuleGroup {
        var id: String
        var findings: [Int] = []
        var worst: Severity = .note
    }

    /// Streams the section: each finding's markup goes out as soon as it is built.
    static func write(_ result: AuditResult, index: ReportIndex, options: HTMLReportOptions, to stream: inout ReportStream) {
        let findings = result.findings
        var groupsByArea: [Area: [String: RuleGroup]] = [:]
        var locales: Set<String> = []
        for (position, finding) in findings.enumerated() {
            let area = index.area(of: finding)
            // Mutated in place: copying a group out and back would copy its array every time.
            groupsByArea[area, default: [:]][finding.ruleID, default: RuleGroup(id: finding.ruleID)].findings.append(position)
            if finding.severity > groupsByArea[area, default: [:]][finding.ruleID, default: RuleGroup(id: finding.ruleID)].worst {
                groupsByArea[area, default: [:]][finding.ruleID, default: RuleGroup(id: finding.ruleID)].worst = finding.severity
            }
            if let locale = finding.subject.locale { locales.insert(locale) }
        }
        func failing(_ area: Area) -> Bool { groupsByArea[area]?.values.contains { result.fails($0.worst) } ?? false }
        let areas = Area.allCases.filter { groupsByArea[$0] != nil }
        let orderedAreas = areas.filter(failing) + areas.filter { !failing($0) }

        var out = "<section id=\"findings\" aria-labelledby=\"findings-h\">\n<h2 id=\"findings-h\">Findings</h2>\n"
        guard !findings.isEmpty else {
            stream.append(out + "<p>No findings.</p>\n</section>\n")
            return
        }
        out += filterBar(orderedAreas: orderedAreas, groupsByArea: groupsByArea, index: index, locales: locales)
        stream.append(out)
        out = ""
        var usedAnchors: Set<String> = []
        for area in orderedAreas {
            guard let groups = groupsByArea[area] else { continue }
            let ordered = groups.values.sorted { lhs, rhs in
                let lhsFails = result.fails(lhs.worst), rhsFails = result.fails(rhs.worst)
                if lhsFails != rhsFails { return lhsFails }
                if lhs.worst != rhs.worst { return lhs.worst > rhs.worst }
                let lhsOrder = index.ruleOrder[lhs.id] ?? Int.max, rhsOrder = index.ruleOrder[rhs.id] ?? Int.max
                if lhsOrder != rhsOrder { return lhsOrder < rhsOrder }
                return lhs.id.utf8.lexicographicallyPrecedes(rhs.id.utf8)
            }
            let total = ordered.reduce(0) { $0 &+ $1.findings.count }
            out += "<section class=\"area\" id=\"area-\(area.rawValue)\" aria-labelledby=\"area-\(area.rawValue)-h\">\n"
            out += "<h3 id=\"area-\(area.rawValue)-h\">\(HTMLEscaping.text(area.title)) <span class=\"count\">(\(total))</span></h3>\n"
            stream.append(out)
            out = ""
            for group in ordered {
                ruleGroup(group, area: area, result: result, index: index, options: options, usedAnchors: &usedAnchors, to: &stream)
            }
            out += "</section>\n"
        }
        out += "</section>\n"
        stream.append(out)
    }

    private static func filterBar(
        orderedAreas: [Area], groupsByArea: [Area: [String: RuleGroup]], index: ReportIndex, locales: Set<String>
    ) -> String {
        func option(_ value: String, _ label: String) -> String {
            "<option value=\"\(HTMLEscaping.attribute(value))\">\(HTMLEscaping.text(label))</option>"
        }
        var out = "<div id=\"filters\" class=\"filters\" role=\"search\" hidden>\n"
        out += "<label for=\"f-severity\">Severity<select id=\"f-severity\">" + option("", "All")
        out += Severity.allCases.reversed().map { option($0.rawValue, $0.rawValue) }.joined() + "</select></label>\n"
        out += "<label for=\"f-area\">Area<select id=\"f-area\">" + option("", "All")
        out += orderedAreas.map { option($0.rawValue, $0.title) }.joined() + "</select></label>\n"
        let ruleIDs = groupsByArea.values.flatMap(\.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        out += "<label for=\"f-rule\">Rule<select id=\"f-rule\">" + option("", "All")
        out += ruleIDs.map { option($0, $0) }.joined() + "</select></label>\n"
        out += "<label for=\"f-locale\">Locale<select id=\"f-locale\">" + option("", "All")
        out += locales.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { option($0, $0) }.joined() + "</select></label>\n"
        out += "<label for=\"f-search\">Search<input id=\"f-search\" type=\"search\" placeholder=\"key, text, file…\"></label>\n"
        out += "<button type=\"button\" id=\"f-reset\">Reset filters</button>\n"
        out += "<button type=\"button\" id=\"f-expand\">Expand all</button>\n"
        out += "<button type=\"button\" id=\"f-collapse\">Collapse all</button>\n"
        out += "<p id=\"f-status\" role=\"status\" aria-live=\"polite\"></p>\n</div>\n"
        return out
    }

    private static func ruleGroup(
        _ group: RuleGroup, area: Area, result: AuditResult, index: ReportIndex, options: HTMLReportOptions,
        usedAnchors: inout Set<String>, to stream: inout ReportStream
    ) {
        let rule = index.rulesByID[group.id]
        let anchor = HTMLReport.anchor("rule", group.id, used: &usedAnchors)
        let count = group.findings.count
        var out = "<details open class=\"rule\" id=\"\(anchor)\" data-rule=\"\(HTMLEscaping.attribute(group.id))\">\n<summary>"
        out += "<span class=\"sev sev-\(group.worst.rawValue)\">\(group.worst.rawValue)</span> "
        out += "<code>\(HTMLReport.u(group.id))</code> \(HTMLReport.u(rule?.title ?? group.id)) "
        out += "<span class=\"count\">\(count) finding\(count == 1 ? "" : "s")</span></summary>\n<div class=\"rule-body\">\n"
        if let rule {
            // The rule page travels inside the report, linked from the rule: lubaaudit has no
            // public home to link to, and a relative link would break wherever the report is opened.
            let page = HTMLReport.anchor("page", group.id, used: &usedAnchors)
            out += "<p>\(HTMLReport.u(rule.summary))</p>\n<p class=\"muted\">Reference: \(HTMLReport.link(rule.reference))"
            out += " · <a href=\"#\(page)\">Rule page</a> (<code>\(HTMLReport.u(RuleReference.repositoryPath(of: rule.id)))</code>)</p>\n"
            // The page as the rule reference writes it, from the rule's own description (not the
            // effective severity the config gave it).
            let described = RuleCatalog.descriptions.first { $0.id == rule.id } ?? rule
            out += "<details class=\"rule-page\" id=\"\(page)\"><summary>Rule page: \(HTMLReport.u(rule.id))</summary>"
            out += "<pre class=\"rule-page-text\">\(HTMLEscaping.text(RuleReference.page(described)))</pre></details>\n"
        }
        // Failures first, otherwise in the result's order (stable).
        let ordered = group.findings.enumerated().sorted { lhs, rhs in
            let l = result.findings[lhs.element].severity, r = result.findings[rhs.element].severity
            return l != r ? l > r : lhs.offset < rhs.offset
        }.map(\.element)
        let limit = max(0, options.instancesPerRule)
        out += "<ol class=\"findings\">\n"
        stream.append(out)
        out = ""
        for position in ordered.prefix(limit) {
            instance(result.findings[position], fingerprint: index.fingerprints[position], area: area, usedAnchors: &usedAnchors, to: &stream)
        }
        out += "</ol>\n"
        if count > limit {
            out += "<p class=\"note\">\(count - limit) more in the JSON report (showing the first \(limit)).</p>\n"
        }
        out += "</div>\n</details>\n"
        stream.append(out)
    }

    /// One finding, written straight into the report: building it as a String first cost
    /// more than writing it.
    private static func instance(
        _ finding: Finding, fingerprint: String, area: Area, usedAnchors: inout Set<String>, to out: inout ReportStream
    ) {
        // The fingerprint is the SHA-256 of the identity: its prefix is the anchor's hash.
        let anchor = HTMLReport.anchor("f", digest: fingerprint, used: &usedAnchors)
        let subject = finding.subject
        var searchable = [finding.message, finding.ruleID]
        searchable += [subject.key, subject.table, subject.locale, subject.pair, subject.token, subject.role,
                       subject.component, subject.detail, finding.text, finding.location?.file].compactMap { $0 }
        out.append("<li class=\"finding\" id=\"\(anchor)\" data-severity=\"\(finding.severity.rawValue)\" data-area=\"\(area.rawValue)\"")
        out.append(" data-rule=\"\(HTMLEscaping.attribute(finding.ruleID))\" data-locale=\"\(HTMLEscaping.attribute(subject.locale ?? ""))\"")
        out.append(" data-search=\"\(HTMLEscaping.attribute(searchable.joined(separator: " ")))\">\n")
        out.append("<div class=\"finding-head\"><span class=\"sev sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span>")
        out.append("<span class=\"msg\">\(HTMLReport.u(finding.message))</span>")
        out.append("<a class=\"anchor\" href=\"#\(anchor)\" aria-label=\"Link to this finding\">#</a></div>\n<dl class=\"facts\">\n")
        if let location = finding.location {
            out.append("<dt>Location</dt><dd><code>\(HTMLReport.u(location.file)):\(location.line):\(location.column)</code></dd>\n")
        }
        let parts: [(String, String?)] = [
            ("Table", subject.table), ("Key", subject.key), ("Locale", subject.locale), ("Component", subject.component),
            ("Pair", subject.pair), ("Appearance", subject.appearance), ("Token", subject.token), ("Role", subject.role),
            ("Detail", subject.detail),
        ]
        for (name, value) in parts {
            guard let value else { continue }
            let shown = name == "Key" ? "<code>\(HTMLReport.uv(value))</code>" : HTMLReport.uv(value)
            out.append("<dt>\(name)</dt><dd>\(shown)</dd>\n")
        }
        if let text = finding.text {
            out.append("<dt>Text</dt><dd><code class=\"text\">\(HTMLReport.uv(text))</code></dd>\n")
        }
        for evidence in finding.evidence {
            out.append("<dt>\(HTMLReport.u(evidence.name))</dt><dd><code class=\"text\">\(HTMLReport.uv(evidence.value))</code></dd>\n")
        }
        if let measured = finding.measured {
            var shown = NumberText.measured(measured, passing: finding.passing)
            if let threshold = finding.threshold { shown += " (threshold \(NumberText.threshold(threshold, passing: finding.passing)))" }
            out.append("<dt>Measured</dt><dd>\(shown)</dd>\n")
        }
        for related in finding.related {
            out.append("<dt>Related</dt><dd><code>\(HTMLReport.u(related.file)):\(related.line):\(related.column)</code></dd>\n")
        }
        if let fix = finding.fix {
            out.append("<dt>Fix</dt><dd>\(HTMLReport.u(fix))</dd>\n")
        }
        out.append("</dl>\n</li>\n")
    }
}
