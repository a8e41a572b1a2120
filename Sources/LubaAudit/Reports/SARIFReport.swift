#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SARIF 2.1.0, the format code-scanning dashboards (GitHub, GitLab, Azure DevOps) ingest.
/// Each finding becomes a result whose `partialFingerprints["lubaaudit/v1"]` hashes the rule id
/// and subject identity (never the line), so a finding keeps its identity when unrelated lines
/// move and dashboards do not reopen it.
public enum SARIFReport {
    /// Where the tool's documentation lives; shown by dashboards next to the tool name.
    public static let defaultInformationURI = "https://github.com/lubaaudit/lubaaudit"
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key; bump the suffix if the hashed identity ever changes.
    public static let fingerprintKey = "lubaaudit/v1"

    /// Renders `result`. Relative paths resolve against `SRCROOT`, the audited root made absolute
    /// against `currentDirectory` (the process's working directory by default).
    public static func render(
        _ result: AuditResult, informationURI: String = defaultInformationURI,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        var stream = ReportStream()
        write(result, to: &stream, informationURI: informationURI, currentDirectory: currentDirectory)
        return stream.text
    }

    /// Streams the same text; results are built one at a time as they are written.
    public static func write(
        _ result: AuditResult, to stream: inout ReportStream, informationURI: String = defaultInformationURI,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        let index = ReportIndex(result)
        var rules: [RuleDescription] = []
        var ruleIndex: [String: Int] = [:]
        for rule in result.rules where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = rules.count
            rules.append(rule)
        }
        // A finding whose rule the result does not describe still needs a valid ruleIndex.
        for finding in result.findings where ruleIndex[finding.ruleID] == nil {
            ruleIndex[finding.ruleID] = rules.count
            rules.append(RuleDescription(
                id: finding.ruleID, title: finding.ruleID, area: ReportIndex.area(forRuleID: finding.ruleID),
                defaultSeverity: finding.severity, summary: finding.ruleID, reference: Reference("", url: ""),
                triggering: [], nonTriggering: []))
        }
        let root = SARIFPaths.absoluteDirectory(result.inputs.root, currentDirectory: currentDirectory)
        let findings = result.findings
        let run: JSONOutput = .object([
            ("tool", .object([("driver", .object([
                ("name", .string(result.tool.name)),
                ("version", .string(result.tool.version)),
                ("informationUri", .string(informationURI)),
                ("rules", .array(rules.map(descriptor))),
                ("properties", .object([("icuVersion", .string(result.tool.icuVersion))])),
            ]))])),
            ("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string(SARIFPaths.fileURI(root)))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .generated(count: findings.count) { position in
                let finding = findings[position]
                return sarifResult(finding, ruleIndex: ruleIndex[finding.ruleID] ?? 0, area: index.area(of: finding), root: root,
                                   anchor: finding.location == nil ? anchor(for: finding, inputs: result.inputs) : nil)
            }),
            ("invocations", .array([.object([("executionSuccessful", .bool(true))])])),
            ("properties", .object([
                ("failOn", .string(result.failOn.rawValue)),
                ("failed", .bool(result.failed)),
                ("baselineSuppressed", .int(result.baselineSuppressed)),
                ("date", .string(result.date)),
            ])),
        ])
        let document: JSONOutput = .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        document.write(to: &stream)
    }

    /// SARIF's levels are the tool's own severity words.
    static func level(_ severity: Severity) -> String { severity.rawValue }

    /// "l10n.missing-translation" → "L10nMissingTranslation": SARIF wants a readable identifier.
    static func ruleName(_ id: String) -> String {
        var name = ""
        var upperNext = true
        for character in id {
            if character.isLetter || character.isNumber {
                name += upperNext ? character.uppercased() : String(character)
                upperNext = false
            } else {
                upperNext = true
            }
        }
        return name.isEmpty ? "Rule" : name
    }

    private static func descriptor(_ rule: RuleDescription) -> JSONOutput {
        let url = SARIFPaths.webURL(rule.reference.url)
        let title = rule.reference.title.isEmpty ? rule.reference.url : rule.reference.title
        var helpText = rule.summary
        var helpMarkdown = markdownEscaped(rule.summary)
        if let url {
            helpText += "\n\nReference: \(title) (\(url))"
            helpMarkdown += "\n\nReference: [\(markdownEscaped(title))](<\(url)>)"
        }
        var members: [(String, JSONOutput)] = [
            ("id", .string(rule.id)),
            ("name", .string(ruleName(rule.id))),
            ("shortDescription", .object([("text", .string(rule.title))])),
            ("fullDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(helpText)), ("markdown", .string(helpMarkdown))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ("properties", .object([("tags", .strings([rule.area.rawValue]))])),
        ]
        if let url { members.append(("helpUri", .string(url))) }
        return .object(members)
    }

    /// GitHub code scanning rejects a whole upload if any result lacks a location, so a finding
    /// without one (a theme color, a missing locale) is anchored at the nearest file that takes
    /// part: a related location, else the subject's table, else any table or registry file.
    /// Its properties say `"anchor": "nearest-input"` so nobody mistakes it for the exact place.
    static func anchor(for finding: Finding, inputs: AuditInputs) -> SourceLocation? {
        if let related = finding.related.first { return related }
        let subject = finding.subject
        let table = inputs.tables.first { $0.name == subject.table && $0.locale == subject.locale }
            ?? inputs.tables.first { $0.locale == subject.locale && subject.locale != nil }
            ?? inputs.tables.first { $0.locale == inputs.sourceLocale }
            ?? inputs.tables.first
        if let table { return SourceLocation(file: table.path, line: 1, column: 1) }
        if let registry = inputs.registryFiles.first { return SourceLocation(file: registry, line: 1, column: 1) }
        return nil
    }

    private static func sarifResult(_ finding: Finding, ruleIndex: Int, area: Area, root: String, anchor: SourceLocation?) -> JSONOutput {
        var text = finding.message.isEmpty ? finding.ruleID : finding.message
        if let fix = finding.fix, !fix.isEmpty { text += " Fix: " + fix }
        var members: [(String, JSONOutput)] = [
            ("ruleId", .string(finding.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(text))])),
            ("partialFingerprints", .object([(fingerprintKey, .string(ReportIndex.fingerprint(finding)))])),
        ]
        if let location = finding.location ?? anchor {
            members.append(("locations", .array([.object([("physicalLocation", physicalLocation(location, root: root))])])))
        }
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .array(finding.related.enumerated().map { position, location in
                .object([("id", .int(position)), ("physicalLocation", physicalLocation(location, root: root))])
            })))
        }
        var properties: [(String, JSONOutput)] = [
            ("area", .string(area.rawValue)),
            ("subject", .string(finding.subject.identity)),
            ("evidence", .array(finding.evidence.map { .object([("name", .string($0.name)), ("value", .string($0.value))]) })),
        ]
        if finding.location == nil, anchor != nil { properties.append(("anchor", .string("nearest-input"))) }
        if let value = finding.text { properties.append(("text", .string(value))) }
        if let fix = finding.fix { properties.append(("fix", .string(fix))) }
        if let measured = finding.measured, measured.isFinite { properties.append(("measured", .double(measured))) }
        if let threshold = finding.threshold, threshold.isFinite { properties.append(("threshold", .double(threshold))) }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    private static func physicalLocation(_ location: SourceLocation, root: String) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("artifactLocation", SARIFPaths.artifactLocation(location.file, root: root))]
        if location.line >= 1 {
            var region: [(String, JSONOutput)] = [("startLine", .int(location.line))]
            if location.column >= 1 { region.append(("startColumn", .int(location.column))) }
            members.append(("region", .object(region)))
        }
        return .object(members)
    }

    /// Markdown treats these as syntax; rule text is shown literally.
    private static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_{}[]()<>#+-.!|".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

