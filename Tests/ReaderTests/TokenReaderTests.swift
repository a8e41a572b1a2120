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

final class TokenReaderTests: XCTestCase {
    func testValuesResolveThroughReferencesAndArithmetic() throws {
        let design = try TokenFixture.design()
        let target = try XCTUnwrap(design.token("LubaSelectionTokens.minTouchTarget"))
        XCTAssertEqual(target.value, 44)  // LubaSpacing.sm * 5 + LubaSpacing.xs
        XCTAssertEqual(target.references, ["LubaSpacing.sm", "LubaSpacing.xs"])
        XCTAssertEqual(target.expression, "LubaSpacing.sm * 5 + LubaSpacing.xs")
        XCTAssertEqual(design.token("LubaSelectionTokens.controlSize")?.value, 20)
        XCTAssertEqual(design.token("LubaSelectionTokens.boxRadius")?.value, 4, "a reference into another file")
        XCTAssertEqual(design.token("LubaSliderTokens.thumbSize")?.value, 24, "parentheses")
        XCTAssertEqual(design.token("LubaTabsTokens.tabHeight")?.value, 32)
        XCTAssertEqual(design.token("LubaStepperTokens.minimumTouchTarget")?.value, 40)
        XCTAssertEqual(design.token("LubaRadius.pill")?.value, 9999)
        XCTAssertEqual(design.token("LubaChipTokens.closeSize")?.value, 18, "tokens declared in a component file")
        XCTAssertTrue(design.diagnostics.isEmpty, "\(design.diagnostics)")
    }

    func testLocationsPointAtTheTokenName() throws {
        let design = try TokenFixture.design()
        for (token, file, line) in [
            ("LubaSelectionTokens.minTouchTarget", "Sources/LubaUI/Tokens/LubaControlTokens.swift", "minTouchTarget: CGFloat"),
            ("LubaToastTokens.closeTapTarget", "Sources/LubaUI/Tokens/LubaFeedbackTokens.swift", "closeTapTarget: CGFloat"),
            ("LubaConfig.minimumTouchTarget", "Sources/LubaUI/Config/LubaConfig.swift", "minimumTouchTarget: CGFloat"),
        ] {
            let name = String(token.split(separator: ".")[1])
            let expected = try TokenFixture.position(of: name, onLineContaining: line, in: file)
            let location = try XCTUnwrap(design.token(token)?.location, token)
            XCTAssertEqual(location.file, file)
            XCTAssertEqual(location.line, expected.line, token)
            XCTAssertEqual(location.column, expected.column, token)
        }
    }

    func testReadsTheConfigurationAndSkipsWhatIsNoNumber() throws {
        let design = try TokenFixture.design()
        let configured = try XCTUnwrap(design.configuredTouchTarget)
        XCTAssertEqual(configured.qualifiedName, "LubaConfig.minimumTouchTarget")
        XCTAssertEqual(configured.value, 44)
        XCTAssertTrue(configured.isConfiguration)
        XCTAssertNil(design.token("LubaConfig.useRoundedFont"), "a Bool is no size")
        XCTAssertNil(design.token("LubaConfig.shared"), "an instance is no size")
        XCTAssertNil(design.token("LubaConfig.customFontFamily"))
    }

    func testDeprecatedTokensAreKeptButNotJudged() throws {
        let design = try TokenFixture.design()
        let deprecated = try XCTUnwrap(design.token("LubaToastTokens.messageFontSize"))
        XCTAssertTrue(deprecated.isDeprecated)
        XCTAssertFalse(try XCTUnwrap(design.token("LubaToastTokens.closeTapTarget")).isDeprecated)
        XCTAssertFalse(design.touchTargetTokens.contains { $0.token.qualifiedName == "LubaToastTokens.messageFontSize" })
    }

    func testClassifiesMinimumAndVisualSizes() throws {
        let kinds = Dictionary(uniqueKeysWithValues: try TokenFixture.design().touchTargetTokens.map { ($0.token.qualifiedName, $0.kind) })
        for name in [
            "LubaSelectionTokens.minTouchTarget", "LubaStepperTokens.minimumTouchTarget", "LubaMenuTokens.itemHeight",
            "LubaToastTokens.closeTapTarget", "LubaIconTokens.touchTarget", "LubaConfig.minimumTouchTarget",
        ] {
            XCTAssertEqual(kinds[name], .minimum, name)
        }
        for name in [
            "LubaSelectionTokens.controlSize", "LubaSliderTokens.thumbSize", "LubaTabsTokens.tabHeight",
            "LubaSheetTokens.closeButtonSize", "LubaChipTokens.height", "LubaChipTokens.closeSize",
        ] {
            XCTAssertEqual(kinds[name], .visual, name)
        }
        for name in [
            "LubaSliderTokens.trackHeight", "LubaSpacing.sm", "LubaRadius.xs", "LubaMenuTokens.itemPadding",
            "LubaTabsTokens.tabVerticalPadding", "LubaSelectionTokens.boxRadius",
        ] {
            XCTAssertNil(kinds[name], name)
        }
    }

