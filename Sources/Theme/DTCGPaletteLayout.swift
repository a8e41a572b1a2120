import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Whether a mode, file or theme name means light or dark: "Dark", "dark-mode",
/// "semantic.dark.tokens.json", "Night" → dark; "Light", "Day" → light.
package enum DTCGModeName {
    package static func appearance(_ name: String) -> Appearance? {
        let words = Set(PaletteRoleInference.words(name).prefix(32))
        if !words.isDisjoint(with: ["dark", "night", "dim"]) { return .dark }
        if !words.isDisjoint(with: ["light", "day", "bright"]) { return .light }
        return nil
    }
}

/// How several palette files make one light and one dark token table: the usual layouts of
/// design-token projects.
/// - Tokens Studio: one file with `$themes` naming its light and dark token sets.
/// - style-dictionary and Figma exports: primitives in one file, semantic tokens per mode in
///   others (`semantic.light.json`, `tokens/dark/color.json`), or a mode named in the file's
///   root `$extensions` (`"mode": "Dark"`, `"com.figma": {"modeName": "Dark"}`).
/// - Per token: `$extensions` mode values (see `DTCGTokenTable.modes`).
/// A file with no mode is shared by both appearances, so aliases resolve across files
/// (`{neutral.950}` in the semantic file, defined in the primitives file). Later files replace
/// earlier definitions of the same path.
package enum DTCGPaletteLayout {
    package struct Tables {
        package var light: DTCGTokenTable
        /// Nil when nothing says what dark looks like: a light palette only.
        package var dark: DTCGTokenTable?
        /// "p.json: dark (file name)", for the report's source line.
        package var modes: [String]
    }

    package static func tables(_ inputs: [DTCGPaletteReader.Input]) throws -> Tables {
        var light = DTCGTokenTable()
        var dark = DTCGTokenTable()
        var sawDark = false
        var modes: [String] = []
        for input in inputs {
            let root = try DTCGPaletteReader.parse(input)
            if input.appearance == nil, root["$themes"] != nil {
                // Tokens Studio: the file says which of its sets each appearance uses.
                light.merge(try DTCGPaletteReader.table(root, file: input.path, appearance: .light))
                dark.merge(try DTCGPaletteReader.table(root, file: input.path, appearance: .dark))
                sawDark = true
                modes.append("\(input.path): light and dark ($themes)")
                continue
            }
            var table = DTCGTokenTable()
            table.addGroup(root, prefix: [], inheritedType: nil)
            switch input.appearance ?? mode(of: root, path: input.path) {
            case .light?:
                light.merge(table)
                modes.append("\(input.path): light")
            case .dark?:
                dark.merge(table)
                sawDark = true
                modes.append("\(input.path): dark")
            case nil:
                light.merge(table)
                dark.merge(table)
                modes.append("\(input.path): both")
            }
        }
        let perToken = light.tokens.contains { $0.modes[.dark] != nil } || dark.tokens.contains { $0.modes[.dark] != nil }
        if !sawDark && !perToken { return Tables(light: light.resolvingModes(.light), dark: nil, modes: modes) }
        // A token only light files define is not in the dark table: the designer reader keeps
        // its one value in dark, the LubaUI reader falls back to the built-in theme.
        return Tables(light: light.resolvingModes(.light), dark: dark.resolvingModes(.dark), modes: modes)
    }

    /// The mode a file's root `$extensions` names, else its file name.
    package static func mode(of root: JSONValue, path: String) -> Appearance? {
        let extensions = root["$extensions"]
        for name in [extensions?["mode"], extensions?["com.figma"]?["modeName"], extensions?["com.figma"]?["mode"], root["$mode"]] {
            if let text = name?.stringValue, let appearance = DTCGModeName.appearance(text) { return appearance }
        }
        let components = path.split(separator: "/").suffix(2).joined(separator: "/")
        return DTCGModeName.appearance(components)
    }
}

extension DTCGTokenTable {
    /// Adds every token of `other`, replacing same-path tokens.
    package mutating func merge(_ other: DTCGTokenTable) {
        for token in other.tokens { add(token) }
    }

    /// The table with each token's `$extensions` value for `appearance` in place of `$value`.
    package func resolvingModes(_ appearance: Appearance) -> DTCGTokenTable {
        var result = DTCGTokenTable()
        for var token in tokens {
            if let value = token.modes[appearance] { token.value = value }
            result.add(token)
        }
        return result
    }
}
