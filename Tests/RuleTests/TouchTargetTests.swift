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

final class TouchTargetTests: XCTestCase {
    private func findings(_ result: AuditResult, _ rule: String) -> [String: Finding] {
        var byToken: [String: Finding] = [:]
        for finding in result.findings where finding.ruleID == rule {
            XCTAssertNil(byToken[finding.subject.token ?? ""], "one finding per token")
            byToken[finding.subject.token ?? ""] = finding
        }
        return byToken
    }

    func testMinimumRuleFiresOnlyOnPlantedTokens() throws {
        let result = try TokenFixture.audit()
        let found = findings(result, "a11y.touch-target.minimum")
        XCTAssertEqual(Set(found.keys), ["LubaStepperTokens.minimumTouchTarget", "LubaToastTokens.closeTapTarget"])
        let stepper = try XCTUnwrap(found["LubaStepperTokens.minimumTouchTarget"])
        XCTAssertEqual(stepper.severity, .error)
        XCTAssertEqual(stepper.measured, 40)
        XCTAssertEqual(stepper.threshold, 44)
        XCTAssertEqual(stepper.evidence.first { $0.name == "meets" }?.value, "WCAG 2.5.8 AA (24)")
        XCTAssertEqual(stepper.evidence.first { $0.name == "value" }?.value, "LubaSpacing.sm * 5 = 40")
        XCTAssertEqual(stepper.location?.file, "Sources/LubaUI/Tokens/LubaControlTokens.swift")
        let expected = try TokenFixture.position(
            of: "minimumTouchTarget", onLineContaining: "minimumTouchTarget: CGFloat", in: "Sources/LubaUI/Tokens/LubaControlTokens.swift")
        XCTAssertEqual(stepper.location?.line, expected.line)
        let toast = try XCTUnwrap(found["LubaToastTokens.closeTapTarget"])
        XCTAssertEqual(toast.evidence.first { $0.name == "meets" }?.value, "none")
        XCTAssertTrue(toast.message.contains("meets no target-size guideline"), toast.message)
    }

    func testVisualRuleNamesTheComponentThatFailsToExpand() throws {
        let result = try TokenFixture.audit()
        let found = findings(result, "a11y.touch-target.visual")
        XCTAssertEqual(Set(found.keys), ["LubaSliderTokens.thumbSize", "LubaTabsTokens.tabHeight"])
        let slider = try XCTUnwrap(found["LubaSliderTokens.thumbSize"])
        XCTAssertEqual(slider.severity, .warning)
        XCTAssertTrue(slider.message.contains("LubaSlider does not expand its hit area"), slider.message)
        XCTAssertTrue(slider.message.contains(".gesture"), slider.message)
        XCTAssertEqual(slider.measured, 24)
        XCTAssertNotNil(slider.evidence.first { $0.name == "contentShape" }, "a contentShape on a small frame is called out")
        let tabs = try XCTUnwrap(found["LubaTabsTokens.tabHeight"])
        XCTAssertTrue(tabs.message.contains("32pt tall"), tabs.message)
        XCTAssertEqual(tabs.related.first?.file, "Sources/LubaUI/Components/LubaTabs.swift")
        XCTAssertEqual(tabs.evidence.first { $0.name == "used by" }?.value.hasPrefix("LubaTabs.segment(_:)"), true)
    }

    func testExpandedTokensSayWhatExpandsThem() throws {
        let result = try TokenFixture.audit()
        let measured = Dictionary(uniqueKeysWithValues: (result.accessibility?.touchTargets ?? []).map { ($0.token, $0) })
        XCTAssertEqual(measured["LubaChipTokens.height"]?.expandedBy, "LubaChip, which expands it with .lubaMinTouchTarget()")
        XCTAssertEqual(measured["LubaChipTokens.closeSize"]?.expandedBy, "LubaChip, which expands it with .lubaMinTouchTarget()")
        XCTAssertEqual(
            measured["LubaSheetTokens.closeButtonSize"]?.expandedBy,
            "LubaSheetHeader, which expands it with .frame(minWidth: luba.minimumTouchTarget, minHeight: luba.minimumTouchTarget)")
        let checkbox = try XCTUnwrap(measured["LubaSelectionTokens.controlSize"]?.expandedBy)
        XCTAssertTrue(checkbox.hasPrefix("LubaCheckbox, which expands it with .frame(minHeight: LubaSelectionTokens.minTouchTarget)"), checkbox)
        XCTAssertNil(measured["LubaSliderTokens.thumbSize"]?.expandedBy)
        XCTAssertEqual(measured["LubaChipTokens.height"]?.kind, "visual")
        XCTAssertEqual(measured["LubaMenuTokens.itemHeight"]?.kind, "minimum")
    }

