import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Literals a text API receives through a choice: `isOn ? "On" : "Off"` and `label ?? "Toggle"`.
extension ViewFileScan {
    /// Records the literals of a ternary or a nil-coalescing default at the argument's top
    /// level; false when the argument is neither. Literals on every branch of a ternary make it
    /// a `LocalizedStringKey` (SwiftUI's non-generic initializer wins), each looked up as written;
    /// beside any other value (`name ?? "Guest"`, `flag ? title : "Untitled"`) a literal is a
    /// `String`, shown as written.
    package mutating func choiceLiterals(_ tokens: Range<Int>, open: Int, api: String, bundle: String?, table: String?) -> Bool {
        let top = tokens.filter { index.parent[$0] == open }
        var branches: [Range<Int>] = []
        var remaining = tokens
        // `a ? "x" : b ? "y" : "z"`: the else branch may choose again.
        while let question = top.first(where: { remaining.contains($0) && isTernaryQuestion($0) }),
              let colon = top.first(where: { $0 > question && remaining.contains($0) && index.isCode($0, ":") }) {
            branches.append((question &+ 1)..<colon)
            remaining = (colon &+ 1)..<remaining.upperBound
        }
        branches.append(remaining)
        // A branch's literal: the branch itself, or the default after its `??` (`name ?? "Guest"`).
        var literals: [(at: Int, isBranch: Bool)] = []
        // The values beside the literals: their declared type, when this file declares it, decides
        // what the literals become (`titleKey ?? "Untitled"` with a `LocalizedStringKey?` is a key).
        var besides: [String?] = []
        for branch in branches {
            if branch.count == 1, index.tokens[branch.lowerBound].kind == .stringLiteral {
                literals.append((branch.lowerBound, true))
            } else if let coalescing = top.last(where: { branch.contains($0) && index.isCode($0, "??") }),
                      coalescing &+ 2 == branch.upperBound, index.tokens[coalescing &+ 1].kind == .stringLiteral {
                literals.append((coalescing &+ 1, false))
                besides.append(declaredType(branch.lowerBound..<coalescing))
            } else {
                besides.append(declaredType(branch))
            }
        }
        guard !literals.isEmpty, branches.count > 1 || literals.contains(where: { !$0.isBranch }) else { return false }
        if besides.contains(where: { $0 != nil && $0 != "String" && $0 != "LocalizedStringKey" }) { return true }
        let allLiterals = besides.allSatisfy { $0 == "LocalizedStringKey" }
        for literal in literals {
            if allLiterals {
                append(literal.at, form: .localizedKey, api: api, bundle: bundle, table: table, via: nil)
            } else {
                append(literal.at, form: .stringValue, api: api, bundle: nil, table: nil, via: expression(tokens))
            }
        }
        return true
    }

    /// The type this file declares for a value that is one name (`label`, `self.label`); nil when
    /// the value is anything else or its declaration is not here.
    private func declaredType(_ tokens: Range<Int>) -> String? {
        var name = tokens
        if name.count == 3, index.isCode(name.lowerBound, "self"), index.isCode(name.lowerBound &+ 1, ".") {
            name = (name.lowerBound &+ 2)..<name.upperBound
        }
        guard name.count == 1, index.tokens[name.lowerBound].kind == .identifier else { return nil }
        return declaredTypes[index.tokens[name.lowerBound].name]
    }

    /// The choice as written, for the message: `label ?? "Toggle"`.
    private func expression(_ tokens: Range<Int>) -> String {
        let text = index.text(tokens)
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    /// `?` as the ternary operator: spaced from what precedes it (`x?.y` and `x?` are optional chaining).
    private func isTernaryQuestion(_ position: Int) -> Bool {
        index.isCode(position, "?") && index.tokens[position].precededBySpace
    }

    private mutating func append(_ at: Int, form: TextSite.Form, api: String, bundle: String?, table: String?, via: String?) {
        guard let value = index.tokens[at].literal else { return }
        let interpolations = index.tokens[at].interpolations
        facts.texts.append(TextSite(
            form: form, api: api, literal: value, interpolations: interpolations,
            bareNumbers: form == .localizedKey
                ? interpolations.indices.filter { isBareNumber(interpolations[$0]) || isPercentage(value, interpolations[$0], at: $0) }
                : [],
            bundle: bundle, tableName: table, via: via, place: place(at)))
    }
}