    func testReadsTextRolesAcrossFiles() throws {
        let design = try TokenFixture.design()
        XCTAssertEqual(design.textRoles.map(\.name), ["largeTitle", "title", "body", "bodySmall", "subheadline", "footnote", "caption", "caption2", "micro"])
        let body = try XCTUnwrap(design.role("body"))
        XCTAssertEqual(body.enumName, "LubaTextRole")
        XCTAssertEqual(body.textStyle, .callout)
        XCTAssertEqual(body.textStyleName, ".callout")
        XCTAssertEqual(body.nominalSize, 16)
        XCTAssertEqual(body.weight, .regular, "the extension's default: arm, in another file")
        XCTAssertEqual(design.role("title")?.textStyle, .title1)
        XCTAssertEqual(design.role("title")?.weight, .bold)
        XCTAssertEqual(design.role("subheadline")?.weight, .medium)
        XCTAssertEqual(design.role("bodySmall")?.textStyle, .subheadline, "a multi-case arm")
        XCTAssertEqual(design.role("micro")?.nominalSize, 10)
        let micro = try XCTUnwrap(design.role("micro"))
        let expectedCase = try TokenFixture.position(of: "micro", onLineContaining: "    case micro", in: "Sources/LubaUI/Tokens/LubaTypography.swift")
        XCTAssertEqual(micro.location.line, expectedCase.line)
        XCTAssertEqual(micro.location.column, expectedCase.column)
        let expectedSize = try TokenFixture.position(of: "10", onLineContaining: "case .micro: return 10", in: "Sources/LubaUI/Tokens/LubaTypography.swift")
        XCTAssertEqual(micro.nominalSizeLocation?.line, expectedSize.line)
        XCTAssertEqual(micro.nominalSizeLocation?.column, expectedSize.column)
    }

    func testReferencesResolveInAnyOrderAndCyclesStayUnresolved() {
        let design = TokenFixture.read([
            "A.swift": "enum A {\n    static let x: CGFloat = B.y * 2\n    static let w: CGFloat = -B.y + max(2, 5)\n    static let half: CGFloat = CGFloat(8) / 2\n    static let broken: CGFloat = B.y / 0\n}\n",
            "B.swift": "enum B {\n    static let y: CGFloat = 3\n    static let count: Int = 3\n    static let shared = Thing()\n}\n",
            "C.swift": "enum C {\n    static let p: CGFloat = C.q\n    static let q: CGFloat = p\n    static let runtime: CGFloat = UIScreen.main.scale\n}\n",
            "D.swift": "enum D {\n#if os(iOS)\n    static let z: CGFloat = 1\n#else\n    static let z: CGFloat = 2\n#endif\n}\n",
        ])
        XCTAssertEqual(design.sizeTokens.filter { $0.qualifiedName == "D.z" }.map(\.value), [1], "the first #if branch counts, once")
        XCTAssertEqual(design.token("A.x")?.value, 6)
        XCTAssertEqual(design.token("A.w")?.value, 2)
        XCTAssertEqual(design.token("A.half")?.value, 4)
        XCTAssertNil(design.token("A.broken")?.value, "division by zero is no value")
        XCTAssertEqual(design.token("B.count")?.typeName, "Int")
        XCTAssertNil(design.token("B.shared"), "an untyped instance is no token")
        XCTAssertNil(design.token("C.p")?.value)
        XCTAssertNil(design.token("C.q")?.value)
        XCTAssertNil(design.token("C.runtime")?.value)
        let unresolved = Set(design.diagnostics.map { $0.message.components(separatedBy: " ").first ?? "" })
        XCTAssertEqual(unresolved, ["A.broken", "C.p", "C.q", "C.runtime"])
        XCTAssertEqual(Set(design.diagnostics.compactMap(\.token)), unresolved, "each diagnostic names its token")
    }