    func testMeasurementsReportTheLevelsMet() throws {
        let result = try TokenFixture.audit()
        let measured = Dictionary(uniqueKeysWithValues: (result.accessibility?.touchTargets ?? []).map { ($0.token, $0) })
        XCTAssertEqual(measured["LubaMenuTokens.itemHeight"]?.meets, ["WCAG 2.5.8 AA (24)", "WCAG 2.5.5 AAA (44)", "Apple HIG (44)"])
        XCTAssertEqual(measured["LubaStepperTokens.minimumTouchTarget"]?.meets, ["WCAG 2.5.8 AA (24)"])
        XCTAssertEqual(measured["LubaToastTokens.closeTapTarget"]?.meets, [])
        XCTAssertEqual(measured["LubaSliderTokens.thumbSize"]?.meets, ["WCAG 2.5.8 AA (24)"])
        XCTAssertEqual(measured["LubaChipTokens.closeSize"]?.meets, ["WCAG 2.5.8 AA (24)", "WCAG 2.5.5 AAA (44)", "Apple HIG (44)"], "the expanded target, not the 18pt glyph")
        XCTAssertEqual(measured["LubaChipTokens.closeSize"]?.value, 18)
        XCTAssertNil(measured["LubaSliderTokens.trackHeight"], "no interactive size")
        XCTAssertEqual(TouchTargetLevel.met(by: 48), ["WCAG 2.5.8 AA (24)", "WCAG 2.5.5 AAA (44)", "Apple HIG (44)", "Material (48)"])
        XCTAssertEqual(TouchTargetLevel.met(by: 23.9), [])
    }

    func testTheConfiguredMinimumRaisesTheBar() throws {
        var config = AuditConfig()
        config.minimumTouchTarget = 48
        let result = try TokenFixture.audit(config)
        let minimum = findings(result, "a11y.touch-target.minimum")
        XCTAssertTrue(Set(minimum.keys).isSuperset(of: [
            "LubaMenuTokens.itemHeight", "LubaSelectionTokens.minTouchTarget", "LubaIconTokens.touchTarget", "LubaConfig.minimumTouchTarget",
        ]))
        XCTAssertEqual(minimum["LubaMenuTokens.itemHeight"]?.threshold, 48)
        // The checkbox row is expanded to 44, which no longer clears 48.
        XCTAssertNotNil(findings(result, "a11y.touch-target.visual")["LubaSelectionTokens.controlSize"])
    }

