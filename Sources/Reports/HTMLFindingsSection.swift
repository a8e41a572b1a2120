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
/// The findings part of the HTML report: grouped by area, then rule, then key (one card for a key
/// missing in five locales), failures first. Rule groups and cards are `<details>`, so the page
/// reads without JavaScript; the first few are open, the rest closed with their counts in view.
/// Each instance has a stable anchor.
package enum HTMLFindingsSection {
    private struct RuleGroup {
        var id: String
        var findings: [Int] = []
    }

    /// Streams the section: each finding's markup goes out as soon as it is built.
    package static func write(_ result: AuditResult, index: ReportIndex, options: HTMLReportOptions, to stream: inout ReportStream) {
        let findings = result.findings
        var groupsByArea: [Area: [String: RuleGroup]] = [:]
        var locales: Set<String> = []
        // Fields read in place: copying each finding out of the array cost more than the grouping.
        for position in findings.indices {
            let ruleID = findings[position].ruleID
            let area = index.area(ofRule: ruleID)
            // Mutated in place: copying a group out and back would copy its array every time.
            groupsByArea[area, default: [:]][ruleID, default: RuleGroup(id: ruleID)].findings.append(position)
            if let locale = findings[position].subject.locale { locales.insert(locale) }
        }
        // Each rule's counts and worst severity are the result's, counted once for every report.
        let tally = result.tally
        func worst(_ group: RuleGroup) -> Severity { tally.byRule[group.id]?.worst ?? .note }
        func failing(_ area: Area) -> Bool { groupsByArea[area]?.values.contains { result.fails(worst($0)) } ?? false }
        let areas = Area.allCases.filter { groupsByArea[$0] != nil }
        let orderedAreas = areas.filter(failing) + areas.filter { !failing($0) }

        var out = "<section id=\"findings\" aria-labelledby=\"findings-h\">\n<h2 id=\"findings-h\">Findings</h2>\n"
        guard !findings.isEmpty else {
            stream.append(out + "<p>No findings.</p>\n</section>\n")
            return
        }
        out += filterBar(orderedAreas: orderedAreas, groupsByArea: groupsByArea, index: index, locales: locales, total: findings.count)
        stream.append(out)
        out = ""
        var usedAnchors: Set<String> = []
        // Which findings the cards show: the others go into the index at the end, so that the
        // filter finds every finding in the page.
        var rendered = [Bool](repeating: false, count: findings.count)
        var opened = 0
        // A contrast run shows its failing pairs above the findings: their cards stay closed.
        var budget = result.inputs.command == "contrast" && result.accessibility != nil ? 0 : openInstances
        for area in orderedAreas {
            guard let groups = groupsByArea[area] else { continue }
            let ordered = groups.values.sorted { lhs, rhs in
                let lhsWorst = worst(lhs), rhsWorst = worst(rhs)
                let lhsFails = result.fails(lhsWorst), rhsFails = result.fails(rhsWorst)
                if lhsFails != rhsFails { return lhsFails }
                if lhsWorst != rhsWorst { return lhsWorst > rhsWorst }
                let lhsOrder = index.ruleOrder[lhs.id] ?? Int.max, rhsOrder = index.ruleOrder[rhs.id] ?? Int.max
                if lhsOrder != rhsOrder { return lhsOrder < rhsOrder }
                return lhs.id.utf8.lexicographicallyPrecedes(rhs.id.utf8)
            }
            let areaCounts = tally.byArea[area] ?? SeverityCounts()
            let total = areaCounts.total, split = areaCounts.nonZero
            out += "<section class=\"area\" id=\"area-\(area.rawValue)\" aria-labelledby=\"area-\(area.rawValue)-h\">\n"
            out += "<h3 id=\"area-\(area.rawValue)-h\">\(HTMLEscaping.text(area.title)) <span class=\"count\">(\(NumberText.count(total))\(split.count > 1 ? ": " + severityText(split) : ""))</span></h3>\n"
            stream.append(out)
            out = ""
            for group in ordered {
                ruleGroup(group, area: area, open: opened < openRuleGroups, budget: &budget, result: result, index: index,
                          options: options, usedAnchors: &usedAnchors, rendered: &rendered, to: &stream)
                opened &+= 1
            }
            out += "</section>\n"
        }
        stream.append(out)
        findingIndex(result, index: index, rendered: rendered, limit: options.indexRows, to: &stream)
        stream.append("</section>\n")
    }

    /// Findings per severity, most severe first, of the findings at `positions`.
    package static func bySeverity(_ positions: some Sequence<Int>, in findings: [Finding]) -> [(Severity, Int)] {
        var counts: [Severity: Int] = [:]
        for position in positions { counts[findings[position].severity, default: 0] &+= 1 }
        return Severity.allCases.reversed().compactMap { severity in counts[severity].map { (severity, $0) } }
    }

    /// "13 warnings, 195 notes": each finding counted at its own (effective) severity, which a
    /// config or a rule may lower for one finding and not another of the same rule.
    package static func severityText(_ counts: [(Severity, Int)]) -> String {
        counts.map { severity, count in
            "<span class=\"sev-count sev-\(severity.rawValue)\">\(NumberText.count(count)) \(severity.rawValue)\(count == 1 ? "" : "s")</span>"
        }.joined(separator: ", ")
    }

    /// Every finding the cards do not show (past a rule's `instancesPerRule`), one compact row
    /// each, up to `indexRows`: severity, rule, locale, key or subject, file and line. The
    /// filter searches these rows as it searches the cards, so on any run with up to
    /// `instancesPerRule` cards per rule plus `indexRows` findings it finds every finding in the
    /// page; past that, the summary and the filter's status say how many are only in the JSON
    /// report, which holds every finding whole.
    private static func findingIndex(
        _ result: AuditResult, index: ReportIndex, rendered: [Bool], limit: Int, to stream: inout ReportStream
    ) {
        let rest = rendered.indices.filter { !rendered[$0] }
        guard !rest.isEmpty else { return }
        // In rule order (the findings' own order within a rule), so each rule is one group.
        var ruleOrder: [String: Int] = [:]
        for position in rest where ruleOrder[result.findings[position].ruleID] == nil {
            ruleOrder[result.findings[position].ruleID] = ruleOrder.count
        }
        let listed = rest.prefix(max(0, limit)).sorted { lhs, rhs in
            let l = ruleOrder[result.findings[lhs].ruleID]!, r = ruleOrder[result.findings[rhs].ruleID]!
            return l != r ? l < r : lhs < rhs
        }
        let split = bySeverity(rest, in: result.findings)
        stream.append("<details class=\"index\" id=\"finding-index\" data-unlisted=\"\(rest.count - listed.count)\"><summary>Index of the \(NumberText.count(rest.count)) finding\(rest.count == 1 ? "" : "s") not shown as cards (\(severityText(split))): severity, rule, locale, key and file, ")
        if listed.count < rest.count {
            stream.append("the first \(NumberText.count(listed.count)) listed here and found by the filter, the other \(NumberText.count(rest.count - listed.count)) only in the JSON report")
        } else {
            stream.append("each found by the filter; every one whole in the JSON report")
        }
        stream.append("</summary>\n<table class=\"compact index\">\n<thead><tr><th scope=\"col\">Severity</th><th scope=\"col\">Locale</th><th scope=\"col\">Key or subject</th><th scope=\"col\">File</th></tr></thead>\n")
        // Small rows (a large run lists thousands), grouped by rule: what the filter's selects
        // match on, as data (the rule and area on the group); what its search box matches, as
        // the text of the row and its group's rule.
        var currentRule: String?
        for position in listed {
            let finding = result.findings[position]
            let subject = finding.subject
            if finding.ruleID != currentRule {
                if currentRule != nil { stream.append("</tbody>\n") }
                currentRule = finding.ruleID
                stream.append("<tbody data-rule=\"")
                stream.appendHTMLAttribute(finding.ruleID)
                stream.append("\" data-area=\"")
                stream.append(index.area(ofRule: finding.ruleID).rawValue)
                stream.append("\"><tr><th colspan=\"4\" scope=\"rowgroup\"><code>")
                stream.appendBDI(finding.ruleID)
                stream.append("</code></th></tr>\n")
            }
            let name = subject.key ?? subject.pair ?? subject.token ?? subject.role ?? subject.component ?? ""
            stream.append("<tr class=\"ix\" data-severity=\"")
            stream.append(finding.severity.rawValue)
            stream.append("\" data-locale=\"")
            stream.appendHTMLAttribute(subject.locale ?? "")
            stream.append("\"><td>")
            stream.append(finding.severity.rawValue)
            stream.append("</td><td>")
            stream.appendBDI(subject.locale ?? "")
            stream.append("</td><td>")
            stream.appendBDI(visible: name)
            stream.append("</td><td>")
            if let location = finding.location {
                stream.appendBDI(location.file)
                stream.append(byte: UInt8(ascii: ":"))
                stream.append(decimal: location.line)
            }
            stream.append("</td></tr>\n")
        }
        if currentRule != nil { stream.append("</tbody>\n") }
        stream.append("</table>\n</details>\n")
    }

    private static func filterBar(
        orderedAreas: [Area], groupsByArea: [Area: [String: RuleGroup]], index: ReportIndex, locales: Set<String>, total: Int
    ) -> String {
        func option(_ value: String, _ label: String) -> String {
            "<option value=\"\(HTMLEscaping.attribute(value))\">\(HTMLEscaping.text(label))</option>"
        }
        var out = "<div id=\"filters\" class=\"filters\" role=\"search\" data-total=\"\(total)\" hidden>\n"
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

    /// Findings of one rule about one thing (a key in every locale it is missing from, a pair in
    /// light and dark): one card.
    private struct Card {
        var positions: [Int] = []
        var worst: Severity = .note
    }

    /// Rule groups open at load, in page order; the rest are closed (counted in their summary).
    package static let openRuleGroups = 3
    /// Findings shown open at load, over the whole page: a card opens when its findings fit in
    /// what is left (a key missing in 40 locales stays closed, its locales named in its summary).
    package static let openInstances = 2
    /// Cards listed in a rule group before the rest fold into one "more" element.
    package static let cardsBeforeMore = 10

    private static func cardKey(_ finding: Finding, position: Int) -> String {
        let subject = finding.subject
        if let key = subject.key { return "k\u{1F}" + (subject.table ?? "") + "\u{1F}" + key + "\u{1F}" + (subject.component ?? "") }
        if let pair = subject.pair { return "p\u{1F}" + pair + "\u{1F}" + (subject.component ?? "") }
        return "f\u{1F}" + String(position)
    }

    private static func ruleGroup(
        _ group: RuleGroup, area: Area, open: Bool, budget: inout Int, result: AuditResult, index: ReportIndex,
        options: HTMLReportOptions, usedAnchors: inout Set<String>, rendered: inout [Bool], to stream: inout ReportStream
    ) {
        let rule = index.rulesByID[group.id]
        let anchor = HTMLReport.anchor("rule", group.id, used: &usedAnchors)
        let counts = result.tally.byRule[group.id] ?? SeverityCounts()
        let count = counts.total, worst = counts.worst ?? .note
        // Cards in order of their worst finding, then of their first finding (stable).
        var cardOrder: [String] = []
        var cards: [String: Card] = [:]
        for position in group.findings {
            let key = cardKey(result.findings[position], position: position)
            let severity = result.findings[position].severity
            if cards[key] == nil { cardOrder.append(key) }
            cards[key, default: Card()].positions.append(position)
            if severity > cards[key, default: Card()].worst { cards[key, default: Card()].worst = severity }
        }
        let orderedCards = cardOrder.enumerated().sorted { lhs, rhs in
            let l = cards[lhs.element]?.worst ?? .note, r = cards[rhs.element]?.worst ?? .note
            return l != r ? l > r : lhs.offset < rhs.offset
        }.map(\.element)

        var out = "<details\(open ? " open" : "") class=\"rule\" id=\"\(anchor)\" data-rule=\"\(HTMLEscaping.attribute(group.id))\">\n<summary>"
        out += "<span class=\"sev sev-\(worst.rawValue)\">\(worst.rawValue)</span> "
        out += "<code>\(HTMLReport.u(group.id))</code> \(HTMLReport.u(rule?.title ?? group.id)) "
        out += "<span class=\"count\">\(NumberText.count(count)) finding\(count == 1 ? "" : "s")"
        if orderedCards.count != count { out += " in \(NumberText.count(orderedCards.count)) card\(orderedCards.count == 1 ? "" : "s")" }
        let split = counts.nonZero
        if split.count > 1 { out += ": " + severityText(split) }
        out += "</span></summary>\n<div class=\"rule-body\">\n"
        if let rule {
            // The rule page travels inside the report, linked from the rule: lubaaudit has no
            // public home to link to, and a relative link would break wherever the report is opened.
            let page = HTMLReport.anchor("page", group.id, used: &usedAnchors)
            out += "<p>\(HTMLReport.u(rule.summary))</p>\n<p class=\"muted\">Reference: \(HTMLReport.link(rule.reference))"
            out += " · <a href=\"#\(page)\">Rule page</a> (<code>\(HTMLReport.u(RuleReference.repositoryPath(of: rule.id)))</code>)</p>\n"
            // The page as the rule reference writes it, from the rule's own description (not the
            // effective severity the config gave it).
            let described = result.describedRule(rule.id) ?? rule
            out += "<details class=\"rule-page\" id=\"\(page)\"><summary>Rule page: \(HTMLReport.u(rule.id))</summary>"
            out += "<pre class=\"rule-page-text\">\(HTMLEscaping.text(RuleReference.page(described)))</pre></details>\n"
        }
        stream.append(out)
        out = ""
        // What the cards will show, worked out first, so that the "more" element says exactly
        // what it holds: the cards past the first ten that fit in `instancesPerRule`.
        var shownPerCard: [Int] = []
        var left = max(0, options.instancesPerRule)
        for key in orderedCards {
            guard left > 0, let card = cards[key] else { break }
            shownPerCard.append(min(card.positions.count, left))
            left -= shownPerCard[shownPerCard.count - 1]
        }
        var folded = false
        for (position, key) in orderedCards.enumerated() {
            guard position < shownPerCard.count, let card = cards[key] else { break }
            if position == cardsBeforeMore {
                let rest = shownPerCard.count - cardsBeforeMore
                let inside = shownPerCard[cardsBeforeMore...].reduce(0, &+)
                stream.append("<details class=\"more\"><summary>\(NumberText.count(rest)) more card\(rest == 1 ? "" : "s") (\(NumberText.count(inside)) finding\(inside == 1 ? "" : "s"))</summary>\n")
                folded = true
            }
            let shown = shownPerCard[position]
            for rendering in card.positions.prefix(shown) { rendered[rendering] = true }
            let opens = open && position < cardsBeforeMore && card.positions.count <= budget
            if opens { budget -= card.positions.count }
            self.card(card, shown: shown, open: opens, area: area, result: result, index: index, usedAnchors: &usedAnchors, to: &stream)
        }
        if folded { out += "</details>\n" }
        let limit = max(0, options.instancesPerRule)
        if count > limit {
            let cardsLeft = orderedCards.count - shownPerCard.count
            out += "<p class=\"note\">\(NumberText.count(count - limit)) more finding\(count - limit == 1 ? "" : "s") of this rule"
            out += cardsLeft > 0 ? " (\(NumberText.count(cardsLeft)) more card\(cardsLeft == 1 ? "" : "s"))" : ""
            out += " are not shown as cards (the first \(NumberText.count(limit)) are): each is a row of the <a href=\"#finding-index\">index at the end of the findings</a>, which the filter searches, and whole in the JSON report.</p>\n"
        }
        out += "</div>\n</details>\n"
        stream.append(out)
    }

    /// One card: its summary names the key (or pair) and every locale (or appearance) it is about.
    private static func card(
        _ card: Card, shown: Int, open: Bool, area: Area, result: AuditResult, index: ReportIndex,
        usedAnchors: inout Set<String>, to stream: inout ReportStream
    ) {
        let first = result.findings[card.positions[0]]
        var places: [String] = []
        var seen: Set<String> = []
        for position in card.positions {
            let subject = result.findings[position].subject
            if let place = subject.locale ?? subject.appearance, seen.insert(place).inserted { places.append(place) }
        }
        var out = "<details\(open ? " open" : "") class=\"card\">\n<summary><span class=\"sev sev-\(card.worst.rawValue)\">\(card.worst.rawValue)</span> "
        if card.positions.count == 1 {
            out += "<span class=\"msg\">\(HTMLReport.u(first.message))</span>"
        } else {
            let name = first.subject.key ?? first.subject.pair ?? first.ruleID
            out += "<code>\(HTMLReport.uv(name))</code>"
            if let table = first.subject.table, first.subject.key != nil { out += " <span class=\"muted\">(\(HTMLReport.u(table)))</span>" }
            if let title = index.rulesByID[first.ruleID]?.title { out += ": \(HTMLReport.u(title))" }
            if !places.isEmpty {
                let listed = places.prefix(12).map { HTMLEscaping.text($0) }.joined(separator: ", ")
                out += " <span class=\"where\">in <bdi>\(listed)</bdi>\(places.count > 12 ? " and \(places.count - 12) more" : "")</span>"
            }
            let split = bySeverity(card.positions, in: result.findings)
            out += " <span class=\"count\">(\(NumberText.count(card.positions.count))\(split.count > 1 ? ": " + severityText(split) : ""))</span>"
        }
        out += "</summary>\n<ol class=\"findings\">\n"
        stream.append(out)
        // A card of one finding already shows its message in the summary.
        let head = card.positions.count > 1
        for position in card.positions.prefix(shown) {
            instance(result.findings[position], fingerprint: index.fingerprints[position], area: area, head: head,
                     usedAnchors: &usedAnchors, to: &stream)
        }
        stream.append("</ol>\n</details>\n")
    }

    /// One finding, written straight into the report: building it as a String first cost
    /// more than writing it.
    private static func instance(
        _ finding: Finding, fingerprint: String, area: Area, head: Bool, usedAnchors: inout Set<String>, to out: inout ReportStream
    ) {
        // The fingerprint is the SHA-256 of the identity: its prefix is the anchor's hash.
        let anchor = HTMLReport.anchor("f", digest: fingerprint, used: &usedAnchors)
        let subject = finding.subject
        out.append("<li class=\"finding\" id=\"")
        out.append(anchor)
        out.append("\" data-severity=\"")
        out.append(finding.severity.rawValue)
        out.append("\" data-area=\"")
        out.append(area.rawValue)
        out.append("\" data-rule=\"")
        out.appendHTMLAttribute(finding.ruleID)
        out.append("\" data-locale=\"")
        out.appendHTMLAttribute(subject.locale ?? "")
        out.append("\" data-search=\"")
        // Escaping works scalar by scalar, so the joined words are escaped word by word.
        out.appendHTMLAttribute(finding.message)
        out.append(byte: 0x20)
        out.appendHTMLAttribute(finding.ruleID)
        for word in [subject.key, subject.table, subject.locale, subject.pair, subject.token, subject.role,
                     subject.component, subject.detail, finding.text, finding.location?.file] {
            guard let word else { continue }
            out.append(byte: 0x20)
            out.appendHTMLAttribute(word)
        }
        out.append("\">\n")
        if head {
            out.append("<div class=\"finding-head\"><span class=\"sev sev-")
            out.append(finding.severity.rawValue)
            out.append("\">")
            out.append(finding.severity.rawValue)
            out.append("</span><span class=\"msg\">")
            out.appendBDI(finding.message)
            out.append("</span><a class=\"anchor\" href=\"#")
            out.append(anchor)
            out.append("\" aria-label=\"Link to this finding\">#</a></div>\n<dl class=\"facts\">\n")
        } else {
            out.append("<a class=\"anchor solo\" href=\"#")
            out.append(anchor)
            out.append("\" aria-label=\"Link to this finding\">#</a>\n<dl class=\"facts\">\n")
        }
        if let location = finding.location { place("Location", location, to: &out) }
        // The key is code; the other parts are names.
        let parts: [(StaticString, String?, code: Bool)] = [
            ("Table", subject.table, false), ("Key", subject.key, true), ("Locale", subject.locale, false),
            ("Component", subject.component, false), ("Pair", subject.pair, false), ("Appearance", subject.appearance, false),
            ("Token", subject.token, false), ("Role", subject.role, false), ("Detail", subject.detail, false),
        ]
        for (name, value, code) in parts {
            guard let value else { continue }
            out.append("<dt>")
            out.append(name)
            out.append("</dt><dd>")
            if code { out.append("<code>") }
            out.appendBDI(visible: value)
            if code { out.append("</code>") }
            out.append("</dd>\n")
        }
        if let text = finding.text {
            out.append("<dt>Text</dt><dd><code class=\"text\">")
            out.appendBDI(visible: text)
            out.append("</code></dd>\n")
        }
        for evidence in finding.evidence {
            out.append("<dt>")
            out.appendBDI(evidence.name)
            out.append("</dt><dd><code class=\"text\">")
            out.appendBDI(visible: evidence.value)
            out.append("</code></dd>\n")
        }
        if let measured = finding.measured {
            out.append("<dt>Measured</dt><dd>")
            out.append(NumberText.measured(measured, passing: finding.passing))
            if let threshold = finding.threshold {
                out.append(" (threshold ")
                out.append(NumberText.threshold(threshold, passing: finding.passing))
                out.append(")")
            }
            out.append("</dd>\n")
        }
        for related in finding.related { place("Related", related, to: &out) }
        if let fix = finding.fix {
            out.append("<dt>Fix</dt><dd>")
            out.appendBDI(fix)
            out.append("</dd>\n")
        }
        out.append("</dl>\n</li>\n")
    }

    private static func place(_ name: StaticString, _ location: SourceLocation, to out: inout ReportStream) {
        out.append("<dt>")
        out.append(name)
        out.append("</dt><dd><code>")
        out.appendBDI(location.file)
        out.append(byte: UInt8(ascii: ":"))
        out.append(decimal: location.line)
        out.append(byte: UInt8(ascii: ":"))
        out.append(decimal: location.column)
        out.append("</code></dd>\n")
    }
}
