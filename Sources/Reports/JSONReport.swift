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
/// The whole audit result as JSON, for tools that post-process a run (dashboards, diffing two
/// runs, custom gates). The shape is versioned by `schemaVersion` and described by
/// docs/report-schema.json and docs/REPORT-JSON.md; keys are sorted so output is byte-stable.
public enum JSONReport {
    /// Bumped on any change that removes or retypes a field; adding fields keeps the version.
    /// 2: `audited` became `{keys, subjects}`, keys grouped by table, locale and file.
    /// 3: the severity `info` is `note`; `audited.keys` groups give a `keyCount`, no key list; `failOn` may be `never`; locations open from the current
    /// directory; `localizationMatrix.completion` counts identical values as untranslated.
    public static let schemaVersion = 3

    /// Renders `result` as pretty-printed JSON with sorted keys and a final newline.
    public static func render(_ result: AuditResult) -> String {
        var stream = ReportStream()
        write(result, to: &stream)
        return stream.text
    }

    /// Streams the same text: the findings and audited keys are built one at a time as written.
    public static func write(_ result: AuditResult, to stream: inout ReportStream) {
        write(result, index: ReportIndex(result), to: &stream)
    }

    package static func write(_ result: AuditResult, index: ReportIndex, to stream: inout ReportStream) {
        document(result, index: index).write(to: &stream)
    }

    private static func document(_ result: AuditResult, index: ReportIndex) -> JSONOutput {
        let findings = result.findings
        let keyGroups = result.audited.keyGroups
        let subjects = result.audited.subjects
        let audited: JSONOutput = .object([
            ("keys", .generated(count: keyGroups.count) { auditedKeys(keyGroups[$0]) }),
            ("subjects", .generated(count: subjects.count) { auditedSubject(subjects[$0]) }),
        ])
        return .object([
            ("schemaVersion", .int(schemaVersion)),
            ("tool", .object([
                ("name", .string(result.tool.name)),
                ("version", .string(result.tool.version)),
                ("icuVersion", .string(result.tool.icuVersion)),
            ])),
            ("date", .string(result.date)),
            ("inputs", inputs(result.inputs)),
            ("summary", summary(result)),
            ("rules", .array(result.rules.map(rule))),
            ("findings", .generated(count: findings.count) { position in
                .streamed { stream in writeFinding(
                    findings[position], fingerprint: index.fingerprints[position], subjectIdentity: index.subjectIdentities[position],
                    index: index, to: &stream) }
            }),
            ("suppressed", .generated(count: result.suppressed.count) { position in
                .streamed { stream in
                    let item = result.suppressed[position]
                    writeFinding(item.finding, fingerprint: ReportIndex.fingerprint(item.finding), subjectIdentity: item.finding.subject.identity,
                                 index: index, suppression: item, to: &stream)
                }
            }),
            ("audited", audited),
            ("localizationMatrix", result.localizationMatrix.map(matrix) ?? .null),
            ("catalogStates", .object(result.catalogStates.map { locale, states in
                (locale, .object(states.map { ($0.key, .int($0.value)) }))
            })),
            ("accessibility", result.accessibility.map(accessibility) ?? .null),
        ])
    }

    private static func inputs(_ inputs: AuditInputs) -> JSONOutput {
        .object([
            ("root", .string(inputs.root)),
            ("tables", .array(inputs.tables.map { table in
                .object([
                    ("path", .string(table.path)),
                    ("locale", .string(table.locale)),
                    ("name", .string(table.name)),
                    ("format", .string(table.format.rawValue)),
                    ("entryCount", .int(table.entryCount)),
                    ("byteCount", .int(table.byteCount)),
                ])
            })),
            ("registryFiles", .strings(inputs.registryFiles)),
            ("locales", .strings(inputs.locales)),
            ("sourceLocale", .string(inputs.sourceLocale)),
            ("themeSource", .optional(inputs.themeSource)),
            ("notes", .strings(inputs.notes)),
            ("unchecked", .strings(inputs.unchecked)),
            ("command", .string(inputs.command)),
            ("configFile", .optional(inputs.configFile)),
            ("paletteFiles", .strings(inputs.paletteFiles)),
        ])
    }

