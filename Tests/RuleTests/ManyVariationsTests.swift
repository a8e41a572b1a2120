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

/// One String Catalog key with thousands of device or plural variations is hostile input the
/// audit must get through whole: every branch flattened, paired and judged, one finding per
/// defective branch. (How long it takes is `make bench`'s question; a step quadratic in the
/// variations, as pairing device tables once was, makes these tests take minutes.)
final class ManyVariationsTests: XCTestCase {
    private static let path = "Sources/Demo/Resources/Localizable.xcstrings"
    private static let count = 6_000

    private func audit(_ catalog: String) throws -> AuditResult {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([Self.path: catalog], under: root)
        return try Auditor.run(AuditRequest(packageRoot: root.path))
    }

    private func unit(_ value: String) -> String {
        #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"#
    }

    /// Key "k" in en and de; each locale's localization is made by `localization`.
    private func catalog(_ localization: (_ word: String, _ specifier: String) -> String) -> String {
        """
        {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
          "en":\(localization("files", "%lld")),
          "de":\(localization("Dateien", "%@"))}}}}
        """
    }

    func testEveryDeviceVariationIsPairedAndJudged() throws {
        let text = catalog { word, specifier in
            let devices = (0..<Self.count).map { "\"device\($0)\":" + unit("\(specifier) \(word) \($0)") }
            return #"{"variations":{"device":{\#(devices.joined(separator: ","))}}}"#
        }
        let result = try audit(text)
        let mismatches = result.findings.filter { $0.ruleID == "l10n.format-type-mismatch" }
        // The branch every device without its own shows (the first written: no `other`) is the
        // shared value; each other device's branch is a value of its own.
        XCTAssertEqual(mismatches.count, Self.count)
        XCTAssertEqual(Set(mismatches.map(\.subject.detail)).count, Self.count, "one finding per branch, each naming its device")
        XCTAssertEqual(mismatches.filter { $0.subject.detail == nil }.count, 1)
    }

    func testEveryPluralVariationIsJudged() throws {
        // `other` and thousands of explicit values (`=0`, `=1`, …), as a generator might write.
        let text = catalog { word, specifier in
            let cases = ["\"other\":" + unit("\(specifier) \(word)")]
                + (0..<Self.count).map { "\"=\($0)\":" + unit("\(specifier) \(word) \($0)") }
            return #"{"variations":{"plural":{\#(cases.joined(separator: ","))}}}"#
        }
        let result = try audit(text)
        let mismatches = result.findings.filter { $0.ruleID == "icu.plural-format-mismatch" }
        XCTAssertEqual(mismatches.count, Self.count + 1, "every German branch reads the count as an object")
    }

    func testEveryDeviceOfNestedDeviceAndPluralVariationsIsJudged() throws {
        let devices = Self.count / 2
        let text = catalog { word, specifier in
            let branches = (0..<devices).map { device in
                let plural = "{\"one\":" + unit("\(specifier) \(word)") + ",\"other\":" + unit("\(specifier) \(word) \(device)") + "}"
                return "\"device\(device)\":{\"variations\":{\"plural\":" + plural + "}}"
            }
            return #"{"variations":{"device":{\#(branches.joined(separator: ","))}}}"#
        }
        let result = try audit(text)
        let mismatches = result.findings.filter { $0.ruleID == "icu.plural-format-mismatch" }
        // Both plural branches of every device, the shared one (device0) included.
        XCTAssertEqual(mismatches.count, devices * 2)
        XCTAssertEqual(Set(mismatches.map(\.subject.detail)).count, devices * 2)
    }

    func testASubstitutionBranchWithThousandsOfArgsKeepsEachOffset() {
        // Each `%arg` becomes `%1$lld` for the parser and is given back its own text and offset.
        let branch = Array(repeating: "%arg é", count: 20_000).joined(separator: " ") + " %@"
        let format = PluralArguments.parseSubstitutionBranch(branch, specifier: "lld", argument: 1)
        XCTAssertEqual(format.specifiers.count, 20_001)
        XCTAssertEqual(format.specifiers.prefix(20_000).map(\.offset), (0..<20_000).map { $0 * 7 })
        XCTAssertTrue(format.specifiers.prefix(20_000).allSatisfy { $0.text == "%arg" })
        XCTAssertEqual(format.specifiers.last?.text, "%@")
        XCTAssertEqual(format.specifiers.last?.offset, 20_000 * 7)
    }
}
