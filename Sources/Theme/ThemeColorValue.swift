import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// A color in both appearances while a reader resolves it: the light and dark values, each
/// with its chain of names.
public struct ThemeColorValue: Hashable, Sendable {
    public var light: ResolvedColor
    public var dark: ResolvedColor

    public init(light: ResolvedColor, dark: ResolvedColor) {
        self.light = light
        self.dark = dark
    }

    /// The same color in both appearances (`Color(hex:)`, `.white`).
    public init(_ color: SRGBColor, location: SourceLocation? = nil) {
        let value = ResolvedColor(color: color, chain: [Self.literalText(color)], location: location)
        self.init(light: value, dark: value)
    }

    public func value(_ appearance: Appearance) -> ResolvedColor {
        appearance == .light ? light : dark
    }

    /// The value reached through `name`: the name goes in front of both chains (once, even when
    /// a chain already starts with it, as `textPrimary = LubaColors.textPrimary` does).
    public func named(_ name: String) -> ThemeColorValue {
        ThemeColorValue(light: Self.prefix(light, name), dark: Self.prefix(dark, name))
    }

    /// The color with its alpha multiplied by `opacity` (SwiftUI's `.opacity(_:)`); the chain's
    /// literal shows the result ("#5F7360 @ 85%").
    public func withOpacity(_ opacity: Double) -> ThemeColorValue {
        ThemeColorValue(light: Self.applyOpacity(light, opacity), dark: Self.applyOpacity(dark, opacity))
    }

    /// Whether two values show the same colors in both appearances (what `==` on colors means here).
    public func sameColors(as other: ThemeColorValue) -> Bool {
        light.color == other.light.color && dark.color == other.dark.color
    }

    package static func prefix(_ value: ResolvedColor, _ name: String) -> ResolvedColor {
        var result = value
        if result.chain.first != name { result.chain.insert(name, at: 0) }
        return result
    }

    package static func applyOpacity(_ value: ResolvedColor, _ opacity: Double) -> ResolvedColor {
        let clamped = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        let color = value.color
        let faded = SRGBColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * clamped)
        var chain = value.chain
        if !chain.isEmpty { chain.removeLast() }
        chain.append(literalText(faded))
        return ResolvedColor(color: faded, chain: chain, location: value.location)
    }

    /// "#RRGGBB", or "#RRGGBB @ 85%" for a translucent color: how chains end.
    public static func literalText(_ color: SRGBColor) -> String {
        let base = color.opaque.hex
        guard color.alpha < 1 else { return base }
        let percent = (color.alpha * 1000).rounded() / 10
        let text = percent == percent.rounded() ? String(Int(percent)) : String(percent)
        return "\(base) @ \(text)%"
    }
}

extension ThemeRole {
    /// A role from a two-appearance value, its chains starting with the role's name.
    package init(name: String, value: ThemeColorValue, location: SourceLocation?) {
        let named = value.named(name)
        self.init(name: name, light: named.light, dark: named.dark, location: location)
    }

    /// The role's value in both appearances.
    package var colorValue: ThemeColorValue { ThemeColorValue(light: light, dark: dark) }
}
