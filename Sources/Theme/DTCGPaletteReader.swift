import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Reads a designer's palette in the W3C Design Tokens (DTCG) format into a theme: nested
/// groups, `$type` inherited from groups, `$value` as hex or a DTCG color object, `{a.b}`
/// aliases resolved across every file given. Light and dark come from the files' layout
/// (`DTCGPaletteLayout`: a mode per file, Tokens Studio `$themes`, `$extensions` modes); a
/// single plain file is a light palette only.
///
/// With no base theme (the default for `--palette`) the palette is audited as itself
/// (`DesignerPaletteBuilder`). With `--base-theme luba`, token paths map to LubaUI roles
/// (`DTCGRoleMapping`) and a role the palette leaves out takes the built-in default theme's
/// value, its chain saying so ("surface → default theme → …"). Invalid JSON or a root that is
/// no object throws an `AuditInputError` naming file, line and column; an alias cycle or an
/// alias to a missing token is a diagnostic (a finding), never the end of the run.
public enum DTCGPaletteReader {
    /// One palette file: the path shown in findings, its bytes, and the appearance it is
    /// for when the command line says so (`--dark-palette`); nil lets the file's `$themes`,
    /// `$extensions` mode or name decide, and a file with none is shared by both.
    public struct Input: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public var appearance: Appearance?

