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
/// What a value says besides its words: the numbers, web addresses and markup a translation
/// must carry over. Format specifiers and `{…}` placeholders are not text and are left out.
package enum ValueText {
    /// The value's Unicode scalars with every format specifier, `%%` and `{…}` placeholder
    /// replaced by a space.
    package static func prose(_ value: String) -> [Unicode.Scalar] {
        var scalars = Array(value.unicodeScalars)
        if value.utf8.contains(UInt8(ascii: "%")) {
            for specifier in FormatString.parse(value).specifiers {
                let end = min(scalars.count, specifier.offset + specifier.text.unicodeScalars.count)
                for index in specifier.offset..<max(specifier.offset, end) { scalars[index] = " " }
            }
            var index = 0
            while index + 1 < scalars.count {
                if scalars[index] == "%" && scalars[index + 1] == "%" {
                    scalars[index] = " "
                    scalars[index + 1] = " "
                    index += 2
                } else {
                    index += 1
                }
            }
        }
        var open: Int?
        for index in scalars.indices {
            if scalars[index] == "{" { open = index } else if scalars[index] == "}", let start = open {
                for inner in start...index { scalars[inner] = " " }
                open = nil
            }
        }
        return scalars
    }

    /// The numbers written in digits, in any script's digits, with group and decimal
    /// separators between digits dropped: "1,000", "1.000" and "1 000" are all "1000", "٣" is "3".
    package static func numbers(_ value: String) -> [String] {
        let scalars = prose(value)
        var numbers: [String] = []
        var current = ""
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let digit = digitValue(scalar) {
                current.append(Character(Unicode.Scalar(UInt8(0x30 + digit))))
            } else if !current.isEmpty, isNumberSeparator(scalar), index + 1 < scalars.count, digitValue(scalars[index + 1]) != nil {
                // A separator between two digits belongs to the number.
            } else if !current.isEmpty {
                numbers.append(current)
                current = ""
            }
            index += 1
        }
        if !current.isEmpty { numbers.append(current) }
        return numbers
    }

    package static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.value >= 0x30 && scalar.value <= 0x39 { return Int(scalar.value - 0x30) }
        guard scalar.value >= 0x80, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    /// A group or decimal separator between two digits: `,` `.` space, `'`, NBSP, narrow NBSP,
    /// Arabic `٫` `٬`, `’`, `·`.
    package static func isNumberSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "," || scalar == "." || scalar == " " || scalar == "'" || scalar == "\u{A0}" || scalar == "\u{202F}"
            || scalar == "\u{66B}" || scalar == "\u{66C}" || scalar == "’" || scalar == "·"
    }

    /// Web addresses: `scheme://…` and `www.…`, up to white space or a closing bracket.
    package static func urls(_ value: String) -> [String] {
        let scalars = prose(value)
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            if let end = urlEnd(scalars, from: index) {
                found.append(String(String.UnicodeScalarView(scalars[index..<end])))
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    private static func urlEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start == 0 || !scalars[start - 1].isLetterFast else { return nil }
        let schemes = ["https://", "http://", "www."]
        for scheme in schemes {
            let prefix = Array(scheme.unicodeScalars)
            guard start + prefix.count <= scalars.count,
                  zip(scalars[start..<(start + prefix.count)], prefix).allSatisfy({ $0.properties.lowercaseMapping == String($1) || $0 == $1 })
            else { continue }
            var end = start + prefix.count
            while end < scalars.count, !scalars[end].isWhitespaceFast, !")]>\"”»）】」".unicodeScalars.contains(scalars[end]) { end += 1 }
            // A sentence's full stop or comma after the address is not part of it.
            while end > start + prefix.count, ".,;:!?".unicodeScalars.contains(scalars[end - 1]) { end -= 1 }
            return end > start + prefix.count ? end : nil
        }
        return nil
    }

    /// A web address broken by a space or a fullwidth colon: `http: //`, `https :// `,
    /// `https：//`. Returns the broken text.
    package static func brokenURL(_ value: String) -> String? {
        let scalars = Array(value.unicodeScalars)
        let lowered = scalars.map { $0.properties.lowercaseMapping.unicodeScalars.first ?? $0 }
        for scheme in ["https", "http"] {
            let name = Array(scheme.unicodeScalars)
            var start = 0
            while start + name.count < lowered.count {
                defer { start += 1 }
                guard Array(lowered[start..<(start + name.count)]) == name, start == 0 || !lowered[start - 1].isLetterFast else { continue }
                var index = start + name.count
                var spaces = 0
                while index < scalars.count, scalars[index] == " " { index += 1; spaces += 1 }
                guard index < scalars.count, scalars[index] == ":" || scalars[index] == "：" else { continue }
                let fullwidth = scalars[index] == "："
                index += 1
                while index < scalars.count, scalars[index] == " " { index += 1; spaces += 1 }
                guard index + 1 < scalars.count, scalars[index] == "/" || scalars[index] == "／" else { continue }
                if spaces > 0 || fullwidth || scalars[index] == "／" {
                    let end = min(scalars.count, index + 2)
                    return String(String.UnicodeScalarView(scalars[start..<end]))
                }
            }
        }
        return nil
    }

    /// Markdown links `[text](target)`, as `Text` and `AttributedString(localized:)` render them.
    package static func markdownLinks(_ value: String) -> Int {
        let scalars = Array(value.unicodeScalars)
        var count = 0
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "]", index + 1 < scalars.count, scalars[index + 1] == "(" else {
                index += 1
                continue
            }
            if scalars[..<index].contains("["), scalars[(index + 2)...].contains(")") { count += 1 }
            index += 2
        }
        return count
    }

    /// The targets of the Markdown links `[text](target)`.
    package static func markdownLinkTargets(_ value: String) -> [String] {
        let scalars = Array(value.unicodeScalars)
        var targets: [String] = []
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] == "]", scalars[index + 1] == "(", let close = scalars[(index + 2)...].firstIndex(of: ")") {
                targets.append(String(String.UnicodeScalarView(scalars[(index + 2)..<close])))
                index = close + 1
            } else {
                index += 1
            }
        }
        return targets
    }

    /// A link written so that Markdown does not see it: a space between `]` and `(`, or
    /// fullwidth brackets around it. Returns the broken text.
    package static func brokenMarkdownLink(_ value: String) -> String? {
        let scalars = Array(value.unicodeScalars)
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == "]" {
                var next = index + 1
                while next < scalars.count, scalars[next] == " " { next += 1 }
                if next > index + 1, next < scalars.count, scalars[next] == "(" || scalars[next] == "（" {
                    return String(String.UnicodeScalarView(scalars[index...next]))
                }
                if next == index + 1, next < scalars.count, scalars[next] == "（" { return "]（" }
            } else if scalar == "］" || scalar == "】" {
                var next = index + 1
                while next < scalars.count, scalars[next] == " " { next += 1 }
                if next < scalars.count, scalars[next] == "(" || scalars[next] == "（" {
                    return String(String.UnicodeScalarView(scalars[index...next]))
                }
            }
        }
        return nil
    }

    /// How many times `**` (bold) and `__` appear: Markdown emphasis a translation may drop.
    package static func emphasisMarks(_ value: String) -> Int {
        let scalars = Array(value.unicodeScalars)
        var count = 0
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] == "*" && scalars[index + 1] == "*" {
                count += 1
                index += 2
            } else {
                index += 1
            }
        }
        return count
    }

    /// HTML tags by name, opening and closing (`b`, `/b`, `a`), in order of appearance.
    package static func htmlTags(_ value: String) -> [String] {
        let scalars = Array(value.unicodeScalars)
        var tags: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            var cursor = index + 1
            var name = ""
            if cursor < scalars.count, scalars[cursor] == "/" {
                name = "/"
                cursor += 1
            }
            let nameStart = cursor
            while cursor < scalars.count, scalars[cursor].value < 0x80, scalars[cursor].isLetterFast || (cursor > nameStart && digitValue(scalars[cursor]) != nil) {
                cursor += 1
            }
            guard cursor > nameStart else {
                index += 1
                continue
            }
            let tagName = String(String.UnicodeScalarView(scalars[nameStart..<cursor])).lowercased()
            var end = cursor
            while end < scalars.count, scalars[end] != ">", scalars[end] != "<" { end += 1 }
            guard end < scalars.count, scalars[end] == ">" else {
                index = cursor
                continue
            }
            tags.append(name + tagName)
            index = end + 1
        }
        return tags
    }
}