    func testAnUnresolvedValueNamesWhereItStopped() {
        let design = TokenFixture.read([
            "A.swift": "enum A {\n    static let base: CGFloat = compute()\n    static let double: CGFloat = base * 2\n    static let sum: CGFloat = 4 + B.later\n}\n",
            "B.swift": "enum B {\n    static let later: CGFloat = A.double + 1\n    static let screen: CGFloat = UIScreen.main.scale * 2\n    static let fine: CGFloat = A.missing ?? 3\n}\n",
            "C.swift": "struct AppConfig {\n    var minimumTouchTarget: CGFloat = measure()\n}\nenum D {\n    static let target: CGFloat = luba.minimumTouchTarget\n}\n",
        ])
        XCTAssertNil(design.token("A.base")?.unresolvedReference, "a call is the cause itself")
        XCTAssertEqual(design.token("A.double")?.unresolvedReference, "A.base", "an owner-relative reference, by its qualified name")
        XCTAssertEqual(design.token("A.sum")?.unresolvedReference, "B.later")
        XCTAssertEqual(design.token("B.later")?.unresolvedReference, "A.double")
        XCTAssertEqual(design.token("B.screen")?.unresolvedReference, "UIScreen.main.scale", "no token: as written")
        XCTAssertEqual(design.token("D.target")?.unresolvedReference, "AppConfig.minimumTouchTarget", "through the configuration")
        XCTAssertEqual(design.token("B.fine")?.unresolvedReference, "A.missing", "an operator the evaluator stops at, after the reference")
        XCTAssertNil(design.token("A.sum")?.value)
    }

    func testComponentUsagesFollowMembersToWhatIsTappable() throws {
        let design = try TokenFixture.design()
        let box = try XCTUnwrap(design.usages(of: "LubaSelectionTokens.controlSize").first)
        XCTAssertEqual(box.component, "LubaCheckbox")
        XCTAssertEqual(box.member, "box")
        XCTAssertEqual(box.interactive, "Button", "from the `box` property to the Button that places it")
        XCTAssertEqual(box.hitHeight, 44)
        XCTAssertEqual(box.hitWidth, .infinity, "the row's Spacer")
        XCTAssertTrue(box.setsWidth && box.setsHeight)
        XCTAssertEqual(box.heightSource, ".frame(minHeight: LubaSelectionTokens.minTouchTarget)")
        let thumb = try XCTUnwrap(design.usages(of: "LubaSliderTokens.thumbSize").first { $0.interactive != nil })
        XCTAssertEqual(thumb.interactive, ".gesture")
        XCTAssertEqual(thumb.hitHeight, 24)
        XCTAssertTrue(thumb.hasContentShape)
        let chip = try XCTUnwrap(design.usages(of: "LubaChipTokens.height").first)
        XCTAssertEqual(chip.interactive, ".onTapGesture")
        XCTAssertEqual(chip.hitHeight, 44)
        XCTAssertEqual(chip.expansion, ".lubaMinTouchTarget()")
    }

    func testHostileInputNeverTraps() {
        var garbage: [UInt8] = []
        var state: UInt32 = 12345
        for _ in 0..<20_000 {
            state = state &* 1_103_515_245 &+ 12345
            garbage.append(UInt8(truncatingIfNeeded: state >> 16))
        }
        let deepParens = "enum D { static let x: CGFloat = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + " }\n"
        let deepStacks = "struct V: View { var body: some View { " + String(repeating: "HStack { ", count: 2_000) + "Text(\"x\").frame(height: 10)" + String(repeating: " }", count: 2_000) + " } }\n"
        let unbalanced = "enum E { static let a: CGFloat = (4 + \n struct W: View { var body: some View { Button { } label: { Text(\"a\").frame(height: E.a ] } ) ) \n"
        let design = DesignSystemReader.read([
            DesignSystemReader.Source(path: "garbage.swift", bytes: garbage),
            DesignSystemReader.Source(path: "parens.swift", text: deepParens),
            DesignSystemReader.Source(path: "stacks.swift", text: deepStacks),
            DesignSystemReader.Source(path: "unbalanced.swift", text: unbalanced),
            DesignSystemReader.Source(path: "empty.swift", text: ""),
        ])
        XCTAssertEqual(design.files.count, 5)
        XCTAssertNil(design.token("D.x")?.value, "nesting beyond the evaluator's depth is unresolved, not a crash")
        XCTAssertEqual(TokenFixture.read(["F.swift": "enum F { static let x: CGFloat = ((((2)))) * 3 }\n"]).token("F.x")?.value, 6)
    }

    func testNoDesignSystemWithoutAPackage() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n"], under: root)
        let prepared = try Auditor.prepare(AuditRequest(stringsDirectories: [root.path]))
        XCTAssertNil(prepared.context.design)
        XCTAssertNil(TokenSummary.build(prepared.context))
    }
}
