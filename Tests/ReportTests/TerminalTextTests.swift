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

/// `TerminalText`: the escape of untrusted pieces and the guard of written lines.
final class TerminalTextTests: XCTestCase {
    func testEveryClassOfControlIsShownEscaped() {
        XCTAssertEqual(TerminalText.escaped("a\nb\rc\td"), "a\\nb\\rc\\td")
        XCTAssertEqual(TerminalText.escaped("\u{0}\u{7}\u{1B}[2J\u{1F}"), "\\u{0}\\u{7}\\u{1B}[2J\\u{1F}", "C0")
        XCTAssertEqual(TerminalText.escaped("\u{7F}"), "\\u{7F}", "DEL")
        XCTAssertEqual(TerminalText.escaped("\u{80}\u{85}\u{9B}31m\u{9F}"), "\\u{80}\\u{85}\\u{9B}31m\\u{9F}", "C1, with NEL and CSI")
        XCTAssertEqual(TerminalText.escaped("\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}"),
                       "\\u{200E}\\u{200F}\\u{202A}\\u{202E}\\u{2066}\\u{2069}", "bidi controls")
        XCTAssertEqual(TerminalText.escaped("a\u{2028}b\u{2029}c"), "a\\u{2028}b\\u{2029}c", "line and paragraph separators")
        // What is printable stays, however exotic: a terminal shows it and acts on nothing.
        XCTAssertEqual(TerminalText.escaped("Grüße 日本語 é 👩‍👩‍👧 \u{A0}\u{200B}"), "Grüße 日本語 é 👩‍👩‍👧 \u{A0}\u{200B}")
        XCTAssertEqual(TextReport.singleLine("x\u{1B}\u{2028}y"), "x\\u{1B}\u{2028}y", "the report files keep the separators")
    }

    func testALeadingDoubleColonIsDefusedAfterAnyBlanks() {
        XCTAssertEqual(TerminalText(lines: "::error::x").description, "\\u{3A}:error::x")
        XCTAssertEqual(TerminalText(lines: "   ::error::x").description, "   \\u{3A}:error::x")
        XCTAssertEqual(TerminalText(lines: "\u{A0}\u{3000}::error::x").description, "\u{A0}\u{3000}\\u{3A}:error::x", "Unicode blanks: .NET trims them too")
        XCTAssertEqual(TerminalText(lines: "\u{200B}::error::x").description, "\u{200B}\\u{3A}:error::x")
        // A tab inside the text is escaped first: the line then starts with `\t`, no command.
        XCTAssertEqual(TerminalText(lines: "\t::error::x").description, "\\t::error::x")
        // A literal tab (the tool's own) before `::` is a blank like any other.
        let literal: TerminalText = "\t::error::x"
        XCTAssertEqual(literal.description, "\t\\u{3A}:error::x")
    }

    func testDoubleColonsInsideALineAndSingleColonsStay() {
        XCTAssertEqual(TerminalText(lines: "a ::error::x").description, "a ::error::x")
        XCTAssertEqual(TerminalText(lines: ":x").description, ":x")
        XCTAssertEqual(TerminalText(lines: "path:1:2: error: m").description, "path:1:2: error: m")
    }

    func testTheLegacyCommandFormIsDefusedAnywhere() {
        XCTAssertEqual(TerminalText(lines: "key ##[error]x and ##[set-output name=a;]b").description,
                       "key ##\\u{5B}error]x and ##\\u{5B}set-output name=a;]b")
        XCTAssertEqual(TerminalText(lines: "# [a] #[b]").description, "# [a] #[b]")
    }

    func testEveryLineOfSeveralIsGuardedAndKeepsItsBreak() {
        let text = TerminalText(lines: "first\n::error::second\n  ::warning::third\r\nfourth ##[x]")
        XCTAssertEqual(text.description, "first\n\\u{3A}:error::second\n  \\u{3A}:warning::third\\r\nfourth ##\\u{5B}x]")
        // One piece of one line: its line breaks are escaped, so it cannot start a line at all.
        let piece = "a\n::error::b"
        XCTAssertEqual(TerminalText(piece).description, "a\\n::error::b")
    }

    func testAGuardCanBeNeededOnlyOnceEveryPieceIsInPlace() {
        let piece = "::error::x"
        let line: TerminalText = "  \(piece)"
        XCTAssertEqual(line.description, "  \\u{3A}:error::x")
        let joined = TerminalText("##") + TerminalText("[error]")
        XCTAssertEqual(joined.description, "##\\u{5B}error]")
    }

    func testInterpolationEscapesStringsAndKeepsTheToolsOwnText() {
        let name = "a\u{1B}[2Jb"
        let painted = TerminalText.painted(TerminalText(name), sgr: "1;31")
        let line: TerminalText = "\(name): \(3) \(painted)\n"
        XCTAssertEqual(line.description, "a\\u{1B}[2Jb: 3 \u{1B}[1;31ma\\u{1B}[2Jb\u{1B}[0m\n")
        XCTAssertEqual(TerminalText(joining: ["a", "b"], separator: ", ").description, "a, b")
    }

    func testADiagnosticKeepsItsOwnColorAndEscapesEverythingElse() {
        let finding = Finding(
            ruleID: "l10n.payload", severity: .error, message: "\"k\u{1B}[2J\" in de\n::error::x",
            subject: Subject(key: "k"), location: SourceLocation(file: "::warning::x.lproj/L.strings", line: 2, column: 3))
        XCTAssertEqual(TextReport(color: true).diagnostic(finding).description,
                       "./::warning::x.lproj/L.strings:2:3: \u{1B}[1;31merror\u{1B}[0m: \"k\\u{1B}[2J\" in de\\n::error::x [l10n.payload]")
        XCTAssertEqual(TextReport(color: false).diagnostic(finding).description,
                       "./::warning::x.lproj/L.strings:2:3: error: \"k\\u{1B}[2J\" in de\\n::error::x [l10n.payload]")
    }

    func testPathsThatWouldStartWithAColonAreShownFromHere() {
        XCTAssertEqual(TerminalText.path("::warning title=x::y.lproj/L.strings").description, "./::warning title=x::y.lproj/L.strings")
        XCTAssertEqual(TerminalText.path("  ::x.lproj").description, "./  ::x.lproj")
        XCTAssertEqual(TerminalText.path(":x").description, "./:x")
        XCTAssertEqual(TerminalText.path("de\n::error::F.lproj").description, "de\\n::error::F.lproj")
        XCTAssertEqual(TerminalText.path("/abs/::x").description, "/abs/::x")
        XCTAssertEqual(TerminalText.path("App/en.lproj").description, "App/en.lproj")
    }

    func testACellIsGuardedBeforeItIsMeasured() {
        XCTAssertEqual(TerminalText.cell(" ::notice::x"), " \\u{3A}:notice::x")
        XCTAssertEqual(TerminalText.cell("de\n::error::x"), "de\\n::error::x")
        // Guarding an already guarded line changes nothing more.
        let once = TerminalText.cell("::a ##[b]")
        XCTAssertEqual(once, "\\u{3A}:a ##\\u{5B}b]")
        XCTAssertEqual(TerminalText(lines: once).description, once)
    }
}
