/// The grammar of a directive, shared by every file kind (SwiftLint's, with lubaaudit's name):
///
///     lubaaudit:disable[:next|:this|:previous] rule-id[, rule-id …] [— reason | - reason]
///     lubaaudit:enable[:next|:this|:previous] rule-id[, rule-id …]
///
/// Ids are separated by commas or spaces. The reason follows a dash standing alone (` - `,
/// ` -- `, ` – `) or an em dash (`—`, spaces optional): ids themselves hold `-`. A directive
/// runs to the end of its line. `lubaaudit:` followed by a letter is taken as a directive
/// anywhere in a comment (after its text, too: a String Catalog comment is also the
/// translators'); a directive that cannot be read is a problem, never ignored.
public enum SuppressionSyntax {
    package static let marker: [UInt8] = Array("lubaaudit:".utf8)

    /// Whether `bytes` hold `lubaaudit:` at all: files without one (nearly all) cost one pass.
    public static func mentions(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count, length = marker.count
        guard count >= length else { return false }
        var index = 0
        while index <= count - length {
            if bytes[index] == UInt8(ascii: "l") {
                var offset = 1
                while offset < length && bytes[index + offset] == marker[offset] { offset += 1 }
                if offset == length { return true }
            }
            index += 1
        }
        return false
    }

    public static func mentions(_ text: String) -> Bool {
        text.withUTF8Bytes { mentions($0) }
    }

