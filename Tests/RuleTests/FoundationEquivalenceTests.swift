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

/// The library runs on FoundationEssentials alone; what it used from full Foundation was
/// rewritten in plain Swift or libc. These tests hold each rewrite to Foundation's own output.
final class FoundationEquivalenceTests: XCTestCase {
    func testHexMatchesStringFormat() {
        var values: [UInt32] = Array(0...0x3FF) + [0xFFFF, 0x10000, 0x10FFFF, 0x1F600, 0xD7FF, 0xE000]
        var random = SeededRandom(seed: 2)
        for _ in 0..<5_000 { values.append(UInt32.random(in: 0...0x10FFFF, using: &random)) }
        for value in values {
            XCTAssertEqual(StringsDecoding.hex(value, width: 4), String(format: "%04X", value))
            XCTAssertEqual("U+" + StringsDecoding.hex(value, width: 4), String(format: "U+%04X", value))
        }
    }

    /// Short random strings over pieces that stress each rewrite: separators, composed and
    /// decomposed accents, combining marks, astral scalars, every whitespace Foundation knows.
    static func randomStrings(_ pieces: [String], count: Int, maxLength: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...maxLength, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }

    func testPathArithmeticMatchesNSString() {
        // Runs of slashes only at the end: NSString's slash compression keeps walking with a
        // stale index after a run it shortened, and traps (or skips a character) when text
        // follows. The tool's own paths are root + "/" + name.
        let names = ["a", "b", ".", "..", "é", "e\u{301}", "😀", " ", "Sources", "x.swift", "\u{301}b", "LubaStrings.swift"]
        var random = SeededRandom(seed: 3)
        var paths = ["", "/", "//", "///", "a/", "/a", "a//", "a/\u{301}b", "/\u{301}", "a/\u{301}"]
        for _ in 0..<20_000 {
            let components = (0..<Int.random(in: 1...5, using: &random)).map { _ in names.randomElement(using: &random)! }
            let lead = ["", "/"].randomElement(using: &random)!
            let trail = ["", "", "/", "//", "///"].randomElement(using: &random)!
            paths.append(lead + components.joined(separator: "/") + trail)
        }
        for path in paths {
            XCTAssertEqual(PathText.lastComponent(of: path), (path as NSString).lastPathComponent, path.debugDescription)
            for component in ["", "Sources", "/x", "\u{301}b", "LubaStrings.swift"] {
                XCTAssertEqual(PathText.appending(component, to: path), (path as NSString).appendingPathComponent(component), "\(path.debugDescription) + \(component.debugDescription)")
            }
        }
    }

    func testWhitespaceTrimmingMatchesFoundation() {
        var whitespace: [String] = []
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(scalar.isHorizontalWhitespace, CharacterSet.whitespaces.contains(scalar), String(value, radix: 16))
            if scalar.isHorizontalWhitespace { whitespace.append(String(scalar)) }
        }
        let pieces = whitespace + ["a", "b", "\u{301}", "\n", "\r", "\u{85}", "\u{2028}", "\u{180E}", "\u{FEFF}", "\u{200C}", "😀", "%d", "e\u{301}"]
        for text in Self.randomStrings(pieces, count: 20_000, maxLength: 7, seed: 4) {
            XCTAssertEqual(text.trimmingWhitespace(), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
            let sub = text.dropFirst()
            XCTAssertEqual(sub.trimmingWhitespace(), sub.trimmingCharacters(in: .whitespaces), text.debugDescription)
        }
    }

    func testColumnPaddingMatchesFoundation() {
        let pieces = ["a", "l10n.", "-", "é", "e\u{301}", "😀", "中", " ", "\u{301}"]
        for text in Self.randomStrings(pieces, count: 10_000, maxLength: 6, seed: 5) {
            for width in 0...14 {
                XCTAssertEqual(text.rightPadded(toUTF16Length: width), text.padding(toLength: width, withPad: " ", startingAt: 0), "\(text.debugDescription) \(width)")
            }
        }
    }

