import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// One design token of a W3C Design Tokens (DTCG) file: its dotted path, `$value`, effective
/// `$type` (its own or the nearest group's) and where it was written.
public struct DTCGToken: Hashable, Sendable {
    public var path: String
    public var value: JSONValue
    public var type: String?
    /// The token's key (`"primary": {`), for findings about the token as a whole.
    public var location: SourceLocation
    /// `$description`, read for the token's role when its name says nothing.
    public var description: String? = nil
    /// Figma variable scopes (`$extensions["com.figma"].scopes`): where the variable may be used.
    public var figmaScopes: [String] = []
    /// Per-appearance values a Figma variables export or a mode-aware tool writes into
    /// `$extensions` (`"com.figma": {"modes": {"Light": …, "Dark": …}}`, `"mode": {…}`).
    public var modes: [Appearance: JSONValue] = [:]
}

/// Every token of one appearance, flattened from nested groups, in file order. Later
/// definitions of a path (a later token set) replace earlier ones.
public struct DTCGTokenTable: Sendable {
    public private(set) var tokens: [DTCGToken] = []
    private var index: [String: Int] = [:]

    public init() {}

    public subscript(path: String) -> DTCGToken? {
        index[path].map { tokens[$0] }
    }

    package mutating func add(_ token: DTCGToken) {
        if let existing = index[token.path] {
            tokens[existing] = token
        } else {
            index[token.path] = tokens.count
            tokens.append(token)
        }
    }

    package static let maxDepth = 64

    /// Adds the tokens of `group` (an object of groups and tokens) under `prefix`, with
    /// `$type` inherited from `inheritedType`. Deeper nesting than `maxDepth` is ignored.
    package mutating func addGroup(_ group: JSONValue, prefix: [String], inheritedType: String?, depth: Int = 0) {
        guard depth < Self.maxDepth, let members = group.uniqueMembers else { return }
        let groupType = group["$type"]?.stringValue ?? inheritedType
        for member in members {
            if member.key.hasPrefix("$") { continue }
            guard member.value.members != nil else { continue }
            let path = prefix + [member.key]
            if Self.isToken(member.value) {
                let value = member.value["$value"] ?? member.value["value"]
                guard let value else { continue }
                let type = member.value["$type"]?.stringValue ?? member.value["type"]?.stringValue ?? groupType
                let extensions = member.value["$extensions"]
                add(DTCGToken(
                    path: path.joined(separator: "."), value: value, type: type, location: member.keyLocation,
                    description: (member.value["$description"] ?? member.value["description"])?.stringValue,
                    figmaScopes: Self.figmaScopes(extensions), modes: Self.modes(extensions)))
            } else {
                addGroup(member.value, prefix: path, inheritedType: groupType, depth: depth &+ 1)
            }
        }
    }

    package static func figmaScopes(_ extensions: JSONValue?) -> [String] {
        let list = extensions?["com.figma"]?["scopes"] ?? extensions?["com.figma.scopes"]
        return (list?.arrayValue ?? []).prefix(32).compactMap(\.stringValue)
    }

    /// `{"Light": v, "Dark": v}` under `$extensions["com.figma"].modes`, `$extensions.mode` or
    /// `$extensions.modes`: keys naming light or dark (any case, "Dark mode" too).
    package static func modes(_ extensions: JSONValue?) -> [Appearance: JSONValue] {
        guard let extensions else { return [:] }
        let holders = [extensions["com.figma"]?["modes"], extensions["mode"], extensions["modes"], extensions["com.figma.modes"]]
        var result: [Appearance: JSONValue] = [:]
        for holder in holders {
            guard let members = holder?.uniqueMembers else { continue }
            for member in members.prefix(64) {
                guard let appearance = DTCGModeName.appearance(member.key), result[appearance] == nil else { continue }
                result[appearance] = member.value
            }
        }
        return result
    }

    /// A DTCG token has `$value`; a Tokens Studio (legacy) token has `value` next to `type`,
    /// or a plain `value` that is not itself a group.
    package static func isToken(_ object: JSONValue) -> Bool {
        if object["$value"] != nil { return true }
        guard let value = object["value"] else { return false }
        if object["type"] != nil { return true }
        switch value.kind {
        case .string, .number: return true
        default: return false
        }
    }
}

/// A token's color once aliases are followed: the color, the chain of names it went through,
/// and where the literal stands.
public struct DTCGResolvedColor: Hashable, Sendable {
    public var color: SRGBColor
    public var chain: [String]
    public var location: SourceLocation
}

