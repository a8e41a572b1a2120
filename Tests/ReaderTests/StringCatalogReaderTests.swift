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

final class StringCatalogReaderTests: XCTestCase {
    /// A realistic Xcode 15/16 catalog written for these tests (Xcode's own layout: two-space
    /// indent, " : " separators). Line numbers in the assertions are this text's lines.
    private static let catalogText = """
{
  "sourceLanguage" : "en",
  "strings" : {
    "%lld photos" : {
      "comment" : "Photo count in the album header.",
      "localizations" : {
        "de" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld Foto"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "%lld Fotos"
                }
              }
            }
          }
        }
      }
    },
    "Open" : {
      "extractionState" : "manual",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Öffnen"
          }
        },
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Open"
          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "new",
            "value" : "Ouvrir"
          }
        }
      }
    },
    "AppName" : {
      "shouldTranslate" : false,
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Luba"
          }
        }
      }
    },
    "sync.status" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%1$@ synced %2$#@files@"
          },
          "substitutions" : {
            "files" : {
              "argNum" : 2,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg file"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg files (%%arg stays)"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "Tap to continue" : {
      "localizations" : {
        "de" : {
          "variations" : {
            "device" : {
              "mac" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Zum Fortfahren klicken"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "stale",
                  "value" : "Zum Fortfahren tippen"
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

    private func read(_ text: String, path: String = "Localizable.xcstrings") -> StringCatalog {
        StringCatalogReader.read(Array(text.utf8), path: path)
    }

    private func position(_ location: SourceLocation?) -> String {
        guard let location else { return "nil" }
        return "\(location.line):\(location.column)"
    }

    // MARK: - The catalog as written

    func testReadsKeysLanguagesAndUnitsWithExactLocations() throws {
        let catalog = read(Self.catalogText)
        XCTAssertEqual(catalog.diagnostics, [])
        XCTAssertEqual(catalog.path, "Localizable.xcstrings")
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.version, "1.0")
        XCTAssertEqual(catalog.byteCount, Self.catalogText.utf8.count)
        XCTAssertEqual(catalog.entries.map(\.key), ["%lld photos", "Open", "AppName", "sync.status", "Tap to continue"])
        XCTAssertEqual(catalog.entries.map { position($0.location) }, ["4:5", "27:5", "50:5", "61:5", "93:5"])
        XCTAssertEqual(catalog.entries.map(\.shouldTranslate), [true, true, false, true, true])
        XCTAssertEqual(catalog.entries.map(\.extractionState), [nil, "manual", nil, nil, nil])

        let photos = catalog.entries[0]
        XCTAssertEqual(photos.comment, "Photo count in the album header.")
        XCTAssertEqual(photos.localizations.map(\.locale), ["de"])
        let german = try XCTUnwrap(photos.localization("de"))
        XCTAssertEqual(position(german.location), "7:9")
        XCTAssertNil(german.stringUnit)
        let plural = try XCTUnwrap(german.variations)
        XCTAssertEqual(position(plural.location), "8:11")
        XCTAssertEqual(plural.device, [])
        XCTAssertEqual(plural.plural.map(\.name), ["one", "other"])
        XCTAssertEqual(plural.plural.map { position($0.location) }, ["10:15", "16:15"])
        XCTAssertEqual(plural.plural.map { $0.stringUnit?.value }, ["%lld Foto", "%lld Fotos"])
        XCTAssertEqual(plural.plural.map { $0.stringUnit?.state }, ["translated", "needs_review"])
        XCTAssertEqual(plural.plural.first?.stringUnit.map { position($0.location) }, "11:17")
        XCTAssertEqual(plural.plural.map { position($0.stringUnit?.valueLocation) }, ["13:29", "19:29"])

        let open = catalog.entries[1]
        XCTAssertNil(open.comment)
        XCTAssertEqual(open.localizations.map(\.locale), ["de", "en", "fr"])
        XCTAssertEqual(open.localizations.map { $0.stringUnit?.value }, ["Öffnen", "Open", "Ouvrir"])
        XCTAssertEqual(open.localizations.map { $0.stringUnit?.state }, ["translated", "translated", "new"])
        XCTAssertEqual(open.localizations.map { position($0.stringUnit?.valueLocation) }, ["33:23", "39:23", "45:23"])
        XCTAssertEqual(open.localization("de")?.stringUnit.map { position($0.location) }, "31:11")

        let sync = try XCTUnwrap(catalog.entries[3].localization("en"))
        XCTAssertEqual(sync.stringUnit?.value, "%1$@ synced %2$#@files@")
        XCTAssertEqual(sync.substitutions.count, 1)
        let files = sync.substitutions[0]
        XCTAssertEqual(files.name, "files")
        XCTAssertEqual(position(files.location), "69:13")
        XCTAssertEqual(files.argNum, 2)
        XCTAssertEqual(files.formatSpecifier, "lld")
        XCTAssertEqual(files.plural.map(\.name), ["one", "other"])
        XCTAssertEqual(files.plural.map { $0.stringUnit?.value }, ["%arg file", "%arg files (%%arg stays)"])

        let tap = try XCTUnwrap(catalog.entries[4].localization("de")?.variations)
        XCTAssertEqual(tap.plural, [])
        XCTAssertEqual(tap.device.map(\.name), ["mac", "other"])
        XCTAssertEqual(tap.device.map { position($0.location) }, ["98:15", "104:15"])
        XCTAssertEqual(tap.device.map { position($0.stringUnit?.valueLocation) }, ["101:29", "107:29"])
    }

    // MARK: - Flattened into tables

    func testTablesPerLocale() throws {
        let catalog = read(Self.catalogText)
        XCTAssertEqual(catalog.locales, ["en", "de", "fr"])
        let tables = catalog.tables(name: "Localizable")
        XCTAssertEqual(tables.strings.map(\.locale), ["en", "de", "fr"])
        XCTAssertEqual(tables.plurals.map(\.locale), ["en", "de", "fr"])
        XCTAssertTrue(tables.strings.allSatisfy { $0.format == .xcstrings && $0.name == "Localizable" && $0.path == "Localizable.xcstrings" })
        XCTAssertTrue(tables.plurals.allSatisfy { $0.format == .xcstrings && $0.name == "Localizable" })
        XCTAssertEqual(tables.strings.map(\.byteCount), [catalog.byteCount, 0, 0])

        let english = tables.strings[0]
        XCTAssertEqual(english.entries.map(\.key), ["%lld photos", "Open", "AppName", "Tap to continue"])
        // A source key without a source localization reads as its own text, at the key.
        XCTAssertEqual(english.entries[0].value, "%lld photos")
        XCTAssertNil(english.entries[0].state)
        XCTAssertEqual(position(english.entries[0].valueLocation), "4:5")
        XCTAssertEqual(english.entries[0].comment, "Photo count in the album header.")
        XCTAssertEqual(english.entries[1].value, "Open")
        XCTAssertEqual(english.entries[1].state, "translated")
        XCTAssertEqual(position(english.entries[1].location), "27:5")
        XCTAssertEqual(position(english.entries[1].valueLocation), "39:23")
        XCTAssertEqual(english.entries.map(\.shouldTranslate), [true, true, false, true])

        let englishPlurals = tables.plurals[0]
        XCTAssertEqual(englishPlurals.entries.map(\.key), ["sync.status"])
        let sync = englishPlurals.entries[0]
        XCTAssertEqual(sync.formatKey, "%1$@ synced %2$#@files@")
        XCTAssertEqual(position(sync.formatLocation), "66:23")
        XCTAssertEqual(position(sync.location), "61:5")
        XCTAssertEqual(sync.state, "translated")
        XCTAssertEqual(sync.variables.map(\.name), ["files"])
        XCTAssertEqual(sync.variables[0].specType, "NSStringPluralRuleType")
        XCTAssertEqual(sync.variables[0].valueType, "lld")
        XCTAssertEqual(position(sync.variables[0].location), "69:13")
        XCTAssertEqual(sync.variables[0].branches.map(\.category), ["one", "other"])
        // Branches keep `%arg` as written; argNum and the specifier go on the variable.
        XCTAssertEqual(sync.variables[0].branches.map(\.value), ["%arg file", "%arg files (%%arg stays)"])
        XCTAssertEqual(sync.variables[0].argumentNumber, 2)
        XCTAssertEqual(sync.variables[0].argumentSpecifier, "lld")
        let resolved = PluralArguments(sync).format(of: sync.variables[0].branches[1], in: sync.variables[0])
        XCTAssertEqual(resolved.uses.map(\.argument), [2])
        XCTAssertEqual(resolved.specifiers.map(\.text), ["%arg"])
        XCTAssertEqual(sync.variables[0].branches.map { position($0.location) }, ["77:33", "83:33"])

        let german = tables.strings[1]
        XCTAssertEqual(german.entries.map(\.key), ["Open", "Tap to continue"])
        XCTAssertEqual(german.entries.map(\.value), ["Öffnen", "Zum Fortfahren tippen"])
        XCTAssertEqual(german.entries.map(\.state), ["translated", "stale"])
        XCTAssertEqual(german.entries.map { position($0.valueLocation) }, ["33:23", "107:29"])
        XCTAssertEqual(german.diagnostics, [])

        let germanPlurals = tables.plurals[1]
        XCTAssertEqual(germanPlurals.entries.map(\.key), ["%lld photos"])
        let photos = germanPlurals.entries[0]
        XCTAssertEqual(photos.formatKey, "%#@lld_photos@")
        XCTAssertEqual(position(photos.formatLocation), "7:9")
        XCTAssertEqual(position(photos.location), "4:5")
        XCTAssertEqual(photos.comment, "Photo count in the album header.")
        XCTAssertEqual(photos.state, "needs_review")
        XCTAssertEqual(photos.variables.count, 1)
        XCTAssertEqual(photos.variables[0].name, "lld_photos")
        XCTAssertEqual(photos.variables[0].valueType, "lld")
        XCTAssertEqual(position(photos.variables[0].location), "8:11")
        XCTAssertEqual(photos.variables[0].branches.map(\.category), ["one", "other"])
        XCTAssertEqual(photos.variables[0].branches.map(\.value), ["%lld Foto", "%lld Fotos"])
        XCTAssertEqual(photos.variables[0].branches.map { position($0.location) }, ["13:29", "19:29"])

        XCTAssertEqual(tables.strings[2].entries.map(\.key), ["Open"])
        XCTAssertEqual(tables.strings[2].entries.first?.state, "new")
        XCTAssertEqual(tables.plurals[2].entries, [])
    }

    func testStateCountsPerLocale() {
        XCTAssertEqual(read(Self.catalogText).stateCounts, [
            // AppName is "Don't translate" and not counted; sync.status counts once.
            "en": ["translated": 2],
            // The photos plural has a needs_review case; the device variants include a stale one.
            "de": ["translated": 1, "needs_review": 1, "stale": 1],
            "fr": ["new": 1],
        ])
        let unusual = read(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"value":"x"}},"de":{"stringUnit":{"state":"reviewed","value":"y"}}}}}}"#)
        XCTAssertEqual(unusual.stateCounts, ["en": ["none": 1], "de": ["reviewed": 1]])
    }

    func testDeviceVariationsWithNestedPluralsUseTheOtherDevice() throws {
        let text = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld items": {"localizations": {
            "de": {"variations": {"device": {
              "iphone": {"stringUnit": {"state": "translated", "value": "%lld Dinge"}},
              "other": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld Element"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld Elemente"}}
              }}}
            }}},
            "fr": {"variations": {"device": {
              "ipad": {"stringUnit": {"state": "new", "value": "%lld éléments"}}
            }}}
          }}
        }}
        """
        let catalog = read(text)
        XCTAssertEqual(catalog.diagnostics, [])
        let device = try XCTUnwrap(catalog.entries.first?.localization("de")?.variations?.device)
        XCTAssertEqual(device.map(\.name), ["iphone", "other"])
        XCTAssertEqual(device[1].variations?.plural.map(\.name), ["one", "other"])