/// Paths to URIs for SARIF: relative paths stay relative to `SRCROOT` and are percent-encoded
/// segment by segment; anything else becomes an absolute `file://` URI.
enum SARIFPaths {
    /// `path` made absolute against `currentDirectory`, with `.`/`..` resolved and a trailing slash.
    static func absoluteDirectory(_ path: String, currentDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." { if !segments.isEmpty { segments.removeLast() }; continue }
            segments.append(segment)
        }
        return "/" + segments.map(String.init).joined(separator: "/") + (segments.isEmpty ? "" : "/")
    }

    /// "file:///abs/dir/" with each segment percent-encoded.
    static func fileURI(_ absolutePath: String) -> String { "file://" + percentEncoded(absolutePath) }

    static func artifactLocation(_ file: String, root: String) -> JSONOutput {
        if file.hasPrefix("/") {
            if file.hasPrefix(root) {
                return .object([("uri", .string(percentEncoded(String(file.dropFirst(root.count))))), ("uriBaseId", .string("SRCROOT"))])
            }
            return .object([("uri", .string(fileURI(file)))])
        }
        var relative = Substring(file)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return .object([("uri", .string(percentEncoded(String(relative)))), ("uriBaseId", .string("SRCROOT"))])
    }

    /// RFC 3986: everything but unreserved characters and the `/` separator is %XX-encoded (UTF-8).
    static func percentEncoded(_ path: String) -> String {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The URL when it is an absolute http(s) URL without spaces or controls; nil otherwise, so
    /// a malformed reference never produces an invalid `helpUri` or a `javascript:` link.
    static func webURL(_ url: String) -> String? {
        let lower = url.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        guard url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && !"<>\"{}|\\^`".unicodeScalars.contains($0) }) else {
            return nil
        }
        guard url.count > (lower.hasPrefix("https://") ? 8 : 7) else { return nil }
        return url
    }
}
