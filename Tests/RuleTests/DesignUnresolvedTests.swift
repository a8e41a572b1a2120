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

/// `a11y.design.unresolved`: a design token the touch-target and Dynamic Type checks need but
/// cannot resolve is a finding at its declaration, once per cause, and never also a pass or a
/// finding of another rule.
final class DesignUnresolvedTests: XCTestCase {
    static let rule = "a11y.design.unresolved"

    static let buttonTokens = """
    import SwiftUI

    public enum DemoButtonTokens {
        public static let minTouchTarget: CGFloat = computeSize()
    }

    public enum DemoRowTokens {
        public static let minTouchTarget: CGFloat = DemoSpacing.unit * 11
    }

    public enum DemoSpacing {
        public static let unit: CGFloat = 4
    }

    public enum DemoMotion {
        public static let duration: Double = standardDuration()
    }

    """

    static let typography = """
    import SwiftUI

    public enum DemoTextRole: CaseIterable {
        case body
        case caption

        public var textStyle: Font.TextStyle {
            switch self {
            case .body: return .body
            case .caption: return .caption
            }
        }

        public var nominalSize: CGFloat {
            switch self {
            case .body: return DemoMetrics.scaled(17)
            case .caption: return 12
            }
        }
    }

    """

    /// Two views that both size a hit area with the computed touch target: uses, not causes.
    static let buttons = TokenExamples.view("DemoButtons", """
            VStack {
                Button("Save") {}
                    .frame(minWidth: DemoButtonTokens.minTouchTarget, minHeight: DemoButtonTokens.minTouchTarget)
                Button("Undo") {}
                    .frame(minHeight: DemoButtonTokens.minTouchTarget)
            }
    """)

    /// 1-based line and column of `needle` on the first line of `text` that contains `line`.
    func position(of needle: String, onLineContaining line: String, in text: String) throws -> (line: Int, column: Int) {
        for (number, content) in text.components(separatedBy: "\n").enumerated() where content.contains(line) {
            let range = try XCTUnwrap(content.range(of: needle), "\(needle) on '\(content)'")
            return (number + 1, content.unicodeScalars.distance(from: content.unicodeScalars.startIndex, to: range.lowerBound) + 1)
        }
        throw XCTSkip("'\(line)' is not in the text")
    }

    func audit(_ files: [String: String], areas: Set<Area> = []) throws -> AuditResult {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(TokenExamples.files(files), under: root)
        var request = AuditRequest(packageRoot: root.path, paths: PathBase(currentDirectory: root.path))
        request.areas = areas
        return try Auditor.run(request)
    }

    func testAComputedTouchTargetAndAnUnresolvableRoleSizeGiveOneFindingEach() throws {
        let result = try audit([
            "DemoButtonTokens.swift": Self.buttonTokens, "DemoTypography.swift": Self.typography, "DemoButtons.swift": Self.buttons,
        ])
        let found = result.findings.filter { $0.ruleID == Self.rule }
        XCTAssertEqual(found.count, 2, found.map(\.message).joined(separator: "\n"))

        let target = try XCTUnwrap(found.first { $0.subject.token == "DemoButtonTokens.minTouchTarget" })
        let expectedTarget = try position(of: "minTouchTarget", onLineContaining: "= computeSize()", in: Self.buttonTokens)
        XCTAssertEqual(target.location, SourceLocation(
            file: "Sources/Demo/DemoButtonTokens.swift", line: expectedTarget.line, column: expectedTarget.column))
        XCTAssertEqual(target.severity, .warning)
        XCTAssertEqual(
            target.message,
            "`DemoButtonTokens.minTouchTarget` = `computeSize()`: not a number the audit can resolve, so touch targets were not checked against it")
        XCTAssertEqual(target.fix, "write the value as a number literal or an expression of other tokens")
        XCTAssertEqual(target.subject, Subject(token: "DemoButtonTokens.minTouchTarget"))

        let role = try XCTUnwrap(found.first { $0.subject.role == "body" })
        let expectedSize = try position(of: "DemoMetrics.scaled(17)", onLineContaining: "case .body: return DemoMetrics", in: Self.typography)
        XCTAssertEqual(role.location, SourceLocation(
            file: "Sources/Demo/DemoTypography.swift", line: expectedSize.line, column: expectedSize.column))
        XCTAssertTrue(role.message.hasPrefix("`DemoTextRole.body` size `DemoMetrics.scaled(17)`: not a number the audit can resolve"), role.message)

        XCTAssertNil(found.first { $0.subject.token == "DemoRowTokens.minTouchTarget" }, "a token written through other tokens resolves")
        XCTAssertNil(found.first { $0.subject.token == "DemoMotion.duration" }, "no check needs a duration")
        XCTAssertNil(found.first { $0.subject.role == "caption" })
        // The same cause is reported once: no other rule speaks of the unresolved token.
        XCTAssertEqual(result.findings.filter { $0.subject.token == "DemoButtonTokens.minTouchTarget" }.map(\.ruleID), [Self.rule])
        // Never a pass: the unresolved token is no audited touch target, the resolved one is.
        let measured = Set((result.accessibility?.touchTargets ?? []).map(\.token))
        XCTAssertEqual(measured, ["DemoRowTokens.minTouchTarget"])
        XCTAssertEqual(result.rules.first { $0.id == Self.rule }?.area, .design)
        XCTAssertEqual(result.ruleAreas[Self.rule], .design)
    }

