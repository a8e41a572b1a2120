/// Escaping for the HTML report. Every key, value, comment, file name and message is untrusted:
/// it must show as text, never become markup, and never reorder the page around it.
/// Invisible and bidirectional-control characters are replaced by visible badges such as
/// `⟨U+202E⟩`, so a right-to-left override in a translation cannot flip the report's text.
enum HTMLEscaping {
    /// Element content: `& < > " '` escaped, controls and format characters shown as badges.
    static func text(_ value: String) -> String { render(value, markers: false) }

    /// Element content for the offending text itself: like `text`, and whitespace that matters is
    /// made visible too (spaces at either end, tab ⇥, newline ↵, NBSP and the other spaces).
    static func visible(_ value: String) -> String { render(value, markers: true) }

    /// A quoted attribute value. No markup is possible there, so hidden characters become plain
    /// `⟨U+XXXX⟩` text rather than badges.
    static func attribute(_ value: String) -> String {
        if !value.unicodeScalars.contains(where: { needsEscape($0) || isHidden($0) }) { return value }
        var out = String()
        out.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            if let entity = entity(scalar) {
                out += entity
            } else if isHidden(scalar) {
                out += codePointLabel(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// "⟨U+202E⟩": how a hidden character is named in the report.
    static func codePointLabel(_ scalar: Unicode.Scalar) -> String {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        return "⟨U+\(hex)⟩"
    }

    /// Characters that would be invisible, reorder text, or break the HTML parser if written raw:
    /// C0/C1 controls (tab and newline excepted), format characters (bidi controls, zero-width
    /// characters, soft hyphen, BOM), line/paragraph separators and noncharacters.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 || value == 0x0A || value == 0x0D { return false }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0xA0 { return false }
        if (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { return true }
        if value == 0x115F || value == 0x1160 || value == 0x3164 || value == 0xFFA0 { return true }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control: return true
        default: return false
        }
    }

    private static func render(_ value: String, markers: Bool) -> String {
        if !markers, !value.unicodeScalars.contains(where: { needsEscape($0) || isHidden($0) }) { return value }
        let scalars = Array(value.unicodeScalars)
        // Spaces at either end are the usual invisible defect: mark exactly those.
        var leading = 0
        var trailing = scalars.count
        if markers {
            while leading < scalars.count, scalars[leading] == " " { leading += 1 }
            while trailing > leading, scalars[trailing - 1] == " " { trailing -= 1 }
        }
        var out = String()
        out.reserveCapacity(value.utf8.count + 32)
        for (index, scalar) in scalars.enumerated() {
            if markers, scalar == " ", index < leading || index >= trailing {
                out += badge("␣", title: "space")
                continue
            }
            if let entity = entity(scalar) {
                out += entity
                continue
            }
            if markers {
                switch scalar.value {
                case 0x09: out += badge("⇥", title: "tab"); continue
                case 0x0A: out += badge("↵", title: "newline") + "<br>"; continue
                case 0x0D: out += badge("␍", title: "carriage return"); continue
                case 0xA0: out += badge("⟨NBSP⟩", title: "no-break space U+00A0"); continue
                case 0x202F: out += badge("⟨NNBSP⟩", title: "narrow no-break space U+202F"); continue
                case 0x1680, 0x2000...0x200A, 0x205F, 0x3000:
                    out += badge(codePointLabel(scalar), title: "space"); continue
                default: break
                }
            }
            if isHidden(scalar) {
                out += badge(codePointLabel(scalar), title: "hidden character")
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func badge(_ label: String, title: String) -> String {
        "<span class=\"cp\" title=\"\(title)\">\(label)</span>"
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'", "\r": return true
        default: return false
        }
    }

    private static func entity(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        case "'": return "&#39;"
        default: return nil
        }
    }
}
