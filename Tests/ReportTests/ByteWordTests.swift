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
import XCTest

/// The escapers and the JUnit name hash look at eight bytes at a time. Each word test must
/// say exactly what a byte loop says, and each escaper must write exactly what the byte-by-byte
/// definition writes, whatever the text and wherever its special bytes fall.
final class ByteWordTests: XCTestCase {
    private func word(_ bytes: [UInt8]) -> ByteWord {
        bytes.withUnsafeBufferPointer { ByteWord($0, at: 0) }
    }

    func testWordTestsAgreeWithAByteLoop() {
        var generator = SystemRandomNumberGenerator()
        // Bytes near every edge the tests use, so borrows between lanes are exercised.
        let interesting: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x26, 0x27, 0x3C, 0x3E, 0x5C, 0x7E, 0x7F, 0x80, 0xE2, 0xEF, 0xFE, 0xFF, 0x61]
        for _ in 0..<20_000 {
            let bytes = (0..<8).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            let tested = word(bytes)
            for target in interesting {
                XCTAssertEqual(tested.matching(target) != 0, bytes.contains(target), "\(bytes) has \(target)")
            }
            for limit: UInt8 in [0x01, 0x20, 0x21, 0x7F, 0x80] {
                XCTAssertEqual(tested.below(limit) != 0, bytes.contains { $0 < limit }, "\(bytes) below \(limit)")
            }
            XCTAssertEqual(tested.nonASCII != 0, bytes.contains { $0 >= 0x80 })
        }
    }

    func testNameHashOfPartsIsTheHashOfTheWhole() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            let text = String(decoding: bytes, as: UTF8.self)
            var split = NameHash()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...11, using: &generator))
                bytes[start..<end].withUnsafeBufferPointer { split.feed($0) }
                if end == start { split.feed(UnsafeBufferPointer(start: nil, count: 0)) }
                start = end
            }
            XCTAssertEqual(split.value, NameHash.of(text), text)
        }
    }

    func testNameHashTellsManyNamesApart() {
        var seen = Set<UInt64>()
        var count = 0
        for table in ["Localizable", "InfoPlist"] {
            for key in 0..<20_000 {
                for locale in ["de", "pt-BR"] {
                    seen.insert(NameHash.of("\(table).settings.item_\(key).title [\(locale)]"))
                    count += 1
                }
            }
        }
        // Names that differ only by a trailing NUL or by length must differ too.
        for text in ["", "\u{0}", "\u{0}\u{0}", "a", "a\u{0}", "abcdefgh", "abcdefgh\u{0}"] {
            seen.insert(NameHash.of(text))
            count += 1
        }
        XCTAssertEqual(seen.count, count)
    }

    /// XML escaping, one byte at a time, as the report documents it.
    private func xmlReference(_ value: String, attribute: Bool) -> String {
        let bytes = Array(value.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            case UInt8(ascii: "\""): out += Array("&quot;".utf8)
            case UInt8(ascii: "'"): out += Array("&apos;".utf8)
            case 0x0D: out += Array("&#13;".utf8)
            case 0x09: out += attribute ? Array("&#9;".utf8) : [byte]
            case 0x0A: out += attribute ? Array("&#10;".utf8) : [byte]
            case 0x00..<0x20: out += Array("\\u{\(String(byte, radix: 16, uppercase: true))}".utf8)
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                out += Array((bytes[index + 2] == 0xBE ? "\\u{FFFE}" : "\\u{FFFF}").utf8)
                index += 2
            default: out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// JSON string escaping, one byte at a time.
    private func jsonReference(_ value: String) -> String {
        let bytes = Array(value.utf8)
        var out = "\""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00..<0x20, 0x7F:
                let hex = String(byte, radix: 16)
                out += "\\u00" + (hex.count == 1 ? "0" + hex : hex)
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                out += bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                index += 2
            default:
                // Copy the scalar that starts here whole (the input is valid UTF-8).
                var end = index + 1
                while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
                out += String(decoding: bytes[index..<end], as: UTF8.self)
                index = end - 1
            }
            index += 1
        }
        return out + "\""
    }

    func testEscapersMatchTheByteByByteDefinitions() {
        let pieces = [
            "settings.details.title", "a", "&", "<", ">", "\"", "'", "\\", "\t", "\n", "\r", "\u{7}", "\u{7F}",
            "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{2028}", "\u{2029}", "\u{2026}", "Grüße", "日本語", "👩‍👩‍👧", "0123456789abcdef", " ",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(XMLEscaping.attribute(text), xmlReference(text, attribute: true), text.debugDescription)
            XCTAssertEqual(XMLEscaping.text(text), xmlReference(text, attribute: false), text.debugDescription)
            var stream = ReportStream()
            XMLEscaping.appendAttribute(text, to: &stream)
            XCTAssertEqual(stream.text, xmlReference(text, attribute: true), text.debugDescription)
            var json = ReportStream()
            json.writeJSONString(text)
            XCTAssertEqual(json.text, jsonReference(text), text.debugDescription)
            XCTAssertEqual(HTMLEscaping.isPlainASCII(text), text.utf8.allSatisfy { (0x20...0x7E).contains($0) && !"&<>\"'".utf8.contains($0) })
        }
    }
}

/// The value shapes the whitespace and punctuation rules filter pairs by must agree with the
/// rules' own definitions on any text, ASCII or not, at either end.
final class ValueShapeTests: XCTestCase {
    func testShapesAgreeWithTheRulesDefinitions() {
        let pieces = [" ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{200B}", "a", "Grüße", "日本", ".", "...", "…", ":", "：", "。", "!", "\u{FEFF}", "x.", "s"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let shape = ValueShape(text)
            XCTAssertEqual(shape.leadingWhitespace, !WhitespaceParity.leading(text).isEmpty, text.debugDescription)
            XCTAssertEqual(shape.trailingWhitespace, !WhitespaceParity.trailing(text).isEmpty, text.debugDescription)
            XCTAssertEqual(Int(shape.newlines), WhitespaceParity.newlines(text), text.debugDescription)
            XCTAssertEqual(shape.ending, PunctuationParity.ending(text), text.debugDescription)
            XCTAssertEqual(shape.isBlank, ValueShape.isBlank(text), text.debugDescription)
        }
        XCTAssertEqual(MemoryLayout<ValueShape>.stride, 8, "one per entry of a corpus")
    }
}