    func testAHitAreaExpandedByAnUnresolvedTokenIsNeitherShortNorPassing() throws {
        func design(minTouchTarget: String, expansion: String = "minWidth: DemoChipTokens.minTouchTarget, minHeight: DemoChipTokens.minTouchTarget") -> DesignSystem {
            TokenFixture.read([
                "Sources/Demo/Tokens.swift": "enum DemoChipTokens {\n    static let closeButtonSize: CGFloat = 20\n    static let minTouchTarget: CGFloat = \(minTouchTarget)\n}\n",
                "Sources/Demo/Chip.swift": TokenExamples.view("DemoChip", """
                        Button(action: {}) {
                            Image(systemName: "xmark")
                                .frame(width: DemoChipTokens.closeButtonSize, height: DemoChipTokens.closeButtonSize)
                                .frame(\(expansion))
                        }
                """),
            ])
        }
        let unresolved = design(minTouchTarget: "computeSize()")
        let usage = try XCTUnwrap(unresolved.usages(of: "DemoChipTokens.closeButtonSize").first)
        XCTAssertEqual(usage.unresolvedWidthTokens, ["DemoChipTokens.minTouchTarget"])
        XCTAssertEqual(usage.unresolvedHeightTokens, ["DemoChipTokens.minTouchTarget"])
        XCTAssertEqual(usage.hitHeight, 20, "the unknown expansion counts 0")
        XCTAssertFalse(usage.isProvenShort(44))
        XCTAssertEqual(usage.unresolvedShortfall(44), ["DemoChipTokens.minTouchTarget"])
        let judged = TouchTargetAssessment.assess(unresolved, minimum: 44).map(\.token.qualifiedName)
        XCTAssertFalse(judged.contains("DemoChipTokens.closeButtonSize"), "not short, not passing: \(judged)")
        XCTAssertEqual(TouchTargetAssessment.undetermined(unresolved, minimum: 44).map(\.token.qualifiedName), ["DemoChipTokens.closeButtonSize"])

        // Only the height is expanded by the unknown token: the 20pt width is short for certain.
        let heightOnly = design(minTouchTarget: "computeSize()", expansion: "minHeight: DemoChipTokens.minTouchTarget")
        let narrow = try XCTUnwrap(TouchTargetAssessment.assess(heightOnly, minimum: 44).first { $0.token.name == "closeButtonSize" })
        XCTAssertFalse(narrow.passes)
        XCTAssertEqual(narrow.shortUsage?.unresolvedWidthTokens, [])
        XCTAssertTrue(TouchTargetAssessment.undetermined(heightOnly, minimum: 44).isEmpty)

        let resolved = design(minTouchTarget: "44")
        XCTAssertEqual(resolved.usages(of: "DemoChipTokens.closeButtonSize").first?.unresolvedHeightTokens, [])
        let close = try XCTUnwrap(TouchTargetAssessment.assess(resolved, minimum: 44).first { $0.token.name == "closeButtonSize" })
        XCTAssertTrue(close.passes)
        XCTAssertTrue(TouchTargetAssessment.undetermined(resolved, minimum: 44).isEmpty)
    }

    func testAnUnresolvedConfiguredMinimumIsNoDefault() throws {
        let design = TokenFixture.read([
            "Sources/Demo/Config.swift": "struct DemoConfig {\n    var minimumTouchTarget: CGFloat = platformMinimum()\n}\n",
            "Sources/Demo/Tokens.swift": "enum DemoChipTokens {\n    static let height: CGFloat = 28\n}\n",
            "Sources/Demo/Chip.swift": TokenExamples.view("DemoChip", "        Text(\"Tag\")\n            .frame(height: DemoChipTokens.height)\n            .lubaMinTouchTarget()\n            .onTapGesture {}"),
        ])
        let usage = try XCTUnwrap(design.usages(of: "DemoChipTokens.height").first)
        XCTAssertEqual(usage.unresolvedHeightTokens, ["DemoConfig.minimumTouchTarget"], ".lubaMinTouchTarget() expands to the configured minimum, which is unknown")
        XCTAssertEqual(usage.unresolvedWidthTokens, ["DemoConfig.minimumTouchTarget"])
        XCTAssertEqual(usage.hitHeight, 28)
    }

