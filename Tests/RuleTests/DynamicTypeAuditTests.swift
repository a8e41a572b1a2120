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

final class DynamicTypeAuditTests: XCTestCase {
    private func hits(_ result: AuditResult, _ rule: String) -> [Finding] {
        result.findings.filter { $0.ruleID == rule }
    }

    func testNominalSizeFiresOnRolesThatDisagreeWithTheirStyle() throws {
        let result = try TokenFixture.audit()
        let found = hits(result, "a11y.dynamic-type.nominal-size")
        XCTAssertEqual(Set(found.compactMap(\.subject.role)), ["bodySmall", "micro"])
        let bodySmall = try XCTUnwrap(found.first { $0.subject.role == "bodySmall" })
        XCTAssertEqual(bodySmall.measured, 14)
        XCTAssertEqual(bodySmall.threshold, 15, ".subheadline at Large")
        XCTAssertEqual(bodySmall.severity, .warning)
        let expected = try TokenFixture.position(
            of: "14", onLineContaining: "case .bodySmall: return 14", in: "Sources/LubaUI/Tokens/LubaTypography.swift")
        XCTAssertEqual(bodySmall.location?.line, expected.line)
        XCTAssertEqual(bodySmall.location?.column, expected.column)
    }

    func testMinimumSizeFiresBelowElevenPoints() throws {
        let found = hits(try TokenFixture.audit(), "a11y.dynamic-type.minimum-size")
        XCTAssertEqual(found.compactMap(\.subject.role), ["micro"])
        XCTAssertEqual(found.first?.measured, 10)
        XCTAssertEqual(found.first?.threshold, 11)
    }

    func testFixedFontFiresOnRunningTextOnly() throws {
        let found = hits(try TokenFixture.audit(), "a11y.dynamic-type.fixed-font")
        XCTAssertEqual(Set(found.compactMap(\.subject.component)), ["LubaSlider", "LubaToast", "LubaBadge"])
        let slider = try XCTUnwrap(found.first { $0.subject.component == "LubaSlider" })
        XCTAssertTrue(slider.message.contains("Text(title)"), slider.message)
        XCTAssertTrue(slider.message.contains("fixed 15pt"), slider.message)
        XCTAssertEqual(found.filter { $0.subject.component == "LubaSlider" }.count, 1, "the relativeTo: value label scales")
        let toast = try XCTUnwrap(found.first { $0.subject.component == "LubaToast" })
        let expected = try TokenFixture.position(of: "font", onLineContaining: ".font(.system(size: 14))", in: "Sources/LubaUI/Components/LubaToast.swift")
        XCTAssertEqual(toast.location?.line, expected.line, "the message's font, not the SF Symbol's or the preview's")
        XCTAssertEqual(toast.location?.column, expected.column)
    }

    func testGlyphLockedFontsAreAllowed() throws {
        let design = try TokenFixture.design()
        let avatar = try XCTUnwrap(design.fontSites.first { $0.component == "LubaAvatar" && $0.target == .text })
        XCTAssertEqual(avatar.geometryLock?.hasPrefix("sized from `diameter`"), true, "initials sized from the avatar's diameter")
        XCTAssertTrue(design.fontSites.contains { $0.component == "LubaToast" && $0.target == .symbol })
        XCTAssertFalse(design.fontSites.contains { $0.expression == ".system(size: 30)" }, "#Preview blocks are not audited")

        var config = AuditConfig()
        config.glyphLockedFonts = ["LubaBadge"]
        let allowed = hits(try TokenFixture.audit(config), "a11y.dynamic-type.fixed-font")
        XCTAssertEqual(Set(allowed.compactMap(\.subject.component)), ["LubaSlider", "LubaToast"])
        config.glyphLockedFonts = ["LubaToast.body", "LubaSlider"]
        XCTAssertEqual(Set(hits(try TokenFixture.audit(config), "a11y.dynamic-type.fixed-font").compactMap(\.subject.component)), ["LubaBadge"])
    }

    func testFixedFrameFiresOnFixedHeightsAroundScalingText() throws {
        let found = hits(try TokenFixture.audit(), "a11y.dynamic-type.fixed-frame")
        XCTAssertEqual(Set(found.compactMap(\.subject.component)), ["LubaTabs", "LubaMenuCompactRow"])
        let tabs = try XCTUnwrap(found.first { $0.subject.component == "LubaTabs" })
        XCTAssertEqual(tabs.subject.detail, "frame in segment(_:): height LubaTabsTokens.tabHeight")
        XCTAssertEqual(tabs.measured, 32)
        XCTAssertEqual(tabs.evidence.first { $0.name == "clips from" }?.value.hasPrefix("AX1"), true)
        XCTAssertTrue(tabs.fix?.contains("minHeight") == true)
    }

