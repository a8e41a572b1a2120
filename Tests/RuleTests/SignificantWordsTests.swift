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

/// `significantWords` reads UTF-8 bytes; it must find exactly the words (same text, same
/// place in the value) that walking the value's scalars finds.
final class SignificantWordsTests: XCTestCase {
    /// The same rules read off the scalar view, one index at a time.
    private func wordsByScalars(_ value: String) -> [Substring] {
        var words: [Substring] = []
        let scalars = value.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            while index < scalars.endIndex, scalars[index].properties.isWhitespace { index = scalars.index(after: index) }
            guard index < scalars.endIndex else { break }
            let start = index
            var hasAt = false, hasDot = false, hasLetter = false, hasColon = false
            while index < scalars.endIndex, !scalars[index].properties.isWhitespace {
                let scalar = scalars[index]
                if scalar == "@" { hasAt = true } else if scalar == "." { hasDot = true } else if scalar == ":" { hasColon = true }
                if scalar.properties.isAlphabetic { hasLetter = true }
                index = scalars.index(after: index)
            }
            guard hasLetter else { continue }
            let first = scalars[start]
            if first == "%" || first == "{" || first == "$" { continue }
            let raw = Substring(scalars[start..<index])
            if (hasAt && hasDot) || (hasDot && raw.hasPrefix("www.")) || (hasColon && raw.contains("://")) { continue }
            var lower = raw.unicodeScalars.startIndex
            var upper = raw.unicodeScalars.endIndex
            while lower < upper, !raw.unicodeScalars[lower].properties.isAlphabetic { lower = raw.unicodeScalars.index(after: lower) }
            while upper > lower, !raw.unicodeScalars[raw.unicodeScalars.index(before: upper)].properties.isAlphabetic {
                upper = raw.unicodeScalars.index(before: upper)
            }
            guard lower < upper else { continue }
            words.append(Substring(raw.unicodeScalars[lower..<upper]))
        }
        return words
    }

    private func assertSameWords(_ value: String, file: StaticString = #filePath, line: UInt = #line) {
        let found = IdenticalValues.significantWords(value)
        let expected = wordsByScalars(value)
        XCTAssertEqual(found.map { Array($0.utf8) }, expected.map { Array($0.utf8) }, value.debugDescription, file: file, line: line)
        XCTAssertEqual(
            found.map { value.utf8.distance(from: value.utf8.startIndex, to: $0.startIndex) },
            expected.map { value.utf8.distance(from: value.utf8.startIndex, to: $0.startIndex) },
            "word positions in \(value.debugDescription)", file: file, line: line)
    }

    func testKnownValues() {
        let values = [
            "", " ", "Hello World", "  (Zeta Hub)  ", "%@ items", "{count} files", "$name here", "mail me@example.com now",
            "see www.example.com", "open https://example.com/x", "a:b c://d", "Кнопка «Старт»", "サーバー に接続",
            "e\u{301}te\u{301}", "\u{301}www.x", "word\u{3000}next", "tab\tand\u{2028}line", "1234 5678", "it's ‘quoted’",
            "www.", "://", "@.", "x@y.z", "...dots...", "مرحبا بالعالم", "🙂 emoji 🙂x",
        ]
        for value in values { assertSameWords(value) }
    }

    func testRandomText() {
        let pieces: [String] = [
            "a", "Z", "é", "e\u{301}", "ß", "Ж", "ж", "ا", "ש", "カ", "漢", "한", "1", "%", "{", "$", "@", ".", ":", "/", "w",
            "www.", "://", " ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{2028}", "\u{200B}", "-", "'", "’", "🙂", "\u{301}", "(", ")",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...14, using: &generator)
            let value = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            assertSameWords(value)
        }
    }

    /// Phrases are compared normalized: the byte-level split of ASCII text must give what
    /// splitting on characters gives, `\r\n` (one character) included.
    func testNormalizedAsSplittingOnCharacters() {
        let pieces = ["a", "Z", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "x.y", "-", "é", "\u{A0}", "\u{3000}", "\u{85}", " \u{301}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let value = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = value.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            XCTAssertEqual(NameEvidence.normalized(lowered: value), expected, value.debugDescription)
        }
    }

    /// Brand-like spellings, with the upper-case test's ASCII shortcut.
    func testLooksLikeName() {
        for word in ["iPhone", "HomeKit", "API", "MQTT", "a", "ÉTÉ", "ΑΒΓ", "McDonald"] {
            XCTAssertTrue(IdenticalValues.looksLikeName(Substring(word)), word)
        }
        for word in ["Delete", "delete", "ABCDEFGH", "Été", "Ωmega"] {
            XCTAssertFalse(IdenticalValues.looksLikeName(Substring(word)), word)
        }
    }

    /// The bytewise reading of ASCII words against the scalar reading every word once had.
    func testLooksLikeNameReadsASCIIBytesAsScalars() {
        func reference(_ word: String) -> Bool {
            var (letters, allUpper, seenLower, camel) = (0, true, false, false)
            for scalar in word.unicodeScalars where scalar.properties.isAlphabetic {
                letters += 1
                if scalar.properties.isLowercase {
                    seenLower = true
                    allUpper = false
                } else if scalar.properties.isUppercase {
                    if seenLower { camel = true }
                } else {
                    allUpper = false
                }
            }
            return letters < 2 || (allUpper && letters <= 6) || camel
        }
        let pieces = ["a", "B", "z", "Q", "7", "-", ".", "'", "_", "%", "é", "Ü"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let word = (0..<Int.random(in: 1...9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(IdenticalValues.looksLikeName(Substring(word)), reference(word), word)
        }
    }
}
