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

/// The directives each reader finds: their ids, reasons, positions and the entry they cover,
/// and the directives that cannot be read, each with its file:line:column.
final class SuppressionReaderTests: XCTestCase {
    func strings(_ text: String, path: String = "de.lproj/Localizable.strings") -> StringsTable {
        StringsReader.read(Array(text.utf8), path: path, locale: "de", name: "Localizable")
    }

    func location(_ line: Int, _ column: Int, _ file: String = "de.lproj/Localizable.strings") -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    func testAStringsBlockCommentBeforeAnEntryCoversThatEntry() throws {
        let table = strings("\"x\" = \"X\";\n/* lubaaudit:disable l10n.identical-translation — brand name */\n\"a\" = \"Luba\";\n\"b\" = \"B\";\n")
        XCTAssertEqual(table.suppressions.problems, [])
        let directive = try XCTUnwrap(table.suppressions.directives.first)
        XCTAssertEqual(table.suppressions.directives.count, 1)
        XCTAssertEqual(directive.action, .disable)
        XCTAssertEqual(directive.scope, .entry)
        XCTAssertEqual(directive.rules, [.init("l10n.identical-translation", at: location(2, 22))])
        XCTAssertEqual(directive.reason, "brand name")
        XCTAssertEqual(directive.location, location(2, 4))
        let span = try XCTUnwrap(directive.span)
        XCTAssertTrue(span.contains(location(3, 1)), "the key")
        XCTAssertTrue(span.contains(location(3, 7)), "the value")
        XCTAssertFalse(span.contains(location(4, 1)), "the next entry")
        XCTAssertFalse(span.contains(location(1, 1)), "the entry before")
        XCTAssertFalse(span.contains(location(3, 7, "en.lproj/Localizable.strings")), "another file")
        // The translator's comment is still the comment.
        XCTAssertEqual(table.entries[1].comment, "lubaaudit:disable l10n.identical-translation — brand name")
    }

    func testLineCommentsSeveralIdsCommasOrSpacesAndEveryReasonSeparator() throws {
        let table = strings("""
        // lubaaudit:disable l10n.empty-value, l10n.identical-translation - kept blank
        "a" = "";
        // lubaaudit:disable l10n.empty-value l10n.whitespace-parity -- why
        "b" = "";
        // lubaaudit:disable l10n.empty-value – en dash
        "c" = "";
        // lubaaudit:disable l10n.empty-value—no spaces
        "d" = "";
        // lubaaudit:disable:next l10n.empty-value
        "e" = "";

        """)
        XCTAssertEqual(table.suppressions.problems, [])
        let directives = table.suppressions.directives
        XCTAssertEqual(directives.map { $0.rules.map(\.id) }, [
            ["l10n.empty-value", "l10n.identical-translation"], ["l10n.empty-value", "l10n.whitespace-parity"],
            ["l10n.empty-value"], ["l10n.empty-value"], ["l10n.empty-value"],
        ])
        XCTAssertEqual(directives.map(\.reason), ["kept blank", "why", "en dash", "no spaces", nil])
        XCTAssertEqual(directives[0].rules[1].location, location(1, 40))
        XCTAssertEqual(directives[1].rules[1].location, location(3, 39))
        XCTAssertTrue(directives.allSatisfy { $0.scope == .entry }, "disable:next reads as disable in a table")
        XCTAssertEqual(directives.map { $0.span?.start.line }, [2, 4, 6, 8, 10])
    }

    func testADirectiveTrailingAnEntryCoversThatEntry() throws {
        let table = strings("\"a\" = \"Luba\"; // lubaaudit:disable l10n.identical-translation\n\"b\" = \"B\";\n")
        let directive = try XCTUnwrap(table.suppressions.directives.first)
        XCTAssertTrue(directive.span?.contains(location(1, 7)) ?? false)
        XCTAssertFalse(directive.span?.contains(location(2, 1)) ?? true)
        XCTAssertEqual(table.entries[1].comment, nil, "a trailing comment is not the next entry's")
        let inside = strings("\"x\" = \"X\";\n\"a\" /* lubaaudit:disable l10n.identical-translation */ = \"Luba\";\n")
        XCTAssertEqual(inside.suppressions.directives.first?.span?.start, .init(line: 2, column: 1), "inside an entry: that entry, not the one before")
    }