/// Follows `{group.token}` aliases and reads DTCG color values. A cycle or an alias to a token
/// that does not exist throws an `AuditInputError` naming file, line and the aliases involved:
/// a palette with a broken reference cannot be audited honestly.
package struct DTCGColorResolver {
    package let table: DTCGTokenTable
    package static let maxAliasDepth = 64

    package enum Outcome {
        case color(DTCGResolvedColor)
        /// The token holds something the audit does not read as an sRGB color.
        case notAColor(String, SourceLocation)
    }

    package func resolve(_ path: String) throws -> Outcome? {
        guard table[path] != nil else { return nil }
        return try resolve(path, stack: [])
    }

    private func resolve(_ path: String, stack: [String]) throws -> Outcome {
        guard let token = table[path] else {
            // Only reached through an alias: the caller checked the first path.
            let from = stack.last.flatMap { table[$0] }
            throw AuditInputError(
                path: from.map { Self.place($0.value.location) } ?? path,
                reason: "alias {\(path)} points to no token" + (from.map { " (used by \($0.path))" } ?? ""))
        }
        if stack.contains(path) || stack.count >= Self.maxAliasDepth {
            let cycle = (stack.drop { $0 != path } + [path]).joined(separator: " → ")
            throw AuditInputError(
                path: Self.place(token.value.location),
                reason: stack.count >= Self.maxAliasDepth ? "aliases nested too deeply at \(path)" : "alias cycle: \(cycle)")
        }
        if let type = token.type, type != "color" {
            return .notAColor("\(path) is a \(type) token, not a color", token.value.location)
        }
        if let alias = Self.alias(in: token.value) {
            let outcome = try resolve(alias, stack: stack + [path])
            if case .color(var resolved) = outcome {
                resolved.chain.insert(alias, at: 0)
                return .color(resolved)
            }
            return outcome
        }
        switch Self.color(token.value) {
        case .success(let color):
            return .color(DTCGResolvedColor(color: color, chain: [ThemeColorValue.literalText(color)], location: token.value.location))
        case .failure(let message):
            return .notAColor("\(path): \(message)", token.value.location)
        }
    }

    package static func trimmedASCII(_ text: String) -> String {
        var view = Substring(text)
        while let first = view.first, first == " " || first == "\t" || first == "\n" || first == "\r" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" || last == "\n" || last == "\r" { view = view.dropLast() }
        return String(view)
    }

    package static func place(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }

    /// `{color.base.blue}` → "color.base.blue"; nil for anything else.
    package static func alias(in value: JSONValue) -> String? {
        guard let text = value.stringValue else { return nil }
        let trimmed = trimmedASCII(text)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = String(trimmed.dropFirst().dropLast())
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return inner
    }

    package enum ColorRead {
        case success(SRGBColor)
        case failure(String)
    }

    /// A hex string (`#RRGGBB`, `#RRGGBBAA`, `#RGB`), `rgb()`/`rgba()`, or a DTCG color object
    /// (`colorSpace: "srgb"`, `components`, optional `alpha`, optional `hex` fallback).
    package static func color(_ value: JSONValue) -> ColorRead {
        if let text = value.stringValue {
            if let color = SRGBColor(hex: text) { return .success(color) }
            if let color = cssRGB(text) { return .success(color) }
            return .failure("\"\(text.prefix(40))\" is not a hex or rgb() color")
        }
        guard value.members != nil else { return .failure("a \(value.typeName) is not a color") }
        let space = value["colorSpace"]?.stringValue ?? "srgb"
        let alpha = value["alpha"]?.doubleValue ?? 1
        if space == "srgb", let components = value["components"]?.arrayValue, components.count == 3 {
            var channels: [Double] = []
            for component in components {
                if let number = component.doubleValue, number.isFinite {
                    channels.append(number)
                } else if component.stringValue == "none" {
                    channels.append(0)
                } else {
                    return .failure("color components must be numbers")
                }
            }
            return .success(SRGBColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
        }
        if let hex = value["hex"]?.stringValue, var color = SRGBColor(hex: hex) {
            color = SRGBColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * alpha)
            return .success(color)
        }
        return .failure("color space \"\(space)\" is not audited (sRGB only) and there is no hex fallback")
    }

    /// `rgb(47, 95, 208)` and `rgba(47, 95, 208, 0.5)` with 0–255 channels.
    package static func cssRGB(_ text: String) -> SRGBColor? {
        let lowered = trimmedASCII(text).lowercased()
        guard lowered.hasPrefix("rgb"), let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let inner = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var numbers: [Double] = []
        for (position, part) in parts.enumerated() {
            if part.hasSuffix("%"), let value = Double(part.dropLast()) {
                numbers.append(position < 3 ? value / 100 * 255 : value / 100)
            } else if let value = Double(part), value.isFinite {
                numbers.append(value)
            } else {
                return nil
            }
        }
        return SRGBColor(
            red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255,
            alpha: numbers.count == 4 ? numbers[3] : 1)
    }
}