        let tables = catalog.tables(name: "L")
        let german = try XCTUnwrap(tables.plurals.first { $0.locale == "de" })
        XCTAssertEqual(german.entries.first?.variables.first?.branches.map(\.value), ["%lld Element", "%lld Elemente"])
        XCTAssertEqual(german.entries.first?.variables.first?.branches.map { position($0.location) }, ["6:64", "7:66"])
        XCTAssertEqual(german.entries.first?.formatKey, "%#@lld_items@")
        XCTAssertEqual(tables.strings.first { $0.locale == "de" }?.entries, [])
        // Without an "other" device the first one written stands in.
        let french = try XCTUnwrap(tables.strings.first { $0.locale == "fr" })
        XCTAssertEqual(french.entries.map(\.value), ["%lld éléments"])
        XCTAssertEqual(french.entries.map(\.state), ["new"])
    }

    func testPluralVariationWithSubstitutionsKeepsBoth() throws {
        let text = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "k": {"localizations": {"en": {
            "variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld row in %#@k@"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld rows in %#@k@"}}
            }},
            "substitutions": {"k": {"formatSpecifier": "d", "variations": {"plural": {
              "other": {"stringUnit": {"state": "new", "value": "%arg tables"}}
            }}}}
          }}}
        }}
        """
        let tables = read(text).tables(name: "L")
        let entry = try XCTUnwrap(tables.plurals.first?.entries.first)
        // The synthesized name may not collide with the substitution's.
        XCTAssertEqual(entry.variables.map(\.name), ["k_plural", "k"])
        XCTAssertEqual(entry.formatKey, "%#@k_plural@")
        XCTAssertEqual(entry.variables[1].branches.map(\.value), ["%arg tables"])
        // `%#@k@` follows `%lld` in the variation's branch, so `k` is chosen by argument 2.
        let arguments = PluralArguments(entry)
        XCTAssertEqual(arguments.variableArguments, ["k_plural": 1, "k": 2])
        XCTAssertEqual(arguments.format(of: entry.variables[1].branches[0], in: entry.variables[1]).arguments, [2: [.int]])
        XCTAssertEqual(entry.state, "new")
    }

    func testVariableNamesAndValueTypes() {
        XCTAssertEqual(StringCatalog.variableName(for: "%lld photos"), "lld_photos")
        XCTAssertEqual(StringCatalog.variableName(for: "Größe: %@"), "Gr_e")
        XCTAssertEqual(StringCatalog.variableName(for: "%%"), "value")
        XCTAssertEqual(StringCatalog.variableName(for: String(repeating: "a", count: 100)).count, 64)
        XCTAssertEqual(StringCatalog.conversions(in: "%1$@ has %2$lld of %%d %#@x@ %-5.2f %zu"), ["@", "lld", "f", "zu"])
        let branches = [
            PluralBranch(category: "one", value: "%@ one", location: SourceLocation(file: "f", line: 1, column: 1)),
            PluralBranch(category: "other", value: "%@ has %2$ld", location: SourceLocation(file: "f", line: 1, column: 1)),
        ]
        XCTAssertEqual(StringCatalog.selectingValueType(branches), "ld")
        XCTAssertNil(StringCatalog.selectingValueType([]))
        // No integer: the first conversion, `other`'s first; an integer in any branch wins.
        let at = SourceLocation(file: "f", line: 1, column: 1)
        XCTAssertEqual(StringCatalog.selectingValueType([
            PluralBranch(category: "one", value: "%f one", location: at), PluralBranch(category: "other", value: "%@ other", location: at),
        ]), "@")
        XCTAssertEqual(StringCatalog.selectingValueType([
            PluralBranch(category: "one", value: "%f %u one", location: at), PluralBranch(category: "other", value: "%@ other", location: at),
        ]), "u")
    }

    // MARK: - Malformed input

    func testInvalidJSONGivesOneLocatedDiagnosticAndNoEntries() {
        let catalog = read("{\"sourceLanguage\": \"en\",\n\"strings\": {,}}")
        XCTAssertEqual(catalog.entries, [])
        XCTAssertEqual(catalog.diagnostics.map(\.kind), [.syntax])
        XCTAssertEqual(position(catalog.diagnostics.first?.location), "2:13")
        XCTAssertEqual(catalog.diagnostics.first?.location.file, "Localizable.xcstrings")
        // The diagnostic survives flattening even though no locale is known.
        let tables = catalog.tables(name: "Localizable")
        XCTAssertEqual(tables.strings.count, 1)
        XCTAssertEqual(tables.strings.first?.diagnostics, catalog.diagnostics)
    }

    func testWrongTypesNameTheirJSONPath() {
        let cases: [(text: String, at: String, says: String)] = [
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":5}},"version":"1.0"}"#,
             "1:56", "strings.k.localizations must be an object, found the number 5"),
            (#"{"sourceLanguage":"en","strings":{"Open %@":{"localizations":[]}}}"#,
             "1:62", #"strings["Open %@"].localizations must be an object, found an array"#),
            (#"{"sourceLanguage":"en","strings":[]}"#, "1:34", "strings must be an object, found an array"),
            (#"{"sourceLanguage":"en","strings":{"k":"x"}}"#, "1:39", "strings.k must be an object, found a string"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"new","value":3}}}}}}"#,
             "1:99", "strings.k.localizations.de.stringUnit.value must be a string, found the number 3"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"new"}}}}}}"#,
             "1:76", "strings.k.localizations.de.stringUnit has no value"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":1,"value":"v"}}}}}}"#,
             "1:85", "stringUnit.state must be a string, found the number 1"),
            (#"{"sourceLanguage":"en","strings":{"k":{"shouldTranslate":"no"}}}"#,
             "1:58", "strings.k.shouldTranslate must be true or false, found a string"),
            (#"{"sourceLanguage":"en","strings":{"k":{"comment":null}}}"#, "1:50", "strings.k.comment must be a string, found null"),
            (#"{"sourceLanguage":"en","strings":{"k":{"extractionState":true}}}"#, "1:58", "extractionState must be a string, found true"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":7}}}}"#, "1:62", "strings.k.localizations.de must be an object"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"substitutions":{"s":{"argNum":"2","formatSpecifier":"d"}}}}}}}"#,
             "1:94", "substitutions.s.argNum must be a whole number, found a string"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"substitutions":{"s":{"argNum":1.5,"formatSpecifier":"d"}}}}}}}"#,
             "1:94", "argNum must be a whole number, found the number 1.5"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"substitutions":{"s":{"argNum":1}}}}}}}"#,
             "1:80", "substitutions.s has no formatSpecifier"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"substitutions":4}}}}}"#,
             "1:79", "strings.k.localizations.en.substitutions must be an object"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"plural":{"one":"x"}}}}}}}"#,
             "1:93", "variations.plural.one must be an object, found a string"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"plural":[]}}}}}}"#,
             "1:86", "strings.k.localizations.en.variations.plural must be an object"),
            (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":"v"}}}}}"#,
             "1:76", "strings.k.localizations.en.variations must be an object"),
            (#"{"sourceLanguage":3,"strings":{}}"#, "1:19", "sourceLanguage must be a string, found the number 3"),
            (#"{"strings":{}}"#, "1:1", "no sourceLanguage"),
            (#"{"sourceLanguage":"en"}"#, "1:1", "no strings object"),
            (#"{"sourceLanguage":"en","strings":{},"version":1}"#, "1:47", "version must be a string, found the number 1"),
            (#"["sourceLanguage"]"#, "1:1", "the top level must be an object, found an array"),
        ]
        for item in cases {
            let catalog = read(item.text)
            let syntax = catalog.diagnostics.filter { $0.kind == .syntax }
            XCTAssertEqual(syntax.count, 1, "\(item.text): \(syntax.map(\.message))")
            XCTAssertEqual(syntax.first?.message.contains(item.says), true, "\(item.text): \(syntax.map(\.message))")
            XCTAssertEqual(position(syntax.first?.location), item.at, "\(item.text): \(syntax.first?.message ?? "")")
        }
    }

    func testUnknownVariationKindIsUnsupportedAndOtherKindsStillRead() {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"width":{"1":{}},"plural":{"other":{"stringUnit":{"state":"translated","value":"v"}}}}}}}}}"#
        let catalog = read(text)
        XCTAssertEqual(catalog.diagnostics.map(\.kind), [.unsupported])
        XCTAssertEqual(position(catalog.diagnostics.first?.location), "1:77")
        XCTAssertEqual(catalog.entries.first?.localization("en")?.variations?.plural.map(\.name), ["other"])
    }

    func testVariationsNestedTooDeepAreReported() {
        let unit = #"{"stringUnit":{"state":"new","value":"v"}}"#
        var variant = unit
        for _ in 0..<5 {
            variant = #"{"variations":{"device":{"other":\#(variant)}}}"#
        }
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":\#(variant)}}}}"#
        let catalog = read(text)
        XCTAssertEqual(catalog.diagnostics.map(\.kind), [.syntax])
        XCTAssertTrue(catalog.diagnostics.first?.message.contains("nested more than 3 deep") ?? false)
    }

    func testDuplicateKeysAreReportedAndTheLastWins() {
        let text = """
        {"sourceLanguage": "en", "strings": {
          "a": {"comment": "first"},
          "b": {},
          "a": {"comment": "second"}
        }}
        """
        let catalog = read(text)
        XCTAssertEqual(catalog.entries.map(\.key), ["b", "a"])
        XCTAssertEqual(catalog.entries.last?.comment, "second")
        XCTAssertEqual(position(catalog.entries.last?.location), "4:3")
        XCTAssertEqual(catalog.diagnostics.map(\.kind), [.syntax])
        XCTAssertEqual(position(catalog.diagnostics.first?.location), "4:3")
    }

    func testHundredThousandLevelsGiveADiagnosticNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let catalog = read(#"{"sourceLanguage":"en","strings":{"k":{"comment":\#(deep)}}}"#)
        XCTAssertEqual(catalog.entries, [])
        XCTAssertEqual(catalog.diagnostics.map(\.kind), [.syntax])
        XCTAssertTrue(catalog.diagnostics.first?.message.contains("deeper than 512") ?? false)
        // The first "[" is column 50; three objects are open before it, so the 510th "[" is one too many.
        XCTAssertEqual(position(catalog.diagnostics.first?.location), "1:\(50 + 509)")
    }

    func testEmptySourceLocalizationReadsAsTheKey() {
        let catalog = read(#"{"sourceLanguage":"en","strings":{"Done":{"localizations":{"en":{},"de":{}}}}}"#)
        XCTAssertEqual(catalog.diagnostics, [])
        let tables = catalog.tables(name: "L")
        XCTAssertEqual(tables.strings.map(\.locale), ["en", "de"])
        XCTAssertEqual(tables.strings[0].entries.map(\.value), ["Done"])
        XCTAssertEqual(tables.strings[1].entries, [])
    }

    func testEmptyCatalogGivesAnEmptySourceTable() {
        let catalog = read(#"{"sourceLanguage" : "de", "strings" : {}, "version" : "1.0"}"#)
        XCTAssertEqual(catalog.diagnostics, [])
        let tables = catalog.tables(name: "Localizable")
        XCTAssertEqual(tables.strings.map(\.locale), ["de"])
        XCTAssertEqual(tables.strings.first?.entries, [])
        XCTAssertEqual(tables.plurals.first?.entries, [])
    }
}