    func testMalformedDirectivesAreProblemsAtTheirPosition() {
        let table = strings("""
        /* lubaaudit:disabel l10n.empty-value */
        "a" = "A";
        // lubaaudit:disable
        "b" = "B";
        // lubaaudit:enable l10n.empty-value
        "c" = "C";
        // lubaaudit:disable:this l10n.empty-value
        "d" = "D";
        // lubaaudit:disable:later l10n.empty-value
        "e" = "E";
        // lubaaudit:disable (brand)
        "f" = "F";
        // see lubaaudit: the tool, and lubaaudit:disable l10n.empty-value at the end
        """)
        let problems = table.suppressions.problems.sorted { $0.location.line < $1.location.line }
        XCTAssertEqual(problems.map(\.location), [location(1, 4), location(3, 4), location(5, 4), location(7, 4), location(9, 4), location(11, 4), location(13, 33)])
        XCTAssertTrue(problems[0].message.contains("did you mean \"lubaaudit:disable\"?"), problems[0].message)
        XCTAssertTrue(problems[1].message.contains("names no rule"), problems[1].message)
        XCTAssertTrue(problems[2].message.contains("no meaning in a table"), problems[2].message)
        XCTAssertTrue(problems[3].message.contains("lubaaudit:disable:this has no meaning in a table"), problems[3].message)
        XCTAssertTrue(problems[4].message.contains(":next, :this, :previous"), problems[4].message)
        XCTAssertTrue(problems[5].message.contains("found \"(brand)\""), problems[5].message)
        XCTAssertTrue(problems[6].message.contains("before no entry"), problems[6].message)
        XCTAssertEqual(table.suppressions.directives, [], "prose mentioning lubaaudit: is no directive; none of these works")
        XCTAssertEqual(table.entries.count, 6, "the entries are read as before")
    }

    func testAStringsDictCommentBeforeATopLevelKeyCoversTheWholeEntry() throws {
        let path = "de.lproj/Localizable.stringsdict"
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <!-- lubaaudit:disable icu.plural-missing-category, icu.plural-dead-category — reviewed -->
            <key>files</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <!-- lubaaudit:disable icu.plural-dead-category -->
                <key>n</key>
                <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d</string></dict>
            </dict>
            <key>next</key>
            <dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>
        </dict>
        </plist>

        """
        let table = StringsDictReader.read(Array(xml.utf8), path: path, locale: "de", name: "Localizable")
        let directive = try XCTUnwrap(table.suppressions.directives.first)
        XCTAssertEqual(table.suppressions.directives.count, 1)
        XCTAssertEqual(directive.rules.map(\.id), ["icu.plural-missing-category", "icu.plural-dead-category"])
        XCTAssertEqual(directive.rules[0].location, location(4, 28, path))
        XCTAssertEqual(directive.reason, "reviewed")
        XCTAssertTrue(directive.span?.contains(location(10, 95, path)) ?? false, "a branch deep in the entry")
        XCTAssertFalse(directive.span?.contains(location(12, 10, path)) ?? true, "the next entry")
        XCTAssertEqual(table.suppressions.problems.map(\.location), [location(8, 14, path)])
        XCTAssertTrue(table.suppressions.problems[0].message.contains("inside an entry"))
        XCTAssertEqual(table.entries.count, 2)
    }

    func testAStringCatalogEntrysCommentFieldHoldsItsDirective() throws {
        let path = "Localizable.xcstrings"
        let json = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Luba" : {
              "comment" : "The app's name. lubaaudit:disable l10n.identical-translation — brand name",
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Luba" } } }
            },
            "Other" : {
              "comment" : "lubaaudit:disable l10n.nope",
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Anders" } } }
            }
          },
          "version" : "1.0"
        }

        """
        let catalog = StringCatalogReader.read(Array(json.utf8), path: path)
        XCTAssertEqual(catalog.suppressions.problems, [])
        XCTAssertEqual(catalog.suppressions.directives.count, 2)
        let first = catalog.suppressions.directives[0]
        XCTAssertEqual(first.rules, [.init("l10n.identical-translation", at: location(5, 54, path))])
        XCTAssertEqual(first.location, location(5, 36, path))
        XCTAssertEqual(first.reason, "brand name")
        XCTAssertTrue(first.span?.contains(location(6, 92, path)) ?? false, "the de value")
        XCTAssertFalse(first.span?.contains(location(8, 5, path)) ?? true, "the next key")
        let last = catalog.suppressions.directives[1]
        XCTAssertTrue(last.span?.contains(location(10, 92, path)) ?? false)
        XCTAssertFalse(last.span?.contains(location(13, 3, path)) ?? true, "the last entry ends where \"version\" starts")
        XCTAssertEqual(catalog.entries.first?.comment, "The app's name. lubaaudit:disable l10n.identical-translation — brand name", "still the translators' comment")
    }

