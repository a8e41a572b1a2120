@testable import LubaAuditModel
@testable import LubaAuditColor
@testable import LubaAuditICU
@testable import LubaAuditSwiftSource
@testable import LubaAuditStringTables
@testable import LubaAuditConfig
@testable import LubaAuditPlatform
@testable import LubaAuditTheme
@testable import LubaAuditDesignSystem
@testable import LubaAuditResult
@testable import LubaAuditRuleContext
@testable import LubaAuditLocalizationRules
@testable import LubaAuditAccessibilityRules
@testable import LubaAuditRules
@testable import LubaAuditEngine
@testable import LubaAuditReports
@testable import LubaAuditTranslators
import Foundation
import XCTest

/// Hostile strings planted in keys, values, comments, file names, color names and rule text.
/// If any of them were ever interpreted, it would set the title to "pwned" or create an element
/// with id "pwned" — both easy to detect in a browser's DOM.
package enum ReportPayload {
    package static let script = "<script>document.title='pwned';document.body.setAttribute('data-pwned','1')</script>"
    package static let attribute = "\"><b id=pwned onmouseover=alert(1)>x</b><img src=x onerror=\"document.title='pwned'\">"
    package static let singleQuote = "'><svg id=pwned onload=alert(1)>"
    package static let cdataBreak = "]]><pwned/>]]>&amp;"
    package static let bidi = "invoice\u{202E}fdp.exe"
    package static let controls = "nul\u{0}bell\u{7}esc\u{1B}del\u{7F}nonchar\u{FFFF}\u{FFFE}end"
    package static let styleBreak = "</style><style>body{display:none}</style>"
    package static let lineSeparator = "a\u{2028}b\u{2029}c"
    package static let all = [script, attribute, singleQuote, cdataBreak, bidi, controls, styleBreak, lineSeparator]
}

