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

/// The fast scalar tests must answer exactly as the standard library's property tables, for
/// every scalar: a value rule that reads a letter as a space would judge translations wrongly.
final class ScalarClassesTests: XCTestCase {
    func testEveryScalarAnswersAsTheStandardLibrary() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            if scalar.isLetterFast != properties.isAlphabetic { mismatches.append("alphabetic U+\(String(value, radix: 16))") }
            if scalar.isLowercaseFast != properties.isLowercase { mismatches.append("lowercase U+\(String(value, radix: 16))") }
            if scalar.isWhitespaceFast != properties.isWhitespace { mismatches.append("whitespace U+\(String(value, radix: 16))") }
            if mismatches.count > 20 { break }
        }
        XCTAssertEqual(mismatches, [])
    }

    func testBitmapsCoverTheirRange() {
        XCTAssertEqual(ScalarClasses.alphabetic.count * 64, Int(ScalarClasses.bitmapLimit))
        XCTAssertEqual(ScalarClasses.lowercase.count * 64, Int(ScalarClasses.bitmapLimit))
        XCTAssertEqual(ScalarClasses.formsAlphabetic.count * 64, 0x100)
        XCTAssertEqual(ScalarClasses.formsLowercase.count * 64, 0x100)
        XCTAssertTrue(Unicode.Scalar(0xFF21)!.isLetterFast, "fullwidth A")
        XCTAssertFalse(Unicode.Scalar(0xFF0C)!.isLetterFast, "fullwidth comma")
        XCTAssertTrue(Unicode.Scalar(0xFF41)!.isLowercaseFast, "fullwidth a")
        XCTAssertTrue(Unicode.Scalar(0x00E9)!.isLetterFast)
        XCTAssertFalse(Unicode.Scalar(0x30FB)!.isLetterFast)
        XCTAssertTrue(Unicode.Scalar(0x3000)!.isWhitespaceFast)
    }
}