    func testOneFindingForTheCauseThatEveryCheckWaitsOn() throws {
        let tokens = """
        import SwiftUI

        public enum DemoSpacing {
            public static let unit: CGFloat = baseUnit()
        }

        public enum DemoSelectionTokens {
            public static let controlSize: CGFloat = 20
            public static let minTouchTarget: CGFloat = DemoSpacing.unit * 11
        }

        public enum DemoMenuTokens {
            public static let itemHeight: CGFloat = DemoSpacing.unit * 12
        }

        """
        let checkbox = TokenExamples.view("DemoCheckbox", """
                Button(action: {}) {
                    HStack {
                        RoundedRectangle(cornerRadius: 4)
                            .frame(width: DemoSelectionTokens.controlSize, height: DemoSelectionTokens.controlSize)
                        Text("Remember me")
                        Spacer()
                    }
                    .frame(minHeight: DemoSelectionTokens.minTouchTarget)
                }
        """)
        let typography = Self.typography.replacingOccurrences(of: "DemoMetrics.scaled(17)", with: "DemoSpacing.unit * 4")
        let result = try audit(["DemoTokens.swift": tokens, "DemoCheckbox.swift": checkbox, "DemoTypography.swift": typography])
        let found = result.findings.filter { $0.ruleID == Self.rule }
        XCTAssertEqual(found.map(\.subject.token), ["DemoSpacing.unit"], found.map(\.message).joined(separator: "\n"))
        let unit = try XCTUnwrap(found.first)
        let expected = try position(of: "unit", onLineContaining: "unit: CGFloat = baseUnit()", in: tokens)
        XCTAssertEqual(unit.location?.line, expected.line)
        XCTAssertEqual(unit.location?.column, expected.column)
        XCTAssertEqual(unit.evidence.filter { $0.name == "not checked" }.map(\.value), [
            "touch targets were not checked against `DemoSelectionTokens.minTouchTarget`",
            "touch targets were not checked against `DemoMenuTokens.itemHeight`",
            "text role `body` was not checked against its text style or the 11pt minimum",
            "the hit area `DemoSelectionTokens.controlSize` gets in DemoCheckbox.body was not checked",
        ])
        XCTAssertEqual(unit.message, "`DemoSpacing.unit` = `baseUnit()`: not a number the audit can resolve, so "
            + "touch targets were not checked against `DemoSelectionTokens.minTouchTarget` and `DemoMenuTokens.itemHeight`; "
            + "text role `body` was not checked against its text style or the 11pt minimum; "
            + "the hit area `DemoSelectionTokens.controlSize` gets in DemoCheckbox.body was not checked")
        XCTAssertEqual(unit.related.map(\.file), [
            "Sources/Demo/DemoTokens.swift", "Sources/Demo/DemoTokens.swift", "Sources/Demo/DemoTypography.swift", "Sources/Demo/DemoCheckbox.swift",
        ])
        // The checkbox's row is expanded by the unknown token: that is no short hit area.
        XCTAssertTrue(result.findings.filter { $0.ruleID.hasPrefix("a11y.touch-target") }.isEmpty, result.findings.map(\.message).joined(separator: "\n"))
        XCTAssertFalse((result.accessibility?.touchTargets ?? []).contains { $0.token == "DemoSelectionTokens.controlSize" })
    }

