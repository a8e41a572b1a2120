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

/// Mistakes are refused with one clear line and exit 2, never accepted silently: a typo in a
/// rule id, a locale that is not there, a flag the command would ignore, a folder with nothing
/// in it.
final class FailLoudlyTests: XCTestCase {
    func tree(_ files: [String: String]) throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, under: root)
        return root
    }

    /// Exit 2 with exactly one line on standard error, which contains `expected`.
    func assertRefused(_ arguments: [String], in directory: URL, _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try TestSupport.run(arguments, in: directory)
        XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)", file: file, line: line)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "one line, got: \(run.stderr)", file: file, line: line)
        XCTAssertTrue(run.stderr.contains(expected), "\(arguments): expected '\(expected)' in: \(run.stderr)", file: file, line: line)
        XCTAssertTrue(run.stdout.isEmpty, "nothing on stdout: \(run.stdout)", file: file, line: line)
    }

    var german: [String: String] {
        ExampleTree.strings(["en": "\"a\" = \"Close\";\n\"b\" = \"Open\";\n", "de": "\"a\" = \"Schließen\";\n"])
    }

    func testUnknownRuleIDsInAConfigOrBaselineNameTheNearestRealOne() throws {
        let root = try tree(german.merging([".lubaaudit.json": "{\n  \"severity\": { \"l10n.identical-translations\": \"note\" }\n}\n"]) { $1 })
        try assertRefused(["--package", root.path], in: root,
                          ".lubaaudit.json:2:17: unknown rule id \"l10n.identical-translations\" in \"severity\" (did you mean \"l10n.identical-translation\"?)")
        let clean = try tree(german)
        let baseline = clean.appendingPathComponent("baseline.json")
        try Data("{\"version\": 1, \"findings\": [\"l10n.missing-translatoin table=Localizable key=b locale=de\"]}".utf8).write(to: baseline)
        try assertRefused(["--package", clean.path, "--baseline", baseline.path], in: clean,
                          "unknown rule id \"l10n.missing-translatoin\" in the baseline (did you mean \"l10n.missing-translation\"?)")
    }

    func testARunThatFindsNothingToAuditSaysWhatWasSearched() throws {
        let empty = try tree(["README.md": "nothing here\n"])
        try assertRefused(["strings", "--strings", "."], in: empty, ".: no .strings, .stringsdict or .xcstrings table")
        try assertRefused(["--package", empty.path], in: empty, "lubaaudit: .: no localization tables, theme colors or design tokens there")
        let elsewhere = try TestSupport.temporaryDirectory(self)
        try assertRefused(["--package", empty.path], in: elsewhere, "lubaaudit: \(empty.path): no localization tables")
        try assertRefused(["contrast", "--package", empty.path], in: empty, "no theme colors there")
        try assertRefused(["tokens", "--package", empty.path], in: empty, "no size tokens or text roles")
    }

    func testALocaleTheCatalogLacksNamesTheOnesItHas() throws {
        let root = try tree(german)
        for (given, meant) in [("DE", "de"), ("de-DE", "de"), ("de_DE", "de"), ("ger", "de"), ("deu", "de"), ("dd", "de")] {
            try assertRefused(["missing-keys", "--package", root.path, "--locale", given], in: root,
                              "--locale: no \(given) locale in the catalog (did you mean \(meant)?); locales: en, de")
        }
        try assertRefused(["missing-keys", "--package", root.path, "--locale", "xx-YY"], in: root, "--locale: no xx-YY locale in the catalog; locales: en, de")
        try assertRefused(["--package", root.path, "--source-locale", "EN"], in: root, "--source-locale: no EN locale in the catalog (did you mean en?)")
        let configured = try tree(german.merging([".lubaaudit.json": "{\"locales\": [\"de\", \"fr\"]}"]) { $1 })
        try assertRefused(["--package", configured.path], in: configured, "\"locales\" in the config: no fr locale in the catalog")
        XCTAssertEqual(try TestSupport.run(["missing-keys", "--package", root.path, "--locale", "de"], in: root).status, 0)
    }

    func testAFlagTheCommandWouldIgnoreIsAUsageError() throws {
        let root = try tree(german)
        try assertRefused(["strings", "--package", root.path, "--accent", "123456"], in: root, "strings does not take --accent (see lubaaudit strings --help)")
        try assertRefused(["contrast", "--strings", root.path], in: root, "contrast does not take --strings")
        try assertRefused(["missing-keys", "--locale", "de", "--fail-on", "warning"], in: root, "missing-keys does not take --fail-on")
        try assertRefused(["tokens", "--palette", "p.json"], in: root, "tokens does not take --palette")
        try assertRefused(["--package", root.path, "--package", root.path], in: root, "--package is given twice")
        try assertRefused(["--fromat", "json"], in: root, "unknown option '--fromat' (did you mean '--format'?)")
        try assertRefused(["--package", root.path, "--format", "htlm"], in: root, "unknown format 'htlm' (did you mean 'html'?)")
        try assertRefused(["--package", root.path, "--fail-on", "info2"], in: root, "--fail-on must be error, warning, note or never")
        try assertRefused(["stings"], in: root, "unknown command 'stings' (did you mean 'strings'?)")
        try assertRefused(["--package", root.path, "--project-root", "nowhere"], in: root, "nowhere: --project-root must be a directory")
    }

    /// Every flag a command's help lists is accepted by it, and every other flag is refused:
    /// the help and the parser cannot disagree.
    func testEachCommandTakesExactlyTheFlagsItsHelpLists() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        let commands = CommandHelpTests.commands
        var listed: [String: Set<String>] = [:]
        for command in commands {
            let help = try TestSupport.run([command, "--help"], in: dir)
            XCTAssertEqual(help.status, 0)
            let flags = help.stdout.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard let first = words.first, first.hasPrefix("--"), line.hasPrefix("  ") else { return nil }
                return String(first)
            }
            listed[command] = Set(flags).subtracting(["--help", "--version"])
        }
        // Every flag any help lists, and every flag the parser knows (its source's literals):
        // a flag some command accepts but no help lists is caught too.
        let every = listed.values.reduce(try CommandHelpTests.parserFlags()) { $0.union($1) }
        XCTAssertTrue(listed["contrast"]?.contains("--config") ?? false, "contrast reads a config for roleMapping: its help says so")
        for command in commands {
            for flag in every.sorted() {
                let switches: Set<String> = ["--no-color", "--quiet", "--dry-run"]
                // `--format` is checked as it is parsed: a format every command that takes it knows.
                let arguments = [command, flag] + (switches.contains(flag) ? [] : [flag == "--format" ? "text" : "x"]) + ["--help"]
                let run = try TestSupport.run(arguments, in: dir)
                if listed[command]!.contains(flag) {
                    XCTAssertEqual(run.status, 0, "\(command) lists \(flag) but refuses it: \(run.stderr)")
                } else {
                    XCTAssertEqual(run.status, 2, "\(command) does not list \(flag) but accepts it")
                    XCTAssertTrue(run.stderr.contains("\(command) does not take \(flag)"), run.stderr)
                }
            }
        }
    }

    func testHelpIsACommandToo() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        let help = try TestSupport.run(["help"], in: dir)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("usage: lubaaudit [audit] [options]"), help.stdout)
        let strings = try TestSupport.run(["help", "strings"], in: dir)
        XCTAssertEqual(strings.stdout, try TestSupport.run(["strings", "--help"], in: dir).stdout)
        try assertRefused(["help", "strigns"], in: dir, "no help for 'strigns' (did you mean 'strings'?)")
        let rules = try TestSupport.run(["rules"], in: dir)
        XCTAssertEqual(rules.status, 0)
        XCTAssertEqual(rules.stdout.split(separator: "\n").count, RuleCatalog.descriptions.count)
        XCTAssertTrue(rules.stdout.contains("l10n.ambiguous-translation"))
    }

    func testTheRulesCommandRefusesWhatItCannotWrite() throws {
        let dir = try TestSupport.temporaryDirectory(self)
        try assertRefused(["rules", "--format", "markdown"], in: dir, "rules --format markdown needs --output DIR")
        try assertRefused(["rules", "--output", "docs"], in: dir, "rules --output needs --format markdown")
        try assertRefused(["rules", "--format", "html", "--output", "docs"], in: dir, "rules --format must be text or markdown (got 'html')")
        try assertRefused(["rules", "--fail-on", "error"], in: dir, "rules does not take --fail-on")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("docs").path), "a refused run writes nothing")
    }
}
