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
/// What the source rules share about literals: which are user text, and which table key a
/// SwiftUI literal stands for.
package enum SourceText {
    /// Text a person reads or hears: at least one letter outside the interpolations, and not a
    /// symbol name (`chevron.right`) or an identifier-like token (`com.example.id`).
    package static func isUserText(_ literal: String) -> Bool {
        let text = literal.filter { $0 != SwiftToken.interpolationPlaceholder }
        guard text.contains(where: \.isLetter) else { return false }
        if !text.contains(" "), text.contains("."), text.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }) {
            return false
        }
        return true
    }

    /// The static text around the interpolations, without white space.
    package static func staticPart(_ literal: String) -> String {
        String(literal.filter { $0 != SwiftToken.interpolationPlaceholder && !$0.isWhitespace })
    }

    /// Whether `key` (a table key) is the key SwiftUI builds from `literal`: the same text,
    /// each interpolation standing where the key has a format specifier.
    package static func key(_ key: String, matches literal: String) -> Bool {
        if !literal.contains(SwiftToken.interpolationPlaceholder) { return key == literal }
        return withPlaceholders(key) == literal
    }

    /// `key` with each format specifier (`%@`, `%lld`, `%1$d`) as the interpolation placeholder.
    package static func withPlaceholders(_ key: String) -> String {
        var result = ""
        var scalars = key.unicodeScalars[...]
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            guard first == "%" else {
                result.unicodeScalars.append(first)
                continue
            }
            let spec = scalars.prefix { "0123456789.$-+ #'lhqLzjt".unicodeScalars.contains($0) }
            if let conversion = scalars.dropFirst(spec.count).first, "@dDiuUfFeEgGxXoOcCsSp".unicodeScalars.contains(conversion) {
                result.append(SwiftToken.interpolationPlaceholder)
                scalars = scalars.dropFirst(spec.count &+ 1)
            } else if scalars.first == "%" {
                result.append("%")
                scalars = scalars.dropFirst()
            } else {
                result.append("%")
            }
        }
        return result
    }

    /// The literal as the source writes it, interpolations shown as `\(…)`.
    package static func display(_ literal: String, _ interpolations: [String]) -> String {
        var result = ""
        var next = interpolations.makeIterator()
        for character in literal {
            if character == SwiftToken.interpolationPlaceholder {
                result += "\\(" + (next.next() ?? "…") + ")"
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A subject for a site: the literal, the type and the file, with the n-th repeat told apart.
    package static func subject(_ text: String, place: SourcePlace, detail: String, seen: inout [String: Int]) -> Subject {
        let identity = [text, place.typeName ?? "", place.location.file, detail].joined(separator: "\u{1F}")
        let occurrence = (seen[identity] ?? 0) &+ 1
        seen[identity] = occurrence
        let suffix = occurrence == 1 ? "" : " (\(occurrence))"
        return Subject(key: text, component: place.typeName, detail: detail + " in " + place.location.file + suffix)
    }

    /// A developer-facing screen (`DeveloperOptionsScreen`, `TimelineItemDebugView`): shipped
    /// behind a hidden switch, written for the team, deliberately untranslated.
    package static func isDeveloperScreen(_ place: SourcePlace) -> Bool {
        let file = place.location.file.split(separator: "/").last.map(String.init) ?? ""
        return [place.typeName ?? "", file].contains { $0.contains("Debug") || $0.contains("Developer") }
    }
}
