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
/// What an XcodeGen spec (`project.yml`) says about locale folders: the `.lproj` folders its
/// sources' `excludes` leave out of the build, and the other specs it `include`s. Read with a
/// small line reader that knows just the YAML real specs use for these keys (block and flow
/// lists, quoted or plain items, comments), not YAML as a whole: an unusual spelling yields
/// nothing, so the audit then audits the folder, as it did before reading the spec.
package struct XcodeGenSpec: Sendable, Equatable {
    /// Locales whose `.lproj` folder an `excludes` entry names (`"**/qqq.lproj"`, `Res/igl.lproj/**`).
    package var excludedLocales: [String] = []
    /// The `include` entries, as written (paths relative to the spec).
    package var includes: [String] = []
    /// `options: developmentLanguage:`, the development region of the project it generates.
    package var developmentLanguage: String?

    package init(excludedLocales: [String] = [], includes: [String] = []) {
        self.excludedLocales = excludedLocales
        self.includes = includes
    }

    package init(text: String) {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map { Self.Line(Self.withoutComment($0)) }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let (key, value) = line.keyValue else { continue }
            if key == "developmentLanguage", developmentLanguage == nil {
                let name = String(Self.unquoted(value))
                if LocaleName.isPlain(name) { developmentLanguage = name }
                continue
            }
            guard key == "excludes" || key == "include" else { continue }
            var items: [Substring] = []
            if value.hasPrefix("[") {
                // A flow list, perhaps over several lines.
                var flow = value.dropFirst()
                while !flow.contains("]") && index < lines.count {
                    flow += " " + lines[index].content
                    index += 1
                }
                items = flow.prefix { $0 != "]" }.split(separator: ",").map { LocaleName.trimmed($0) }
            } else if value.isEmpty {
                // A block list: `- item` lines indented deeper than the key, or as deep (YAML allows both).
                while index < lines.count {
                    let next = lines[index]
                    if next.content.isEmpty { index += 1; continue }
                    guard next.indent >= line.indent, next.content.hasPrefix("- ") || next.content == "-" else { break }
                    guard next.indent > line.indent || !line.isListItem else { break }
                    items.append(LocaleName.trimmed(next.content.dropFirst()))
                    index += 1
                    // A list item's own nested keys (`- path: a.yml` then `relativePaths: false`).
                    while index < lines.count, lines[index].indent > next.indent || lines[index].content.isEmpty { index += 1 }
                }
            } else {
                items = [value]
            }
            for item in items {
                var text = item
                // `- path: App.yml` in `include`.
                if key == "include", let (itemKey, itemValue) = Line(text).keyValue {
                    guard itemKey == "path" else { continue }
                    text = itemValue
                }
                let plain = Self.unquoted(text)
                guard !plain.isEmpty else { continue }
                if key == "include" {
                    includes.append(String(plain))
                } else {
                    for component in plain.split(separator: "/") {
                        if let locale = LocaleName.lproj(component), !excludedLocales.contains(locale) { excludedLocales.append(locale) }
                    }
                }
            }
        }
    }

    /// One line: how deep it is indented, and what follows.
    package struct Line {
        package let indent: Int
        package let content: Substring

        package init(_ text: Substring) {
            let body = text.drop { $0 == " " || $0 == "\t" }
            indent = text.count - body.count
            content = LocaleName.trimmed(body)
        }

        package var isListItem: Bool { content.hasPrefix("- ") }

        /// `key: value` (also `- key: value`), the value trimmed; nil for anything else.
        package var keyValue: (key: Substring, value: Substring)? {
            var text = content
            if text.hasPrefix("- ") { text = LocaleName.trimmed(text.dropFirst(2)) }
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let key = XcodeGenSpec.unquoted(text[..<colon])
            let after = text[text.index(after: colon)...]
            // `key:value` is a plain scalar in YAML, not a mapping.
            guard !key.isEmpty, after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
            return (key, LocaleName.trimmed(after))
        }
    }

    /// The text before a `#` comment: one at the start of the line or after a blank, outside quotes.
    package static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && (previous == " " || previous == "\t") {
                return line[..<index]
            }
            previous = character
        }
        return line
    }

    /// `"**/qqq.lproj"` → `**/qqq.lproj`; plain text as it is.
    package static func unquoted(_ text: Substring) -> Substring {
        let trimmed = LocaleName.trimmed(text)
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            return trimmed.dropFirst().dropLast()
        }
        return trimmed
    }
}