    private static func summary(_ result: AuditResult) -> JSONOutput {
        let tally = result.tally
        func counts(_ counts: SeverityCounts) -> JSONOutput {
            .object(Severity.allCases.map { ($0.rawValue, .int(counts[$0])) })
        }
        return .object([
            ("failed", .bool(result.failed)),
            ("failOn", .string(result.failOnWord)),
            ("findings", .int(tally.all.total)),
            ("bySeverity", counts(tally.all)),
            ("byArea", .object(Area.allCases.map { ($0.rawValue, counts(tally.byArea[$0] ?? SeverityCounts())) })),
            ("baselineSuppressed", .int(result.baselineSuppressed)),
            ("suppressed", .int(result.suppressed.count)),
            ("audited", .int(result.audited.count)),
            ("rules", .int(result.rules.count)),
        ])
    }

    private static func rule(_ rule: RuleDescription) -> JSONOutput {
        .object([
            ("id", .string(rule.id)),
            ("title", .string(rule.title)),
            ("area", .string(rule.area.rawValue)),
            ("defaultSeverity", .string(rule.defaultSeverity.rawValue)),
            ("summary", .string(rule.summary)),
            ("reference", .object([("title", .string(rule.reference.title)), ("url", .string(rule.reference.url))])),
        ])
    }

    /// One finding, written straight into the stream (a run can have hundreds of thousands).
    /// A suppressed finding has the same fields and `suppression`: `{kind: "inSource",
    /// justification, location}` (the directive's), as SARIF's `suppressions` say it.
    private static func writeFinding(
        _ finding: Finding, fingerprint: String, subjectIdentity: String, index: ReportIndex, suppression: SuppressedFinding? = nil,
        to stream: inout ReportStream
    ) {
        func location(_ location: SourceLocation) {
            stream.append(byte: UInt8(ascii: "{"))
            stream.jsonKey("column", first: true)
            stream.append(decimal: location.column)
            stream.jsonKey("file")
            stream.writeJSONString(location.file)
            stream.jsonKey("line")
            stream.append(decimal: location.line)
            stream.append(byte: UInt8(ascii: "}"))
        }
        stream.append(byte: UInt8(ascii: "{"))
        stream.jsonKey("area", first: true)
        stream.writeJSONString(index.area(of: finding).rawValue)
        stream.jsonKey("evidence")
        stream.append(byte: UInt8(ascii: "["))
        for (position, evidence) in finding.evidence.enumerated() {
            if position > 0 { stream.append(byte: UInt8(ascii: ",")) }
            stream.append(byte: UInt8(ascii: "{"))
            stream.jsonKey("name", first: true)
            stream.writeJSONString(evidence.name)
            stream.jsonKey("value")
            stream.writeJSONString(evidence.value)
            stream.append(byte: UInt8(ascii: "}"))
        }
        stream.append(byte: UInt8(ascii: "]"))
        stream.jsonKey("fingerprint")
        stream.writeJSONString(fingerprint)
        stream.jsonKey("fix")
        stream.writeJSONOptional(finding.fix)
        stream.jsonKey("identity")
        stream.writeJSONString(Finding.identity(ruleID: finding.ruleID, subjectIdentity: subjectIdentity))
        stream.jsonKey("location")
        if let found = finding.location { location(found) } else { stream.append("null") }
        stream.jsonKey("measured")
        stream.writeJSONOptional(finding.measured)
        stream.jsonKey("message")
        stream.writeJSONString(finding.message)
        stream.jsonKey("related")
        stream.append(byte: UInt8(ascii: "["))
        for (position, related) in finding.related.enumerated() {
            if position > 0 { stream.append(byte: UInt8(ascii: ",")) }
            location(related)
        }
        stream.append(byte: UInt8(ascii: "]"))
        stream.jsonKey("ruleId")
        stream.writeJSONString(finding.ruleID)
        stream.jsonKey("severity")
        stream.writeJSONString(finding.severity.rawValue)
        stream.jsonKey("subject")
        writeSubject(finding.subject, to: &stream)
        if let suppression {
            stream.jsonKey("suppression")
            stream.append(byte: UInt8(ascii: "{"))
            stream.jsonKey("justification", first: true)
            stream.writeJSONOptional(suppression.justification)
            stream.jsonKey("kind")
            stream.writeJSONString("inSource")
            stream.jsonKey("location")
            location(suppression.directive)
            stream.append(byte: UInt8(ascii: "}"))
        }
        stream.jsonKey("text")
        stream.writeJSONOptional(finding.text)
        stream.jsonKey("threshold")
        stream.writeJSONOptional(finding.threshold)
        stream.append(byte: UInt8(ascii: "}"))
    }

