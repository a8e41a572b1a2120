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
import LubaAuditRuleContext
import LubaAuditLocalizationRules
import LubaAuditAccessibilityRules
import LubaAuditRules
/// Applies a run's `lubaaudit:` directives to its findings, once, after the config's
/// severities and before the baseline (as the baseline, by identity, a suppression silences
/// by place: a finding whose location falls in the entry or the lines a directive covers).
///
/// A silenced finding moves to `AuditResult.suppressed`: it stays counted and shown as
/// suppressed, never dropped. Each directive's rule ids are checked against the catalog
/// (`lubaaudit.invalid-suppression`, with the nearest id), and an id that silenced nothing,
/// of a rule that ran, is `lubaaudit.unused-suppression`, so stale suppressions surface.
package struct InSourceSuppressions {
    /// One directive with its ids resolved.
    private struct Resolved {
        var directive: SuppressionDirective
        /// Rule id (the current one) → position in `directive.rules`; invalid ids are left out.
        var rules: [String: Int]
        var used: Set<String> = []
    }

    /// Where a Swift file's directives put one rule: regions of lines, and single lines.
    private struct SwiftLines {
        var regions: [(start: Int, end: Int?, directive: Int)] = []
        /// Line → the directive about that line alone, and whether it disables (else enables).
        var lines: [Int: (directive: Int, disables: Bool)] = [:]
    }

    private var resolved: [Resolved] = []
    private var problems: [(SuppressionProblem, Severity?)] = []
    private var entries: [String: [Int]] = [:]
    private var swift: [String: [String: SwiftLines]] = [:]
    /// The config's patterns that matched no file, and whether each is an `excluded` one.
    private var unmatchedPatterns: [(entry: PathFilter.Entry, excluded: Bool)] = []

    package init(
        _ comments: SuppressionComments, unmatched: [PathFilter.Entry] = [], filter: PathFilter = PathFilter(),
        renamed: [String: String] = RuleIDCheck.renamed
    ) {
        unmatchedPatterns = unmatched.map { ($0, filter.excluded.contains($0)) }
        var seenDirectives = Set<SourceLocation>()
        var seenProblems = Set<SuppressionProblem>()
        // A Swift file may be read by more than one reader (the registry is a source file too).
        for problem in comments.problems where seenProblems.insert(problem).inserted { problems.append((problem, nil)) }
        let meta = Set(SuppressionRules.ids)
        for directive in comments.directives where seenDirectives.insert(directive.location).inserted {
            var ids: [String: Int] = [:]
            for (position, name) in directive.rules.enumerated() {
                if meta.contains(name.id) {
                    problems.append((SuppressionProblem(
                        "\(name.id) cannot be suppressed in source: set \"severity\": {\"\(name.id)\": \"off\"} in .lubaaudit.json instead",
                        at: name.location), nil))
                    continue
                }
                do {
                    let current = try RuleIDCheck.resolve(name.id, at: name.location, what: "a suppression", renamed: renamed)
                    if let deprecation = current.deprecation {
                        problems.append((SuppressionProblem(Self.stripLocation(deprecation, name.location), at: name.location), .warning))
                    }
                    if ids[current.id] == nil { ids[current.id] = position }
                } catch {
                    problems.append((SuppressionProblem(error.message, at: name.location), nil))
                }
            }
            resolved.append(Resolved(directive: directive, rules: ids))
        }
        resolved.sort { ($0.directive.location.file, $0.directive.location.line, $0.directive.location.column) < ($1.directive.location.file, $1.directive.location.line, $1.directive.location.column) }
        var open: [String: [String: (line: Int, directive: Int)]] = [:]
        for (number, item) in resolved.enumerated() {
            let directive = item.directive
            let file = directive.location.file
            let line = directive.location.line
            for rule in item.rules.keys {
                switch directive.scope {
                case .entry:
                    break
                case .region:
                    if directive.action == .disable {
                        if open[file, default: [:]][rule] == nil { open[file, default: [:]][rule] = (line, number) }
                    } else if let start = open[file]?[rule] {
                        swift[file, default: [:]][rule, default: SwiftLines()].regions.append((start.line, line, start.directive))
                        open[file]?[rule] = nil
                    }
                case .nextLine, .thisLine, .previousLine:
                    let target = directive.scope == .nextLine ? line + 1 : directive.scope == .thisLine ? line : line - 1
                    swift[file, default: [:]][rule, default: SwiftLines()].lines[target] = (number, directive.action == .disable)
                }
            }
            if directive.scope == .entry, let span = directive.span { entries[span.file, default: []].append(number) }
        }
        for (file, rules) in open {
            for (rule, start) in rules {
                swift[file, default: [:]][rule, default: SwiftLines()].regions.append((start.line, nil, start.directive))
            }
        }
    }

    package var isEmpty: Bool { resolved.isEmpty && problems.isEmpty && unmatchedPatterns.isEmpty }

    /// The directive that silences `finding`, if any.
    private func silencer(of finding: Finding) -> Int? {
        guard let location = finding.location else { return nil }
        if let candidates = entries[location.file] {
            for number in candidates where resolved[number].rules[finding.ruleID] != nil {
                if resolved[number].directive.span?.contains(location) ?? false { return number }
            }
        }
        guard let lines = swift[location.file]?[finding.ruleID] else { return nil }
        if let single = lines.lines[location.line] { return single.disables ? single.directive : nil }
        for region in lines.regions where region.start <= location.line && region.end.map({ location.line < $0 }) ?? true {
            return region.directive
        }
        return nil
    }

    /// Moves the silenced findings out of `findings`, adds the directives' own findings
    /// (severities from `config`; none of a meta rule the config turns off), and returns the
    /// silenced ones. `ran` is the rules that ran: an id of a rule that did not (another
    /// command's, or one the config turns off) is not called unused.
    package mutating func apply(to findings: inout [Finding], ran: Set<String>, config: AuditConfig) -> [SuppressedFinding] {
        guard !isEmpty else { return [] }
        var silencedBy = [Int?](repeating: nil, count: findings.count)
        var silenced = 0
        if !entries.isEmpty || !swift.isEmpty {
            for index in findings.indices {
                guard let number = silencer(of: findings[index]) else { continue }
                silencedBy[index] = number
                resolved[number].used.insert(findings[index].ruleID)
                silenced += 1
            }
        }
        var suppressed: [SuppressedFinding] = []
        if silenced > 0 {
            suppressed.reserveCapacity(silenced)
            var kept: [Finding] = []
            kept.reserveCapacity(findings.count - silenced)
            for (index, finding) in findings.enumerated() {
                if let number = silencedBy[index] {
                    let directive = resolved[number].directive
                    suppressed.append(SuppressedFinding(finding: finding, justification: directive.reason, directive: directive.location))
                } else {
                    kept.append(finding)
                }
            }
            findings = kept
        }
        findings += ownFindings(ran: ran, config: config)
        return suppressed
    }

    private func ownFindings(ran: Set<String>, config: AuditConfig) -> [Finding] {
        var out: [Finding] = []
        var occurrences: [String: Int] = [:]
        func subject(_ text: String, file: String) -> Subject {
            let identity = file + "\u{1F}" + text
            let occurrence = (occurrences[identity] ?? 0) + 1
            occurrences[identity] = occurrence
            return Subject(table: file, detail: occurrence == 1 ? text : "\(text) (\(occurrence))")
        }
        let invalid = InvalidSuppression().info
        if let severity = config.severity(for: invalid) {
            for (problem, own) in problems {
                out.append(Finding(
                    ruleID: invalid.id, severity: config.severities[invalid.id] ?? own ?? severity, message: problem.message,
                    subject: subject(problem.message, file: problem.location.file), location: problem.location,
                    fix: "correct the directive, or remove it"))
            }
        }
        let unused = UnusedSuppression().info
        guard let severity = config.severity(for: unused) else { return out }
        for (entry, excluded) in unmatchedPatterns {
            let key = excluded ? "excluded" : "included"
            out.append(Finding(
                ruleID: unused.id, severity: severity,
                message: "\"\(entry.glob.pattern)\" in \"\(key)\" matches no file the audit found: \(excluded ? "it excludes nothing" : "it includes nothing")",
                subject: subject("\(key) \(entry.glob.pattern)", file: entry.location.file), location: entry.location,
                fix: "remove the pattern, or correct it: patterns are relative to the config file's folder"))
        }
        for item in resolved where item.directive.action == .disable {
            for (rule, position) in item.rules.sorted(by: { $0.value < $1.value }) where ran.contains(rule) && !item.used.contains(rule) {
                let directive = item.directive
                let name = directive.rules[position]
                let place = directive.scope == .entry ? "in its entry"
                    : directive.scope == .region ? "in the lines it covers" : "on the line it names"
                var evidence = [Evidence("directive", Self.written(directive))]
                if let reason = directive.reason { evidence.append(Evidence("reason", reason)) }
                out.append(Finding(
                    ruleID: unused.id, severity: severity,
                    message: "this suppression of \(rule) silences nothing: the rule reports nothing \(place)",
                    subject: subject(rule, file: name.location.file), location: name.location, evidence: evidence,
                    fix: directive.rules.count > 1 ? "remove \(rule) from the directive" : "remove the directive"))
            }
        }
        return out
    }

    package static func written(_ directive: SuppressionDirective) -> String {
        var text = "lubaaudit:\(directive.action.rawValue)"
        if directive.scope != .entry && directive.scope != .region { text += ":\(directive.scope.rawValue)" }
        return text + " " + directive.rules.map(\.id).joined(separator: ", ")
    }

    /// A `RuleIDCheck` deprecation names its location first; the finding has its own.
    private static func stripLocation(_ message: String, _ location: SourceLocation) -> String {
        let prefix = "\(location): "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
