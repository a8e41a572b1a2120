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

/// `lubaaudit import`, end to end through the built binary: round trips on tables shaped like
/// LubaUI's (en/de `.lproj` `.strings` with section comments, a `.stringsdict`) and like a
/// String Catalog, in UTF-8 and UTF-16, and every hostile import the issue lists.
final class TranslationImportTests: XCTestCase {
    static let sourceStrings = """
        /*
          Localizable.strings (English)
          Kit
        */

        /* State */
        "kit.state.loading" = "Loading";
        "kit.state.percent" = "%d percent";

        /* Actions */
        "kit.action.close" = "Close";
        "kit.action.remove" = "Remove %@";
        "kit.action.share" = "Share";

        /* Rating: %1$d is the value, %2$d the maximum */
        "kit.rating.value" = "%1$d of %2$d stars";

        """

    static let germanStrings = """
        /*
          Localizable.strings (Deutsch)
          Kit
        */

        /* State */
        "kit.state.loading" = "Wird geladen";

        /* Actions */
        "kit.action.close" = "Close";
        "kit.action.share" = "Teilen";

        """

    static func stringsDict(one: String?, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>kit.files.count</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \(one.map { "\t\t\t<key>one</key>\n\t\t\t<string>\($0)</string>\n" } ?? "")\t\t\t<key>other</key>
        \t\t\t<string>\(other)</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Archive" : {
              "comment" : "Moves the message to the archive",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Archivieren"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Archive"
                  }
                }
              }
            },
            "Pin" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Pin"
                  }
                }
              }
            },
            "%lld messages" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld message"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld messages"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    enum Encoding {
        case utf8, utf16LittleEndianBOM, utf16BigEndian
    }

    static func encode(_ text: String, _ encoding: Encoding) -> [UInt8] {
        switch encoding {
        case .utf8: return Array(text.utf8)
        case .utf16LittleEndianBOM: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BigEndian: return text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
    }

    /// A LubaUI-shaped package in a git work tree (so paths are relative to it), tables in `encoding`.
    func project(_ encoding: Encoding = .utf8, catalog: Bool = false) throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        var files = [
            "Sources/Kit/Resources/en.lproj/Localizable.stringsdict": Self.stringsDict(one: "%d file", other: "%d files"),
            "Sources/Kit/Resources/de.lproj/Localizable.stringsdict": Self.stringsDict(one: nil, other: "%d files"),
        ]
        if catalog { files["Sources/Kit/Resources/Messages.xcstrings"] = Self.catalog }
        try TestSupport.write(files, raw: [
            "Sources/Kit/Resources/en.lproj/Localizable.strings": Self.encode(Self.sourceStrings, encoding),
            "Sources/Kit/Resources/de.lproj/Localizable.strings": Self.encode(Self.germanStrings, encoding),
        ], under: root)
        return root
    }

    /// Every file under `root` with its bytes (imports must leave all of them as they were).
    func snapshot(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  path.hasPrefix("Sources/") else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    func export(_ root: URL, format: String = "xliff") throws -> String {
        let run = try TestSupport.run(["missing-keys", "--package", ".", "--locale", "de", "--format", format], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout
    }

    @discardableResult
    func importFile(_ text: String, name: String = "de.xliff", in root: URL, _ extra: [String] = []) throws -> TestSupport.Run {
        try Data(text.utf8).write(to: root.appendingPathComponent(name))
        return try TestSupport.run(["import", name, "--package", "."] + extra, in: root)
    }

    /// Gives every unit of an exported XLIFF a German target: the English with a marker word,
    /// placeholders kept in order. Sources may span lines.
    static func translateAll(_ xliff: String, marker: String = "DE") -> String {
        var text = xliff
        while let open = text.range(of: "<target"), let close = text.range(of: "</target>", range: open.upperBound..<text.endIndex) {
            var start = open.lowerBound
            while start > text.startIndex, text[text.index(before: start)] == " " { start = text.index(before: start) }
            if start > text.startIndex, text[text.index(before: start)] == "\n" { start = text.index(before: start) }
            text.removeSubrange(start..<close.upperBound)
        }
        var out = ""
        var rest = text[...]
        while let open = rest.range(of: "<source>"), let close = rest.range(of: "</source>", range: open.upperBound..<rest.endIndex) {
            out += rest[..<close.upperBound]
            let source = rest[open.upperBound..<close.lowerBound]
            // A format key that is only its plural variable stays as it is: a marker there and
            // in every branch would read twice once composed (icu.plural-composed-text).
            let onlyVariable = source.hasPrefix("%") && source.hasSuffix("@") && !source.contains(" ") && source.contains("#@")
            out += "\n        <target state=\"translated\">\(onlyVariable ? "" : marker + " ")\(source)</target>"
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    // MARK: round trips

    func testUnchangedExportImportsWithoutChangingAByte() throws {
        for encoding in [Encoding.utf8, .utf16LittleEndianBOM, .utf16BigEndian] {
            let root = try project(encoding, catalog: true)
            let before = try snapshot(root)
            for format in ["xliff", "csv"] {
                let exported = try export(root, format: format)
                let run = try importFile(exported, name: "de.\(format)", in: root, format == "csv" ? ["--locale", "de"] : [])
                XCTAssertEqual(run.status, 0, "\(encoding) \(format): \(run.stderr)")
                XCTAssertTrue(run.stdout.contains("wrote 0 translation(s)"), run.stdout)
                XCTAssertEqual(try snapshot(root), before, "\(encoding) \(format): an unchanged export must change no byte")
            }
        }
    }

    func testTranslatedExportLeavesNothingMissingEmptyOrIdentical() throws {
        for encoding in [Encoding.utf8, .utf16LittleEndianBOM, .utf16BigEndian] {
            let root = try project(encoding, catalog: true)
            let exported = try export(root)
            try validateXLIFF(exported)
            let translated = Self.translateAll(exported)
            try validateXLIFF(translated)
            let run = try importFile(translated, in: root)
            XCTAssertEqual(run.status, 0, "\(encoding): \(run.stderr)")
            let after = try export(root, format: "json")
            let report = try JSONDecoder().decode(TranslatorReport.self, from: Data(after.utf8))
            XCTAssertEqual(report.items.map(\.key), [], "\(encoding): still to translate after the import: \(report.items.map(\.unitID))")
            XCTAssertEqual(report.completion?.missing, 0)
            XCTAssertEqual(report.completion?.identical, 0)
            XCTAssertEqual(report.completion?.empty, 0)
            let audit = try TestSupport.run(["strings", "--package", ".", "--format", "text", "--fail-on", "warning"], in: root)
            XCTAssertEqual(audit.status, 0, "\(encoding): \(audit.stderr)")

            let strings = try Data(contentsOf: root.appendingPathComponent("Sources/Kit/Resources/de.lproj/Localizable.strings"))
            let bytes = [UInt8](strings)
            switch encoding {
            case .utf8: XCTAssertEqual(bytes.first, UInt8(ascii: "/"))
            case .utf16LittleEndianBOM: XCTAssertEqual(Array(bytes.prefix(4)), [0xFF, 0xFE, UInt8(ascii: "/"), 0])
            case .utf16BigEndian: XCTAssertEqual(Array(bytes.prefix(2)), [0, UInt8(ascii: "/")], "a UTF-16 table without a BOM stays so")
            }
            let text = try XCTUnwrap(encoding == .utf8 ? String(data: strings, encoding: .utf8)
                : String(data: strings, encoding: encoding == .utf16BigEndian ? .utf16BigEndian : .utf16))
            // The German header and comments stay; new keys come in the source's order with its comment.
            XCTAssertTrue(text.hasPrefix("/*\n  Localizable.strings (Deutsch)"), text)
            XCTAssertTrue(text.contains("\"kit.state.loading\" = \"Wird geladen\";\n\"kit.state.percent\" = \"DE %d percent\";\n"), text)
            XCTAssertTrue(text.contains("\"kit.action.close\" = \"DE Close\";\n\"kit.action.remove\" = \"DE Remove %@\";\n\"kit.action.share\" = \"Teilen\";\n"), text)
            XCTAssertTrue(text.contains("\n\n/* Rating: %1$d is the value, %2$d the maximum */\n\"kit.rating.value\" = \"DE %1$d of %2$d stars\";\n"), text)

            let plural = try String(contentsOf: root.appendingPathComponent("Sources/Kit/Resources/de.lproj/Localizable.stringsdict"), encoding: .utf8)
            XCTAssertTrue(plural.contains("\t\t\t<key>one</key>\n\t\t\t<string>DE %d file</string>\n\t\t\t<key>other</key>\n\t\t\t<string>DE %d files</string>"), plural)
        }
    }

    /// The real catalogs of ../shared/corpora (a String Catalog app and a .strings/.stringsdict
    /// app), copied: the unchanged export imports without a byte changed, and the translated one
    /// leaves nothing to translate.
    func testRoundTripsOnRealCatalogs() throws {
        for (corpus, locales) in [("coteditor", ["pl"]), ("element-x-ios", ["de"])] {
            let source = try TestSupport.sharedPath("corpora/\(corpus)")
            let root = try TestSupport.temporaryDirectory(self).appendingPathComponent(corpus)
            try TestSupport.copy(source, to: root)
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
            for locale in locales {
                let before = try allFiles(root)
                let export = try TestSupport.run(["missing-keys", "--strings", ".", "--locale", locale, "--format", "xliff"], in: root)
                XCTAssertEqual(export.status, 0, export.stderr)
                try Data(export.stdout.utf8).write(to: root.appendingPathComponent("\(locale).xliff"))
                let unchanged = try TestSupport.run(["import", "\(locale).xliff", "--strings", "."], in: root)
                XCTAssertEqual(unchanged.status, 0, "\(corpus) \(locale): \(unchanged.stderr)")
                XCTAssertEqual(try allFiles(root).filter { !$0.key.hasSuffix(".xliff") }, before.filter { !$0.key.hasSuffix(".xliff") },
                               "\(corpus) \(locale): an unchanged export changes no byte")
                try Data(Self.translateAll(export.stdout, marker: "XX").utf8).write(to: root.appendingPathComponent("\(locale).xliff"))
                let translated = try TestSupport.run(["import", "\(locale).xliff", "--strings", "."], in: root)
                XCTAssertEqual(translated.status, 0, "\(corpus) \(locale): \(translated.stderr)")
                let after = try TestSupport.run(["missing-keys", "--strings", ".", "--locale", locale, "--format", "json"], in: root)
                let report = try JSONDecoder().decode(TranslatorReport.self, from: Data(after.stdout.utf8))
                XCTAssertEqual(report.items.filter { $0.status != .fix }.map(\.unitID), [], "\(corpus) \(locale)")
                XCTAssertEqual(report.completion?.missing, 0)
                XCTAssertEqual(report.completion?.identical, 0)
            }
        }
    }

    func allFiles(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    func testOneValueIntoAStringCatalogIsAOneValueDiff() throws {
        let root = try project(catalog: true)
        let path = root.appendingPathComponent("Sources/Kit/Resources/Messages.xcstrings")
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Sources/Kit/Resources/Messages.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="Archive" xml:space="preserve">
                    <source>Archive</source>
                    <target state="translated">Ins Archiv</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """
        let run = try importFile(xliff, in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let before = Self.catalog.components(separatedBy: "\n")
        let after = try String(contentsOf: path, encoding: .utf8).components(separatedBy: "\n")
        XCTAssertEqual(before.count, after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        XCTAssertEqual(changed.map(\.1), ["            \"value\" : \"Ins Archiv\""], "only the one value changes")
    }

    func testNewCatalogLocalizationIsWrittenAsXcodeWritesIt() throws {
        let root = try project(catalog: true)
        let translated = Self.translateAll(try export(root))
        XCTAssertEqual(try importFile(translated, in: root).status, 0)
        let text = try String(contentsOf: root.appendingPathComponent("Sources/Kit/Resources/Messages.xcstrings"), encoding: .utf8)
        XCTAssertTrue(text.contains("""
                "Pin" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "DE Pin"
                      }
                    },
                    "en" : {
            """), text)
        XCTAssertTrue(text.contains("""
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "DE %lld message"
                            }
                          },
                          "other" : {
            """), text)
        // Xcode's own reader and ours agree it is JSON.
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(text.utf8)))
    }

    func testXcodeShapedXLIFFImports() throws {
        let root = try project()
        // As Xcode exports: a file per table (paths from the Xcode project, here one folder up
        // from the tables), a header with Xcode as the tool, resname, stringsdict ids, groups.
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="Kit/Resources/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <header>
                  <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" build-num="15A240d"/>
                </header>
                <body>
                  <trans-unit id="kit.action.remove" resname="kit.action.remove" xml:space="preserve">
                    <source>Remove %@</source>
                    <target state="translated">%@ entfernen</target>
                    <note>No comment provided by engineer.</note>
                  </trans-unit>
                  <group id="rating">
                    <trans-unit id="kit.rating.value" xml:space="preserve">
                      <source>%1$d of %2$d stars</source>
                      <target state="translated">%1$d von %2$d Sternen</target>
                    </trans-unit>
                  </group>
                  <trans-unit id="kit.action.close" xml:space="preserve">
                    <source>Close</source>
                    <target state="new">Close</target>
                  </trans-unit>
                </body>
              </file>
              <file original="Kit/Resources/en.lproj/Localizable.stringsdict" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="/kit.files.count:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
                    <source>%#@files@</source>
                    <target state="translated">%#@files@</target>
                  </trans-unit>
                  <trans-unit id="/kit.files.count:dict/files:dict/one:dict/:string" xml:space="preserve">
                    <source>%d file</source>
                    <target state="translated">%d Datei</target>
                  </trans-unit>
                  <trans-unit id="/kit.files.count:dict/files:dict/other:dict/:string" xml:space="preserve">
                    <source>%d files</source>
                    <target state="translated">%d Dateien</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """
        let run = try importFile(xliff, in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("wrote 4 translation(s)"), run.stdout)
        let strings = try String(contentsOf: root.appendingPathComponent("Sources/Kit/Resources/de.lproj/Localizable.strings"), encoding: .utf8)
        XCTAssertTrue(strings.contains("\"kit.action.close\" = \"Close\";\n\"kit.action.remove\" = \"%@ entfernen\";\n"), strings)
        XCTAssertTrue(strings.contains("\"kit.rating.value\" = \"%1$d von %2$d Sternen\";"), strings)
        let plural = try String(contentsOf: root.appendingPathComponent("Sources/Kit/Resources/de.lproj/Localizable.stringsdict"), encoding: .utf8)
        XCTAssertEqual(plural, Self.stringsDict(one: "%d Datei", other: "%d Dateien"), "a new branch goes before other, in CLDR order")
    }

    func testCSVTranslationsImport() throws {
        let root = try project()
        let csv = try export(root, format: "csv")
        // A spreadsheet saves the file with the translations typed into the current column.
        var rows = csv.components(separatedBy: "\r\n")
        for index in rows.indices where rows[index].hasPrefix("\"Localizable\",\"kit.action.remove\"") {
            var fields = rows[index].components(separatedBy: "\",\"")
            fields[5] = "%@ entfernen"
            rows[index] = fields.joined(separator: "\",\"")
        }
        let run = try importFile(rows.joined(separator: "\r\n"), name: "de.csv", in: root, ["--locale", "de"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let strings = try String(contentsOf: root.appendingPathComponent("Sources/Kit/Resources/de.lproj/Localizable.strings"), encoding: .utf8)
        XCTAssertTrue(strings.contains("\"kit.action.remove\" = \"%@ entfernen\";"), strings)
        let missing = try importFile(csv, name: "de.csv", in: root)
        XCTAssertEqual(missing.status, 2, "CSV names no locale")
        XCTAssertTrue(missing.stderr.contains("--locale"), missing.stderr)
    }

    // MARK: checked before written

    func testAnErrorRefusesItsUnitAtTheXLIFFLineAndTheOthersAreWritten() throws {
        let root = try project()
        var xliff = try export(root)
        xliff = xliff.replacingOccurrences(of: "<source>%1$d of %2$d stars</source>", with: "<source>%1$d of %2$d stars</source>\n        <target>%1$@ von %2$d Sternen</target>")
        xliff = xliff.replacingOccurrences(of: "<source>Remove %@</source>", with: "<source>Remove %@</source>\n        <target>%@ entfernen</target>")
        xliff = xliff.replacingOccurrences(of: "<source>%d percent</source>", with: "<source>%d percent</source>\n        <target></target>")
        let lines = xliff.components(separatedBy: "\n")
        let ratingLine = try XCTUnwrap(lines.firstIndex { $0.contains("trans-unit id=\"kit.rating.value\"") }) + 1
        let emptyLine = try XCTUnwrap(lines.firstIndex { $0.contains("trans-unit id=\"kit.state.percent\"") }) + 1
        let before = try snapshot(root)
        let dry = try importFile(xliff, in: root, ["--dry-run"])
        XCTAssertEqual(dry.status, 1)
        XCTAssertEqual(try snapshot(root), before, "--dry-run writes nothing")
        XCTAssertTrue(dry.stdout.contains("+++ b/Sources/Kit/Resources/de.lproj/Localizable.strings"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("\n+\"kit.action.remove\" = \"%@ entfernen\";\n"), dry.stdout)
        XCTAssertFalse(dry.stdout.contains("Sternen"), "a refused unit is not in the diff")

        let run = try importFile(xliff, in: root)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("de.xliff:\(ratingLine):7: error: "), run.stderr)
        XCTAssertTrue(run.stderr.contains("[l10n.format-type-mismatch]"), run.stderr)
        XCTAssertTrue(run.stderr.contains("fix: "), run.stderr)
        XCTAssertTrue(run.stderr.contains("de.xliff:\(emptyLine):7: error: ") && run.stderr.contains("[l10n.empty-value]"), run.stderr)
        let strings = try String(contentsOf: root.appendingPathComponent("Sources/Kit/Resources/de.lproj/Localizable.strings"), encoding: .utf8)
        XCTAssertTrue(strings.contains("\"kit.action.remove\" = \"%@ entfernen\";"))
        XCTAssertFalse(strings.contains("Sternen"))
        XCTAssertFalse(strings.contains("kit.state.percent"))
    }

    func testAMissingPluralCategoryIsRefused() throws {
        let root = try project()
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Sources/Kit/Resources/en.lproj/Localizable.stringsdict" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="/kit.files.count:dict/files:dict/other:dict/:string" xml:space="preserve">
                    <source>%d files</source>
                    <target>%d Dateien %@</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """
        let before = try snapshot(root)
        let run = try importFile(xliff, in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("de.xliff:5:7: error:"), run.stderr)
        XCTAssertEqual(try snapshot(root), before)
    }

    func testAFailedWriteLeavesEveryTableAsItWas() throws {
        let root = try project(catalog: true)
        // A de.lproj that is a file, not a folder: the .strings table cannot be written (even
        // as root), after the catalog's new bytes are already in their temporary file.
        let german = root.appendingPathComponent("Sources/Kit/Resources/de.lproj")
        try FileManager.default.removeItem(at: german)
        try Data("not a folder".utf8).write(to: german)
        let before = try snapshot(root)
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Sources/Kit/Resources/Messages.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body><trans-unit id="Pin"><source>Pin</source><target>Anheften</target></trans-unit></body>
              </file>
              <file original="Sources/Kit/Resources/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <body><trans-unit id="kit.action.share"><source>Share</source><target>Teilen</target></trans-unit></body>
              </file>
            </xliff>

            """
        let run = try importFile(xliff, in: root)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("cannot write"), run.stderr)
        XCTAssertEqual(try snapshot(root), before, "the catalog must not be written when the other table cannot be")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources/Kit/Resources").path)
        XCTAssertFalse(leftovers.contains { $0.contains(".import-") }, "temporary files are removed: \(leftovers)")
    }

    // MARK: hostile imports

    func hostile(_ original: String, body: String? = nil, root: URL? = nil) throws -> (TestSupport.Run, Bool) {
        let root = try root ?? project()
        let before = try snapshot(root)
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="\(original)" source-language="en" target-language="de" datatype="plaintext">
                <body>
            \(body ?? "      <trans-unit id=\"kit.action.remove\"><source>Remove %@</source><target>%@ entfernen</target></trans-unit>")
                </body>
              </file>
            </xliff>

            """
        let run = try importFile(xliff, in: root)
        return (run, try snapshot(root) == before)
    }

    func testPathsOutOfTheProjectOrIntoAnotherLocaleAreRefused() throws {
        for original in ["../outside/en.lproj/Localizable.strings", "Sources/Kit/../../../etc/en.lproj/Localizable.strings",
                         "/etc/en.lproj/Localizable.strings", "Sources/Kit/Resources/fr.lproj/Localizable.strings"] {
            let (run, unchanged) = try hostile(original)
            XCTAssertEqual(run.status, 2, "\(original): \(run.stderr)")
            XCTAssertEqual(run.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, "one line: \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("de.xliff:3:3:"), run.stderr)
            XCTAssertTrue(unchanged, original)
        }
        // A symbolic link from the project's de.lproj to a folder outside.
        let root = try project()
        let outside = try TestSupport.temporaryDirectory(self)
        try Data(Self.germanStrings.utf8).write(to: outside.appendingPathComponent("Localizable.strings"))
        let german = root.appendingPathComponent("Sources/Kit/Resources/de.lproj")
        try FileManager.default.removeItem(at: german)
        try FileManager.default.createSymbolicLink(at: german, withDestinationURL: outside)
        let outsideBefore = try Data(contentsOf: outside.appendingPathComponent("Localizable.strings"))
        let (run, unchanged) = try hostile("Sources/Kit/Resources/en.lproj/Localizable.strings", root: root)
        XCTAssertEqual(run.status, 2, run.stderr)
        // Discovery does not follow a link out of the project (input.link-outside-root), so
        // the linked de.lproj is no locale of the catalog before the import judges a target.
        XCTAssertTrue(run.stderr.contains("no de locale in the catalog"), run.stderr)
        XCTAssertTrue(unchanged)
        XCTAssertEqual(try Data(contentsOf: outside.appendingPathComponent("Localizable.strings")), outsideBefore)
    }

    func testEntityExpansionAndDoctypesAreRefused() throws {
        let root = try project()
        let before = try snapshot(root)
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
            <xliff version="1.2"><file original="Sources/Kit/Resources/en.lproj/Localizable.strings" target-language="de"><body>
            <trans-unit id="kit.action.remove"><source>Remove %@</source><target>&c;</target></trans-unit></body></file></xliff>
            """
        let run = try importFile(laughs, in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("de.xliff:2:1:") && run.stderr.contains("DOCTYPE"), run.stderr)
        let external = laughs.replacingOccurrences(of: "<!DOCTYPE xliff [", with: "<!DOCTYPE xliff SYSTEM \"file:///etc/passwd\" [")
        XCTAssertEqual(try importFile(external, in: root).status, 2)
        let undeclared = try hostile("Sources/Kit/Resources/en.lproj/Localizable.strings",
                                     body: "<trans-unit id=\"kit.action.remove\"><source>x</source><target>&xxe;</target></trans-unit>", root: root)
        XCTAssertEqual(undeclared.0.status, 2)
        XCTAssertTrue(undeclared.0.stderr.contains("entity &xxe; is refused"), undeclared.0.stderr)
        XCTAssertEqual(try snapshot(root), before)
    }

    func testAUnitForAKeyTheSourceLacksIsRefused() throws {
        let (run, unchanged) = try hostile(
            "Sources/Kit/Resources/en.lproj/Localizable.strings",
            body: "<trans-unit id=\"kit.invented\"><source>x</source><target>y</target></trans-unit>")
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("[import.unknown-key]"), run.stderr)
        XCTAssertTrue(unchanged)
    }

    func testScriptInATargetIsRefusedAndNeverWritten() throws {
        for target in ["<script>alert(1)</script>%@", "&lt;script&gt;alert(1)&lt;/script&gt; %@"] {
            let (run, unchanged) = try hostile(
                "Sources/Kit/Resources/en.lproj/Localizable.strings",
                body: "<trans-unit id=\"kit.action.remove\"><source>Remove %@</source><target>\(target)</target></trans-unit>")
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains("[import.markup]"), run.stderr)
            XCTAssertTrue(run.stderr.contains("<script>") && !run.stderr.contains("alert(1)"), "the line names the tag, not the text: \(run.stderr)")
            XCTAssertTrue(unchanged)
        }
    }

    func testAFileOverTheSizeLimitIsRefused() throws {
        let root = try project()
        let before = try snapshot(root)
        let big = root.appendingPathComponent("big.xliff")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let run = try TestSupport.run(["import", "big.xliff", "--package", "."], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("big.xliff: file is too large to import (300 MB; the limit is 256 MB)"), run.stderr)
        XCTAssertEqual(try snapshot(root), before)
    }

    func testUsageErrors() throws {
        let root = try project()
        let noFile = try TestSupport.run(["import", "--package", "."], in: root)
        XCTAssertEqual(noFile.status, 2)
        XCTAssertTrue(noFile.stderr.contains("import needs the file"), noFile.stderr)
        let ignored = try TestSupport.run(["import", "x.xliff", "--package", ".", "--format", "html"], in: root)
        XCTAssertEqual(ignored.status, 2)
        XCTAssertTrue(ignored.stderr.contains("import does not take --format"), ignored.stderr)
        let (wrongLocale, unchanged) = try hostile("Sources/Kit/Resources/en.lproj/Localizable.strings", root: root)
        XCTAssertEqual(wrongLocale.status, 0, wrongLocale.stderr)
        XCTAssertFalse(unchanged)
        let mismatch = try TestSupport.run(["import", "de.xliff", "--package", ".", "--locale", "fr"], in: root)
        XCTAssertEqual(mismatch.status, 2, mismatch.stderr)
        XCTAssertTrue(mismatch.stderr.contains("the file is for de, but the import is for fr"), mismatch.stderr)
        let spelling = try TestSupport.run(["import", "de.xliff", "--package", ".", "--locale", "DE"], in: root)
        XCTAssertEqual(spelling.status, 2, spelling.stderr)
        XCTAssertTrue(spelling.stderr.contains("did you mean de?"), "resolved as the export resolves it: \(spelling.stderr)")
        let table = try importFile("table,key,unit,current\r\n../../etc,kit.action.share,kit.action.share,x\r\n", name: "de.csv", in: root, ["--locale", "de"])
        XCTAssertEqual(table.status, 2)
        XCTAssertTrue(table.stderr.contains("de.csv:2:1: table \"../../etc\" is not a table name"), table.stderr)
        let malformed = try importFile("<xliff version=\"1.2\"><file original=\"a\"><body>\n<trans-unit id=\"x\"></file></xliff>", in: root)
        XCTAssertEqual(malformed.status, 2)
        XCTAssertTrue(malformed.stderr.contains("de.xliff:2:"), malformed.stderr)
    }
}
