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

/// A locale speaks the source's language when their language parts match, case aside: asked
/// of every table and device branch, so ASCII identifiers are compared in place; every answer
/// is the one the language parts themselves give.
final class LocaleFallbackTests: XCTestCase {
    func testARegionalLocaleIsAVariantOfItsLanguage() {
        XCTAssertTrue(LocaleFallback.isVariant("en-GB", of: "en"))
        XCTAssertTrue(LocaleFallback.isVariant("EN_us", of: "en"))
        XCTAssertTrue(LocaleFallback.isVariant("en", of: "en-GB"))
        XCTAssertTrue(LocaleFallback.isVariant("zh-Hans", of: "zh-Hant"))
        XCTAssertFalse(LocaleFallback.isVariant("en", of: "en"))
        XCTAssertFalse(LocaleFallback.isVariant("de", of: "en"))
        XCTAssertFalse(LocaleFallback.isVariant("eng", of: "en"))
        XCTAssertFalse(LocaleFallback.isVariant("e-GB", of: "en"))
        XCTAssertFalse(LocaleFallback.isVariant("", of: "en"))
    }

    func testEveryAnswerIsTheLanguagePartsOwn() {
        let names = ["en", "en-GB", "EN", "En_us", "eng", "e", "", "-", "_x", "de", "de-CH", "ÉN-x", "én", "én-CA", "İn", "in", "i̇n",
                     "ß-DE", "ss", "SS-x", "pt-BR", "pt_PT", "zh-Hans", "zh", "en\u{0}x", "en\u{0}", "e\u{301}n", "\u{E9}n"]
        for locale in names {
            for source in names {
                let expected = locale != source && LocaleFallback.language(of: locale) == LocaleFallback.language(of: source)
                XCTAssertEqual(LocaleFallback.isVariant(locale, of: source), expected, "\(locale.debugDescription) of \(source.debugDescription)")
            }
        }
    }
}
