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

/// Limits of the SARIF file. GitHub code scanning keeps at most 25,000 results of a run (and
/// shows 5,000), so more are left out, the least severe first, and the run says how many.
public struct SARIFReportOptions: Sendable, Hashable {
    public var maximumResults: Int

    public init(maximumResults: Int = 25_000) {
        self.maximumResults = maximumResults
    }
}

/// SARIF 2.1.0, the format code-scanning dashboards (GitHub, GitLab, Azure DevOps) ingest.
///
/// - URIs are relative to the project root (`PROJECTROOT` in `originalUriBaseIds`): GitHub
///   resolves them against the repository root and ignores `uriBaseId`.
/// - Each result's `partialFingerprints["lubaaudit/v1"]` hashes the rule id and subject
///   identity (never the line), so moving lines does not reopen an alert.
/// - Results come error → warning → note and are capped at `maximumResults`; a finding with no
///   file of its own is anchored to the palette or config that produced it, or left out when
///   there is none (GitHub rejects the whole upload for one result without a location). What
///   was left out is counted in the run's properties; `omitted(_:)` gives the CLI the numbers.
public enum SARIFReport {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key; bump the suffix if the hashed identity ever changes.
    public static let fingerprintKey = "lubaaudit/v1"
    /// The `originalUriBaseIds` entry every relative URI is resolved against.
    public static let rootBaseID = "PROJECTROOT"

    /// What a SARIF file of `result` leaves out: results past the cap, and findings without a
    /// file that have nothing to be anchored to.
    public struct Omitted: Sendable, Hashable {
        public var overLimit: Int
        public var withoutLocation: Int
        public var total: Int { overLimit + withoutLocation }
    }

    /// "1,200 results past GitHub's 25,000 per run and 3 without a file", for the CLI's line.
    public static func omittedText(_ omitted: Omitted, options: SARIFReportOptions = SARIFReportOptions()) -> String {
        var parts: [String] = []
        if omitted.overLimit > 0 {
            parts.append("\(omitted.overLimit) least severe result(s) past GitHub's limit of \(options.maximumResults) per run")
        }
        if omitted.withoutLocation > 0 {
            parts.append("\(omitted.withoutLocation) finding(s) with no file to point at (no palette or config file to anchor them to)")
        }
        return parts.joined(separator: " and ")
    }

    public static func omitted(_ result: AuditResult, options: SARIFReportOptions = SARIFReportOptions()) -> Omitted {
        plan(result, options: options).omitted
    }

    public static func render(_ result: AuditResult, options: SARIFReportOptions = SARIFReportOptions()) -> String {
        var stream = ReportStream()
        write(result, to: &stream, options: options)
        return stream.text
    }

    /// The positions of the findings that become results (already in error → warning → note
    /// order: findings are sorted by severity first), and what is left out.
    /// Suppressed findings follow, with `suppressions` (kind `inSource`), in the room the
    /// cap leaves: code scanning shows them as closed alerts, so the same fingerprint stays one
    /// alert whether it is silenced or not.
    private static func plan(_ result: AuditResult, options: SARIFReportOptions) -> (positions: [Int], suppressed: [Int], omitted: Omitted) {
        let anchored = result.inputs.anchorFile != nil
        var positions: [Int] = []
        var withoutLocation = 0
        for position in result.findings.indices {
            if result.findings[position].location == nil && !anchored {
                withoutLocation += 1
            } else {
                positions.append(position)
            }
        }
        let limit = max(0, options.maximumResults)
        var overLimit = max(0, positions.count - limit)
        if overLimit > 0 { positions.removeLast(overLimit) }
        var suppressed: [Int] = []
        for (position, item) in result.suppressed.enumerated() {
            if item.finding.location == nil && !anchored {
                withoutLocation += 1
            } else if positions.count + suppressed.count < limit {
                suppressed.append(position)
            } else {
                overLimit += 1
            }
        }
        return (positions, suppressed, Omitted(overLimit: overLimit, withoutLocation: withoutLocation))
    }

    /// Streams the report; results are built one at a time as they are written.
    public static func write(_ result: AuditResult, to stream: inout ReportStream, options: SARIFReportOptions = SARIFReportOptions()) {
        write(result, to: &stream, options: options, index: ReportIndex(result))
    }