/// Audit results built in code, shaped like a LubaUI-style design system audit.
package enum ReportFixture {
    package static let tool = ToolInfo(version: "0.1.0", icuVersion: "72.1")

    package static let rules: [RuleDescription] = [
        rule("input.syntax", "File does not parse", .input, .error),
        rule("l10n.missing-translation", "Key missing in a locale", .localization, .error),
        rule("l10n.format-mismatch", "Format specifiers differ from the source", .localization, .error),
        rule("l10n.whitespace-parity", "Whitespace differs from the source", .localization, .warning),
        rule("l10n.identical-translation", "Translation identical to the source", .localization, .note),
        rule("icu.plural-categories", "Plural categories missing for the locale", .icu, .error),
        rule("a11y.contrast.text", "Text contrast below WCAG AA", .contrast, .error),
        rule("a11y.touch-target.minimum", "Touch target below the minimum", .touchTarget, .warning),
        rule("a11y.dynamic-type.clipping", "Text clips at large content sizes", .dynamicType, .warning),
    ]

    package static func rule(_ id: String, _ title: String, _ area: Area, _ severity: Severity) -> RuleDescription {
        RuleDescription(
            id: id, title: title, area: area, defaultSeverity: severity,
            summary: "Summary of \(title.lowercased()), written for the fixture.",
            reference: Reference("WCAG 2.2 Understanding", url: "https://www.w3.org/WAI/WCAG22/Understanding/"),
            triggering: [], nonTriggering: [])
    }

    package static let locales = ["en", "de", "fr", "ar", "ja"]
    package static let keys = ["luba.button.save", "luba.state.percent", "luba.greeting", "luba.error.network", "luba.title.settings"]

    package static func subject(_ key: String, _ locale: String, table: String = "Localizable") -> Subject {
        Subject(table: table, key: key, locale: locale)
    }

    package static func location(_ locale: String, _ line: Int, _ column: Int = 1, table: String = "Localizable") -> SourceLocation {
        SourceLocation(file: "Sources/LubaUI/Resources/\(locale).lproj/\(table).strings", line: line, column: column)
    }

    /// A realistic run: every area, passing and failing subjects, matrix and accessibility data.
    package static func realistic() -> AuditResult {
        var findings: [Finding] = [
            Finding(ruleID: "input.syntax", severity: .error, message: "Expected ';' after the value of \"luba.greeting\"",
                    subject: Subject(table: "Localizable", locale: "de", detail: "syntax"), location: location("de", 7, 24),
                    fix: "add the missing semicolon"),
            Finding(ruleID: "l10n.missing-translation", severity: .error, message: "\"luba.error.network\" has no translation in fr",
                    subject: subject("luba.error.network", "fr"), location: location("en", 12),
                    evidence: [Evidence("source", "Network unavailable. Try again.")], fix: "translate the key in fr.lproj/Localizable.strings"),
            Finding(ruleID: "l10n.format-mismatch", severity: .error, message: "\"luba.state.percent\" in de: specifiers %d, %@ differ from the source's %@, %d",
                    subject: subject("luba.state.percent", "de"), location: location("de", 4, 23), text: "%d von %@ erledigt",
                    evidence: [Evidence("source", "%@ of %d done")], fix: "use positional specifiers: %2$d von %1$@"),
            Finding(ruleID: "l10n.whitespace-parity", severity: .warning, message: "\"luba.greeting\" in de: trailing whitespace ␠ in the source, nothing here",
                    subject: subject("luba.greeting", "de"), location: location("de", 9, 20), text: "\tHallo,\u{A0}Welt\u{200B}\n",
                    evidence: [Evidence("source", "Hello, world ")], fix: "match the source's leading/trailing whitespace and line breaks"),
            Finding(ruleID: "l10n.identical-translation", severity: .note, message: "\"luba.button.save\" in ja is identical to the source",
                    subject: subject("luba.button.save", "ja"), location: location("ja", 2, 22), text: "OK"),
            Finding(ruleID: "icu.plural-categories", severity: .error, message: "\"luba.items.count\" in ar lacks the plural categories few, many",
                    subject: Subject(table: "Plurals", key: "luba.items.count", locale: "ar"),
                    location: SourceLocation(file: "Sources/LubaUI/Resources/ar.lproj/Plurals.stringsdict", line: 14, column: 13),
                    evidence: [Evidence("required", "zero, one, two, few, many, other"), Evidence("present", "zero, one, two, other")],
                    fix: "add <key>few</key> and <key>many</key> variants"),
            Finding(ruleID: "a11y.contrast.text", severity: .error, message: "textTertiary on surface is 4.35:1 in light mode; text needs 4.5:1",
                    subject: Subject(pair: "textTertiary on surface", appearance: "light"),
                    location: SourceLocation(file: "Sources/LubaUI/Theme/Colors.swift", line: 31, column: 9),
                    evidence: [Evidence("foreground", "textTertiary → gray500 → #7A7A7A"), Evidence("background", "surface → #F7F7F7")],
                    measured: 4.35, threshold: 4.5, fix: "use #6E6E6E (gray600) for textTertiary in light mode"),
            Finding(ruleID: "a11y.touch-target.minimum", severity: .warning, message: "buttonHeightSmall is 28 pt; Apple's HIG asks for 44 pt",
                    subject: Subject(token: "buttonHeightSmall"), location: SourceLocation(file: "Sources/LubaUI/Tokens/Spacing.swift", line: 18, column: 16),
                    measured: 28, threshold: 44, fix: "expand the hit area with contentShape or padding to 44 pt"),
            Finding(ruleID: "a11y.dynamic-type.clipping", severity: .warning, message: "caption clips inside a fixed 16 pt frame from AX3",
                    subject: Subject(role: "caption"), location: SourceLocation(file: "Sources/LubaUI/Typography/TextRoles.swift", line: 40, column: 5),
                    fix: "let the container grow with the text"),
        ]
        findings.sort { $0.severity > $1.severity }

        var audited = AuditedSubjects()
        for locale in locales.dropFirst() {
            audited.keyGroups.append(AuditedKeys(
                table: "Localizable", locale: locale, file: location(locale, 1).file,
                keys: keys.map { AuditedKeys.Key(key: $0, line: 1, column: 1) }))
        }
        for locale in ["de", "fr", "ar", "ja"] {
            audited.subjects.append(AuditedSubject(area: .icu, subject: Subject(table: "Plurals", key: "luba.items.count", locale: locale)))
        }
        for pair in ["textPrimary on surface", "textTertiary on surface", "onAccent on accent"] {
            for appearance in ["light", "dark"] {
                audited.subjects.append(AuditedSubject(area: .contrast, subject: Subject(pair: pair, appearance: appearance)))
            }
        }
        for token in ["buttonHeightSmall", "buttonHeight", "iconButtonSize"] {
            audited.subjects.append(AuditedSubject(area: .touchTarget, subject: Subject(token: token)))
        }
        for role in ["body", "caption", "headline"] {
            audited.subjects.append(AuditedSubject(area: .dynamicType, subject: Subject(role: role)))
        }

        let matrix = LocalizationMatrix(locales: locales, rows: [
            .init(table: "Localizable", key: "luba.button.save", source: "Save", cells: [.ok, .ok, .ok, .ok, .identical]),
            .init(table: "Localizable", key: "luba.state.percent", source: "%@ of %d done", cells: [.ok, .error, .ok, .ok, .ok]),
            .init(table: "Localizable", key: "luba.greeting", source: "Hello, world ", cells: [.ok, .warning, .ok, .empty, .ok]),
            .init(table: "Localizable", key: "luba.error.network", source: "Network unavailable. Try again.", cells: [.ok, .ok, .missing, .ok, .ok]),
            .init(table: "Localizable", key: "luba.title.settings", source: "Settings", cells: [.ok, .ok, .ok, .ok, .ok]),
        ])

        let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
        func scale(_ base: Double) -> [String: Double] {
            let factors = [0.82, 0.88, 0.94, 1, 1.12, 1.24, 1.35, 1.65, 2.0, 2.4, 2.8, 3.1]
            return Dictionary(uniqueKeysWithValues: zip(sizes, factors.map { ($0 * base).rounded() }))
        }
        let accessibility = AccessibilityReport(
            pairs: [
                ContrastMeasurement(foreground: "textPrimary", background: "surface", appearance: "light", foregroundHex: "#1A1A1A",
                                    backgroundHex: "#F7F7F7", effectiveForegroundHex: "#1A1A1A", effectiveBackgroundHex: "#F7F7F7",
                                    foregroundChain: "textPrimary → gray900 → #1A1A1A", backgroundChain: "surface → #F7F7F7", usage: "text",
                                    ratio: 16.1, required: 4.5, enhanced: 7, passes: true, worstSimulatedRatio: 15.8),
                ContrastMeasurement(foreground: "textPrimary", background: "surface", appearance: "dark", foregroundHex: "#F2F2F2",
                                    backgroundHex: "#121212", effectiveForegroundHex: "#F2F2F2", effectiveBackgroundHex: "#121212",
                                    foregroundChain: "textPrimary → gray50 → #F2F2F2", backgroundChain: "surface → #121212", usage: "text",
                                    ratio: 17.4, required: 4.5, enhanced: 7, passes: true, worstSimulatedRatio: 17.1),
                ContrastMeasurement(foreground: "textTertiary", background: "surface", appearance: "light", foregroundHex: "#7A7A7A",
                                    backgroundHex: "#F7F7F7", effectiveForegroundHex: "#7A7A7A", effectiveBackgroundHex: "#F7F7F7",
                                    foregroundChain: "textTertiary → gray500 → #7A7A7A", backgroundChain: "surface → #F7F7F7", usage: "text",
                                    ratio: 4.35, required: 4.5, enhanced: 7, passes: false, worstSimulatedRatio: 4.2,
                                    suggestedHex: "#6E6E6E", suggestedToken: "gray600", passesAsLargeFrom: "AX1"),
                ContrastMeasurement(foreground: "textTertiary", background: "surface", appearance: "dark", foregroundHex: "#8A8A8A99",
                                    backgroundHex: "#121212", effectiveForegroundHex: "#5C5C5C", effectiveBackgroundHex: "#121212",
                                    foregroundChain: "textTertiary → gray400 @ 60% → #8A8A8A99", backgroundChain: "surface → #121212", usage: "text",
                                    ratio: 2.9, required: 4.5, enhanced: 7, passes: false, suggestedHex: "#9E9E9E", suggestedToken: "gray300"),
                ContrastMeasurement(foreground: "onAccent", background: "accent", appearance: "light", foregroundHex: "#FFFFFF",
                                    backgroundHex: "#2D6BE4", effectiveForegroundHex: "#FFFFFF", effectiveBackgroundHex: "#2D6BE4",
                                    foregroundChain: "onAccent → white", backgroundChain: "accent → blue600 → #2D6BE4", usage: "large-text",
                                    ratio: 4.9, required: 3, enhanced: 4.5, passes: true, component: "LubaButton.primary"),
                ContrastMeasurement(foreground: "onAccent", background: "accent", appearance: "dark", foregroundHex: "#FFFFFF",
                                    backgroundHex: "#4C8DFF", effectiveForegroundHex: "#FFFFFF", effectiveBackgroundHex: "#4C8DFF",
                                    foregroundChain: "onAccent → white", backgroundChain: "accent → blue400 → #4C8DFF", usage: "large-text",
                                    ratio: 3.3, required: 3, enhanced: 4.5, passes: true, component: "LubaButton.primary"),
            ],
            heatMaps: [
                ContrastHeatMap(appearance: "light", foregrounds: ["textPrimary", "textSecondary", "textTertiary"],
                                backgrounds: ["surface", "surfaceRaised", "accentMuted"], ratios: [16.1, 15.2, 12.0, 7.9, 7.4, 5.9, 4.35, 4.1, 3.2],
                                usages: ["text", "text", "text"], thresholds: [4.5, 4.5, 4.5], enhancedThresholds: [7, 7, 7]),
                ContrastHeatMap(appearance: "dark", foregrounds: ["textPrimary", "textSecondary", "textTertiary"],
                                backgrounds: ["surface", "surfaceRaised", "accentMuted"], ratios: [17.4, 15.0, 11.1, 9.3, 8.0, 6.0, 2.9, 2.5, 2.1],
                                enhancedThresholds: [7, 7, 7]),
            ],
            paletteSimulations: [
                PaletteSimulation(appearance: "light", names: ["chart1", "chart2", "chart3", "chart4"], swatches: [
                    "normal": ["#2D6BE4", "#E4572E", "#17BEBB", "#FFC914"],
                    "protanopia": ["#4A6FE0", "#8F7F2A", "#9AB8BC", "#F2D21B"],
                    "deuteranopia": ["#4570E2", "#A08A33", "#A7B3B6", "#FFCF33"],
                    "tritanopia": ["#1F7F8C", "#E4505A", "#3AB3C2", "#FFB6C0"],
                ]),
            ],
            touchTargets: [
                TouchTargetMeasurement(token: "buttonHeightSmall", value: 28, location: SourceLocation(file: "Sources/LubaUI/Tokens/Spacing.swift", line: 18, column: 16),
                                       kind: "visual", meets: ["WCAG 2.5.8 AA (24)"]),
                TouchTargetMeasurement(token: "buttonHeight", value: 44, location: SourceLocation(file: "Sources/LubaUI/Tokens/Spacing.swift", line: 19, column: 16),
                                       kind: "visual", meets: ["WCAG 2.5.8 AA (24)", "WCAG 2.5.5 AAA (44)", "Apple HIG (44)"]),
                TouchTargetMeasurement(token: "iconButtonSize", value: 20, location: nil, kind: "minimum", meets: [], expandedBy: "contentShape(Rectangle()) to 44"),
            ],
            textRoles: [
                TextRoleScale(role: "body", textStyle: "body", weight: "regular", nominalSize: 17, sizes: scale(17)),
                TextRoleScale(role: "caption", textStyle: "caption1", weight: "regular", nominalSize: 12, sizes: scale(12), clipsFrom: "AX3"),
                TextRoleScale(role: "headline", textStyle: "headline", weight: "semibold", nominalSize: 17, sizes: scale(17)),
            ],
            contentSizes: sizes,
            palette: [
                PaletteSwatch(role: "textPrimary", appearance: "light", hex: "#1A1A1A", chain: "textPrimary → gray900 → #1A1A1A"),
                PaletteSwatch(role: "textPrimary", appearance: "dark", hex: "#F2F2F2", chain: "textPrimary → gray50 → #F2F2F2"),
                PaletteSwatch(role: "textTertiary", appearance: "light", hex: "#7A7A7A", chain: "textTertiary → gray500 → #7A7A7A"),
                PaletteSwatch(role: "textTertiary", appearance: "dark", hex: "#8A8A8A99", chain: "textTertiary → gray400 @ 60% → #8A8A8A99"),
                PaletteSwatch(role: "surface", appearance: "light", hex: "#F7F7F7", chain: "surface → #F7F7F7"),
                PaletteSwatch(role: "surface", appearance: "dark", hex: "#121212", chain: "surface → #121212", fromDefaultTheme: true),
            ])

        return AuditResult(
            tool: tool, date: "2025-11-30T14:05:09Z",
            inputs: AuditInputs(
                root: "/work/example/LubaUI",
                tables: locales.map { TableSummary(path: "Sources/LubaUI/Resources/\($0).lproj/Localizable.strings", locale: $0, name: "Localizable", format: .strings, entryCount: 5, byteCount: 412) },
                registryFiles: ["Sources/LubaUI/Localization/LubaStrings.swift"], locales: locales, sourceLocale: "en",
                themeSource: "built-in LubaUI default theme", notes: ["Found 5 locales under Sources/LubaUI/Resources"]),
            // The rules as they declare themselves, as the engine copies them into a result.
            rules: rules, describedRules: RuleCatalog.descriptions, findings: findings, baselineSuppressed: 2, failOn: .error, audited: audited,
            localizationMatrix: matrix, catalogStates: ["de": ["new": 1, "needs_review": 2, "translated": 40], "fr": ["stale": 3]],
            accessibility: accessibility, paths: PathBase(currentDirectory: "/work/example/LubaUI"))
    }

    /// The realistic run plus payloads in every kind of untrusted text.
    package static func hostile() -> AuditResult {
        var result = realistic()
        let payloadRule = RuleDescription(
            id: "l10n.payload", title: "Title " + ReportPayload.script, area: .localization, defaultSeverity: .error,
            summary: "Summary " + ReportPayload.attribute, reference: Reference(ReportPayload.singleQuote, url: "javascript:alert(document.domain)"),
            triggering: [], nonTriggering: [])
        result.rules.append(payloadRule)
        for (position, payload) in ReportPayload.all.enumerated() {
            let locale = position % 2 == 0 ? "de" : "ar"
            let table = "Local" + payload
            result.findings.append(Finding(
                ruleID: "l10n.payload", severity: position % 3 == 0 ? .warning : .error,
                message: "message " + payload, subject: Subject(table: table, key: "key." + payload, locale: locale),
                location: SourceLocation(file: "Sources/\(locale).lproj/\(payload).strings", line: 3 + position, column: 7),
                text: "value " + payload, evidence: [Evidence("comment " + payload, "comment " + payload)],
                fix: "fix " + payload, related: [SourceLocation(file: "en.lproj/" + payload, line: 1, column: 1)]))
            result.audited.keyGroups.append(AuditedKeys(
                table: table, locale: locale, file: "Sources/\(locale).lproj/\(payload).strings",
                keys: [AuditedKeys.Key(key: "key." + payload, line: 3 + position, column: 7)]))
        }
        result.localizationMatrix?.rows.append(.init(table: ReportPayload.attribute, key: ReportPayload.script, source: ReportPayload.bidi, cells: [.ok, .missing, .empty, .error, .identical]))
        result.catalogStates[ReportPayload.singleQuote] = [ReportPayload.script: 1]
        result.accessibility?.pairs.append(ContrastMeasurement(
            foreground: ReportPayload.script, background: ReportPayload.attribute, appearance: "light",
            foregroundHex: "red;background:url(https://example.invalid/x)", backgroundHex: "#FFFFFF",
            effectiveForegroundHex: "#000000\" onmouseover=\"alert(1)", effectiveBackgroundHex: "#FFFFFF",
            foregroundChain: ReportPayload.bidi, backgroundChain: ReportPayload.cdataBreak, usage: ReportPayload.singleQuote,
            ratio: .nan, required: 4.5, enhanced: nil, passes: false, suggestedHex: "</style><script>alert(1)</script>",
            suggestedToken: ReportPayload.controls, component: ReportPayload.styleBreak))
        result.accessibility?.palette.append(PaletteSwatch(
            role: ReportPayload.script, appearance: ReportPayload.attribute, hex: "#000000\" onmouseover=\"alert(1)",
            chain: ReportPayload.bidi + ReportPayload.cdataBreak))
        result.accessibility?.heatMaps.append(ContrastHeatMap(
            appearance: ReportPayload.singleQuote, foregrounds: [ReportPayload.script], backgrounds: [ReportPayload.attribute],
            ratios: [.nan], usages: [ReportPayload.styleBreak], thresholds: [.infinity]))
        result.accessibility?.touchTargets.append(TouchTargetMeasurement(
            token: ReportPayload.script, value: .infinity, location: SourceLocation(file: ReportPayload.attribute, line: 1, column: 1),
            kind: ReportPayload.singleQuote, meets: [ReportPayload.bidi], expandedBy: ReportPayload.cdataBreak))
        result.accessibility?.textRoles.append(TextRoleScale(
            role: ReportPayload.script, textStyle: ReportPayload.attribute, weight: ReportPayload.controls, nominalSize: 12,
            sizes: ["AX1": 20], clipsFrom: ReportPayload.bidi))
        result.inputs.notes.append("note " + ReportPayload.script)
        result.inputs.tables.append(TableSummary(path: ReportPayload.attribute, locale: ReportPayload.bidi, name: ReportPayload.script, format: .strings, entryCount: 1, byteCount: 1))
        result.findings.sort { $0.severity > $1.severity }
        return result
    }

    /// A run with `count` findings of one rule, for the size caps and timings.
    package static func large(findings count: Int) -> AuditResult {
        var result = realistic()
        result.findings = (0..<count).map { index in
            Finding(ruleID: "l10n.missing-translation", severity: .error, message: "\"key.\(index)\" has no translation in de",
                    subject: subject("key.\(index)", "de"), location: location("en", index + 1),
                    evidence: [Evidence("source", "Source text \(index)")], fix: "translate it")
        }
        result.localizationMatrix = LocalizationMatrix(locales: ["en", "de"], rows: (0..<count).map {
            .init(table: "Localizable", key: "key.\($0)", source: "Source text \($0)", cells: [.ok, $0 % 2 == 0 ? .missing : .ok])
        })
        return result
    }
}

