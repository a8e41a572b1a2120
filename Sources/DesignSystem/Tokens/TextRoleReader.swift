import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// Reads a `LubaTextRole`-shaped enum: its cases, and the `switch self` in its `textStyle`,
/// `nominalSize` and `weight` properties (in the enum or any extension of it, in any file).
///
/// ```swift
/// public enum LubaTextRole: CaseIterable {
///     case body, caption
///     public var textStyle: Font.TextStyle { switch self { case .body: return .callout … } }
///     public var nominalSize: CGFloat { switch self { case .body: return 16 … } }
///     public var weight: Font.Weight { switch self { case .body, .caption: return .regular } }
/// }
/// ```
///
/// A property without a `switch` (one expression for every case) applies to every case. When
/// two role enums declare the same case name, the first one read keeps it.
package enum TextRoleReader {
    package static let styleProperties: Set<String> = ["textStyle", "style"]
    package static let sizeProperties: Set<String> = ["nominalSize", "pointSize", "size", "defaultSize"]
    package static let weightProperties: Set<String> = ["weight", "fontWeight"]

    package static func read(_ files: [SourceIndex], vocabulary: DesignVocabulary) -> [TextRoleDefinition] {
        var roles: [TextRoleDefinition] = []
        for file in files {
            for type in file.types where type.keyword == "enum" && type.name.hasSuffix("TextRole") {
                roles.append(contentsOf: cases(of: type, in: file))
            }
        }
        // One role per name: findings and reports name roles by their case.
        var names = Set<String>()
        roles = roles.filter { names.insert($0.name).inserted }
        guard !roles.isEmpty else { return [] }
        let enumNames = Set(roles.map(\.enumName))
        for file in files {
            for member in file.members {
                guard let owner = member.owner, enumNames.contains(file.types[owner].name),
                      let open = member.bodyOpen, let close = member.bodyClose else { continue }
                let enumName = file.types[owner].name
                let arms = switchArms(open: open, close: close, in: file)
                for index in roles.indices where roles[index].enumName == enumName {
                    guard let value = arms.values[roles[index].name] ?? arms.fallback else { continue }
                    let location = file.location(value.lowerBound)
                    if styleProperties.contains(member.name) {
                        let name = lastName(value, in: file)
                        roles[index].textStyleName = name.map { "." + $0 }
                        roles[index].textStyle = name.flatMap(TextStyle.init(name:))
                        roles[index].textStyleLocation = location
                    } else if sizeProperties.contains(member.name) {
                        let size = NumericExpression.evaluate(file.tokens, value, lookup: vocabulary.lookup)
                        roles[index].nominalSize = size.value
                        roles[index].nominalSizeLocation = location
                        roles[index].nominalSizeExpression = file.text(value)
                        roles[index].nominalSizeReference = size.missing.map { vocabulary.unresolvedToken($0) ?? $0.joined(separator: ".") }
                    } else if weightProperties.contains(member.name) {
                        let name = lastName(value, in: file)
                        roles[index].weightName = name.map { "." + $0 }
                        roles[index].weight = name.flatMap(FontWeight.init(rawValue:))
                    }
                }
            }
        }
        return roles
    }

    /// `case a, b` declarations directly in the enum's body.
    private static func cases(of type: SwiftTypeDeclaration, in file: SourceIndex) -> [TextRoleDefinition] {
        var roles: [TextRoleDefinition] = []
        var index = type.bodyOpen &+ 1
        while index < type.bodyClose {
            let token = file.tokens[index]
            guard token.is("case"), file.parent[index] == type.bodyOpen else {
                index &+= 1
                continue
            }
            index &+= 1
            var expectName = true
            while index < type.bodyClose {
                let current = file.tokens[index]
                if current.precededByNewline, !expectName { break }
                if current.is(";") || current.is("}") { break }
                if current.is(",") {
                    expectName = true
                } else if expectName, current.kind == .identifier {
                    roles.append(TextRoleDefinition(enumName: type.name, name: current.name, location: file.location(index)))
                    expectName = false
                } else if TokenCursor.closer(for: current) != nil, file.partner[index] > index {
                    index = file.partner[index]  // associated values
                }
                index &+= 1
            }
        }
        return roles
    }

    /// The arms of the first `switch` in a body: case name → value tokens, and the `default`
    /// value. A body without `switch` is one value for every case.
    private static func switchArms(open: Int, close: Int, in file: SourceIndex) -> (values: [String: Range<Int>], fallback: Range<Int>?) {
        guard let switchIndex = (open &+ 1..<close).first(where: { file.tokens[$0].is("switch") }) else {
            var from = open &+ 1
            if file.isCode(from, "return") { from &+= 1 }
            return ([:], from < close ? from..<close : nil)
        }
        guard let body = (switchIndex &+ 1..<close).first(where: { file.tokens[$0].is("{") }),
              file.partner[body] > body else { return ([:], nil) }
        let end = file.partner[body]
        var values: [String: Range<Int>] = [:]
        var fallback: Range<Int>?
        var index = body &+ 1
        while index < end {
            let token = file.tokens[index]
            guard file.parent[index] == body, token.is("case") || token.is("default") else {
                index &+= 1
                continue
            }
            var names: [String] = []
            var colon = index &+ 1
            while colon < end, !(file.tokens[colon].is(":") && file.parent[colon] == body) {
                if file.tokens[colon].is("."), let name = file.token(colon &+ 1), name.kind == .identifier {
                    names.append(name.name)
                }
                colon &+= 1
            }
            var from = colon &+ 1
            if file.isCode(from, "return") { from &+= 1 }
            var to = from
            while to < end, !(file.parent[to] == body && (file.tokens[to].is("case") || file.tokens[to].is("default"))) {
                to &+= 1
            }
            if from < to {
                if token.is("default") {
                    fallback = from..<to
                } else {
                    for name in names where values[name] == nil { values[name] = from..<to }
                }
            }
            index = to
        }
        return (values, fallback)
    }

    /// The last identifier of `.callout`, `Font.TextStyle.callout`, `Font.Weight.bold`.
    private static func lastName(_ range: Range<Int>, in file: SourceIndex) -> String? {
        range.reversed().lazy.map { file.tokens[$0] }.first { $0.kind == .identifier && !$0.isKeyword }?.name
    }
}
