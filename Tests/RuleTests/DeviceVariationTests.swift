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

/// String Catalog device variations: every device's branch is a value checked as a plain value
/// is, against the source's branch for the same device (else what the source shows on every
/// device), reported at the branch and naming it; what a translation leaves to its `other`
/// branch is no finding, and a key missing everywhere is one.
final class DeviceVariationTests: XCTestCase {
    private static let path = "Sources/Demo/Resources/Localizable.xcstrings"

    private func audit(_ catalog: String) throws -> [Finding] {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([Self.path: catalog], under: root)
        var request = AuditRequest(packageRoot: root.path)
        request.paths = PathBase(currentDirectory: root.path)
        return try Auditor.run(request).findings
    }

    private func line(_ text: String, of catalog: String) -> Int {
        (catalog.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }

    private func unit(_ value: String, state: String = "translated") -> String {
        #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
    }

    // MARK: - Reading

    func testEachDeviceBranchIsFlattenedWhereItIsWritten() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{
          "%lld photos":{"localizations":{
            "de":{"variations":{"device":{
              "iphone":{"variations":{"plural":{
                "one":\(unit("%lld Foto")),
                "other":\(unit("%lld Fotos", state: "needs_review"))}}},
              "mac":\(unit("Fotos: %lld", state: "new")),
              "other":{"variations":{"plural":{
                "one":\(unit("%lld Bild")),
                "other":\(unit("%lld Bilder"))}}}}}}}},
          "sync":{"localizations":{
            "de":{"variations":{"device":{
              "ipad":\(unit("%#@files@ auf dem iPad")),
              "other":\(unit("%#@files@ synchronisiert"))}},
              "substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                "one":\(unit("%arg Datei")),
                "other":\(unit("%arg Dateien"))}}}}}}}
        }}
        """
        let catalog = StringCatalogReader.read(Array(text.utf8), path: "L.xcstrings")
        XCTAssertEqual(catalog.diagnostics, [])
        let shared = catalog.tables(name: "L")
        let german = try XCTUnwrap(shared.plurals.first { $0.locale == "de" })
        // The shared table reads `other`, and its state is that branch's, not the iPhone's.
        XCTAssertEqual(german.entries.map(\.key), ["%lld photos", "sync"])
        XCTAssertEqual(german.entries[0].variables[0].branches.map(\.value), ["%lld Bild", "%lld Bilder"])
        XCTAssertEqual(german.entries[0].state, "translated")
        XCTAssertEqual(german.entries[1].formatKey, "%#@files@ synchronisiert")

        let devices = catalog.deviceTables(name: "L")
        XCTAssertEqual(devices.strings.map { "\($0.device ?? "") \($0.locale)" }, ["mac de"])
        XCTAssertEqual(devices.plurals.map { "\($0.device ?? "") \($0.locale)" }, ["ipad de", "iphone de"])
        XCTAssertTrue((devices.strings.map { ($0.format, $0.name, $0.diagnostics.isEmpty, $0.byteCount) } + devices.plurals.map { ($0.format, $0.name, $0.diagnostics.isEmpty, $0.byteCount) }).allSatisfy { $0.0 == .xcstrings && $0.1 == "L" && $0.2 && $0.3 == 0 })

        // device → plural: the branch's own plural, keyed at the branch's name.
        let iphone = try XCTUnwrap(devices.plurals.first { $0.device == "iphone" }?.entries.first)
        XCTAssertEqual(iphone.key, "%lld photos")
        XCTAssertEqual(iphone.formatKey, "%#@lld_photos@")
        XCTAssertEqual(iphone.variables.map(\.name), ["lld_photos"])
        XCTAssertEqual(iphone.variables[0].branches.map(\.value), ["%lld Foto", "%lld Fotos"])
        XCTAssertEqual(iphone.location.line, line("\"iphone\"", of: text))
        XCTAssertEqual(iphone.variables[0].location.line, line("\"iphone\"", of: text))
        XCTAssertEqual(iphone.variables[0].branches.map(\.location.line), [line("%lld Foto\"", of: text), line("%lld Fotos\"", of: text)])
        XCTAssertEqual(iphone.state, "needs_review")

        let mac = try XCTUnwrap(devices.strings.first?.entries.first)
        XCTAssertEqual(mac.value, "Fotos: %lld")
        XCTAssertEqual(mac.state, "new")
        XCTAssertEqual(mac.location.line, line("\"mac\"", of: text))
        XCTAssertEqual(mac.valueLocation.line, line("Fotos: %lld", of: text))

        // A substitution inside a device's branch: the branch's value is the format key, the
        // localization's substitutions fill it.
        let ipad = try XCTUnwrap(devices.plurals.first { $0.device == "ipad" }?.entries.first)
        XCTAssertEqual(ipad.key, "sync")
        XCTAssertEqual(ipad.formatKey, "%#@files@ auf dem iPad")
        XCTAssertEqual(ipad.formatLocation.line, line("auf dem iPad", of: text))
        XCTAssertEqual(ipad.variables.map(\.name), ["files"])
        XCTAssertEqual(ipad.variables[0].argumentNumber, 1)
        XCTAssertEqual(ipad.variables[0].branches.map(\.value), ["%arg Datei", "%arg Dateien"])
    }

    func testTheCatalogKeepsDeviceTablesApartFromTheSharedOnes() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
          "en":{"variations":{"device":{"iphone":\(unit("Tap")),"other":\(unit("Click"))}}},
          "de":{"variations":{"device":{"iphone":\(unit("Tippen")),"other":\(unit("Klicken"))}}}}}}}
        """
        let read = StringCatalogReader.read(Array(text.utf8), path: "L.xcstrings")
        let shared = read.tables(name: "L")
        let devices = read.deviceTables(name: "L")
        let catalog = LocalizationCatalog(
            stringsTables: shared.strings + devices.strings, pluralTables: shared.plurals + devices.plurals, sourceLocale: "en")
        XCTAssertEqual(catalog.stringsTables.map(\.locale), ["en", "de"])
        XCTAssertEqual(catalog.deviceStringsTables.map(\.locale), ["en", "de"])
        XCTAssertEqual(catalog.groups.map(\.name), ["L"])
        XCTAssertEqual(catalog.groups[0]["de"]?.strings["k"]?.value, "Klicken")
        XCTAssertEqual(catalog.deviceGroups.map { "\($0.name) \($0.device ?? "")" }, ["L iphone"])
        XCTAssertEqual(catalog.deviceGroups[0]["de"]?.strings["k"]?.value, "Tippen")
        // The source on an iPhone is the source's iPhone branch.
        XCTAssertEqual(catalog.sourceEntry("k", in: catalog.deviceGroups[0]).strings?.value, "Tap")
        XCTAssertEqual(catalog.sourceEntry("k", in: catalog.groups[0]).strings?.value, "Click")
    }

    // MARK: - Checked as plain values

    func testABranchIsComparedWithTheSourcesBranchForTheSameDevice() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{"remove":{"localizations":{
          "en":{"variations":{"device":{
            "iphone":\(unit("Tap to remove %1$@ from %2$@")),
            "other":\(unit("Remove %1$@ from %2$@"))}}},
          "de":{"variations":{"device":{
            "iphone":\(unit("Tippen, um %1$@ zu entfernen")),
            "other":\(unit("%1$@ aus %2$@ entfernen"))}}}}}}}
        """
        let findings = try audit(text)
        let count = findings.filter { $0.ruleID == "l10n.format-count-mismatch" }
        XCTAssertEqual(count.count, 1, "\(findings.map(\.message))")
        let finding = try XCTUnwrap(count.first)
        XCTAssertEqual(finding.message, "\"remove\" in de (device iphone): never shows argument(s) 2 of the source")
        XCTAssertEqual(finding.subject, Subject(table: "Localizable", key: "remove", locale: "de", detail: "device iphone"))
        XCTAssertEqual(finding.evidence.first, Evidence("device", "iphone"))
        XCTAssertTrue(finding.evidence.contains(Evidence("source", "Tap to remove %1$@ from %2$@")))
        // At the branch's value, with the source's branch for that device as the related place.
        XCTAssertEqual(finding.location?.line, line("Tippen, um", of: text))
        XCTAssertEqual(finding.location?.file, Self.path)
        XCTAssertEqual(finding.related.map(\.line), [line("Tap to remove", of: text)])
    }

    func testABranchTheSourceLacksIsComparedWithWhatTheSourceShowsEverywhere() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{"remove":{"localizations":{
          "en":\(unit("Remove %@")),
          "de":{"variations":{"device":{
            "mac":\(unit("%d entfernen")),
            "other":\(unit("%@ entfernen"))}}}}}}}
        """
        let findings = try audit(text)
        XCTAssertEqual(findings.map(\.ruleID), ["l10n.format-type-mismatch"], "\(findings.map(\.message))")
        XCTAssertEqual(findings.first?.message, "\"remove\" in de (device mac): argument 1 is %@ in the source but %d here")
        XCTAssertEqual(findings.first?.related.map(\.line), [line("Remove %@", of: text)])
    }

    func testEveryValueRuleSeesTheBranches() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{
          "close":{"localizations":{
            "en":\(unit("Close the window…")),
            "de":{"variations":{"device":{
              "iphone":\(unit("")),
              "ipad":\(unit("Close the window…")),
              "mac":\(unit("Fenster schließen")),
              "other":\(unit("Das Fenster schließen…"))}}}}}}}
        """
        let findings = try audit(text)
        func rule(_ id: String) -> [Finding] { findings.filter { $0.ruleID == id } }
        XCTAssertEqual(rule("l10n.empty-value").map(\.message), ["\"close\" is empty in de (device iphone)"])
        XCTAssertEqual(rule("l10n.identical-translation").map(\.message), ["\"close\" in de (device ipad) is identical to the en source"])
        XCTAssertEqual(rule("l10n.punctuation-parity").map(\.message), ["\"close\" in de (device mac) ends with no punctuation but the source ends with ellipsis"])
        // The empty branch is not also a punctuation or whitespace problem.
        XCTAssertEqual(rule("l10n.punctuation-parity").count + rule("l10n.whitespace-parity").count, 1)
        for finding in findings where finding.ruleID != "l10n.missing-translation" {
            XCTAssertTrue(finding.subject.detail?.hasPrefix("device ") ?? false, finding.message)
        }
    }

    func testOneBranchsDefectsFoldIntoOneFindingAndBranchesStayApart() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{"sent":{"localizations":{
          "en":\(unit("Sent by %@ to %@")),
          "de":{"variations":{"device":{
            "iphone":\(unit("%1$d gesendet an %@")),
            "mac":\(unit("Gesendet von %@")),
            "other":\(unit("Von %1$@ an %2$@ gesendet"))}}}}}}}
        """
        let findings = try audit(text)
        let iphone = findings.filter { $0.subject.detail == "device iphone" }
        XCTAssertEqual(iphone.map(\.ruleID), ["l10n.format-type-mismatch"], "\(findings.map(\.message))")
        XCTAssertTrue(iphone.first?.evidence.contains { $0.name == "also l10n.format-mixed-positional" } ?? false)
        let mac = findings.filter { $0.subject.detail == "device mac" }
        XCTAssertEqual(mac.map(\.ruleID), ["l10n.format-count-mismatch"])
        XCTAssertFalse(findings.contains { $0.subject.detail == nil && $0.subject.key == "sent" })
    }

    func testPluralsInsideABranchAreCheckedForTheLocale() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
          "en":{"variations":{"plural":{"one":\(unit("%lld file")),"other":\(unit("%lld files"))}}},
          "pl":{"variations":{"device":{
            "iphone":{"variations":{"plural":{"one":\(unit("%lld plik")),"other":\(unit("%lld pliku"))}}},
            "other":{"variations":{"plural":{"one":\(unit("%lld plik")),"few":\(unit("%lld pliki")),
                                             "many":\(unit("%lld plików")),"other":\(unit("%lld pliku"))}}}}}}}}}}
        """
        let findings = try audit(text).filter { $0.ruleID == "icu.plural-missing-category" }
        guard findings.count == 1 else { return XCTFail("\(findings.map(\.message))") }
        XCTAssertTrue(findings[0].message.hasPrefix("\"%lld files\" in pl (device iphone) lacks plural categories few, many"), findings[0].message)
        XCTAssertEqual(findings[0].subject.detail, "device iphone")
        XCTAssertEqual(findings[0].location?.line, line("\"iphone\"", of: text))
    }

    func testASubstitutionInsideABranchIsComparedWithTheSource() throws {
        let substitution = #""substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":\#(unit("%arg file")),"other":\#(unit("%arg files"))}}}}"#
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{"sync":{"localizations":{
          "en":{"stringUnit":{"state":"translated","value":"Synced %#@files@"},\(substitution)},
          "de":{"variations":{"device":{
            "iphone":\(unit("%@: %#@files@")),
            "other":\(unit("%#@files@ synchronisiert"))}},\(substitution)}}}}}
        """
        let findings = try audit(text).filter { $0.ruleID == "icu.plural-format-mismatch" }
        guard findings.count == 1 else { return XCTFail("\(findings.map(\.message))") }
        XCTAssertTrue(findings[0].message.hasPrefix("\"sync\" in de (device iphone): the format key "), findings[0].message)
        XCTAssertEqual(findings[0].subject.detail, "device iphone, format key")
        XCTAssertEqual(findings[0].location?.line, line("%@: %#@files@", of: text))
    }

    // MARK: - No double counting

    func testATranslationWithoutTheSourcesBranchIsNoFinding() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{"open":{"localizations":{
          "en":{"variations":{"device":{"iphone":\(unit("Tap to open %@")),"mac":\(unit("Click to open %@")),"other":\(unit("Open %@"))}}},
          "de":\(unit("%@ öffnen")),
          "fr":{"variations":{"device":{"mac":\(unit("Cliquer pour ouvrir %@")),"other":\(unit("Ouvrir %@"))}}}}}}}
        """
        XCTAssertEqual(try audit(text).map(\.message), [])
    }

    func testAKeyMissingInEveryBranchIsOneMissingTranslation() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{
          "open":{"localizations":{
            "en":{"variations":{"device":{"iphone":\(unit("Tap to open")),"ipad":\(unit("Tap")),"other":\(unit("Open"))}}}}},
          "close":{"localizations":{
            "en":\(unit("Close")),
            "de":\(unit("Schließen"))}}}}
        """
        let findings = try audit(text)
        XCTAssertEqual(findings.map(\.ruleID), ["l10n.missing-translation"], "\(findings.map(\.message))")
        XCTAssertEqual(findings.first?.subject, Subject(table: "Localizable", key: "open", locale: "de"))
        XCTAssertEqual(findings.first?.location?.line, line("\"open\"", of: text))
    }

    func testABranchesStateIsItsOwn() throws {
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
          "en":\(unit("Close")),
          "de":{"variations":{"device":{"mac":\(unit("Fenster zu", state: "needs_review")),"other":\(unit("Schließen"))}}}}}}}
        """
        let states = try audit(text).filter { $0.ruleID == "l10n.catalog-state" }
        XCTAssertEqual(states.map(\.message), ["\"k\" in de (device mac) is marked needs_review"])
        XCTAssertEqual(states.first?.location?.line, line("\"mac\"", of: text))
    }

    // MARK: - Many variations

    /// One key whose `de` localization varies by `count` devices, each device's branch one of
    /// a few kinds in turn; the source varies the same way. Every kind's findings are what a
    /// catalog with that one branch gets: many branches change no branch's findings.
    private func deviceCatalog(_ kinds: [(en: String, de: String)], count: Int) -> String {
        func branches(_ side: KeyPath<(en: String, de: String), String>) -> String {
            (0..<count).map { "\"d\($0)\":\(unit(kinds[$0 % kinds.count][keyPath: side]))" }.joined(separator: ",\n")
        }
        return """
        {"sourceLanguage":"en","version":"1.0","strings":{"count":{"localizations":{
          "en":{"variations":{"device":{
        \(branches(\.en)),
            "other":\(unit("%lld files"))}}},
          "de":{"variations":{"device":{
        \(branches(\.de)),
            "other":\(unit("%lld Dateien"))}}}}}}}
        """
    }

    /// A finding without its device and line: what a branch's finding says about the branch.
    private func shape(_ finding: Finding, device: String) -> String {
        [finding.ruleID, "\(finding.severity)", finding.message, finding.subject.detail ?? "", finding.fix ?? ""]
            .joined(separator: " | ").replacingOccurrences(of: "device \(device)", with: "device *")
            .replacingOccurrences(of: "the \(device) branch", with: "the * branch")
    }

    func testTwentyThousandDeviceBranchesGiveEachBranchItsOwnFindings() throws {
        let kinds: [(en: String, de: String)] = [
            ("%lld files here", "%lld Dateien hier"),  // fine
            ("%lld files there", "%@ Dateien dort"),  // format type
            ("%lld files, %@", "%lld Dateien"),  // an argument left out
            ("Tap: %lld files", ""),  // empty
        ]
        // What each kind gets alone, beside the shared value.
        var alone: [[String]] = []
        for kind in kinds {
            let findings = try audit(deviceCatalog([kind], count: 1))
            alone.append(findings.filter { $0.subject.detail?.hasPrefix("device d0") ?? false }.map { shape($0, device: "d0") }.sorted())
        }
        XCTAssertEqual(alone[0], [])
        XCTAssertTrue(alone[1...].allSatisfy { $0.count == 1 }, "\(alone)")

        let count = 20_000
        let text = deviceCatalog(kinds, count: count)
        let findings = try audit(text)
        // The shared value is fine: every finding is one branch's.
        var byDevice: [String: [Finding]] = [:]
        for finding in findings {
            guard let detail = finding.subject.detail, detail.hasPrefix("device d") else {
                XCTFail("a finding about no branch: \(finding.message)")
                continue
            }
            let device = String(detail.dropFirst("device ".count).prefix { $0 != "," })
            byDevice[device, default: []].append(finding)
        }
        XCTAssertEqual(findings.count, (0..<count).reduce(0) { $0 + alone[$1 % kinds.count].count })
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let firstGerman = try XCTUnwrap(lines.firstIndex { $0.contains("\"de\":") })
        for index in 0..<count {
            let device = "d\(index)"
            let own = byDevice[device] ?? []
            // At the German branch's own line. Stops at the first branch that differs: one
            // failure is enough to read.
            let line = firstGerman + 2 + index
            guard own.map({ shape($0, device: device) }).sorted() == alone[index % kinds.count],
                  own.allSatisfy({ $0.location?.line == line }) else {
                return XCTFail("\(device): \(own.map { "\(shape($0, device: device)) at \($0.location?.line ?? 0)" }), expected \(alone[index % kinds.count]) at \(line)")
            }
        }
    }

    func testTwentyThousandPluralCasesGiveOneFindingPerWrongCase() throws {
        let count = 20_000
        // `=n` cases; every third German case prints the count as an object.
        func cases(_ word: String, wrong: (Int) -> Bool) -> String {
            (0..<count).map { "\"=\($0)\":\(unit("\(wrong($0) ? "%@" : "%lld") \(word) \($0)"))" }.joined(separator: ",\n")
        }
        let text = """
        {"sourceLanguage":"en","version":"1.0","strings":{"count":{"localizations":{
          "en":{"variations":{"plural":{
            "one":\(unit("%lld file")),
            "other":\(unit("%lld files")),
        \(cases("files") { _ in false })}}},
          "de":{"variations":{"plural":{
            "one":\(unit("%lld Datei")),
            "other":\(unit("%lld Dateien")),
        \(cases("Dateien") { $0 % 3 == 0 })}}}}}}}
        """
        let all = try audit(text)
        // Besides one finding per wrong case, one about the variable as a whole: its cases
        // read the count as two types.
        let findings = all.filter { $0.ruleID == "icu.plural-format-mismatch" }
        XCTAssertEqual(all.filter { $0.ruleID != "icu.plural-format-mismatch" }.map(\.ruleID), ["icu.stringsdict-value-type"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let germanOther = try XCTUnwrap(lines.firstIndex { $0.contains("%lld Dateien\"") }) + 1
        let wrongLines = (0..<count).filter { $0 % 3 == 0 }.map { germanOther + 1 + $0 }
        let found = findings.compactMap(\.location?.line).sorted()
        XCTAssertEqual(found.count, wrongLines.count)
        XCTAssertTrue(found == wrongLines, "first difference at \(zip(found, wrongLines).first { $0 != $1 }.map { "\($0)" } ?? "the end")")
        // Each names its own case.
        for finding in findings.prefix(50) {
            let number = (finding.location?.line ?? 0) - germanOther - 1
            XCTAssertTrue(finding.message.contains("=\(number)"), finding.message)
        }
    }
}