    func testEveryUseMustExpand() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(TokenExamples.files([
            "Tokens.swift": "import SwiftUI\n\npublic enum DemoButtonTokens {\n    public static let closeButtonSize: CGFloat = 24\n}\n",
            "Good.swift": TokenExamples.view("Good", "        Button(action: {}) {\n            Image(systemName: \"xmark\")\n                .frame(width: DemoButtonTokens.closeButtonSize, height: DemoButtonTokens.closeButtonSize)\n                .lubaMinTouchTarget()\n        }"),
            "Bad.swift": TokenExamples.view("Bad", "        Button(action: {}) {\n            Image(systemName: \"xmark\")\n                .frame(width: DemoButtonTokens.closeButtonSize, height: DemoButtonTokens.closeButtonSize)\n        }"),
        ]), under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path, paths: PathBase(currentDirectory: root.path)))
        let finding = try XCTUnwrap(findings(result, "a11y.touch-target.visual")["DemoButtonTokens.closeButtonSize"])
        XCTAssertTrue(finding.message.contains("Bad does not expand"), finding.message)
        XCTAssertEqual(finding.related.first?.file, "Sources/Demo/Bad.swift")
    }

    func testAnUnusedSmallControlTokenIsReported() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(TokenExamples.files([
            "Tokens.swift": "import SwiftUI\n\npublic enum DemoToggleTokens {\n    public static let thumbSize: CGFloat = 20\n}\n",
        ]), under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path))
        let finding = try XCTUnwrap(findings(result, "a11y.touch-target.visual")["DemoToggleTokens.thumbSize"])
        XCTAssertTrue(finding.message.contains("no component sizes a view with it"), finding.message)
    }

    /// Issue 37: a section header's height and a font size declared in types whose names speak
    /// of controls (`…TabSectionHeader`, `…SearchTokens`) are no touch targets; a button's height
    /// from the same kind of type, used as the Button's frame, is.
    func testOnlySizesOfControlsAreTouchTargets() throws {
        let root = try TestSupport.temporaryDirectory(self)
        var files = TouchTargetVisual.headerAndFont
        files.merge(TouchTargetVisual.buttonHeight()) { first, _ in first }
        try TestSupport.write(files, under: root)
        let result = try Auditor.run(AuditRequest(packageRoot: root.path, paths: PathBase(currentDirectory: root.path)))
        let touch = result.findings.filter { $0.ruleID.hasPrefix("a11y.touch-target") }
        XCTAssertEqual(touch.map(\.subject.token), ["DemoButtonTokens.height"], touch.map(\.message).joined(separator: "\n"))
        let button = try XCTUnwrap(touch.first)
        XCTAssertEqual(button.ruleID, "a11y.touch-target.visual")
        XCTAssertEqual(button.measured, 32)
        XCTAssertEqual(button.location?.file, "Sources/Demo/DemoButtonTokens.swift")
        XCTAssertEqual(button.location?.line, 4)
        XCTAssertEqual(button.related.first?.file, "Sources/Demo/DemoSaveButton.swift")
        let judged = Set((result.accessibility?.touchTargets ?? []).map(\.token))
        XCTAssertFalse(judged.contains("DemoTabSectionHeader.height"), "a header's height is no touch target: \(judged)")
        XCTAssertFalse(judged.contains("DemoSearchTokens.size"), "a font size is no touch target: \(judged)")
    }

    func testWordsOfATokenName() {
        XCTAssertEqual(TouchTargetKind.words("closeButtonSize"), ["close", "button", "size"])
        XCTAssertEqual(TouchTargetKind.words("URLFieldHeight"), ["url", "field", "height"])
        XCTAssertEqual(TouchTargetKind.words("tableHeaderHeight"), ["table", "header", "height"])
        let table = SizeToken(owner: "DemoListTokens", name: "tableHeaderHeight", value: 28, expression: "28",
                              location: SourceLocation(file: "T.swift", line: 1, column: 1))
        XCTAssertNil(TouchTargetKind.classify(table), "`tab` is a word of its own, not the start of `table`")
    }

    func testFindingsUseTheAuditedSubjects() throws {
        let result = try TokenFixture.audit()
        let audited = Dictionary(grouping: result.audited.all, by: \.area)
        let touch = Set((audited[.touchTarget] ?? []).map(\.subject.identity))
        let dynamic = Set((audited[.dynamicType] ?? []).map(\.subject.identity))
        XCTAssertEqual(touch.count, result.accessibility?.touchTargets.count, "one audited subject per judged token")
        XCTAssertTrue(touch.contains("token=LubaSelectionTokens.minTouchTarget"))
        XCTAssertTrue(dynamic.contains("role=body"))
        let ours = result.findings.filter { $0.ruleID.hasPrefix("a11y.touch-target") || $0.ruleID.hasPrefix("a11y.dynamic-type") }
        XCTAssertFalse(ours.isEmpty)
        for finding in ours {
            let pool = finding.ruleID.hasPrefix("a11y.touch-target") ? touch : dynamic
            XCTAssertTrue(pool.contains(finding.subject.identity), "\(finding.ruleID) \(finding.subject.identity) is no audited subject")
            XCTAssertNotNil(finding.location)
        }
        XCTAssertEqual(Set(result.audited.all.map { "\($0.area) \($0.subject.identity)" }).count, result.audited.count, "audited subjects are unique")
    }
}
