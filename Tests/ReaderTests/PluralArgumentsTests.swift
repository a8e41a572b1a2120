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

/// The argument each specifier of a plural entry reads, case by case, as Foundation reads it.
final class PluralArgumentsTests: XCTestCase {
    private let here = SourceLocation(file: "f", line: 1, column: 1)

    private func variable(
        _ name: String, _ branches: [(String, String)], valueType: String? = "d",
        argNum: Int? = nil, specifier: String? = nil
    ) -> PluralVariable {
        PluralVariable(
            name: name, specType: "NSStringPluralRuleType", valueType: valueType,
            branches: branches.map { PluralBranch(category: $0.0, value: $0.1, location: here) },
            location: here, argumentNumber: argNum, argumentSpecifier: specifier)
    }

    private func entry(_ format: String, _ variables: [PluralVariable]) -> PluralEntry {
        PluralEntry(key: "k", formatKey: format, formatLocation: here, variables: variables, location: here)
    }

    /// The arguments the `other` branch of `name` reads, in reading order.
    private func otherReads(_ entry: PluralEntry, _ name: String) -> [Int] {
        let model = PluralArguments(entry)
        let variable = entry.variables.first { $0.name == name }!
        let other = variable.branches.first { $0.category == "other" }!
        return model.format(of: other, in: variable).uses.map(\.argument)
    }

    func testUnnumberedVariableTakesTheNextArgumentInOrder() {
        let plural = entry("%@ has %#@files@ in %#@folders@", [
            variable("files", [("other", "%d files")]),
            variable("folders", [("other", "%d folders")]),
        ])
        XCTAssertEqual(PluralArguments(plural).variableArguments, ["files": 2, "folders": 3])
    }

    func testUnnumberedSpecifierInABranchReadsTheVariablesOwnArgument() {
        let plural = entry("%1$@ synced %2$#@files@", [variable("files", [("one", "%d file"), ("other", "%d files")])])
        XCTAssertEqual(otherReads(plural, "files"), [2])
    }

    func testNumberedSpecifierInABranchIsAbsolute() {
        let numbered = entry("%1$@ synced %2$#@files@", [variable("files", [("other", "%2$d files")])])
        XCTAssertEqual(otherReads(numbered, "files"), [2])
        // A branch may print another argument; numbered, it reads exactly that one.
        let other = entry("%2$#@files@", [variable("files", [("other", "%1$@: %2$d files")])])
        XCTAssertEqual(otherReads(other, "files"), [1, 2])
    }

    func testASecondUnnumberedSpecifierReadsTheArgumentAfterTheVariables() {
        let plural = entry("%#@a@ %#@b@", [
            variable("a", [("other", "%d a")]),
            variable("b", [("other", "%d of %d b")]),
        ])
        XCTAssertEqual(otherReads(plural, "b"), [2, 3])
    }

    func testArgNumFixesTheArgumentAndArgReadsIt() {
        // The format key's order would give `second` argument 1; argNum says 2.
        let plural = entry("%#@second@ then %#@first@", [
            variable("second", [("other", "%arg items")], valueType: "lld", argNum: 2, specifier: "lld"),
            variable("first", [("other", "%arg files")], valueType: "lld", argNum: 1, specifier: "lld"),
        ])
        let model = PluralArguments(plural)
        XCTAssertEqual(model.variableArguments, ["second": 2, "first": 1])
        XCTAssertEqual(otherReads(plural, "second"), [2])
        XCTAssertEqual(model.format(of: plural.variables[0].branches[0], in: plural.variables[0]).arguments, [2: [.int64]])
    }

    func testWithoutArgNumTheFormatKeysOrderDecides() {
        let plural = entry("%#@matches@ in %#@files@", [
            variable("matches", [("other", "%arg matches")], valueType: "lld", specifier: "lld"),
            variable("files", [("other", "%arg files")], valueType: "lld", specifier: "lld"),
        ])
        XCTAssertEqual(PluralArguments(plural).variableArguments, ["matches": 1, "files": 2])
        XCTAssertEqual(otherReads(plural, "files"), [2])
    }

    func testArgKeepsItsTextAndOffsetWhileTheRestShift() throws {
        let plural = entry("%#@n@", [variable("n", [("other", "%arg × %arg, %%arg, %2$@")], valueType: "lld", argNum: 1, specifier: "lld")])
        let format = PluralArguments(plural).format(of: plural.variables[0].branches[0], in: plural.variables[0])
        XCTAssertEqual(format.specifiers.map(\.text), ["%arg", "%arg", "%2$@"])
        XCTAssertEqual(format.specifiers.map(\.offset), [0, 7, 20])
        XCTAssertEqual(format.specifiers.map(\.quoted), ["%arg (%lld)", "%arg (%lld)", "%2$@"])
        XCTAssertEqual(format.arguments, [1: [.int64], 2: [.object]])
        XCTAssertEqual(format.escapedPercentCount, 1)
    }

    func testArgWithoutASpecifierReadsNothing() {
        let plural = entry("%#@n@", [variable("n", [("other", "%arg files")], valueType: nil, argNum: 1)])
        let format = PluralArguments(plural).format(of: plural.variables[0].branches[0], in: plural.variables[0])
        XCTAssertEqual(format.uses, [])
    }

    func testArgIsPlainTextInAStringsdict() {
        // Only String Catalog substitutions give `%arg` a meaning; elsewhere it is `%a` + "rg".
        let plural = entry("%#@n@", [variable("n", [("other", "%arg")])])
        XCTAssertEqual(PluralArguments(plural).format(of: plural.variables[0].branches[0], in: plural.variables[0]).arguments, [1: [.double]])
    }

    func testBranchesDoNotReportGapsOrMixesButDoReportConflicts() {
        let gap = FormatString.parse(branch: "%3$d files", firstArgument: 3)
        XCTAssertEqual(gap.problems, [])
        let mixed = FormatString.parse(branch: "%1$@ has %d", firstArgument: 2)
        XCTAssertEqual(mixed.problems, [])
        XCTAssertEqual(mixed.arguments, [1: [.object], 2: [.int]])
        let conflict = FormatString.parse(branch: "%d and %2$@", firstArgument: 2)
        XCTAssertEqual(conflict.problems, [.positionalReuse(argument: 2, types: [.int, .object])])
        // The same text outside a branch reads from 1 and is a mix with a gap.
        XCTAssertTrue(FormatString.parse("%3$d files %d").problems.contains(.mixedPositional))
    }

    func testReadsComeFromTheKeyAndTheReferenceBranch() {
        let plural = entry("%1$@ synced %2$#@files@", [variable("files", [("one", "%@ file"), ("other", "%d files")])])
        let reads = PluralArguments(plural).reads
        XCTAssertEqual(reads[1]?.map(\.type), [.object])
        // `one` misreads argument 2; the source's reading is `other`'s (and the value type's).
        XCTAssertEqual(reads[2]?.map(\.type), [.int])
        XCTAssertNil(reads[3])
    }

    func testShowsOwnNumber() {
        let plural = entry("%1$@ %2$#@files@", [variable("files", [("one", "%1$@'s file"), ("other", "%d files")])])
        let model = PluralArguments(plural)
        XCTAssertFalse(model.showsOwnNumber(plural.variables[0].branches[0], in: plural.variables[0]))
        XCTAssertTrue(model.showsOwnNumber(plural.variables[0].branches[1], in: plural.variables[0]))
    }
}
