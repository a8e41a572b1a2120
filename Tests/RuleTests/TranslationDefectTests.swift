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

/// The string-table rules calibrated for issue 35 on real catalogs: what each reports, what it
/// leaves alone, and at which severity (docs/precision.md has the measurements behind them).
final class TranslationDefectTests: XCTestCase {
    private func findings(_ files: [String: String], rule: String) throws -> [Finding] {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        return try Auditor.run(AuditRequest(packageRoot: root.path)).findings.filter { $0.ruleID == rule }
    }

    private func pairs(_ locale: String, _ pairs: [(String, String)]) -> [String: String] {
        var en = "", translated = ""
        for (index, (source, value)) in pairs.enumerated() {
            en += "\"k\(index)\" = \"\(source)\";\n"
            translated += "\"k\(index)\" = \"\(value)\";\n"
        }
        return ExampleTree.strings(["en": en, locale: translated])
    }

    private func keys(_ found: [Finding]) -> [String] { found.compactMap(\.subject.key).sorted() }

    // MARK: - Ending punctuation

    func testOnlyALostColonEllipsisOrQuestionMarkIsReported() throws {
        let found = try findings(pairs("fr", [
            ("Name:", "Nom"), ("Save As…", "Enregistrer sous"), ("Delete?", "Supprimer."),
            ("Saved", "Enregistré."), ("Done.", "Terminé"), ("Name", "Nom :"), ("Really?", "Vraiment ?!"), ("Wait!", "Attendez"),
        ]), rule: "l10n.punctuation-parity")
        XCTAssertEqual(keys(found), ["k0", "k1", "k2"], "\(found.map(\.message))")
        XCTAssertTrue(found.allSatisfy { $0.severity == .warning })
    }

    func testScriptEquivalentsKeepTheEnding() throws {
        let question = "Delete this file?"
        XCTAssertTrue(try findings(pairs("el", [(question, "Διαγραφή αυτού του αρχείου;")]), rule: "l10n.punctuation-parity").isEmpty)
        XCTAssertTrue(try findings(pairs("ar", [(question, "حذف هذا الملف؟")]), rule: "l10n.punctuation-parity").isEmpty)
        XCTAssertTrue(try findings(pairs("es", [(question, "¿Eliminar este archivo?")]), rule: "l10n.punctuation-parity").isEmpty)
        XCTAssertTrue(try findings(pairs("hy", [(question, "Ջնջե՞լ այս ֆայլը")]), rule: "l10n.punctuation-parity").isEmpty)
        XCTAssertTrue(try findings(pairs("th", [(question, "ลบไฟล์นี้ไหม")]), rule: "l10n.punctuation-parity").isEmpty)
        XCTAssertTrue(try findings(pairs("ja", [(question, "このファイルを削除しますか。"), ("Name:", "名前："), ("Loading…", "読み込み中……")]),
                                   rule: "l10n.punctuation-parity").isEmpty)
        XCTAssertTrue(try findings(pairs("hi", [("Saved.", "सहेजा गया।"), ("Name:", "नाम:")]), rule: "l10n.punctuation-parity").isEmpty)
        // A Greek `;` keeps a question; elsewhere it does not.
        XCTAssertEqual(try findings(pairs("de", [(question, "Datei löschen;")]), rule: "l10n.punctuation-parity").count, 1)
    }

    // MARK: - Whitespace

    func testAnExtraTrailingSpaceIsNotReportedAndLayoutIsANote() throws {
        let found = try findings(pairs("de", [
            ("Done", "Fertig "), ("Total: ", "Summe:"), (" (default)", "(Standard)"), ("One line", "Eine\\nZeile"),
            ("Saved.\\n\\nClose this.", "Gespeichert. Schließen."),
        ]), rule: "l10n.whitespace-parity")
        XCTAssertEqual(keys(found), ["k1", "k2", "k3", "k4"], "\(found.map(\.message))")
        XCTAssertEqual(found.first { $0.subject.key == "k4" }?.severity, .note)
        XCTAssertEqual(found.filter { $0.severity == .warning }.count, 3)
    }

