/// Keys × locales at a glance: every cell carries a text label and symbol as well as a color,
/// with completion per locale and String Catalog states.
enum HTMLMatrixSection {
    static func label(_ state: CellState) -> String {
        switch state {
        case .ok: return "✓ ok"
        case .missing: return "✗ missing"
        case .empty: return "∅ empty"
        case .identical: return "= same"
        case .error: return "‼ error"
        case .warning: return "! warning"
        }
    }

    static func render(_ result: AuditResult, options: HTMLReportOptions) -> String {
        var out = "<section id=\"matrix\" aria-labelledby=\"matrix-h\">\n<h2 id=\"matrix-h\">Localization matrix</h2>\n"
        if let matrix = result.localizationMatrix {
            out += completion(matrix)
            out += table(matrix, options: options)
        }
        if !result.catalogStates.isEmpty { out += catalogStates(result.catalogStates) }
        out += "</section>\n"
        return out
    }

    private static func completion(_ matrix: LocalizationMatrix) -> String {
        let completion = JSONReport.completion(matrix)
        let states: [CellState] = [.missing, .empty, .identical, .error, .warning]
        var out = "<h3>Completion per locale</h3>\n<div class=\"scroll\"><table>\n<thead><tr><th scope=\"col\">Locale</th>"
        out += "<th scope=\"col\" class=\"num\">Complete</th><th scope=\"col\">Progress</th>"
        for state in states { out += "<th scope=\"col\" class=\"num\">\(label(state))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for (position, locale) in matrix.locales.enumerated() {
            var counts: [CellState: Int] = [:]
            for row in matrix.rows where position < row.cells.count { counts[row.cells[position], default: 0] &+= 1 }
            let share = completion[locale] ?? 0
            let percent = HTMLReport.number(share * 100, digits: 1)
            out += "<tr><th scope=\"row\">\(HTMLReport.u(locale))</th><td class=\"num\">\(percent)%</td>"
            out += "<td><span class=\"bar\" role=\"img\" aria-label=\"\(percent)% complete\"><span style=\"width:\(HTMLReport.number(share * 100, digits: 1))%\"></span></span></td>"
            for state in states { out += "<td class=\"num\">\(counts[state] ?? 0)</td>" }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        return out
    }

    private static func table(_ matrix: LocalizationMatrix, options: HTMLReportOptions) -> String {
        let limit = max(0, options.matrixRows)
        var rows = matrix.rows
        let cut = rows.count > limit
        if cut {
            // Keep the rows someone has to act on.
            let problems = rows.filter { $0.cells.contains { $0 != .ok } }
            let clean = rows.filter { !$0.cells.contains { $0 != .ok } }
            rows = Array((problems + clean).prefix(limit))
        }
        var out = "<h3>Keys × locales</h3>\n<p class=\"muted\">Legend: "
        out += [CellState.ok, .missing, .empty, .identical, .error, .warning].map { "<span class=\"st-\($0.rawValue)\">\(label($0))</span>" }
            .joined(separator: " ")
        out += " (same = identical to the source).</p>\n"
        if cut {
            out += "<p class=\"note\">Showing \(limit) of \(matrix.rows.count) rows, rows with a problem first; the JSON report has all of them.</p>\n"
        }
        out += "<div class=\"scroll\"><table class=\"matrix\">\n<thead><tr><th scope=\"col\">Table</th><th scope=\"col\">Key</th><th scope=\"col\">Source</th>"
        for locale in matrix.locales { out += "<th scope=\"col\">\(HTMLReport.u(locale))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        // Thousands of cells in a handful of states: each state's cell is spelled once.
        var cellHTML: [CellState: String] = [:]
        for state in [CellState.ok, .missing, .empty, .identical, .error, .warning] {
            cellHTML[state] = "<td class=\"st-\(state.rawValue)\">\(label(state))</td>"
        }
        for row in rows {
            out += "<tr><td>\(HTMLReport.u(row.table))</td><th scope=\"row\"><code>\(HTMLReport.uv(row.key))</code></th><td>"
            if let source = row.source {
                let short = source.count > 80 ? String(source.prefix(80)) + "…" : source
                out += HTMLReport.uv(short)
            }
            out += "</td>"
            for position in matrix.locales.indices {
                if position < row.cells.count {
                    let state = row.cells[position]
                    out += cellHTML[state] ?? "<td class=\"st-\(state.rawValue)\">\(label(state))</td>"
                } else {
                    out += "<td>–</td>"
                }
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        return out
    }

    private static func catalogStates(_ states: [String: [String: Int]]) -> String {
        let locales = states.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let names = Set(states.values.flatMap(\.keys)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var out = "<h3>String Catalog states</h3>\n<div class=\"scroll\"><table>\n<thead><tr><th scope=\"col\">Locale</th>"
        for name in names { out += "<th scope=\"col\" class=\"num\">\(HTMLReport.u(name))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for locale in locales {
            out += "<tr><th scope=\"row\">\(HTMLReport.u(locale))</th>"
            for name in names { out += "<td class=\"num\">\(states[locale]?[name] ?? 0)</td>" }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        return out
    }
}