    func testClippingReportsTheFirstContentSizeThatClips() throws {
        let result = try TokenFixture.audit()
        let found = Dictionary(uniqueKeysWithValues: hits(result, "a11y.dynamic-type.clipping").compactMap { finding in
            finding.subject.role.map { ($0, finding) }
        })
        XCTAssertEqual(Set(found.keys), ["footnote", "body"])
        // footnote in a 32pt tab with 4pt padding above and below: Apple's footnote leading is
        // 24pt at xxxLarge (32, fits) and 29pt at AX1 (37, clips).
        let footnote = try XCTUnwrap(found["footnote"])
        XCTAssertTrue(footnote.message.contains("from AX1"), footnote.message)
        XCTAssertEqual(footnote.measured, DynamicTypeTable.metrics(.footnote, .accessibility1).leading + 8)
        XCTAssertEqual(footnote.threshold, 32)
        XCTAssertEqual(footnote.location?.file, "Sources/LubaUI/Components/LubaTabs.swift")
        // body scales with .callout: 32 + 8 = 40 fits 44 at AX1, 39 + 8 = 47 clips at AX2.
        let body = try XCTUnwrap(found["body"])
        XCTAssertTrue(body.message.contains("from AX2"), body.message)
        XCTAssertEqual(body.measured, DynamicTypeTable.metrics(.callout, .accessibility2).leading + 8)
        let scales = Dictionary(uniqueKeysWithValues: (result.accessibility?.textRoles ?? []).map { ($0.role, $0) })
        XCTAssertEqual(scales["footnote"]?.clipsFrom, "AX1")
        XCTAssertEqual(scales["body"]?.clipsFrom, "AX2")
        XCTAssertNil(scales["caption"]?.clipsFrom)
    }

    func testTheReportListsEveryRoleAtEveryContentSize() throws {
        let report = try XCTUnwrap(try TokenFixture.audit().accessibility)
        XCTAssertEqual(report.contentSizes, ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"])
        XCTAssertEqual(report.textRoles.count, 9)
        for role in report.textRoles {
            XCTAssertEqual(Set(role.sizes.keys), Set(report.contentSizes), role.role)
        }
        let body = try XCTUnwrap(report.textRoles.first { $0.role == "body" })
        XCTAssertEqual(body.textStyle, "callout")
        XCTAssertEqual(body.weight, "regular")
        XCTAssertEqual(body.nominalSize, 16)
        XCTAssertEqual(body.sizes["large"], 16)
        XCTAssertEqual(body.sizes["AX5"], DynamicTypeTable.pointSize(.callout, .accessibility5))
        let title = try XCTUnwrap(report.textRoles.first { $0.role == "largeTitle" })
        XCTAssertEqual(title.sizes["xSmall"], 31)
        XCTAssertEqual(title.weight, "bold")
    }

    func testFontExpressionsAreClassified() {
        let cases: [(String, FontScaling)] = [
            (".system(size: 12)", .fixed(size: 12, expression: "12")),
            (".system(.footnote, design: .rounded)", .textStyle(.footnote)),
            (".custom(\"Brand\", size: 14)", .relative(size: 14, style: .body)),
            (".custom(\"Brand\", fixedSize: 14)", .fixed(size: 14, expression: "14")),
            (".custom(\"Brand\", size: 14, relativeTo: .caption)", .relative(size: 14, style: .caption1)),
            ("luba.fonts(.caption)", .role("caption")),
            ("luba.fonts.font(size.role)", .role(nil)),
            ("luba.fonts.subheadline.weight(.bold)", .role("subheadline")),
            ("LubaTypography.font(.title)", .role("title")),
            ("luba.fonts.custom(size: 9, weight: .bold)", .fixed(size: 9, expression: "9")),
            ("luba.fonts.custom(size: 9, weight: .bold, relativeTo: .footnote)", .relative(size: 9, style: .footnote)),
            (".title.weight(.bold)", .textStyle(.title1)),
            ("Font.caption2", .textStyle(.caption2)),
            ("labelFont", .unknown),
        ]
        for (expression, expected) in cases {
            let design = TokenFixture.read(["V.swift": TokenExamples.view("V", "        Text(\"a\")\n            .font(\(expression))")])
            XCTAssertEqual(design.fontSites.first?.font, expected, expression)
            XCTAssertEqual(design.fontSites.first?.target, .text, expression)
        }
        let family = TokenFixture.read(["V.swift": TokenExamples.view("V", "        Text(\"a\").font(.custom(\"Brand Sans\", fixedSize: 9))")])
        XCTAssertEqual(family.fontSites.first?.family, "Brand Sans")
    }

    func testContentThatFitsDoesNotClip() {
        let site = FixedFrameSite(
            component: "C", member: "body", location: SourceLocation(file: "f", line: 1, column: 1), heightExpression: "30",
            height: 30, heightToken: nil, texts: [], contentHeights: [20, 21, 22, 30, 30.4, 31, 40, 41, 42, 43, 44, 45])
        XCTAssertEqual(site.clipsFrom, .xxLarge, "30.4 is within half a point; 31 clips")
        let unknown = FixedFrameSite(
            component: "C", member: "body", location: SourceLocation(file: "f", line: 1, column: 1), heightExpression: "size",
            height: nil, heightToken: nil, texts: [], contentHeights: Array(repeating: 99, count: 12))
        XCTAssertNil(unknown.clipsFrom, "an unknown height never claims to clip")
    }
}
