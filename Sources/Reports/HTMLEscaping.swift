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
/// Escaping for the HTML report. Every key, value, comment, file name and message is untrusted:
/// it must show as text, never become markup, and never reorder the page around it.
/// Invisible and bidirectional-control characters are replaced by visible badges such as
/// `⟨U+202E⟩`, so a right-to-left override in a translation cannot flip the report's text.
package enum HTMLEscaping {
    /// Element content: `& < > " '` escaped, controls and format characters shown as badges.
    package static func text(_ value: String) -> String { render(value, markers: false) }

    /// Element content for the offending text itself: like `text`, and whitespace that matters is
    /// made visible too (spaces at either end, tab ⇥, newline ↵, NBSP and the other spaces).
    package static func visible(_ value: String) -> String { render(value, markers: true) }

    /// A quoted attribute value. No markup is possible there, so hidden characters become plain
    /// `⟨U+XXXX⟩` text rather than badges.
    package static func attribute(_ value: String) -> String {
        if isPlainASCII(value) || !value.unicodeScalars.contains(where: { needsEscape($0) || isHidden($0) }) { return value }
        return rewrite(value) { scalar, _ in
            if let entity = entity(scalar) { return entity }
            return isHidden(scalar) ? codePointLabel(scalar) : nil
        }
    }

    /// `value` with the scalars `replacement` names a text for replaced by it; the runs in
    /// between are copied as UTF-8 bytes, not appended scalar by scalar (which dominated the
    /// rendering of long reports). `replacement` also gets each scalar's position. Printable
    /// ASCII other than the space and `& < > " '` never needs a replacement, in any mode: those
    /// bytes are stepped over without decoding or asking.
    private static func rewrite(_ value: String, _ replacement: (Unicode.Scalar, Int) -> String?) -> String {
        value.withUTF8Bytes { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 32)
            var runStart = 0
            var offset = 0
            var position = 0
            while offset < bytes.count {
                let lead = bytes[offset]
                var width = 1
                let scalar: Unicode.Scalar
                if lead < 0x80 {
                    if lead > 0x20 && lead < 0x7F && !isMarkupByte(lead) {
                        offset += 1
                        position += 1
                        continue
                    }
                    scalar = Unicode.Scalar(lead)
                } else {
                    // A String's UTF-8 is valid: the lead byte gives the length.
                    width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                    var code = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
                    for next in 1..<width where offset + next < bytes.count { code = code << 6 | UInt32(bytes[offset + next] & 0x3F) }
                    scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                }
                if let text = replacement(scalar, position) {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                    out.append(contentsOf: text.utf8)
                    runStart = min(offset + width, bytes.count)
                }
                offset += width
                position += 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `& < > " '`: the bytes that become entities.
    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }

    /// "⟨U+202E⟩": how a hidden character is named in the report.
    package static func codePointLabel(_ scalar: Unicode.Scalar) -> String {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        return "⟨U+\(hex)⟩"
    }

    /// Characters that would be invisible, reorder text, or break the HTML parser if written raw:
    /// C0/C1 controls (tab and newline excepted), format characters (bidi controls, zero-width
    /// characters, soft hyphen, BOM), line/paragraph separators and noncharacters.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x10000 { return hiddenInBMP[Int(value >> 6)] >> UInt64(value & 63) & 1 == 1 }
        return computeHidden(scalar)
    }

    /// `computeHidden` for every scalar of the Basic Multilingual Plane, one bit each: looking
    /// the category up per character dominated the rendering of reports full of non-Latin
    /// translations. Only 17 of the 1,024 blocks of 64 have a hidden scalar; they are written
    /// out here (as `(block, bits)`) because working them out from the Unicode tables took 4 ms
    /// of every run. `HTMLEscapingTests` checks them against the properties of this toolchain.
    private static let hiddenInBMP: [UInt64] = {
        let blocks: [(Int, UInt64)] = [
            (0x0, 0xFFFF_D9FF), (0x1, 0x8000_0000_0000_0000), (0x2, 0x2000_FFFF_FFFF), (0x18, 0x1000_003F),
            (0x1B, 0x2000_0000), (0x1C, 0x8000), (0x22, 0x3_0000), (0x23, 0x4_0000_0000), (0x45, 0x1_8000_0000),
            (0x60, 0x4000), (0x80, 0x7F00_0000_F800), (0x81, 0xFFDF_0000_0000), (0xC5, 0x10_0000_0000),
            (0x3F7, 0xFFFF_FFFF_0000), (0x3FB, 0x8000_0000_0000_0000), (0x3FE, 0x1_0000_0000), (0x3FF, 0xCE00_0000_0000_0000),
        ]
        var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
        for (block, mask) in blocks { bits[block] = mask }
        return bits
    }()

    private static func computeHidden(_ scalar: Unicode.Scalar) -> Bool {
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
        if !markers, isPlainASCII(value) || !value.unicodeScalars.contains(where: { needsEscape($0) || isHidden($0) }) { return value }
        // With markers only spaces at either end would be shown, beyond what plain ASCII lacks.
        if markers, value.utf8.first != 0x20, value.utf8.last != 0x20, isPlainASCII(value) { return value }
        // Spaces at either end are the usual invisible defect: mark exactly those.
        var leading = 0
        var trailing = 0
        if markers {
            let scalars = value.unicodeScalars
            leading = scalars.prefix { $0 == " " }.count
            let count = scalars.count
            trailing = leading == count ? count : count - scalars.reversed().prefix { $0 == " " }.count
        }
        return rewrite(value) { scalar, index in
            if markers, scalar == " ", index < leading || index >= trailing { return badge("␣", title: "space") }
            if let entity = entity(scalar) { return entity }
            if markers {
                switch scalar.value {
                case 0x09: return badge("⇥", title: "tab")
                case 0x0A: return badge("↵", title: "newline") + "<br>"
                case 0x0D: return badge("␍", title: "carriage return")
                case 0xA0: return badge("⟨NBSP⟩", title: "no-break space U+00A0")
                case 0x202F: return badge("⟨NNBSP⟩", title: "narrow no-break space U+202F")
                case 0x1680, 0x2000...0x200A, 0x205F, 0x3000: return badge(codePointLabel(scalar), title: "space")
                default: break
                }
            }
            return isHidden(scalar) ? badge(codePointLabel(scalar), title: "hidden character") : nil
        }
    }

    /// Printable ASCII without `& < > " '`: nothing to escape or show, decided eight bytes at a
    /// time (most keys, files and messages) before any scalar is decoded.
    package static func isPlainASCII(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            var index = 0
            var found: UInt64 = 0
            while index + 8 <= bytes.count {
                let word = ByteWord(bytes, at: index)
                found |= word.below(0x20) | word.nonASCII | word.matching(0x7F) | word.matching(UInt8(ascii: "&"))
                    | word.matching(UInt8(ascii: "<")) | word.matching(UInt8(ascii: ">")) | word.matching(UInt8(ascii: "\""))
                    | word.matching(UInt8(ascii: "'"))
                index += 8
            }
            guard found == 0 else { return false }
            while index < bytes.count {
                switch bytes[index] {
                case 0x20...0x7E where !"&<>\"'".utf8.contains(bytes[index]): index += 1
                default: return false
                }
            }
            return true
        }
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

extension ReportStream {
    /// `HTMLEscaping.attribute(value)`, appended.
    package mutating func appendHTMLAttribute(_ value: String) { append(HTMLEscaping.attribute(value)) }

    /// `HTMLReport.u(value)`, appended without building the wrapped String.
    package mutating func appendBDI(_ value: String) {
        append("<bdi>")
        append(HTMLEscaping.text(value))
        append("</bdi>")
    }

    /// `HTMLReport.uv(value)`, appended without building the wrapped String.
    package mutating func appendBDI(visible value: String) {
        append("<bdi>")
        append(HTMLEscaping.visible(value))
        append("</bdi>")
    }
}
