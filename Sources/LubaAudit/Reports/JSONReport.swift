/// The whole audit result as JSON, for tools that post-process a run (dashboards, diffing two
/// runs, custom gates). The shape is versioned by `schemaVersion` and described by
/// docs/report-schema.json and docs/REPORT-JSON.md; keys are sorted so output is byte-stable.
public enum JSONReport {
    /// Bumped on any change that removes or retypes a field; adding fields keeps the version.
    /// 2: `audited` became `{keys, subjects}`, keys grouped by table, locale and file.
    public static let schemaVersion = 2

    /// Renders `result` as pretty-printed JSON with sorted keys and a final newline.
    public static func render(_ result: AuditResult) -> String {
        var stream = ReportStream()
        write(result, to: &stream)
        return stream.text
    }

    /// Streams the same text: the findings and audited keys are built one at a time as written.
    public static func write(_ result: AuditResult, to stream: inout ReportStream) {
        document(result).write(to: &stream)
    }

    private static func document(_ result: AuditResult) -> JSONOutput {
        let index = ReportIndex(result)
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
            ("summary", summary(result, index: index)),
            ("rules", .array(result.rules.map(rule))),
            ("findings", .generated(count: findings.count) { finding(findings[$0], index: index) }),
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
        ])
    }

    private static func summary(_ result: AuditResult, index: ReportIndex) -> JSONOutput {
        var bySeverity: [Severity: Int] = [:]
        var byArea: [Area: [Severity: Int]] = [:]
        for finding in result.findings {
            bySeverity[finding.severity, default: 0] &+= 1
            byArea[index.area(of: finding), default: [:]][finding.severity, default: 0] &+= 1
        }
        func counts(_ table: [Severity: Int]) -> JSONOutput {
            .object(Severity.allCases.map { ($0.rawValue, .int(table[$0] ?? 0)) })
        }
        return .object([
            ("failed", .bool(result.failed)),
            ("failOn", .string(result.failOn.rawValue)),
            ("findings", .int(result.findings.count)),
            ("bySeverity", counts(bySeverity)),
            ("byArea", .object(Area.allCases.map { ($0.rawValue, counts(byArea[$0] ?? [:])) })),
            ("baselineSuppressed", .int(result.baselineSuppressed)),
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

    private static func finding(_ finding: Finding, index: ReportIndex) -> JSONOutput {
        .object([
            ("ruleId", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("area", .string(index.area(of: finding).rawValue)),
            ("message", .string(finding.message)),
            ("subject", subject(finding.subject)),
            ("identity", .string(finding.identity)),
            ("fingerprint", .string(ReportIndex.fingerprint(finding))),
            ("location", finding.location.map(location) ?? .null),
            ("text", .optional(finding.text)),
            ("evidence", .array(finding.evidence.map { .object([("name", .string($0.name)), ("value", .string($0.value))]) })),
            ("measured", .optional(finding.measured)),
            ("threshold", .optional(finding.threshold)),
            ("fix", .optional(finding.fix)),
            ("related", .array(finding.related.map(location))),
        ])
    }

    /// Only the parts that are set: a subject is a bag of identifying fields.
    private static func subject(_ subject: Subject) -> JSONOutput {
        let parts: [(String, String?)] = [
            ("table", subject.table), ("key", subject.key), ("locale", subject.locale),
            ("pair", subject.pair), ("appearance", subject.appearance), ("token", subject.token),
            ("role", subject.role), ("component", subject.component), ("detail", subject.detail),
        ]
        return .object(parts.compactMap { name, value in value.map { (name, .string($0)) } })
    }

    private static func location(_ location: SourceLocation) -> JSONOutput {
        .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
    }

    private static func auditedSubject(_ audited: AuditedSubject) -> JSONOutput {
        .object([
            ("area", .string(audited.area.rawValue)),
            ("subject", subject(audited.subject)),
            ("identity", .string(audited.subject.identity)),
            ("location", audited.location.map(location) ?? .null),
        ])
    }

    /// One file's keys of one table and locale: each key as `[key, line, column]`.
    private static func auditedKeys(_ group: AuditedKeys) -> JSONOutput {
        let keys = group
        return .object([
            ("area", .string(group.area.rawValue)),
            ("file", .optional(group.file)),
            ("keys", .streamed { stream in
                stream.append(byte: UInt8(ascii: "["))
                for position in 0..<keys.count {
                    let key = keys[position]
                    stream.append(position == 0 ? "[" : ",[")
                    stream.writeJSONString(key.key)
                    stream.append(byte: UInt8(ascii: ","))
                    stream.append(decimal: key.line)
                    stream.append(byte: UInt8(ascii: ","))
                    stream.append(decimal: key.column)
                    stream.append(byte: UInt8(ascii: "]"))
                }
                stream.append(byte: UInt8(ascii: "]"))
            }),
            ("locale", .string(group.locale)),
            ("table", .string(group.table)),
        ])
    }

    private static func matrix(_ matrix: LocalizationMatrix) -> JSONOutput {
        let rows = matrix.rows
        return .object([
            ("locales", .strings(matrix.locales)),
            ("rows", .generated(count: rows.count) { position in
                let row = rows[position]
                return .object([
                    ("table", .string(row.table)),
                    ("key", .string(row.key)),
                    ("source", .optional(row.source)),
                    ("cells", .array(row.cells.map { .string($0.rawValue) })),
                ])
            }),
            ("completion", .object(completion(matrix).map { ($0.key, .double($0.value)) })),
        ])
    }

    /// Like `LocalizationMatrix.completion`, but safe on rows with fewer cells than locales
    /// (a malformed matrix must not crash a report).
    static func completion(_ matrix: LocalizationMatrix) -> [String: Double] {
        var result: [String: Double] = [:]
        guard !matrix.rows.isEmpty else { return result }
        for (position, locale) in matrix.locales.enumerated() {
            var done = 0
            for row in matrix.rows where position < row.cells.count {
                if row.cells[position] == .ok || row.cells[position] == .warning { done &+= 1 }
            }
            result[locale] = Double(done) / Double(matrix.rows.count)
        }
        return result
    }

    private static func accessibility(_ report: AccessibilityReport) -> JSONOutput {
        .object([
            ("pairs", .array(report.pairs.map(pair))),
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
            ("ratio", .double(pair.ratio)),
            ("required", .double(pair.required)),
            ("enhanced", .optional(pair.enhanced)),
            ("passes", .bool(pair.passes)),
            ("worstSimulatedRatio", .optional(pair.worstSimulatedRatio)),
            ("suggestedHex", .optional(pair.suggestedHex)),
            ("suggestedToken", .optional(pair.suggestedToken)),
            ("component", .optional(pair.component)),
            ("passesAsLargeFrom", .optional(pair.passesAsLargeFrom)),
        ])
    }
}
