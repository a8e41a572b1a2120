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

/// The view facts the source rules judge, read from SwiftUI shapes the rule examples do not
/// spell out: labels reached through subview members and local views, test files, the registry's
/// own references, and where motion values come from.
final class ViewFactReaderTests: XCTestCase {
    func facts(_ files: [String: String], isPackage: Bool = true) -> ViewFacts {
        let sources = files.keys.sorted().map { SwiftSourceFile(path: $0, displayPath: $0, bytes: Array(files[$0]!.utf8)) }
        return ViewFactReader.read(sources, names: SourceNames(), isPackage: isPackage)
    }

    func testALabelOnTheViewThatPlacesASubviewMemberNamesItsButton() {
        let read = facts(["Sources/UI/Components/Row.swift": """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    closeButton
                        .accessibilityLabel(LubaStrings.close)
                }
                private var closeButton: some View {
                    Button(action: {}) { Image(systemName: "xmark") }
                }
            }
            """])
        XCTAssertEqual(read.controls.count, 1)
        XCTAssertEqual(read.controls.first?.content, .imageOnly(symbol: "xmark"))
        XCTAssertEqual(read.controls.first?.naming, .label("LubaStrings.close"))
        XCTAssertNil(read.controls.first?.ignoredBy)
    }

    func testAnImageOnlyViewTypeMakesItsButtonImageOnlyAcrossFiles() {
        let read = facts([
            "Sources/UI/Components/Glyph.swift": "import SwiftUI\nstruct Glyph: View {\n    let name: String\n    var body: some View {\n        Image(systemName: name).font(.body)\n    }\n}\n",
            "Sources/UI/Components/Bar.swift": "import SwiftUI\nstruct Bar: View {\n    var body: some View {\n        Button {} label: { Glyph(name: \"gear\") }\n    }\n}\n",
        ])
        XCTAssertEqual(read.controls.map(\.content), [.imageOnly(symbol: "gear")])
        XCTAssertEqual(read.controls.map(\.naming), [.none])
    }

    func testTestFilesPreviewsAndCommentsHoldNoFacts() {
        let read = facts([
            "Tests/UITests/RowTests.swift": "import SwiftUI\nlet a = Text(\"Hello\")\n",
            "Sources/UI/Components/Row.swift": "import SwiftUI\n// Text(\"Commented\")\n#Preview {\n    Text(\"Preview\")\n}\n",
        ])
        XCTAssertTrue(read.texts.isEmpty, "\(read.texts.map(\.literal))")
    }

    func testTextSitesNameTheirFormBundleAndNumbers() {
        let read = facts(["Sources/UI/Components/Meter.swift": """
            import SwiftUI
            struct Meter: View {
                let count: Int
                let name: String
                var body: some View {
                    VStack {
                        Text("Saved", bundle: .module)
                        Text(verbatim: "v1")
                        Text("\\(count) of \\(name)")
                        Toggle("Wi-Fi", isOn: .constant(true))
                    }
                    .navigationTitle("Meter")
                }
            }
            """])
        let byLiteral = Dictionary(uniqueKeysWithValues: read.texts.map { ($0.literal, $0) })
        XCTAssertEqual(byLiteral["Saved"]?.bundle, ".module")
        XCTAssertEqual(byLiteral["v1"]?.form, .verbatim)
        XCTAssertEqual(byLiteral["Wi-Fi"]?.api, "Toggle")
        XCTAssertEqual(byLiteral["Meter"]?.api, ".navigationTitle")
        let interpolated = read.texts.first { !$0.interpolations.isEmpty }
        XCTAssertEqual(interpolated?.interpolations, ["count", "name"])
        XCTAssertEqual(interpolated?.bareNumbers, [0], "count is an Int, name a String")
        XCTAssertTrue(read.texts.allSatisfy { $0.place.isComponent })
    }

    func testRegistryMembersReadEachOtherAndAreReadFromComponents() {
        let read = facts([
            "Sources/UI/LubaStrings.swift": "enum LubaStrings {\n    static func prefix() -> String { \"\" }\n    static func message() -> String { prefix() }\n}\n",
            "Sources/UI/Components/Toast.swift": "import SwiftUI\nstruct Toast: View {\n    var body: some View { Text(LubaStrings.message()) }\n}\n",
        ])
        XCTAssertEqual(read.registryReferences["message"]?.count, 1)
        XCTAssertEqual(read.registryReferences["prefix"]?.count, 1)
        XCTAssertNil(read.registryReferences["unused"])
    }

