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
/// Locale names as projects spell them, made comparable: `pt_BR`, `pt-br` and `pt-BR` are one
/// locale, and the English language names old Xcode projects use (`English.lproj`, `French`
/// in `knownRegions`) are their codes.
package enum LocaleName {
    /// The legacy names Xcode once gave `.lproj` folders and regions.
    package static let legacy: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es",
        "italian": "it", "dutch": "nl", "portuguese": "pt", "swedish": "sv", "danish": "da",
        "finnish": "fi", "norwegian": "nb", "korean": "ko", "russian": "ru", "polish": "pl",
        "chinese": "zh",
    ]

    /// Lowercased, `_` as `-`, a legacy name as its code.
    package static func canonical(_ locale: String) -> String {
        let lowered = String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
        return legacy[lowered] ?? lowered
    }

    /// A name that can be a locale folder's: letters, digits, `-` and `_`, nothing a glob or a
    /// path could hold.
    package static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.count <= 64 && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }

    /// The locale a path component names when it is a `.lproj` folder (`de.lproj` → `de`).
    package static func lproj(_ component: Substring) -> String? {
        guard component.hasSuffix(".lproj") else { return nil }
        let name = String(component.dropLast(6))
        return isPlain(name) ? name : nil
    }

    /// Without the spaces, tabs and line breaks around it.
    package static func trimmed(_ text: Substring) -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        var result = text.drop(while: blank)
        while let last = result.last, blank(last) { result = result.dropLast() }
        return result
    }
}
