import LubaAuditModel
import LubaAuditColor
import LubaAuditSwiftSource
import LubaAuditConfig
import LubaAuditPlatform
/// What the theme readers take from a file's declarations: its API's types and members (a
/// local type inside a function never passes for a theme type), and the values written in
/// them as theme expressions.
extension SwiftSourceFile {
    /// The types of the file's API, in source order.
    package var themeTypes: [SwiftTypeDeclaration] {
        index.types.filter { !$0.isLocal }
    }

    /// The properties, functions and initializers of the file's API, in source order.
    package var themeMembers: [SwiftMember] {
        index.members.filter(Self.isThemeMember)
    }

    /// Members declared directly in the type at `typePath` (extensions included).
    package func themeMembers(of typePath: [String]) -> [SwiftMember] {
        index.members.filter { $0.typePath == typePath && Self.isThemeMember($0) }
    }

    private static func isThemeMember(_ member: SwiftMember) -> Bool {
        guard !member.isLocal else { return false }
        switch member.kind {
        case .property, .function, .initializer: return true
        case .subscript, .deinitializer: return false
        }
    }

    /// A property's name, else the declaring keyword: where a diagnostic about it points.
    package func location(of member: SwiftMember) -> SourceLocation {
        index.location(member.kind == .property ? member.keywordIndex &+ 1 : member.keywordIndex)
    }

    package func location(of type: SwiftTypeDeclaration) -> SourceLocation {
        index.location(type.keywordIndex)
    }

    package func location(of parameter: SwiftMember.Parameter) -> SourceLocation {
        index.location(parameter.tokens.lowerBound)
    }

    /// `= value` of a stored property, parsed as far as it reads as one expression.
    package func initializerValue(of member: SwiftMember) -> LocatedThemeExpression? {
        guard let initializer = member.initializer, !tokens.isEmpty else { return nil }
        let end = member.owner.map { index.types[$0].bodyClose } ?? tokens.count
        let (value, _) = ThemeSwiftParser.expression(tokens, from: initializer.lowerBound, to: end)
        return LocatedThemeExpression(value, at: index.location(min(initializer.lowerBound, tokens.count &- 1)))
    }

    /// A parameter's default value; unsupported when more follows the expression.
    package func defaultValue(of parameter: SwiftMember.Parameter) -> LocatedThemeExpression? {
        guard let range = parameter.defaultValue else { return nil }
        let (value, next) = ThemeSwiftParser.expression(tokens, from: range.lowerBound, to: range.upperBound)
        let expression = next < range.upperBound ? ThemeSwiftExpression.unsupported(value.summary) : value
        return LocatedThemeExpression(expression, at: index.location(range.lowerBound))
    }
}