    package static func write(_ result: AuditResult, to stream: inout ReportStream, options: SARIFReportOptions, index: ReportIndex) {
        var rules: [RuleDescription] = []
        var ruleIndex: [String: Int] = [:]
        for rule in result.rules where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = rules.count
            rules.append(rule)
        }
        // A finding whose rule the result does not describe still needs a valid ruleIndex.
        func describe(_ finding: Finding) {
            guard ruleIndex[finding.ruleID] == nil else { return }
            ruleIndex[finding.ruleID] = rules.count
            rules.append(RuleDescription(
                id: finding.ruleID, title: finding.ruleID, area: index.area(ofRule: finding.ruleID),
                defaultSeverity: finding.severity, summary: finding.ruleID, reference: Reference("", url: ""),
                triggering: [], nonTriggering: []))
        }
        for position in result.findings.indices { describe(result.findings[position]) }
        for position in result.suppressed.indices { describe(result.suppressed[position].finding) }
        let (positions, suppressedPositions, omitted) = plan(result, options: options)
        let uris = SARIFURIs(paths: result.paths)
        let anchor = result.inputs.anchorFile.map { SourceLocation(file: $0, line: 1, column: 1) }
        let findings = result.findings
        var runProperties: [(String, JSONOutput)] = [
            ("failOn", .string(result.failOnWord)),
            ("failed", .bool(result.failed)),
            ("baselineSuppressed", .int(result.baselineSuppressed)),
            ("date", .string(result.date)),
            ("findings", .int(result.tally.all.total)),
            ("suppressed", .int(result.suppressed.count)),
            ("resultsOmittedOverLimit", .int(omitted.overLimit)),
            ("resultsOmittedWithoutLocation", .int(omitted.withoutLocation)),
        ]
        if !result.inputs.unchecked.isEmpty { runProperties.append(("notChecked", .strings(result.inputs.unchecked))) }
        let run: JSONOutput = .object([
            ("tool", .object([("driver", .object([
                ("name", .string(result.tool.name)),
                ("version", .string(result.tool.version)),
                ("rules", .array(rules.map(descriptor))),
                ("properties", .object([("icuVersion", .string(result.tool.icuVersion))])),
            ]))])),
            ("automationDetails", .object([("id", .string("lubaaudit/\(result.inputs.command)/"))])),
            ("originalUriBaseIds", .object([(rootBaseID, .object([("uri", .string(SARIFPaths.fileURI(result.paths.projectRoot, directory: true)))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .generated(count: positions.count + suppressedPositions.count) { item in
                guard item >= positions.count else {
                    let position = positions[item]
                    return .streamed { stream in
                        let finding = findings[position]
                        writeResult(finding, fingerprint: index.fingerprints[position], subjectIdentity: index.subjectIdentities[position],
                                    ruleIndex: ruleIndex[finding.ruleID] ?? 0, area: index.area(of: finding), uris: uris,
                                    anchor: finding.location == nil ? anchor : nil, to: &stream)
                    }
                }
                let suppressed = result.suppressed[suppressedPositions[item - positions.count]]
                return .streamed { stream in
                    let finding = suppressed.finding
                    writeResult(finding, fingerprint: ReportIndex.fingerprint(finding), subjectIdentity: finding.subject.identity,
                                ruleIndex: ruleIndex[finding.ruleID] ?? 0,
                                area: index.area(of: finding), uris: uris, anchor: finding.location == nil ? anchor : nil,
                                suppression: suppressed, to: &stream)
                }
            }),
            ("invocations", .array([.object([("executionSuccessful", .bool(true))])])),
            ("properties", .object(runProperties)),
        ])
        let document: JSONOutput = .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        document.write(to: &stream)
    }

    /// SARIF's levels are the tool's own severity words.
    package static func level(_ severity: Severity) -> String { severity.rawValue }

    /// "l10n.missing-translation" → "L10nMissingTranslation": SARIF wants a readable identifier.
    package static func ruleName(_ id: String) -> String {
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
        if let url { helpText += "\n\nReference: \(title) (\(url))" }
        // The rule's reference page, examples included: code scanning shows it beside an alert.
        let helpMarkdown = RuleReference.page(rule)
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

    /// One result, written straight into the stream with its members in sorted order: a tree
    /// of values per result cost more than the writing.
    private static func writeResult(
        _ finding: Finding, fingerprint: String, subjectIdentity: String, ruleIndex: Int, area: Area, uris: SARIFURIs, anchor: SourceLocation?,
        suppression: SuppressedFinding? = nil, to stream: inout ReportStream
    ) {
        stream.append(byte: UInt8(ascii: "{"))
        stream.jsonKey("level", first: true)
        stream.writeJSONString(level(finding.severity))
        if let location = finding.location ?? anchor {
            stream.jsonKey("locations")
            stream.append("[{\"physicalLocation\": ")
            writePhysicalLocation(location, uris: uris, to: &stream)
            stream.append("}]")
        }
        stream.jsonKey("message")
        stream.append("{\"text\": ")
        var text = finding.message.isEmpty ? finding.ruleID : finding.message
        if let fix = finding.fix, !fix.isEmpty { text += " Fix: " + fix }
        stream.writeJSONString(text)
        stream.append(byte: UInt8(ascii: "}"))
        stream.jsonKey("partialFingerprints")
        stream.append("{\"lubaaudit/v1\": ")
        stream.writeJSONString(fingerprint)
        stream.append(byte: UInt8(ascii: "}"))
        stream.jsonKey("properties")
        stream.append(byte: UInt8(ascii: "{"))
        var first = true
        func key(_ name: StaticString) {
            stream.jsonKey(name, first: first)
            first = false
        }
        if finding.location == nil, anchor != nil {
            key("anchor")
            stream.writeJSONString("the palette or config that produced it: the finding has no line of its own")
        }
        key("area")
        stream.writeJSONString(area.rawValue)
        key("evidence")
        stream.append(byte: UInt8(ascii: "["))
        for (position, evidence) in finding.evidence.enumerated() {
            if position > 0 { stream.append(byte: UInt8(ascii: ",")) }
            stream.append("{\"name\": ")
            stream.writeJSONString(evidence.name)
            stream.append(",\"value\": ")
            stream.writeJSONString(evidence.value)
            stream.append(byte: UInt8(ascii: "}"))
        }
        stream.append(byte: UInt8(ascii: "]"))
        if let fix = finding.fix {
            key("fix")
            stream.writeJSONString(fix)
        }
        if let measured = finding.measured, measured.isFinite {
            key("measured")
            stream.writeJSONDouble(measured)
        }
        key("subject")
        stream.writeJSONString(subjectIdentity)
        if let value = finding.text {
            key("text")
            stream.writeJSONString(value)
        }
        if let threshold = finding.threshold, threshold.isFinite {
            key("threshold")
            stream.writeJSONDouble(threshold)
        }
        stream.append(byte: UInt8(ascii: "}"))
        if !finding.related.isEmpty {
            stream.jsonKey("relatedLocations")
            stream.append(byte: UInt8(ascii: "["))
            for (position, location) in finding.related.enumerated() {
                if position > 0 { stream.append(byte: UInt8(ascii: ",")) }
                stream.append("{\"id\": ")
                stream.append(decimal: position)
                stream.append(",\"physicalLocation\": ")
                writePhysicalLocation(location, uris: uris, to: &stream)
                stream.append(byte: UInt8(ascii: "}"))
            }
            stream.append(byte: UInt8(ascii: "]"))
        }
        stream.jsonKey("ruleId")
        stream.writeJSONString(finding.ruleID)
        stream.jsonKey("ruleIndex")
        stream.append(decimal: ruleIndex)
        if let suppression {
            stream.jsonKey("suppressions")
            stream.append("[{")
            if let justification = suppression.justification {
                stream.jsonKey("justification", first: true)
                stream.writeJSONString(justification)
                stream.jsonKey("kind")
            } else {
                stream.jsonKey("kind", first: true)
            }
            stream.writeJSONString("inSource")
            stream.jsonKey("location")
            stream.append("{\"physicalLocation\": ")
            writePhysicalLocation(suppression.directive, uris: uris, to: &stream)
            stream.append("}")
            stream.jsonKey("status")
            stream.writeJSONString("accepted")
            stream.append("}]")
        }
        stream.append(byte: UInt8(ascii: "}"))
    }

    private static func writePhysicalLocation(_ location: SourceLocation, uris: SARIFURIs, to stream: inout ReportStream) {
        stream.append("{\"artifactLocation\": ")
        stream.writeJSON(uris.artifactLocation(location.file), depth: 8)
        if location.line >= 1 {
            stream.append(",\"region\": {")
            if location.column >= 1 {
                stream.append("\"startColumn\": ")
                stream.append(decimal: location.column)
                stream.append(byte: UInt8(ascii: ","))
            }
            stream.append("\"startLine\": ")
            stream.append(decimal: location.line)
            stream.append(byte: UInt8(ascii: "}"))
        }
        stream.append(byte: UInt8(ascii: "}"))
    }
}

/// A location's file as SARIF names it: relative to the project root and percent-encoded,
/// or (for a file outside the project) an absolute `file://` URI, which code scanning cannot
/// show but a local viewer opens.
/// Worked out once per file: a large run has thousands of findings in each table.
package final class SARIFURIs {
    package let paths: PathBase
    private var known: [String: JSONOutput] = [:]

    package init(paths: PathBase) {
        self.paths = paths
    }

    package func artifactLocation(_ file: String) -> JSONOutput {
        if let done = known[file] { return done }
        let location: JSONOutput
        if let relative = paths.projectRelative(file) {
            location = .object([("uri", .string(SARIFPaths.percentEncoded(relative))), ("uriBaseId", .string(SARIFReport.rootBaseID))])
        } else {
            location = .object([("uri", .string(SARIFPaths.fileURI(paths.absolute(file), directory: false)))])
        }
        known[file] = location
        return location
    }
}

package enum SARIFPaths {
    /// "file:///abs/dir/" (a directory ends in `/`, as a base URI must) with each segment
    /// percent-encoded.
    package static func fileURI(_ absolutePath: String, directory: Bool) -> String {
        let encoded = percentEncoded(absolutePath)
        return "file://" + encoded + (directory && !encoded.hasSuffix("/") ? "/" : "")
    }

    /// RFC 3986: everything but unreserved characters and the `/` separator is %XX-encoded (UTF-8).
    package static func percentEncoded(_ path: String) -> String {
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
    package static func webURL(_ url: String) -> String? {
        let lower = url.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        guard url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && !"<>\"{}|\\^`".unicodeScalars.contains($0) }) else {
            return nil
        }
        guard url.count > (lower.hasPrefix("https://") ? 8 : 7) else { return nil }
        return url
    }
}