    func testSwiftDirectivesInEveryScopeAndNoneInsideStrings() {
        let path = "Sources/App/View.swift"
        let source = #"""
        import SwiftUI
        // lubaaudit:disable:next a11y.dynamic-type.fixed-font — a badge
        let a = 1 // lubaaudit:disable:this a11y.touch-target.minimum
        /* lubaaudit:disable:previous a11y.contrast.text */
        // lubaaudit:disable l10n.missing-key
        let s = "// lubaaudit:disable l10n.orphan-key"
        let m = """
            /* lubaaudit:disable l10n.obsolete-key */ \("// lubaaudit:disable l10n.empty-value")
            """
        let r = #"a \" // lubaaudit:disable l10n.duplicate-key"#
        /* outer /* nested */
           * lubaaudit:enable l10n.missing-key */
        let after = "\(s) done" // lubaaudit:disabel x
        """#
        let found = SwiftSuppressionScanner.directives(in: Array(source.utf8), path: path)
        XCTAssertEqual(found.directives.map { "\($0.action.rawValue):\($0.scope.rawValue) \($0.rules.map(\.id).joined(separator: ","))" }, [
            "disable:next a11y.dynamic-type.fixed-font",
            "disable:this a11y.touch-target.minimum",
            "disable:previous a11y.contrast.text",
            "disable:region l10n.missing-key",
            "enable:region l10n.missing-key",
        ], "text in plain, multi-line, interpolated and raw strings is not a comment")
        XCTAssertEqual(found.directives.map(\.location.line), [2, 3, 4, 5, 12])
        XCTAssertEqual(found.directives[0].location, SourceLocation(file: path, line: 2, column: 4))
        XCTAssertEqual(found.directives[0].rules[0].location, SourceLocation(file: path, line: 2, column: 27))
        XCTAssertEqual(found.directives[0].reason, "a badge")
        XCTAssertEqual(found.directives[4].location, SourceLocation(file: path, line: 12, column: 6))
        XCTAssertEqual(found.problems.map(\.location), [SourceLocation(file: path, line: 13, column: 28)])
    }

    func testFilesWithoutTheMarkerCostNothingAndGiveNothing() {
        XCTAssertTrue(SwiftSuppressionScanner.directives(in: Array("let a = 1 // swiftlint:disable:next x\n".utf8), path: "a.swift").isEmpty)
        XCTAssertTrue(strings("/* lubaaudit */\n\"a\" = \"A\";\n").suppressions.isEmpty)
    }
}

final class PathGlobTests: XCTestCase {
    func glob(_ pattern: String) throws -> PathGlob { try XCTUnwrap(PathGlob(pattern), pattern) }

    func testStarStaysWithinASegment() throws {
        XCTAssertTrue(try glob("*.swift").matches("View.swift"))
        XCTAssertFalse(try glob("*.swift").matches("Sources/View.swift"), "one segment: the file at the top only")
        XCTAssertTrue(try glob("Sources/*/Generated.swift").matches("Sources/App/Generated.swift"))
        XCTAssertFalse(try glob("Sources/*/Generated.swift").matches("Sources/App/Deep/Generated.swift"))
        XCTAssertTrue(try glob("Sources/*").matches("Sources/App/Deep/View.swift"), "a folder matched takes what is under it")
        XCTAssertTrue(try glob("a*b*c").matches("aXXbYYc"))
        XCTAssertFalse(try glob("a*b*c").matches("aXXbYY"))
        XCTAssertTrue(try glob("*").matches(".hidden"))
    }

    func testQuestionMarkIsOneCharacterButNotASlash() throws {
        XCTAssertTrue(try glob("?e.lproj").matches("de.lproj/Localizable.strings"))
        XCTAssertFalse(try glob("?e.lproj").matches("dde.lproj/Localizable.strings"))
        XCTAssertFalse(try glob("a?b").matches("a/b"))
        XCTAssertTrue(try glob("ü?.lproj").matches("üx.lproj"), "characters, not bytes")
    }

    func testDoubleStarCrossesSegments() throws {
        XCTAssertTrue(try glob("**/*.generated.swift").matches("x.generated.swift"), "zero segments")
        XCTAssertTrue(try glob("**/*.generated.swift").matches("Sources/A/B/x.generated.swift"))
        XCTAssertFalse(try glob("**/*.generated.swift").matches("Sources/A/x.swift"))
        XCTAssertTrue(try glob("Sources/**/Generated").matches("Sources/Generated/File.swift"))
        XCTAssertTrue(try glob("Sources/**/Generated").matches("Sources/A/B/Generated/File.swift"))
        XCTAssertFalse(try glob("Sources/**/Generated").matches("Tests/Generated/File.swift"))
        XCTAssertTrue(try glob("Sources/**").matches("Sources/A.swift"))
        XCTAssertTrue(try glob("**").matches("anything/at/all"))
        XCTAssertTrue(try glob("**/**/x").matches("a/x"), "repeated ** is one")
    }

    func testFoldersWithoutWildcardsAndOddSpellings() throws {
        XCTAssertTrue(try glob("Sources/Generated").matches("Sources/Generated/en.lproj/Localizable.strings"))
        XCTAssertFalse(try glob("Sources/Generated").matches("Sources/GeneratedMore/x.swift"))
        XCTAssertTrue(try glob("./Sources//Generated/").matches("Sources/Generated/x.swift"))
        XCTAssertTrue(try glob("../Shared/**").matches("../Shared/de.lproj/Localizable.strings"))
        XCTAssertFalse(try glob("Sources").matches("sources/x.swift"), "case-sensitive")
        XCTAssertNil(PathGlob(""))
        XCTAssertNil(PathGlob("/"))
        XCTAssertNil(PathGlob("./"))
    }

    func testAFilterIsRelativeToTheConfigsFolderAndExcludedWins() throws {
        let paths = PathBase(currentDirectory: "/repo")
        let at = SourceLocation(file: "app/.lubaaudit.json", line: 1, column: 1)
        let filter = PathFilter(
            base: "app",
            included: [.init(glob: try glob("Sources"), location: at), .init(glob: try glob("../shared/**"), location: at)],
            excluded: [.init(glob: try glob("**/Generated"), location: at), .init(glob: try glob("Nowhere"), location: at)])
        XCTAssertEqual(filter.relative("app/Sources/A.swift", paths: paths), "Sources/A.swift")
        XCTAssertEqual(filter.relative("/repo/shared/x.strings", paths: paths), "../shared/x.strings")
        var matched = Set<PathFilter.Entry>()
        let kept = filter.apply([
            "app/Sources/A.swift", "app/Sources/Generated/B.swift", "app/Tests/C.swift", "/repo/shared/de.lproj/L.strings",
        ], paths: paths, matched: &matched)
        XCTAssertEqual(kept, ["app/Sources/A.swift", "/repo/shared/de.lproj/L.strings"])
        XCTAssertEqual(Set(matched.map(\.glob.pattern)), ["Sources", "../shared/**", "**/Generated"], "Nowhere matched nothing")
    }

    func testTheConfigReadsThePatternsWithTheirPositionsAndRefusesBadOnes() throws {
        let config = try ConfigReader.read(Data("{\n  \"excluded\": [\"Pods\", \"**/*.generated.swift\"],\n  \"included\": [\"Sources\"]\n}\n".utf8), path: "app/.lubaaudit.json")
        XCTAssertEqual(config.pathFilter.base, "app")
        XCTAssertEqual(config.pathFilter.excluded.map(\.glob.pattern), ["Pods", "**/*.generated.swift"])
        XCTAssertEqual(config.pathFilter.excluded[1].location, SourceLocation(file: "app/.lubaaudit.json", line: 2, column: 24))
        XCTAssertEqual(config.pathFilter.included.map(\.glob.pattern), ["Sources"])
        XCTAssertEqual(try ConfigReader.read(Data("{}".utf8), path: ".lubaaudit.json").pathFilter.base, ".")
        for (text, expected) in [
            ("{\"excluded\": \"Pods\"}", ".lubaaudit.json:1:14: \"excluded\" must be an array"),
            ("{\"included\": [3]}", ".lubaaudit.json:1:15: \"included\" must be an array of path patterns, found a number"),
            ("{\"excluded\": [\"./\"]}", ".lubaaudit.json:1:15: \"./\" in \"excluded\" matches no path"),
            ("{\"exclude\": []}", ".lubaaudit.json: unknown key \"exclude\""),
        ] {
            XCTAssertThrowsError(try ConfigReader.read(Data(text.utf8), path: ".lubaaudit.json"), text) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }
}
