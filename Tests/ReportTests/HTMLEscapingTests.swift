@testable import LubaAuditModel
@testable import LubaAuditColor
@testable import LubaAuditICU
@testable import LubaAuditSwiftSource
@testable import LubaAuditStringTables
@testable import LubaAuditConfig
@testable import LubaAuditPlatform
@testable import LubaAuditTheme
@testable import LubaAuditDesignSystem
@testable import LubaAuditResult
@testable import LubaAuditRuleContext
@testable import LubaAuditLocalizationRules
@testable import LubaAuditAccessibilityRules
@testable import LubaAuditRules
@testable import LubaAuditEngine
@testable import LubaAuditReports
@testable import LubaAuditTranslators
import LubaAuditTestSupport
import Foundation
import XCTest

/// The HTML escaping copies unchanged runs as bytes; it must give exactly what the plain
/// scalar-by-scalar definition gives, on any text.
final class HTMLEscapingTests: XCTestCase {
    /// The definition, spelled out one scalar at a time.
    private func reference(_ value: String, markers: Bool) -> String {
        let scalars = Array(value.unicodeScalars)
        var leading = 0
        var trailing = scalars.count
        if markers {
            while leading < scalars.count, scalars[leading] == " " { leading += 1 }
            while trailing > leading, scalars[trailing - 1] == " " { trailing -= 1 }
        }
        func badge(_ label: String, _ title: String) -> String { "<span class=\"cp\" title=\"\(title)\">\(label)</span>" }
        let entities: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            if markers, scalar == " ", index < leading || index >= trailing { out += badge("␣", "space"); continue }
            if let entity = entities[scalar] { out += entity; continue }
            if markers {
                switch scalar.value {
                case 0x09: out += badge("⇥", "tab"); continue
                case 0x0A: out += badge("↵", "newline") + "<br>"; continue
                case 0x0D: out += badge("␍", "carriage return"); continue
                case 0xA0: out += badge("⟨NBSP⟩", "no-break space U+00A0"); continue
                case 0x202F: out += badge("⟨NNBSP⟩", "narrow no-break space U+202F"); continue
                case 0x1680, 0x2000...0x200A, 0x205F, 0x3000: out += badge(HTMLEscaping.codePointLabel(scalar), "space"); continue
                default: break
                }
            }
            if HTMLEscaping.isHidden(scalar) {
                out += badge(HTMLEscaping.codePointLabel(scalar), "hidden character")
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    func testMatchesTheScalarByScalarDefinition() {
        let pieces: [String] = [
            " ", "  ", "a", "Grüße", "<script>", "&amp;", "\"", "'", "\t", "\n", "\r", "\u{A0}", "\u{202F}", "\u{2003}",
            "\u{202E}", "\u{200B}", "\u{FEFF}", "\u{2028}", "\u{7}", "\u{85}", "\u{FFFF}", "\u{AD}", "日本語", "مرحبا", "👩‍👩‍👧",
            "e\u{301}", "\u{E0041}", "\u{1F600}", ">", "x",
            // Runs of eight and more plain bytes take the word-at-a-time path.
            "settings.details.title", "plain ascii words", "0123456789",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(HTMLEscaping.text(text), reference(text, markers: false), text.debugDescription)
            XCTAssertEqual(HTMLEscaping.visible(text), reference(text, markers: true), text.debugDescription)
        }
    }

    func testHiddenTableAgreesWithUnicodeProperties() {
        for value in stride(from: UInt32(0), to: 0x10000, by: 1) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            var expected = [.format, .lineSeparator, .paragraphSeparator, .control].contains(category)
            if value == 0x09 || value == 0x0A || value == 0x0D { expected = false }
            if (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { expected = true }
            if [0x115F, 0x1160, 0x3164, 0xFFA0].contains(value) { expected = true }
            if value >= 0x20 && value < 0x7F { expected = false }
            XCTAssertEqual(HTMLEscaping.isHidden(scalar), expected, String(value, radix: 16))
        }
    }
}