    /// Every directive in one comment's text (delimiters removed), `start` being where the
    /// text's first scalar stands in its file.
    /// With `jsonString`, `text` is a decoded JSON string that stands on one line of its file:
    /// a line break in it was written `\\n`, two columns, and ends a directive without
    /// starting a line. (Other escapes before a directive shift its column by what they save.)
    public static func directives(inComment text: String, at start: SourceLocation, jsonString: Bool = false) -> SuppressionComments {
        var found = SuppressionComments()
        guard mentions(text) else { return found }
        let scalars = Array(text.unicodeScalars)
        var line = start.line
        var column = start.column
        var index = 0
        var previous: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "l", !(previous.map(isWordScalar) ?? false), startsMarker(scalars, at: index) {
                var end = index
                while end < scalars.count && !isLineBreak(scalars[end]) { end += 1 }
                let location = SourceLocation(file: start.file, line: line, column: column)
                parse(scalars[index..<end], at: location, into: &found)
                column += end - index
                index = end
                previous = nil
                continue
            }
            if isLineBreak(scalar) && jsonString {
                column += 2
            } else if isLineBreak(scalar) {
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                line += 1
                column = 1
            } else {
                column += 1
            }
            previous = scalar
            index += 1
        }
        return found
    }

    /// The directives of a comment written before a table entry, turned to entry scope: only
    /// `disable` (or `disable:next`, read the same) has a meaning there.
    package static func forEntry(_ comments: SuppressionComments, span: SuppressionSpan) -> SuppressionComments {
        var result = SuppressionComments(problems: comments.problems)
        for var directive in comments.directives {
            guard directive.action == .disable, directive.scope == .region || directive.scope == .nextLine else {
                let written = "lubaaudit:\(directive.action.rawValue)" + (directive.scope == .region ? "" : ":\(directive.scope.rawValue)")
                result.problems.append(SuppressionProblem(
                    "\(written) has no meaning in a table: `lubaaudit:disable rule-id` before an entry silences the rule for that entry",
                    at: directive.location))
                continue
            }
            directive.scope = .entry
            directive.span = span
            result.directives.append(directive)
        }
        return result
    }

    // MARK: Parsing one directive

    private static func parse(_ text: ArraySlice<Unicode.Scalar>, at location: SourceLocation, into found: inout SuppressionComments) {
        var index = text.startIndex + marker.count
        func word() -> String {
            var out = ""
            while index < text.endIndex, text[index].properties.isAlphabetic || text[index] == "_" {
                out.unicodeScalars.append(text[index])
                index += 1
            }
            return out
        }
        func problem(_ message: String) {
            found.problems.append(SuppressionProblem(message, at: location))
        }
        let actionWord = word()
        guard let action = SuppressionDirective.Action(rawValue: actionWord) else {
            let hint = NearestName.nearest(to: actionWord, among: ["disable", "enable"]).map { " (did you mean \"lubaaudit:\($0)\"?)" } ?? ""
            problem("\"lubaaudit:\(actionWord)\" is not a directive\(hint): write lubaaudit:disable or lubaaudit:enable followed by rule ids")
            return
        }
        var scope = SuppressionDirective.Scope.region
        if index < text.endIndex, text[index] == ":" {
            index += 1
            let modifier = word()
            guard let named = SuppressionDirective.Scope(rawValue: modifier), named != .region, named != .entry else {
                problem("\"lubaaudit:\(actionWord):\(modifier)\" is not a directive: after lubaaudit:\(actionWord) write :next, :this, :previous or nothing")
                return
            }
            scope = named
        }
        guard index == text.endIndex || isSpace(text[index]) || text[index] == "," else {
            problem("lubaaudit:\(actionWord) must be followed by a space and the rule ids, found \"\(String(String.UnicodeScalarView(text[index...].prefix(12))))\"")
            return
        }
        var rules: [SuppressionDirective.RuleName] = []
        var reason: String?
        while index < text.endIndex {
            while index < text.endIndex, isSpace(text[index]) || text[index] == "," { index += 1 }
            guard index < text.endIndex else { break }
            let tokenStart = index
            while index < text.endIndex, !isSpace(text[index]), text[index] != "," { index += 1 }
            let token = String(String.UnicodeScalarView(text[tokenStart..<index]))
            if token == "-" || token == "--" || token == "–" || token.unicodeScalars.first == "—" {
                let rest = token.unicodeScalars.first == "—"
                    ? String(String.UnicodeScalarView(text[(tokenStart + 1)...]))
                    : String(String.UnicodeScalarView(text[index...]))
                let trimmed = trimmedText(rest)
                reason = trimmed.isEmpty ? nil : trimmed
                index = text.endIndex
                break
            }
            // An em dash right after an id ("brand—reason") ends the id.
            var id = token
            if let dash = token.unicodeScalars.firstIndex(of: "—") {
                id = String(token.unicodeScalars[..<dash])
                let offset = token.unicodeScalars.distance(from: token.unicodeScalars.startIndex, to: dash)
                let trimmed = trimmedText(String(String.UnicodeScalarView(text[(tokenStart + offset + 1)...])))
                reason = trimmed.isEmpty ? nil : trimmed
                index = text.endIndex
            }
            let idLocation = SourceLocation(file: location.file, line: location.line, column: location.column + (tokenStart - text.startIndex))
            guard id.unicodeScalars.allSatisfy(isIDScalar) else {
                problem("expected a rule id after lubaaudit:\(actionWord), found \"\(id)\" (a reason goes after \" — \" or \" - \")")
                return
            }
            rules.append(SuppressionDirective.RuleName(id, at: idLocation))
        }
        guard !rules.isEmpty else {
            problem("lubaaudit:\(actionWord) names no rule: write the rule ids it \(action == .disable ? "silences" : "turns back on") (`lubaaudit rules` lists them)")
            return
        }
        found.directives.append(SuppressionDirective(action: action, scope: scope, rules: rules, reason: reason, location: location))
    }

    private static func startsMarker(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + marker.count < scalars.count else { return false }
        for offset in 0..<marker.count where scalars[index + offset].value != UInt32(marker[offset]) { return false }
        // `lubaaudit:` in prose ("see lubaaudit: the tool") is not a directive; a letter after it is.
        return scalars[index + marker.count].properties.isAlphabetic
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == "-"
    }

    private static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "." || scalar == "-" || scalar == "_"
    }

    package static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{A0}"
    }

    private static func trimmedText(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, isSpace(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, isSpace(last) { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
