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
/// What a Swift package's manifest (`Package.swift`) says about locales, read as text (running
/// the manifest would run the project's code): its `defaultLocalization`, the development
/// language, and the `.lproj` folders a target's `exclude:` list leaves out of its resources.
package struct PackageManifestLocales: Sendable, Equatable {
    package var defaultLocalization: String?
    package var excludedLocales: [String] = []

    package init(defaultLocalization: String? = nil, excludedLocales: [String] = []) {
        self.defaultLocalization = defaultLocalization
        self.excludedLocales = excludedLocales
    }

    package init(text: String) {
        if let range = text.firstRange(of: "defaultLocalization:") {
            let literal = Self.stringLiterals(in: text[range.upperBound...].prefix { $0 != "," && $0 != ")" && $0 != "\n" })
            if let first = literal.first, LocaleName.isPlain(String(first)) { defaultLocalization = String(first) }
        }
        var search = text[...]
        while let range = search.firstRange(of: "exclude:") {
            // The list runs to its closing bracket; string literals inside it are paths.
            let rest = search[range.upperBound...]
            let list = rest.prefix { $0 != "]" }
            for path in Self.stringLiterals(in: list) {
                for component in path.split(separator: "/") {
                    if let locale = LocaleName.lproj(component), !excludedLocales.contains(locale) { excludedLocales.append(locale) }
                }
            }
            search = rest[list.endIndex...]
        }
    }

    /// The contents of the `"…"` literals in `text`, escapes left as written.
    package static func stringLiterals(in text: Substring) -> [Substring] {
        var literals: [Substring] = []
        var start: Substring.Index?
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if let open = start {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    literals.append(text[open..<index])
                    start = nil
                }
            } else if character == "\"" {
                start = text.index(after: index)
            }
        }
        return literals
    }
}