/// Runs the external validators (xmllint, python, chromium) the report tests use.
package enum ExternalTool {
    package struct Run {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// The repository's sibling `shared/` directory (schemas), located from this file.
    package static var sharedDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    }

    package static func schema(_ name: String) throws -> String {
        let path = sharedDirectory.appendingPathComponent("schemas").appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("schema \(name) absent: expected at \(path) (the shared/ directory beside the repository)")
        }
        return path
    }

    package static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    package static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 180) throws -> Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lubaaudit-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("stdout"), err = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("\(executable) timed out after \(timeout) s")
        }
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                   stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    /// The venv python with junitparser and jsonschema, installed by Scripts/ensure-python-tools.sh.
    package static func python() throws -> String {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Scripts/ensure-python-tools.sh").path
        guard let bash = find("bash") else { throw XCTSkip("bash not found: cannot run ensure-python-tools.sh") }
        let run = try run(bash, [script], timeout: 300)
        guard run.status == 0 else {
            throw XCTSkip("python validators unavailable (ensure-python-tools.sh exited \(run.status)): \(run.stderr)")
        }
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs a python snippet with arguments; fails the test with its output when it exits non-zero.
    @discardableResult
    package static func python(_ code: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let interpreter = try python()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lubaaudit-\(UUID().uuidString).py")
        try code.write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        let run = try run(interpreter, [path.path] + arguments)
        XCTAssertEqual(run.status, 0, "python failed:\n\(run.stdout)\n\(run.stderr)", file: file, line: line)
        return run
    }

    /// Writes `contents` to a fresh directory that is removed when `test` ends.
    package static func temporaryFile(_ name: String, contents: String, for test: XCTestCase) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lubaaudit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
