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
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Folder, table, key and value names built to forge GitHub workflow commands or drive a
/// terminal, run through the built binary: every line of stdout and stderr is checked.
final class HostileNamesOutputTests: XCTestCase {
    static let forgedLocale = "de\n::error::FORGED"
    static let commandLocale = "::warning title=x::y"
    static let spacedLocale = "  ::notice::spaced"
    static let nbspLocale = "\u{A0}::notice::nbsp"
    static let legacyLocale = "x##[error]legacy"
    static let bidiLocale = "fr\u{202E}txt"
    static let escapeTable = "esc\u{1B}[2Jname"
    static let key = "k\u{1B}[2J\n::error::KEY\u{2028}"
    static let value = "v\u{1B}]0;title\u{07}\n::error::VALUE\u{85}\u{9B}31m"

    /// A project whose every hostile locale and table has a finding in its own file: a
    /// duplicate key, at 2:1.
    func hostileProject() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        let source = "\"greeting\" = \"Hello there\";\n\"\(Self.key)\" = \"\(Self.value)\";\n"
        var files = ["App/en.lproj/Localizable.strings": source,
                     "App/en.lproj/\(Self.escapeTable).strings": "\"a\" = \"b\";\n\"a\" = \"c\";\n"]
        for locale in [Self.forgedLocale, Self.commandLocale, Self.spacedLocale, Self.nbspLocale, Self.legacyLocale, Self.bidiLocale] {
            files["App/\(locale).lproj/Localizable.strings"] = "\"greeting\" = \"Hallo\";\n\"greeting\" = \"Servus\";\n"
        }
        try TestSupport.write(files, under: root)
        return root
    }

    /// No line may read as a workflow command, carry a control, a bidi control or a line
    /// separator; `annotations` lines are `--format github`'s own and must be well formed.
    func assertSafeLines(_ text: String, annotations: Bool = false, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let command = try! NSRegularExpression(
            pattern: "^::(error|warning|notice) (file=[^,:]*,line=[0-9]+,col=[0-9]+,)?title=[a-z0-9.-]+::[^\\n]*$")
        for printed in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = printed.drop { $0.isWhitespace || $0 == "\u{200B}" || $0 == "\u{FEFF}" }
            if trimmed.hasPrefix("::") {
                let range = NSRange(printed.startIndex..., in: printed)
                XCTAssertTrue(annotations && command.firstMatch(in: printed, range: range) != nil,
                              "\(what): a line reads as a workflow command: \(printed.debugDescription)", file: file, line: line)
            } else {
                XCTAssertFalse(printed.contains("##["), "\(what): the runner reads ##[ anywhere: \(printed.debugDescription)", file: file, line: line)
            }
            let raw = printed.unicodeScalars.first { scalar in
                switch scalar.value {
                case 0x00..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
                default: return false
                }
            }
            XCTAssertNil(raw, "\(what): U+\(String(raw?.value ?? 0, radix: 16, uppercase: true)) printed raw in \(printed.debugDescription)", file: file, line: line)
        }
    }

    /// Color off (NO_COLOR; the pipes are no terminal either): any ESC printed is the input's.
    func run(_ arguments: [String], in directory: URL) throws -> TestSupport.Run {
        try TestSupport.run(arguments, in: directory, environment: ["NO_COLOR": "1"])
    }

    func testTextOutputOfStringsAndPackageForgesNothing() throws {
        let root = try hostileProject()
        let reports = root.appendingPathComponent("reports").path
        for arguments in [["strings", "--strings", "App"], ["strings", "--package", "App"], ["audit", "--package", "App"],
                          ["strings", "--strings", "App", "--format", "text", "--output", reports]] {
            let run = try run(arguments, in: root)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            assertSafeLines(run.stdout, "stdout of \(arguments)")
            assertSafeLines(run.stderr, "stderr of \(arguments)")
            // The names are still there to read, escaped.
            XCTAssertTrue(run.stdout.contains("de\\n::error::FORGED"), run.stdout)
            XCTAssertTrue(run.stdout.contains("fr\\u{202E}txt"), run.stdout)
            XCTAssertTrue(run.stderr.contains("esc\\u{1B}[2Jname.strings:2:1: error: "), run.stderr)
            XCTAssertTrue(run.stderr.contains("\"k\\u{1B}[2J\\n::error::KEY\\u{2028}\""), run.stderr)
        }
        let summary = try String(contentsOfFile: reports + "/lubaaudit.txt", encoding: .utf8)
        assertSafeLines(summary, "lubaaudit.txt")
    }

    func testALineThatWouldStartWithAColonShowsThePathFromHere() throws {
        let root = try hostileProject()
        let app = root.appendingPathComponent("App")
        let run = try run(["strings", "--strings", "."], in: app)
        assertSafeLines(run.stdout, "stdout")
        assertSafeLines(run.stderr, "stderr")
        // Paths that start with `:`, or with blanks then `:`, are shown from `./`, and open.
        for locale in [Self.commandLocale, Self.spacedLocale, Self.nbspLocale] {
            let path = "./\(locale).lproj/Localizable.strings"
            XCTAssertTrue(run.stderr.split(separator: "\n").contains { $0.hasPrefix(path + ":2:1: error: ") }, "\(path.debugDescription) in \(run.stderr)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), path)
        }
    }

    func testGitHubFormatWritesOnlyItsOwnWellFormedCommands() throws {
        let root = try hostileProject()
        let run = try run(["strings", "--strings", "App", "--format", "github"], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        assertSafeLines(run.stdout, annotations: true, "stdout")
        assertSafeLines(run.stderr, "stderr")
        let annotations = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        XCTAssertGreaterThanOrEqual(annotations.count, 7, run.stdout)
        // The file property is escaped as the runner unescapes it: `:` and `,` as %3A, %2C,
        // controls as `\n`-style text, so it neither ends the command nor carries an escape.
        XCTAssertTrue(annotations.contains { $0.hasPrefix("::error file=App/%3A%3Awarning title=x%3A%3Ay.lproj/Localizable.strings,line=2,col=1,title=l10n.duplicate-key::") }, run.stdout)
        XCTAssertTrue(annotations.contains { $0.hasPrefix("::error file=App/de\\n%3A%3Aerror%3A%3AFORGED.lproj/Localizable.strings,line=2,col=1,title=l10n.duplicate-key::") }, run.stdout)
        XCTAssertTrue(annotations.contains { $0.hasPrefix("::error file=App/en.lproj/esc\\u{1B}[2Jname.strings,line=2,col=1,title=l10n.duplicate-key::") }, run.stdout)
    }

    func testMissingKeysTextListForgesNothing() throws {
        let root = try hostileProject()
        for locale in [Self.forgedLocale, Self.commandLocale, Self.bidiLocale, Self.legacyLocale] {
            let run = try run(["missing-keys", "--strings", "App", "--locale", locale], in: root)
            XCTAssertEqual(run.status, 0, run.stderr)
            assertSafeLines(run.stdout, "missing-keys --locale \(locale.debugDescription)")
            assertSafeLines(run.stderr, "missing-keys stderr")
            XCTAssertTrue(run.stdout.contains("v\\u{1B}]0;title\\u{7}\\n::error::VALUE\\u{85}\\u{9B}31m"), run.stdout)
        }
    }

    /// The text list's header names the locale (a folder name) on one line, escaped.
    func testMissingKeysHeaderNamesTheLocaleOnOneLine() throws {
        let root = try hostileProject()
        let run = try run(["missing-keys", "--strings", "App", "--locale", Self.forgedLocale], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("Keys to translate for de\\n::error::FORGED (source: en): "), run.stdout)
        XCTAssertTrue(run.stdout.contains("\nde\\n::error::FORGED is "), run.stdout)
    }

    /// A value that would act on a terminal or a log, in a key any format can hold.
    static let exportValue = "a\u{202E}b\n::error::EXPORT\u{85}\u{2028}c\u{7F}"

    func exportProject() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "App/en.lproj/Localizable.strings": "\"plain\" = \"Plain\";\n\"hostile\" = \"\(Self.exportValue)\";\n",
            "App/de.lproj/Localizable.strings": "\"plain\" = \"Schlicht\";\n",
        ], under: root)
        return root
    }

    /// Every string anywhere in a parsed JSON value.
    func strings(in json: Any) -> [String] {
        if let text = json as? String { return [text] }
        if let array = json as? [Any] { return array.flatMap { strings(in: $0) } }
        if let object = json as? [String: Any] { return object.values.flatMap { strings(in: $0) } }
        return []
    }

    /// XLIFF and JSON on standard output write what would act on a terminal as the format's
    /// own escapes (references, `\\u`), so the data reads back whole and no line forges
    /// anything. CSV has no escapes: into a pipe it is refused in one line, pointing to
    /// `--output FILE`, which keeps it whole.
    func testMissingKeysDataOnStandardOutputActsOnNoTerminalAndReadsBackWhole() throws {
        let root = try exportProject()
        let xliff = try run(["missing-keys", "--strings", "App", "--locale", "de", "--format", "xliff"], in: root)
        XCTAssertEqual(xliff.status, 0, xliff.stderr)
        assertSafeLines(xliff.stdout, "missing-keys --format xliff")
        let document = try XMLDocument(data: Data(xliff.stdout.utf8))
        let sources = try document.nodes(forXPath: "//*[local-name()='source']").compactMap(\.stringValue)
        XCTAssertTrue(sources.contains(Self.exportValue), "\(sources.map(\.debugDescription))")

        let json = try run(["missing-keys", "--strings", "App", "--locale", "de", "--format", "json"], in: root)
        XCTAssertEqual(json.status, 0, json.stderr)
        assertSafeLines(json.stdout, "missing-keys --format json")
        XCTAssertTrue(strings(in: try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))).contains(Self.exportValue), json.stdout)

        let csv = try run(["missing-keys", "--strings", "App", "--locale", "de", "--format", "csv"], in: root)
        XCTAssertEqual(csv.status, 2)
        XCTAssertEqual(csv.stdout, "")
        XCTAssertEqual(csv.stderr.split(separator: "\n").count, 1, csv.stderr)
        XCTAssertTrue(csv.stderr.contains("--output FILE"), csv.stderr)
        let file = root.appendingPathComponent("de.csv")
        let written = try run(["missing-keys", "--strings", "App", "--locale", "de", "--format", "csv", "--output", file.path], in: root)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains(Self.exportValue))

        // A CSV with nothing hostile in it goes to a pipe as it is.
        try TestSupport.write(["App/en.lproj/Localizable.strings": "\"plain\" = \"Plain\";\n\"more\" = \"More\";\n"], under: root)
        let benign = try run(["missing-keys", "--strings", "App", "--locale", "de", "--format", "csv"], in: root)
        XCTAssertEqual(benign.status, 0, benign.stderr)
        XCTAssertTrue(benign.stdout.hasPrefix("\u{FEFF}\"table\",\"key\""), benign.stdout)
        XCTAssertTrue(benign.stdout.contains("\"more\"") && benign.stdout.contains("\r\n"), benign.stdout)
    }

    /// On a terminal (a pseudo-terminal from `script`), the CSV is shown escaped, for reading.
    func testMissingKeysCSVOnATerminalIsShownEscaped() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("script(1) is missing") }
        let root = try exportProject()
        let command = [try TestSupport.binary().path, "missing-keys", "--strings", "App", "--locale", "de", "--format", "csv"]
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let run = try TestSupport.run(["-q", "-e", "-c", command, "/dev/null"], in: root, environment: ["NO_COLOR": "1"],
                                      executable: URL(fileURLWithPath: "/usr/bin/script"), within: 60)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        // The terminal turns each line break into CR LF; everything else is what was written.
        let shown = run.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        assertSafeLines(shown, "csv on a terminal")
        // A line break inside a field stays one (CSV allows it); the line it starts is guarded.
        XCTAssertTrue(shown.contains("a\\u{202E}b\n\\u{3A}:error::EXPORT\\u{85}\\u{2028}c\\u{7F}"), shown)
    }

    func testFailureLinesEscapeWhatTheyName() throws {
        let root = try hostileProject()
        let run = try run(["strings", "--strings", "App", "--format", "json\n::error::FORGED"], in: root)
        XCTAssertEqual(run.status, 2)
        assertSafeLines(run.stderr, "stderr")
        XCTAssertTrue(run.stderr.hasPrefix("lubaaudit: unknown format 'json\\n::error::FORGED'"), run.stderr)
        let missing = try self.run(["strings", "--strings", "\(Self.commandLocale)\u{1B}[2J"], in: root)
        XCTAssertEqual(missing.status, 2)
        assertSafeLines(missing.stderr, "stderr")
        XCTAssertTrue(missing.stderr.contains("x::y\\u{1B}[2J"), missing.stderr)
        XCTAssertEqual(missing.stderr.split(separator: "\n").count, 1, missing.stderr)
    }

    func testReportFilesStillParseWithHostileNames() throws {
        let root = try hostileProject()
        let out = root.appendingPathComponent("out")
        let run = try run(["strings", "--strings", "App", "--format", "json,sarif,html,junit", "--output", out.path], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        assertSafeLines(run.stdout, "stdout")
        assertSafeLines(run.stderr, "stderr")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("lubaaudit.json"))) as? [String: Any])
        // The data keeps the names whole, unescaped.
        let text = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
        XCTAssertTrue(text.contains("de\\n::error::FORGED"), "JSON keeps the locale as it is")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("lubaaudit.sarif"))) as? [String: Any])
        let junit = XMLParser(data: try Data(contentsOf: out.appendingPathComponent("junit.xml")))
        XCTAssertTrue(junit.parse(), "\(String(describing: junit.parserError))")
        let html = try String(contentsOf: out.appendingPathComponent("lubaaudit.html"), encoding: .utf8)
        XCTAssertTrue(html.hasSuffix("</html>\n"))
        XCTAssertFalse(html.contains("\u{1B}"), "no ESC in the HTML report")
    }
}
