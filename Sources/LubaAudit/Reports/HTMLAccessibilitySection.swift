/// Contrast (pairs with light and dark side by side, heat maps, palette simulations), Dynamic
/// Type and touch targets. Colors from the audited theme reach `style` attributes only after
/// `HTMLReport.cssColor` has validated them.
enum HTMLAccessibilitySection {
    static func render(_ report: AccessibilityReport, options: HTMLReportOptions) -> String {
        var out = "<section id=\"contrast\" aria-labelledby=\"contrast-h\">\n<h2 id=\"contrast-h\">Contrast</h2>\n"
        out += tokenFixes(report.tokenFixes)
        out += pairs(report.pairs, options: options)
        for map in report.heatMaps { out += heatMap(map, options: options) }
        for simulation in report.paletteSimulations { out += palette(simulation) }
        out += "</section>\n"
        if !report.textRoles.isEmpty { out += dynamicType(report) }
        if !report.touchTargets.isEmpty { out += touchTargets(report.touchTargets) }
        return out
    }

    // MARK: Token fixes

    /// One value per failing token and appearance, with a swatch of the current and the new value.
    private static func tokenFixes(_ fixes: [TokenFix]) -> String {
        guard !fixes.isEmpty else { return "" }
        var out = "<h3>One value per failing token</h3>\n<ul class=\"token-fixes\">\n"
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
                out += ": no lightness of this hue passes"
            }
            if !fix.cannotFix.isEmpty { out += "; not enough on \(HTMLReport.u(fix.cannotFix.joined(separator: ", ")))" }
            for alternative in fix.backgroundAlternatives {
                out += "; or <code>\(HTMLReport.u(alternative.background))</code> → <code>\(HTMLReport.u(alternative.suggestedHex))</code>, a smaller change"
            }
            out += "</li>\n"
        }
        return out + "</ul>\n"
    }

    // MARK: Pairs

    private static func pairs(_ pairs: [ContrastMeasurement], options: HTMLReportOptions) -> String {
        guard !pairs.isEmpty else { return "<p class=\"muted\">No color pairs were measured.</p>\n" }
        var order: [String] = []
        var groups: [String: [ContrastMeasurement]] = [:]
        for pair in pairs {
            let key = [pair.foreground, pair.background, pair.component ?? "", pair.usage].joined(separator: "\u{1F}")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(pair)
        }
        let failing = order.filter { groups[$0]?.contains { !$0.passes } ?? false }
        let passing = order.filter { !(groups[$0]?.contains { !$0.passes } ?? false) }
        let limit = max(0, options.contrastPairs)
        let failingCount = pairs.filter { !$0.passes }.count
        var out = "<p>\(pairs.count) measurement\(pairs.count == 1 ? "" : "s") of \(order.count) pair\(order.count == 1 ? "" : "s"); "
        out += "\(failingCount) fail\(failingCount == 1 ? "s" : ""). Failing pairs come first.</p>\n"
        if order.count > limit {
            out += "<p class=\"note\">Showing \(limit) of \(order.count) pairs; the JSON report has all of them.</p>\n"
        }
        out += "<div class=\"pairs\">\n"
        var used: Set<String> = []
        for key in (failing + passing).prefix(limit) {
            guard let measurements = groups[key], let first = measurements.first else { continue }
            let fails = measurements.contains { !$0.passes }
            let anchor = HTMLReport.anchor("pair", key, used: &used)
            out += "<article class=\"pair\(fails ? " fail" : "")\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-h\">\n"
            out += "<h4 id=\"\(anchor)-h\">\(fails ? "✗" : "✓") <code>\(HTMLReport.u(first.foreground))</code> on <code>\(HTMLReport.u(first.background))</code>"
            out += " <span class=\"muted\">· \(HTMLReport.u(first.usage))"
            if let component = first.component { out += " · \(HTMLReport.u(component))" }
            out += "</span></h4>\n<div class=\"sides\">\n"
            let sorted = measurements.sorted { appearanceRank($0.appearance) < appearanceRank($1.appearance) }
            for measurement in sorted { out += side(measurement) }
            out += "</div>\n</article>\n"
        }
        out += "</div>\n"
        return out
    }

    private static func appearanceRank(_ appearance: String) -> Int {
        switch appearance {
        case "light": return 0
        case "dark": return 1
        default: return 2
        }
    }

    private static func side(_ pair: ContrastMeasurement) -> String {
        let foreground = HTMLReport.cssColor(pair.effectiveForegroundHex)
        let background = HTMLReport.cssColor(pair.effectiveBackgroundHex)
        var out = "<div class=\"side\">\n<h5>\(HTMLReport.u(pair.appearance.prefix(1).uppercased() + pair.appearance.dropFirst()))</h5>\n"
        if let foreground, let background {
            out += "<div class=\"sample\" style=\"color:\(foreground);background:\(background)\">"
            out += "<span class=\"normal\">Sample text at 16 pt</span><span class=\"large\">Large text at 24 pt</span></div>\n"
        } else {
            out += "<p class=\"muted\">No sample: a color is not a valid #RRGGBB value.</p>\n"
        }
        out += "<dl class=\"facts\">\n<dt>Ratio</dt><dd><span class=\"\(pair.passes ? "lvl-aaa" : "lvl-fail")\">"
        out += "\(pair.passes ? "✓ passes" : "✗ fails") at \(NumberText.ratio(pair.ratio))</span></dd>\n"
        out += "<dt>Required</dt><dd>\(NumberText.threshold(pair.required)):1"
        if let enhanced = pair.enhanced { out += " (AAA \(NumberText.threshold(enhanced)):1)" }
        out += "</dd>\n<dt>Margin</dt><dd>\(NumberText.margin(pair.ratio, threshold: pair.required))</dd>\n"
        out += "<dt>Foreground</dt><dd>\(color(pair.foregroundHex, effective: pair.effectiveForegroundHex))<br>\(HTMLReport.u(pair.foregroundChain))</dd>\n"
        out += "<dt>Background</dt><dd>\(color(pair.backgroundHex, effective: pair.effectiveBackgroundHex))<br>\(HTMLReport.u(pair.backgroundChain))</dd>\n"
        if let worst = pair.worstSimulatedRatio {
            out += "<dt>Color-vision worst</dt><dd>\(NumberText.ratio(worst))</dd>\n"
        }
        if let lc = pair.apcaLc {
            out += "<dt>APCA</dt><dd>\(NumberText.lightnessContrast(lc)) <span class=\"muted\">(WCAG 3 draft, evidence only)</span></dd>\n"
        }
        if let size = pair.passesAsLargeFrom {
            out += "<dt>Large text</dt><dd>passes as large text from \(HTMLReport.u(size))</dd>\n"
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

    static func level(_ ratio: Double) -> (css: String, label: String) {
        guard ratio.isFinite else { return ("lvl-fail", "n/a") }
        if ratio >= 7 { return ("lvl-aaa", "AAA") }
        if ratio >= 4.5 { return ("lvl-aa", "AA") }
        if ratio >= 3 { return ("lvl-large", "large") }
        return ("lvl-fail", "fail")
    }

    private static func heatMap(_ map: ContrastHeatMap, options: HTMLReportOptions) -> String {
        let side = max(0, options.heatMapSide)
        let foregrounds = map.foregrounds.prefix(side), backgrounds = map.backgrounds.prefix(side)
        var out = "<h3>Heat map: \(HTMLReport.u(map.appearance))</h3>\n"
        out += "<p class=\"muted\">Rows are foregrounds, columns backgrounds. <span class=\"lvl-fail\">fail</span> below 3:1, "
        out += "<span class=\"lvl-large\">large</span> 3:1 (large text only), <span class=\"lvl-aa\">AA</span> 4.5:1, <span class=\"lvl-aaa\">AAA</span> 7:1.</p>\n"
        if map.foregrounds.count > side || map.backgrounds.count > side {
            out += "<p class=\"note\">Showing \(foregrounds.count) × \(backgrounds.count) of \(map.foregrounds.count) × \(map.backgrounds.count); the JSON report has all.</p>\n"
        }
        out += "<div class=\"scroll\"><table class=\"heat\">\n<thead><tr><th scope=\"col\">Foreground \\ background</th>"
        for background in backgrounds { out += "<th scope=\"col\">\(HTMLReport.u(background))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for (row, foreground) in foregrounds.enumerated() {
            out += "<tr><th scope=\"row\">\(HTMLReport.u(foreground))</th>"
            for column in backgrounds.indices {
                let (position, overflow) = row.multipliedReportingOverflow(by: map.backgrounds.count)
                let cell = overflow ? -1 : position &+ column
                if cell >= 0, cell < map.ratios.count {
                    let ratio = map.ratios[cell]
                    let level = level(ratio)
                    out += "<td class=\"\(level.css)\">\(NumberText.measured(ratio))<br>\(level.label)</td>"
                } else {
                    out += "<td>–</td>"
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
