import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// What component code is read against: resolved token values, the configuration's touch
/// target, and the text roles. Resolves the numbers component code writes
/// (`LubaChipTokens.height`, `luba.minimumTouchTarget`, `44`) and classifies its fonts.
package struct DesignVocabulary: Sendable {
    package let values: [String: Double]
    package let configuration: [String: Double]
    package let roles: [String: TextRoleDefinition]
    /// Tokens declared without a value the audit can resolve: a reference to one is unknown,
    /// never a default.
    package let unresolved: Set<String>
    /// Configuration properties that no declaration gives a value, to their first token.
    package let unresolvedConfiguration: [String: String]
    /// What `lubaMinTouchTarget()` and `luba.minimumTouchTarget` expand to: the configuration's
    /// `minimumTouchTarget` when declared, else 44; nil when it is declared with a value the
    /// audit cannot resolve.
    package let touchTarget: Double?

    package init(tokens: [SizeToken], roles: [TextRoleDefinition]) {
        var values: [String: Double] = [:]
        var configuration: [String: Double] = [:]
        for token in tokens {
            guard let value = token.value else { continue }
            if values[token.qualifiedName] == nil { values[token.qualifiedName] = value }
            if token.isConfiguration, configuration[token.name] == nil { configuration[token.name] = value }
        }
        var unresolvedConfiguration: [String: String] = [:]
        for token in tokens where token.value == nil && token.isConfiguration && configuration[token.name] == nil {
            if unresolvedConfiguration[token.name] == nil { unresolvedConfiguration[token.name] = token.qualifiedName }
        }
        self.values = values
        self.configuration = configuration
        self.unresolved = Set(tokens.filter { $0.value == nil }.map(\.qualifiedName))
        self.unresolvedConfiguration = unresolvedConfiguration
        var byName: [String: TextRoleDefinition] = [:]
        for role in roles where byName[role.name] == nil { byName[role.name] = role }
        self.roles = byName
        touchTarget = configuration["minimumTouchTarget"] ?? (unresolvedConfiguration["minimumTouchTarget"] == nil ? 44 : nil)
    }

    /// Resolves a reference written in component code.
    package func lookup(_ path: [String]) -> Double? {
        guard let last = path.last else { return nil }
        if path.count >= 2 {
            let name = "\(path[path.count &- 2]).\(last)"
            if let value = values[name] { return value }
            if unresolved.contains(name) { return nil }
        }
        if last == "minimumTouchTarget" { return configuration[last] ?? touchTarget }
        if path.count >= 2, path.contains("shared") || SizeTokenReader.configurationRoots.contains(path[0]) {
            return configuration[last]
        }
        return nil
    }

    /// The unresolved token a reference written in component code names (`LubaSpacing.base`,
    /// `luba.minimumTouchTarget` for an unresolved `LubaConfig.minimumTouchTarget`); nil when the
    /// reference resolves or names no token.
    package func unresolvedToken(_ path: [String]) -> String? {
        guard let last = path.last, lookup(path) == nil else { return nil }
        if path.count >= 2 {
            let name = "\(path[path.count &- 2]).\(last)"
            if unresolved.contains(name) { return name }
        }
        if last == "minimumTouchTarget"
            || (path.count >= 2 && (path.contains("shared") || SizeTokenReader.configurationRoots.contains(path[0]))) {
            return unresolvedConfiguration[last]
        }
        return nil
    }

    /// The value of `range` in `file`, nil when it is no constant.
    package func value(_ file: SourceIndex, _ range: Range<Int>) -> Double? {
        NumericExpression.evaluate(file.tokens, range, lookup: lookup).value
    }

    /// The unresolved token that keeps `range` in `file` from having a value, if one does.
    package func unresolvedToken(_ file: SourceIndex, _ range: Range<Int>) -> String? {
        let result = NumericExpression.evaluate(file.tokens, range, lookup: lookup)
        guard result.value == nil, let missing = result.missing else { return nil }
        return unresolvedToken(missing)
    }

    /// The token `range` is exactly (`LubaTabsTokens.tabHeight`), nil otherwise.
    package func tokenName(_ file: SourceIndex, _ range: Range<Int>) -> String? {
        var names: [String] = []
        for index in range {
            let token = file.tokens[index]
            if token.kind == .identifier {
                names.append(token.name)
            } else if !token.is(".") {
                return nil
            }
        }
        guard names.count >= 2 else { return nil }
        let name = "\(names[names.count &- 2]).\(names[names.count &- 1])"
        return values[name] != nil ? name : nil
    }

    /// The line height of text in `font` at `category`: Apple's leading for a style, 1.2 × the
    /// size for an explicit size; 0 when unknown.
    package func lineHeight(_ font: FontScaling, _ category: ContentSizeCategory) -> Double {
        switch font {
        case .role(let name):
            if let name, let role = roles[name], let height = role.lineHeight(category) { return height }
            return name == nil ? DynamicTypeTable.metrics(.body, category).leading : 0
        case .textStyle(let style):
            return DynamicTypeTable.metrics(style, category).leading
        case .relative(let size, let style):
            let base = DynamicTypeTable.pointSize(style, .large)
            guard let size, base > 0 else { return DynamicTypeTable.metrics(style, category).leading }
            return size * DynamicTypeTable.metrics(style, category).leading / base
        case .fixed(let size, _):
            return (size ?? 0) * 1.2
        case .unknown:
            return 0
        }
    }

    // MARK: - Fonts

    /// Classifies the font expression between `.font(` and `)`.
    package func font(_ file: SourceIndex, _ range: Range<Int>) -> (font: FontScaling, family: String?) {
        let expression = file.text(range)
        // `custom(…)`: LubaUI's helpers are fixed without `relativeTo:`; `Font.custom(_:size:)`
        // scales with Body; `fixedSize:` never scales.
        if let custom = range.first(where: { file.tokens[$0].is("custom") && file.isCode($0 &+ 1, "(") }),
           let spans = TokenCursor(file.tokens, at: custom &+ 1).arguments() {
            let family = spans.first { $0.label == nil }.flatMap { span -> String? in
                guard span.value.count == 1, let token = file.token(span.value.lowerBound), token.kind == .stringLiteral else { return nil }
                return token.literal
            }
            let size = spans.first { $0.label == "size" || $0.label == "fixedSize" }
            let sizeValue = size.flatMap { value(file, $0.value) }
            let sizeText = size.map { file.text($0.value) } ?? expression
            if spans.contains(where: { $0.label == "fixedSize" }) {
                return (.fixed(size: sizeValue, expression: sizeText), family)
            }
            if let relative = spans.first(where: { $0.label == "relativeTo" }) {
                let style = lastName(file, relative.value).flatMap(TextStyle.init(name:)) ?? .body
                return (.relative(size: sizeValue, style: style), family)
            }
            let receiver = range.lowerBound..<custom
            if receiver.contains(where: { ["LubaTypography", "fonts"].contains(file.tokens[$0].name) }) {
                return (.fixed(size: sizeValue, expression: sizeText), family)
            }
            return (.relative(size: sizeValue, style: .body), family)
        }
        if let system = range.first(where: { file.tokens[$0].is("system") && file.isCode($0 &+ 1, "(") }),
           let spans = TokenCursor(file.tokens, at: system &+ 1).arguments() {
            if let size = spans.first(where: { $0.label == "size" }) {
                return (.fixed(size: value(file, size.value), expression: file.text(size.value)), nil)
            }
            if let first = spans.first(where: { $0.label == nil }),
               let style = lastName(file, first.value).flatMap(TextStyle.init(name:)) {
                return (.textStyle(style), nil)
            }
            return (.unknown, nil)
        }
        // A role: `luba.fonts.body`, `luba.fonts(.caption)`, `luba.fonts.font(size.role)`,
        // `LubaTypography.title`, `LubaTypography.font(.body)`.
        if let anchor = range.first(where: { ["fonts", "LubaTypography"].contains(file.tokens[$0].name) && file.tokens[$0].kind == .identifier }) {
            var position = anchor &+ 1
            if file.isCode(position, "."), let name = file.token(position &+ 1), name.kind == .identifier {
                if name.name != "font" { return (.role(name.name), nil) }
                position &+= 2
            }
            if file.isCode(position, "("), let spans = TokenCursor(file.tokens, at: position).arguments(),
               let first = spans.first, first.value.count == 2, file.isCode(first.value.lowerBound, "."),
               let name = file.token(first.value.lowerBound &+ 1) {
                return (.role(name.name), nil)
            }
            return (.role(nil), nil)
        }
        // `.body`, `Font.caption`, `.title.weight(.bold)`.
        var names: [String] = []
        for index in range {
            let token = file.tokens[index]
            if token.is("(") { break }
            if token.kind == .identifier { names.append(token.name) }
        }
        let implicit = range.first.map { file.tokens[$0].is(".") } ?? false
        if implicit || names.first == "Font",
           let name = names.first == "Font" ? names.dropFirst().first : names.first,
           let style = TextStyle(name: name) {
            return (.textStyle(style), nil)
        }
        return (.unknown, nil)
    }

    private func lastName(_ file: SourceIndex, _ range: Range<Int>) -> String? {
        range.reversed().lazy.map { file.tokens[$0] }.first { $0.kind == .identifier }?.name
    }
}