    /// Only the parts that are set, in sorted key order: a subject is a bag of identifying
    /// fields. Written straight into the stream (once per finding, no value tree).
    private static func writeSubject(_ subject: Subject, to stream: inout ReportStream) {
        let parts: [(StaticString, String?)] = [
            ("appearance", subject.appearance), ("component", subject.component), ("detail", subject.detail),
            ("key", subject.key), ("locale", subject.locale), ("pair", subject.pair), ("role", subject.role),
            ("table", subject.table), ("token", subject.token),
        ]
        stream.append(byte: UInt8(ascii: "{"))
        var first = true
        for (name, value) in parts {
            guard let value else { continue }
            stream.jsonKey(name, first: first)
            stream.writeJSONString(value)
            first = false
        }
        stream.append(byte: UInt8(ascii: "}"))
    }

    private static func location(_ location: SourceLocation) -> JSONOutput {
        .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
    }

    private static func auditedSubject(_ audited: AuditedSubject) -> JSONOutput {
        .object([
            ("area", .string(audited.area.rawValue)),
            ("subject", .streamed { writeSubject(audited.subject, to: &$0) }),
            ("identity", .string(audited.subject.identity)),
            ("location", audited.location.map(location) ?? .null),
        ])
    }

    /// One file's keys of one table and locale, counted: the keys themselves are the matrix's
    /// rows, and listing them again for every locale was half of a large app's report.
    private static func auditedKeys(_ group: AuditedKeys) -> JSONOutput {
        .object([
            ("area", .string(group.area.rawValue)),
            ("file", .optional(group.file)),
            ("keyCount", .int(group.count)),
            ("locale", .string(group.locale)),
            ("table", .string(group.table)),
        ])
    }

    private static func matrix(_ matrix: LocalizationMatrix) -> JSONOutput {
        let rows = matrix.rows
        return .object([
            ("locales", .strings(matrix.locales)),
            ("rows", .generated(count: rows.count) { position in
                .streamed { stream in
                    let row = rows[position]
                    stream.append(byte: UInt8(ascii: "{"))
                    stream.jsonKey("cells", first: true)
                    stream.append(byte: UInt8(ascii: "["))
                    for (column, cell) in row.cells.enumerated() {
                        if column > 0 { stream.append(byte: UInt8(ascii: ",")) }
                        stream.writeJSONString(cell.rawValue)
                    }
                    stream.append(byte: UInt8(ascii: "]"))
                    stream.jsonKey("key")
                    stream.writeJSONString(row.key)
                    stream.jsonKey("source")
                    stream.writeJSONOptional(row.source)
                    stream.jsonKey("table")
                    stream.writeJSONString(row.table)
                    stream.append(byte: UInt8(ascii: "}"))
                }
            }),
            ("completion", .object(matrix.completion.map { ($0.key, .double($0.value)) })),
            ("completionCounts", .object(matrix.completionByLocale.map { locale, counts in
                (locale, .object([
                    ("expected", .int(counts.expected)), ("translated", .int(counts.translated)), ("missing", .int(counts.missing)),
                    ("empty", .int(counts.empty)), ("identical", .int(counts.identical)),
                ]))
            })),
        ])
    }

