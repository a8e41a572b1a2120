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

/// Limits that keep the page usable for huge runs: a 400,000-finding audit must not produce a
/// gigabyte of HTML. What is left out is counted on the page and is all in the JSON report.
public struct HTMLReportOptions: Sendable, Hashable {
    /// Instances shown as cards per rule; the rest are rows of the findings index.
    public var instancesPerRule: Int
    /// Rows of the findings index (the findings no card shows, one compact row each, which the
    /// filter searches); past it, the page says how many are only in the JSON report.
    public var indexRows: Int
    /// Rows of the keys × locales matrix (shown a page at a time); rows with a problem are kept
    /// first when it is cut, and the cut is said on the page.
    public var matrixRows: Int
    /// Color pairs (light and dark together count once) shown in the contrast section.
    public var contrastPairs: Int
    /// Rows and columns of each contrast heat map.
    public var heatMapSide: Int

    public init(instancesPerRule: Int = 500, matrixRows: Int = 10_000, contrastPairs: Int = 1_000, heatMapSide: Int = 80, indexRows: Int = 5_000) {
        self.instancesPerRule = instancesPerRule
        self.indexRows = indexRows
        self.matrixRows = matrixRows
        self.contrastPairs = contrastPairs
        self.heatMapSide = heatMapSide
    }
}

/// One self-contained HTML page for people: inline CSS and JS, no network access (enforced by a
/// Content-Security-Policy), readable with JavaScript off, dark mode and print styles. Every piece
/// of audited text is escaped and its invisible characters shown, so a hostile translation shows
/// as text and a bidi override cannot reorder the page.
public enum HTMLReport {
    public static func render(_ result: AuditResult, options: HTMLReportOptions = HTMLReportOptions()) -> String {
        var stream = ReportStream()
        write(result, options: options, to: &stream)
        return stream.text
    }

    /// Streams the page section by section: only one section is ever held as a string.
    public static func write(_ result: AuditResult, options: HTMLReportOptions = HTMLReportOptions(), to stream: inout ReportStream) {
        write(result, options: options, index: ReportIndex(result), to: &stream)
    }

    package static func write(_ result: AuditResult, options: HTMLReportOptions, index: ReportIndex, to stream: inout ReportStream) {
        let script = HTMLStyle.script
        let policy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-\(ReportDigest.base64(script))'; "
            + "img-src data:; base-uri 'none'; form-action 'none'"
        let groups = HTMLAccessibilitySection.PairGroups(result.accessibility?.pairs ?? [], limit: options.contrastPairs)
        // A contrast run is a designer checking a palette: the palette and its pairs come first.
        let paletteFirst = result.inputs.command == "contrast" && result.accessibility != nil
        let hasMatrix = result.localizationMatrix != nil || !result.catalogStates.isEmpty
        var sections: [(id: String, title: String)] = [("summary", "Summary")]
        if paletteFirst { sections.append(("contrast", "Contrast")) }
        sections.append(("findings", "Findings (\(NumberText.count(result.findings.count)))"))
        if hasMatrix { sections.append(("matrix", "Localization matrix")) }
        if let accessibility = result.accessibility {
            if !paletteFirst { sections.append(("contrast", "Contrast")) }
            if !accessibility.textRoles.isEmpty { sections.append(("dynamic-type", "Dynamic Type")) }
            if !accessibility.touchTargets.isEmpty { sections.append(("touch-targets", "Touch targets")) }
        }
        sections.append(("inputs", "Inputs"))

        var out = "<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"referrer\" content=\"no-referrer\">\n"
        out += "<meta name=\"generator\" content=\"\(HTMLEscaping.attribute(result.tool.name + " " + result.tool.version))\">\n"
        // <title> holds text only (no markup), so hidden characters are spelled out, not badged.
        out += "<title>\(result.failed ? "FAILED" : "PASSED") · \(HTMLEscaping.attribute(result.tool.name)) report · \(HTMLEscaping.attribute(result.date))</title>\n"
        out += "<style>\n\(HTMLStyle.stylesheet)</style>\n</head>\n<body>\n"
        out += "<a class=\"skip\" href=\"#main\">Skip to content</a>\n"
        out += "<header class=\"top\">\n" + verdict(result)
        out += "<h1>\(HTMLEscaping.text(result.tool.name)) report</h1>\n"
        out += "<p>\(audited(result)) · \(HTMLEscaping.text(result.date))</p>\n</header>\n"
        out += "<nav class=\"toc\" aria-label=\"Sections\"><ul>"
        for section in sections { out += "<li><a href=\"#\(section.id)\">\(HTMLEscaping.text(section.title))</a></li>" }
        out += "</ul></nav>\n<main id=\"main\">\n"
        out += HTMLSummarySection.render(result, index: index, groups: groups)
        stream.append(out)
        if paletteFirst, let accessibility = result.accessibility {
            stream.append(HTMLAccessibilitySection.contrast(accessibility, groups: groups, options: options))
        }
        HTMLFindingsSection.write(result, index: index, options: options, to: &stream)
        if hasMatrix { HTMLMatrixSection.write(result, options: options, to: &stream) }
        if let accessibility = result.accessibility {
            if !paletteFirst { stream.append(HTMLAccessibilitySection.contrast(accessibility, groups: groups, options: options)) }
            stream.append(HTMLAccessibilitySection.sizes(accessibility))
        }
        out = inputs(result)
        out += "</main>\n<footer><p>Generated by \(HTMLEscaping.text(result.tool.name)) \(HTMLEscaping.text(result.tool.version))"
        out += " (ICU \(HTMLEscaping.text(result.tool.icuVersion))) on \(HTMLEscaping.text(result.date))."
        out += " Every finding, unabridged, is in the JSON report (lubaaudit.json).</p></footer>\n"
        out += "<script>\(script)</script>\n</body>\n</html>\n"
        stream.append(out)
    }

