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
import LubaAuditEngine
import LubaAuditReports
/// Characters XML 1.0 cannot hold (C0 controls other than tab, line feed and carriage return;
/// U+FFFE, U+FFFF), in the XLIFF `<source>` and `<target>` the export writes and the import
/// reads: each is an XLIFF 1.2 placeholder, `<x id="c1" ctype="x-lubaaudit-char"
/// equiv-text="U+001B"/>`. Translation tools show it as a tag the translator carries over, not
/// text they could type by accident, and the import turns it back into the same character.
/// (Written as text, `\u{1B}`, it came back as six characters.) DEL and C1 controls are legal
/// XML and stay characters; tab and line breaks stay what they are.
package enum XLIFFCharacterCodes {
    package static let ctype = "x-lubaaudit-char"

    package static func needsPlaceholder(_ scalar: Unicode.Scalar) -> Bool { !XMLEscaping.isAllowed(scalar) }

    /// `value` as XLIFF inline text: escaped, with a placeholder for each character XML cannot hold.
    package static func text(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: needsPlaceholder) else { return XMLEscaping.text(value) }
        var out = ""
        var run = ""
        var number = 0
        for scalar in value.unicodeScalars {
            guard needsPlaceholder(scalar) else {
                run.unicodeScalars.append(scalar)
                continue
            }
            out += XMLEscaping.text(run)
            run = ""
            number += 1
            out += "<x id=\"c\(number)\" ctype=\"\(ctype)\" equiv-text=\"\(code(scalar))\"/>"
        }
        return out + XMLEscaping.text(run)
    }

    /// Escaped XML text or attribute value with every character a terminal or a CI log would
    /// act on written as a character reference: line breaks, DEL and C1 controls, bidi
    /// controls, U+2028/U+2029. An XML reader (the import's too) reads back the same text, and
    /// the export printed to a terminal or a log has no line that starts with untrusted text.
    package static func inert(_ escaped: String) -> String {
        guard escaped.unicodeScalars.contains(where: actsOnTerminal) else { return escaped }
        var out = String.UnicodeScalarView()
        for scalar in escaped.unicodeScalars {
            if actsOnTerminal(scalar) {
                out.append(contentsOf: "&#x\(String(scalar.value, radix: 16, uppercase: true));".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x7F, 0x80..<0xA0, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    package static func code(_ scalar: Unicode.Scalar) -> String { "U+" + StringsDecoding.hex(scalar.value, width: 4) }

    /// The text of a `<source>` or `<target>` with this tool's placeholders turned back into
    /// their characters, and the first other element met (markup the import refuses). A
    /// placeholder a tool copied without its attributes is known by its id in `source`.
    package static func read(_ element: ImportXMLElement, source: ImportXMLElement? = nil) -> (text: String, markup: String?) {
        var text = ""
        var markup: String?
        for child in element.children {
            switch child {
            case .text(let run):
                text += run
            case .element(let inner):
                if let scalar = character(inner) ?? source.flatMap({ character(matching: inner, in: $0) }) {
                    text.unicodeScalars.append(scalar)
                } else {
                    markup = markup ?? "<\(inner.name)>"
                    text += read(inner, source: source).text
                }
            }
        }
        return (text, markup)
    }

    /// The character an `<x>` of this tool's stands for; nil for anything else, and for a
    /// character XML could have held (the export never writes one as a placeholder).
    private static func character(_ element: ImportXMLElement) -> Unicode.Scalar? {
        guard element.name == "x", element.children.isEmpty, element.attributes["ctype"] == ctype,
              let equivalent = element.attributes["equiv-text"], equivalent.hasPrefix("U+"), equivalent.count <= 8,
              let value = UInt32(equivalent.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value), needsPlaceholder(scalar)
        else { return nil }
        return scalar
    }

    private static func character(matching element: ImportXMLElement, in source: ImportXMLElement) -> Unicode.Scalar? {
        guard element.name == "x", element.children.isEmpty, let id = element.attributes["id"] else { return nil }
        return source.elements.first { $0.name == "x" && $0.attributes["id"] == id }.flatMap(character)
    }
}
