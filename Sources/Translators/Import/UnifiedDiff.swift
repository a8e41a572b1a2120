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
import LubaAuditEngine
import LubaAuditReports
/// A unified diff of two texts by line, as `diff -u` prints it, for `import --dry-run`. The
/// import only replaces lines and inserts new ones, so a greedy walk that resynchronises on the
/// nearest matching line finds the same hunks a full diff would.
package enum UnifiedDiff {
    package enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    package static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let ops = diff(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        var oldLine = 1
        var newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for op in ops {
            positions.append((oldLine, newLine))
            switch op {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        func isChange(_ op: Line) -> Bool { if case .same = op { return false } else { return true } }
        while index < ops.count {
            guard isChange(ops[index]) else { index += 1; continue }
            let start = max(0, index - context)
            var lastChange = index
            var scan = index
            while scan < ops.count {
                if isChange(ops[scan]) { lastChange = scan } else if scan - lastChange > context * 2 { break }
                scan += 1
            }
            let end = min(ops.count, lastChange + context + 1)
            let hunk = ops[start..<end]
            let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }.count
            let oldStart = oldCount == 0 ? positions[start].old - 1 : positions[start].old
            let newStart = newCount == 0 ? positions[start].new - 1 : positions[start].new
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            // Translations are untrusted: no terminal escape or bidi control reaches the terminal.
            for op in hunk {
                switch op {
                case .same(let text): out += " " + visible(text) + "\n"
                case .removed(let text): out += "-" + visible(text) + "\n"
                case .added(let text): out += "+" + visible(text) + "\n"
                }
            }
            index = end
        }
        return out
    }

    /// A line as the terminal may show it: tabs kept, a CR LF's CR dropped, every other control
    /// and bidi character written as an escape (as in every other text output).
    package static func visible(_ line: String) -> String {
        let trimmed = line.utf8.last == 0x0D ? String(decoding: line.utf8.dropLast(), as: UTF8.self) : line
        return trimmed.split(separator: "\t", omittingEmptySubsequences: false).map { TextReport.singleLine(String($0)) }.joined(separator: "\t")
    }

    package static func lines(_ text: String) -> [String] {
        // By bytes: "\r\n" is one Character, and a CR LF file must still split into lines.
        var result = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if result.last == "" { result.removeLast() }
        return result
    }

    package static func diff(_ a: [String], _ b: [String]) -> [Line] {
        var ops: [Line] = []
        var i = 0
        var j = 0
        let window = 200
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                ops.append(.same(a[i])); i += 1; j += 1
                continue
            }
            // The nearest resynchronisation: lines inserted in b, removed from a, or both replaced.
            var best: (removed: Int, added: Int)?
            search: for distance in 1...window {
                for removed in 0...distance {
                    let added = distance - removed
                    let ai = i + removed
                    let bj = j + added
                    if ai > a.count || bj > b.count { continue }
                    if (ai == a.count && bj == b.count) || (ai < a.count && bj < b.count && a[ai] == b[bj]) {
                        best = (removed, added)
                        break search
                    }
                }
            }
            let (removed, added) = best ?? (a.count - i, b.count - j)
            for k in 0..<removed { ops.append(.removed(a[i + k])) }
            for k in 0..<added { ops.append(.added(b[j + k])) }
            i += removed
            j += added
        }
        return ops
    }
}

extension UnifiedDiff.Line {
    package var text: String {
        switch self {
        case .same(let text), .removed(let text), .added(let text): return text
        }
    }
}