    /// Swift's character-wise search agrees with NSString's non-literal one except inside
    /// "\r\n", flag pairs and ZWJ sequences, which neither a `"` nor a `%#@name@` can match.
    func testSearchAndReplaceMatchFoundation() {
        let pieces = ["\"", "\"", "a", "%", "#", "@", "n", "%#@n@", "é", "e\u{301}", "\u{301}", "\u{308}", "😀", " ", "\u{FE0F}", "ﬁ"]
        for text in Self.randomStrings(pieces, count: 20_000, maxLength: 8, seed: 6) {
            XCTAssertEqual(text.replacing("\"", with: "\"\""), text.replacingOccurrences(of: "\"", with: "\"\""), text.debugDescription)
            XCTAssertEqual(text.replacing("%#@n@", with: "X"), text.replacingOccurrences(of: "%#@n@", with: "X"), text.debugDescription)
            for needle in ["%@", "%1$@", "n"] {
                let ours = text.firstRange(of: needle).map { String(text[$0.upperBound...]) }
                let theirs = text.range(of: needle).map { String(text[$0.upperBound...]) }
                XCTAssertEqual(ours, theirs, "\(text.debugDescription) \(needle)")
            }
        }
    }

    func testOwnThreadsKeepOrder() {
        let input = Array(0..<64)
        XCTAssertEqual(input.mapOnOwnThreads { $0 * 3 }, input.map { $0 * 3 })
        XCTAssertEqual([7].mapOnOwnThreads { $0 + 1 }, [8])
        XCTAssertEqual([Int]().mapOnOwnThreads { $0 }, [])
    }
}

/// `ConfigJSON` reads with the project's located parser. Against `JSONSerialization` (which
/// the config reader used before): it never accepts what that refused but for numbers beyond
/// a Double (the reader then refuses the key), it reads every value the same, and where it is
/// stricter (trailing commas, UTF-16 files) its error says where. The config and baseline
/// readers built on it answer as the Foundation versions did, but for the fixes listed there.
final class ConfigJSONEquivalenceTests: XCTestCase {
    static let seeds: [String] = [
        #"{"severity": {"l10n.identical-translation": "info", "l10n.punctuation-parity": "off"}, "disabledRules": ["l10n.orphan-key"], "minimumTouchTarget": 48, "wcagLevel": "AAA"}"#,
        #"{"extraContrastPairs": [{"foreground": "accent", "background": "fill", "usage": "non-text"}], "roleMapping": {"brand.primary": "accent"},}"#,
        #"{"version": 1, "tool": "lubaaudit", "findings": ["a\/b", "\u00e9\ud83d\ude00", "q\"\\\n"]}"#,
        #"{"minimumTouchTarget": 1.0e1, "locales": ["en", "de",], "sourceLocale": "en", "x": [true, false, null, -0, 0.5e-3, 1E+2]}"#,
        #"[1, [2, [3, {"a": "\t"}]]]"#,
    ]