    func testRolesThatShareOneSizeShareOneFinding() throws {
        let typography = Self.typography
            .replacingOccurrences(of: "case .body: return DemoMetrics.scaled(17)", with: "case .body, .caption: return DemoMetrics.scaled(17)")
            .replacingOccurrences(of: "case .caption: return 12", with: "")
        XCTAssertNotEqual(typography, Self.typography)
        let found = try audit(["DemoTypography.swift": typography]).findings.filter { $0.ruleID == Self.rule }
        XCTAssertEqual(found.count, 1, found.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(found.first?.subject, Subject(role: "body, caption"))
        XCTAssertTrue(found.first?.message.hasPrefix("`DemoTextRole.body, .caption` size `DemoMetrics.scaled(17)`:") ?? false, found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.hasSuffix("text roles `body` and `caption` were not checked against their text styles or the 11pt minimum") ?? false)
    }

    func testAReferenceCycleIsOneFindingAtItsFirstToken() throws {
        let result = try audit(["DemoTokens.swift": """
        import SwiftUI

        public enum DemoButtonTokens {
            public static let minTouchTarget: CGFloat = DemoChipTokens.minTouchTarget
        }

        public enum DemoChipTokens {
            public static let minTouchTarget: CGFloat = DemoButtonTokens.minTouchTarget
        }

        """])
        let found = result.findings.filter { $0.ruleID == Self.rule }
        XCTAssertEqual(found.map(\.subject.token), ["DemoButtonTokens.minTouchTarget"])
        XCTAssertEqual(found.first?.message, "`DemoButtonTokens.minTouchTarget` = `DemoChipTokens.minTouchTarget`: it refers back to itself "
            + "through `DemoChipTokens.minTouchTarget` and never reaches a number, so touch targets were not checked against "
            + "`DemoButtonTokens.minTouchTarget` and `DemoChipTokens.minTouchTarget`")
        XCTAssertEqual(found.first?.evidence.filter { $0.name == "not checked" }.count, 2)

        let itself = try audit(["DemoTokens.swift": "import SwiftUI\n\npublic enum DemoButtonTokens {\n    public static let minTouchTarget: CGFloat = minTouchTarget + 1\n}\n"])
        XCTAssertEqual(
            itself.findings.filter { $0.ruleID == Self.rule }.map(\.message),
            ["`DemoButtonTokens.minTouchTarget` = `minTouchTarget + 1`: it refers to itself, so touch targets were not checked against it"])
    }

    func testAnUnresolvedFrameHeightAroundTextIsNamedOnce() throws {
        let tokens = "import SwiftUI\n\npublic enum DemoBannerTokens {\n    public static let height: CGFloat = bannerHeight()\n}\n"
        let banner = TokenExamples.view("DemoBanner", "        Text(\"Inbox\")\n            .font(.body)\n            .frame(height: DemoBannerTokens.height)")
        let result = try audit(["DemoBannerTokens.swift": tokens, "DemoBanner.swift": banner])
        let found = result.findings.filter { $0.ruleID == Self.rule }
        XCTAssertEqual(found.map(\.subject.token), ["DemoBannerTokens.height"])
        XCTAssertEqual(found.first?.evidence.last?.value, "whether text fits the fixed-height frame in DemoBanner.body was not checked")
        XCTAssertEqual(found.first?.related.first?.file, "Sources/Demo/DemoBanner.swift")
    }

    func testTheTokensCommandAreasRunTheRule() throws {
        let files = ["DemoButtonTokens.swift": Self.buttonTokens]
        let tokens = try audit(files, areas: AuditCommand.tokens.areas)
        XCTAssertEqual(tokens.findings.filter { $0.ruleID == Self.rule }.count, 1)
        XCTAssertFalse(AuditCommand.strings.areas.contains(.design))
        XCTAssertTrue(AuditCommand.audit.areas.isEmpty, "audit runs every area, design included")
    }

    /// One policy for an unreadable Swift file: `input.unreadable` reports it, the design
    /// rules do not repeat it.
    func testAnUnreadableSwiftFileIsAnInputFindingNotADesignOne() throws {
        let root = try TestSupport.temporaryDirectory(self)
        let missing = root.appendingPathComponent("Sources/Demo/Gone.swift").path
        let paths = PathBase(currentDirectory: root.path)
        let discovered = DiscoveredInputs(root: root.path, tableFiles: [], registryFiles: [], swiftFiles: [missing], notes: [], paths: paths)
        let sources = SwiftSourceStore.read([missing], display: { paths.display($0) })
        let design = try XCTUnwrap(DesignSystemLoader.load(AuditRequest(packageRoot: root.path), discovered: discovered, sources: sources))
        let context = AuditContext(
            root: root.path, catalog: LocalizationCatalog(stringsTables: [], pluralTables: [], sourceLocale: "en"),
            registry: nil, config: AuditConfig(), design: design, sources: sources)
        var designSink = FindingSink(rule: DesignTokenUnresolved().info)
        DesignTokenUnresolved().check(context, &designSink)
        XCTAssertEqual(designSink.findings.count, 0)
        var inputSink = FindingSink(rule: InputUnreadable().info)
        InputUnreadable().check(context, &inputSink)
        XCTAssertEqual(inputSink.findings.map(\.location), [SourceLocation(file: "Sources/Demo/Gone.swift", line: 1, column: 1)])
        XCTAssertTrue(inputSink.findings.first?.message.contains("cannot read this Swift file") ?? false)
    }
}
