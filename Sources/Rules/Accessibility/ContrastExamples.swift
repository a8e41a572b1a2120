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
/// Tiny LubaUI-shaped themes for the contrast rules' examples: a `LubaColors` enum under
/// `Sources/`, found through the package like a real checkout.
package enum ContrastExampleTree {
    package static let colorsPath = "Sources/Demo/Tokens/LubaColors.swift"

    /// Which of a token's two values an example marks.
    package enum Appearance { case light, dark }

    /// A `LubaColors` enum with the given `name: (light, dark)` hex values, plus a page and a
    /// surface; `marking` names the values findings point at.
    package static func colors(_ tokens: [(String, UInt32, UInt32)], extra: String = "", marking: [String: Appearance] = [:]) -> String {
        var lines = [
            "import SwiftUI",
            "",
            "public enum LubaColors {",
        ]
        var all = tokens
        if !all.contains(where: { $0.0 == "background" }) { all.insert(("background", 0xFAFAFA, 0x0D0D0D), at: 0) }
        if !all.contains(where: { $0.0 == "surface" }) { all.insert(("surface", 0xFFFFFF, 0x171717), at: 1) }
        for (name, light, dark) in all {
            lines.append("    public static let \(name) = adaptive(")
            let mark = { (side: Appearance) in marking[name] == side ? ExampleMarker.text : "" }
            lines.append("        light: Color(hex: \(mark(.light))\(hex(light))),")
            lines.append("        dark: Color(hex: \(mark(.dark))\(hex(dark)))")
            lines.append("    )")
        }
        if !extra.isEmpty { lines.append(extra) }
        lines.append("    public static func adaptive(light: Color, dark: Color) -> Color { light }")
        lines.append("}")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    package static func theme(_ tokens: [(String, UInt32, UInt32)], extra: String = "", marking: [String: Appearance] = [:]) -> [String: String] {
        [colorsPath: colors(tokens, extra: extra, marking: marking)]
    }

    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// A badge in LubaBadge's shape: a style enum and a `switch` per color.
    package static func badge(foreground: String, background: String) -> String {
        """
        import SwiftUI

        public enum DemoBadgeStyle {
            case neutral
            case success
        }

        public struct DemoBadge: View {
            @LubaEnvironment private var luba
            private let style: DemoBadgeStyle

            public var body: some View {
                Text("x").foregroundStyle(foregroundColor).background(backgroundColor)
            }

            private var foregroundColor: Color {
                switch style {
                case .neutral: return luba.colors.textPrimary
                case .success: return \(foreground)
                }
            }

            private var backgroundColor: Color {
                switch style {
                case .neutral: return luba.colors.surface
                case .success: return \(background)
                }
            }
        }

        """
    }
}