    /// Mutations of valid documents: the errors of a real typo, not of random noise.
    static func inputs() -> [[UInt8]] {
        let tokens: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "\\udc00", "0", "01", "-", ".", "e", "+",
                                 "1e400", "tru", "null", " ", "\n", "\u{1}", "é", "x"].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00], [0xEF, 0xBB, 0xBF]]
        var random = SeededRandom(seed: 7)
        var result: [[UInt8]] = seeds.map { Array($0.utf8) }
        for _ in 0..<30_000 {
            var bytes = Array(seeds.randomElement(using: &random)!.utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.insert(contentsOf: tokens.randomElement(using: &random)!, at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: bytes = Array(bytes.prefix(at))
                }
            }
            result.append(bytes)
        }
        let utf16 = Array(seeds[0].utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        result += [utf16, [0xFE, 0xFF] + utf16, Array(utf16.dropFirst()) + [0], [0, 0, 0, 0x5B, 0, 0, 0, 0x5D], Array(String(repeating: "[", count: 600).utf8)]
        return result
    }

    func testParsesAsJSONSerializationOrSaysWhereNot() {
        var stricter = 0
        for bytes in Self.inputs() {
            let theirs: Result<Any, NSError> = Result { try JSONSerialization.jsonObject(with: Data(bytes)) }.mapError { $0 as NSError }
            let ours = Result { () throws(ConfigJSON.SyntaxError) in try ConfigJSON.parse(bytes, path: "c.json") }
            let name = String(decoding: bytes, as: UTF8.self).debugDescription
            if Self.hasInnerByteOrderMark(bytes) { continue }
            switch (theirs, ours) {
            case (.success(let object), .success(let value)):
                XCTAssertTrue(Self.same(object, value), "\(name): \(object) vs \(value)")
            case (.failure, .success(let value)):
                // Only a number no Double holds (the config reader refuses the key), or a
                // top-level value that is not an object (which both readers refuse).
                let container: Bool
                switch value {
                case .array, .object: container = true
                default: container = false
                }
                XCTAssertTrue(!container || Self.hasUnrepresentableNumber(value), "\(name) accepted: \(value)")
            case (_, .failure(let failure)):
                if case .success = theirs { stricter += 1 }
                XCTAssertFalse(failure.message.isEmpty, name)
                XCTAssertGreaterThanOrEqual(failure.line, 1, name)
                XCTAssertGreaterThanOrEqual(failure.column, 1, name)
            }
        }
        // Trailing commas and UTF-16 seeds are among the inputs: stricter must have been seen.
        XCTAssertGreaterThan(stricter, 0)
    }

    /// Foundation dropped a U+FEFF inside strings and keys; the located parser keeps the bytes.
    /// Inputs with one are compared for "no crash" only.
    static func hasInnerByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.count > 3 && bytes.indices.dropFirst().contains { $0 + 2 < bytes.count && bytes[$0] == 0xEF && bytes[$0 + 1] == 0xBB && bytes[$0 + 2] == 0xBF }
    }

    static func hasUnrepresentableNumber(_ value: ConfigJSON) -> Bool {
        switch value {
        case .number(let text): return !(Double(text)?.isFinite ?? false) || (Double(text) == 0 && text.contains { "123456789".contains($0) })
        case .array(let values): return values.contains(where: hasUnrepresentableNumber)
        case .object(let members): return members.values.contains(where: hasUnrepresentableNumber)
        default: return false
        }
    }

    func testSyntaxErrorsNameLineAndColumn() {
        let text = "{\n  \"locales\": [\"de\",],\n  \"wcagLevel\": \"AA\"\n}\n"
        XCTAssertThrowsError(try ConfigReader.read(Data(text.utf8), path: "c.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("c.json:2:"), "\(error)")
            XCTAssertTrue("\(error)".contains("not valid JSON"), "\(error)")
        }
    }

    func testTouchTargetTakesAnyPositiveNumberButNotABoolean() throws {
        XCTAssertEqual(try ConfigReader.read(Data(#"{"minimumTouchTarget": 1}"#.utf8), path: "c.json").minimumTouchTarget, 1)
        XCTAssertThrowsError(try ConfigReader.read(Data(#"{"minimumTouchTarget": true}"#.utf8), path: "c.json"))
        XCTAssertThrowsError(try ConfigReader.read(Data(#"{"minimumTouchTarget": 1e400}"#.utf8), path: "c.json"))
    }

    /// Equal as the readers look at values: strings, keys, and numbers as NSNumber answered.
    static func same(_ object: Any, _ value: ConfigJSON) -> Bool {
        switch value {
        case .null: return object is NSNull
        case .string(let text): return (object as? String) == text
        case .bool(let flag): return (object as? Bool) == flag
        case .number:
            guard let number = object as? NSNumber else { return false }
            return (object is String) == false && number.doubleValue == value.number
        case .array(let values):
            guard let array = object as? [Any], array.count == values.count else { return false }
            return zip(array, values).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let dictionary = object as? [String: Any], dictionary.count == members.count else { return false }
            return members.allSatisfy { key, member in dictionary[key].map { same($0, member) } ?? false }
        }
    }

    /// Fixed on the way: 1 was refused as a touch target (Foundation read it as a Boolean), and
    /// a syntax error now says where it is.
    func testConfigReaderAnswersAsBefore() {
        var documents = Self.inputs()
        for number in ["1", "0", "1.0", "48", "44.5", "-3", "1e400", "true", "\"44\"", "null", "1e-400", "18446744073709551616", "0.0"] {
            documents.append(Array(#"{"minimumTouchTarget": \#(number)}"#.utf8))
        }
        documents.append(Array(#"{"severity": {"a": "note", "b": "off", "c": "warning"}, "wcagLevel": "aa", "registryCallNames": [" tr "]}"#.utf8))
        documents.append(Array(#"{"extraContrastPairs": [{"foreground": "a", "background": "b", "usage": null}]}"#.utf8))
        for bytes in documents {
            let name = String(decoding: bytes, as: UTF8.self).debugDescription
            let theirs = Result { try LegacyConfigReader.read(Data(bytes), path: "c.json") }
            let ours = Result { try ConfigReader.read(Data(bytes), path: "c.json") }
            if Self.hasInnerByteOrderMark(bytes) { continue }
            switch (theirs, ours) {
            case (.success(let a), .success(let b)): XCTAssertEqual(a, b, name)
            case (.failure(let errorA), .failure(let errorB)):
                let (a, b) = ("\(errorA)", "\(errorB)")
                // A syntax error (the stricter parser's among them) now says where it is; after
                // Foundation's syntax error (a top-level `1`) any refusal will do.
                if a.hasPrefix("c.json: not valid JSON") && !b.contains("not valid JSON") { continue }
                if b.contains("not valid JSON") {
                    XCTAssertTrue(b.hasPrefix("c.json:") && !b.hasPrefix("c.json: "), b)
                    continue
                }
                // With two bad members in one object, each reader names the first its dictionary's
                // (per-process, seeded) hash order meets: either answer is the old behaviour.
                let unordered = ["c.json: \"severity.", "c.json: unknown key \"extraContrastPairs["]
                if !unordered.contains(where: { a.hasPrefix($0) && b.hasPrefix($0) }) { XCTAssertEqual(a, b, name) }
            case (.failure(let error), .success(let config)):
                XCTAssertEqual(config.minimumTouchTarget, 1, "\(name): before \(error)")
            case (.success(let config), .failure(let error)) where "\(error)".contains("unknown rule id"):
                // Refused on purpose now: a misspelt rule id would leave that rule at its default.
                let named = Set(config.severities.keys).union(config.disabledRules)
                XCTAssertFalse(named.isSubset(of: Set(RuleIDCheck.knownIDs)), "\(name): \(error)")
            case (.success, .failure(let error)):
                XCTAssertTrue("\(error)".hasPrefix("c.json:"), "\(name): \(error)")
                XCTAssertTrue("\(error)".contains("not valid JSON"), "\(name): \(error)")
            }
        }
    }

    func testBaselineReadsAndWritesAsBefore() throws {
        var documents = Self.inputs()
        // `true` was read as version 1 by Foundation; no longer.
        for version in ["1", "1.0", "\"1\"", "2", "1e0", "0.1e1", "null"] {
            documents.append(Array(#"{"version": \#(version), "findings": ["a"]}"#.utf8))
        }
        for bytes in documents {
            let name = String(decoding: bytes, as: UTF8.self).debugDescription
            let theirs = Result { try LegacyConfigReader.readBaseline(Data(bytes), path: "b.json") }
            let ours = Result { try Baseline.read(Data(bytes), path: "b.json") }
            if Self.hasInnerByteOrderMark(bytes) { continue }
            switch (theirs, ours) {
            case (.success(let a), .success(let b)):
                XCTAssertEqual(a, b, name)
            case (.success(let a), .failure(let error)) where "\(error)".contains("unknown rule id"):
                // Refused on purpose now: an identity whose rule does not exist matches nothing.
                XCTAssertTrue(a.identities.contains { !RuleIDCheck.knownIDs.contains(String($0.prefix { $0 != " " })) }, name)
            case (.failure(let a), .failure(let b)):
                // A syntax error now says where it is; a refusal after Foundation's syntax error
                // may name what the located parser met instead; any other reads as before.
                if "\(b)".contains("not valid JSON") {
                    XCTAssertTrue("\(b)".hasPrefix("b.json:") && !"\(b)".hasPrefix("b.json: "), "\(b)")
                } else if "\(a)" != "b.json: not a lubaaudit baseline (expected a JSON object)" {
                    XCTAssertEqual("\(a)", "\(b)", name)
                }
            case (.success, .failure(let error)):
                // Stricter JSON (a trailing comma, UTF-16): refused, saying where.
                XCTAssertTrue("\(error)".contains("not a lubaaudit baseline: not valid JSON"), "\(name): \(error)")
            default: XCTFail("\(name): before \(theirs), now \(ours)")
            }
        }
        let pieces = ["a", "l10n.x|de|Localizable|key", "/", "\"", "\\", "\u{0}", "\u{1F}", "\u{7F}", "\n", "\t", "\u{8}", "\u{C}", "é", "😀", "\u{2028}", " "]
        var sets: [Set<String>] = [[], [""]]
        var random = SeededRandom(seed: 8)
        for _ in 0..<2_000 {
            sets.append(Set(FoundationEquivalenceTests.randomStrings(pieces, count: Int.random(in: 0...6, using: &random), maxLength: 6, seed: random.next())))
        }
        for identities in sets {
            let object: [String: Any] = ["version": 1, "tool": "lubaaudit", "findings": identities.sorted()]
            let expected = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]) + Data("\n".utf8)
            XCTAssertEqual(Baseline(identities: identities).encoded(), expected, "\(identities)")
        }
    }
}

/// The Foundation-based readers as they were, kept here as the reference.
private enum LegacyConfigReader {
    static func read(_ data: Data, path: String) throws -> AuditConfig {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw ConfigError(path: path, message: "not valid JSON (\(text ?? "\(error.localizedDescription)"))")
        }
        guard let root = object as? [String: Any] else {
            throw ConfigError(path: path, message: "the top level must be a JSON object")
        }
        var config = AuditConfig()
        for key in root.keys.sorted() where !ConfigReader.knownKeys.contains(key) {
            throw ConfigError(path: path, message: "unknown key \"\(key)\" (known: \(ConfigReader.knownKeys.filter { $0 != "$schema" }.sorted().joined(separator: ", ")))")
        }
        func fail(_ key: String, _ expected: String) -> ConfigError {
            ConfigError(path: path, message: "\"\(key)\" must be \(expected)")
        }
        func strings(_ key: String) throws -> [String]? {
            guard let value = root[key] else { return nil }
            guard let array = value as? [Any], array.allSatisfy({ $0 is String }) else {
                throw fail(key, "an array of strings")
            }
            return array.compactMap { $0 as? String }
        }
        if let value = root["severity"] {
            guard let dict = value as? [String: Any] else { throw fail("severity", "an object of rule id → \"error\"|\"warning\"|\"info\"|\"off\"") }
            for (rule, level) in dict {
                guard let word = level as? String else { throw fail("severity.\(rule)", "a string") }
                if word == "off" {
                    config.disabledRules.insert(rule)
                } else if let severity = Severity(word: word) {
                    config.severities[rule] = severity
                } else {
                    throw fail("severity.\(rule)", "one of \"error\", \"warning\", \"info\", \"off\" (got \"\(word)\")")
                }
            }
        }
        if let list = try strings("disabledRules") { config.disabledRules.formUnion(list) }
        if let list = try strings("identicalAllowlist") { config.identicalAllowlist = Set(list) }
        if let list = try strings("glyphLockedFonts") { config.glyphLockedFonts = Set(list) }
        if let list = try strings("locales") { config.locales = list }
        if let list = try strings("registryCallNames") { config.registryCallNames = list }
        if let value = root["sourceLocale"] {
            guard let locale = value as? String else { throw fail("sourceLocale", "a string") }
            config.sourceLocale = locale
        }
        if let value = root["registryTable"] {
            guard let table = value as? String else { throw fail("registryTable", "a string") }
            config.registryTable = table
        }
        if let value = root["wcagLevel"] {
            guard let word = value as? String, let level = WCAGLevel(rawValue: word.uppercased()) else {
                throw fail("wcagLevel", "\"AA\" or \"AAA\"")
            }
            config.wcagLevel = level
        }
        if let value = root["minimumTouchTarget"] {
            guard let number = value as? NSNumber, !(value is Bool), number.doubleValue > 0, number.doubleValue.isFinite else {
                throw fail("minimumTouchTarget", "a positive number of points")
            }
            config.minimumTouchTarget = number.doubleValue
        }
        if let value = root["roleMapping"] {
            guard let dict = value as? [String: Any], dict.values.allSatisfy({ $0 is String }) else {
                throw fail("roleMapping", "an object of token path → role name")
            }
            config.roleMapping = dict.compactMapValues { $0 as? String }
        }
        if let value = root["extraContrastPairs"] {
            guard let array = value as? [Any] else { throw fail("extraContrastPairs", "an array of objects") }
            for (index, item) in array.enumerated() {
                let key = "extraContrastPairs[\(index)]"
                guard let pair = item as? [String: Any] else { throw fail(key, "an object") }
                for field in pair.keys where !["foreground", "background", "usage"].contains(field) {
                    throw ConfigError(path: path, message: "unknown key \"\(key).\(field)\"")
                }
                guard let fg = pair["foreground"] as? String else { throw fail("\(key).foreground", "a role name") }
                guard let bg = pair["background"] as? String else { throw fail("\(key).background", "a role name") }
                let usage = pair["usage"] ?? "text"
                guard let usageWord = usage as? String,
                      ["text", "large-text", "non-text", "decorative"].contains(usageWord) else {
                    throw fail("\(key).usage", "\"text\", \"large-text\", \"non-text\" or \"decorative\"")
                }
                config.extraContrastPairs.append(ExtraContrastPair(foreground: fg, background: bg, usage: usageWord))
            }
        }
        return config
    }

    static func readBaseline(_ data: Data, path: String) throws -> Baseline {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: []),
              let root = object as? [String: Any] else {
            throw ConfigError(path: path, message: "not a lubaaudit baseline (expected a JSON object)")
        }
        guard let version = root["version"] as? Int, version == 1 else {
            throw ConfigError(path: path, message: "\"version\" must be 1")
        }
        guard let list = root["findings"] as? [Any], list.allSatisfy({ $0 is String }) else {
            throw ConfigError(path: path, message: "\"findings\" must be an array of strings")
        }
        return Baseline(identities: Set(list.compactMap { $0 as? String }))
    }
}