    /// What was audited, in the header: the palette (or theme) for a contrast run, the root otherwise.
    private static func audited(_ result: AuditResult) -> String {
        let inputs = result.inputs
        if !inputs.paletteFiles.isEmpty {
            return "Palette " + inputs.paletteFiles.map { "<code>\(u($0))</code>" }.joined(separator: " + ")
        }
        if inputs.tables.isEmpty, let theme = inputs.themeSource { return "Theme: " + u(theme) }
        return u(inputs.root)
    }

    // MARK: Verdict and inputs

    /// Pass or fail against `failOn`, in words and a symbol as well as color.
    package static func verdict(_ result: AuditResult, failing: Int? = nil) -> String {
        let count = failing ?? result.findings.reduce(0) { result.fails($1) ? $0 + 1 : $0 }
        if count > 0 {
            return "<p class=\"verdict fail\">✗ FAILED: \(count) finding\(count == 1 ? "" : "s") at or above \(result.failOnWord)</p>\n"
        }
        if result.failOn == nil { return "<p class=\"verdict pass\">✓ PASSED: nothing fails this run (fail on: never)</p>\n" }
        return "<p class=\"verdict pass\">✓ PASSED: no finding at or above \(result.failOnWord)</p>\n"
    }

    private static func inputs(_ result: AuditResult) -> String {
        let inputs = result.inputs
        var out = "<section id=\"inputs\" aria-labelledby=\"inputs-h\">\n<h2 id=\"inputs-h\">Inputs</h2>\n"
        if !inputs.notes.isEmpty {
            out += "<ul>" + inputs.notes.map { "<li>\(u($0))</li>" }.joined() + "</ul>\n"
        }
        if inputs.tables.isEmpty {
            out += "<p class=\"muted\">No localization tables were read.</p>\n"
        } else {
            let files = Set(inputs.tables.map(\.path)).count
            out += "<details><summary>\(inputs.tables.count) locale table\(inputs.tables.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")</summary>\n"
            out += "<div class=\"scroll\"><table>\n<thead><tr><th scope=\"col\">Path</th><th scope=\"col\">Locale</th><th scope=\"col\">Table</th>"
            out += "<th scope=\"col\">Format</th><th scope=\"col\" class=\"num\">Entries</th><th scope=\"col\" class=\"num\">Bytes</th></tr></thead>\n<tbody>\n"
            for table in inputs.tables.prefix(5_000) {
                out += "<tr><th scope=\"row\"><code>\(u(table.path))</code></th><td>\(u(table.locale))</td><td>\(u(table.name))</td>"
                out += "<td>\(table.format.rawValue)</td><td class=\"num\">\(table.entryCount)</td><td class=\"num\">\(table.byteCount)</td></tr>\n"
            }
            out += "</tbody></table></div>\n"
            if inputs.tables.count > 5_000 { out += "<p class=\"note\">\(inputs.tables.count - 5_000) more tables in the JSON report.</p>\n" }
            out += "</details>\n"
        }
        if !inputs.registryFiles.isEmpty {
            out += "<h3>Key registry</h3>\n<ul>" + inputs.registryFiles.prefix(5_000).map { "<li><code>\(u($0))</code></li>" }.joined() + "</ul>\n"
        }
        out += "</section>\n"
        return out
    }

    // MARK: Shared pieces

    /// Untrusted text as isolated, escaped element content.
    package static func u(_ text: String) -> String { "<bdi>" + HTMLEscaping.text(text) + "</bdi>" }

    /// Untrusted text with whitespace and invisible characters made visible.
    package static func uv(_ text: String) -> String { "<bdi>" + HTMLEscaping.visible(text) + "</bdi>" }

    package static func fact(_ name: String, _ value: String, code: Bool = false) -> String {
        let shown = code ? "<code>\(u(value))</code>" : u(value)
        return "<dt>\(HTMLEscaping.text(name))</dt><dd>\(shown)</dd>\n"
    }

    /// A link when the URL is plain http(s), the title as text otherwise (no `javascript:`).
    package static func link(_ reference: Reference) -> String {
        let title = reference.title.isEmpty ? reference.url : reference.title
        guard let url = SARIFPaths.webURL(reference.url) else { return u(title) }
        return "<a href=\"\(HTMLEscaping.attribute(url))\" rel=\"noopener noreferrer\">\(u(title))</a>"
    }

    /// The color when it is exactly `#RRGGBB` or `#RRGGBBAA`, so only validated text reaches a
    /// `style` attribute.
    package static func cssColor(_ hex: String) -> String? {
        let bytes = Array(hex.utf8)
        guard bytes.count == 7 || bytes.count == 9, bytes.first == UInt8(ascii: "#") else { return nil }
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): continue
            default: return nil
            }
        }
        return hex
    }

    /// An id that is safe in any attribute and URL fragment: a prefix and a hash of `identity`,
    /// with "-2", "-3" … for repeats in the order they are rendered.
    package static func anchor(_ prefix: String, _ identity: String, used: inout Set<String>) -> String {
        anchor(prefix, digest: ReportDigest.hex(identity, length: 16), used: &used)
    }

    /// The same from the identity's hex digest (a finding's fingerprint): its first 16 digits.
    package static func anchor(_ prefix: String, digest: String, used: inout Set<String>) -> String {
        used.claim(prefix + "-" + String(digest.prefix(16)), separator: "-")
    }
}
