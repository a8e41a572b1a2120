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

/// Identical values judged by the catalog's own evidence: a name is what translators of other
/// scripts write unchanged, not what a built-in list of other apps' names says.
final class NameEvidenceTests: XCTestCase {
    private func identicalKeys(_ tables: [String: String]) throws -> [String: Set<String>] {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(ExampleTree.strings(tables), under: root)
        let findings = try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == "l10n.identical-translation" }
        var keys: [String: Set<String>] = [:]
        for finding in findings { keys[finding.subject.locale ?? "", default: []].insert(finding.subject.key ?? "") }
        return keys
    }

    private let source = """
        "brand" = "Zeta Hub";
        "connect" = "Connect to Zeta Hub";
        "open" = "Open the hub settings";
        "title" = "Start";
        "hint" = "Tap Start to begin the start of the day";
        "close" = "Close the window";
        "save" = "Save changes";

        """

    func testANameOtherScriptsWriteInsideTheirTranslationsMayStayIdentical() throws {
        let keys = try identicalKeys([
            "en": source,
            "fr": source.replacingOccurrences(of: "\"Connect to Zeta Hub\"", with: "\"Se connecter à Zeta Hub\""),
            "ja": "\"brand\" = \"ゼータハブ\";\n\"connect\" = \"Zeta Hub に接続\";\n\"open\" = \"ハブの設定を開く\";\n\"close\" = \"ウィンドウを閉じる\";\n\"save\" = \"変更を保存\";\n\"hint\" = \"Start をタップして一日の始まりを開始\";\n",
            "ru": "\"brand\" = \"Зета Хаб\";\n\"connect\" = \"Подключиться к Zeta Hub\";\n\"open\" = \"Открыть настройки хаба\";\n\"close\" = \"Закрыть окно\";\n\"save\" = \"Сохранить изменения\";\n\"hint\" = \"Нажмите Start, чтобы начать день\";\n",
        ])
        // "Zeta Hub" is written in Latin inside the Japanese and Russian translations: a name,
        // fine identical in French. "Start" is quoted the same way, but the source writes
        // "start" in lower case: a common word, still flagged. "Open the hub settings" was
        // simply not translated.
        XCTAssertEqual(keys["fr"], ["open", "title", "close", "save", "hint"])
        XCTAssertNil(keys["ja"])
    }

    func testOneLocaleOfAnotherScriptIsNotEvidence() throws {
        let keys = try identicalKeys([
            "en": source,
            "fr": source,
            "ja": "\"connect\" = \"Zeta Hub に接続\";\n\"open\" = \"ハブの設定を開く\";\n\"close\" = \"ウィンドウを閉じる\";\n\"save\" = \"変更を保存\";\n",
        ])
        XCTAssertTrue(keys["fr"]?.contains("brand") ?? false, "one translator's choice does not make a name: \(keys)")
    }

    func testSameScriptTranslationsAreNotEvidence() throws {
        let german = "\"connect\" = \"Mit Zeta Hub verbinden\";\n\"open\" = \"Hub-Einstellungen öffnen\";\n\"close\" = \"Fenster schließen\";\n\"save\" = \"Änderungen sichern\";\n"
        let keys = try identicalKeys(["en": source, "fr": source, "de": german, "nl": german])
        XCTAssertTrue(keys["fr"]?.contains("brand") ?? false, "Latin-script text always holds Latin words: \(keys)")
    }

    func testValuesKeptByTranslatorsOfTranslatedTablesAreNames() {
        let english = entries(["browser": "Mozilla Firefox", "prompt": "Open in Firefox", "delete": "Delete", "body": "Do you want to delete it?"]
            .merging(filler(20, "Plain sentence number")) { $1 })
        let japanese = entries(["browser": "Mozilla Firefox", "prompt": "Firefoxで開く", "delete": "Delete", "body": "削除しますか？"]
            .merging(filler(20, "普通の文番号")) { $1 })
        let russian = entries(["browser": "Mozilla Firefox", "prompt": "Открыть в Firefox", "delete": "Delete", "body": "Удалить это?"]
            .merging(filler(20, "Обычное предложение номер")) { $1 })
        let tables = [pairTable(english, japanese, locale: "ja"), pairTable(english, russian, locale: "ru")]
        let names = NameEvidence.names(tables)
        XCTAssertTrue(names.contains("mozilla firefox"), "\(names)")
        // "Delete" was kept too, but the source writes "delete" in lower case: a string filled
        // with the source until someone translates it, not a name.
        XCTAssertFalse(names.contains("delete"))
    }

    func testAFilledTableIsNoEvidence() {
        let english = entries(["browser": "Mozilla Firefox"].merging(filler(20, "Plain sentence number")) { $1 })
        // Three values translated, the rest identical: an export that filled the table with
        // the source, so what it kept says nothing.
        var japanese = english
        var russian = english
        for index in 0..<3 {
            japanese["filler\(index)"] = "これは翻訳された普通の長い文です \(index)"
            russian["filler\(index)"] = "Это переведённое обычное длинное предложение \(index)"
        }
        let tables = [pairTable(english, japanese, locale: "ja"), pairTable(english, russian, locale: "ru")]
        XCTAssertNotNil(NameEvidence.dominantScript(tables[0], source: false))
        XCTAssertNotEqual(NameEvidence.dominantScript(tables[0], source: false), NameEvidence.dominantScript(tables[0], source: true))
        XCTAssertFalse(NameEvidence.names(tables).contains("mozilla firefox"))
    }

    func testScriptsAreReadOffTheValues() {
        XCTAssertEqual(NameEvidence.scriptClass("a"), NameEvidence.scriptClass("é"))
        XCTAssertNotEqual(NameEvidence.scriptClass("a"), NameEvidence.scriptClass("ж"))
        XCTAssertNotEqual(NameEvidence.scriptClass("ж"), NameEvidence.scriptClass("日"))
        XCTAssertEqual(NameEvidence.scriptClass("カ"), NameEvidence.scriptClass("日"))
        XCTAssertNil(NameEvidence.scriptClass("%"))
        XCTAssertNil(NameEvidence.scriptClass("4"))
        var phrases = Set<String>()
        NameEvidence.collectPhrases("Открыть Core Location и Zeta Hub Pro, затем OK", script: NameEvidence.scriptClass("a")!, into: &phrases)
        XCTAssertEqual(phrases, ["core location", "zeta hub pro", "ok"])
    }

    func testPhrasesKeepWordCharactersAndEndAtEverythingElse() {
        let latin = NameEvidence.scriptClass("a")!
        func phrases(_ value: String) -> Set<String> {
            var found = Set<String>()
            NameEvidence.collectPhrases(value, script: latin, into: &found)
            return found
        }
        // Digits, hyphens, apostrophes, '&' and dots continue a word; they never start one.
        XCTAssertEqual(phrases("Включить Wi-Fi 6 и AT&T’s Pro.2 сейчас"), ["wi-fi", "at&t’s pro.2"])
        XCTAssertEqual(phrases("Версия 2Go"), ["go"])
        XCTAssertEqual(phrases("Версия 6E"), ["e"])
        // Two spaces end a run: "Zeta" and "Hub" are two phrases.
        XCTAssertEqual(phrases("Открыть Zeta  Hub"), ["zeta", "hub"])
        // A run of more than four words is a sentence left in the source's script, not a name.
        XCTAssertEqual(phrases("Ошибка: One Two Three Four Five, и Home Hub"), ["home hub"])
        // A run at the very end, and one made of the whole value.
        XCTAssertEqual(phrases("Открыть Core Location"), ["core location"])
        XCTAssertEqual(phrases("Zeta Hub"), ["zeta hub"])
        XCTAssertEqual(phrases("Только кириллица"), [])
    }

    /// The byte-level phrase reader against a plain reading of the same rule scalar by scalar,
    /// on random text of several scripts, word characters and spaces.
    func testPhrasesReadFromBytesAgreeWithAScalarReading() {
        func reference(_ value: String, script: Int) -> Set<String> {
            var phrases = Set<String>()
            var words: [String] = []
            var word = ""
            var pendingSpace = false
            func endWord() {
                if !word.isEmpty { words.append(word) }
                word = ""
            }
            func endRun() {
                endWord()
                if !words.isEmpty && words.count <= NameEvidence.maximumWords { phrases.insert(words.map { $0.lowercased() }.joined(separator: " ")) }
                words = []
            }
            for scalar in value.unicodeScalars {
                let continues = !word.isEmpty && (("0"..."9").contains(scalar) || "-'’&.".unicodeScalars.contains(scalar))
                if NameEvidence.scriptClass(scalar) == script || continues {
                    pendingSpace = false
                    word.unicodeScalars.append(scalar)
                } else if scalar == " " && !word.isEmpty && !pendingSpace {
                    endWord()
                    pendingSpace = true
                } else {
                    pendingSpace = false
                    endRun()
                }
            }
            endRun()
            return phrases
        }
        let pieces = ["Zeta", "hub", "É", "ß", "жук", "Ключ", "日本", "カ", "한", "ع", "Ω", " ", "  ", "-", "’", "'", "&", ".", "7", ",", "🙂", "\u{301}", "x", "ǅ", "ɐ", "ʼ", "〜", "ā"]
        let scripts = ["a", "ж", "日", "한", "ع", "Ω"].map { NameEvidence.scriptClass(Unicode.Scalar($0)!)! }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let value = (0..<Int.random(in: 0...9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for script in scripts {
                var found = Set<String>()
                NameEvidence.collectPhrases(value, script: script, into: &found)
                XCTAssertEqual(found, reference(value, script: script), "\(value.debugDescription) in script class \(script)")
            }
        }
    }

    func testTheDominantScriptOfEqualCountsIsTheLowerClass() {
        let english = entries(filler(4, "Plain sentence number"))
        // As many Cyrillic as Latin letters in the translations: the lower class (Latin) wins,
        // whatever order the letters come in.
        let mixed = entries(Dictionary(uniqueKeysWithValues: (0..<4).map { ("filler\($0)", "абвгд abcde") }))
        let reversed = entries(Dictionary(uniqueKeysWithValues: (0..<4).map { ("filler\($0)", "abcde абвгд") }))
        let latin = NameEvidence.scriptClass("a")
        XCTAssertEqual(NameEvidence.dominantScript(pairTable(english, mixed, locale: "ru"), source: false), latin)
        XCTAssertEqual(NameEvidence.dominantScript(pairTable(english, reversed, locale: "ru"), source: false), latin)
        // One letter more of Cyrillic decides it; too few letters decide nothing.
        let cyrillic = entries(Dictionary(uniqueKeysWithValues: (0..<4).map { ("filler\($0)", "абвгдж abcde") }))
        XCTAssertEqual(NameEvidence.dominantScript(pairTable(english, cyrillic, locale: "ru"), source: false), NameEvidence.scriptClass("ж"))
        let short = entries(["filler0": "аб ab"])
        XCTAssertNil(NameEvidence.dominantScript(pairTable(english, short, locale: "ru"), source: false))
        // A script outside the named classes (Devanagari) is counted too.
        let hindi = entries(Dictionary(uniqueKeysWithValues: (0..<4).map { ("filler\($0)", "नमस्ते दुनिया abc") }))
        XCTAssertEqual(NameEvidence.dominantScript(pairTable(english, hindi, locale: "hi"), source: false), NameEvidence.scriptClass("न"))
    }

    func testNameShape() {
        XCTAssertTrue(NameEvidence.hasNameShape("Zeta Hub"))
        XCTAssertTrue(NameEvidence.hasNameShape("Border Agent ID"))
        XCTAssertFalse(NameEvidence.hasNameShape("Tap to retry"))
        XCTAssertFalse(NameEvidence.hasNameShape("One Two Three Four Five"))
        XCTAssertFalse(NameEvidence.hasNameShape("%@"))
    }

    private func filler(_ count: Int, _ text: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { ("filler\($0)", "\(text) \($0)") })
    }

    private func entries(_ values: [String: String]) -> [String: String] { values }

    private func pairTable(_ source: [String: String], _ translation: [String: String], locale: String) -> PairTable {
        func table(_ values: [String: String], _ locale: String) -> String {
            values.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
        }
        let catalog = LocalizationCatalog(
            stringsTables: [
                StringsReader.read(Array(table(source, "en").utf8), path: "en.lproj/Localizable.strings", locale: "en", name: "Localizable"),
                StringsReader.read(Array(table(translation, locale).utf8), path: "\(locale).lproj/Localizable.strings", locale: locale, name: "Localizable"),
            ],
            pluralTables: [], sourceLocale: "en")
        return PairTable.all(catalog)[0]
    }
}