    func testMotionValuesFromThePolicyItsTypeAndALocal() {
        let read = facts(["Sources/UI/Components/Pulse.swift": """
            import SwiftUI
            struct Pulse: View {
                @LubaEnvironment private var luba
                let policy: LubaMotionPolicy
                @State private var on = false
                var body: some View {
                    Circle()
                        .offset(y: on ? 0 : 8)
                        .animation(policy.animation(.easeIn), value: on)
                        .transition(.identity)
                        .onAppear {
                            let fade = luba.motion.animation(.easeIn)
                            withAnimation(fade) { on = true }
                            withAnimation(.spring()) { on = false }
                        }
                }
            }
            """])
        XCTAssertEqual(read.motions.map(\.kind), [.animation, .transition, .withAnimation, .withAnimation])
        XCTAssertEqual(read.motions.map(\.source), [.policyType, .noMotion, .policy("fade = luba.motion…"), .unguarded(".spring()")])
    }

    func testMotionGuardedOneCallDeepAcrossFilesAndUIKitOnlyWhenItMoves() {
        let read = facts([
            "Sources/App/Motion.swift": "import UIKit\nfunc gentle(_ animation: Animation) -> Animation? {\n    UIAccessibility.isReduceMotionEnabled ? nil : animation\n}\nfunc softer(_ animation: Animation) -> Animation? {\n    gentle(animation)\n}\n",
            "Sources/App/Card.swift": """
            import SwiftUI
            import UIKit
            struct Card: View {
                @State private var lifted = false
                var body: some View {
                    Text(verbatim: "")
                        .scaleEffect(lifted ? 1.1 : 1)
                        .animation(softer(.spring()), value: lifted)
                        .onTapGesture { withAnimation(.spring()) { lifted.toggle() } }
                }
            }
            final class Slider {
                func slide(_ view: UIView, _ constraint: NSLayoutConstraint) {
                    UIView.animate(withDuration: 0.2) { view.alpha = 1 }
                    UIView.animate(withDuration: 0.2, animations: {
                        constraint.constant = 0
                        view.layoutIfNeeded()
                    })
                }
            }
            """,
        ])
        XCTAssertEqual(read.motions.map(\.kind), [.animation, .withAnimation, .viewAnimate, .viewAnimate])
        XCTAssertEqual(read.motions.map(\.source), [
            .guarded("softer (reads Reduce Motion)"), .unguarded(".spring()"),
            .noMotion, .unguarded("duration 0.2"),
        ])
    }

    /// A guard two calls away, each call in its own file: the second pass finds `softer` in a
    /// file that names no Reduce Motion setting itself, only the guard found by the first.
    func testAReduceMotionGuardIsFollowedAcrossFiles() {
        let read = facts([
            "Sources/App/Gentle.swift": "import UIKit\nfunc gentle(_ animation: Animation) -> Animation? {\n    UIAccessibility.isReduceMotionEnabled ? nil : animation\n}\n",
            "Sources/App/Softer.swift": "import SwiftUI\nfunc softer(_ animation: Animation) -> Animation? {\n    gentle(animation)\n}\n",
            "Sources/App/Card.swift": """
            import SwiftUI
            struct Card: View {
                @State private var lifted = false
                var body: some View {
                    Text(verbatim: "")
                        .scaleEffect(lifted ? 1.1 : 1)
                        .animation(softer(.spring()), value: lifted)
                        .animation(.spring(), value: lifted)
                }
            }
            """,
        ])
        XCTAssertEqual(read.motions.map(\.source), [.guarded("softer (reads Reduce Motion)"), .unguarded(".spring()")])
    }

    func testDebugOnlyCodeAndPreviewFilesAreSkippedAndCounted() {
        let read = facts([
            "Sources/App/Debug.swift": "import SwiftUI\n#if DEBUG\nstruct DebugMenu: View {\n    var body: some View { Text(\"Crash now\") }\n}\n#endif\n",
            "Sources/App/Row+Preview.swift": "import SwiftUI\nlet sample = Text(\"Sample\")\n",
            "Sources/App/Row.swift": "import SwiftUI\nstruct Row: View {\n    var body: some View {\n        #if !DEBUG\n        Text(\"Shipped\")\n        #else\n        Text(\"Debug\")\n        #endif\n    }\n}\n",
            "Tests/AppTests/RowTests.swift": "import XCTest\n",
        ], isPackage: false)
        XCTAssertEqual(read.texts.map(\.literal), ["Shipped"])
        XCTAssertEqual(read.filesRead, 4)
        XCTAssertEqual(read.filesSkipped, 3)
    }

