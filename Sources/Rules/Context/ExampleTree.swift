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
/// Builds the small trees rule examples are made of, in a LubaUI checkout's shape:
/// `Sources/Demo/Resources/<locale>.lproj/<table>` and `Sources/Demo/LubaStrings.swift`.
package enum ExampleTree {
    package static func lproj(_ locale: String, _ file: String = "Localizable.strings") -> String {
        "Sources/Demo/Resources/\(locale).lproj/\(file)"
    }

    /// `.strings` tables per locale, and optionally a key registry.
    package static func strings(_ tables: [String: String], registry: String? = nil) -> [String: String] {
        var files: [String: String] = [:]
        for (locale, text) in tables {
            files[lproj(locale)] = text
        }
        if let registry {
            files["Sources/Demo/LubaStrings.swift"] = registry
        }
        return files
    }

    /// A registry in LubaStrings' shape with the given member bodies.
    package static func registry(_ members: String) -> String {
        """
        import Foundation

        public enum LubaStrings {
            static func localized(_ key: String, fallback: String) -> String { fallback }
            static func localized(_ key: String, fallback: String, _ arguments: CVarArg...) -> String {
                String(format: fallback, arguments: arguments)
            }

        \(members)
        }

        """
    }
}
