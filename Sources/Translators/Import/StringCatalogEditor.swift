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
/// Writes translations into a String Catalog (`.xcstrings`) by splicing the original bytes: a
/// value replaces only its string token (and the unit's state becomes `translated`); what the
/// locale lacks is inserted as Xcode writes it (`"key" : value`, two-space indentation, members
/// in sorted order). A one-value import is a one-value diff.
package struct StringCatalogEditor {
    package struct Refusal: Error {
        package var reason: String
    }

    /// What to write under one key's localization.
    package indirect enum Pending {
        case object([String: Pending])
        /// `{ "state" : "translated", "value" : … }`
        case stringUnit(String)
        /// A JSON literal copied as is (`1`, `"lld"`).
        case literal(String)

        package mutating func set(_ path: ArraySlice<String>, _ leaf: Pending) {
            guard let first = path.first else {
                self = leaf
                return
            }
            guard case .object(var children) = self else { return }
            var child = children[first] ?? .object([:])
            child.set(path.dropFirst(), leaf)
            children[first] = child
            self = .object(children)
        }
    }

    /// One value to write: its path under `strings.<key>.localizations.<locale>`.
    package struct Assignment {
        package var key: String
        package var path: [String]
        package var leaf: Pending
    }

    package static func edit(_ bytes: [UInt8], locale: String, assignments: [Assignment]) throws(Refusal) -> [UInt8] {
        let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let text = Array(bytes[(hasBOM ? 3 : 0)...])
        let root: JSONSpan
        do {
            root = try JSONSpanReader.read(text)
        } catch {
            throw Refusal(reason: "the catalog does not read as JSON (\(error.reason))")
        }
        guard let strings = root.member("strings"), strings.members != nil else { throw Refusal(reason: "the catalog has no strings object") }
        var byKey: [String: Pending] = [:]
        for assignment in assignments {
            var pending = byKey[assignment.key] ?? .object([:])
            pending.set(["localizations", locale][...] + assignment.path, assignment.leaf)
            byKey[assignment.key] = pending
        }
        var editor = StringCatalogEditor(text: text, eol: ByteEdit.lineEnding(of: text))
        for (key, pending) in byKey.sorted(by: { $0.key < $1.key }) {
            guard let entry = strings.member(key), entry.members != nil else { throw Refusal(reason: "the catalog has no key \(key)") }
            try editor.merge(pending, into: entry)
        }
        return (hasBOM ? [0xEF, 0xBB, 0xBF] : []) + ByteEdit.apply(editor.edits, to: text)
    }

    private let text: [UInt8]
    private let eol: String
    private var edits: [ByteEdit] = []

    private init(text: [UInt8], eol: String) {
        self.text = text
        self.eol = eol
    }

    private mutating func merge(_ pending: Pending, into node: JSONSpan) throws(Refusal) {
        switch pending {
        case .literal: return
        case .stringUnit(let value):
            guard node.members != nil else { throw Refusal(reason: "a stringUnit is not an object") }
            try merge(.object(["state": .literal("\"translated\""), "value": .literal(Self.quoted(value))]), into: node, replacing: true)
        case .object:
            try merge(pending, into: node, replacing: false)
        }
    }

    /// Adds what `pending` holds to the object `node`; literals replace existing values only when `replacing`.
    private mutating func merge(_ pending: Pending, into node: JSONSpan, replacing: Bool) throws(Refusal) {
        guard case .object(let children) = pending, case .object(let members, let start, let end) = node else { return }
        var missing: [(String, Pending)] = []
        for (name, child) in children.sorted(by: { $0.key < $1.key }) {
            if let existing = members.last(where: { $0.key == name })?.value {
                switch child {
                case .literal(let literal):
                    if replacing && String(decoding: text[existing.start..<existing.end], as: UTF8.self) != literal {
                        edits.append(ByteEdit(offset: existing.start, length: existing.end - existing.start, literal))
                    }
                case .stringUnit, .object:
                    guard existing.members != nil else { throw Refusal(reason: "\(name) is not an object in the catalog") }
                    try merge(child, into: existing)
                }
            } else {
                missing.append((name, child))
            }
        }
        guard !missing.isEmpty else { return }
        let objectIndent = StringsDictEditor.indentation(text, before: lineStart(start))
        if members.isEmpty {
            let inner = objectIndent + "  "
            let body = missing.map { inner + Self.quoted($0.0) + " : " + render($0.1, indent: inner) }.joined(separator: "," + eol)
            edits.append(ByteEdit(offset: start, length: end - start, "{" + eol + body + eol + objectIndent + "}"))
            return
        }
        let memberIndent = StringsDictEditor.indentation(text, before: members[0].keyStart)
        for (name, child) in missing {
            let member = Self.quoted(name) + " : " + render(child, indent: memberIndent)
            if let next = members.first(where: { $0.key > name }) {
                edits.append(ByteEdit(offset: next.keyStart, member + "," + eol + memberIndent))
            } else {
                edits.append(ByteEdit(offset: members[members.count - 1].value.end, "," + eol + memberIndent + member))
            }
        }
    }

    /// The first non-blank byte of the line `offset` is on, so its indentation can be read.
    private func lineStart(_ offset: Int) -> Int {
        var start = offset
        while start > 0, text[start - 1] != 0x0A && text[start - 1] != 0x0D { start -= 1 }
        var first = start
        while first < offset, text[first] == 0x20 || text[first] == 0x09 { first += 1 }
        return first
    }

    /// A value as Xcode writes it, its members at `indent` plus two spaces.
    private func render(_ pending: Pending, indent: String) -> String {
        switch pending {
        case .literal(let literal): return literal
        case .stringUnit(let value):
            return render(.object(["state": .literal("\"translated\""), "value": .literal(Self.quoted(value))]), indent: indent)
        case .object(let children):
            let inner = indent + "  "
            let body = children.sorted { $0.key < $1.key }.map { inner + Self.quoted($0.key) + " : " + render($0.value, indent: inner) }
            return "{" + eol + body.joined(separator: "," + eol) + eol + indent + "}"
        }
    }

    package static func quoted(_ value: String) -> String { JSONStringLiteral.quoted(value) }
}