    private static func accessibility(_ report: AccessibilityReport) -> JSONOutput {
        .object([
            ("pairs", .array(report.pairs.map(pair))),
            ("paletteCoverage", report.paletteCoverage.map { coverage in
                .object([
                    ("colorTokens", .int(coverage.colorTokens)),
                    ("withRole", .int(coverage.withRole)),
                    ("primitives", .int(coverage.primitives)),
                    ("unusedPrimitives", .int(coverage.unusedPrimitives)),
                    ("pairs", .int(coverage.pairs)),
                    ("appearances", .strings(coverage.appearances)),
                ])
            } ?? .null),
            ("unpairedTokens", .array(report.unpairedTokens.map { token in
                .object([
                    ("path", .string(token.path)),
                    ("hex", .string(token.hex)),
                    ("reason", .string(token.reason)),
                    ("configLine", .string(token.configLine)),
                ])
            })),
            ("tokenFixes", .array(report.tokenFixes.map { fix in
                .object([
                    ("appearance", .string(fix.appearance)),
                    ("backgroundAlternatives", .array(fix.backgroundAlternatives.map { alternative in
                        .object([
                            ("background", .string(alternative.background)),
                            ("deltaL", .double(alternative.deltaL)),
                            ("suggestedHex", .string(alternative.suggestedHex)),
                        ])
                    })),
                    ("cannotFix", .strings(fix.cannotFix)),
                    ("currentHex", .string(fix.currentHex)),
                    ("deltaL", .double(fix.deltaL)),
                    ("fixes", .strings(fix.fixes)),
                    ("suggestedHex", .optional(fix.suggestedHex)),
                    ("token", .string(fix.token)),
                ])
            })),
            ("heatMaps", .array(report.heatMaps.map { map in
                .object([
                    ("appearance", .string(map.appearance)),
                    ("foregrounds", .strings(map.foregrounds)),
                    ("backgrounds", .strings(map.backgrounds)),
                    ("ratios", .array(map.ratios.map { .double($0) })),
                ])
            })),
            ("paletteSimulations", .array(report.paletteSimulations.map { simulation in
                .object([
                    ("appearance", .string(simulation.appearance)),
                    ("names", .strings(simulation.names)),
                    ("swatches", .object(simulation.swatches.map { ($0.key, .strings($0.value)) })),
                ])
            })),
            ("touchTargets", .array(report.touchTargets.map { target in
                .object([
                    ("token", .string(target.token)),
                    ("value", .double(target.value)),
                    ("location", target.location.map(location) ?? .null),
                    ("kind", .string(target.kind)),
                    ("meets", .strings(target.meets)),
                    ("expandedBy", .optional(target.expandedBy)),
                ])
            })),
            ("textRoles", .array(report.textRoles.map { role in
                .object([
                    ("role", .string(role.role)),
                    ("textStyle", .string(role.textStyle)),
                    ("weight", .string(role.weight)),
                    ("nominalSize", .double(role.nominalSize)),
                    ("sizes", .object(role.sizes.map { ($0.key, .double($0.value)) })),
                    ("clipsFrom", .optional(role.clipsFrom)),
                    ("location", role.location.map(location) ?? .null),
                ])
            })),
            ("contentSizes", .strings(report.contentSizes)),
        ])
    }

    private static func pair(_ pair: ContrastMeasurement) -> JSONOutput {
        .object([
            ("apcaLc", .optional(pair.apcaLc)),
            ("foreground", .string(pair.foreground)),
            ("background", .string(pair.background)),
            ("appearance", .string(pair.appearance)),
            ("foregroundHex", .string(pair.foregroundHex)),
            ("backgroundHex", .string(pair.backgroundHex)),
            ("effectiveForegroundHex", .string(pair.effectiveForegroundHex)),
            ("effectiveBackgroundHex", .string(pair.effectiveBackgroundHex)),
            ("foregroundChain", .string(pair.foregroundChain)),
            ("backgroundChain", .string(pair.backgroundChain)),
            ("usage", .string(pair.usage)),
            ("variant", .optional(pair.variant)),
            ("ratio", .double(pair.ratio)),
            ("required", .double(pair.required)),
            ("enhanced", .optional(pair.enhanced)),
            ("passes", .bool(pair.passes)),
            ("worstSimulatedRatio", .optional(pair.worstSimulatedRatio)),
            ("suggestedBackgroundHex", .optional(pair.suggestedBackgroundHex)),
            ("suggestedHex", .optional(pair.suggestedHex)),
            ("suggestedToken", .optional(pair.suggestedToken)),
            ("component", .optional(pair.component)),
            ("passesAsLargeFrom", .optional(pair.passesAsLargeFrom)),
        ])
    }
}
