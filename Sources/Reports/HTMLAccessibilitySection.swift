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
/// Contrast (pairs with light and dark side by side, heat maps, palette simulations), Dynamic
/// Type and touch targets. Colors from the audited theme reach `style` attributes only after
/// `HTMLReport.cssColor` has validated them.
package enum HTMLAccessibilitySection {
    /// The measured pairs with light and dark of one pair together, failing pairs first, each
    /// with the anchor of its card: worked out once, for the summary's worst pairs, the heat
    /// map's links and the cards.
    package struct PairGroups {
        package var order: [String] = []
        package var groups: [String: [ContrastMeasurement]] = [:]
        package var anchors: [String: String] = [:]
        package var failing: Set<String> = []
        /// The pairs whose card the page shows (`contrastPairs` caps them): only those are linked.
        package var shown: Set<String> = []

        package init(_ pairs: [ContrastMeasurement], limit: Int = Int.max) {
            var keys: [String] = []
            for pair in pairs {
                let key = Self.key(pair)
                if groups[key] == nil { keys.append(key) }
                groups[key, default: []].append(pair)
                if !pair.passes { failing.insert(key) }
            }
            order = keys.filter { failing.contains($0) } + keys.filter { !failing.contains($0) }
            var used: Set<String> = []
            for key in order { anchors[key] = HTMLReport.anchor("pair", key, used: &used) }
            shown = Set(order.prefix(max(0, limit)))
        }

        package static func key(_ pair: ContrastMeasurement) -> String {
            [pair.foreground, pair.background, pair.component ?? "", pair.usage].joined(separator: "\u{1F}")
        }

        /// The failing measurements furthest below their threshold, worst first.
        package func worst(_ limit: Int) -> [(measurement: ContrastMeasurement, anchor: String)] {
            var all: [(measurement: ContrastMeasurement, anchor: String)] = []
            for key in order where failing.contains(key) && shown.contains(key) {
                for pair in groups[key] ?? [] where !pair.passes && pair.required > 0 { all.append((pair, anchors[key] ?? "")) }
            }
            all.sort { lhs, rhs in
                let l = lhs.measurement.ratio / lhs.measurement.required, r = rhs.measurement.ratio / rhs.measurement.required
                return l != r ? l < r : lhs.anchor.utf8.lexicographicallyPrecedes(rhs.anchor.utf8)
            }
            return Array(all.prefix(limit))
        }
    }

    /// The contrast section: the palette, the heat maps graded pair by pair, one value per
    /// failing token, the failing pairs, the passing ones folded away.
    package static func contrast(_ report: AccessibilityReport, groups: PairGroups, options: HTMLReportOptions) -> String {
        var out = "<section id=\"contrast\" aria-labelledby=\"contrast-h\">\n<h2 id=\"contrast-h\">Contrast</h2>\n"
        out += palette(report.palette, coverage: report.paletteCoverage)
        out += unpaired(report.unpairedTokens)
        let declared = declaredCells(report.pairs, groups: groups)
        for map in report.heatMaps { out += heatMap(map, declared: declared, options: options) }
        out += tokenFixes(report.tokenFixes)
        let largeTextTarget = report.textRoles.isEmpty ? "body-sizes" : "dynamic-type"
        out += pairs(report.pairs, groups: groups, options: options, largeTextTarget: largeTextTarget)
        if report.textRoles.isEmpty, report.pairs.contains(where: { $0.passesAsLargeFrom != nil }) { out += bodySizes() }
        for simulation in report.paletteSimulations { out += palette(simulation) }
        out += "</section>\n"
        return out
    }

    /// Dynamic Type and touch targets, after the findings.
    package static func sizes(_ report: AccessibilityReport) -> String {
        var out = ""
        if !report.textRoles.isEmpty { out += dynamicType(report) }
        if !report.touchTargets.isEmpty { out += touchTargets(report.touchTargets) }
        return out
    }

    // MARK: Palette

    /// Every role's swatch in each appearance, with its value and alias chain.
    private static func palette(_ swatches: [PaletteSwatch], coverage: PaletteCoverage?) -> String {
        guard !swatches.isEmpty else { return coverage == nil ? "" : "<h3 id=\"palette\">Palette</h3>\n<p>No color token of the palette has a role.</p>\n" }
        var order: [String] = []
        var byRole: [String: [PaletteSwatch]] = [:]
        for swatch in swatches {
            if byRole[swatch.role] == nil { order.append(swatch.role) }
            byRole[swatch.role, default: []].append(swatch)
        }
        let appearances = Array(Set(swatches.map(\.appearance))).sorted { appearanceRank($0) < appearanceRank($1) }
        var out = "<h3 id=\"palette\">Palette <span class=\"count\">(\(NumberText.count(order.count)) \(coverage == nil ? "roles" : "tokens with a role"), "
        out += appearances.map { HTMLEscaping.text($0) }.joined(separator: " and ") + ")</span></h3>\n"
        if let coverage {
            // A designer's palette, under its own token names.
            out += "<p class=\"muted\">The palette's own tokens, named as in its files, with the role read from each name. "
            out += "\(NumberText.count(coverage.colorTokens)) color tokens: \(NumberText.count(coverage.withRole)) with a role, "
            out += "\(NumberText.count(coverage.primitives)) primitives checked through the tokens aliasing them, "
            out += "\(NumberText.count(coverage.unusedPrimitives)) ramp steps no token uses; "
            out += "\(NumberText.count(coverage.pairs)) pairs per appearance.</p>\n"
        }
        if swatches.contains(where: \.fromDefaultTheme) {
            out += "<p class=\"muted\">Roles marked <em>default</em> are not in the palette: they hold the built-in theme's value.</p>\n"
        }
        out += "<ul class=\"palette\">\n"
        for role in order {
            let values = (byRole[role] ?? []).sorted { appearanceRank($0.appearance) < appearanceRank($1.appearance) }
            let fallback = values.contains { $0.fromDefaultTheme }
            out += "<li class=\"role\(fallback ? " fallback" : "")\"><strong><code>\(HTMLReport.u(role))</code></strong>"
            if fallback { out += " <span class=\"muted\">default</span>" }
            if let kind = values.first?.kind { out += " <span class=\"muted\">\(HTMLReport.u(kind))</span>" }
            out += "<div class=\"tones\">"
            for value in values {
                out += "<div class=\"tone\">" + chip(value.hex)
                out += "<span class=\"tone-name\">\(HTMLReport.u(value.appearance))</span> <code>\(HTMLReport.u(value.hex))</code>"
                out += "<span class=\"chain\">\(HTMLReport.u(via(value)))</span></div>"
            }
            out += "</div></li>\n"
        }
        out += "</ul>\n"
        return out
    }

    /// The palette's color tokens no pair measures, each with the config line that pairs it.
    private static func unpaired(_ tokens: [UnpairedToken]) -> String {
        guard !tokens.isEmpty else { return "" }
        var out = "<h3 id=\"unpaired\">Unpaired color tokens <span class=\"count\">(\(NumberText.count(tokens.count)))</span></h3>\n"
        out += "<p>Not audited: no pair uses them. Add the line to <code>.lubaaudit.json</code> to pair one.</p>\n<ul class=\"unpaired\">\n"
        for token in tokens {
            out += "<li>" + chip(token.hex) + "<code>\(HTMLReport.u(token.path))</code> <code>\(HTMLReport.u(token.hex))</code>: "
            out += "\(HTMLReport.u(token.reason)) <code>\(HTMLReport.u(token.configLine))</code></li>\n"
        }
        return out + "</ul>\n"
    }

    /// The alias chain between the role and its value ("color.text.primary → base.ink"), the
    /// role's own name and the final value left out since the card shows both.
    private static func via(_ swatch: PaletteSwatch) -> String {
        var links = swatch.chain.components(separatedBy: " → ")
        if links.first == swatch.role { links.removeFirst() }
        if let last = links.last, last.uppercased() == swatch.hex.uppercased() { links.removeLast() }
        return links.isEmpty ? "declared directly" : "via " + links.joined(separator: " → ")
    }

    /// A swatch tile drawn in the color itself (validated before it reaches `style`).
    private static func chip(_ hex: String) -> String {
        guard let color = HTMLReport.cssColor(hex) else { return "<span class=\"chip\" aria-hidden=\"true\"></span>" }
        return "<span class=\"chip\" style=\"background:\(color)\" aria-hidden=\"true\"></span>"
    }

    // MARK: Token fixes

    /// One value per failing token and appearance, with a swatch of the current and the new value.
    private static func tokenFixes(_ fixes: [TokenFix]) -> String {
        guard !fixes.isEmpty else { return "" }
        var out = "<h3 id=\"token-fixes\">One value per failing token</h3>\n<ul class=\"token-fixes\">\n"
        for fix in fixes {
            out += "<li><code>\(HTMLReport.u(fix.token))</code> in \(HTMLReport.u(fix.appearance)): "
            if let color = HTMLReport.cssColor(fix.currentHex) {
                out += "<span class=\"swatch\" style=\"background:\(color)\" aria-hidden=\"true\"></span>"
            }
            out += "<code>\(HTMLReport.u(fix.currentHex))</code>"
            if let hex = fix.suggestedHex {
                out += " → "
                if let color = HTMLReport.cssColor(hex) {
                    out += "<span class=\"swatch\" style=\"background:\(color)\" aria-hidden=\"true\"></span>"
                }
                out += "<code>\(HTMLReport.u(hex))</code>, passes on \(HTMLReport.u(fix.fixes.joined(separator: ", ")))"
            } else {
                out += ": no one value of this hue passes all its pairs without breaking one that passes"
                if !fix.cannotFix.isEmpty { out += " (\(HTMLReport.u(fix.cannotFix.joined(separator: ", "))))" }
            }
            for alternative in fix.backgroundAlternatives {
                out += fix.suggestedHex == nil ? "; instead change " : "; or "
                out += "<code>\(HTMLReport.u(alternative.background))</code> → <code>\(HTMLReport.u(alternative.suggestedHex))</code>"
                out += fix.suggestedHex == nil ? " (every pair on it passes)" : ", a smaller change"
            }
            if fix.suggestedHex == nil && fix.backgroundAlternatives.isEmpty { out += "; cannot be fixed with one value" }
            out += "</li>\n"
        }
        return out + "</ul>\n"
    }

    // MARK: Pairs

    private static func pairs(_ pairs: [ContrastMeasurement], groups: PairGroups, options: HTMLReportOptions, largeTextTarget: String) -> String {
        guard !pairs.isEmpty else { return "<p class=\"muted\">No color pairs were measured.</p>\n" }
        let limit = max(0, options.contrastPairs)
        let failingCount = pairs.filter { !$0.passes }.count
        let shown = groups.order.prefix(limit)
        let failingKeys = shown.filter { groups.failing.contains($0) }
        let passingKeys = shown.filter { !groups.failing.contains($0) }
        var out = "<h3 id=\"failing-pairs\">Failing pairs <span class=\"count\">(\(NumberText.count(groups.failing.count)) of "
        out += "\(NumberText.count(groups.order.count)) pair\(groups.order.count == 1 ? "" : "s"); \(NumberText.count(failingCount)) of "
        out += "\(NumberText.count(pairs.count)) measurement\(pairs.count == 1 ? "" : "s") fail)</span></h3>\n"
        if groups.order.count > limit {
            out += "<p class=\"note\">Showing \(limit) of \(groups.order.count) pairs; the JSON report has all of them.</p>\n"
        }
        if failingKeys.isEmpty { out += "<p>No pair fails.</p>\n" }
        out += "<div class=\"pairs\">\n"
        for key in failingKeys { out += card(key, groups: groups, largeTextTarget: largeTextTarget) }
        out += "</div>\n"
        if !passingKeys.isEmpty {
            out += "<details class=\"passing\" id=\"passing-pairs\"><summary>\(NumberText.count(passingKeys.count)) passing or exempt pair"
            out += "\(passingKeys.count == 1 ? "" : "s")</summary>\n<div class=\"pairs\">\n"
            for key in passingKeys { out += card(key, groups: groups, largeTextTarget: largeTextTarget) }
            out += "</div>\n</details>\n"
        }
        return out
    }

    private static func card(_ key: String, groups: PairGroups, largeTextTarget: String) -> String {
        guard let measurements = groups.groups[key], let first = measurements.first, let anchor = groups.anchors[key] else { return "" }
        let fails = groups.failing.contains(key)
        var out = "<article class=\"pair\(fails ? " fail" : "")\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-h\">\n"
        out += "<h4 id=\"\(anchor)-h\">\(fails ? "✗" : "✓") <code>\(HTMLReport.u(first.foreground))</code>\(first.variant.map { " " + HTMLReport.u($0) } ?? "") on <code>\(HTMLReport.u(first.background))</code>"
        out += " <span class=\"muted\">· \(HTMLReport.u(first.usage))"
        if let component = first.component { out += " · \(HTMLReport.u(component))" }
        out += "</span></h4>\n<div class=\"sides\">\n"
        let sorted = measurements.sorted { appearanceRank($0.appearance) < appearanceRank($1.appearance) }
        for measurement in sorted { out += side(measurement, largeTextTarget: largeTextTarget) }
        out += "</div>\n</article>\n"
        return out
    }

    /// Body text's point size at every content size, marking where it becomes large text: what
    /// "passes as large text from AX1" refers to when the run has no Dynamic Type table.
    private static func bodySizes() -> String {
        let sizes = ContentSizeCategory.allCases
        var out = "<h3 id=\"body-sizes\">Body text at each content size</h3>\n"
        out += "<p class=\"muted\">WCAG counts text of \(NumberText.points(DynamicTypeTable.largeTextMinimum)) pt and more "
        out += "(\(NumberText.points(DynamicTypeTable.boldLargeTextMinimum)) pt bold) as large text, which needs 3:1 instead of 4.5:1. "
        out += "A pair that \"passes as large text from\" a size passes for body text from that "
        out += "size up and still fails for readers below it.</p>\n"
        out += "<div class=\"scroll\"><table class=\"compact\">\n<thead><tr><th scope=\"col\">Content size</th>"
        for size in sizes { out += "<th scope=\"col\" class=\"num\">\(HTMLEscaping.text(size.shortName))</th>" }
        out += "</tr></thead>\n<tbody>\n<tr><th scope=\"row\">Body (pt)</th>"
        for size in sizes {
            let points = DynamicTypeTable.pointSize(.body, size)
            let large = DynamicTypeTable.isLargeText(pointSize: points, weight: DynamicTypeTable.defaultWeight(.body))
            out += large ? "<td class=\"num lvl-aaa\">\(NumberText.points(points)) ✓ large</td>" : "<td class=\"num\">\(NumberText.points(points))</td>"
        }
        out += "</tr>\n</tbody></table></div>\n"
        return out
    }

    private static func appearanceRank(_ appearance: String) -> Int {
        switch appearance {
        case "light": return 0
        case "dark": return 1
        default: return 2
        }
    }

    private static func side(_ pair: ContrastMeasurement, largeTextTarget: String) -> String {
        let foreground = HTMLReport.cssColor(pair.effectiveForegroundHex)
        let background = HTMLReport.cssColor(pair.effectiveBackgroundHex)
        var out = "<div class=\"side\">\n<h5>\(HTMLReport.u(pair.appearance.prefix(1).uppercased() + pair.appearance.dropFirst())) "
        out += "<span class=\"\(pair.passes ? "lvl-aaa" : "lvl-fail")\">\(pair.passes ? "✓ passes" : "✗ fails") at \(NumberText.ratio(pair.ratio))</span> "
        out += "<span class=\"needs\">needs \(NumberText.threshold(pair.required)):1"
        if let enhanced = pair.enhanced { out += " (AAA \(NumberText.threshold(enhanced)):1)" }
        out += ", margin \(NumberText.margin(pair.ratio, threshold: pair.required))</span></h5>\n"
        if let foreground, let background {
            out += "<div class=\"sample\" style=\"color:\(foreground);background:\(background)\">"
            out += "<span class=\"normal\">Sample text at 16 pt</span> <span class=\"large\">Large text at 24 pt</span></div>\n"
        } else {
            out += "<p class=\"muted\">No sample: a color is not a valid #RRGGBB value.</p>\n"
        }
        out += "<dl class=\"facts\">\n"
        out += "<dt>Foreground</dt><dd>\(color(pair.foregroundHex, effective: pair.effectiveForegroundHex)) <span class=\"chain\">\(HTMLReport.u(pair.foregroundChain))</span></dd>\n"
        out += "<dt>Background</dt><dd>\(color(pair.backgroundHex, effective: pair.effectiveBackgroundHex)) <span class=\"chain\">\(HTMLReport.u(pair.backgroundChain))</span></dd>\n"
        var also: [String] = []
        if let worst = pair.worstSimulatedRatio { also.append("color-vision worst \(NumberText.ratio(worst))") }
        if let lc = pair.apcaLc { also.append("APCA \(NumberText.lightnessContrast(lc)) <span class=\"muted\">(WCAG 3 draft, evidence only)</span>") }
        if !also.isEmpty { out += "<dt>Also</dt><dd>\(also.joined(separator: " · "))</dd>\n" }
        if let size = pair.passesAsLargeFrom {
            out += "<dt>Large text</dt><dd>passes as large text from <a href=\"#\(largeTextTarget)\">\(HTMLReport.u(size))</a> up: "
            out += "body text is large text (\(NumberText.points(DynamicTypeTable.largeTextMinimum)) pt, or "
            out += "\(NumberText.points(DynamicTypeTable.boldLargeTextMinimum)) pt bold) from that content size, and large text needs only 3:1</dd>\n"
        }
        if pair.suggestedHex != nil || pair.suggestedToken != nil || pair.suggestedBackgroundHex != nil {
            out += "<dt>Suggested fix</dt><dd>"
            if let suggested = pair.suggestedHex {
                if let color = HTMLReport.cssColor(suggested), let background {
                    out += "<span class=\"fixsample\" style=\"color:\(color);background:\(background)\">Sample text</span> "
                }
                out += "<code>\(HTMLReport.u(suggested))</code>"
            }
            if let token = pair.suggestedToken { out += " or token <code>\(HTMLReport.u(token))</code>" }
            if let background = pair.suggestedBackgroundHex {
                out += " or background <code>\(HTMLReport.u(background))</code> (a smaller change)"
            }
            out += "</dd>\n"
        }
        out += "</dl>\n</div>\n"
        return out
    }

    private static func color(_ declared: String, effective: String) -> String {
        var out = swatch(effective) + "<code>\(HTMLReport.u(declared))</code>"
        if declared.uppercased() != effective.uppercased() { out += " → <code>\(HTMLReport.u(effective))</code> composited" }
        return out
    }

    private static func swatch(_ hex: String, large: Bool = false) -> String {
        guard let color = HTMLReport.cssColor(hex) else { return "" }
        return "<span class=\"swatch\(large ? " large" : "")\" style=\"background:\(color)\" aria-hidden=\"true\"></span>"
    }

    // MARK: Heat maps and palettes

    /// A heat-map cell's grade against its own row's threshold: fail, pass, enhanced (AAA) or
    /// not graded (decorative and disabled roles, which WCAG exempts).
    /// `enhanced` is the usage's AAA threshold as the result carries it.
    package static func grade(_ ratio: Double, usage: String, threshold: Double, enhanced: Double?) -> (css: String, label: String) {
        guard ratio.isFinite else { return ("lvl-fail", "n/a") }
        guard let kind = ContrastUsage(rawValue: usage) else { return ratio >= threshold ? ("lvl-aa", "pass") : ("lvl-fail", "fail") }
        if kind == .decorative || kind == .incidental { return ("lvl-exempt", "not graded") }
        if ratio < threshold { return ("lvl-fail", "fails") }
        if let enhanced, ratio >= max(enhanced, threshold) { return ("lvl-aaa", "AAA") }
        return ("lvl-aa", "passes")
    }

    /// The catalog pairs (not component pairs) by appearance, foreground and background, with
    /// their card's anchor: the heat map links and outlines the pairs the interface draws.
    private static func declaredCells(_ pairs: [ContrastMeasurement], groups: PairGroups) -> [String: (pair: ContrastMeasurement, anchor: String)] {
        var cells: [String: (pair: ContrastMeasurement, anchor: String)] = [:]
        for pair in pairs where pair.component == nil {
            let cell = [pair.appearance, pair.foreground, pair.background].joined(separator: "\u{1F}")
            let key = PairGroups.key(pair)
            if cells[cell] == nil, groups.shown.contains(key), let anchor = groups.anchors[key] { cells[cell] = (pair, anchor) }
        }
        return cells
    }

    private static func heatMap(
        _ map: ContrastHeatMap, declared: [String: (pair: ContrastMeasurement, anchor: String)], options: HTMLReportOptions
    ) -> String {
        let side = max(0, options.heatMapSide)
        let foregrounds = map.foregrounds.prefix(side), backgrounds = map.backgrounds.prefix(side)
        var out = "<h3 id=\"heat-\(map.appearance == "dark" ? "dark" : map.appearance == "light" ? "light" : ReportDigest.hex(map.appearance, length: 8))\">"
        out += "Heat map: \(HTMLReport.u(map.appearance))</h3>\n"
        out += "<p class=\"muted\">Rows are foregrounds, columns backgrounds; each row is graded by its own threshold "
        out += "(text 4.5:1, <span class=\"lvl-aaa\">AAA</span> 7:1; non-text such as control borders, focus rings and chart colors 3:1): "
        out += "<span class=\"lvl-fail\">✗ fails</span>, <span class=\"lvl-aa\">passes</span>, <span class=\"lvl-aaa\">AAA</span>, "
        out += "<span class=\"lvl-exempt\">not graded</span> (decorative lines and disabled text). "
        out += "<span class=\"declared-key\">Outlined</span> cells are the pairs the interface draws; they link to their card.</p>\n"
        if map.foregrounds.count > side || map.backgrounds.count > side {
            out += "<p class=\"note\">Showing \(foregrounds.count) × \(backgrounds.count) of \(map.foregrounds.count) × \(map.backgrounds.count); the JSON report has all.</p>\n"
        }
        out += "<div class=\"scroll\"><table class=\"heat\">\n<thead><tr><th scope=\"col\" class=\"corner\">Foreground \\ background</th>"
        for background in backgrounds { out += "<th scope=\"col\" class=\"vertical\"><span>\(HTMLReport.u(background))</span></th>" }
        out += "</tr></thead>\n<tbody>\n"
        for (row, foreground) in foregrounds.enumerated() {
            let usage = row < map.usages.count ? map.usages[row] : ContrastUsage.normalText.rawValue
            let threshold = row < map.thresholds.count ? map.thresholds[row] : 4.5
            let enhanced = row < map.enhancedThresholds.count ? map.enhancedThresholds[row] : nil
            let needs = usage == ContrastUsage.decorative.rawValue || usage == ContrastUsage.incidental.rawValue
                ? "not graded" : "needs \(NumberText.threshold(threshold)):1"
            out += "<tr><th scope=\"row\">\(HTMLReport.u(foreground))<span class=\"usage\">\(HTMLReport.u(usage)), \(needs)</span></th>"
            for (column, background) in backgrounds.enumerated() {
                let (position, overflow) = row.multipliedReportingOverflow(by: map.backgrounds.count)
                let cell = overflow ? -1 : position &+ column
                guard cell >= 0, cell < map.ratios.count else {
                    out += "<td>–</td>"
                    continue
                }
                let ratio = map.ratios[cell]
                let found = declared[[map.appearance, foreground, background].joined(separator: "\u{1F}")]
                // A drawn pair is graded by its own usage (a project pair may differ from the row).
                let graded = found.map { Self.grade(ratio, usage: $0.pair.usage, threshold: $0.pair.required, enhanced: $0.pair.enhanced) }
                    ?? Self.grade(ratio, usage: usage, threshold: threshold, enhanced: enhanced)
                let shown = (graded.css == "lvl-fail" ? "✗ " : "") + NumberText.measured(ratio)
                let title = HTMLEscaping.attribute("\(foreground) on \(background): \(NumberText.ratio(ratio)), \(graded.label)")
                if let found {
                    out += "<td class=\"\(graded.css) declared\" title=\"\(title)\"><a href=\"#\(found.anchor)\">\(shown)</a></td>"
                } else {
                    out += "<td class=\"\(graded.css)\" title=\"\(title)\">\(shown)</td>"
                }
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        return out
    }

    private static func palette(_ simulation: PaletteSimulation) -> String {
        let known = ["normal", "protanopia", "deuteranopia", "tritanopia"]
        let kinds = known.filter { simulation.swatches[$0] != nil }
            + simulation.swatches.keys.filter { !known.contains($0) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var out = "<h3>Chart palette under color-vision simulation: \(HTMLReport.u(simulation.appearance))</h3>\n"
        out += "<div class=\"scroll\"><table>\n<thead><tr><th scope=\"col\">Vision</th>"
        for name in simulation.names.prefix(64) { out += "<th scope=\"col\">\(HTMLReport.u(name))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for kind in kinds {
            out += "<tr><th scope=\"row\">\(HTMLReport.u(kind))</th>"
            let hexes = simulation.swatches[kind] ?? []
            for position in simulation.names.prefix(64).indices {
                if position < hexes.count {
                    out += "<td>\(swatch(hexes[position], large: true))<code>\(HTMLReport.u(hexes[position]))</code></td>"
                } else {
                    out += "<td>–</td>"
                }
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        return out
    }

    // MARK: Dynamic Type and touch targets

    private static func dynamicType(_ report: AccessibilityReport) -> String {
        var sizes = report.contentSizes
        if sizes.isEmpty {
            sizes = Array(Set(report.textRoles.flatMap(\.sizes.keys))).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        var out = "<section id=\"dynamic-type\" aria-labelledby=\"dynamic-type-h\">\n<h2 id=\"dynamic-type-h\">Dynamic Type</h2>\n"
        out += "<p class=\"muted\">Point size of each text role at every content size; <span class=\"lvl-fail\">✂ clips</span> marks sizes at which the role clips in a fixed-height container.</p>\n"
        out += "<div class=\"scroll\"><table>\n<thead><tr><th scope=\"col\">Role</th><th scope=\"col\">Style</th><th scope=\"col\">Weight</th><th scope=\"col\" class=\"num\">Nominal</th>"
        for size in sizes { out += "<th scope=\"col\" class=\"num\">\(HTMLReport.u(size))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for role in report.textRoles {
            let clipIndex = role.clipsFrom.flatMap { sizes.firstIndex(of: $0) }
            out += "<tr><th scope=\"row\">\(HTMLReport.u(role.role))</th><td>\(HTMLReport.u(role.textStyle))</td><td>\(HTMLReport.u(role.weight))</td>"
            out += "<td class=\"num\">\(NumberText.points(role.nominalSize))</td>"
            for (position, size) in sizes.enumerated() {
                let points = role.sizes[size].map { NumberText.points($0) } ?? "–"
                if let clipIndex, position >= clipIndex {
                    out += "<td class=\"num clip\">\(points) ✂ clips</td>"
                } else {
                    out += "<td class=\"num\">\(points)</td>"
                }
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n</section>\n"
        return out
    }

    private static func touchTargets(_ targets: [TouchTargetMeasurement]) -> String {
        var out = "<section id=\"touch-targets\" aria-labelledby=\"touch-targets-h\">\n<h2 id=\"touch-targets-h\">Touch targets</h2>\n"
        out += "<div class=\"scroll\"><table>\n<thead><tr><th scope=\"col\">Token</th><th scope=\"col\" class=\"num\">Size (pt)</th><th scope=\"col\">Kind</th>"
        out += "<th scope=\"col\">Levels met</th><th scope=\"col\">Expanded by</th><th scope=\"col\">Declared at</th></tr></thead>\n<tbody>\n"
        for target in targets {
            out += "<tr><th scope=\"row\"><code>\(HTMLReport.u(target.token))</code></th><td class=\"num\">\(NumberText.points(target.value))</td>"
            out += "<td>\(HTMLReport.u(target.kind))</td><td>"
            out += target.meets.isEmpty ? "<span class=\"lvl-fail\">✗ none</span>" : target.meets.map { "✓ " + HTMLReport.u($0) }.joined(separator: "<br>")
            out += "</td><td>\(target.expandedBy.map(HTMLReport.u) ?? "–")</td><td>"
            if let location = target.location { out += "<code>\(HTMLReport.u(location.file)):\(location.line):\(location.column)</code>" }
            out += "</td></tr>\n"
        }
        out += "</tbody></table></div>\n</section>\n"
        return out
    }
}