    func testALostSpaceBesideCJKTextGluesNothing() throws {
        let found = try findings(pairs("zh-Hans", [(" (%@)", "（%@）"), ("%@ and ", "%@和")]), rule: "l10n.whitespace-parity")
        XCTAssertTrue(found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
    }

    // MARK: - Numbers

    func testNumbersCompareByValue() {
        func same(_ a: String, _ b: String) -> Bool {
            let (x, y) = (NumberReading.all(in: a), NumberReading.all(in: b))
            return x.count == y.count && zip(x, y).allSatisfy { $0.sameNumber(as: $1) }
        }
        XCTAssertTrue(same("Version 3", "גרסה 3.0"))
        XCTAssertTrue(same("3.5 GB", "3,5 Go"))
        XCTAssertTrue(same("1,000 items", "1\u{202F}000 éléments"))
        XCTAssertTrue(same("1,000 items", "1\u{A0}000 éléments"))
        XCTAssertTrue(same("1,000 items", "1.000 Elemente"))
        XCTAssertTrue(same("3.5", "٣٫٥"))
        XCTAssertTrue(same("25", "۲۵"))
        XCTAssertTrue(same("Version 2.1.3", "Versión 2.1.3"))
        XCTAssertFalse(same("3 days", "30 días"))
        XCTAssertFalse(same("3.5 GB", "5,3 Go"))
        XCTAssertEqual(NumberReading.all(in: "%1$d of 1,000 (%2$.1f%%)").map(\.digits), ["1000"])
    }

    func testADecimalIsNotANumberThatChanged() throws {
        XCTAssertTrue(try findings(pairs("he", [("Version 3", "גרסה 3.0")]), rule: "l10n.number-changed").isEmpty)
        XCTAssertEqual(try findings(pairs("de", [("3 days left", "Noch 4 Tage")]), rule: "l10n.number-changed").count, 1)
    }

    func testANumberTypedIntoAFormattedTranslationIsReported() throws {
        let found = try findings(pairs("ca", [
            ("In %@ you listened to %d songs", "L'any 2022 vas escoltar %d cançons"),
            ("%d songs", "%d cançons"), ("Export %@ in 3D", "Exporta %@ en 3D"), ("Open %@", "Obre %@ en 3D"), ("Plain text", "Text 2"),
        ]), rule: "l10n.number-introduced")
        XCTAssertEqual(keys(found), ["k0"], "\(found.map(\.message))")
        XCTAssertTrue(found[0].message.contains("\"2022\""))
    }

    // MARK: - Placeholders, brackets, percent signs, markup

    func testPlaceholdersRenamedAreErrorsDroppedAreWarnings() throws {
        let found = try findings(pairs("de", [
            ("Open ${filterName} Filter", "Filter ${playbackSpeed} öffnen"), ("Get the level of ${carName}", "Zeigt den Ladestand"),
            ("At ${stop}: ${line}", "${line} an ${stop}"), ("Costs $5", "Kostet 5 $"),
        ]), rule: "l10n.placeholder-changed")
        XCTAssertEqual(keys(found), ["k0", "k1"])
        XCTAssertEqual(found.first { $0.subject.key == "k0" }?.severity, .error)
        XCTAssertEqual(found.first { $0.subject.key == "k1" }?.severity, .warning)
    }

    func testBracketsAndQuotesByKindApostrophesAndFacesAside() throws {
        let found = try findings(pairs("ru", [
            ("Popular", "Популярные]"), ("Tap “Save”", "Нажмите «Сохранить"), ("Reachable (HTTP %li)", "Доступен (HTTP) %li)"),
            ("Tap “Save”", "Нажмите «Сохранить»"), ("Remove “%@”?", "Удалить „%@\\\"?"), ("Great", "Отлично :)"), ("Name", "Имя (необязательно)"),
        ]), rule: "l10n.unbalanced-brackets")
        XCTAssertEqual(keys(found), ["k0", "k1", "k2"], "\(found.map(\.message))")
        XCTAssertTrue(try findings(pairs("uz", [("Delete", "O‘chirish"), ("Edit poll", "So‘rovnomani tahrirlash")]), rule: "l10n.unbalanced-brackets").isEmpty)
        XCTAssertTrue(try findings(pairs("fr", [("Don’t ask", "Ne plus demander à l’app"), ("Users’ files", "Fichiers ‘utilisateurs’")]),
                                   rule: "l10n.unbalanced-brackets").isEmpty)
    }

    func testAPercentSignLeftWithoutItsNumber() throws {
        let found = try findings(pairs("zh-Hant", [
            ("%d%% off the first year", "首年享五折優惠%%"), ("%d%% off", "%d%% 折扣"), ("Save 50% now", "立即節省 50%%"),
            ("Save 50% now", "立即節省 50%"), ("%d%% charged", "已充電 %%%d"),
        ]), rule: "l10n.stray-percent")
        XCTAssertEqual(keys(found), ["k0", "k2"], "\(found.map(\.message))")
    }

    func testMarkupAddedToAPlainValueAndALinkWrittenOut() throws {
        let found = try findings(pairs("de", [
            ("Learn about Service Workers", "Lerne <em>Service Workers</em> kennen"), ("Under 5 minutes", "Unter <5 Minuten"),
            ("Follow the [guide]({url}).", "Siehe {url}."), ("Follow the [guide]({url}).", "Siehe [Anleitung] ({url})."),
        ]), rule: "l10n.markup-changed")
        XCTAssertEqual(keys(found), ["k0", "k2", "k3"], "\(found.map(\.message))")
        XCTAssertEqual(found.first { $0.subject.key == "k2" }?.severity, .note)
        XCTAssertEqual(found.first { $0.subject.key == "k3" }?.severity, .warning)
    }

    // MARK: - Identical values and plurals

    func testLicencesAndVersionsLeftIdenticalAreNotes() throws {
        let found = try findings(pairs("de", [
            ("MIT License", "MIT License"), ("Assist (iOS 26.4+)", "Assist (iOS 26.4+)"), ("Check the spelling and try again", "Check the spelling and try again"),
        ]), rule: "l10n.identical-translation")
        XCTAssertEqual(found.first { $0.subject.key == "k0" }?.severity, .note)
        XCTAssertEqual(found.first { $0.subject.key == "k1" }?.severity, .note)
        XCTAssertEqual(found.first { $0.subject.key == "k2" }?.severity, .warning)
    }

    func testAnAppNamedWithCommonWordsThatOtherScriptsKeepIsANote() throws {
        let en = "\"name\" = \"Sky Resize\";\n\"quit\" = \"Quit Sky Resize\";\n\"hint\" = \"You can resize the sky window\";\n\"open\" = \"Open the settings window\";\n"
        let found = try findings(ExampleTree.strings([
            "en": en,
            "ja": "\"name\" = \"Sky Resize\";\n\"quit\" = \"Sky Resize を終了\";\n\"hint\" = \"空のウインドウをリサイズします\";\n\"open\" = \"設定ウインドウを開きます\";\n",
            "ru": "\"name\" = \"Sky Resize\";\n\"quit\" = \"Завершить Sky Resize\";\n\"hint\" = \"Изменить размер окна неба\";\n\"open\" = \"Открыть окно настроек\";\n",
            "de": "\"name\" = \"Sky Resize\";\n\"quit\" = \"Sky Resize beenden\";\n\"hint\" = \"Die Größe des Himmelsfensters ändern\";\n\"open\" = \"Das Einstellungsfenster öffnen\";\n",
        ]), rule: "l10n.identical-translation")
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(found.allSatisfy { $0.severity == .note }, "\(found.map { "\($0.message) \($0.severity)" })")
    }

    func testAOneLeftOutOnPurposeAndAMirroredGapAreNotes() throws {
        let chosen = try findings(ExampleStringsDict.files([
            "en": [("one", "%d reply"), ("other", "%d replies")], "da": [("other", "%d svar")],
        ]), rule: "icu.plural-missing-category")
        XCTAssertEqual(chosen.map(\.severity), [.note])
        let mirrored = try findings(ExampleStringsDict.files([
            "en": [("other", "Move %d items to the Bin?")], "de": [("other", "%d Objekte in den Papierkorb legen?")],
        ]), rule: "icu.plural-missing-category")
        XCTAssertEqual(mirrored.filter { $0.subject.locale == "de" }.map(\.severity), [.note])
        let few = try findings(ExampleStringsDict.files([
            "en": [("one", "%d file"), ("other", "%d files")], "uk": [("one", "%d файл"), ("other", "%d файлів")],
        ]), rule: "icu.plural-missing-category")
        XCTAssertEqual(few.map(\.severity), [.error])
    }
}
