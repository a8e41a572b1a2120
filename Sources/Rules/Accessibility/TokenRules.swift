import LubaAuditModel
import LubaAuditColor
import LubaAuditICU
import LubaAuditSwiftSource
import LubaAuditStringTables
import LubaAuditConfig
import LubaAuditPlatform
import LubaAuditTheme
import LubaAuditDesignSystem
import LubaAuditResult
import LubaAuditRuleContext
/// The touch-target and Dynamic Type rules, and the design tokens they cannot read, in report order.
package enum TokenRules {
    package static let all: [any AuditRule] = [
        TouchTargetMinimum(), TouchTargetVisual(),
        DynamicTypeNominalSize(), DynamicTypeMinimumSize(), DynamicTypeFixedFont(), DynamicTypeFixedFrame(),
        DynamicTypeClipping(),
        DesignTokenUnresolved(),
    ]
}

/// The guidelines the touch-target and Dynamic Type rules cite.
package enum TokenReferences {
    package static let appleAccessibility = Reference(
        "Apple HIG: Accessibility (hit targets of at least 44×44 pt)",
        url: "https://developer.apple.com/design/human-interface-guidelines/accessibility")
    package static let appleLayout = Reference(
        "Apple HIG: Layout (controls need a 44×44 pt hit region)",
        url: "https://developer.apple.com/design/human-interface-guidelines/layout")
    package static let wcagTargetMinimum = Reference(
        "WCAG 2.2 SC 2.5.8 Target Size (Minimum) (AA)",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html")
    package static let wcagTargetEnhanced = Reference(
        "WCAG 2.2 SC 2.5.5 Target Size (Enhanced) (AAA)",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced.html")
    package static let wcagResizeText = Reference(
        "WCAG 2.2 SC 1.4.4 Resize Text (AA)",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html")
    package static let appleTypography = Reference(
        "Apple HIG: Typography (Dynamic Type sizes; 11 pt minimum)",
        url: "https://developer.apple.com/design/human-interface-guidelines/typography")
}

/// Small design-system trees for the touch-target and Dynamic Type rule examples: Swift files
/// under `Sources/Demo/`, where discovery finds them.
package enum TokenExamples {
    package static func files(_ files: [String: String]) -> [String: String] {
        var tree: [String: String] = [:]
        for (name, text) in files { tree["Sources/Demo/\(name)"] = text }
        return tree
    }

    /// A `DemoTextRole` enum in LubaTextRole's shape: (case, text style, nominal size, weight);
    /// `markingSizeOf` marks that role's nominal size, where findings about its size point.
    package static func roles(_ roles: [(name: String, style: String, size: Double, weight: String)], markingSizeOf marked: String? = nil) -> String {
        let cases = roles.map { "    case \($0.name)" }.joined(separator: "\n")
        func arms(_ value: ((name: String, style: String, size: Double, weight: String)) -> String) -> String {
            roles.map { "        case .\($0.name): return \(value($0))" }.joined(separator: "\n")
        }
        return """
        import SwiftUI

        public enum DemoTextRole: CaseIterable {
        \(cases)

            public var textStyle: Font.TextStyle {
                switch self {
        \(arms { "." + $0.style })
                }
            }

            public var nominalSize: CGFloat {
                switch self {
        \(arms { ($0.name == marked ? ExampleMarker.text : "") + SizeToken.points($0.size) })
                }
            }

            public var weight: Font.Weight {
                switch self {
        \(arms { "." + $0.weight })
                }
            }
        }

        """
    }

    /// A view named `name` whose body is `body`.
    package static func view(_ name: String, _ body: String) -> String {
        """
        import SwiftUI

        public struct \(name): View {
            public var body: some View {
        \(body)
            }
        }

        """
    }

    /// "16pt", "full width".
    package static func points(_ value: Double) -> String {
        value.isFinite ? "\(SizeToken.points(value))pt" : "full width"
    }
}
