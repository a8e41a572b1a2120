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
/// Keys × locales at a glance: every cell carries a symbol as well as a color (the legend spells
/// each out), the key column and the locale headers stay in view while the table scrolls, and
/// rows come a page at a time, after the completion per locale; String Catalog states last.
package enum HTMLMatrixSection {
    package static func label(_ state: CellState) -> String {
        switch state {
        case .ok: return "✓ ok"
        case .missing: return "✗ missing"
        case .empty: return "∅ empty"
        case .identical: return "= same"
        case .error: return "‼ error"
        case .warning: return "! warning"
        }
    }

    package static func write(_ result: AuditResult, options: HTMLReportOptions, to out: inout ReportStream) {
        out.append("<section id=\"matrix\" aria-labelledby=\"matrix-h\">\n<h2 id=\"matrix-h\">Localization matrix</h2>\n")
        if let matrix = result.localizationMatrix {
            out.append(completion(matrix))
            table(matrix, options: options, to: &out)
        }
        if !result.catalogStates.isEmpty { out.append(catalogStates(result.catalogStates)) }
        out.append("</section>\n")
    }

    /// translated + missing + empty + identical = expected in every row: the same counts the
    /// text summary and the JSON report give.
    private static func completion(_ matrix: LocalizationMatrix) -> String {
        var out = "<h3 id=\"completion\">Completion per locale</h3>\n<p class=\"muted\">Translated: present, not blank, and not still the source text "
        out += "(words the language shares and the config's allowlist count as translated).</p>\n"
        out += "<div class=\"scroll\"><table class=\"compact\">\n<thead><tr><th scope=\"col\">Locale</th>"
        out += "<th scope=\"col\" class=\"num\">Complete</th><th scope=\"col\">Progress</th>"
        for title in ["translated", label(.missing), label(.empty), label(.identical), "expected"] {
            out += "<th scope=\"col\" class=\"num\">\(HTMLEscaping.text(title))</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for locale in matrix.locales {
            let counts = matrix.completionByLocale[locale] ?? LocalizationMatrix.Completion(expected: 0)
            let percent = NumberText.percent(counts.share)
            out += "<tr><th scope=\"row\">\(HTMLReport.u(locale))</th><td class=\"num\">\(percent)</td>"
            out += "<td><span class=\"bar\" role=\"img\" aria-label=\"\(percent) complete\"><span style=\"width:\(percent)\"></span></span></td>"
            for count in [counts.translated, counts.missing, counts.empty, counts.identical, counts.expected] {
                out += "<td class=\"num\">\(count)</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        return out
    }

    /// Rows per page of the keys × locales table: the first page is in view, each further page a
    /// closed `<details>` (no JavaScript needed, and the browser lays out only what is opened).
    package static let rowsPerPage = 500

    /// The symbol a matrix cell shows; the legend spells each out.
    package static func symbol(_ state: CellState) -> String {
        String(label(state).prefix { $0 != " " })
    }

    private static func table(_ matrix: LocalizationMatrix, options: HTMLReportOptions, to out: inout ReportStream) {
        let limit = max(0, options.matrixRows)
        var rows = matrix.rows
        let cut = rows.count > limit
        if cut {
            // Keep the rows someone has to act on.
            let flagged = rows.map { $0.cells.contains { $0 != .ok } }
            let problems = rows.indices.filter { flagged[$0] }
            let clean = rows.indices.filter { !flagged[$0] }
            rows = (problems + clean).prefix(limit).map { matrix.rows[$0] }
        }
        out.append("<h3 id=\"keys-locales\">Keys × locales <span class=\"count\">(\(NumberText.count(matrix.rows.count)) rows × \(NumberText.count(matrix.locales.count)) locales)</span></h3>\n<p class=\"muted\">Legend: ")
        out.append([CellState.ok, .missing, .empty, .identical, .error, .warning].map { "<span class=\"st-\($0.rawValue)\">\(label($0))</span>" }
            .joined(separator: " "))
        out.append(" (same = identical to the source).")
        if rows.count > rowsPerPage {
            out.append(" \(NumberText.count(rowsPerPage)) rows a page; open a page below the first to see its rows.")
        }
        out.append("</p>\n")
        if cut {
            out.append("<p class=\"note\">Showing \(limit) of \(matrix.rows.count) rows, rows with a problem first; the JSON report has all of them.</p>\n")
        }
        let tables = Set(rows.lazy.map(\.table))
        var head = "<thead><tr><th scope=\"col\" class=\"key\">Key</th><th scope=\"col\" class=\"source\">Source</th>"
        for locale in matrix.locales { head += "<th scope=\"col\" class=\"vertical\"><span>\(HTMLReport.u(locale))</span></th>" }
        head += "</tr></thead>\n"
        // Thousands of cells in a handful of states: each state's cell is spelled once, all six
        // in one run of bytes (a `String` per cell costs a retain and a release each).
        var cellBytes: [UInt8] = []
        var cellRanges = [Range<Int>](repeating: 0..<0, count: 6)
        for state in [CellState.ok, .missing, .empty, .identical, .error, .warning] {
            let start = cellBytes.count
            cellBytes += Array("<td class=\"st-\(state.rawValue)\">\(symbol(state))</td>".utf8)
            cellRanges[state.rank] = start..<cellBytes.count
        }
        var start = 0
        while start < rows.count || start == 0 {
            let end = min(rows.count, start + rowsPerPage)
            if start > 0 {
                out.append("<details class=\"page\"><summary>Rows \(NumberText.count(start + 1))–\(NumberText.count(end)) of \(NumberText.count(rows.count))</summary>\n")
            }
            out.append("<div class=\"matrix-box\"><table class=\"matrix\">\n" + head + "<tbody>\n")
            for row in rows[start..<end] {
                out.append("<tr><th scope=\"row\" class=\"key\">")
                if tables.count > 1 {
                    out.append("<span class=\"table-name\">")
                    out.appendBDI(row.table)
                    out.append("</span> ")
                }
                out.append("<code>")
                out.appendBDI(visible: row.key)
                out.append("</code></th><td class=\"source\">")
                if let source = row.source {
                    // Counting characters walks the whole value: at most 60 UTF-8 bytes are at most 60 characters.
                    let short = source.utf8.count > 60 && source.count > 60 ? String(source.prefix(60)) + "…" : source
                    out.appendBDI(visible: short)
                }
                out.append("</td>")
                cellBytes.withUnsafeBufferPointer { cells in
                    for position in matrix.locales.indices {
                        if position < row.cells.count {
                            out.append(UnsafeBufferPointer(rebasing: cells[cellRanges[row.cells[position].rank]]))
                        } else {
                            out.append("<td>–</td>")
                        }
                    }
                }
                out.append("</tr>\n")
            }
            out.append("</tbody></table></div>\n")
            if start > 0 { out.append("</details>\n") }
            if end >= rows.count { break }
            start = end
        }
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