        public init(path: String, bytes: [UInt8], appearance: Appearance? = nil) {
            self.path = path
            self.bytes = bytes
            self.appearance = appearance
        }
    }

    /// What fills the roles a palette leaves out (a Model value: the config names it too).
    public typealias Base = BaseTheme

    /// The palette mapped onto LubaUI's roles with the built-in theme filling the rest; two
    /// files without a stated appearance are light then dark (the pre-`--base-theme` reading).
    public static func read(_ inputs: [Input], roleMapping: [String: String] = [:]) throws -> Theme {
        var positioned = inputs
        if positioned.count == 2, positioned.allSatisfy({ $0.appearance == nil }) {
            positioned[0].appearance = .light
            positioned[1].appearance = .dark
        }
        return try read(positioned, roleMapping: roleMapping, base: .luba)
    }

    public static func read(_ inputs: [Input], roleMapping: [String: String], base: Base) throws -> Theme {
        guard let first = inputs.first else {
            throw AuditInputError(path: "--palette", reason: "no palette file given")
        }
        let tables = try DTCGPaletteLayout.tables(inputs)
        let source = inputs.map(\.path).joined(separator: " + ")
        if base == .none {
            return DesignerPaletteBuilder.build(tables, roleMapping: roleMapping, source: source)
        }
        let mapping = DTCGRoleMapping(explicit: roleMapping)
        let light = tables.light
        let dark = tables.dark
        var diagnostics: [ThemeDiagnostic] = []
        let lightTargets = targets(light, mapping: mapping)
        let darkTargets = dark.map { targets($0, mapping: mapping) }
        if lightTargets.roles.isEmpty && lightTargets.chart.isEmpty {
            diagnostics.append(ThemeDiagnostic(
                message: "no token in \(first.path) maps to a LubaUI role (name tokens like color.text.primary, or set roleMapping in .lubaaudit.json): every role uses the default theme",
                location: SourceLocation(file: first.path, line: 1, column: 1)))
        }
        let defaults = DefaultTheme.theme
        var roles: [ThemeRole] = []
        for name in ThemeRoleNames.all {
            let fallback = defaults.role(name)
            let lightValue = try color(name, path: lightTargets.roles[name], in: light, fallback: fallback?.light, diagnostics: &diagnostics)
            var darkValue: ResolvedColor?
            if let dark, let darkTargets {
                darkValue = try color(name, path: darkTargets.roles[name], in: dark, fallback: fallback?.dark, diagnostics: &diagnostics)
            } else {
                darkValue = lightValue
            }
            guard let lightValue, let darkValue else { continue }
            let location = lightTargets.roles[name].flatMap { light[$0]?.location }
            roles.append(ThemeRole(name: name, light: lightValue, dark: darkValue, location: location))
        }
        let chart = try chartPalette(
            light: light, lightTargets: lightTargets, dark: dark, darkTargets: darkTargets, defaults: defaults, diagnostics: &diagnostics)
        return Theme(
            source: source, roles: roles, chartPalette: chart, diagnostics: diagnostics,
            tokens: [], appearances: dark == nil ? [.light] : Appearance.allCases)
    }

    // MARK: - Files

    package static func parse(_ input: Input) throws -> JSONValue {
        let document = JSONParser.parse(input.bytes, path: input.path)
        guard let root = document.root else {
            let problem = document.diagnostics.first { $0.kind == .syntax } ?? document.diagnostics.first
            throw AuditInputError(
                path: problem.map { DTCGColorResolver.place($0.location) } ?? input.path,
                reason: "not a JSON design-token file: " + (problem?.message ?? "unreadable"))
        }
        guard root.members != nil else {
            throw AuditInputError(path: DTCGColorResolver.place(root.location), reason: "a design-token file must hold an object, found \(root.typeName)")
        }
        return root
    }

    /// The tokens of one appearance: the whole file, or the token sets its Tokens Studio
    /// `$themes` entry for that appearance enables (in `$metadata.tokenSetOrder`).
    package static func table(_ root: JSONValue, file: String, appearance: Appearance) throws -> DTCGTokenTable {
        var table = DTCGTokenTable()
        guard let themes = root["$themes"] else {
            table.addGroup(root, prefix: [], inheritedType: nil)
            return table
        }
        guard let list = themes.arrayValue, !list.isEmpty else {
            throw AuditInputError(path: DTCGColorResolver.place(themes.location), reason: "$themes must be a non-empty array of themes")
        }
        let word = appearance.rawValue
        let named = list.first { ($0["name"]?.stringValue ?? "").lowercased().contains(word) }
        let chosen = named ?? (appearance == .light ? list.first : (list.count > 1 ? list[1] : nil))
        guard let theme = chosen, let sets = theme["selectedTokenSets"]?.uniqueMembers else {
            throw AuditInputError(
                path: DTCGColorResolver.place(themes.location),
                reason: "$themes has no \(word) theme with selectedTokenSets (name one \"Light\" and one \"Dark\")")
        }
        let enabled = Set(sets.filter { ["enabled", "source"].contains($0.value.stringValue ?? "") }.map(\.key))
        var order = root["$metadata"]?["tokenSetOrder"]?.arrayValue?.compactMap(\.stringValue) ?? []
        for member in root.uniqueMembers ?? [] where !member.key.hasPrefix("$") && !order.contains(member.key) {
            order.append(member.key)
        }
        for set in order where enabled.contains(set) {
            guard let group = root[set] else {
                throw AuditInputError(path: DTCGColorResolver.place(theme.location), reason: "$themes enables token set \"\(set)\", which the file does not have")
            }
            table.addGroup(group, prefix: [], inheritedType: nil)
        }
        return table
    }

    // MARK: - Roles

    package struct Targets {
        package var roles: [String: String] = [:]
        /// Number written in the path → token path.
        package var chart: [Int: String] = [:]
    }

    /// The token chosen for each role: an explicit `roleMapping` entry first, then the first
    /// token in file order whose path names the role.
    package static func targets(_ table: DTCGTokenTable, mapping: DTCGRoleMapping) -> Targets {
        var result = Targets()
        for (path, _) in mapping.explicit.sorted(by: { $0.key < $1.key }) where table[path] != nil {
            assign(mapping.target(for: path), path, &result)
        }
        for token in table.tokens where mapping.explicit[token.path] == nil {
            assign(mapping.target(for: token.path), token.path, &result)
        }
        return result
    }

    package static func assign(_ target: DTCGRoleMapping.Target?, _ path: String, _ result: inout Targets) {
        switch target {
        case .role(let role)?:
            if result.roles[role] == nil { result.roles[role] = path }
        case .chart(let number)?:
            if result.chart[number] == nil { result.chart[number] = path }
        case nil:
            break
        }
    }

    package static func color(
        _ role: String, path: String?, in table: DTCGTokenTable, fallback: ResolvedColor?, diagnostics: inout [ThemeDiagnostic]
    ) throws -> ResolvedColor? {
        if let path {
            let outcome: DTCGColorResolver.Outcome?
            do {
                outcome = try DTCGColorResolver(table: table).resolve(path)
            } catch let error as AuditInputError {
                // A broken alias is a finding about this role, never the end of the run.
                let location = table[path]?.value.location ?? SourceLocation(file: error.path, line: 1, column: 1)
                let diagnostic = ThemeDiagnostic(message: "\(path): \(error.reason)", location: location, role: role)
                if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
                outcome = nil
            }
            switch outcome {
            case .color(let resolved)?:
                let own = table[path]?.value.location
                return ResolvedColor(
                    color: resolved.color, chain: [role, path] + resolved.chain, location: resolved.location,
                    declaration: own == resolved.location ? nil : own)
            case .notAColor(let message, let location)?:
                diagnostics.append(ThemeDiagnostic(message: message, location: location, role: role))
            case nil:
                break
            }
        }
        return fallback.map(Self.fromDefault)
    }

    /// A default-theme value with the chain saying where it came from.
    package static func fromDefault(_ value: ResolvedColor) -> ResolvedColor {
        var chain = value.chain
        let head = chain.isEmpty ? [] : [chain.removeFirst()]
        return ResolvedColor(color: value.color, chain: head + [ResolvedColor.defaultThemeLink] + chain, location: nil)
    }

    package static func chartPalette(
        light: DTCGTokenTable, lightTargets: Targets, dark: DTCGTokenTable?, darkTargets: Targets?, defaults: Theme,
        diagnostics: inout [ThemeDiagnostic]
    ) throws -> [ThemeRole] {
        let numbers = lightTargets.chart.keys.sorted()
        guard let lowest = numbers.first else {
            return dark == nil
                ? defaults.chartPalette.map { ThemeRole(name: $0.name, light: fromDefault($0.light), dark: fromDefault($0.light), location: nil) }
                : defaults.chartPalette.map { ThemeRole(name: $0.name, light: fromDefault($0.light), dark: fromDefault($0.dark), location: nil) }
        }
        let base = lowest == 0 ? 0 : 1
        let darkBase = (darkTargets?.chart.keys.min() ?? base) == 0 ? 0 : 1
        var result: [ThemeRole] = []
        for number in numbers {
            let index = number &- base
            let name = ThemeRoleNames.chartName(result.count)
            let fallback = index >= 0 && index < defaults.chartPalette.count ? defaults.chartPalette[index] : nil
            guard let lightValue = try color(name, path: lightTargets.chart[number], in: light, fallback: fallback?.light, diagnostics: &diagnostics)
            else { continue }
            var darkValue = lightValue
            if let dark, let darkTargets {
                let darkPath = darkTargets.chart[index &+ darkBase]
                darkValue = try color(name, path: darkPath, in: dark, fallback: fallback?.dark, diagnostics: &diagnostics) ?? lightValue
            }
            let location = lightTargets.chart[number].flatMap { light[$0]?.location }
            result.append(ThemeRole(name: name, light: lightValue, dark: darkValue, location: location))
        }
        return result
    }
}