    func testImageOnlyLabelsThroughIfElseAndSwitch() {
        let read = facts(["Sources/App/Player.swift": """
            import SwiftUI
            struct Player: View {
                let playing: Bool
                let mode: Int
                @State private var query = ""
                var body: some View {
                    HStack {
                        Button { } label: {
                            if playing {
                                Image(systemName: "pause.fill")
                            } else {
                                Image(systemName: "play.fill")
                            }
                        }
                        Button(action: {}) {
                            switch mode {
                            case 0: Image(systemName: "repeat")
                            default:
                                Image(systemName: "repeat.1")
                            }
                        }
                        TextField("Search", text: $query)
                            .overlay(alignment: .trailing) {
                                if !query.isEmpty {
                                    Button { query = "" } label: { Image(systemName: "xmark.circle.fill") }
                                }
                            }
                    }
                }
            }
            """], isPackage: false)
        XCTAssertEqual(read.controls.map(\.content), [.imageOnly(symbol: "pause.fill"), .imageOnly(symbol: "repeat"), .imageOnly(symbol: "xmark.circle.fill")])
    }

    /// Recall on LubaUI-shaped components: a toast whose spoken label interpolates a style's
    /// hardcoded name, and a search field's image-only clear button.
    func testToastStyleNamesAndAnImageOnlyClearButtonInAField() {
        let read = facts([
            "Sources/UI/Components/Notice.swift": """
            import SwiftUI
            public enum NoticeKind { case done, failed }
            public struct Notice: View {
                let text: String
                let kind: NoticeKind
                public var body: some View {
                    Text(text)
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("\\(kind.spokenName): \\(text)")
                }
            }
            private extension NoticeKind {
                var spokenName: String {
                    switch self {
                    case .done: return "Completed"
                    case .failed: "Failed"
                    }
                }
                var symbol: String { "checkmark" }
            }
            """,
            "Sources/UI/Components/Finder.swift": """
            import SwiftUI
            public struct Finder: View {
                @Binding var query: String
                public var body: some View {
                    HStack {
                        TextField(LubaStrings.search, text: $query)
                        if !query.isEmpty {
                            Button(action: { query = "" }) {
                                Image(systemName: "xmark.circle.fill")
                            }
                        }
                    }
                }
            }
            """,
        ])
        let names = read.texts.filter { $0.via == "spokenName" }
        XCTAssertEqual(names.map(\.literal), ["Completed", "Failed"])
        XCTAssertEqual(names.map(\.api), [".accessibilityLabel", ".accessibilityLabel"])
        XCTAssertEqual(names.map(\.place.location.line), [15, 16])
        XCTAssertEqual(read.controls.map(\.content), [.imageOnly(symbol: "xmark.circle.fill")])
        XCTAssertEqual(read.controls.map(\.naming), [.none])
    }

    func testAPublicComponentOnlyItsPreviewUsesIsStillAudited() {
        let read = facts([
            "Sources/UI/Components/Chip.swift": "import SwiftUI\npublic struct Chip: View {\n    public var body: some View { Text(\"Remove\") }\n}\nstruct ChipDemo: View {\n    var body: some View { Text(\"Demo only\") }\n}\n#Preview {\n    VStack { Chip(); ChipDemo() }\n}\n",
        ])
        XCTAssertEqual(read.texts.map(\.literal), ["Remove"])
    }

    func testAContextMenuButtonIsNotSwallowedByTheElementItIsAttachedTo() {
        let read = facts(["Sources/App/Bubble.swift": """
            import SwiftUI
            struct Bubble: View {
                var body: some View {
                    VStack {
                        Text(verbatim: "")
                            .contextMenu {
                                Button(action: {}) { Image(systemName: "doc.on.doc") }
                            }
                    }
                    .accessibilityElement(children: .ignore)
                }
            }
            """], isPackage: false)
        XCTAssertEqual(read.controls.count, 1)
        XCTAssertNil(read.controls.first?.ignoredBy)
    }
}
